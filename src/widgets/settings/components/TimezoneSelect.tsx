import { useId } from 'react';
import { ZoneOptions } from '../../../core/ZoneOptions';

/** The IANA time-zone select, Brazil's zones first; labelled 'Fuso horário'. */
export function TimezoneSelect(props: { value: string; onChange: (zone: string) => void; error?: string | null; disabled?: boolean }) {
  const { value, onChange, error, disabled } = props;
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Fuso horário</label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <ZoneOptions value={value} />
      </select>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
