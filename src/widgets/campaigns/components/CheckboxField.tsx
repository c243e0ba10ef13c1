import { useId } from 'react';
import { get, useFormContext, useFormState } from 'react-hook-form';

/**
 * A checkbox of a <Form> with its label beside the box (the kit's fields put labels above), and the
 * error of its form value under it like the kit's fields.
 */
export function CheckboxField({ name, label, className }: { name: string; label: string; className?: string }) {
  const { register } = useFormContext();
  const { errors } = useFormState({ name });
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  const id = useId();
  return (
    <div className={className ? `field camp-check ${className}` : 'field camp-check'}>
      <label>
        <input type="checkbox" {...register(name)} {...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})} />
        {label}
      </label>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
