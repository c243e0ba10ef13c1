import { getConfig } from '../config';
import { ApiError, networkError } from './errors';

export interface GetJsonOptions {
  query?: Record<string, string | number | undefined>;
  /** 'omit' by default: public routes need no cookie, and any site may then read them. */
  credentials?: RequestCredentials;
  signal?: AbortSignal;
}

/**
 * GET a portal path as JSON with the browser's own fetch, failing with the same ApiError as `request`
 * (./client.ts). For the public elements a parish website embeds alone (the notices feed): ofetch is
 * worth its size in the portal, not on someone else's page. Errors are worded by ./errors.ts either way.
 */
export function getJson(path: string, options: GetJsonOptions = {}): Promise<unknown> {
  return sendJson(path, options);
}

/**
 * POST a form (multipart, files and all) to a public portal path, without cookies, answered as `getJson` reads
 * answers: the public request forms (a 422's `errors` come back on the ApiError, for the fields to show).
 */
export function postForm(path: string, body: FormData, signal?: AbortSignal): Promise<unknown> {
  return sendJson(path, { signal, method: 'POST', body });
}

/** POST a JSON body to a public portal path, without cookies (a public element's small write: a place held). */
export function postJson(path: string, body: object, signal?: AbortSignal): Promise<unknown> {
  return sendJson(path, { signal, method: 'POST', body: JSON.stringify(body), type: 'application/json' });
}

async function sendJson(
  path: string,
  { query, credentials = 'omit', signal, method = 'GET', body, type }: GetJsonOptions & { method?: string; body?: FormData | string; type?: string },
): Promise<unknown> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  const url = `${getConfig().apiBase}${path}${search ? `?${search}` : ''}`;
  let response: Response;
  try {
    const headers: Record<string, string> = type ? { Accept: 'application/json', 'Content-Type': type } : { Accept: 'application/json' };
    response = await fetch(url, { method, body, credentials, signal, headers });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw networkError();
  }
  const text = await response.text().catch(() => '');
  const answer = parseBody(text, response.headers.get('content-type'));
  if (!response.ok) throw new ApiError(response.status, answer);
  return answer;
}

/** JSON when it says so (or looks like it), else the text, as ofetch reads an answer. */
function parseBody(text: string, type: string | null): unknown {
  if (!text) return null;
  if (type?.includes('json') || /^\s*[[{]/.test(text)) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}
