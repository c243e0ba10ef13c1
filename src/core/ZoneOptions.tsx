import { useMemo } from 'react';
import { zoneGroups, zoneLabel } from './time-zones';

/** A time-zone select's options: '— Selecione —', Brazil's zones, then the others; `value` is listed even if the engine lacks it. */
export function ZoneOptions({ value }: { value: string }) {
  const groups = useMemo(() => zoneGroups([value]), [value]);
  return (
    <>
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
    </>
  );
}
