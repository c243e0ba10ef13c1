/** The CEP lookup (registers, the parish's profile): 8 digits trigger a query to a ViaCEP-format service, which fills only the address fields still empty. */

export const CEP_DIGITS = 8;
export const CEP_DEBOUNCE_MS = 400;

/** ViaCEP's address for a CEP: `${base}/${cep}/json/`. */
export function cepUrl(base: string, cep: string): string {
  return `${base.replace(/\/+$/, '')}/${cep}/json/`;
}

/** The address fields a lookup fills, named as the form names them. */
export interface CepAddress {
  address: string;
  home_situation: string;
  city: string;
  state: string;
  country: string;
}

/** ViaCEP's answer as an address, or null when it says the CEP does not exist ({"erro": true} or "true"). */
export function addressFromViaCep(body: unknown): CepAddress | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  if (b.erro === true || b.erro === 'true') return null;
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  return { address: text(b.logradouro), home_situation: text(b.bairro), city: text(b.localidade), state: text(b.uf), country: 'Brasil' };
}

/** The changes a found address makes (`found` named as the form names its fields): only the fields still empty, and only with something to put there. */
export function fillEmpty<K extends string>(values: Record<string, unknown>, found: Record<K, string>): Partial<Record<K, string>> {
  const changes: Partial<Record<K, string>> = {};
  for (const key of Object.keys(found) as K[]) {
    const value = values[key];
    if (!(typeof value === 'string' && value.trim()) && found[key]) changes[key] = found[key];
  }
  return changes;
}
