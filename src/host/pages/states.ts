import { html } from 'lit-html';
import { pathTo } from '../../core/paths';

/** Shown while GET /api/me is under way (guard step 1). */
export function checkingCredentials() {
  return html`
    <div class="loading-screen" role="status" aria-live="polite">
      <span class="spinner" aria-hidden="true"></span>
      <span>Verificando credenciais</span>
    </div>
  `;
}

/** A route whose module is not in this build. */
export function placeholderPage(title: string) {
  return html`
    <section class="page" aria-labelledby="page-title">
      <h1 id="page-title">${title}</h1>
      <div class="empty-state">
        <span class="tag">Em breve</span>
        <p>Esta área ainda não está disponível no portal.</p>
      </div>
    </section>
  `;
}

/** A route the user's roles may not open: a clear 'Acesso restrito' instead of an empty or broken screen. */
export function restrictedPage(title: string) {
  return html`
    <section class="page" aria-labelledby="page-title">
      <h1 id="page-title">Acesso restrito</h1>
      <div class="empty-state">
        <p>Seu perfil não tem permissão para abrir <strong>${title}</strong>.</p>
        <p class="muted">Se precisar deste acesso, fale com a administração da paróquia.</p>
        <a class="btn" href=${pathTo('/dashboard')}>Voltar para a Home</a>
      </div>
    </section>
  `;
}

/** /suite: the suite's screens live outside this portal. */
export function suitePage() {
  return html`
    <section class="page" aria-labelledby="page-title">
      <h1 id="page-title">Painel Suite Sacratech</h1>
      <div class="empty-state">
        <p>O painel da Suite Sacratech é administrado fora deste portal paroquial.</p>
        <a class="btn" href=${pathTo('/dashboard')}>Voltar para a Home</a>
      </div>
    </section>
  `;
}

/** A route whose module failed to download (offline for a moment): it says so and tries again on request or on the next navigation. */
export function moduleFailedPage(title: string, retry: () => void) {
  return html`
    <section class="page" aria-labelledby="page-title">
      <h1 id="page-title">${title}</h1>
      <div class="empty-state" role="alert">
        <p>Não foi possível carregar esta área. Verifique sua conexão e tente novamente.</p>
        <button type="button" class="btn" @click=${retry}>Tentar novamente</button>
      </div>
    </section>
  `;
}

/** Under an element while its module is still downloading. */
export function loadingModule() {
  return html`<p class="module-loading" role="status"><span class="spinner" aria-hidden="true"></span> Carregando...</p>`;
}
