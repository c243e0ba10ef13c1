import { useWatch } from 'react-hook-form';
import { SelectField } from '../../../core/form';
import { ZoneOptions } from '../../../core/ZoneOptions';

/** The form's IANA time-zone select, Brazil's zones first; labelled 'Fuso horário'. */
export function TimezoneField({ disabled }: { disabled?: boolean }) {
  const value = useWatch({ name: 'timezone' }) as string;
  return (
    <SelectField name="timezone" label="Fuso horário" disabled={disabled}>
      <ZoneOptions value={value} />
    </SelectField>
  );
}
