import { useWatch } from 'react-hook-form';
import { TextField, requiredLabel } from '../../../core/form';
import { useUsernameCheck } from '../useUsernameCheck';
import { RegisterLink } from './RegisterLink';
import { RolesField } from './RolesField';

interface Props {
  /** The roles this administrator may grant. */
  grantable: number[];
  /** Editing: the account's own name (free to it) and id. */
  own?: { name: string; id: number };
  linkedName?: string | null;
  disabled?: boolean;
}

/** Name, user name (checked as typed), e-mail, roles and the register link: the fields of a new account and of an account's page. */
export function AccountFieldset({ grantable, own, linkedName = null, disabled }: Props) {
  const usuario = (useWatch({ name: 'usuario' }) as string) ?? '';
  const check = useUsernameCheck(usuario, own);
  const hint =
    check.kind === 'checking' ? (
      <span role="status">Verificando se o usuário está livre...</span>
    ) : check.kind === 'free' ? (
      <span role="status" className="available">
        Usuário disponível.
      </span>
    ) : check.kind === 'taken' ? (
      <span role="alert" className="taken">
        {check.text}
      </span>
    ) : (
      'Letras sem acento, números, ponto, hífen ou sublinhado (3 a 40). É o que a pessoa digita para entrar.'
    );
  return (
    <>
      <div className="field-row">
        <TextField name="nome" label={requiredLabel('Nome')} required maxLength={120} autoComplete="off" disabled={disabled} />
        <TextField
          name="usuario"
          label={requiredLabel('Usuário')}
          required
          maxLength={40}
          autoComplete="off"
          spellCheck={false}
          hint={hint}
          disabled={disabled}
        />
        <TextField name="email" type="email" label={requiredLabel('E-mail')} required maxLength={254} autoComplete="off" disabled={disabled} />
      </div>
      <RolesField grantable={grantable} disabled={disabled} />
      <RegisterLink linkedName={linkedName} disabled={disabled} />
    </>
  );
}
