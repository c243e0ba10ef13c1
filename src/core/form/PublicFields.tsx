import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldFrame, requiredLabel } from './FieldFrame';

/** What every field of a public form takes: its name (the server's), its label, and the form's 422 texts. */
interface Named {
  name: string;
  label: ReactNode;
  errors: Record<string, string>;
  hint?: ReactNode;
  className?: string;
}

const labelOf = (label: ReactNode, required?: boolean) => (required ? requiredLabel(label) : label);
/**
 * A field's id from its name, unique in its element's shadow root: preact/compat's useId (the embed build) gave a
 * field the id of the element's title, so its label named no control.
 */
const idOf = (name: string) => `pf-${name}`;

/** A public form's input (./usePublicForm.ts), labelled, with its hint and its error tied to it for assistive technology. */
export function PublicInput({ name, label, errors, hint, className, ...input }: Named & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame id={idOf(name)} label={labelOf(label, input.required)} hint={hint} error={errors[name]} className={className}>
      {(control) => <input name={name} {...input} {...control} />}
    </FieldFrame>
  );
}

/** A public form's select: `options` as [value, label], after an empty first choice that `placeholder` names. */
export function PublicSelect({
  name,
  label,
  errors,
  hint,
  className,
  options,
  placeholder = 'Selecione',
  ...select
}: Named & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly (readonly [string, string])[]; placeholder?: string }) {
  return (
    <FieldFrame id={idOf(name)} label={labelOf(label, select.required)} hint={hint} error={errors[name]} className={className}>
      {(control) => (
        <select name={name} {...select} {...control}>
          <option value="">{placeholder}</option>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** A checkbox sent as `value` (default 'sim') when ticked; its label beside it, its error under it. */
export function PublicCheck({ name, label, errors, className, value = 'sim', ...input }: Named & InputHTMLAttributes<HTMLInputElement>) {
  const id = idOf(name);
  const error = errors[name];
  return (
    <div className={className ? `field field-check ${className}` : 'field field-check'}>
      <input
        id={id}
        type="checkbox"
        name={name}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      <label htmlFor={id}>{labelOf(label, input.required)}</label>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** What a public form accepts as a document: a PDF or a photo (the server checks the content). */
export const DOCUMENT_FILES = 'application/pdf,image/jpeg,image/png,image/webp';

/** A public form's banner for what no field shows, and its send button ('Enviando...' while it sends). */
export function PublicSubmit({ form, label, className = 'btn' }: { form: { failure: string | null; sending: boolean }; label: string; className?: string }) {
  return (
    <>
      {form.failure && (
        <p className="alert alert-error" role="alert">
          {form.failure}
        </p>
      )}
      <button type="submit" className={className} disabled={form.sending}>
        {form.sending ? 'Enviando...' : label}
      </button>
    </>
  );
}
