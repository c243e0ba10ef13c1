import { z } from './zod';

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
export const Community = z.object({ ent_id: z.number().int(), ent_name: z.string() });
export const InventoryStats = z.object({
  total_items: z.number().int(),
  total_quantity: z.number().int(),
  by_entity: z.array(z.object({ ent_id: z.number().int(), ent_name: z.string(), qty_sum: z.number().int() })),
});
