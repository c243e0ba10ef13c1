import type { Catechist, CatechistListQuery } from '../../shared/schemas/crisma';
import type { Db } from '../db/types';
import { likeContains } from '../search';

type Row = Omit<Catechist, 'created_at'> & { created_at: Date };

const SELECT_CATECHIST = `
  SELECT k.id, r.name AS nome, k.register_id, k.ent_id, e.ent_name, k.status, k.created_at
    FROM crisma_catechists k
    JOIN registers r ON r.id = k.register_id
    JOIN communities e ON e.ent_id = k.ent_id`;

const toCatechist = (r: Row): Catechist => ({ ...r, created_at: r.created_at.toISOString() });

/**
 * One page of the parish's catechists by name, filtered by name (q, accent- and case-blind through the
 * registers' folded name), status and community; with the total.
 */
export async function listCatechists(db: Db, paroquiaId: number, q: CatechistListQuery): Promise<{ items: Catechist[]; total: number }> {
  const where = `k.paroquia_id = $1
    AND ($2::text IS NULL OR r.name_search LIKE search_fold($2))
    AND ($3::int IS NULL OR k.status = $3)
    AND ($4::int IS NULL OR k.ent_id = $4)`;
  const params = [paroquiaId, q.q ? likeContains(q.q) : null, q.status ?? null, q.ent_id ?? null];
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM crisma_catechists k JOIN registers r ON r.id = k.register_id WHERE ${where}`,
    params,
  );
  const { rows } = await db.query<Row>(`${SELECT_CATECHIST} WHERE ${where} ORDER BY r.name_search, r.name, k.id LIMIT $5 OFFSET $6`, [
    ...params,
    q.limit,
    (q.page - 1) * q.limit,
  ]);
  return { items: rows.map(toCatechist), total: count.rows[0].total };
}

export async function findCatechist(db: Db, paroquiaId: number, id: number): Promise<Catechist | null> {
  const { rows } = await db.query<Row>(`${SELECT_CATECHIST} WHERE k.paroquia_id = $1 AND k.id = $2`, [paroquiaId, id]);
  return rows[0] ? toCatechist(rows[0]) : null;
}

export async function isParishCommunity(db: Db, paroquiaId: number, entId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM communities WHERE paroquia_id = $1 AND ent_id = $2', [paroquiaId, entId]);
  return rows.length > 0;
}

export async function isParishRegister(db: Db, paroquiaId: number, registerId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM registers WHERE paroquia_id = $1 AND id = $2', [paroquiaId, registerId]);
  return rows.length > 0;
}

export async function isCatechist(db: Db, registerId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM crisma_catechists WHERE register_id = $1', [registerId]);
  return rows.length > 0;
}

export async function insertCatechist(db: Db, paroquiaId: number, f: { register_id: number; ent_id: number; status: number }): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO crisma_catechists (paroquia_id, register_id, ent_id, status) VALUES ($1, $2, $3, $4) RETURNING id',
    [paroquiaId, f.register_id, f.ent_id, f.status],
  );
  return rows[0].id;
}

export async function updateCatechist(db: Db, paroquiaId: number, id: number, f: { ent_id: number; status: number }): Promise<boolean> {
  const { rows } = await db.query('UPDATE crisma_catechists SET ent_id = $3, status = $4 WHERE paroquia_id = $1 AND id = $2 RETURNING id', [
    paroquiaId,
    id,
    f.ent_id,
    f.status,
  ]);
  return rows.length > 0;
}

/** Names of the classes the catechist tutors (a tutor cannot be deleted). */
export async function tutoredClasses(db: Db, paroquiaId: number, id: number): Promise<string[]> {
  const { rows } = await db.query<{ turma: string }>(
    'SELECT turma FROM crisma_classes WHERE paroquia_id = $1 AND tutor = $2 ORDER BY inicio DESC, id DESC',
    [paroquiaId, id],
  );
  return rows.map((r) => r.turma);
}

export async function deleteCatechist(db: Db, paroquiaId: number, id: number): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM crisma_catechists WHERE paroquia_id = $1 AND id = $2 RETURNING id', [paroquiaId, id]);
  return rows.length > 0;
}
