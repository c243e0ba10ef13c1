import { html, nothing, render } from 'lit-html';
import { form, request } from '../../core/api/client';
import { loginErrorText } from '../../core/api/errors';
import { sessionStore } from '../../core/session/store';
import { LoginResponse } from '../../shared/schemas/session';
import { LOGO_URL, copyright, productName, useDefaultImage } from '../brand';
import { navigateTo } from '../router';
import { pathTo } from '../../core/paths';

/**
 * /login. A light-DOM element so its busy and error state live exactly
 * as long as the page is shown; labels are real <label for> for assistive technology.
 */
class LoginPage extends HTMLElement {
  private busy = false;
  private error: string | null = null;

  connectedCallback(): void {
    this.update();
    // `autofocus` only acts on the first page load; the host also renders this page after navigating.
    this.querySelector<HTMLInputElement>('#login-user')?.focus();
  }

  private async submit(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    if (this.busy) return;
    if (!(event.currentTarget instanceof HTMLFormElement)) return;
    const fields = new FormData(event.currentTarget);
    this.busy = true;
    this.error = null;
    this.update();
    try {
      const answer = await request('/api/login', {
        method: 'POST',
        body: form({
          user: String(fields.get('user') ?? ''),
          password: String(fields.get('password') ?? ''),
          remember: fields.get('remember') ? '1' : '0',
        }),
      });
      const parsed = LoginResponse.safeParse(answer);
      await sessionStore.getState().refresh();
      // The guard then sends blocked or first-access users to their step.
      navigateTo(parsed.success && parsed.data.require_password_change ? pathTo('/mudar-senha') : pathTo('/dashboard'));
    } catch (error) {
      this.error = `Erro: ${loginErrorText(error)}`;
    } finally {
      this.busy = false;
      if (this.isConnected) this.update();
    }
  }

  private update(): void {
    render(
      html`
        <div class="auth-page">
          <main id="main" class="auth-main" tabindex="-1">
            <section class="auth-card" aria-labelledby="login-title">
              <img class="auth-logo" src=${LOGO_URL} alt="" width="72" height="72" @error=${useDefaultImage} />
              <h1 id="login-title">Acessar o ${productName()}</h1>
              <p class="auth-subtitle">Entre com suas credenciais para continuar</p>
              <form class="auth-form" @submit=${(e: SubmitEvent) => this.submit(e)}>
                <div class="field">
                  <label for="login-user">Usuário</label>
                  <input id="login-user" name="user" type="text" required autofocus autocomplete="username" placeholder="seu usuário" />
                </div>
                <div class="field">
                  <label for="login-password">Senha</label>
                  <input id="login-password" name="password" type="password" required autocomplete="current-password" placeholder="sua senha" />
                </div>
                <div class="check">
                  <input id="login-remember" name="remember" type="checkbox" value="1" checked />
                  <label for="login-remember">Manter minha sessão por 24h</label>
                </div>
                ${this.error ? html`<div class="alert alert-error" role="alert">${this.error}</div>` : nothing}
                <button class="btn btn-primary btn-block" type="submit" ?disabled=${this.busy} aria-busy=${this.busy ? 'true' : 'false'}>
                  ${this.busy ? 'Entrando...' : 'Entrar'}
                </button>
              </form>
              <p class="auth-links"><a href=${pathTo('/esqueci-senha')}>Esqueci minha senha</a></p>
            </section>
          </main>
          <footer class="auth-footer">${copyright()}</footer>
        </div>
      `,
      this,
    );
  }
}

if (!customElements.get('portal-login')) customElements.define('portal-login', LoginPage);

export function loginPage() {
  return html`<portal-login></portal-login>`;
}
