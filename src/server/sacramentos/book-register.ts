import { SACRAMENTOS_MSG, TERMOS_POR_FOLHA, type BookSummary, type SacramentoTipo } from '../../shared/schemas/sacramentos';
import type { Db } from '../db/types';
import { HttpError, invalidField } from '../http-error';

/**
 * The books the system keeps (sacramental_books, migration 028): per kind, numbered in sequence, opened
 * and closed. Automatic numbering writes in the kind's open book; a closed book takes no new entry. A
 * paper book being digitised (numbers given by hand, not kept here) stays writable.
 */

export interface BookNumbers {
  livro: number;
  folha: number;
  termo: number;
}

/** Serialises the kind's books: numbering, opening and closing wait for each other. Inside a transaction. */
const lockKind = (tx: Db, paroquiaId: number, kind: SacramentoTipo) =>
  tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`sacramentos:${paroquiaId}:${kind}`]);

/** The number after every book of the kind, kept or digitised. */
async function nextBookNumber(tx: Db, paroquiaId: number, kind: SacramentoTipo): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    `SELECT greatest((SELECT max(livro) FROM sacramental_books WHERE paroquia_id = $1 AND kind = $2),
                     (SELECT max(livro) FROM sacramental_records WHERE paroquia_id = $1 AND kind = $2), 0)::int + 1 AS n`,
    [paroquiaId, kind],
  );
  return rows[0].n;
}

async function insertBook(tx: Db, paroquiaId: number, kind: SacramentoTipo, day: string): Promise<number> {
  const livro = await nextBookNumber(tx, paroquiaId, kind);
  await tx.query('INSERT INTO sacramental_books (paroquia_id, kind, livro, aberto_em) VALUES ($1, $2, $3, $4)', [paroquiaId, kind, livro, day]);
  return livro;
}

/** An entry about to be written: the sacrament's date, and its numbers when given by hand. */
export interface Entry {
  data: string;
  numbers: BookNumbers | null;
}

/**
 * Where the system writes each entry of `entries` that has no numbers, in their order: the kind's open
 * book's next termo (TERMOS_POR_FOLHA a page), and whether the sacrament is older than an entry already
 * in the book (a late entry, noted as such); entries given numbers keep them (and, in the open book, count
 * for the ones after them). A parish's first entry of a kind opens its first book (dated `day`); when
 * every book is closed, 422. The book is read once, whatever the number of entries (an import writes thousands).
 */
export async function numberEntries(
  tx: Db,
  paroquiaId: number,
  kind: SacramentoTipo,
  entries: Entry[],
  day: string,
): Promise<Array<BookNumbers & { late: boolean }>> {
  await lockKind(tx, paroquiaId, kind);
  const { rows: books } = await tx.query<{ livro: number; encerrado_em: string | null }>(
    `SELECT livro, to_char(encerrado_em, 'YYYY-MM-DD') AS encerrado_em FROM sacramental_books WHERE paroquia_id = $1 AND kind = $2 ORDER BY encerrado_em IS NULL DESC LIMIT 1`,
    [paroquiaId, kind],
  );
  if (books[0]?.encerrado_em) throw invalidField('livro', SACRAMENTOS_MSG.noOpenBook);
  const livro = books[0]?.livro ?? (await insertBook(tx, paroquiaId, kind, day));
  // The book's last termo and its latest sacrament (annulled entries aside): two index lookups (migration 034).
  const { rows } = await tx.query<{ termo: number; latest: string | null }>(
    `SELECT coalesce((SELECT termo FROM sacramental_records WHERE paroquia_id = $1 AND kind = $2 AND livro = $3 ORDER BY termo DESC LIMIT 1), 0)::int AS termo,
            (SELECT to_char(data, 'YYYY-MM-DD') FROM sacramental_records WHERE paroquia_id = $1 AND kind = $2 AND livro = $3 AND annulled_at IS NULL ORDER BY data DESC LIMIT 1) AS latest`,
    [paroquiaId, kind, livro],
  );
  let { termo: last, latest } = rows[0];
  return entries.map(({ data, numbers }) => {
    const n = numbers
      ? { ...numbers, late: false }
      : { livro, folha: Math.ceil((last + 1) / TERMOS_POR_FOLHA), termo: last + 1, late: latest !== null && latest > data };
    if (n.livro === livro) {
      last = Math.max(last, n.termo);
      if (latest === null || data > latest) latest = data;
    }
    return n;
  });
}

/** Refuses an entry by hand in a book the system closed (422 on livro); a book it does not keep is a paper book being digitised. */
export async function assertBookTakes(tx: Db, paroquiaId: number, kind: SacramentoTipo, livro: number): Promise<void> {
  const { rows } = await tx.query(
    'SELECT 1 FROM sacramental_books WHERE paroquia_id = $1 AND kind = $2 AND livro = $3 AND encerrado_em IS NOT NULL FOR SHARE',
    [paroquiaId, kind, livro],
  );
  if (rows.length) throw invalidField('livro', SACRAMENTOS_MSG.bookClosed);
}

