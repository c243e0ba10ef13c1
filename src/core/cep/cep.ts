import { loadConfig } from '../config-load';

/** The CEP lookup: 8 digits trigger a query to a ViaCEP-format service, which fills only the address fields still empty. */

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

/** The changes a found address makes: only the fields still empty, and only with something to put there. */
export function fillEmpty(values: Record<string, string>, found: CepAddress): Partial<CepAddress> {
  const changes: Partial<CepAddress> = {};
  for (const key of Object.keys(found) as Array<keyof CepAddress>) {
    if (!values[key]?.trim() && found[key]) changes[key] = found[key];
  }
  return changes;
}

export class CepNotFound extends Error {}

/**
 * The address of a CEP from the configured ViaCEP-format service: no cookies, 8 s at most.
 * Rejects with CepNotFound when the service says it does not exist, any other error when it fails.
 */
export async function lookupCep(cep: string, signal?: AbortSignal): Promise<CepAddress> {
  const { cepApiUrl } = await loadConfig();
  const timeout = AbortSignal.timeout(8000);
  const response = await fetch(cepUrl(cepApiUrl, cep), {
    credentials: 'omit',
    headers: { Accept: 'application/json' },
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const found = addressFromViaCep(await response.json());
  if (!found) throw new CepNotFound();
  return found;
}
