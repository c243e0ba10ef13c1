import { useId } from 'react';
import { get, useFormContext, useFormState } from 'react-hook-form';
import { ROLE_NAMES, SYSTEM_ADMIN } from '../../../shared/roles';
import { USERS_MSG } from '../../../shared/schemas/users';

/** The roles, the administrators' first. */
export const ROLE_ORDER = [
  SYSTEM_ADMIN,
  ...Object.keys(ROLE_NAMES)
    .map(Number)
    .filter((id) => id !== SYSTEM_ADMIN),
];

/** The account's roles (a person may hold several): one box each; a role the administrator may not grant is shown, not offered. */
export function RolesField({ grantable, disabled }: { grantable: number[]; disabled?: boolean }) {
  const { register } = useFormContext();
  const { errors } = useFormState({ name: 'regras' });
  const error = ((get(errors, 'regras') ?? get(errors, 'regras.0')) as { message?: string } | undefined)?.message;
  const id = useId();
  return (
    <fieldset className="roles field-group" aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend>
        Funções<span aria-hidden="true"> *</span>
      </legend>
      <div className="roles-grid">
        {ROLE_ORDER.map((role) => {
          const locked = !grantable.includes(role);
          return (
            <label key={role} className="check" title={locked ? USERS_MSG.systemAdminOnly : undefined}>
              <input type="checkbox" value={String(role)} disabled={disabled || locked} {...register('regras')} />
              <span>
                {ROLE_NAMES[role]} <span className="muted">({role})</span>
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
