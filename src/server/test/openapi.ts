/**
 * The API as its OpenAPI document describes it, for the generated suites (openapi/contract.test.ts,
 * security/bad-input.test.ts): the operations, their inputs as JSON Schema, values generated from
 * those schemas (fast-check), and requests built from the values.
 */
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface Operation {
  method: string;
  /** As the document writes it: /api/registers/{id}. */
  path: string;
  /** As Fastify's route table writes it: /api/registers/:id. */
  url: string;
  op: Json;
}

/** Where an input travels. */
type Part = 'path' | 'query' | 'body';

/** Who a list is asked as (the lists bench, prepared-routes.test.ts): the first of these demo users it answers 200. */
export const LIST_USERS = ['admin', 'secretaria', 'tesoureiro', 'coordenador', 'coord-acolitos'];

/** Lists with no first page: the chancery's search asks a name and a reason. */
const NO_FIRST_PAGE = new Set(['/api/diocese/batismos']);

/**
 * The signed-in list routes of the document, and whether each takes a search (`q`): each GET without path parameters
 * that takes `page`, `limit`, `per_page` or `offset`, exports and public routes left out.
 */
export function listRoutes(doc: Json): { path: string; search: boolean }[] {
  return Object.entries(doc.paths as Json).flatMap(([path, ops]) => {
    const query = (((ops as Json).get?.parameters ?? []) as Json[]).filter((p) => p.in === 'query').map((p) => p.name as string);
    const paged = query.some((name) => ['page', 'limit', 'per_page', 'offset'].includes(name));
    return paged && !path.includes('{') && !path.endsWith('/export') && !path.startsWith('/api/public/') && !NO_FIRST_PAGE.has(path)
      ? [{ path, search: query.includes('q') }]
      : [];
  });
}

export async function openapiDocument(app: FastifyInstance): Promise<Json> {
  return (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
}

export function operations(doc: Json): Operation[] {
  return Object.entries(doc.paths as Json).flatMap(([path, ops]) =>
    Object.entries(ops as Json).map(([method, op]) => ({ method: method.toUpperCase(), path, url: path.replace(/\{(\w+)\}/g, ':$1'), op })),
  );
}

/** `schema` with its $ref followed (refs point into the document's components). */
function resolve(doc: Json, schema: Json): Json {
  if (!schema.$ref) return schema;
  return resolve(
    doc,
    (schema.$ref as string)
      .split('/')
      .slice(1)
      .reduce((node: Json, key) => node[key], doc),
  );
}

/** The body's media type and schema: JSON when the operation takes it, else its first. */
export function bodyOf(doc: Json, op: Json): { type: string; schema: Json } | null {
  const content = op.requestBody?.content as Json | undefined;
  if (!content) return null;
  const type = 'application/json' in content ? 'application/json' : Object.keys(content)[0];
  return { type, schema: resolve(doc, content[type].schema ?? {}) };
}

/** The path or query parameters as one object schema. */
export function parametersOf(op: Json, part: 'path' | 'query'): Json {
  const params = ((op.parameters ?? []) as Json[]).filter((p) => p.in === part);
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
    required: params.filter((p) => p.required).map((p) => p.name),
  };
}

/** Where an id sits: its part of the request and its path inside it (['items', 0, 'register_id']). */
export interface IdInput {
  part: Part;
  at: Array<string | number>;
}

/** Every input of the operation declared as a row id (x-row-id), inside objects and arrays too. */
export function idInputs(doc: Json, op: Json): IdInput[] {
  const found: IdInput[] = [];
  const walk = (part: Part, schema: Json, at: Array<string | number>) => {
    const s = objectOf(doc, schema);
    if (isId(doc, s)) found.push({ part, at });
    else if (s.items) walk(part, s.items, [...at, 0]);
    else for (const [name, inner] of Object.entries((s.properties ?? {}) as Json)) walk(part, inner, [...at, name]);
  };
  walk('path', parametersOf(op, 'path'), []);
  walk('query', parametersOf(op, 'query'), []);
  const body = bodyOf(doc, op);
  if (body) walk('body', body.schema, []);
  return found;
}

const isId = (doc: Json, schema: Json): boolean => {
  const s = resolve(doc, schema);
  return s['x-row-id'] === true || ((s.anyOf ?? []) as Json[]).some((branch) => isId(doc, branch));
};

/** `value` placed at `at` inside `target`, creating the objects and arrays on the way. */
export function placeAt(target: Json, at: Array<string | number>, value: unknown): Json {
  if (!at.length) return target;
  const [key, ...rest] = at;
  const copy: Json = Array.isArray(target) ? [...target] : { ...target };
  copy[key] = rest.length ? placeAt((target?.[key] as Json) ?? (typeof rest[0] === 'number' ? [] : {}), rest, value) : value;
  return copy;
}

