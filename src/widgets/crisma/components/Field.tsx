import { useId, type ReactElement, type ReactNode } from 'react';

/**
 * A labelled form field with its error below. `children` receives the control's id and
 * accessibility attributes, so the label, the error and the control stay tied together.
 */
export function Field(props: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: (control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactElement;
}) {
  const id = useId();
  const describedBy = [props.error ? `${id}-error` : '', props.hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={props.className ? `field ${props.className}` : 'field'}>
      <label htmlFor={id}>{props.label}</label>
      {props.children({ id, 'aria-invalid': props.error ? true : undefined, 'aria-describedby': describedBy })}
      {props.hint && (
        <p id={`${id}-hint`} className="muted small">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={`${id}-error`} className="field-error">
          {props.error}
        </p>
      )}
    </div>
  );
}
