import type { AttachmentMime, Notice } from '../../shared/schemas/notices';
import { pageSql, prepared, type Db } from '../db/types';
import { Conditions } from '../db/where';
import { foldedLike, likeContains } from '../search';
import { uploadUrl } from '../uploads/url';
import { FEED_KIND } from './attachment';

/** Who is reading: every query names the session's parish; `canWrite` also shows notices still scheduled. */
export interface Viewer {
  paroquiaId: number;
  userId: number;
  canWrite: boolean;
  now: Date;
}

export interface ListFilter {
  page: number;
  per_page: number;
  q?: string;
  level?: number;
  has_attachment?: boolean;
}

/** A notice's stored fields, as a write needs them. */
export interface NoticeRecord {
  id: number;
  send_at: Date | null;
  anexo_file: string | null;
}

export interface NoticeValues {
  title: string;
  legend: string | null;
  level_importance: number;
  send_at: Date | null;
}

export interface AttachmentValues {
  file: string;
  name: string;
  mime: AttachmentMime;
}

type Row = Omit<Notice, 'send_at' | 'created_at' | 'anexo_url'> & { send_at: Date | null; created_at: Date; anexo_file: string | null };

const COLUMNS = `n.id, n.title, n.legend, n.level_importance, n.send_at, n.created_at, n.anexo_file, n.anexo_name AS anexo,
       (SELECT count(*)::int FROM notice_views v WHERE v.notice_id = n.id) AS views`;
const SELECT = `SELECT ${COLUMNS} FROM notices n`;

/** Published ($2 is now), or still scheduled for those who may write ($3). */
const VISIBLE = '($3::boolean OR n.send_at IS NULL OR n.send_at <= $2)';

function toNotice({ anexo_file, send_at, created_at, ...row }: Row): Notice {
  return Object.assign(row, {
    send_at: send_at?.toISOString() ?? null,
    created_at: created_at.toISOString(),
    anexo_url: uploadUrl(FEED_KIND, anexo_file),
  });
}

export async function listNotices(db: Db, viewer: Viewer, filter: ListFilter): Promise<{ items: Notice[]; total: number }> {
  const where = new Conditions();
  where.add((p) => `n.paroquia_id = ${p}`, viewer.paroquiaId);
  // Published, or still scheduled for those who may write (VISIBLE).
  if (!viewer.canWrite) where.add((p) => `(n.send_at IS NULL OR n.send_at <= ${p})`, viewer.now);
  where.optional((p) => `(${foldedLike('n.title_search', p)} OR ${foldedLike('n.legend_search', p)})`, filter.q ? likeContains(filter.q) : undefined);
  where.optional((p) => `n.level_importance = ${p}`, filter.level);
  where.optional((p) => `(n.anexo_file IS NOT NULL) = ${p}`, filter.has_attachment);
  const count = `SELECT count(*)::int AS total FROM notices n WHERE ${/* sql-fragment: fixed */ where.sql}`;
  const paged = pageSql({ page: filter.page, limit: filter.per_page }, where.params);
  // The page carries the count (one round trip); past the last page no row does: count on its own.
  const { rows } = await db.query<Row & { total: number }>(
    prepared(
      `SELECT ${COLUMNS}, (${/* sql-fragment: fixed */ count}) AS total FROM notices n WHERE ${/* sql-fragment: fixed */ where.sql}
        ORDER BY coalesce(n.send_at, n.created_at) DESC, n.id DESC ${/* sql-fragment: fixed */ paged.sql}`,
    ),
    paged.params,
  );
  const total = rows[0]?.total ?? (filter.page > 1 ? (await db.query<{ total: number }>(count, where.params)).rows[0].total : 0);
  return { items: rows.slice(0, filter.per_page).map(({ total: _total, ...row }) => toNotice(row)), total };
}

