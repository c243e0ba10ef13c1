/**
 * How a failure reads, in one place. The generic rule: the server's message or error is shown (field errors
 * joined as 'field: text | ...', details after a dash); HTML error pages are reduced to their title; a screen
 * names its own line ('Falha ao carregar usuários') for when the server says nothing, else 'Erro {status}'.
 * The login screen has its own rule (`loginErrorText`). Every screen turns a failure into text here.
 */

/**
 * Every failure of a call, the client's one error type: the answer's status and body, or a text the client
 * already knows (`told`: a network failure, an answer that is not what the call documents, a refused upload).
 */
export class ApiError extends Error {
  /** The message is the user's text (given by the client), not the default 'Erro {status}'. */
  readonly told: boolean;
  constructor(
    readonly status: number,
    readonly body: unknown,
    message?: string,
  ) {
    super(message ?? `Erro ${status}`);
    this.name = 'ApiError';
    this.told = message !== undefined;
  }
}

/** An answer that is not what the endpoint documents (a proxy's page, another version of the portal). */
export function unexpectedAnswer(field: string): ApiError {
  return new ApiError(200, null, `Resposta inesperada do portal (${field}).`);
}

/** A call that never got an answer (offline, DNS, CORS refusal, server down): status 0, one text everywhere. */
export function networkError(): ApiError {
  return new ApiError(0, null, 'Não foi possível conectar ao servidor.');
}

const HTML_LIMIT = 280;

/** An HTML error page reduced to its title, first heading or text, cut to 280 characters. */
export function htmlToText(html: string, limit = HTML_LIMIT): string {
  const pick = (re: RegExp) => re.exec(html)?.[1];
  const raw = pick(/<title[^>]*>([\s\S]*?)<\/title>/i) ?? pick(/<h1[^>]*>([\s\S]*?)<\/h1>/i) ?? html;
  const text = raw
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
  return text.slice(0, limit);
}

function fieldErrors(errors: unknown): string | null {
  if (!errors || typeof errors !== 'object') return null;
  const parts = Object.entries(errors as Record<string, unknown>).map(([field, value]) => {
    const texts = Array.isArray(value) ? value.map(String) : [String(value)];
    return `${field}: ${texts.join(', ')}`;
  });
  return parts.length ? parts.join(' | ') : null;
}

/** The text of an error body: field errors, else message or error, with details after a dash. */
export function bodyText(body: unknown): string | null {
  if (typeof body === 'string') {
    const trimmed = body.trim();
    if (!trimmed) return null;
    return /<[a-z!][\s\S]*>/i.test(trimmed) ? htmlToText(trimmed) || null : trimmed.slice(0, HTML_LIMIT);
  }
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
  const main = fieldErrors(b.errors) ?? text(b.message) ?? text(b.error);
  if (!main) return null;
  const details = typeof b.details === 'string' ? b.details : Array.isArray(b.details) ? b.details.join(', ') : null;
  return details ? `${main} - ${details}` : main;
}

/**
 * The user's text for any failure. `fallback` names the screen's own message
 * (e.g. 'Falha ao carregar usuários') used when neither the server nor the network says more.
 */
export function errorText(error: unknown, fallback?: string): string {
  if (error instanceof ApiError) {
    // A text the client was told (an unexpected answer, a refused upload) says more than the screen's line; a
    // network failure does not: the screen's line names what failed.
    return bodyText(error.body) ?? (error.told && error.status !== 0 ? error.message : null) ?? fallback ?? error.message;
  }
  if (error instanceof Error && error.message) return fallback ?? error.message;
  return fallback ?? 'Erro desconhecido';
}

/**
 * A screen's own line for a failed step ('Falha ao excluir protocolo'), then what the server or the network
 * said after a dash, when they said anything the line does not already say.
 */
export function failureText(line: string, error: unknown): string {
  const detail = error instanceof ApiError ? (error.told ? error.message : bodyText(error.body)) : null;
  return detail && detail !== line ? `${line} - ${detail}` : line;
}

/** The login screen's rule: JSON message, or the whole JSON text, or plain text without tags, or 'HTTP {status}'. */
export function loginErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  const body = error.body;
  if (body && typeof body === 'object') {
    const message = (body as { message?: unknown }).message;
    return typeof message === 'string' && message ? message : JSON.stringify(body);
  }
  if (typeof body === 'string' && body.trim()) return htmlToText(body, 250);
  return `HTTP ${error.status}`;
}
