import { ElementLink } from '../../../core/ui/ElementLink';
import { PasswordField } from '../components/PasswordField';
import { usePasswordChange, type PasswordMode } from '../usePasswordChange';
import type { ViewProps } from './types';

/**
 * /settings/senha and /mudar-senha: one two-step component. The new-password form
 * appears only after the current password is verified.
 */
export function PasswordView({ container, mode }: ViewProps & { mode: PasswordMode }) {
  const pw = usePasswordChange(mode, container);
  const forced = mode === 'mudar-senha';
  return (
    <section className="card narrow">
      <h1>{forced ? 'Defina uma nova senha' : 'Alterar senha'}</h1>
      {forced && <p className="muted">Por segurança, você precisa definir uma nova senha para continuar.</p>}
      <p className="step-indicator">{pw.step === 'verify' ? 'Etapa 1 de 2: confirme sua senha atual' : 'Etapa 2 de 2: escolha a nova senha'}</p>

      {pw.step === 'verify' ? (
        <form onSubmit={pw.onVerify} noValidate>
          <PasswordField
            label="Senha atual"
            value={pw.fields.current}
            onChange={pw.setCurrent}
            autoComplete="current-password"
            error={pw.currentError}
            autoFocus
          />
          <div className="actions">
            {!forced && (
              <ElementLink to="/settings" container={container} className="btn">
                Cancelar
              </ElementLink>
            )}
            <button type="submit" className="btn btn-primary" disabled={pw.verifying}>
              {pw.verifying ? 'Verificando...' : 'Continuar'}
            </button>
          </div>
        </form>
      ) : (
        <form onSubmit={pw.onChange} noValidate>
          <PasswordField
            label="Nova senha"
            value={pw.fields.next}
            onChange={pw.setNext}
            autoComplete="new-password"
            error={pw.errors.next}
            hint="Mínimo de 8 caracteres, com letras maiúsculas, minúsculas e números."
            autoFocus
          />
          <PasswordField
            label="Confirmar nova senha"
            value={pw.fields.confirm}
            onChange={pw.setConfirm}
            autoComplete="new-password"
            error={pw.errors.confirm}
          />
          <div className="actions">
            {!forced && (
              <ElementLink to="/settings" container={container} className="btn">
                Cancelar
              </ElementLink>
            )}
            <button type="submit" className="btn btn-primary" disabled={pw.saving || pw.step === 'done'}>
              {pw.saving ? 'Salvando...' : 'Salvar nova senha'}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
