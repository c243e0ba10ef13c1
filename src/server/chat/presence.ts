import type { PresenceState } from '../../shared/schemas/chat';
import type { Db } from '../db/types';
import type { Caller } from '../http/caller';

/**
 * How long a presence lasts without renewal. The browser renews it every 20 s, so one lost
 * renewal does not end it, and a closed tab stops counting within this time.
 */
export const PRESENCE_TTL_MS = 45_000;

/**
 * Records that the caller has the conversation with `otherId` open. Returns the people whose
 * view of the caller's presence changed: the new other when it is new, and the previous one
 * when the caller moved from a live conversation to another.
 */
export async function setPresence(db: Db, me: Caller, otherId: number, now: Date): Promise<number[]> {
  const { rows } = await db.query<{ previous: number | null; live: boolean | null }>(
    `WITH previous AS (SELECT other_id, expires_at > $3 AS live FROM chat_presence WHERE user_id = $1)
     INSERT INTO chat_presence (user_id, other_id, expires_at) VALUES ($1, $2, $4)
         ON CONFLICT (user_id) DO UPDATE SET other_id = EXCLUDED.other_id, expires_at = EXCLUDED.expires_at
     RETURNING (SELECT other_id FROM previous) AS previous, (SELECT live FROM previous) AS live`,
    [me.userId, otherId, now, new Date(now.getTime() + PRESENCE_TTL_MS)],
  );
  const { previous, live } = rows[0];
  if (live && previous === otherId) return [];
  return live && previous !== null ? [otherId, previous] : [otherId];
}

/** Ends the caller's presence; returns who was in the live conversation (their view changed), if anyone. */
export async function clearPresence(db: Db, me: Caller, now: Date): Promise<number | null> {
  const { rows } = await db.query<{ other_id: number; live: boolean }>(
    'DELETE FROM chat_presence WHERE user_id = $1 RETURNING other_id, expires_at > $2 AS live',
    [me.userId, now],
  );
  return rows[0]?.live ? rows[0].other_id : null;
}

/**
 * `both_chatting`: each of the two has the other's conversation open (live presence both ways);
 * `other_last_seen`: the other's last request, which the auth hook keeps within 30 s.
 */
export async function presenceState(db: Db, me: Caller, otherId: number, now: Date): Promise<PresenceState> {
  const { rows } = await db.query<{ both: boolean; last_seen_at: Date | null }>(
    `SELECT u.last_seen_at,
            (SELECT count(*) FROM chat_presence p
              WHERE p.expires_at > $4
                AND ((p.user_id = $1 AND p.other_id = $2) OR (p.user_id = $2 AND p.other_id = $1))) = 2 AS both
       FROM users u
      WHERE u.id = $2 AND u.paroquia_id = $3`,
    [me.userId, otherId, me.paroquiaId, now],
  );
  const row = rows[0];
  return { both_chatting: row?.both ?? false, other_last_seen: row?.last_seen_at ? row.last_seen_at.toISOString() : null };
}
