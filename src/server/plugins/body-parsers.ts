import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { preValidationAsyncHookHandler } from 'fastify';
import { MSG } from '../../shared/messages';
import { HttpError } from '../http-error';
import { globalPlugin } from './global-plugin';

/** Per-request file limits are set by each route (avatar 5 MB...); these are the outer bounds. */
export const MULTIPART_LIMITS = {
  fileSize: 50 * 1024 * 1024,
  files: 20,
  fields: 60,
  fieldSize: 64 * 1024,
  parts: 100,
};

/**
 * Bodies the portal sends: JSON, form-encoded (login, password, name) and multipart (files).
 * An empty JSON body counts as no body, so calls like POST /api/logout with a JSON content type
 * and nothing in it are not refused; routes that need a body still fail their schema (422).
 */
export const bodyParsersPlugin = globalPlugin('body-parsers', async (app) => {
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    return json(request, text, done);
  });
  await app.register(formbody);
  await app.register(multipart, { limits: MULTIPART_LIMITS });
});

// busboy's refusals of a body that is not well-formed multipart (a cut-off body, a part without its
// headers, a missing or impossible boundary). It gives them no code; these are its own words.
const MALFORMED_MULTIPART = /unexpected end of multipart data|boundary not found|the needle cannot/i;

/** Whether `error` is the multipart parser refusing the client's body (a 422, never a server fault). */
export function isMalformedMultipart(error: unknown): boolean {
  return error instanceof Error && !('statusCode' in error) && MALFORMED_MULTIPART.test(error.message);
}

/**
 * preValidation hook of routes taking a form of text fields, which the browser may send as multipart
 * (FormData): its fields become request.body, so the route's body schema checks them as it checks a
 * JSON or form-encoded body. A file part is refused; a value cut at the field-size limit is refused
 * rather than saved half.
 */
export const textFormBody: preValidationAsyncHookHandler = async (request) => {
  if (!request.isMultipart()) return;
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      part.file.resume();
      throw new HttpError(422, MSG.invalidData, { [part.fieldname]: [MSG.unsupportedMediaType] });
    }
    if (part.valueTruncated) throw new HttpError(413, MSG.payloadTooLarge);
    fields[part.fieldname] = String(part.value);
  }
  request.body = fields;
};