/** Opens the kind's next book, dated `day`: its number; 409 while another is open. */
export async function openBook(tx: Db, paroquiaId: number, kind: SacramentoTipo, day: string): Promise<number> {
  await lockKind(tx, paroquiaId, kind);
  const { rows } = await tx.query('SELECT 1 FROM sacramental_books WHERE paroquia_id = $1 AND kind = $2 AND encerrado_em IS NULL', [paroquiaId, kind]);
  if (rows.length) throw new HttpError(409, SACRAMENTOS_MSG.bookAlreadyOpen);
  return insertBook(tx, paroquiaId, kind, day);
}

/** Closes the kind's book `livro` on `day`; 404 for no such book, 409 for a paper book or one already closed. */
export async function closeBook(tx: Db, paroquiaId: number, kind: SacramentoTipo, livro: number, day: string): Promise<void> {
  await lockKind(tx, paroquiaId, kind);
  const book = await keptBook(tx, paroquiaId, kind, livro);
  if (book?.encerrado_em) throw new HttpError(409, SACRAMENTOS_MSG.bookAlreadyClosed);
  if (!book) {
    const paper = await tx.query('SELECT 1 FROM sacramental_records WHERE paroquia_id = $1 AND kind = $2 AND livro = $3 LIMIT 1', [paroquiaId, kind, livro]);
    throw paper.rows.length ? new HttpError(409, SACRAMENTOS_MSG.bookNotKept) : new HttpError(404, SACRAMENTOS_MSG.bookNotFound);
  }
  // Never before its opening (a clock set back): the table's CHECK would refuse it.
  await tx.query('UPDATE sacramental_books SET encerrado_em = greatest($4::date, aberto_em) WHERE paroquia_id = $1 AND kind = $2 AND livro = $3', [
    paroquiaId,
    kind,
    livro,
    day,
  ]);
}

/**
 * The parish's books, by kind then number: those it keeps (open or closed, with their dates, even
 * before their first entry) and the paper books digitised into it; entries (and annulled), pages used,
 * the last numbers, the sacraments' first and last dates.
 */
export async function listBooks(db: Db, paroquiaId: number, only: { kind: SacramentoTipo; livro: number } | null = null): Promise<BookSummary[]> {
  const { rows } = await db.query<BookSummary>(
    `WITH used AS (
       SELECT kind, livro, count(*)::int AS registros, count(annulled_at)::int AS anulados, count(DISTINCT folha)::int AS folhas,
              max(folha)::int AS ultima_folha, max(termo)::int AS ultimo_termo, min(data) AS primeira, max(data) AS ultima
         FROM sacramental_records WHERE paroquia_id = $1 AND ($2::text IS NULL OR (kind = $2 AND livro = $3))
        GROUP BY kind, livro),
     kept AS (SELECT kind, livro, aberto_em, encerrado_em FROM sacramental_books WHERE paroquia_id = $1 AND ($2::text IS NULL OR (kind = $2 AND livro = $3)))
     SELECT coalesce(u.kind, k.kind) AS tipo, coalesce(u.livro, k.livro) AS livro,
            k.kind IS NOT NULL AND k.encerrado_em IS NULL AS aberto,
            to_char(k.aberto_em, 'YYYY-MM-DD') AS aberto_em, to_char(k.encerrado_em, 'YYYY-MM-DD') AS encerrado_em,
            coalesce(u.registros, 0) AS registros, coalesce(u.anulados, 0) AS anulados, coalesce(u.folhas, 0) AS folhas,
            coalesce(u.ultima_folha, 0) AS ultima_folha, coalesce(u.ultimo_termo, 0) AS ultimo_termo,
            to_char(u.primeira, 'YYYY-MM-DD') AS primeira_data, to_char(u.ultima, 'YYYY-MM-DD') AS ultima_data
       FROM used u FULL JOIN kept k ON k.kind = u.kind AND k.livro = u.livro
      ORDER BY array_position(ARRAY['batismo', 'crisma', 'matrimonio', 'obito'], coalesce(u.kind, k.kind)), 2`,
    [paroquiaId, only?.kind ?? null, only?.livro ?? null],
  );
  return rows;
}

/** A kept book's dates, for its printed opening and closing terms; null for a paper book. */
export async function keptBook(
  db: Db,
  paroquiaId: number,
  kind: SacramentoTipo,
  livro: number,
): Promise<{ aberto_em: string; encerrado_em: string | null } | null> {
  const { rows } = await db.query<{ aberto_em: string; encerrado_em: string | null }>(
    `SELECT to_char(aberto_em, 'YYYY-MM-DD') AS aberto_em, to_char(encerrado_em, 'YYYY-MM-DD') AS encerrado_em
       FROM sacramental_books WHERE paroquia_id = $1 AND kind = $2 AND livro = $3`,
    [paroquiaId, kind, livro],
  );
  return rows[0] ?? null;
}
