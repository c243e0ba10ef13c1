import { randomBytes } from 'node:crypto';
import { usedPercent, type Bucket, type BucketFile, type CreateBucket } from '../../shared/schemas/buckets';
import { prepared, type Db } from '../db/types';

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

/** Bytes of live reservations (uploads under way) of bucket b; expired ones count nowhere. */
const RESERVED = 'coalesce((SELECT sum(r.bytes) FROM bucket_reservations r WHERE r.bucket_id = b.id AND r.expires_at > now()), 0)';
/** What a bucket uses: its stored files plus the uploads under way. */
export const USED = `(b.tamanho + ${RESERVED})::float8`;

const BUCKET_COLUMNS = `b.id, b.rand, b.name, b.regiao::int AS regiao, ${USED} AS tamanho,
  b.tamanho_max::float8 AS tamanho_max, b.created_at, b.user_id, u.name AS owner_name, b.user_id = $2 AS is_owner`;
const VISIBLE = 'b.paroquia_id = $1 AND (b.user_id = $2 OR $3::boolean)';

function toBucket({ user_id: _owner, ...row }: BucketRow): Bucket {
  return { ...row, used_percent: usedPercent(row.tamanho, row.tamanho_max), created_at: row.created_at.toISOString() };
}

/** Where a stored file is served (routes.ts): the same path its DELETE uses. */
const filePath = (rand: string, fileId: number) => `/api/buckets/${rand}/files/${fileId}`;

function toFile(rand: string, row: FileRow): BucketFile {
  return { ...row, file_path: filePath(rand, row.id), upload_date: row.upload_date.toISOString() };
}

const viewerParams = (v: Viewer) => [v.paroquiaId, v.userId, v.seesAll];

// Prepared, as the upload's statements below (docs/architecture.md: a busy screen's statements).
const LIST_BUCKETS = prepared(
  `SELECT ${BUCKET_COLUMNS} FROM buckets b JOIN users u ON u.id = b.user_id WHERE ${VISIBLE} ORDER BY b.created_at DESC, b.id DESC`,
);
const FIND_BUCKET = prepared(`SELECT ${BUCKET_COLUMNS} FROM buckets b JOIN users u ON u.id = b.user_id WHERE ${VISIBLE} AND b.rand = $4`);
const LIST_FILES = prepared(`SELECT id, file_name, file_size::float8 AS file_size, upload_date FROM bucket_files
  WHERE bucket_id = $1 ORDER BY upload_date DESC, id DESC`);

export async function listBuckets(db: Db, viewer: Viewer): Promise<Bucket[]> {
  const { rows } = await db.query<BucketRow>(LIST_BUCKETS, viewerParams(viewer));
  return rows.map(toBucket);
}

export async function findBucket(db: Db, viewer: Viewer, rand: string): Promise<BucketRecord | null> {
  const { rows } = await db.query<BucketRow>(FIND_BUCKET, [...viewerParams(viewer), rand]);
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
  const { rows } = await db.query<FileRow>(LIST_FILES, [bucketId]);
  return rows.map((r) => toFile(rand, r));
}

export async function findFile(db: Db, bucketId: number, fileId: number): Promise<{ file_name: string; stored_name: string } | null> {
  const { rows } = await db.query<{ file_name: string; stored_name: string }>(
    'SELECT file_name, stored_name FROM bucket_files WHERE bucket_id = $1 AND id = $2',
    [bucketId, fileId],
  );
  return rows[0] ?? null;
}

/** How long a reservation counts without renewal; an upload renews it every LEASE_SECONDS / 4 while streaming. */
export const LEASE_SECONDS = 120;

/** An upload's reservation: its random id and the process holding it (storage/owner.ts). */
export interface Reservation {
  id: string;
  bucketId: number;
  owner: string;
}

/*
 * An upload's statements are prepared (db/types.ts): under row-level security each is planned with its policies'
 * subqueries, and an INSERT ... ON CONFLICT DO UPDATE with the insert, update and read policies of a child table took
 * 0.35 ms to plan against 0.01 without them (EXPLAIN on the diocese base): an upload's p50 was 3 to 7 ms higher with the
 * policies in the diocese bench's mixed load (docs/benchmarks.md).
 */
const UPSERT_RESERVATION = prepared(`INSERT INTO bucket_reservations (id, bucket_id, owner, bytes, stored_name, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + $6 * interval '1 second')
     ON CONFLICT (id) DO UPDATE SET bytes = EXCLUDED.bytes, stored_name = EXCLUDED.stored_name, expires_at = EXCLUDED.expires_at`);
const BUCKET_ROOM = prepared('SELECT (tamanho_max - tamanho)::float8 AS room FROM buckets WHERE id = $1 FOR UPDATE');
const OTHERS_RESERVED = prepared(
  'SELECT coalesce(sum(bytes), 0)::float8 AS bytes FROM bucket_reservations WHERE bucket_id = $1 AND expires_at > now() AND id <> $2',
);
const RENEW_RESERVATION = prepared("UPDATE bucket_reservations SET expires_at = now() + $2 * interval '1 second' WHERE id = $1");
const RELEASE_RESERVATION = prepared('DELETE FROM bucket_reservations WHERE id = $1');

