import { FetchError, ofetch, type FetchOptions } from 'ofetch';
import { getConfig } from '../config';
import { ApiError, networkError } from './errors';

type Unauthorized = () => void;
const listeners = new Set<Unauthorized>();

/** Called when any call answers 401: the session store drops the user and the host goes to /login. */
export function onUnauthorized(listener: Unauthorized): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const fetcher = ofetch.create({
  credentials: 'include',
  headers: { Accept: 'application/json' },
  retry: 0,
});

/**
 * The one way the browser calls the portal's API. Cookies always travel; every failure
 * becomes an ApiError (status 0 for a network failure) so screens format it by one rule.
 */
export async function request<T = unknown>(path: string, options: FetchOptions<'json'> = {}): Promise<T> {
  try {
    return (await fetcher<T>(path, { baseURL: getConfig().apiBase || undefined, ...options })) as T;
  } catch (error) {
    if (error instanceof FetchError && error.response) {
      const status = error.response.status;
      if (status === 401 && !path.startsWith('/api/login')) listeners.forEach((l) => l());
      throw new ApiError(status, error.data ?? error.response._data ?? null);
    }
    throw networkError();
  }
}

/** Form-encoded body (the spec sends login, password and name changes this way). */
export function form(fields: Record<string, string | number | boolean>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) body.set(key, String(value));
  return body;
}
