import { formatCnpj } from '../../shared/cnpj';
import { formatCpf } from '../../shared/cpf';
import { formatCents } from '../../shared/money';

export { formatCents };
export { apiUrl } from '../../core/api/url';
/** '2026-11-24' -> '24/11/2026'. */
export const day = (iso: string) => iso.split('-').reverse().join('/');
/** '2026-11' -> '11/2026', as the parish writes a month. */
export const month = (ym: string) => `${ym.slice(5, 7)}/${ym.slice(0, 4)}`;
/** Only the filters that are set, as the API's query. */
export const setFilters = <F extends Record<string, string>>(filter: F) => Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== ''));
/** A supplier's CPF or CNPJ as printed (the server keeps the digits). */
export const supplierId = (digits: string) => (digits.length === 14 ? formatCnpj(digits) : formatCpf(digits));
