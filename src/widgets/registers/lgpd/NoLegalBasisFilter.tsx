import { useId } from 'react';
import { useLgpdAllowed } from './useLgpdAllowed';

/** The list filter 'Sem base legal' (roles 1 and 111): '1' when checked, '' otherwise. */
export function NoLegalBasisFilter({ value, onValue }: { value: string; onValue: (value: string) => void }) {
  const allowed = useLgpdAllowed();
  const id = useId();
  if (!allowed) return null;
  return (
    <div className="field lgpd-check">
      <label htmlFor={id}>
        <input id={id} type="checkbox" checked={value === '1'} onChange={(e) => onValue(e.target.checked ? '1' : '')} /> Sem base legal
      </label>
    </div>
  );
}
