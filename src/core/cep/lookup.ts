import { loadConfig } from '../config-load';
import { addressFromViaCep, cepUrl, type CepAddress } from './cep';

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
