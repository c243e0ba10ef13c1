import { z } from 'zod';
import { PERMISSIONS, type Capability } from '../../shared/roles';
import { PUBLIC_API_ROUTES, routeKey } from '../plugins/access-rules';
import { ROUTE_DOCS, SCHEMA_MODULES, type RouteDoc } from './catalog';

type Schema = z.core.$ZodType;
type Json = Record<string, unknown>;

/** A row of app.routeTable (plugins/auth.ts records every route with the capability it requires). */
export interface RouteEntry {
  method: string;
  url: string;
  // Optional: recorded once the route table knows the capability each route requires.
  capability?: Capability | null;
}

/** The one error body of the API (docs/contracts.md): validation answers 422 with field errors. */
const ErrorBody = z.object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())).optional() });

const ERRORS: Record<string, string> = {
  '401': 'Sem sessão, ou sessão expirada',
  '403': 'Papel ou estado do usuário não permite',
  '404': 'Não encontrado (ou de outra paróquia)',
  '422': 'Dados inválidos: `errors` por campo',
  '429': 'Muitas tentativas',
};

const MEDIA = { json: 'application/json', form: 'application/x-www-form-urlencoded', multipart: 'multipart/form-data' } as const;

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && '_zod' in value;

/** A component name for every exported schema; a name two modules share gets its module's name in front. */
function componentNames(): Map<Schema, string> {
  const names = new Map<Schema, string>();
  const taken = new Set<string>();
  for (const [module, exports] of Object.entries(SCHEMA_MODULES)) {
    for (const [name, value] of Object.entries(exports)) {
      if (!isSchema(value) || names.has(value)) continue;
      const unique = taken.has(name) ? `${module[0].toUpperCase()}${module.slice(1)}${name}` : name;
      names.set(value, unique);
      taken.add(unique);
    }
  }
  return names;
}

/**
 * GET /api/openapi.json: OpenAPI 3.1 for every /api route Fastify registered, with the shapes of
 * ./catalog.ts converted from the shared zod schemas (z.toJSONSchema, JSON Schema 2020-12 as 3.1 uses).
 * Request shapes are what a client may send (zod's input), answers what the server sends (output).
 */
export function openApiDocument(routes: RouteEntry[], info: { title: string; version: string }): Json {
  const names = componentNames();
  const components: Record<string, Json> = { ErrorBody: jsonSchema(ErrorBody, 'output') };
  const ref = (schema: Schema, io: 'input' | 'output'): Json => {
    const name = names.get(schema);
    if (!name) return jsonSchema(schema, io);
    const key = io === 'input' ? `${name}Input` : name;
    components[key] ??= jsonSchema(schema, io);
    return { $ref: `#/components/schemas/${key}` };
  };

  const paths: Record<string, Record<string, Json>> = {};
  for (const { method, url, capability } of routes) {
    if (!url.startsWith('/api/') || method === 'HEAD' || method === 'OPTIONS') continue;
    const key = routeKey(method, url);
    const doc: RouteDoc = ROUTE_DOCS[key] ?? { summary: key };
    const path = url.replace(/:(\w+)/g, '{$1}');
    (paths[path] ??= {})[method.toLowerCase()] = {
      summary: doc.summary,
      ...(capability ? { description: `Papéis: ${PERMISSIONS[capability].join(', ')} (${capability}).` } : {}),
      tags: [url.split('/')[2]],
      ...(PUBLIC_API_ROUTES.has(key) ? { security: [] } : {}),
      parameters: [...pathParameters(url, doc.params), ...queryParameters(doc.query)],
      ...(doc.body ? { requestBody: { required: true, content: { [MEDIA[doc.bodyType ?? 'json']]: { schema: ref(doc.body, 'input') } } } } : {}),
      ...(!doc.body && doc.bodyType === 'multipart' ? { requestBody: { required: true, content: { [MEDIA.multipart]: { schema: { type: 'object' } } } } } : {}),
      responses: {
        [String(doc.status ?? 200)]: {
          description: 'OK',
          content: doc.responseType ? { [doc.responseType]: {} } : { 'application/json': { schema: doc.response ? ref(doc.response, 'output') : {} } },
        },
        ...Object.fromEntries(
          Object.entries(ERRORS).map(([status, description]) => [status, { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } }]),
        ),
      },
    };
  }

  return {
    openapi: '3.1.0',
    info: { ...info, description: 'API do portal paroquial. Erros: `{ message, errors? }`; textos em português.' },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: components,
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sacra_sid' } },
    },
    security: [{ session: [] }],
  };
}

function jsonSchema(schema: Schema, io: 'input' | 'output'): Json {
  // Refinements and transforms have no JSON Schema form: described by their input or output type instead.
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json;
  return rest;
}

/** Every `:name` of the URL, typed by the params schema when the catalog names one. */
function pathParameters(url: string, params?: Schema): Json[] {
  const properties = params ? ((jsonSchema(params, 'input').properties ?? {}) as Record<string, Json>) : {};
  return [...url.matchAll(/:(\w+)/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: properties[name] ?? { type: 'string' } }));
}

function queryParameters(query?: Schema): Json[] {
  if (!query) return [];
  const schema = jsonSchema(query, 'input');
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries((schema.properties ?? {}) as Record<string, Json>).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}
