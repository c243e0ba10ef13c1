import { Form, TextField, SubmitButton } from '../../../core/form';
import { ElementLink } from '../../../core/ui/ElementLink';
import { usePasswordChange, type PasswordMode } from '../usePasswordChange';
import type { ViewProps } from './types';

/**
 * /settings/senha and /mudar-senha: one two-step component. The new-password form
 * appears only after the current password is verified.
 */
export function PasswordView({ container, mode }: ViewProps & { mode: PasswordMode }) {
  const pw = usePasswordChange(mode, container);
  const forced = mode === 'mudar-senha';
  const cancel = !forced && (
    <ElementLink to="/settings" container={container} className="btn">
      Cancelar
    </ElementLink>
  );
  return (
    <section className="card narrow">
      <h1>{forced ? 'Defina uma nova senha' : 'Alterar senha'}</h1>
      {forced && <p className="muted">Por segurança, você precisa definir uma nova senha para continuar.</p>}
      <p className="step-indicator">{pw.step === 'verify' ? 'Etapa 1 de 2: confirme sua senha atual' : 'Etapa 2 de 2: escolha a nova senha'}</p>

      {pw.step === 'verify' ? (
        <Form form={pw.verifyForm} onSubmit={pw.onVerify}>
          <TextField name="password" label="Senha atual" type="password" required autoComplete="current-password" autoFocus />
          <div className="form-actions">
            {cancel}
            <SubmitButton busy={pw.verifying} busyText="Verificando...">
              Continuar
            </SubmitButton>
          </div>
        </Form>
      ) : (
        <Form form={pw.changeForm} onSubmit={pw.onChange}>
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
            <SubmitButton busy={pw.saving} disabled={pw.step === 'done'}>
              Salvar nova senha
            </SubmitButton>
          </div>
        </Form>
      )}
    </section>
  );
}
