import type { Db } from '../db/types';

/** The last e-mail queued to `to` and the link in it (for tests): subject, body, the page it opens and its token. */
export async function linkOf(db: Db, to: string): Promise<{ subject: string; body: string; path: string; token: string }> {
  const { rows } = await db.query<{ subject: string; body: string }>('SELECT subject, body FROM mail_queue WHERE to_address = $1 ORDER BY id DESC LIMIT 1', [
    to,
  ]);
  if (!rows[0]) throw new Error(`no e-mail to ${to}`);
  const link = /https?:\/\/[^\s/]+(\/[a-z-]+)\?token=([A-Za-z0-9_-]+)/.exec(rows[0].body);
  if (!link) throw new Error(`no link in the e-mail to ${to}:\n${rows[0].body}`);
  return { ...rows[0], path: link[1], token: link[2] };
}
