import { getConfig } from '../../core/config';
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
/** A download of the API (receipts, statements, CSV): the session cookie goes along, as for any call of the portal. */
export const apiUrl = (path: string, query: Record<string, string | number | undefined> = {}) => {
  const params = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => [k, String(v)]));
  const qs = params.toString();
  return `${getConfig().apiBase}${path}${qs ? `?${qs}` : ''}`;
};
