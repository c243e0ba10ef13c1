import type { AttachmentMime, PublicNotice } from '../../shared/schemas/notices';
import type { Db } from '../db/types';

/** Attachments a website may show: images only (a PDF stays inside the portal). */
const PUBLIC_MIMES: AttachmentMime[] = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/svg+xml'];

/** Published (sent when written, or its scheduled time has passed) and not yet out of the public feed (banns that ran); $2 is now. */
const PUBLISHED = '(n.send_at IS NULL OR n.send_at <= $2) AND (n.public_until IS NULL OR n.public_until > $2)';

export async function parishExists(db: Db, paroquiaId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM paroquias WHERE id = $1', [paroquiaId]);
  return rows.length > 0;
}

/** The public address of a published notice's image (public-routes.ts serves it). */
function publicImagePath(paroquiaId: number, noticeId: number): string {
  return `/api/public/paroquias/${paroquiaId}/feed/${noticeId}/imagem`;
}

/** A parish's published notices, newest first: title, legend, importance, date and image, nothing else. */
export async function listPublished(db: Db, paroquiaId: number, now: Date, page: number, perPage: number): Promise<{ items: PublicNotice[]; total: number }> {
  const count = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM notices n WHERE n.paroquia_id = $1 AND ${PUBLISHED}`, [paroquiaId, now]);
  const { rows } = await db.query<{ id: number; title: string; legend: string | null; level_importance: number; published_at: Date; has_image: boolean }>(
    `SELECT n.id, n.title, n.legend, n.level_importance, coalesce(n.send_at, n.created_at) AS published_at,
            n.anexo_mime = ANY ($3::text[]) AS has_image
       FROM notices n
      WHERE n.paroquia_id = $1 AND ${PUBLISHED}
      ORDER BY coalesce(n.send_at, n.created_at) DESC, n.id DESC
      LIMIT $4 OFFSET $5`,
    [paroquiaId, now, PUBLIC_MIMES, perPage, (page - 1) * perPage],
  );
  const items = rows.map(({ has_image, published_at, ...row }) => ({
    ...row,
    published_at: published_at.toISOString(),
    image_url: has_image ? publicImagePath(paroquiaId, row.id) : null,
  }));
  return { items, total: count.rows[0].total };
}

/** The image file of a published notice of the parish, or null. */
export async function publishedImage(db: Db, paroquiaId: number, noticeId: number, now: Date): Promise<{ file: string; mime: AttachmentMime } | null> {
  const { rows } = await db.query<{ file: string; mime: AttachmentMime }>(
    `SELECT n.anexo_file AS file, n.anexo_mime AS mime FROM notices n
      WHERE n.paroquia_id = $1 AND ${PUBLISHED} AND n.id = $3 AND n.anexo_mime = ANY ($4::text[])`,
    [paroquiaId, now, noticeId, PUBLIC_MIMES],
  );
  return rows[0] ?? null;
}
