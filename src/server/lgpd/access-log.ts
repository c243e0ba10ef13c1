import type { FastifyRequest } from 'fastify';
import type { AccessAction, AccessLogEntry, AccessLogQuery } from '../../shared/schemas/lgpd';
import { prepared, type Db } from '../db/types';
import { Conditions, pageAndCount } from '../db/where';
import { signedIn } from '../plugins/auth';

/** Who is acting, as the access log records it: the name the user has now, the address the request came from. */
export interface Actor {
  paroquiaId: number;
  userId: number;
  userName: string;
  ip: string | null;
  at: Date;
}

export function actorOf(request: FastifyRequest): Actor {
  const { user } = signedIn(request);
  return { paroquiaId: user.paroquia_id, userId: user.id, userName: user.name, ip: request.ip ?? null, at: request.server.clock() };
}

/**
 * Appends one entry to the registers' access log (register_access_log is append-only: the
 * database refuses UPDATE and DELETE). Pass the action's own transaction where it has one, so
 * the entry and the action are committed, or not, together. `details` holds ids and filters only.
 */
const LOG_ACCESS = prepared(`INSERT INTO register_access_log (paroquia_id, register_id, user_id, user_name, action, details, ip, at)
  VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8)`);

export async function logAccess(db: Db, actor: Actor, registerId: number | null, action: AccessAction, details: Record<string, unknown> = {}): Promise<void> {
  await db.query(LOG_ACCESS, [actor.paroquiaId, registerId, actor.userId, actor.userName, action, JSON.stringify(details), actor.ip, actor.at]);
}

type Row = Omit<AccessLogEntry, 'at'> & { at: Date };

/** The log's filters, only those given (db/where.ts). Days are the parish's days (its time zone), whatever the server's zone. */
function whereOf(paroquiaId: number, q: AccessLogQuery): Conditions {
  const where = new Conditions();
  const parish = where.add((p) => `l.paroquia_id = ${p}`, paroquiaId);
  const zone = `(SELECT time_zone FROM paroquias WHERE id = ${parish})`;
  where.optional((p) => `l.register_id = ${p}`, q.register_id);
  where.optional((p) => `l.user_id = ${p}`, q.user_id);
  where.optional((p) => `l.action = ${p}`, q.action);
  where.optional((p) => `l.at >= (${p}::date)::timestamp AT TIME ZONE ${zone}`, q.from);
  where.optional((p) => `l.at < (${p}::date + 1)::timestamp AT TIME ZONE ${zone}`, q.to);
  return where;
}

/** One page of the parish's log, newest first, with the register's current name; and how many entries match. */
export async function listAccessLog(db: Db, paroquiaId: number, q: AccessLogQuery): Promise<{ rows: AccessLogEntry[]; total: number }> {
  const where = whereOf(paroquiaId, q);
  const { rows, counted } = await pageAndCount<Row>(db, where, q, {
    count: `SELECT count(*)::int AS total FROM register_access_log l WHERE ${/* sql-fragment: fixed */ where.sql}`,
    rows: `SELECT l.id, l.at, l.user_id, l.user_name, l.action, l.register_id, r.name AS register_name, l.details, l.ip
             FROM register_access_log l
             LEFT JOIN registers r ON r.id = l.register_id AND r.paroquia_id = l.paroquia_id
            WHERE ${/* sql-fragment: fixed */ where.sql}
            ORDER BY l.at DESC, l.id DESC`,
  });
  return { rows: rows.map((r) => ({ ...r, at: r.at.toISOString() })), total: counted.total };
}

/** Whether the parish's log mentions this register id (a deleted register's log stays readable). */
export async function loggedInParish(db: Db, paroquiaId: number, registerId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM register_access_log WHERE paroquia_id = $1 AND register_id = $2 LIMIT 1', [paroquiaId, registerId]);
  return rows.length > 0;
}

/** The users the parish's log names (the per-user filter), each with the name of their latest entry, by name. */
export async function loggedUsers(db: Db, paroquiaId: number): Promise<Array<{ user_id: number; user_name: string }>> {
  const { rows } = await db.query<{ user_id: number; user_name: string }>(
    `SELECT user_id, user_name FROM (
       SELECT DISTINCT ON (user_id) user_id, user_name FROM register_access_log WHERE paroquia_id = $1 ORDER BY user_id, at DESC, id DESC
     ) AS latest ORDER BY search_fold(user_name), user_id`,
    [paroquiaId],
  );
  return rows;
}
