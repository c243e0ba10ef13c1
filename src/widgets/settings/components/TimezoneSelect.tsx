import { useId, useMemo } from 'react';
import { zoneGroups, zoneLabel } from '../../../core/time-zones';

/** The IANA time-zone select, Brazil's zones first; labelled 'Fuso horário'. */
export function TimezoneSelect(props: { value: string; onChange: (zone: string) => void; error?: string | null; disabled?: boolean }) {
  const { value, onChange, error, disabled } = props;
  const id = useId();
  const groups = useMemo(() => zoneGroups([value]), [value]);
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
        <option value="">— Selecione —</option>
        <optgroup label="Brasil">
          {groups.brazil.map((zone) => (
            <option key={zone} value={zone}>
              {zoneLabel(zone)}
            </option>
          ))}
        </optgroup>
        <optgroup label="Outros fusos">
          {groups.others.map((zone) => (
            <option key={zone} value={zone}>
              {zoneLabel(zone)}
            </option>
          ))}
        </optgroup>
      </select>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
