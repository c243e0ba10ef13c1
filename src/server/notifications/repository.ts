import type { Notification } from '../../shared/schemas/notifications';
import { pageSql, prepared, type Db } from '../db/types';
import type { Caller } from '../http/caller';

/** Every query names both the user and the parish: a notification is only ever its owner's, in the owner's parish. */

type Row = Omit<Notification, 'created_at'> & { created_at: Date };

/** Asked by every screen's bell: planned once per connection. */
const UNREAD = prepared('SELECT count(*)::int AS count FROM notifications WHERE user_id = $1 AND paroquia_id = $2 AND NOT read');

export async function unreadCount(db: Db, owner: Caller): Promise<number> {
  const { rows } = await db.query<{ count: number }>(UNREAD, [owner.userId, owner.paroquiaId]);
  return rows[0].count;
}

export async function listNotifications(db: Db, owner: Caller, limit: number): Promise<Notification[]> {
  const page = pageSql({ limit, page: 1 }, [owner.userId, owner.paroquiaId]);
  const { rows } = await db.query<Row>(
    prepared(`SELECT id, type, title, body, created_at, read FROM notifications
      WHERE user_id = $1 AND paroquia_id = $2
      ORDER BY created_at DESC, id DESC ${/* sql-fragment: fixed */ page.sql}`),
    page.params,
  );
  return rows.slice(0, limit).map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
}

export async function markAllRead(db: Db, owner: Caller): Promise<void> {
  await db.query('UPDATE notifications SET read = true WHERE user_id = $1 AND paroquia_id = $2 AND NOT read', [owner.userId, owner.paroquiaId]);
}

/**
 * The statement that reads the notifications of what `from` sent the owner (their conversation was
 * read), for the chat to run in the same statement as the messages it reads: SQL values or parameters.
 */
export const readingFrom = (owner: { userId: string; paroquiaId: string }, from: string) =>
  `UPDATE notifications SET read = true WHERE user_id = ${owner.userId} AND paroquia_id = ${owner.paroquiaId} AND from_user_id = ${from} AND NOT read`;

export async function deleteAll(db: Db, owner: Caller): Promise<void> {
  await db.query('DELETE FROM notifications WHERE user_id = $1 AND paroquia_id = $2', [owner.userId, owner.paroquiaId]);
}
