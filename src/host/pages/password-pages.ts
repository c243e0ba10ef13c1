import { html, nothing, render, type TemplateResult } from 'lit-html';
import { request } from '../../core/api/client';
import { ApiError, errorText } from '../../core/api/errors';
import { sessionStore } from '../../core/session/store';
import { MSG } from '../../shared/messages';
import { NewPassword } from '../../shared/schemas/accounts';
import { InviteInfo, LINK_MSG } from '../../shared/schemas/password-links';
import { navigateTo } from '../router';
import { pathTo } from '../../core/paths';
import { authCard } from './auth-card';

/**
 * The public pages of an account's e-mail links, in the style of /login (light DOM, real labels):
 * /esqueci-senha asks for the link, /redefinir-senha and /convite choose the password the link allows
 * and sign the person in. The token comes in the address (?token=...).
 */

const tokenOfPage = () => new URLSearchParams(location.search).get('token') ?? '';

const backToLogin = html`<p class="auth-links"><a href=${pathTo('/login')}>Voltar ao login</a></p>`;

function field(id: string, label: string, input: TemplateResult, error: string | undefined): TemplateResult {
  return html`<div class="field">
    <label for=${id}>${label}</label>
    ${input} ${error ? html`<p id=${`${id}-error`} class="field-error">${error}</p>` : nothing}
  </div>`;
}

/** A new password's field: its input marked invalid and described by its error, and the rule under it where one is given. */
function passwordField(id: string, name: string, label: string, error: string | undefined, hint?: string): TemplateResult {
  const hintId = `${id}-hint`;
  const describedBy = [error ? `${id}-error` : '', hint ? hintId : ''].filter(Boolean).join(' ');
  return field(
    id,
    label,
    html`<input
        id=${id}
        name=${name}
        type="password"
        required
        autocomplete="new-password"
        aria-invalid=${error ? 'true' : 'false'}
        aria-describedby=${describedBy || nothing}
      />
      ${hint ? html`<p id=${hintId} class="field-hint">${hint}</p>` : nothing}`,
    error,
  );
}

/** A page element that draws itself again on every change of its state. */
abstract class PublicPage extends HTMLElement {
  protected busy = false;
  protected error: string | null = null;

  connectedCallback(): void {
    this.update();
    this.start();
  }

  /** Work to do once shown (a lookup). */
  protected start(): void {}

  protected abstract view(): TemplateResult;

  protected update(): void {
    if (this.isConnected) render(this.view(), this);
  }

  /** Runs `send` with the busy state; its failure is shown as the page's error. */
  protected async sending(send: () => Promise<void>): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.error = null;
    this.update();
    try {
      await send();
    } catch (error) {
      this.error = errorText(error);
    } finally {
      this.busy = false;
      this.update();
    }
  }
}

/** /esqueci-senha: the user name, then the same answer whether or not it exists. */
class ForgotPage extends PublicPage {
  private sent: string | null = null;

  protected start(): void {
    this.querySelector<HTMLInputElement>('#forgot-user')?.focus();
  }

  private submit(event: SubmitEvent): void {
    event.preventDefault();
    const usuario = String(new FormData(event.currentTarget as HTMLFormElement).get('usuario') ?? '').trim();
    void this.sending(async () => {
      const answer = (await request('/api/senha/esqueci', { method: 'POST', body: { usuario } })) as { message?: string };
      this.sent = answer.message ?? LINK_MSG.forgotSent;
    });
  }

  protected view(): TemplateResult {
    return authCard(
      'forgot-title',
      html`<h1 id="forgot-title">Esqueci minha senha</h1>
        ${
          this.sent
            ? html`<p class="alert alert-success" role="status">${this.sent}</p>`
            : html`<p class="auth-subtitle">Informe o seu usuário. Se ele tiver e-mail cadastrado, enviaremos um link para você escolher uma nova senha.</p>
                <form class="auth-form" @submit=${(e: SubmitEvent) => this.submit(e)}>
                  ${field('forgot-user', 'Usuário', html`<input id="forgot-user" name="usuario" type="text" required autocomplete="username" placeholder="seu usuário" />`, undefined)}
                  ${this.error ? html`<div class="alert alert-error" role="alert">${this.error}</div>` : nothing}
                  <button class="btn btn-primary btn-block" type="submit" ?disabled=${this.busy} aria-busy=${this.busy ? 'true' : 'false'}>
                    ${this.busy ? 'Enviando...' : 'Enviar link'}
                  </button>
                </form>`
        }
        ${backToLogin}`,
    );
  }
}

/** The new password and its confirmation, checked here with the shared rule (the server checks again). */
abstract class ChoosePasswordPage extends PublicPage {
  private fieldErrors: { senha?: string; confirmacao?: string } = {};
  protected abstract readonly submitLabel: string;
  /** Sends the password; resolves once the person is signed in. */
  protected abstract send(senha: string): Promise<void>;
  /** What the page says above the form. */
  protected abstract intro(): TemplateResult;
  /** The link opens nothing: said instead of the form. */
  protected invalid = false;

