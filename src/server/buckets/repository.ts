import { randomBytes } from 'node:crypto';
import { usedPercent, type Bucket, type BucketFile, type CreateBucket } from '../../shared/schemas/buckets';
import type { Db } from '../db/types';

/**
 * Who is asking: every query names the parish, and a bucket is visible to its creator or,
 * with `seesAll` (the bucketsAll roles), to anyone of its parish.
 */
export interface Viewer {
  userId: number;
  paroquiaId: number;
  seesAll: boolean;
}

/** A visible bucket with what the routes need besides its JSON. */
export interface BucketRecord {
  bucket: Bucket;
  ownerId: number;
}

type BucketRow = Omit<Bucket, 'used_percent' | 'created_at'> & { created_at: Date; user_id: number };
type FileRow = Omit<BucketFile, 'file_path' | 'upload_date'> & { upload_date: Date };

const BUCKET_COLUMNS = `b.id, b.rand, b.name, b.regiao::int AS regiao, b.tamanho::float8 AS tamanho,
  b.tamanho_max::float8 AS tamanho_max, b.created_at, b.user_id, u.name AS owner_name, b.user_id = $2 AS is_owner`;
const VISIBLE = 'b.paroquia_id = $1 AND (b.user_id = $2 OR $3::boolean)';

function toBucket({ user_id: _owner, ...row }: BucketRow): Bucket {
  return { ...row, used_percent: usedPercent(row.tamanho, row.tamanho_max), created_at: row.created_at.toISOString() };
}

/** Where a stored file is served (routes.ts): the same path its DELETE uses. */
export const filePath = (rand: string, fileId: number) => `/api/buckets/${rand}/files/${fileId}`;

function toFile(rand: string, row: FileRow): BucketFile {
  return { ...row, file_path: filePath(rand, row.id), upload_date: row.upload_date.toISOString() };
}

const viewerParams = (v: Viewer) => [v.paroquiaId, v.userId, v.seesAll];

export async function listBuckets(db: Db, viewer: Viewer): Promise<Bucket[]> {
  const { rows } = await db.query<BucketRow>(
    `SELECT ${BUCKET_COLUMNS} FROM buckets b JOIN users u ON u.id = b.user_id
      WHERE ${VISIBLE} ORDER BY b.created_at DESC, b.id DESC`,
    viewerParams(viewer),
  );
  return rows.map(toBucket);
}

export async function findBucket(db: Db, viewer: Viewer, rand: string): Promise<BucketRecord | null> {
  const { rows } = await db.query<BucketRow>(
    `SELECT ${BUCKET_COLUMNS} FROM buckets b JOIN users u ON u.id = b.user_id WHERE ${VISIBLE} AND b.rand = $4`,
    [...viewerParams(viewer), rand],
  );
  return rows[0] ? { bucket: toBucket(rows[0]), ownerId: rows[0].user_id } : null;
}

/** A new bucket of the viewer's, under a fresh random code (128 bits, url-safe). */
export async function createBucket(db: Db, owner: Viewer, input: CreateBucket, now: Date): Promise<string> {
  const rand = randomBytes(16).toString('base64url');
  await db.query('INSERT INTO buckets (rand, paroquia_id, user_id, name, regiao, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    rand,
    owner.paroquiaId,
    owner.userId,
    input.name,
    input.regiao,
    now,
  ]);
  return rand;
}

export async function listFiles(db: Db, bucketId: number, rand: string): Promise<BucketFile[]> {
  const { rows } = await db.query<FileRow>(
    `SELECT id, file_name, file_size::float8 AS file_size, upload_date FROM bucket_files
      WHERE bucket_id = $1 ORDER BY upload_date DESC, id DESC`,
    [bucketId],
  );
  return rows.map((r) => toFile(rand, r));
}

export async function findFile(db: Db, bucketId: number, fileId: number): Promise<{ file_name: string; stored_name: string } | null> {
  const { rows } = await db.query<{ file_name: string; stored_name: string }>(
    'SELECT file_name, stored_name FROM bucket_files WHERE bucket_id = $1 AND id = $2',
    [bucketId, fileId],
  );
  return rows[0] ?? null;
}

/**
 * Counts `bytes` against the bucket only if they still fit: one conditional UPDATE, so uploads
 * running at once can never together pass tamanho_max. False when they do not fit (or the bucket is gone).
 */
export async function reserveBytes(db: Db, bucketId: number, bytes: number): Promise<boolean> {
  const { rows } = await db.query('UPDATE buckets SET tamanho = tamanho + $2 WHERE id = $1 AND tamanho + $2 <= tamanho_max RETURNING id', [
    bucketId,
    bytes,
  ]);
  return rows.length === 1;
}

export async function releaseBytes(db: Db, bucketId: number, bytes: number): Promise<void> {
  if (bytes > 0) await db.query('UPDATE buckets SET tamanho = GREATEST(tamanho - $2, 0) WHERE id = $1', [bucketId, bytes]);
}

export interface NewFile {
  file_name: string;
  stored_name: string;
  file_size: number;
}

/**
 * Records a stored file and gives back what was reserved beyond its size, in one transaction.
 * Null when the bucket was deleted meanwhile (the caller removes the stored file).
 */
export async function insertFile(db: Db, bucketId: number, rand: string, file: NewFile, unused: number, now: Date): Promise<BucketFile | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<FileRow>(
      `INSERT INTO bucket_files (bucket_id, file_name, stored_name, file_size, upload_date)
       SELECT id, $2, $3, $4, $5 FROM buckets WHERE id = $1
       RETURNING id, file_name, file_size::float8 AS file_size, upload_date`,
      [bucketId, file.file_name, file.stored_name, file.file_size, now],
    );
    if (!rows[0]) return null;
    await releaseBytes(tx, bucketId, unused);
    return toFile(rand, rows[0]);
  });
}

/** Deletes a file's row and uncounts its size; returns its stored name, or null if there is no such file. */
export async function deleteFile(db: Db, bucketId: number, fileId: number): Promise<string | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ stored_name: string; file_size: number }>(
      'DELETE FROM bucket_files WHERE bucket_id = $1 AND id = $2 RETURNING stored_name, file_size::float8 AS file_size',
      [bucketId, fileId],
    );
    if (!rows[0]) return null;
    await releaseBytes(tx, bucketId, rows[0].file_size);
    return rows[0].stored_name;
  });
}

/** Deletes the bucket with its file rows; returns the stored names to remove from storage. */
export async function deleteBucket(db: Db, bucketId: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ stored_name: string }>('DELETE FROM bucket_files WHERE bucket_id = $1 RETURNING stored_name', [bucketId]);
    await tx.query('DELETE FROM buckets WHERE id = $1', [bucketId]);
    return rows.map((r) => r.stored_name);
  });
}
