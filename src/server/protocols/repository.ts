import { PROTOCOL_DELETE_WINDOW_MS, type Protocol, type ProtocolFile } from '../../shared/schemas/protocols';
import { prepared, type Db } from '../db/types';
import { Conditions, pageAndCount } from '../db/where';
import { uploadUrl } from '../uploads/url';
import type { Caller } from '../http/caller';

export const PROTOCOL_FILES_KIND = 'protocols';

/** The signed-in user and their parish: every query of this module names the parish. */

interface ProtocolRow {
  id: number;
  user_id: number;
  code: string;
  description: string;
  status: number;
  created_at: Date;
  status_changed_at: Date | null;
  owner_name: string;
}

interface FileRow {
  id: number;
  protocol_id: number;
  file_name: string;
  original_name: string;
  mime_type: string;
  size_bytes: number;
}

export interface NewFile {
  fileName: string;
  originalName: string;
  mimeType: string;
  size: number;
}

const SELECT_PROTOCOL = `
  SELECT p.id, p.user_id, p.code, p.description, p.status, p.created_at, p.status_changed_at, u.name AS owner_name
    FROM protocols p JOIN users u ON u.id = p.user_id`;

function toFile(row: FileRow): ProtocolFile {
  return {
    id: row.id,
    file_name: uploadUrl(PROTOCOL_FILES_KIND, row.file_name)!,
    original_name: row.original_name,
    mime_type: row.mime_type,
    size_bytes: row.size_bytes,
  };
}

const FILES_OF = prepared(
  `SELECT id, protocol_id, file_name, original_name, mime_type, size_bytes FROM protocol_files WHERE protocol_id = ANY($1::int[]) ORDER BY id`,
);

/** The protocols with their files (one query for all the files). */
async function withFiles(db: Db, rows: ProtocolRow[]): Promise<Protocol[]> {
  if (rows.length === 0) return [];
  const files = await db.query<FileRow>(FILES_OF, [rows.map((r) => r.id)]);
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    description: r.description,
    status: r.status,
    created_at: r.created_at.toISOString(),
    files: files.rows.filter((f) => f.protocol_id === r.id).map(toFile),
    deletable_until: new Date(r.created_at.getTime() + PROTOCOL_DELETE_WINDOW_MS).toISOString(),
    status_changed_at: r.status_changed_at?.toISOString() ?? null,
    owner_name: r.owner_name,
  }));
}

export async function listMine(db: Db, owner: Caller): Promise<Protocol[]> {
  const { rows } = await db.query<ProtocolRow>(`${SELECT_PROTOCOL} WHERE p.user_id = $1 AND p.paroquia_id = $2 ORDER BY p.created_at DESC, p.id DESC`, [
    owner.userId,
    owner.paroquiaId,
  ]);
  return withFiles(db, rows);
}

export async function listParish(
  db: Db,
  paroquiaId: number,
  q: { status?: number; page: number; limit: number },
): Promise<{ items: Protocol[]; total: number }> {
  const where = new Conditions();
  where.add((p) => `p.paroquia_id = ${p}`, paroquiaId);
  where.optional((p) => `p.status = ${p}::int`, q.status);
  const { rows, counted } = await pageAndCount<ProtocolRow>(db, where, q, {
    count: `SELECT count(*)::int AS total FROM protocols p WHERE ${/* sql-fragment: fixed */ where.sql}`,
    rows: `${SELECT_PROTOCOL} WHERE ${/* sql-fragment: fixed */ where.sql} ORDER BY p.status = 0 DESC, p.created_at DESC, p.id DESC`,
  });
  return { items: await withFiles(db, rows), total: counted.total };
}

/** One protocol of the parish, with its files, or null. */
export async function findProtocol(db: Db, paroquiaId: number, id: number): Promise<Protocol | null> {
  const { rows } = await db.query<ProtocolRow>(`${SELECT_PROTOCOL} WHERE p.id = $1 AND p.paroquia_id = $2`, [id, paroquiaId]);
  return (await withFiles(db, rows))[0] ?? null;
}

/**
 * Creates a pending protocol with the next code of its parish and year ('2026-000123'). Call inside
 * a transaction: the counter row stays locked until it commits, so concurrent creations get distinct,
 * gap-free numbers.
 */
