import { html } from 'lit-html';
import { navigateTo } from '../router';
import { signOut } from '../sign-out';
import { authCard } from './auth-card';

/** /bloqueado: the account was unlinked from its organisation or parish (user status 1). */
export function blockedPage() {
  return authCard(
    'blocked-title',
    html`
      <h1 id="blocked-title">Acesso bloqueado</h1>
      <p class="auth-subtitle">Sua conta foi desvinculada da organização ou da paróquia. Se acredita que isso é um engano, procure a secretaria paroquial.</p>
      <div class="actions">
        <button class="btn btn-primary" type="button" @click=${signOut}>Sair</button>
        <button class="btn" type="button" @click=${() => navigateTo('/')}>Ir para a página inicial</button>
      </div>
    `,
  );
}