  private submit(event: SubmitEvent): void {
    event.preventDefault();
    const data = new FormData(event.currentTarget as HTMLFormElement);
    const senha = String(data.get('senha') ?? '');
    const rule = NewPassword.safeParse(senha);
    this.fieldErrors = {
      senha: rule.success ? undefined : rule.error.issues[0]?.message,
      confirmacao: senha !== String(data.get('confirmacao') ?? '') ? MSG.passwordConfirm : undefined,
    };
    if (this.fieldErrors.senha || this.fieldErrors.confirmacao) {
      this.update();
      this.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    void this.sending(async () => {
      try {
        await this.send(senha);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) this.invalid = true;
        throw error;
      }
      await sessionStore.getState().refresh();
      // The guard sends a first access on to its steps (photo, time zone).
      navigateTo(pathTo('/dashboard'));
    });
  }

  protected view(): TemplateResult {
    const { senha, confirmacao } = this.fieldErrors;
    const form = html`<form class="auth-form" @submit=${(e: SubmitEvent) => this.submit(e)}>
      ${passwordField('link-password', 'senha', 'Nova senha', senha, MSG.passwordRule)}
      ${passwordField('link-confirm', 'confirmacao', 'Confirmar nova senha', confirmacao)}
      ${this.error ? html`<div class="alert alert-error" role="alert">${this.error}</div>` : nothing}
      <button class="btn btn-primary btn-block" type="submit" ?disabled=${this.busy} aria-busy=${this.busy ? 'true' : 'false'}>
        ${this.busy ? 'Salvando...' : this.submitLabel}
      </button>
    </form>`;
    return authCard(
      'link-title',
      html`${this.intro()}
      ${
        this.invalid
          ? html`<p class="alert alert-error" role="alert">${LINK_MSG.linkInvalid}</p>
              <p class="auth-links"><a href=${pathTo('/esqueci-senha')}>Pedir um novo link</a></p>`
          : form
      }
      ${backToLogin}`,
    );
  }
}

/** /redefinir-senha?token=...: the link of 'Esqueci minha senha' (1 h). */
class ResetPage extends ChoosePasswordPage {
  protected readonly submitLabel = 'Redefinir senha';
  protected invalid = tokenOfPage() === '';

  protected intro(): TemplateResult {
    return html`<h1 id="link-title">Redefinir senha</h1>
      <p class="auth-subtitle">Escolha a nova senha da sua conta.</p>`;
  }

  protected async send(senha: string): Promise<void> {
    await request('/api/senha/redefinir', { method: 'POST', body: { token: tokenOfPage(), senha } });
  }
}

/** /convite?token=...: who is invited, then their password (72 h). */
class InvitePage extends ChoosePasswordPage {
  protected readonly submitLabel = 'Definir senha e entrar';
  private invited: InviteInfo | null = null;
  private looking = true;

  protected start(): void {
    const token = tokenOfPage();
    const done = (invited: InviteInfo | null) => {
      this.invited = invited;
      this.invalid = invited === null;
      this.looking = false;
      this.update();
    };
    if (!token) return done(null);
    request(`/api/convites/${encodeURIComponent(token)}`).then(
      (answer) => done(InviteInfo.parse(answer)),
      (error) => {
        if (!(error instanceof ApiError && error.status === 404)) this.error = errorText(error);
        done(null);
      },
    );
  }

  protected intro(): TemplateResult {
    return html`<h1 id="link-title">Convite para o portal</h1>
      ${
        this.invited
          ? html`<p class="auth-subtitle">
              Olá, <strong>${this.invited.nome}</strong>! Escolha a senha da sua conta. Seu usuário é <strong>${this.invited.usuario}</strong>.
            </p>`
          : nothing
      }`;
  }

  protected view(): TemplateResult {
    if (!this.looking) return super.view();
    return authCard(
      'link-title',
      html`${this.intro()}
        <p class="auth-subtitle" role="status"><span class="spinner" aria-hidden="true"></span> Verificando convite...</p>`,
    );
  }

  protected async send(senha: string): Promise<void> {
    await request(`/api/convites/${encodeURIComponent(tokenOfPage())}`, { method: 'POST', body: { senha } });
  }
}

const define = (tag: string, page: CustomElementConstructor) => customElements.get(tag) ?? customElements.define(tag, page);
define('portal-forgot', ForgotPage);
define('portal-reset', ResetPage);
define('portal-invite', InvitePage);

export const forgotPage = () => html`<portal-forgot></portal-forgot>`;
export const resetPage = () => html`<portal-reset></portal-reset>`;
export const invitePage = () => html`<portal-invite></portal-invite>`;
