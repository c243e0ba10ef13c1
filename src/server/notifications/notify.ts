import type { z } from '../../shared/schemas/zod';
import type { NotificationType } from '../../shared/schemas/notifications';
import type { Db } from '../db/types';

/** LISTEN on this channel to learn of new notifications: payload `{"user_ids":[...]}`. */
export const NOTIFICATIONS_CHANNEL = 'notifications';

export interface NewNotification {
  type: z.infer<typeof NotificationType>;
  title: string;
  body?: string | null;
  /** The user whose message this announces: reading their conversation reads it (markReadFrom). */
  from?: number;
}

/** One user (checked to belong to the parish), or every active user of a parish, optionally but one. */
export type NotifyTarget = { paroquiaId: number; userId: number } | { paroquiaId: number; allExcept?: number };

/**
 * The one way modules create notifications (a chat message, a new notice...). Pass the caller's
 * transaction as `db` so the notification exists exactly when the thing it announces does.
 * Returns the ids of the users notified.
 */
export async function notify(db: Db, target: NotifyTarget, n: NewNotification): Promise<number[]> {
  const single = 'userId' in target;
  const { rows } = await db.query<{ user_id: number }>(
    `INSERT INTO notifications (user_id, paroquia_id, type, title, body, from_user_id)
     SELECT id, paroquia_id, $3, $4, $5, $6 FROM users
      WHERE paroquia_id = $1
        AND ${single ? 'id = $2' : 'status = 0 AND id IS DISTINCT FROM $2'}
     RETURNING user_id`,
    [target.paroquiaId, single ? target.userId : (target.allExcept ?? null), n.type, n.title, n.body ?? null, n.from ?? null],
  );
  const userIds = rows.map((r) => r.user_id);
  if (userIds.length) await db.notify(NOTIFICATIONS_CHANNEL, JSON.stringify({ user_ids: userIds }));
  return userIds;
}
