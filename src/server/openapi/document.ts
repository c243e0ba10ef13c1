import type { SwaggerTransform } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { PERMISSIONS } from '../../shared/roles';
import { z } from '../../shared/schemas/zod';
import { ErrorBody } from '../http/schemas';
import { accessOf, capabilityOf, PUBLIC_API_ROUTES, routeKey } from '../plugins/access-rules';
import { SESSION_COOKIE } from '../session/cookie';

/** What each refusal means, as the document describes it. */
const REFUSALS: Record<number, string> = {
  401: 'Sem sessão, ou sessão expirada',
  403: 'Papel ou estado do usuário não permite',
  404: 'Não encontrado (ou de outra paróquia)',
  409: 'Conflito com o estado atual',
  413: 'Conteúdo grande demais',
  415: 'Tipo de conteúdo não suportado',
  419: 'Origem da requisição não permitida (CSRF)',
  422: 'Dados inválidos: `errors` por campo',
  429: 'Muitas tentativas',
  503: 'Banco de dados indisponível',
};

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The refusals a route answers by its kind, besides those it declares itself: a signed-in route 401 and
 * 403 (no session; a blocked user or a missing role), a path parameter 404, a write 419 (another site),
 * 413, 415 and 422 (a body too large, of an unknown type or unreadable), a query 422.
 */
function refusalsOf(method: string, url: string, route: RouteOptions): number[] {
  const statuses: number[] = [];
  if (accessOf(method, url, route.config?.access) === 'signed-in') statuses.push(401, 403);
  if (url.includes('/:')) statuses.push(404);
  if (UNSAFE_METHODS.has(method)) statuses.push(413, 415, 419, 422);
  else if (route.schema?.querystring) statuses.push(422);
  return statuses;
}

const errorResponse = (status: number) => ({
  description: REFUSALS[status],
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
});

/**
 * Each /api route's schemas as OpenAPI (fastify-type-provider-zod converts the zod schemas, requests
 * as zod's input, answers as its output), with its tag, who may call it, and every status it can
 * answer: its own, and the refusals of its kind. Routes outside /api are not the API.
 */
export const transform: SwaggerTransform = ({ schema, url, route, ...document }) => {
  if (!url.startsWith('/api/')) return { schema: { hide: true }, url };
  const method = String([route.method].flat()[0]);
  const { response = {}, ...rest } = (schema ?? {}) as { response?: Record<string, unknown> };
  const statuses = new Set(refusalsOf(method, url, route));
  const answers: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(response)) {
    if (answer === ErrorBody) statuses.add(Number(status));
    else answers[status] = answer;
  }
  const converted = jsonSchemaTransform({ schema: { ...rest, response: answers }, url, route, ...document });
  const capability = capabilityOf(route);
  const refusals = [...statuses].sort().map((status) => [status, errorResponse(status)]);
  return {
    url,
    schema: {
      ...converted.schema,
      tags: [url.split('/')[2]],
      ...(capability ? { description: `Papéis: ${PERMISSIONS[capability].join(', ')} (${capability}).` } : {}),
      ...(PUBLIC_API_ROUTES.has(routeKey(method, url)) ? { security: [] } : {}),
      response: { ...(converted.schema.response as object), ...Object.fromEntries(refusals) },
    },
  };
};

const { $schema: _drop, ...errorBodySchema } = z.toJSONSchema(ErrorBody) as OpenAPIV3_1.SchemaObject;

/** The document's frame; @fastify/swagger fills in the paths. */
export const openapiFrame = (title: string): Partial<OpenAPIV3_1.Document> => ({
  openapi: '3.1.0',
  info: { title, version: '1', description: 'API do portal paroquial. Erros: `{ message, errors? }`; textos em português.' },
  components: {
    schemas: { ErrorBody: errorBodySchema },
    securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
  },
  security: [{ session: [] }],
});
