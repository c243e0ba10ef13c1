import type { Category, Community, CreateItem, InventoryItem, InventoryListQuery, InventoryStats } from '../../shared/schemas/inventory';
import type { ListMeta } from '../../shared/schemas/zod';
import type { Db } from '../db/types';
import { Conditions, pageAndCount } from '../db/where';
import { foldedLike, likeContains } from '../search';

/** Every query takes the session's parish as $1: a row of another parish is never read nor written. */

type ItemRow = Omit<InventoryItem, 'last_update'> & { last_update: Date };

const toItem = (row: ItemRow): InventoryItem => ({ ...row, last_update: row.last_update.toISOString() });

/** The item columns with their category and community names; `FROM items i` is joined by the caller's query. */
const ITEM_COLUMNS = `i.i_id, i.item, i.category_id, c.name AS category_name, i.ent_id, e.ent_name,
       i.description, i.qntd_distributed, i.last_update`;
const ITEM_JOINS = `JOIN inventory_categories c ON c.id = i.category_id AND c.paroquia_id = i.paroquia_id
  JOIN communities e ON e.ent_id = i.ent_id AND e.paroquia_id = i.paroquia_id`;

export async function listCategories(db: Db, paroquiaId: number): Promise<Category[]> {
  const { rows } = await db.query<Category>('SELECT id, name FROM inventory_categories WHERE paroquia_id = $1 ORDER BY search_fold(name), id', [paroquiaId]);
  return rows;
}

export async function listCommunities(db: Db, paroquiaId: number): Promise<Community[]> {
  const { rows } = await db.query<Community>('SELECT ent_id, ent_name FROM communities WHERE paroquia_id = $1 ORDER BY ent_name, ent_id', [paroquiaId]);
  return rows;
}

/** Items and quantity of the parish, and its communities holding items, by quantity distributed (largest first). */
export async function inventoryStats(db: Db, paroquiaId: number): Promise<InventoryStats> {
  // sum() of int is bigint (a string from node-postgres); float8 is exact far beyond any parish's totals.
  const [totals, byEntity] = await Promise.all([
    db.query<{ total_items: number; total_quantity: number }>(
      `SELECT count(*)::int AS total_items, coalesce(sum(qntd_distributed), 0)::float8 AS total_quantity
       FROM inventory_items WHERE paroquia_id = $1`,
      [paroquiaId],
    ),
    db.query<InventoryStats['by_entity'][number]>(
      `SELECT e.ent_id, e.ent_name, sum(i.qntd_distributed)::float8 AS qty_sum
       FROM inventory_items i
       JOIN communities e ON e.ent_id = i.ent_id AND e.paroquia_id = i.paroquia_id
      WHERE i.paroquia_id = $1
      GROUP BY e.ent_id, e.ent_name
      ORDER BY qty_sum DESC, e.ent_name, e.ent_id`,
      [paroquiaId],
    ),
  ]);
  return { ...totals.rows[0], by_entity: byEntity.rows };
}

/** One page of the parish's items, most recently updated first. Filters are fixed SQL fragments with numbered parameters. */
export async function listItems(db: Db, paroquiaId: number, query: InventoryListQuery): Promise<{ data: InventoryItem[]; meta: ListMeta }> {
  const where = new Conditions();
  where.add((n) => `i.paroquia_id = ${n}`, paroquiaId);
  where.optional((n) => foldedLike('i.search_text', n), query.q ? likeContains(query.q) : undefined);
  where.optional((n) => `i.category_id = ${n}`, query.category_id);
  where.optional((n) => `i.ent_id = ${n}`, query.ent_id);
  const { page, limit } = query;
  const { rows, counted } = await pageAndCount<ItemRow>(db, where, query, {
    count: `SELECT count(*)::int AS total FROM inventory_items i WHERE ${/* sql-fragment: fixed */ where.sql}`,
    rows: `SELECT ${ITEM_COLUMNS} FROM inventory_items i ${ITEM_JOINS} WHERE ${/* sql-fragment: fixed */ where.sql} ORDER BY i.last_update DESC, i.i_id DESC`,
  });
  const { total } = counted;
  return { data: rows.map(toItem), meta: { total, page, limit, last_page: Math.max(1, Math.ceil(total / limit)) } };
}

export async function getItem(db: Db, paroquiaId: number, id: number): Promise<InventoryItem | null> {
  const { rows } = await db.query<ItemRow>(`SELECT ${ITEM_COLUMNS} FROM inventory_items i ${ITEM_JOINS} WHERE i.paroquia_id = $1 AND i.i_id = $2`, [
    paroquiaId,
    id,
  ]);
  return rows[0] ? toItem(rows[0]) : null;
}

/** Whether the category and the community belong to the parish. */
export async function referencesOf(db: Db, paroquiaId: number, categoryId: number, entId: number): Promise<{ category: boolean; community: boolean }> {
  const { rows } = await db.query<{ category: boolean; community: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM inventory_categories WHERE paroquia_id = $1 AND id = $2) AS category,
            EXISTS (SELECT 1 FROM communities WHERE paroquia_id = $1 AND ent_id = $3) AS community`,
    [paroquiaId, categoryId, entId],
  );
  return rows[0];
}

type ItemInput = Omit<CreateItem, 'paroquia_id'>;

export async function createItem(db: Db, paroquiaId: number, input: ItemInput, now: Date): Promise<InventoryItem> {
  const { rows } = await db.query<ItemRow>(
    `WITH i AS (
       INSERT INTO inventory_items (paroquia_id, item, category_id, ent_id, description, qntd_distributed, created_at, last_update)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
       RETURNING *)
     SELECT ${ITEM_COLUMNS} FROM i ${ITEM_JOINS}`,
    [paroquiaId, input.item, input.category_id, input.ent_id, input.description, input.qntd_distributed, now],
  );
  return toItem(rows[0]);
}

/** Replaces the item's fields; null when the parish has no such item. */
export async function updateItem(db: Db, paroquiaId: number, id: number, input: ItemInput, now: Date): Promise<InventoryItem | null> {
  const { rows } = await db.query<ItemRow>(
    `WITH i AS (
       UPDATE inventory_items
          SET item = $3, category_id = $4, ent_id = $5, description = $6, qntd_distributed = $7, last_update = $8
        WHERE paroquia_id = $1 AND i_id = $2
       RETURNING *)
     SELECT ${ITEM_COLUMNS} FROM i ${ITEM_JOINS}`,
    [paroquiaId, id, input.item, input.category_id, input.ent_id, input.description, input.qntd_distributed, now],
  );
  return rows[0] ? toItem(rows[0]) : null;
}

export async function deleteItem(db: Db, paroquiaId: number, id: number): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM inventory_items WHERE paroquia_id = $1 AND i_id = $2 RETURNING i_id', [paroquiaId, id]);
  return rows.length > 0;
}
