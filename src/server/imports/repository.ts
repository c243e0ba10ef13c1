import {
  IMPORT_KEEP_DAYS,
  SAMPLE_ROWS,
  type ImportDetail,
  type ImportKind,
  type ImportState,
  type ImportSummary,
  type Mapping,
} from '../../shared/schemas/imports';
import { prepared, type Db } from '../db/types';
import { totalledPage } from '../db/where';
import type { Actor } from '../lgpd/access-log';
import type { Sheet, SheetLine } from './read-file';

/** An import's row, as the routes use it. */
export interface ImportRow {
  id: number;
  paroquia_id: number;
  kind: ImportKind;
  file_name: string;
  format: 'csv' | 'xlsx';
  columns: string[];
  mapping: Mapping | null;
  state: ImportState;
  lines: number;
  valid: number | null;
  refused: number | null;
  imported: number | null;
  done: number;
  to_do: number;
  progress_at: Date | null;
  created_by_name: string;
  created_at: Date;
  imported_at: Date | null;
  undone_at: Date | null;
}

/** Lines written in one statement while staging (bounded parameters whatever the file's size). */
const STAGE_CHUNK = 5000;

/** A new import of `sheet` with its lines staged; its id. Inside a transaction. */
export async function createImport(tx: Db, actor: Actor, kind: ImportKind, fileName: string, sheet: Sheet): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO imports (paroquia_id, kind, file_name, format, columns, lines, created_by, created_by_name, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [actor.paroquiaId, kind, fileName, sheet.format, sheet.header, sheet.lines.length, actor.userId, actor.userName, actor.at],
  );
  const id = rows[0].id;
  for (let i = 0; i < sheet.lines.length; i += STAGE_CHUNK) {
    const chunk = sheet.lines.slice(i, i + STAGE_CHUNK);
    await tx.query(
      `INSERT INTO import_lines (import_id, line, cells)
       SELECT $1, (l->>0)::int, ARRAY(SELECT jsonb_array_elements_text(l->1)) FROM jsonb_array_elements($2::jsonb) AS l`,
      [id, JSON.stringify(chunk.map((l) => [l.line, l.cells]))],
    );
  }
  return id;
}

const COLUMNS = `id, paroquia_id, kind, file_name, format, columns, mapping, state, lines, valid, refused, imported, done, to_do, progress_at,
  created_by_name, created_at, imported_at, undone_at`;

/** The parish's import `id` (another parish's is none); locked for the caller's transaction with `lock`. */
export async function findImport(db: Db, paroquiaId: number, id: number, lock = false): Promise<ImportRow | null> {
  const { rows } = await db.query<ImportRow>(`SELECT ${COLUMNS} FROM imports WHERE id = $1 AND paroquia_id = $2${lock ? ' FOR UPDATE' : ''}`, [id, paroquiaId]);
  return rows[0] ?? null;
}

/** The staged lines, in the file's order (all of them, or the first `limit`). */
export async function stagedLines(db: Db, id: number, limit: number | null = null): Promise<SheetLine[]> {
  const { rows } = await db.query<{ line: number; cells: string[] }>('SELECT line, cells FROM import_lines WHERE import_id = $1 ORDER BY line LIMIT $2', [
    id,
    limit,
  ]);
  return rows.map((r) => ({ line: r.line, cells: r.cells }));
}

/** Drops an import's staged lines (the file's personal data) once they are no longer needed. */
const dropStaged = (db: Db, id: number) => db.query('DELETE FROM import_lines WHERE import_id = $1', [id]);

export async function saveDryRun(db: Db, id: number, mapping: Mapping, valid: number, refused: number): Promise<void> {
  await db.query(`UPDATE imports SET mapping = $2::jsonb, valid = $3, refused = $4, state = 'validada' WHERE id = $1 AND state IN ('enviada', 'validada')`, [
    id,
    JSON.stringify(mapping),
    valid,
    refused,
  ]);
}

/** An import in progress whose process stopped (no progress for this long) may be confirmed again. */
const STALLED_MS = 5 * 60_000;

/**
 * Marks a validated import as importing, committed at once (so a second confirmation is refused and the
 * progress can be read while the import's own transaction runs); false when it is not validated.
 */
