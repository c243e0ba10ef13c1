import { useId } from 'react';
import { Options } from '../../../core/ui';
import type { useYears } from '../useYears';

/** The year a screen shows, among the last ended ones. */
export function YearSelect({ years, label = 'Ano' }: { years: ReturnType<typeof useYears>; label?: string }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={years.ano} onChange={(e) => years.setAno(Number(e.target.value))}>
        <Options choices={years.choices} />
      </select>
    </div>
  );
}
