import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
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
