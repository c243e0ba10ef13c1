import type { Db } from '../db/types';

/** Presence is written at most this often per user, not on every request. */
const LAST_SEEN_INTERVAL_MS = 30_000;

interface Touch {
  userId: number;
  sessionId: string;
  at: Date;
}

/**
 * Presence for the chat's last-seen text and the dashboard's last-online panel: users.last_seen_at
 * and sessions.last_seen_at. A user's request writes it when the last write is 30 s old; the writes
 * due in the same turn of the event loop go to the database together, in one statement, and each
 * of those requests waits for it (so what it answers and what the database says agree).
 */
export class LastSeen {
  /** When each user's presence was last written by this process (or found, for the first request). */
  private readonly written = new Map<number, number>();
  private batch: { touches: Touch[]; done: Promise<void> } | null = null;

  constructor(private readonly db: Db) {}

  /** `known` is the user's last_seen_at as loaded with the session, for their first request here. */
  touch(userId: number, sessionId: string, known: Date | null, at: Date): Promise<void> | undefined {
    const last = this.written.get(userId) ?? known?.getTime() ?? 0;
    if (at.getTime() - last < LAST_SEEN_INTERVAL_MS) return undefined;
    this.written.set(userId, at.getTime());
    if (!this.batch) {
      const touches: Touch[] = [];
      const done = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        this.batch = null;
        return this.write(touches);
      });
      this.batch = { touches, done };
    }
    this.batch.touches.push({ userId, sessionId, at });
    return this.batch.done;
  }

  private async write(touches: Touch[]): Promise<void> {
    await this.db.query(
      `WITH seen AS (SELECT * FROM unnest($1::int[], $2::text[], $3::timestamptz[]) AS s(user_id, session_id, at)),
            users_seen AS (UPDATE users SET last_seen_at = seen.at FROM seen WHERE users.id = seen.user_id)
       UPDATE sessions SET last_seen_at = seen.at FROM seen WHERE sessions.id = seen.session_id`,
      [touches.map((t) => t.userId), touches.map((t) => t.sessionId), touches.map((t) => t.at)],
    );
  }
}
