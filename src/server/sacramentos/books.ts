import { type SacramentoNote, type SacramentoRecord, type SacramentoTipo } from '../../shared/schemas/sacramentos';
import type { Db } from '../db/types';
import type { Actor } from '../lgpd/access-log';
import { COLUMNS, NOTE_COLUMNS, noteOf, toWire, type NoteRow, type Row } from './repository';

/** An entry of a printed book: the record and its marginal notes, oldest first. */
export type BookEntry = SacramentoRecord & { anotacoes: SacramentoNote[] };

/** The entries of a book (or of one page of it, `folha`) in the book's order, each with its notes; [] when there are none. */
export async function bookEntries(db: Db, paroquiaId: number, kind: SacramentoTipo, livro: number, folha: number | null): Promise<BookEntry[]> {
  const { rows } = await db.query<Row>(
    `SELECT ${/* sql-fragment: fixed */ COLUMNS} FROM sacramental_records r
      WHERE r.paroquia_id = $1 AND r.kind = $2 AND r.livro = $3 AND ($4::int IS NULL OR r.folha = $4)
      ORDER BY r.folha, r.termo, r.id`,
    [paroquiaId, kind, livro, folha],
  );
  return withNotes(db, rows);
}

/** The entries of a year of the kind's books (the diocesan archive's duplicate), in the books' order, each with its notes. */
export async function yearEntries(db: Db, paroquiaId: number, kind: SacramentoTipo, ano: number): Promise<BookEntry[]> {
  const { rows } = await db.query<Row>(
    `SELECT ${/* sql-fragment: fixed */ COLUMNS} FROM sacramental_records r
      WHERE r.paroquia_id = $1 AND r.kind = $2 AND r.data >= make_date($3, 1, 1) AND r.data < make_date($3 + 1, 1, 1)
      ORDER BY r.livro, r.folha, r.termo, r.id`,
    [paroquiaId, kind, ano],
  );
  return withNotes(db, rows);
}

async function withNotes(db: Db, rows: Row[]): Promise<BookEntry[]> {
  if (!rows.length) return [];
  const notes = await db.query<NoteRow>(
    `SELECT ${/* sql-fragment: fixed */ NOTE_COLUMNS} FROM sacramental_notes WHERE record_id = ANY($1::int[]) ORDER BY id`,
    [rows.map((r) => r.id)],
  );
  const byRecord = new Map<number, SacramentoNote[]>();
  for (const n of notes.rows) byRecord.set(n.record_id, [...(byRecord.get(n.record_id) ?? []), noteOf(n)]);
  return rows.map((row) => ({ ...toWire(row), anotacoes: byRecord.get(row.id) ?? [] }));
}

/** Whether the parish has any record in the book (a page without entries is told apart from a book without any). */
export async function bookExists(db: Db, paroquiaId: number, kind: SacramentoTipo, livro: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM sacramental_records WHERE paroquia_id = $1 AND kind = $2 AND livro = $3 LIMIT 1', [paroquiaId, kind, livro]);
  return rows.length > 0;
}

/**
 * A printed book or page in the access log, as views are: one entry per register an entry names (the
 * person, the spouses), with the record; one entry without a register when no entry names one.
 */
export async function logBookPrint(
  db: Db,
  actor: Actor,
  entries: BookEntry[],
  details: { sacramento: SacramentoTipo; livro: number; folha: number | null },
): Promise<void> {
  const registers: number[] = [];
  const records: number[] = [];
  for (const e of entries) {
    const ids = e.tipo === 'matrimonio' ? [e.conjuge1?.register_id, e.conjuge2?.register_id] : [e.register_id];
    for (const id of ids) {
      if (!id) continue;
      registers.push(id);
      records.push(e.id);
    }
  }
  const base = { ...details, folha: details.folha ?? undefined, registros: entries.length };
  await db.query(
    `INSERT INTO register_access_log (paroquia_id, register_id, user_id, user_name, action, details, ip, at)
     SELECT $1, x.register_id, $2, $3, 'sacrament_book', $4::jsonb || CASE WHEN x.record_id IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('registro', x.record_id) END, $5, $6
       FROM unnest($7::int[], $8::int[]) AS x (register_id, record_id)`,
    [
      actor.paroquiaId,
      actor.userId,
      actor.userName,
      JSON.stringify(base),
      actor.ip,
      actor.at,
      registers.length ? registers : [null],
      registers.length ? records : [null],
    ],
  );
}
