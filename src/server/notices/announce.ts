import { NOTICES_MSG } from '../../shared/schemas/notices';
import type { Db } from '../db/types';
import { notify } from '../notifications/notify';

/** How often the server looks for scheduled notices whose time has come. */
export const ANNOUNCE_INTERVAL_MS = 60_000;

/**
 * Tells each parish about its notices whose time has come and that nobody announced yet, once each:
 * `notified_at` is claimed by one UPDATE, so several server processes never announce twice.
 * Pass a transaction as `db` (and `noticeId`) to announce a notice exactly when it is written.
 * Returns the ids announced.
 */
export async function announceDueNotices(db: Db, now: Date, noticeId?: number): Promise<number[]> {
  const run = async (tx: Db) => {
    const { rows } = await tx.query<{ id: number; paroquia_id: number; author_id: number | null; title: string }>(
      `UPDATE notices SET notified_at = $1
        WHERE notified_at IS NULL AND (send_at IS NULL OR send_at <= $1) AND ($2::int IS NULL OR id = $2)
        RETURNING id, paroquia_id, author_id, title`,
      [now, noticeId ?? null],
    );
    for (const row of rows) {
      await notify(
        tx,
        { paroquiaId: row.paroquia_id, allExcept: row.author_id ?? undefined },
        { type: 'alert', title: NOTICES_MSG.notificationTitle, body: row.title },
      );
    }
    return rows.map((r) => r.id);
  };
  return noticeId === undefined ? db.transaction(run) : run(db);
}
