import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { Options, type Choices } from '../ui/Options';
import { get, useController, useFormContext, useFormState } from 'react-hook-form';
import { FieldFrame, type FrameProps } from './FieldFrame';

/** A field of a <Form>: the frame with the error of the form value `name` (as the schema and the server name it). */
export function Field({ name, ...frame }: Omit<FrameProps, 'error'> & { name: string }) {
  const { errors } = useFormState({ name });
  return <FieldFrame {...frame} error={(get(errors, name) as { message?: string } | undefined)?.message} />;
}

/**
 * When a field is checked before the submit: a filled field as it is left (a wrong CPF or date shows at
 * once; an empty required field waits for the submit), and a field showing an error as it changes.
 */
export function useFieldChecks(name: string) {
  const { trigger, getFieldState } = useFormContext();
  return {
    left: (value: unknown) => {
      if (typeof value === 'string' ? value.trim() : value) void trigger(name);
    },
    changed: () => {
      if (getFieldState(name).error) void trigger(name);
    },
  };
}

/** The registration of a native control: its value and the checks above. */
function useRegistered(name: string) {
  const { register } = useFormContext();
  const checks = useFieldChecks(name);
  return register(name, { onBlur: (e: { target: { value: unknown } }) => checks.left(e.target.value), onChange: checks.changed });
}

type Labelled = { name: string; label: ReactNode; hint?: ReactNode; className?: string };

export function TextField({ name, label, hint, className, ...input }: Labelled & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>) {
  const registered = useRegistered(name);
  return (
    <Field name={name} label={label} hint={hint} className={className}>
      {(control) => <input {...input} {...control} {...registered} />}
    </Field>
  );
}

export function TextAreaField({ name, label, hint, className, ...input }: Labelled & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>) {
  const registered = useRegistered(name);
  return (
    <Field name={name} label={label} hint={hint} className={className}>
      {(control) => <textarea {...input} {...control} {...registered} />}
    </Field>
  );
}

type SelectProps = Labelled &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'> & {
    /** The choices (value -> label, in order); or give <option> children. */
    options?: Choices;
    /** The first option, for no choice (value ''). */
    empty?: string;
  };

/** Controlled, so a value set before its options arrive (a record loaded first) is shown once they do. */
export function SelectField({ name, label, hint, className, options, empty, children, ...select }: SelectProps) {
  const { field } = useController({ name });
  const checks = useFieldChecks(name);
  return (
    <Field name={name} label={label} hint={hint} className={className}>
      {(control) => (
        <select
          {...select}
          {...control}
          name={field.name}
          ref={field.ref}
          value={field.value ?? ''}
          onChange={(e) => {
            field.onChange(e.target.value);
            checks.changed();
          }}
          onBlur={(e) => {
            field.onBlur();
            checks.left(e.target.value);
          }}
        >
          {empty !== undefined && <option value="">{empty}</option>}
          {options && <Options choices={options} />}
          {children}
        </select>
      )}
    </Field>
  );
}
