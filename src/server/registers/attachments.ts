import type { RegisterAttachment } from '../../shared/schemas/registers';
import { prepared, type Db } from '../db/types';
import { uploadUrl } from '../uploads/url';
import { ATTACHMENT_KIND, type Author } from './repository';

const SELECT_ATTACHMENT = 'SELECT id, filename, original_name, mime_type, size_bytes FROM register_attachments';

const withUrl = (a: Omit<RegisterAttachment, 'url'>): RegisterAttachment => ({ ...a, url: uploadUrl(ATTACHMENT_KIND, a.filename)! });

export async function listAttachments(db: Db, paroquiaId: number, registerId: number): Promise<RegisterAttachment[]> {
  const { rows } = await db.query<Omit<RegisterAttachment, 'url'>>(`${SELECT_ATTACHMENT} WHERE register_id = $1 AND paroquia_id = $2 ORDER BY id`, [
    registerId,
    paroquiaId,
  ]);
  return rows.map(withUrl);
}

export interface NewAttachment {
  filename: string;
  original_name: string;
  mime_type: string;
  size_bytes: number;
}

const INSERT_ATTACHMENTS =
  prepared(`INSERT INTO register_attachments (register_id, paroquia_id, uploaded_by, created_at, filename, original_name, mime_type, size_bytes)
  SELECT $1, $2, $3, $4, * FROM unnest($5::text[], $6::text[], $7::text[], $8::int[])
  RETURNING id, filename, original_name, mime_type, size_bytes`);

/** Adds attachments to a register of the parish (the foreign key refuses any other). */
export async function insertAttachments(db: Db, author: Author, registerId: number, files: NewAttachment[]): Promise<RegisterAttachment[]> {
  const { rows } = await db.query<Omit<RegisterAttachment, 'url'>>(INSERT_ATTACHMENTS, [
    registerId,
    author.paroquiaId,
    author.userId,
    author.at,
    files.map((f) => f.filename),
    files.map((f) => f.original_name),
    files.map((f) => f.mime_type),
    files.map((f) => f.size_bytes),
  ]);
  return rows.sort((a, b) => a.id - b.id).map(withUrl);
}

/** Removes one attachment of one register of the parish; returns its file name, or null when there is none. */
export async function deleteAttachment(db: Db, paroquiaId: number, registerId: number, attachmentId: number): Promise<string | null> {
  const { rows } = await db.query<{ filename: string }>(
    'DELETE FROM register_attachments WHERE id = $1 AND register_id = $2 AND paroquia_id = $3 RETURNING filename',
    [attachmentId, registerId, paroquiaId],
  );
  return rows[0]?.filename ?? null;
}

/** The parish of the attachment stored under this file name, or null (uploads/access.ts). */
export async function attachmentOwnerParish(db: Db, filename: string): Promise<number | null> {
  const { rows } = await db.query<{ paroquia_id: number }>('SELECT paroquia_id FROM register_attachments WHERE filename = $1', [filename]);
  return rows[0]?.paroquia_id ?? null;
}