export async function insertProtocol(tx: Db, owner: Caller, description: string, now: Date): Promise<number> {
  const seq = await tx.query<{ year: number; last_value: number }>(
    `INSERT INTO protocol_sequences (paroquia_id, year, last_value)
     VALUES ($1, extract(year FROM $2::timestamptz AT TIME ZONE (SELECT time_zone FROM paroquias WHERE id = $1))::int, 1)
     ON CONFLICT (paroquia_id, year) DO UPDATE SET last_value = protocol_sequences.last_value + 1
     RETURNING year, last_value`,
    [owner.paroquiaId, now],
  );
  const { year, last_value } = seq.rows[0];
  const code = `${year}-${String(last_value).padStart(6, '0')}`;
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO protocols (paroquia_id, user_id, code, description, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [owner.paroquiaId, owner.userId, code, description, now],
  );
  return rows[0].id;
}

/**
 * The owner's protocol, or null when it is not theirs or not there. With `lock` (inside a transaction)
 * the row stays locked until the transaction ends, so a concurrent delete or decision waits.
 */
export async function ownProtocol(db: Db, owner: Caller, id: number, lock = false): Promise<{ id: number; status: number; created_at: Date } | null> {
  const { rows } = await db.query<{ id: number; status: number; created_at: Date }>(
    `SELECT id, status, created_at FROM protocols WHERE id = $1 AND user_id = $2 AND paroquia_id = $3${lock ? ' FOR UPDATE' : ''}`,
    [id, owner.userId, owner.paroquiaId],
  );
  return rows[0] ?? null;
}

export async function insertFiles(tx: Db, protocolId: number, paroquiaId: number, files: NewFile[], now: Date): Promise<ProtocolFile[]> {
  const { rows } = await tx.query<FileRow>(
    `INSERT INTO protocol_files (protocol_id, paroquia_id, file_name, original_name, mime_type, size_bytes, created_at)
     SELECT $1, $2, f.file_name, f.original_name, f.mime_type, f.size_bytes, $7
       FROM unnest($3::text[], $4::text[], $5::text[], $6::int[]) AS f (file_name, original_name, mime_type, size_bytes)
     RETURNING id, protocol_id, file_name, original_name, mime_type, size_bytes`,
    [protocolId, paroquiaId, files.map((f) => f.fileName), files.map((f) => f.originalName), files.map((f) => f.mimeType), files.map((f) => f.size), now],
  );
  return rows.sort((a, b) => a.id - b.id).map(toFile);
}

/** Deletes the protocol and its file rows; returns the stored file names to remove from disk. */
export async function deleteProtocol(tx: Db, id: number): Promise<string[]> {
  const { rows } = await tx.query<{ file_name: string }>('DELETE FROM protocol_files WHERE protocol_id = $1 RETURNING file_name', [id]);
  await tx.query('DELETE FROM protocols WHERE id = $1', [id]);
  return rows.map((r) => r.file_name);
}

/** Moves a pending protocol of the parish to a final status; null when it is not there or not pending. */
export async function finishProtocol(
  tx: Db,
  paroquiaId: number,
  id: number,
  change: { status: number; by: number; now: Date },
): Promise<{ id: number; user_id: number; code: string } | null> {
  const { rows } = await tx.query<{ id: number; user_id: number; code: string }>(
    `UPDATE protocols SET status = $3, status_changed_at = $4, status_changed_by = $5
      WHERE id = $1 AND paroquia_id = $2 AND status = 0
      RETURNING id, user_id, code`,
    [id, paroquiaId, change.status, change.now, change.by],
  );
  return rows[0] ?? null;
}

/** Who may fetch a stored protocol file: its protocol's owner and parish, or null when it is nobody's. */
export async function fileOwner(db: Db, fileName: string): Promise<{ userId: number; paroquiaId: number } | null> {
  const { rows } = await db.query<{ user_id: number; paroquia_id: number }>(
    `SELECT p.user_id, p.paroquia_id FROM protocol_files f JOIN protocols p ON p.id = f.protocol_id WHERE f.file_name = $1`,
    [fileName],
  );
  return rows[0] ? { userId: rows[0].user_id, paroquiaId: rows[0].paroquia_id } : null;
}

/** Open (pending) protocols of a parish, for the dashboard counter. */
export const OPEN_PROTOCOLS_SQL = 'SELECT count(*)::int AS value FROM protocols WHERE paroquia_id = $1 AND status = 0';
