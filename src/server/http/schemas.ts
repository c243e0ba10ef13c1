import { MSG } from '../../shared/messages';
import { PublicParams } from '../../shared/schemas/dizimo';
import { type ListMeta, rowId, z } from '../../shared/schemas/zod';

/** Every refusal's body: `{ message }`, with `errors` by field on a 422. */
export const ErrorBody = z.object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())).optional() });

/** Route schemas the validator leaves alone: the handler reads that body itself (multipart files). */
const readByHandler = new WeakSet<object>();
export const isReadByHandler = (schema: object) => readByHandler.has(schema);

/**
 * `{ id }` in the path, a row id (1 to 2147483647, digits only). Any other value names no row: 404
 * with `notFound`, the same answer as an id that does not exist or belongs to another parish (a
 * refused path parameter answers 404 with its schema's text: plugins/validation.ts).
 */
export const idParams = (notFound: string = MSG.notFound) => z.object({ id: rowId(notFound) });

/**
 * A multipart body whose parts the handler reads (files stream to storage as they arrive): `fields` is
 * what the handler parses the text parts with, `files` names each file field. Declared for the
 * OpenAPI document; the validator does not run it. Spread into the route's schema.
 */
export function multipart(fields: z.ZodType, files: Record<string, string>) {
  const fileParts = z.object(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, z.file().optional().describe(text)])));
  const body = fields instanceof z.ZodObject ? fields.extend(fileParts.shape) : z.intersection(fields, fileParts);
  readByHandler.add(body);
  return { consumes: ['multipart/form-data'], body };
}

/**
 * A form of text fields, form-encoded or JSON; also multipart when the route reads it with
 * plugins/body-parsers' textFormBody (the browser's FormData).
 */
export const formBody = <S extends z.ZodType>(body: S, { multipartText = false } = {}) => ({
  consumes: ['application/x-www-form-urlencoded', 'application/json', ...(multipartText ? ['multipart/form-data'] : [])],
  body,
});

/** A success answer that is a file or a stream, not JSON, of one of `mediaTypes`. */
export function fileResponse(mediaTypes: string | string[], description: string) {
  const content = Object.fromEntries([mediaTypes].flat().map((type) => [type, { schema: z.any().meta({ format: 'binary' }) }]));
  return { description, content };
}

/** How many pages `total` rows fill, `limit` a page: at least 1, so an empty list has page 1 of 1. */
export const lastPage = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

/** The `meta` of a paged list. */
export const listMeta = (total: number, page: number, limit: number): ListMeta => ({ total, page, last_page: lastPage(total, limit), limit });

/** The schema of a public GET about one parish (`/api/public/paroquias/:id/…`, no session): the parish in the path, a query, one answer. */
export const publicParishSchema = <Q extends z.ZodType, R extends z.ZodType>(summary: string, querystring: Q, response: R) => ({
  summary,
  params: PublicParams,
  querystring,
  response: { 200: response },
});
