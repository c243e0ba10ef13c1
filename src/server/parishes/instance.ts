import type { ParishListQuery, ParishSummary } from '../../shared/schemas/parishes';
import type { Db } from '../db/types';
import { Conditions, totalledPage } from '../db/where';
import { logAccess, type Actor } from '../lgpd/access-log';
import { foldedLike, likeContains } from '../search';

type SummaryRow = Omit<ParishSummary, 'criada_em'> & { criada_em: Date };

const SUMMARY = `SELECT p.id, p.name AS nome, p.diocese, p.city AS cidade, p.state AS uf, p.created_at AS criada_em,
                        (SELECT count(*)::int FROM users u WHERE u.paroquia_id = p.id) AS contas
                   FROM paroquias p`;

const toSummary = ({ criada_em, ...row }: SummaryRow): ParishSummary => ({ ...row, criada_em: criada_em.toISOString() });

/** The parishes of the instance by name, a page of them, with how many match. */
export async function listParishes(db: Db, q: ParishListQuery): Promise<{ rows: ParishSummary[]; total: number }> {
  const where = new Conditions();
  where.optional((p) => foldedLike("search_fold(concat_ws(' ', p.name, p.diocese, p.city))", p), q.q ? likeContains(q.q) : undefined);
  const { rows, total } = await totalledPage<SummaryRow>(
    db,
    `SELECT *, count(*) OVER ()::int AS total FROM (${/* sql-fragment: fixed */ SUMMARY} ${/* sql-fragment: fixed */ where.clause}) s ORDER BY search_fold(nome), id`,
    where.params,
    q,
  );
  return { rows: rows.map(toSummary), total };
}

export async function parishSummary(db: Db, paroquiaId: number): Promise<ParishSummary | null> {
  const { rows } = await db.query<SummaryRow>(`${/* sql-fragment: fixed */ SUMMARY} WHERE p.id = $1`, [paroquiaId]);
  return rows[0] ? toSummary(rows[0]) : null;
}

export async function parishName(db: Db, paroquiaId: number): Promise<string | null> {
  const { rows } = await db.query<{ name: string }>('SELECT name FROM paroquias WHERE id = $1', [paroquiaId]);
  return rows[0]?.name ?? null;
}

/**
 * Points the session at the parish it acts as (null: the user's own), and writes the move in the access
 * log of the parish left and of the parish entered. The session's change is announced like any other
 * ('u:<user id>'): every process serves the session's next request in the new parish.
 */
export async function moveSession(
  tx: Db,
  sessionId: string,
  actor: Omit<Actor, 'paroquiaId'>,
  move: { home: number; from: number; to: number },
): Promise<void> {
  await tx.query('UPDATE sessions SET acting_paroquia_id = $2 WHERE id = $1', [sessionId, move.to === move.home ? null : move.to]);
  if (move.from === move.to) return;
  if (move.from !== move.home) await logAccess(tx, { ...actor, paroquiaId: move.from }, null, 'parish_leave', { paroquia_origem: move.home });
  if (move.to !== move.home) await logAccess(tx, { ...actor, paroquiaId: move.to }, null, 'parish_act', { paroquia_origem: move.home });
}
