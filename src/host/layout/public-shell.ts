import { html, type TemplateResult } from 'lit-html';
import { LOGO_URL, copyright, productName, useDefaultImage } from '../brand';

/** A public page with an element (/certidoes): the brand, a way into the portal, the page; no portal navigation. */
export function publicShell(content: TemplateResult | Node, signedIn: boolean) {
  return html`
    <div class="step-page">
      <header class="step-header">
        <span class="brand">
          <img src=${LOGO_URL} alt="" width="32" height="32" @error=${useDefaultImage} />
          <span>${productName()}</span>
        </span>
        ${signedIn ? html`<a class="btn btn-quiet" href="/dashboard">Ir para o painel</a>` : html`<a class="btn btn-quiet" href="/login">Entrar</a>`}
      </header>
      <main id="main" class="step-main" tabindex="-1">${content}</main>
      <footer class="site-footer">${copyright()}</footer>
    </div>
  `;
}