function upsertReservation(db: Db, r: Reservation, bytes: number, storedName: string | null): Promise<unknown> {
  return db.query(UPSERT_RESERVATION, [r.id, r.bucketId, r.owner, bytes, storedName, LEASE_SECONDS]);
}

/**
 * Holds `total` bytes for the upload if they fit beside the stored files and the other live
 * reservations. The bucket's row lock makes reservations of one bucket take turns, so uploads running
 * at once can never together pass tamanho_max. False when they do not fit (or the bucket is gone).
 */
export async function reserveBytes(db: Db, r: Reservation, total: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Lock first, sum after: the sum's own statement then sees reservations committed while this one waited.
    const bucket = await tx.query<{ room: number }>(BUCKET_ROOM, [r.bucketId]);
    if (!bucket.rows[0]) return false;
    const others = await tx.query<{ bytes: number }>(OTHERS_RESERVED, [r.bucketId, r.id]);
    if (bucket.rows[0].room - others.rows[0].bytes < total) return false;
    await upsertReservation(tx, r, total, null);
    return true;
  });
}

/** Keeps a reservation counted for another lease. */
export async function renewReservation(db: Db, id: string): Promise<void> {
  await db.query(RENEW_RESERVATION, [id, LEASE_SECONDS]);
}

/** Records the name the file is about to be stored under: if the process dies before its row is written, the next start removes it. */
export function recordStoredName(db: Db, r: Reservation, bytes: number, storedName: string): Promise<unknown> {
  return upsertReservation(db, r, bytes, storedName);
}

export async function releaseReservation(db: Db, id: string): Promise<void> {
  await db.query(RELEASE_RESERVATION, [id]);
}

/**
 * At start-up, before serving: removes the reservations of uploads a crash cut (their process, on
 * this machine, is gone; or the lease ran out over a day ago) and the files they had just stored
 * without a row. A file with a row never has a reservation left (insertFile drops both together).
 */
export async function removeAbandonedReservations(db: Db, abandoned: (owner: string) => boolean, removeFile: (name: string) => Promise<void>): Promise<number> {
  const { rows } = await db.query<{ id: string; owner: string; stored_name: string | null; old: boolean }>(
    "SELECT id, owner, stored_name, expires_at < now() - interval '1 day' AS old FROM bucket_reservations",
  );
  const gone = rows.filter((r) => r.old || abandoned(r.owner));
  // Files first: a crash in between leaves the row, and the next start tries again.
  for (const r of gone) if (r.stored_name) await removeFile(r.stored_name);
  if (gone.length) await db.query('DELETE FROM bucket_reservations WHERE id = ANY($1::text[])', [gone.map((r) => r.id)]);
  return gone.length;
}

export interface NewFile {
  file_name: string;
  stored_name: string;
  file_size: number;
}

// The bucket locked first, so one deleted meanwhile is not counted as there (null, not 'full').
const INSERT_FILE = prepared(`WITH target AS (
       SELECT id FROM buckets WHERE id = $1 FOR UPDATE
     ), counted AS (
       UPDATE buckets SET tamanho = tamanho + $4 WHERE id = (SELECT id FROM target) AND tamanho + $4 <= tamanho_max RETURNING id
     ), added AS (
       INSERT INTO bucket_files (bucket_id, file_name, stored_name, file_size, upload_date)
       SELECT id, $2, $3, $4, $5 FROM counted
       RETURNING id, file_name, file_size::float8 AS file_size, upload_date
     ), released AS (
       DELETE FROM bucket_reservations WHERE id = $6 AND EXISTS (SELECT 1 FROM counted)
     )
     SELECT (SELECT count(*)::int FROM target) AS bucket, (SELECT to_jsonb(added) FROM added) AS file`);

/**
 * Records a stored file, counts its size and drops its reservation, in one statement. Null when the
 * bucket was deleted meanwhile; 'full' when the file no longer fits, which only happens when its lease
 * ran out (a stalled process) and other uploads took the room. The caller then removes the stored file.
 */
export async function insertFile(db: Db, r: Reservation, rand: string, file: NewFile, now: Date): Promise<BucketFile | null | 'full'> {
  const { rows } = await db.query<{ bucket: number; file: FileRow | null }>(INSERT_FILE, [
    r.bucketId,
    file.file_name,
    file.stored_name,
    file.file_size,
    now,
    r.id,
  ]);
  const { bucket, file: added } = rows[0];
  if (!bucket) return null;
  return added ? toFile(rand, { ...added, upload_date: new Date(added.upload_date) }) : 'full';
}

async function uncount(db: Db, bucketId: number, bytes: number): Promise<void> {
  if (bytes > 0) await db.query('UPDATE buckets SET tamanho = GREATEST(tamanho - $2, 0) WHERE id = $1', [bucketId, bytes]);
}

/** Deletes a file's row and uncounts its size; returns its stored name, or null if there is no such file. */
export async function deleteFile(db: Db, bucketId: number, fileId: number): Promise<string | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ stored_name: string; file_size: number }>(
      'DELETE FROM bucket_files WHERE bucket_id = $1 AND id = $2 RETURNING stored_name, file_size::float8 AS file_size',
      [bucketId, fileId],
    );
    if (!rows[0]) return null;
    await uncount(tx, bucketId, rows[0].file_size);
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
