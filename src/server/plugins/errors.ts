import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '../../shared/messages';
import { z } from '../../shared/schemas/zod';
import { isDatabaseUnavailable } from '../db/unavailable';
import { HttpError, notFound, type FieldErrors } from '../http-error';
import { isMalformedMultipart } from './body-parsers';
import { globalPlugin } from './global-plugin';
import { setBaselineHeaders } from './security-headers';

export interface ErrorBody {
  message: string;
  errors?: FieldErrors;
}

/** Zod issues as `{ field: [text] }`; a failure of the whole body (not an object, say) is filed under 'body'. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : 'body';
    const texts = (errors[field] ??= []);
    // Several checks can fail with the same text (empty and invalid time zone, say): once is enough.
    if (!texts.includes(issue.message)) texts.push(issue.message);
  }
  return errors;
}

// Fastify's and @fastify/multipart's own 4xx errors carry English text: each is given a Portuguese answer here.
const UNREADABLE_BODY = new Set([
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_PROTO_VIOLATION',
  'FST_INVALID_JSON_FIELD_ERROR',
  'FST_ERR_VALIDATION',
]);
// PostgreSQL's refusals of text it cannot store (a NUL byte: 'invalid byte sequence for encoding "UTF8": 0x00'):
// the client's data, not a server fault.
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);
const UNSUPPORTED_BODY = new Set(['FST_ERR_CTP_INVALID_MEDIA_TYPE', 'FST_INVALID_MULTIPART_CONTENT_TYPE']);
const STATUS_TEXT: Record<number, string> = {
  401: MSG.notAuthenticated,
  403: MSG.forbidden,
  404: MSG.notFound,
  413: MSG.payloadTooLarge,
  415: MSG.unsupportedMediaType,
  429: MSG.tooManyAttempts,
};

/** The one rule that turns any thrown error into a status and an answer body. */
export function toErrorResponse(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof HttpError) {
    return { status: error.statusCode, body: error.errors ? { message: error.message, errors: error.errors } : { message: error.message } };
  }
  if (error instanceof z.ZodError) {
    return { status: 422, body: { message: MSG.invalidData, errors: fieldErrors(error) } };
  }
  const e = error as Partial<FastifyError>;
  if ((e.code && (UNREADABLE_BODY.has(e.code) || UNSTORABLE_TEXT.has(e.code))) || isMalformedMultipart(error)) {
    return { status: 422, body: { message: MSG.invalidData, errors: { body: [MSG.invalidBody] } } };
  }
  if (e.code && UNSUPPORTED_BODY.has(e.code)) return { status: 415, body: { message: MSG.unsupportedMediaType } };
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (status >= 400 && status < 500) return { status, body: { message: STATUS_TEXT[status] ?? MSG.badRequest } };
  // The database restarting or out of reach: a passing state the client may retry, not a fault.
  if (isDatabaseUnavailable(error)) return { status: 503, body: { message: MSG.unavailable } };
  return { status: 500, body: { message: MSG.serverError } };
}

function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  const { status, body } = toErrorResponse(error);
  // Only here does the cause leave a trace: in the log, with the request id, never in the answer.
  if (status >= 500) request.log.error({ err: error, reqId: request.id }, 'request failed');
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * Every error answers `{ message, errors? }` in Portuguese: validation 422 with field texts,
 * refusals with their own message, anything unexpected 500 with a generic text.
 */
export const errorsPlugin = globalPlugin('errors', async (app) => {
  app.setErrorHandler((error, request, reply) => sendError(request, reply, error));
});

/**
 * Errors raised before routing, passed to Fastify's `frameworkErrors` option: a path that cannot be
 * decoded is a 400; a path segment longer than any id or code names nothing (404).
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  setBaselineHeaders(reply);
  // These answers skip the hooks, refused-body.ts's drain included: a body still arriving is not read, the connection closes.
  if (!request.raw.complete) reply.header('Connection', 'close');
  const refusal = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? notFound() : new HttpError(400, MSG.badRequest);
  void sendError(request, reply, error.statusCode && error.statusCode < 500 ? refusal : error);
}
