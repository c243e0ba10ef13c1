import { html } from 'lit-html';
import { authCard } from './auth-card';
import { pathTo } from '../../core/paths';

/** Any path outside the route table; the way back depends on whether someone is signed in. */
export function notFoundPage(signedIn: boolean) {
  return authCard(
    'not-found-title',
    html`
      <h1 id="not-found-title">Página não encontrada</h1>
      <p class="auth-subtitle">O endereço <code>${location.pathname}</code> não existe ou foi movido.</p>
      <div class="actions">
        ${
          signedIn
            ? html`<a class="btn btn-primary" href=${pathTo('/dashboard')}>Ir para o painel</a>`
            : html`<a class="btn btn-primary" href=${pathTo('/login')}>Ir para o login</a>`
        }
      </div>
    `,
  );
}
