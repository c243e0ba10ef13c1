import { z } from 'zod';
// Only the Portuguese locale: `z.locales` would pull every language into the browser bundles.
import pt from 'zod/v4/locales/pt.js';

// Portuguese for every message zod writes itself; schemas still set the spec's own texts where it has them.
z.config(pt());
// In the browser the portal's CSP forbids eval: zod's probe for its compiled parsers (new Function)
// would only be refused and reported as a CSP violation on every page, so it is not tried there.
z.config({ jitless: typeof document !== 'undefined' });

export { z };

/** The largest id a row can have (PostgreSQL int): a larger one names nothing and must not reach SQL. */
const ID_MAX = 2_147_483_647;

/**
 * A row id, 1 to ID_MAX: an integer from JSON, or digits only from a path, query or form ("12"; "-1",
 * "1.5", "1e3" and " 12" are refused). `message` replaces zod's texts for anything else. Marked
 * `x-row-id` in the OpenAPI document, so the generated tests know which inputs are ids.
 */
export function rowId(message?: string) {
  const error = { error: message };
  const id = z.int(error).min(1, error).max(ID_MAX, error);
  return z
    .union(
      [
        id,
        z
          .string(error)
          .regex(/^\d{1,10}$/, error)
          .transform(Number)
          .pipe(id),
      ],
      error,
    )
    .meta({ 'x-row-id': true });
}

export const Id = rowId();

/** An optional row id: absent, null or '' (an empty form field or query value) is undefined. */
export const OptionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), Id.optional());

/** A form checkbox or JSON boolean: true, 'true', '1', 1, 'on'. */
export const BoolLike = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.string()])
  .transform((v) => (typeof v === 'string' ? ['1', 'true', 'on', 'yes'].includes(v.toLowerCase()) : Boolean(v)));

/** Trimmed text; empty becomes undefined so optional fields can be cleared by sending ''. */
export const OptionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? undefined : v))
    .optional();

export const ListMeta = z.object({
  total: z.number().int(),
  page: z.number().int(),
  last_page: z.number().int(),
  limit: z.number().int(),
});
export type ListMeta = z.infer<typeof ListMeta>;
/** A list whose searches count their matches up to a cap (SEARCH_COUNT_CAP on the server, 1,000). */
export const CappedListMeta = ListMeta.extend({
  total_exato: z.boolean().optional().meta({ description: 'false quando a busca achou mais de 1.000 registros: `total` é então 1.000 ("mais de 1.000")' }),
});

/** An answer that is only a text to show. */
export const MessageResponse = z.object({ message: z.string() });

/** A write that answers only that it was done, sometimes with a text to show. */
export const OkResponse = z.object({ ok: z.literal(true), message: z.string().optional() });

export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(12),
});