export async function claimImport(db: Db, id: number, toDo: number, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE imports SET state = 'importando', done = 0, to_do = $2, progress_at = $3
      WHERE id = $1 AND (state = 'validada' OR (state = 'importando' AND progress_at < $4)) RETURNING id`,
    [id, toDo, now, new Date(now.getTime() - STALLED_MS)],
  );
  return rows.length > 0;
}

/** Progress, written on its own connection while the import's transaction runs. */
export const reportProgress = (db: Db, id: number, done: number, now: Date) =>
  db.query('UPDATE imports SET done = $2, progress_at = $3 WHERE id = $1', [id, done, now]);

/** Back to validated after a failed import (its transaction rolled back). */
export const releaseImport = (db: Db, id: number) => db.query(`UPDATE imports SET state = 'validada', done = 0 WHERE id = $1 AND state = 'importando'`, [id]);

/** The import done, inside its transaction: the count, and its staged lines gone. */
export async function finishImport(tx: Db, id: number, imported: number, now: Date): Promise<void> {
  await tx.query(`UPDATE imports SET state = 'importada', imported = $2, done = to_do, imported_at = $3 WHERE id = $1`, [id, imported, now]);
  await dropStaged(tx, id);
}

export async function markUndone(tx: Db, id: number, actor: Actor): Promise<void> {
  await tx.query(`UPDATE imports SET state = 'desfeita', undone_at = $2, undone_by_name = $3 WHERE id = $1`, [id, actor.at, actor.userName]);
}

export async function markCancelled(tx: Db, id: number): Promise<void> {
  await tx.query(`UPDATE imports SET state = 'cancelada' WHERE id = $1`, [id]);
  await dropStaged(tx, id);
}

const EXPIRE_STAGED = prepared(
  `WITH gone AS (UPDATE imports SET state = 'expirada' WHERE state IN ('enviada', 'validada') AND created_at < $1 RETURNING id)
   DELETE FROM import_lines WHERE import_id IN (SELECT id FROM gone)`,
);

/**
 * Imports not confirmed within IMPORT_KEEP_DAYS expire: their staged lines (personal data) are deleted.
 * Every parish's, so an idle parish's are deleted too.
 */
export async function expireStaged(db: Db, now: Date): Promise<void> {
  const before = new Date(now.getTime() - IMPORT_KEEP_DAYS * 86_400_000);
  await db.query(EXPIRE_STAGED, [before]);
}

/** One page of the parish's imports of `kinds`, newest first, and how many there are. */
export async function listImports(
  db: Db,
  paroquiaId: number,
  kinds: ImportKind[],
  page: { page: number; limit: number },
): Promise<{ rows: ImportSummary[]; total: number }> {
  const { rows, total } = await totalledPage<ImportRow>(
    db,
    `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM imports WHERE paroquia_id = $1 AND kind = ANY($2::text[]) ORDER BY created_at DESC, id DESC`,
    [paroquiaId, kinds],
    page,
  );
  return { rows: rows.map(toSummary), total };
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

function toSummary(row: ImportRow): ImportSummary {
  return {
    id: row.id,
    tipo: row.kind,
    arquivo: row.file_name,
    estado: row.state,
    linhas: row.lines,
    validas: row.valid,
    recusadas: row.refused,
    importadas: row.imported,
    criada_por: row.created_by_name,
    criada_em: row.created_at.toISOString(),
    importada_em: iso(row.imported_at),
    desfeita_em: iso(row.undone_at),
  };
}

/** The import as its page shows it: the summary, columns, mapping (the last dry run's, else `guess`), a sample while staged, progress. */
export async function importDetail(db: Db, row: ImportRow, guess: Mapping): Promise<ImportDetail> {
  const staged = row.state === 'enviada' || row.state === 'validada';
  return {
    ...toSummary(row),
    colunas: row.columns,
    mapeamento: row.mapping ?? guess,
    amostra: staged ? (await stagedLines(db, row.id, SAMPLE_ROWS)).map((l) => l.cells) : [],
    progresso: { feitas: row.done, total: row.to_do },
  };
}
