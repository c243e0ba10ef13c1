import { html, type TemplateResult } from 'lit-html';
import { LOGO_URL, copyright, useDefaultImage } from '../brand';

/** The centred card the public screens share (blocked, not found, the e-mail links' pages). */
export function authCard(titleId: string, body: TemplateResult): TemplateResult {
  return html`
    <div class="auth-page">
      <main id="main" class="auth-main" tabindex="-1">
        <section class="auth-card" aria-labelledby=${titleId}>
          <img class="auth-logo" src=${LOGO_URL} alt="" width="72" height="72" @error=${useDefaultImage} />
          ${body}
        </section>
      </main>
      <footer class="auth-footer">${copyright()}</footer>
    </div>
  `;
}
