import type { ReactNode } from 'react';
import { Form, SubmitButton, TextField } from '../../../core/form';
import { Banner } from '../../../core/ui';
import { ElementLink } from '../../../core/ui/ElementLink';
import { useNewPassword, usePasswordChange, type PasswordMode } from '../usePasswordChange';
import type { ViewProps } from './types';
import { pathTo } from '../../../core/paths';

/**
 * /settings/senha and /mudar-senha: one two-step component. The new-password form
 * appears only after the current password is verified.
 */
export function PasswordView({ container, mode }: ViewProps & { mode: PasswordMode }) {
  const pw = usePasswordChange();
  const forced = mode === 'mudar-senha';
  const cancel = !forced && (
    <ElementLink to={pathTo('/settings')} container={container} className="btn">
      Cancelar
    </ElementLink>
  );
  return (
    <section className="card narrow">
      <h1>{forced ? 'Defina uma nova senha' : 'Alterar senha'}</h1>
      {forced && <p className="muted">Por segurança, você precisa definir uma nova senha para continuar.</p>}
      <p className="step-indicator">{pw.current === null ? 'Etapa 1 de 2: confirme sua senha atual' : 'Etapa 2 de 2: escolha a nova senha'}</p>

      {pw.current === null ? (
        <Form form={pw.verifyForm} onSubmit={pw.onVerify}>
          {pw.verifyFailure && <Banner kind="error">{pw.verifyFailure}</Banner>}
          <TextField name="password" label="Senha atual" type="password" required autoComplete="current-password" autoFocus />
          <div className="form-actions">
            {cancel}
            <SubmitButton busy={pw.verifying} busyText="Verificando...">
              Continuar
            </SubmitButton>
          </div>
        </Form>
      ) : (
        <NewPasswordForm current={pw.current} mode={mode} container={container} cancel={cancel} />
      )}
    </section>
  );
}

function NewPasswordForm({ current, mode, container, cancel }: ViewProps & { current: string; mode: PasswordMode; cancel: ReactNode }) {
  const pw = useNewPassword(current, mode, container);
  return (
    <Form form={pw.form} onSubmit={pw.onSubmit}>
      {pw.failure && <Banner kind="error">{pw.failure}</Banner>}
      <TextField
        name="new_password"
        label="Nova senha"
        type="password"
        required
        autoComplete="new-password"
        hint="Mínimo de 8 caracteres, com letras maiúsculas, minúsculas e números."
        autoFocus
      />
      <TextField name="confirm_password" label="Confirmar nova senha" type="password" required autoComplete="new-password" />
      <div className="form-actions">
        {cancel}
        <SubmitButton busy={pw.saving} disabled={pw.done}>
          Salvar nova senha
        </SubmitButton>
      </div>
    </Form>
  );
}
