import { useWatch } from 'react-hook-form';
import { TextField } from '../../../core/form';
import { MSG } from '../../../shared/messages';
import { useFormContext } from 'react-hook-form';

/** A new account's first password: an invitation by e-mail (72 h link), or a temporary password given to the person. */
export function AccessChoice() {
  const { register } = useFormContext();
  const acesso = useWatch({ name: 'acesso' }) as string;
  return (
    <fieldset className="access-choice field-group">
      <legend>Primeiro acesso</legend>
      <label className="check">
        <input type="radio" value="convite" {...register('acesso')} />
        <span>Enviar convite por e-mail: a pessoa escolhe a senha por um link válido por 72 horas</span>
      </label>
      <label className="check">
        <input type="radio" value="senha" {...register('acesso')} />
        <span>Definir uma senha temporária agora: a pessoa a troca no primeiro acesso</span>
      </label>
      {acesso === 'senha' && (
        <TextField name="senha_temporaria" type="password" label="Senha temporária" autoComplete="new-password" maxLength={200} hint={MSG.passwordRule} />
      )}
    </fieldset>
  );
}
