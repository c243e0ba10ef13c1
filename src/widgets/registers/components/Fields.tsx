import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface FieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: (control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

/** A label, its control and the control's message, tied together for assistive technology. */
export function Field({ label, error, hint, className, children }: FieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children({ id, ...(error ? { 'aria-invalid': true as const } : {}), 'aria-describedby': described })}
      {hint && (
        <p id={`${id}-hint`} className="field-hint muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

type TextProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  error?: string;
  hint?: ReactNode;
  onValue: (value: string) => void;
};

export function TextField({ label, value, error, hint, onValue, className, ...input }: TextProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => <input {...input} {...control} value={value} onChange={(e) => onValue(e.target.value)} />}
    </Field>
  );
}

export function SelectField(props: { label: string; value: string; error?: string; options: Record<string, string>; empty?: string; onValue: (value: string) => void; className?: string }) {
  const { label, value, error, options, empty, onValue, className } = props;
  return (
    <Field label={label} error={error} className={className}>
      {(control) => (
        <select {...control} value={value} onChange={(e) => onValue(e.target.value)}>
          {empty !== undefined && <option value="">{empty}</option>}
          {Object.entries(options).map(([key, text]) => (
            <option key={key} value={key}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
