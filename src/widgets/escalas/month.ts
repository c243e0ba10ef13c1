/** The roster's months: 'YYYY-MM' and the dates it spans, without time zones (plain calendar dates). */

/** The first and last day of `mes` ('2026-12' -> 2026-12-01 .. 2026-12-31). */
export function monthRange(mes: string): { de: string; ate: string } {
  const [y, m] = mes.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { de: `${mes}-01`, ate: `${mes}-${String(last).padStart(2, '0')}` };
}

/** The month `delta` months after `mes` ('2026-12', 1 -> '2027-01'). */
export function shiftMonth(mes: string, delta: number): string {
  const [y, m] = mes.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + delta, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** A month in the address ('?mes=2026-12'), or `fallback` when it is not one. */
export const monthOr = (value: string | null, fallback: string) => (value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : fallback);
