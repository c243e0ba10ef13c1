import type { SacramentSlug } from '../../shared/sacraments';
import type { Catechist, CatechistAccount, CatechistListQuery } from '../../shared/schemas/catechesis';
import { affected } from '../db/affected';
import type { Db } from '../db/types';
import { Conditions, pageAndCount } from '../db/where';
import { foldedLike, likeContains } from '../search';

type Row = Omit<Catechist, 'created_at'> & { created_at: Date };

const SELECT_CATECHIST = `
  SELECT k.id, r.name AS nome, k.register_id, k.ent_id, e.ent_name, k.status, k.created_at,
         k.user_id, u.name AS user_name, u.username AS user_login
    FROM catechists k
    JOIN registers r ON r.id = k.register_id
    JOIN communities e ON e.ent_id = k.ent_id
    LEFT JOIN users u ON u.id = k.user_id`;

const toCatechist = (r: Row): Catechist => ({ ...r, created_at: r.created_at.toISOString() });

/**
 * One page of the parish's catechists by name, filtered by name (q, accent- and case-blind through the
 * registers' folded name), status and community; with the total.
 */
export async function listCatechists(
  db: Db,
  paroquiaId: number,
  sacramento: SacramentSlug,
  q: CatechistListQuery,
): Promise<{ items: Catechist[]; total: number }> {
  const where = new Conditions();
  where.add((p) => `k.paroquia_id = ${p}`, paroquiaId);
  where.add((p) => `k.sacramento = ${p}`, sacramento);
  where.optional((p) => foldedLike('r.name_search', p), q.q ? likeContains(q.q) : undefined);
  where.optional((p) => `k.status = ${p}`, q.status);
  where.optional((p) => `k.ent_id = ${p}`, q.ent_id);
  const { rows, counted } = await pageAndCount<Row>(db, where, q, {
    count: `SELECT count(*)::int AS total FROM catechists k JOIN registers r ON r.id = k.register_id WHERE ${/* sql-fragment: fixed */ where.sql}`,
    rows: `${SELECT_CATECHIST} WHERE ${/* sql-fragment: fixed */ where.sql} ORDER BY r.name_search, r.name, k.id`,
  });
  return { items: rows.map(toCatechist), total: counted.total };
}

export async function findCatechist(db: Db, paroquiaId: number, sacramento: SacramentSlug, id: number): Promise<Catechist | null> {
  const { rows } = await db.query<Row>(`${SELECT_CATECHIST} WHERE k.paroquia_id = $1 AND k.sacramento = $2 AND k.id = $3`, [paroquiaId, sacramento, id]);
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

export async function isCatechist(db: Db, sacramento: SacramentSlug, registerId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM catechists WHERE sacramento = $1 AND register_id = $2', [sacramento, registerId]);
  return rows.length > 0;
}

export async function insertCatechist(
  db: Db,
  paroquiaId: number,
  sacramento: SacramentSlug,
  f: { register_id: number; ent_id: number; status: number; user_id?: number | null },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO catechists (paroquia_id, sacramento, register_id, ent_id, status, user_id) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [paroquiaId, sacramento, f.register_id, f.ent_id, f.status, f.user_id ?? null],
  );
  return rows[0].id;
}

/** Community and status; the account too when `user_id` is given (null unlinks it), else it stays. */
export async function updateCatechist(
  db: Db,
  paroquiaId: number,
  sacramento: SacramentSlug,
  id: number,
  f: { ent_id: number; status: number; user_id?: number | null },
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE catechists SET ent_id = $4, status = $5, user_id = CASE WHEN $6 THEN $7::int ELSE user_id END
      WHERE paroquia_id = $1 AND sacramento = $2 AND id = $3 RETURNING id`,
    [paroquiaId, sacramento, id, f.ent_id, f.status, f.user_id !== undefined, f.user_id ?? null],
  );
  return rows.length > 0;
}

/** The parish's accounts holding one of `roles` (the sacrament's catechist roles), by name: what a catechist record may link to. */
export async function catechistAccounts(db: Db, paroquiaId: number, roles: readonly number[]): Promise<CatechistAccount[]> {
  const { rows } = await db.query<CatechistAccount>(
    'SELECT id, name, username AS user FROM users WHERE paroquia_id = $1 AND roles && $2::int[] ORDER BY name_search, name, id',
    [paroquiaId, roles],
  );
  return rows;
}

export async function isCatechistAccount(db: Db, paroquiaId: number, roles: readonly number[], userId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM users WHERE paroquia_id = $1 AND roles && $2::int[] AND id = $3', [paroquiaId, roles, userId]);
  return rows.length > 0;
}

/** Whether another catechist record of the sacrament already links to the account. */
export async function accountLinkedElsewhere(db: Db, sacramento: SacramentSlug, userId: number, exceptId: number | null): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM catechists WHERE sacramento = $1 AND user_id = $2 AND id IS DISTINCT FROM $3', [sacramento, userId, exceptId]);
  return rows.length > 0;
}

/** Names of the classes the catechist tutors (a tutor cannot be deleted). */
export async function tutoredClasses(db: Db, paroquiaId: number, sacramento: SacramentSlug, id: number): Promise<string[]> {
  const { rows } = await db.query<{ turma: string }>(
    'SELECT turma FROM catechesis_classes WHERE paroquia_id = $1 AND sacramento = $2 AND tutor = $3 ORDER BY inicio DESC, id DESC',
    [paroquiaId, sacramento, id],
  );
  return rows.map((r) => r.turma);
}

export async function deleteCatechist(db: Db, paroquiaId: number, sacramento: SacramentSlug, id: number): Promise<boolean> {
  return affected(db.query('DELETE FROM catechists WHERE paroquia_id = $1 AND sacramento = $2 AND id = $3 RETURNING id', [paroquiaId, sacramento, id]));
}
