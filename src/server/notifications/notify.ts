import type { z } from '../../shared/schemas/zod';
import type { NotificationType } from '../../shared/schemas/notifications';
import type { Db } from '../db/types';

/** LISTEN on this channel to learn of new notifications: payload `{"user_ids":[...]}`. */
export const NOTIFICATIONS_CHANNEL = 'notifications';

export interface NewNotification {
  type: z.infer<typeof NotificationType>;
  title: string;
  body?: string | null;
  /** The user whose message this announces: reading their conversation reads it (readingFrom). */
  from?: number;
}

/** One user (checked to belong to the parish), or every active user of a parish, optionally but one. */
export type NotifyTarget = { paroquiaId: number; userId: number } | { paroquiaId: number; allExcept?: number };

/** The SQL values of a new notification: parameters ('$3') or literals. */
export interface NotificationValues {
  type: string;
  title: string;
  body: string;
  from: string;
}

/**
 * notify() as two common table expressions, for a statement that notifies along with its own change
 * (one round trip, and all of it or none): `recipients` names a relation of (id, paroquia_id) users.
 * `notified` holds the new notifications' user_id; `announced` tells the listeners, and runs only if
 * the statement reads it (a plain SELECT in WITH that nothing reads is skipped): add ANNOUNCED to its WHERE.
 */
export function notifying(recipients: string, v: NotificationValues): string {
  return `notified AS (
     INSERT INTO notifications (user_id, paroquia_id, type, title, body, from_user_id)
     SELECT id, paroquia_id, ${v.type}, ${v.title}, ${v.body}, ${v.from} FROM ${recipients}
     RETURNING user_id
   ), announced AS (
     SELECT pg_notify('${NOTIFICATIONS_CHANNEL}', json_build_object('user_ids', json_agg(user_id))::text) FROM notified HAVING count(*) > 0
   )`;
}

/** Always true; reading `announced` makes it run. */
export const ANNOUNCED = '(SELECT count(*) FROM announced) >= 0';

/**
 * The one way modules create notifications (a chat message, a new notice...). Pass the caller's
 * transaction as `db` so the notification exists exactly when the thing it announces does.
 * Returns the ids of the users notified.
 */
export async function notify(db: Db, target: NotifyTarget, n: NewNotification): Promise<number[]> {
  const single = 'userId' in target;
  const { rows } = await db.query<{ user_id: number }>(
    `WITH recipients AS (
       SELECT id, paroquia_id FROM users
        WHERE paroquia_id = $1 AND ${single ? 'id = $2' : 'status = 0 AND id IS DISTINCT FROM $2'}
     ), ${/* sql-fragment: fixed */ notifying('recipients', { type: '$3', title: '$4', body: '$5', from: '$6::int' })}
     SELECT user_id FROM notified WHERE ${/* sql-fragment: fixed */ ANNOUNCED}`,
    [target.paroquiaId, single ? target.userId : (target.allExcept ?? null), n.type, n.title, n.body ?? null, n.from ?? null],
  );
  return rows.map((r) => r.user_id);
}
