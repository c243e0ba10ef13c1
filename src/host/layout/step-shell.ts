import { html, type TemplateResult } from 'lit-html';
import { LOGO_URL, copyright, productName, useDefaultImage } from '../brand';
import { signOut } from '../sign-out';
import { pathTo } from '../../core/paths';

/** The brand, one way out, the page and the footer: no portal navigation. */
function bareShell(content: TemplateResult | Node, way: TemplateResult) {
  return html`
    <div class="step-page">
      <header class="step-header">
        <span class="brand">
          <img src=${LOGO_URL} alt="" width="32" height="32" @error=${useDefaultImage} />
          <span>${productName()}</span>
        </span>
        ${way}
      </header>
      <main id="main" class="step-main" tabindex="-1">${content}</main>
      <footer class="site-footer">${copyright()}</footer>
    </div>
  `;
}

/** /welcome and /mudar-senha: no portal navigation until the step is done, but always a way out. */
export function stepShell(content: TemplateResult | Node) {
  return bareShell(content, html`<button class="btn btn-quiet" type="button" @click=${signOut}>Sair</button>`);
}

/** A public page with an element (/certidoes): a way into the portal instead of its navigation. */
export function publicShell(content: TemplateResult | Node, signedIn: boolean) {
  return bareShell(
    content,
    signedIn
      ? html`<a class="btn btn-quiet" href=${pathTo('/dashboard')}>Ir para o painel</a>`
      : html`<a class="btn btn-quiet" href=${pathTo('/login')}>Entrar</a>`,
  );
}
