import { ListMeta, OptionalId, PageQuery, rowId, z } from './zod';

/** The inventory's texts, shared by the server's answers and the screens (the spec's own words). */
export const INVENTORY_MSG = {
  itemRequired: 'O campo "Item" é obrigatório.',
  itemTooLong: 'O campo "Item" deve ter no máximo 200 caracteres.',
  categoryRequired: 'Selecione uma categoria.',
  communityRequired: 'Selecione uma comunidade.',
  quantityInvalid: 'Quantidade distribuída deve ser um número maior ou igual a zero.',
  quantityTooLarge: 'Quantidade distribuída deve ser no máximo 1.000.000.000.',
  descriptionTooLong: 'A descrição deve ter no máximo 2000 caracteres.',
  categoryNotInParish: 'Categoria não encontrada nesta paróquia.',
  communityNotInParish: 'Comunidade não encontrada nesta paróquia.',
  notFound: 'Item não encontrado.',
  created: 'Item criado com sucesso!',
  updated: 'Item atualizado com sucesso!',
  deleted: 'Item excluído com sucesso.',
} as const;

export const ITEM_MAX = 200;
export const DESCRIPTION_MAX = 2000;
export const QUANTITY_MAX = 1_000_000_000;
export const SEARCH_MAX = 100;
/** Page sizes the list offers; the server accepts any limit up to the largest. */
export const PAGE_SIZES = [8, 12, 16, 20, 30, 50] as const;
export const DEFAULT_PAGE_SIZE = 12;

export const InventoryItem = z.object({
  i_id: z.number().int(),
  item: z.string(),
  category_id: z.number().int(),
  category_name: z.string(),
  ent_id: z.number().int(),
  ent_name: z.string(),
  description: z.string().nullable(),
  qntd_distributed: z.number().int().min(0),
  last_update: z.string(),
});
export type InventoryItem = z.infer<typeof InventoryItem>;

export const Category = z.object({ id: z.number().int(), name: z.string() });
export type Category = z.infer<typeof Category>;
export const Community = z.object({ ent_id: z.number().int(), ent_name: z.string() });
export type Community = z.infer<typeof Community>;
export const InventoryStats = z.object({
  total_items: z.number().int(),
  total_quantity: z.number().int(),
  by_entity: z.array(z.object({ ent_id: z.number().int(), ent_name: z.string(), qty_sum: z.number().int() })),
});
export type InventoryStats = z.infer<typeof InventoryStats>;

/**
 * A form or query value as a number: '' is absent, decimal text ("12", "1,5", "-3") its value,
 * any other text NaN (refused by the schema). Numbers and other types pass through to be judged.
 */
function numeric(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const text = v.trim();
  if (text === '') return undefined;
  return /^[-+]?\d+([.,]\d+)?$/.test(text) ? Number(text.replace(',', '.')) : Number.NaN;
}

/**
 * The parish the client claims (spec: sent as a filter). The server checks it against the
 * session's parish and never uses it: the session's parish is the one queried.
 */
export const ParishClaim = z.object({ paroquia_id: OptionalId });

/** Whole number >= 0, from a form ("12") or JSON (12); anything else, fractions and negatives get the spec's message. */
const Quantity = z.preprocess(
  numeric,
  z
    .number({ error: INVENTORY_MSG.quantityInvalid })
    .int(INVENTORY_MSG.quantityInvalid)
    .min(0, INVENTORY_MSG.quantityInvalid)
    .max(QUANTITY_MAX, INVENTORY_MSG.quantityTooLarge),
);

const ItemFields = ParishClaim.extend({
  item: z.string({ error: INVENTORY_MSG.itemRequired }).trim().min(1, INVENTORY_MSG.itemRequired).max(ITEM_MAX, INVENTORY_MSG.itemTooLong),
  category_id: rowId(INVENTORY_MSG.categoryRequired),
  ent_id: rowId(INVENTORY_MSG.communityRequired),
  qntd_distributed: Quantity,
  // Kept verbatim (HTML included): screens render it as text. Empty clears it.
  description: z
    .string()
    .trim()
    .max(DESCRIPTION_MAX, INVENTORY_MSG.descriptionTooLong)
    .nullish()
    .transform((v) => (v ? v : null)),
});

/** The spec sends the category twice (category_id and category): category_id wins, category fills in when it is absent. */
function categoryAlias(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const body = input as Record<string, unknown>;
  return numeric(body.category_id) === undefined ? { ...body, category_id: body.category } : body;
}

/** POST /api/inventory (form data) and PUT /api/inventory/{id} (JSON): the whole item each time. */
export const CreateItem = z.preprocess(categoryAlias, ItemFields);
export type CreateItem = z.infer<typeof CreateItem>;

export const InventoryListQuery = PageQuery.extend({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(PAGE_SIZES[PAGE_SIZES.length - 1])
    .default(DEFAULT_PAGE_SIZE),
  q: z.string().trim().max(SEARCH_MAX).optional(),
  category_id: OptionalId,
  ent_id: OptionalId,
}).extend(ParishClaim.shape);
export type InventoryListQuery = z.infer<typeof InventoryListQuery>;

/** Answers, in the spec's wire format. */
export const InventoryList = z.object({ data: z.object({ data: z.array(InventoryItem), meta: ListMeta }) });
export const InventoryItemResponse = z.object({ message: z.string().optional(), data: InventoryItem });
export const CategoryList = z.object({ data: z.array(Category) });
export const CommunityList = z.object({ data: z.array(Community) });
export { MessageResponse } from './zod';
