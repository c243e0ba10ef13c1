import { html, type TemplateResult } from 'lit-html';
import { LOGO_URL, copyright, productName, useDefaultImage } from '../brand';
import { signOut } from '../sign-out';

/** /welcome and /mudar-senha: no portal navigation until the step is done, but always a way out. */
export function stepShell(content: TemplateResult | Node) {
  return html`
    <div class="step-page">
      <header class="step-header">
        <span class="brand">
          <img src=${LOGO_URL} alt="" width="32" height="32" @error=${useDefaultImage} />
          <span>${productName()}</span>
        </span>
        <button class="btn btn-quiet" type="button" @click=${signOut}>Sair</button>
      </header>
      <main id="main" class="step-main" tabindex="-1">${content}</main>
      <footer class="site-footer">${copyright()}</footer>
    </div>
  `;
}
