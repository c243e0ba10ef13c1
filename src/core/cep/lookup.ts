import { REGISTER_MSG } from '../../shared/schemas/registers';
import { ApiError } from '../api/errors';
import { loadConfig } from '../config-load';
import { addressFromViaCep, cepUrl, type CepAddress } from './cep';

/**
 * The address of a CEP from the configured ViaCEP-format service: no cookies, 8 s at most.
 * Rejects with a 404 ApiError ('CEP não encontrado.') when the service says it does not exist, another error when it fails.
 */
export async function lookupCep(cep: string, signal?: AbortSignal): Promise<CepAddress> {
  const { cepApiUrl } = await loadConfig();
  const timeout = AbortSignal.timeout(8000);
  const response = await fetch(cepUrl(cepApiUrl, cep), {
    credentials: 'omit',
    headers: { Accept: 'application/json' },
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  if (!response.ok) throw new ApiError(response.status, null);
  const found = addressFromViaCep(await response.json());
  if (!found) throw new ApiError(404, null, REGISTER_MSG.cepNotFound);
  return found;
}