/** One notice the viewer may see, or null (another parish's, missing, or scheduled and the viewer only reads). */
export async function findNotice(db: Db, viewer: Viewer, id: number): Promise<Notice | null> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE n.paroquia_id = $1 AND ${VISIBLE} AND n.id = $4`, [viewer.paroquiaId, viewer.now, viewer.canWrite, id]);
  return rows[0] ? toNotice(rows[0]) : null;
}

/** The stored fields of a parish's notice, locked for the rest of the transaction when `lock` is set. */
export async function findRecord(db: Db, paroquiaId: number, id: number, lock = false): Promise<NoticeRecord | null> {
  const { rows } = await db.query<NoticeRecord>(`SELECT id, send_at, anexo_file FROM notices WHERE paroquia_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`, [
    paroquiaId,
    id,
  ]);
  return rows[0] ?? null;
}

export async function insertNotice(
  db: Db,
  author: { paroquiaId: number; userId: number },
  values: NoticeValues,
  attachment: AttachmentValues | null,
  now: Date,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO notices (paroquia_id, author_id, title, legend, level_importance, send_at, anexo_file, anexo_name, anexo_mime, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) RETURNING id`,
    [
      author.paroquiaId,
      author.userId,
      values.title,
      values.legend,
      values.level_importance,
      values.send_at,
      attachment?.file ?? null,
      attachment?.name ?? null,
      attachment?.mime ?? null,
      now,
    ],
  );
  return rows[0].id;
}

/** Writes the fields; `attachment` undefined keeps the file, null removes it, a value replaces it. */
export async function updateNotice(
  db: Db,
  paroquiaId: number,
  id: number,
  values: NoticeValues,
  attachment: AttachmentValues | null | undefined,
  now: Date,
): Promise<void> {
  const keep = attachment === undefined;
  await db.query(
    `UPDATE notices
        SET title = $3, legend = $4, level_importance = $5, send_at = $6, updated_at = $7,
            anexo_file = CASE WHEN $8::boolean THEN anexo_file ELSE $9 END,
            anexo_name = CASE WHEN $8::boolean THEN anexo_name ELSE $10 END,
            anexo_mime = CASE WHEN $8::boolean THEN anexo_mime ELSE $11 END
      WHERE paroquia_id = $1 AND id = $2`,
    [
      paroquiaId,
      id,
      values.title,
      values.legend,
      values.level_importance,
      values.send_at,
      now,
      keep,
      attachment?.file ?? null,
      attachment?.name ?? null,
      attachment?.mime ?? null,
    ],
  );
}

/** Deletes a parish's notice (its views go with it); returns its attachment file, or undefined when there was no such notice. */
export async function deleteNotice(db: Db, paroquiaId: number, id: number): Promise<{ anexo_file: string | null } | undefined> {
  const { rows } = await db.query<{ anexo_file: string | null }>('DELETE FROM notices WHERE paroquia_id = $1 AND id = $2 RETURNING anexo_file', [
    paroquiaId,
    id,
  ]);
  return rows[0];
}

/** Counts the viewer's reading once (only of a published notice); returns the notice's views, or null when not visible. */
export async function recordView(db: Db, viewer: Viewer, id: number): Promise<number | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ published: boolean }>(
      `SELECT (n.send_at IS NULL OR n.send_at <= $2) AS published FROM notices n WHERE n.paroquia_id = $1 AND ${VISIBLE} AND n.id = $4`,
      [viewer.paroquiaId, viewer.now, viewer.canWrite, id],
    );
    if (!rows[0]) return null;
    if (rows[0].published) {
      await tx.query(
        `INSERT INTO notice_views (notice_id, paroquia_id, user_id, viewed_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (notice_id, user_id) DO NOTHING`,
        [id, viewer.paroquiaId, viewer.userId, viewer.now],
      );
    }
    const views = await tx.query<{ views: number }>('SELECT count(*)::int AS views FROM notice_views WHERE notice_id = $1', [id]);
    return views.rows[0].views;
  });
}

/** The notice an attachment file belongs to (for serving it), or null. */
export async function attachmentOwner(db: Db, file: string): Promise<{ paroquia_id: number; send_at: Date | null } | null> {
  const { rows } = await db.query<{ paroquia_id: number; send_at: Date | null }>('SELECT paroquia_id, send_at FROM notices WHERE anexo_file = $1', [file]);
  return rows[0] ?? null;
}