/** An object schema with allOf merged (an intersection of a form's fields and its file parts). */
function objectOf(doc: Json, schema: Json): Json {
  const s = resolve(doc, schema);
  if (!s.allOf) return s;
  const parts = (s.allOf as Json[]).map((p) => objectOf(doc, p));
  return { type: 'object', properties: Object.assign({}, ...parts.map((p) => p.properties)), required: parts.flatMap((p) => p.required ?? []) };
}

/** Ids the seed has rows for, mostly: generated requests then reach past the 404s. */
const rowIds = fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 40 }) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 2_147_483_647 }) });

const FILES = [
  Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8cfc0f01f0005000201a2dd8a1b0000000049454e44ae426082',
    'hex',
  ),
  Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  Buffer.from('texto simples\n'),
];

/** A file part: its bytes and name. */
interface FilePart {
  file: Buffer;
  name: string;
}

/** Values that satisfy `schema` as far as JSON Schema tells (refinements such as "not in the future" are beyond it). */
export function valueOf(doc: Json, schema: Json): fc.Arbitrary<unknown> {
  const s = objectOf(doc, schema);
  if (s['x-row-id']) return fc.oneof(rowIds, rowIds.map(String));
  if (s.anyOf || s.oneOf) return fc.oneof(...((s.anyOf ?? s.oneOf) as Json[]).map((branch) => valueOf(doc, branch)));
  if ('const' in s) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...(s.enum as unknown[]));
  const type = Array.isArray(s.type) ? fc.constantFrom(...(s.type as string[])) : fc.constant(s.type as string | undefined);
  return type.chain((t) => valueOfType(doc, s, t));
}

function valueOfType(doc: Json, s: Json, type: string | undefined): fc.Arbitrary<unknown> {
  switch (type) {
    case 'object': {
      const properties = (s.properties ?? {}) as Json;
      const record = Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, valueOf(doc, v)]));
      return fc.record(record, { requiredKeys: ((s.required ?? []) as string[]).filter((k) => k in properties) });
    }
    case 'array':
      return fc.array(valueOf(doc, s.items ?? {}), { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 3, 3) });
    case 'integer':
      return fc.integer({ min: s.minimum ?? -1000, max: Math.min(s.maximum ?? 1_000_000, 2_147_483_647) });
    case 'number':
      return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      return stringOf(s);
    default:
      return fc.oneof(fc.string({ maxLength: 12 }), fc.integer(), fc.boolean());
  }
}

function stringOf(s: Json): fc.Arbitrary<unknown> {
  if (s.format === 'binary') return fc.record({ file: fc.constantFrom(...FILES), name: fc.constantFrom('foto.png', 'documento.pdf', 'nota.txt') });
  if (s.format === 'date')
    return fc.date({ min: new Date('1930-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (s.format === 'date-time') return fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
  if (s.format === 'email') return fc.emailAddress();
  const max = Math.min(s.maxLength ?? 40, 40);
  if (s.pattern) return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= (s.maxLength ?? Infinity) && v.length >= (s.minLength ?? 0));
  return fc.string({ minLength: Math.min(s.minLength ?? 0, max), maxLength: max });
}

export interface Input {
  path: Json;
  query: Json;
  body?: Json;
}

const BOUNDARY = '----contract7MA4YWxkTrZu0gW';

/** The request for `input`: path values in the URL, the query as text, the body as the operation takes it. */
export function request(operation: Operation, body: ReturnType<typeof bodyOf>, input: Input) {
  let url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(input.path[name] ?? '')));
  const query = new URLSearchParams(
    Object.entries(input.query)
      .filter(([, v]) => v !== undefined && typeof v !== 'object')
      .map(([k, v]) => [k, String(v)]),
  );
  if ([...query].length) url += `?${query}`;
  if (!body || input.body === undefined) return { method: operation.method, url };
  if (body.type === 'multipart/form-data') {
    const parts: Buffer[] = [];
    for (const [name, value] of Object.entries(input.body)) {
      if (value === undefined) continue;
      const file = value as FilePart;
      const head = file?.file
        ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`
        : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`;
      parts.push(Buffer.from(head), file?.file ?? Buffer.from(typeof value === 'object' ? JSON.stringify(value) : String(value)), Buffer.from('\r\n'));
    }
    parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
    return { method: operation.method, url, payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
  }
  return { method: operation.method, url, payload: JSON.stringify(input.body), headers: { 'content-type': 'application/json' } };
}
