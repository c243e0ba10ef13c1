import { useId, useLayoutEffect, useRef, type InputHTMLAttributes, type ReactNode } from 'react';

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
  /** For a masked value (phone, CEP): the digits a text holds, so the caret stays after the same digits when the mask redraws. */
  unmask?: (text: string) => string;
};

export function TextField({ label, value, error, hint, onValue, unmask, className, ...input }: TextProps) {
  const ref = useRef<HTMLInputElement>(null);
  /** How many digits stood before the caret at the last edit, until the redrawn value places it. */
  const digitsBeforeCaret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    const count = digitsBeforeCaret.current;
    digitsBeforeCaret.current = null;
    if (!el || !unmask || count === null) return;
    let at = 0;
    while (at < value.length && unmask(value.slice(0, at)).length < count) at++;
    el.setSelectionRange(at, at);
  }, [value, unmask]);
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <input
          {...input}
          {...control}
          ref={ref}
          value={value}
          onChange={(e) => {
            const { value: typed, selectionStart } = e.target;
            if (unmask) digitsBeforeCaret.current = unmask(typed.slice(0, selectionStart ?? typed.length)).length;
            onValue(typed);
          }}
        />
      )}
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
