import type { FactoryArg, InputMask } from 'imask';
import IMask from 'imask/esm/imask';
import { useEffect, useLayoutEffect, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { Field, useFieldChecks } from './fields';
import type { DigitsMask } from './masks';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'defaultValue'> & {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  mask: DigitsMask;
};

/**
 * A text field shown through a mask (./masks): the form holds the digits, the input shows them masked,
 * and imask keeps the caret where the person types, pastes or deletes.
 */
export function MaskedField({ name, label, hint, className, mask, onBlur, ...rest }: Props) {
  const { control, getValues } = useFormContext();
  const { field } = useController({ name, control });
  const checks = useFieldChecks(name);
  // Read when imask reports a change, so the mask is set up once per input.
  const latest = useRef({ onChange: field.onChange, checks, mask });
  useLayoutEffect(() => {
    latest.current = { onChange: field.onChange, checks, mask };
  });
  const input = useRef<HTMLInputElement | null>(null);
  const maskRef = useRef<InputMask<FactoryArg> | null>(null);
  useEffect(() => {
    if (!input.current) return;
    const m = IMask(input.current, mask.options);
    m.on('accept', () => {
      latest.current.onChange(latest.current.mask.digits(m.value));
      latest.current.checks.changed();
    });
    maskRef.current = m;
    return () => {
      m.destroy();
      maskRef.current = null;
    };
  }, [mask]);
  // A value set from outside (a record loaded, a reset) is shown masked. The form's current value is
  // compared, not this render's: keys typed faster than React renders must not be undone.
  useEffect(() => {
    const m = maskRef.current;
    const current = getValues(name);
    const digits = typeof current === 'string' ? current : '';
    if (m && mask.digits(m.value) !== digits) m.value = mask.shown ? mask.shown(digits) : digits;
  }, [mask, getValues, name, field.value]);
  return (
    <Field name={name} label={label} hint={hint} className={className}>
      {(a11y) => (
        <input
          {...rest}
          {...a11y}
          name={field.name}
          ref={(el) => {
            input.current = el;
            field.ref(el);
          }}
          onBlur={(e) => {
            const m = maskRef.current;
            if (m && mask.tidy) m.value = mask.tidy(m.value);
            field.onBlur();
            checks.left(e.target.value);
            onBlur?.(e);
          }}
        />
      )}
    </Field>
  );
}
