import type { Db } from '../types';
import type { CoreSeed } from './core';
import type { DemoParish } from './demo-accounts';
import catalogue from './inventory-catalogue.json';
import { pick, random, type Rng } from './random';

/**
 * Demo inventory: the categories a Brazilian parish keeps, and what each community holds and
 * has handed out. Deterministic (a fixed pseudo-random sequence), dated over the last months
 * relative to the seed's `now`. São José gets a couple hundred items; Aparecida a handful.
 */

const DAY = 24 * 60 * 60 * 1000;

/**
 * Per category (inventory-catalogue.json, in its order): item names, descriptions to pick from, and the
 * range of quantities distributed.
 */
const CATALOGUE: Record<string, { items: string[]; descriptions: string[]; qty: number[] }> = catalogue;

const ITEMS_PER_PARISH: Record<DemoParish, number> = { saoJose: 210, aparecida: 8 };

async function seedParish(tx: Db, core: CoreSeed, parish: DemoParish, rng: Rng): Promise<void> {
  const { id: paroquiaId, communityIds } = core.parishes[parish];
  const names = Object.keys(CATALOGUE);
  const { rows } = await tx.query<{ id: number; name: string }>(
    'INSERT INTO inventory_categories (paroquia_id, name) SELECT $1::int, unnest($2::text[]) RETURNING id, name',
    [paroquiaId, names],
  );
  const categoryId = new Map(rows.map((r) => [r.name, r.id]));

  const columns = {
    item: [] as string[],
    category: [] as number[],
    ent: [] as number[],
    description: [] as (string | null)[],
    qty: [] as number[],
    at: [] as Date[],
  };
  for (let n = 0; n < ITEMS_PER_PARISH[parish]; n++) {
    const category = pick(rng, names);
    const entry = CATALOGUE[category];
    // The main church (first community) holds about a third of everything.
    const ent = rng() < 0.35 ? communityIds[0] : pick(rng, communityIds);
    const [min, max] = entry.qty;
    columns.item.push(pick(rng, entry.items));
    columns.category.push(categoryId.get(category)!);
    columns.ent.push(ent);
    columns.description.push(rng() < 0.7 ? pick(rng, entry.descriptions) : null);
    columns.qty.push(min + Math.floor(rng() * (max - min + 1)));
    columns.at.push(new Date(core.now.getTime() - Math.floor(rng() * 240 * DAY) - Math.floor(rng() * DAY)));
  }
  await tx.query(
    `INSERT INTO inventory_items (paroquia_id, item, category_id, ent_id, description, qntd_distributed, created_at, last_update)
     SELECT $1::int, item, category_id, ent_id, description, qty, at, at
       FROM unnest($2::text[], $3::int[], $4::int[], $5::text[], $6::int[], $7::timestamptz[])
         AS t (item, category_id, ent_id, description, qty, at)`,
    [paroquiaId, columns.item, columns.category, columns.ent, columns.description, columns.qty, columns.at],
  );
}

export async function seedInventory(tx: Db, core: CoreSeed): Promise<void> {
  const rng = random(20_061);
  await seedParish(tx, core, 'saoJose', rng);
  await seedParish(tx, core, 'aparecida', rng);
}
