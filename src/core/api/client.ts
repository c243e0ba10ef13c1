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

/** Share of the bytes sent so far, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/** JSON when the answer is JSON, else its text (a proxy's HTML page), null when empty. */
function parseAnswer(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A multipart POST with upload progress: XMLHttpRequest, since fetch cannot report it. Same rules
 * as `request`: cookies travel, a 401 tells the session, every failure is an ApiError. Resolves
 * with the answer as `parseAnswer` reads it; the caller's schema refuses anything else.
 */
export function upload(path: string, body: FormData, onProgress?: UploadProgress): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${getConfig().apiBase}${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (onProgress && e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const answer = parseAnswer(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) return resolve(answer);
      if (xhr.status === 401) listeners.forEach((l) => l());
      reject(new ApiError(xhr.status, answer));
    };
    xhr.onerror = () => reject(networkError());
    xhr.onabort = () => reject(new ApiError(0, null, 'Envio cancelado.'));
    xhr.send(body);
  });
}

/** Form-encoded body (login, password and name changes go this way, as the parish's other systems send them). */
export function form(fields: Record<string, string | number | boolean>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) body.set(key, String(value));
  return body;
}

/** A file the API answers (a PDF made on request): its bytes and headers, with `request`'s rules for failures. */
export async function requestFile(path: string, options: FetchOptions<'blob'> = {}): Promise<{ blob: Blob; headers: Headers }> {
  try {
    const response = await fetcher.raw(path, { baseURL: getConfig().apiBase || undefined, ...options, responseType: 'blob' });
    return { blob: response._data as Blob, headers: response.headers };
  } catch (error) {
    if (error instanceof FetchError && error.response) {
      const status = error.response.status;
      if (status === 401) listeners.forEach((l) => l());
      const data = error.data instanceof Blob ? parseAnswer(await error.data.text()) : (error.data ?? null);
      throw new ApiError(status, data);
    }
    throw networkError();
  }
}
