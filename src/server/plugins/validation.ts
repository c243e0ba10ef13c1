import type { FastifySchemaCompiler } from 'fastify';
import { MSG } from '../../shared/messages';
import { z } from '../../shared/schemas/zod';
import { HttpError } from '../http-error';
import { isReadByHandler } from '../http/schemas';
import { globalPlugin } from './global-plugin';

/**
 * Requests are checked by the zod schemas each route declares (fastify-type-provider-zod's contract):
 * the parsed value replaces the raw one, so handlers get typed, trimmed, defaulted input. A refused
 * path parameter names no row: 404 with its schema's text (the route's 'not found'). A refused query
 * or body is a ZodError, answered 422 with its texts by field (plugins/errors.ts). No body counts as
 * an empty form, so each missing field gets its own text.
 */
const validatorCompiler: FastifySchemaCompiler<z.core.$ZodType> = ({ schema, httpPart }) => {
  if (isReadByHandler(schema)) return () => true;
  return (data) => {
    const result = z.safeParse(schema, httpPart === 'body' ? (data ?? {}) : data);
    if (result.success) return { value: result.data };
    return { error: httpPart === 'params' ? new HttpError(404, result.error.issues[0]?.message ?? MSG.notFound) : result.error };
  };
};

export const validationPlugin = globalPlugin('validation', async (app) => {
  app.setValidatorCompiler(validatorCompiler);
  // Answers are sent as the handlers build them: the declared response schemas describe them in the
  // OpenAPI document, and the generated suite (openapi/contract.test.ts) checks real answers against it.
  // 'Not modified' has no body, whatever the handler passed.
  app.setSerializerCompiler(({ httpStatus }) => (httpStatus === '304' ? () => '' : (data) => JSON.stringify(data)));
});
