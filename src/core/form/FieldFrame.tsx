import { useId, type ReactElement, type ReactNode } from 'react';

/**
 * A field's frame apart from the form kit (./fields.tsx, on react-hook-form): the public elements' forms use it
 * alone (./PublicFields.tsx), so a parish website does not download react-hook-form.
 */
interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FrameProps {
  /** The control's id when the caller has a unique one; else one from useId. */
  id?: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: (control: ControlProps) => ReactElement;
}

/** A required field's label, marked for the eye (the input says `required` to assistive technology). */
export function requiredLabel(text: ReactNode) {
  return (
    <>
      {text}
      <span aria-hidden="true"> *</span>
    </>
  );
}

/** A label, its control, a hint and an error, tied together for assistive technology (also outside a form: filters). */
export function FieldFrame({ id: given, label, error, hint, className, children }: FrameProps) {
  const own = useId();
  const id = given ?? own;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `field ${className}` : 'field'}>
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
