import { formatCents } from '../../shared/money';

export { formatCents };
/** '2026-11' -> '11/2026', as the parish writes a reference month. */
export const competence = (ym: string | null) => (ym ? `${ym.slice(5, 7)}/${ym.slice(0, 4)}` : '—');
/** '11/2026' (or '2026-11') -> '2026-11'; what was typed when it is neither, so the server names the field. */
export function competenceValue(typed: string): string {
  const m = /^(\d{1,2})\/(\d{4})$/.exec(typed.trim());
  return m ? `${m[2]}-${m[1].padStart(2, '0')}` : typed.trim();
}
/** '2026-11-24' -> '24/11/2026'. */
export const day = (iso: string) => iso.split('-').reverse().join('/');
export { apiUrl } from '../../core/api/url';
