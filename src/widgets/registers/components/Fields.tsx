import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldFrame } from '../../../core/form';

// Controlled fields outside a form (the LGPD log's filters); the register form uses the form kit's.

type TextProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  error?: string;
  hint?: ReactNode;
  onValue: (value: string) => void;
};

export function TextField({ label, value, error, hint, onValue, className, ...input }: TextProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => <input {...input} {...control} value={value} onChange={(e) => onValue(e.target.value)} />}
    </FieldFrame>
  );
}
