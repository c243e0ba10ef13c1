import {
  SACRAMENTO_TIPOS,
  type BatismoBody,
  type CertidaoForma,
  type CertificateSummary,
  type CrismaBody,
  type HistoryEntry,
  type MatrimonioBody,
  type ObitoBody,
  type SacramentoBody,
  type SacramentoDetail,
  type SacramentoListQuery,
  type SacramentoNote,
  type SacramentoRecord,
  type SacramentoTipo,
} from '../../shared/schemas/sacramentos';
import { instant } from '../db/instant';
import { acrossParishes } from '../db/scope';
import { prepared, preparedIf, type Db } from '../db/types';
import { Conditions, keptTotalsPage, pageAndCount, pagedRows } from '../db/where';
import type { Actor } from '../lgpd/access-log';
import { cappedSearch, foldedLike, likeContains, type CappedPage } from '../search';
import { shortDate } from '../documents/words';
import { parishToday } from '../parish-time';
import { sendAnnulmentNotes } from '../pedidos/anotacoes-repository';
import { assertBookTakes, numberEntries, type BookNumbers } from './book-register';
import { crismaNotice } from './confirmation-notice';

type Fields = Record<string, unknown>;

/** A record's columns, from a validated body and the registers it names. */
export interface Columns {
  register_id: number | null;
  nome: string;
  register_id2: number | null;
  nome2: string | null;
  data: string;
  celebrante: string | null;
  local: string | null;
  fields: Fields;
  /** The godparents, when given from the registers (their age is checked). */
  padrinho_register_id: number | null;
  madrinha_register_id: number | null;
}

export interface Row extends Columns {
  id: number;
  kind: SacramentoTipo;
  livro: number;
  folha: number;
  termo: number;
  version: number;
  created_by_name: string;
  created_at: string;
  updated_at: string;
  annulled_at: string | null;
  annul_reason: string | null;
  annulled_by_name: string | null;
}

export const COLUMNS = `r.id, r.kind, r.livro, r.folha, r.termo, r.register_id, r.nome, r.register_id2, r.nome2, r.padrinho_register_id, r.madrinha_register_id,
  to_char(r.data, 'YYYY-MM-DD') AS data, r.celebrante, r.local, r.fields, r.version, r.created_by_name, ${instant('r.created_at', true)} AS created_at,
  ${instant('r.updated_at', true)} AS updated_at, ${instant('r.annulled_at', true)} AS annulled_at, r.annul_reason, r.annulled_by_name`;

const str = (v: unknown) => (typeof v === 'string' ? v : null);

/** A row as the API answers it: the common fields, then its kind's, then its state (Object.assign: docs/architecture.md). */
export function toWire(row: Row): SacramentoRecord {
  const f = row.fields ?? {};
  const base = {
    id: row.id,
    tipo: row.kind,
    livro: row.livro,
    folha: row.folha,
    termo: row.termo,
    register_id: row.register_id,
    nome: row.kind === 'matrimonio' ? `${row.nome} e ${row.nome2 ?? ''}` : row.nome,
    data: row.data,
    celebrante: row.celebrante,
    local: row.local,
  };
  const meta = {
    versao: row.version,
    anulado: row.annulled_at !== null,
    anulado_em: row.annulled_at,
    motivo_anulacao: row.annul_reason,
    anulado_por: row.annulled_by_name,
    criado_por: row.created_by_name,
    criado_em: row.created_at,
    atualizado_em: row.updated_at,
  };
  switch (row.kind) {
    case 'batismo':
      return Object.assign(
        base,
        {
          nascimento: str(f.nascimento),
          local_nascimento: str(f.local_nascimento),
          pai: str(f.pai),
          mae: str(f.mae),
          padrinho: str(f.padrinho),
          madrinha: str(f.madrinha),
          padrinho_register_id: row.padrinho_register_id,
          madrinha_register_id: row.madrinha_register_id,
          testemunhas: Array.isArray(f.testemunhas) ? f.testemunhas.filter((t): t is string => typeof t === 'string') : [],
        },
        meta,
      );
    case 'crisma': {
      const int = (v: unknown) => (typeof v === 'number' ? v : null);
      return Object.assign(
        base,
        {
          pai: str(f.pai),
          mae: str(f.mae),
          padrinho: str(f.padrinho),
          padrinho_register_id: row.padrinho_register_id,
          paroquia_batismo_id: int(f.paroquia_batismo_id),
          paroquia_batismo: str(f.paroquia_batismo),
          paroquia_batismo_cidade: str(f.paroquia_batismo_cidade),
          paroquia_batismo_diocese: str(f.paroquia_batismo_diocese),
          data_batismo: str(f.data_batismo),
          batismo_registro_id: int(f.batismo_registro_id),
          batismo_livro: int(f.batismo_livro),
          batismo_folha: int(f.batismo_folha),
          batismo_termo: int(f.batismo_termo),
        },
        meta,
      );
    }
    case 'matrimonio': {
      const spouse = (c: Fields) => ({ pai: str(c.pai), mae: str(c.mae), paroquia_batismo: str(c.paroquia_batismo), data_batismo: str(c.data_batismo) });
      return Object.assign(
        base,
        {
          conjuge1: { register_id: row.register_id, nome: row.nome, ...spouse((f.conjuge1 ?? {}) as Fields) },
          conjuge2: { register_id: row.register_id2, nome: row.nome2 ?? '', ...spouse((f.conjuge2 ?? {}) as Fields) },
          testemunha1: str(f.testemunha1),
          testemunha2: str(f.testemunha2),
          efeito_civil: f.efeito_civil === true,
        },
        meta,
      );
    }
    case 'obito':
      return Object.assign(base, { data_obito: str(f.data_obito), sepultamento: str(f.sepultamento) }, meta);
  }
}

const META_KEYS = new Set([
  'id',
  'tipo',
  'anotacoes',
  'certidoes',
  'versao',
  'anulado',
  'anulado_em',
  'motivo_anulacao',
  'anulado_por',
  'criado_por',
  'criado_em',
  'atualizado_em',
]);

/** What a version keeps: the record's content, without who made it or its state. */
export function contentOf(record: SacramentoRecord): Fields {
  return Object.fromEntries(Object.entries(record).filter(([k]) => !META_KEYS.has(k)));
}

/** A value as compared between versions: blank (null, '', []) and absent are the same, so fields added later to a kind change nothing. */
const canonical = (v: unknown): unknown => {
  if (v === null || v === undefined || v === '' || (Array.isArray(v) && !v.length)) return null;
  if (Array.isArray(v)) return v.map(canonical);
  if (typeof v === 'object')
    return Object.fromEntries(
      Object.entries(v as Fields)
        .map(([k, x]) => [k, canonical(x)])
        .filter(([, x]) => x !== null),
    );
  return v;
};

export const changedKeys = (before: Fields, after: Fields) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => JSON.stringify(canonical(before[k])) !== JSON.stringify(canonical(after[k])));

// ---------------------------------------------------------------- reading

export async function findRecord(db: Db, paroquiaId: number, kind: SacramentoTipo, id: number, lock = false): Promise<SacramentoRecord | null> {
  const { rows } = await db.query<Row>(
    `SELECT ${/* sql-fragment: fixed */ COLUMNS} FROM sacramental_records r WHERE r.id = $1 AND r.paroquia_id = $2 AND r.kind = $3${lock ? ' FOR UPDATE' : ''}`,
    [id, paroquiaId, kind],
  );
  return rows[0] ? toWire(rows[0]) : null;
}

export async function findDetail(db: Db, paroquiaId: number, kind: SacramentoTipo, id: number): Promise<SacramentoDetail | null> {
  const record = await findRecord(db, paroquiaId, kind, id);
  if (!record) return null;
  const notes = await db.query<NoteRow>(`SELECT ${NOTE_COLUMNS} FROM sacramental_notes WHERE record_id = $1 ORDER BY id`, [id]);
  const certs = await db.query<{
    code: string;
    version: number;
    finalidade: string | null;
    forma: CertidaoForma;
    signer: string | null;
    issued_by_name: string;
    issued_at: Date;
  }>(
    `SELECT code, version, finalidade, forma, assinante_nome || ', ' || assinante_titulo AS signer, issued_by_name, issued_at
       FROM sacramental_certificates WHERE record_id = $1 ORDER BY id`,
    [id],
  );
  const certidoes: CertificateSummary[] = certs.rows.map((c) => ({
    codigo: c.code,
    versao: c.version,
    finalidade: c.finalidade,
    forma: c.forma,
    assinada_por: c.signer,
    emitida_por: c.issued_by_name,
    emitida_em: c.issued_at.toISOString(),
  }));
  const notificacao = kind === 'crisma' ? await crismaNotice(db, paroquiaId, id) : undefined;
  return { ...record, anotacoes: notes.rows.map(noteOf), certidoes, notificacao };
}

/** A marginal note's columns, and the note on the wire. */
export const NOTE_COLUMNS = "id, record_id, text, to_char(data, 'YYYY-MM-DD') AS data, automatic, created_by_name, created_at";
export interface NoteRow {
  id: number;
  record_id: number;
  text: string;
  data: string;
  automatic: boolean;
  created_by_name: string;
  created_at: Date;
}
export const noteOf = (n: NoteRow): SacramentoNote => ({
  id: n.id,
  texto: n.text,
  data: n.data,
  automatica: n.automatic,
  criado_por: n.created_by_name,
  criado_em: n.created_at.toISOString(),
});

/**
 * The book's filters, only those given (db/where.ts): a folded LIKE pattern over the person's, spouses' and parents'
 * names, the period and the book. `own`: the names compared as `name_search || ''`, out of reach of the trigram
 * index, which holds every parish's books, so a book of up to OWN_ENTRIES_MAX entries is searched through its own
 * entries (newest first, sacramental_records_list_idx). With 100 parishes of 10,000 baptisms, 'maria' in one parish
 * took 114 ms (p50) through the trigram index; a book of 200,000 (bench/sacramentos.bench.ts) is better served by it.
 */
function whereOf(paroquiaId: number, kind: SacramentoTipo, q: SacramentoListQuery, own = false): Conditions {
  const where = new Conditions();
  where.add((p) => `r.paroquia_id = ${p}`, paroquiaId);
  where.add((p) => `r.kind = ${p}`, kind);
  // Its own entries' statements are prepared: the pattern folded once (foldedLike), not for each entry compared.
  const name = (p: string) => (own ? foldedLike("(r.name_search || '')", p) : `r.name_search LIKE search_fold(${p})`);
  where.optional(name, q.q ? likeContains(q.q) : undefined);
  where.optional((p) => `r.data >= ${p}::date`, q.de);
  where.optional((p) => `r.data <= ${p}::date`, q.ate);
  where.optional((p) => `r.livro = ${p}`, q.livro);
  return where;
}
const OWN_ENTRIES_MAX = 100_000;

export type RecordPage = CappedPage<SacramentoRecord>;

/** The book's entries that `where` finds, and their order, newest first. */
const inBook = (where: Conditions) => `FROM sacramental_records r WHERE ${/* sql-fragment: fixed */ where.sql}`;
const NEWEST_FIRST = 'ORDER BY r.data DESC, r.id DESC';

const BY_IDS = prepared(`SELECT ${/* sql-fragment: fixed */ COLUMNS} FROM sacramental_records r WHERE r.id = ANY($1::int[]) ${NEWEST_FIRST}`);

/** How many entries the parish's book of `kind` holds, kept by triggers (migration 052). */
const BOOK_SIZE = prepared('SELECT coalesce((SELECT total FROM sacramental_counts WHERE paroquia_id = $1 AND kind = $2), 0) AS total');
async function bookSize(db: Db, paroquiaId: number, kind: SacramentoTipo): Promise<number> {
  const { rows } = await db.query<{ total: number }>(BOOK_SIZE, [paroquiaId, kind]);
  return rows[0].total;
}

/** The book's page (`ownEntriesMax`: see OWN_ENTRIES_MAX; tests read both ways). */
export async function listRecords(
  db: Db,
  paroquiaId: number,
  kind: SacramentoTipo,
  q: SacramentoListQuery,
  ownEntriesMax = OWN_ENTRIES_MAX,
): Promise<RecordPage> {
  if (!q.q) {
    const where = whereOf(paroquiaId, kind, q);
    const book = inBook(where);
    // The book as it opens, with its number of entries kept by triggers (migration 052); filtered, counted.
    const { rows, counted } = where.filtered
      ? await pageAndCount<Row>(db, where, q, {
          count: `SELECT count(*)::int AS total ${book}`,
          rows: `SELECT ${/* sql-fragment: fixed */ COLUMNS} ${book} ${NEWEST_FIRST}`,
        })
      : await keptTotalsPage<Row, { total: number }>(
          db,
          { totals: BOOK_SIZE.text, rows: (total) => `SELECT ${/* sql-fragment: fixed */ COLUMNS}, ${total} ${book} ${NEWEST_FIRST}` },
          where.params,
          q,
        );
    return { rows: rows.map(toWire), total: counted.total, exact: true };
  }
  // A name search: the matches (up to the cap) in one pass of the book's entries or of the trigram index.
  const own = (await bookSize(db, paroquiaId, kind)) <= ownEntriesMax;
  const where = whereOf(paroquiaId, kind, q, own);
  const byIds = async (ids: number[]) => (ids.length ? (await db.query<Row>(BY_IDS, [ids])).rows.map(toWire) : []);
  // The trigram index serves a search only past the policies: under them PostgreSQL runs LIKE (not leakproof) after
  // them, over every parish's entries (a rare name in a book of 120,000 baptisms: 70 ms, against 16 through the index).
  // Its statements name the parish themselves and read ids; the entries are read under the policies (BY_IDS).
  const indexed = own ? <T>(read: () => Promise<T>) => read() : acrossParishes;
  const matching = inBook(where);
  return cappedSearch(
    q,
    (limit) =>
      indexed(async () => {
        const sql = `SELECT r.id, to_char(r.data, 'YYYY-MM-DD') AS data ${/* sql-fragment: fixed */ matching} LIMIT ${/* sql-fragment: fixed */ limit}`;
        return (await db.query<{ id: number; data: string }>(preparedIf(own, sql), where.params)).rows;
      }),
    // In the book's order; prepared when the book is searched through its own entries (no index of the pattern serves
    // them, db/types.ts), through the trigram index planned with its values.
    async () => byIds((await indexed(() => pagedRows<{ id: number }>(db, `SELECT r.id ${matching} ${NEWEST_FIRST}`, where.params, q, own))).map((r) => r.id)),
    byIds,
  );
}

// ---------------------------------------------------------------- writing

/** A register of the parish, as the books need it: name, birth date and parents. */
export interface Person {
  id: number;
  name: string;
  born_date: string | null;
  father_name: string | null;
  mother_name: string | null;
}

export async function personInParish(db: Db, paroquiaId: number, id: number): Promise<Person | null> {
  const { rows } = await db.query<Person>(
    `SELECT id, name, to_char(born_date, 'YYYY-MM-DD') AS born_date, father_name, mother_name FROM registers WHERE id = $1 AND paroquia_id = $2`,
    [id, paroquiaId],
  );
  return rows[0] ?? null;
}

const orNull = (v: string | undefined | null) => v ?? null;
const spouseFields = (c: MatrimonioBody['conjuge1']) => ({
  pai: orNull(c.pai),
  mae: orNull(c.mae),
  paroquia_batismo: orNull(c.paroquia_batismo),
  data_batismo: orNull(c.data_batismo),
});

export function columnsOf(kind: SacramentoTipo, body: SacramentoBody, people: Map<number, Person>): Columns {
  const nameOf = (registerId: number | undefined, nome: string | undefined) => nome ?? (registerId ? people.get(registerId)?.name : undefined) ?? '';
  if (kind === 'matrimonio') {
    const b = body as MatrimonioBody;
    return {
      register_id: b.conjuge1.register_id ?? null,
      nome: nameOf(b.conjuge1.register_id, b.conjuge1.nome),
      register_id2: b.conjuge2.register_id ?? null,
      nome2: nameOf(b.conjuge2.register_id, b.conjuge2.nome),
      data: b.data,
      celebrante: orNull(b.celebrante),
      local: orNull(b.local),
      fields: {
        conjuge1: spouseFields(b.conjuge1),
        conjuge2: spouseFields(b.conjuge2),
        testemunha1: orNull(b.testemunha1),
        testemunha2: orNull(b.testemunha2),
        efeito_civil: b.efeito_civil === true,
      },
      padrinho_register_id: null,
      madrinha_register_id: null,
    };
  }
  const b = body as BatismoBody | CrismaBody | ObitoBody;
  const person = b.register_id ? people.get(b.register_id) : undefined;
  let fields: Fields;
  const godparents = b as { padrinho_register_id?: number; madrinha_register_id?: number };
  const padrinhoId = kind === 'batismo' || kind === 'crisma' ? (godparents.padrinho_register_id ?? null) : null;
  const madrinhaId = kind === 'batismo' ? (godparents.madrinha_register_id ?? null) : null;
  // A godparent picked from the registers gives the name the operator left blank.
  const godparentName = (id: number | null, nome: string | undefined) => nome ?? (id ? people.get(id)?.name : undefined) ?? null;
  if (kind === 'batismo') {
    const x = b as BatismoBody;
    // A register's birth date and parents fill what the operator left blank.
    fields = {
      nascimento: x.nascimento ?? person?.born_date ?? null,
      local_nascimento: orNull(x.local_nascimento),
      pai: x.pai ?? person?.father_name ?? null,
      mae: x.mae ?? person?.mother_name ?? null,
      padrinho: godparentName(padrinhoId, x.padrinho),
      madrinha: godparentName(madrinhaId, x.madrinha),
      testemunhas: x.testemunhas ?? [],
    };
  } else if (kind === 'crisma') {
    const x = b as CrismaBody;
    fields = {
      pai: x.pai ?? person?.father_name ?? null,
      mae: x.mae ?? person?.mother_name ?? null,
      padrinho: godparentName(padrinhoId, x.padrinho),
      paroquia_batismo_id: x.paroquia_batismo_id ?? null,
      paroquia_batismo: orNull(x.paroquia_batismo),
      paroquia_batismo_cidade: orNull(x.paroquia_batismo_cidade),
      paroquia_batismo_diocese: orNull(x.paroquia_batismo_diocese),
      data_batismo: orNull(x.data_batismo),
      batismo_registro_id: x.batismo_registro_id ?? null,
      batismo_livro: x.batismo_livro ?? null,
      batismo_folha: x.batismo_folha ?? null,
      batismo_termo: x.batismo_termo ?? null,
    };
  } else fields = { data_obito: orNull((b as ObitoBody).data_obito), sepultamento: orNull((b as ObitoBody).sepultamento) };
  return {
    register_id: b.register_id ?? null,
    nome: nameOf(b.register_id, b.nome),
    register_id2: null,
    nome2: null,
    data: b.data,
    celebrante: orNull(b.celebrante),
    local: orNull(b.local),
    fields,
    padrinho_register_id: padrinhoId,
    madrinha_register_id: madrinhaId,
  };
}

/** The numbers the operator gave (all three), or none. */
export function givenNumbers(body: { livro?: number; folha?: number; termo?: number }): BookNumbers | null {
  return body.livro !== undefined && body.folha !== undefined && body.termo !== undefined ? { livro: body.livro, folha: body.folha, termo: body.termo } : null;
}

/** Whether another record of the book already has these numbers. */
export async function numbersTaken(db: Db, paroquiaId: number, kind: SacramentoTipo, n: BookNumbers, exceptId: number | null = null): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM sacramental_records WHERE paroquia_id = $1 AND kind = $2 AND livro = $3 AND folha = $4 AND termo = $5 AND ($6::int IS NULL OR id <> $6)',
    [paroquiaId, kind, n.livro, n.folha, n.termo, exceptId],
  );
  return rows.length > 0;
}

/**
 * Writes a new record; its id. Numbered by the system in the kind's open book unless `numbers` are
 * given (refused in a closed book); an entry older than one already in the open book is a late entry,
 * and says so in a marginal note. Inside a transaction.
 */
export async function insertRecord(tx: Db, paroquiaId: number, kind: SacramentoTipo, c: Columns, numbers: BookNumbers | null, actor: Actor): Promise<number> {
  return (await insertRecords(tx, paroquiaId, kind, [{ columns: c, numbers }], actor))[0];
}

/** Many new records of a kind in order (an import), as insertRecord writes each, in three statements; their ids. */
export async function insertRecords(
  tx: Db,
  paroquiaId: number,
  kind: SacramentoTipo,
  entries: Array<{ columns: Columns; numbers: BookNumbers | null }>,
  actor: Actor,
): Promise<number[]> {
  for (const livro of new Set(entries.flatMap((e) => (e.numbers ? [e.numbers.livro] : [])))) await assertBookTakes(tx, paroquiaId, kind, livro);
  const auto = entries.some((e) => !e.numbers);
  const day = auto ? await parishToday(tx, paroquiaId, actor.at) : null;
  const numbered = auto
    ? await numberEntries(
        tx,
        paroquiaId,
        kind,
        entries.map((e) => ({ data: e.columns.data, numbers: e.numbers })),
        day!,
      )
    : entries.map((e) => ({ ...e.numbers!, late: false }));
  const rows = entries.map(({ columns: c }, i) => ({ ...numbered[i], ...c, fields: c.fields }));
  const { rows: inserted } = await tx.query<{ id: number }>(
    `INSERT INTO sacramental_records (paroquia_id, kind, livro, folha, termo, register_id, nome, register_id2, nome2, data, celebrante, local, fields,
       created_by, created_by_name, created_at, updated_at, padrinho_register_id, madrinha_register_id)
     SELECT $1, $2, x.livro, x.folha, x.termo, x.register_id, x.nome, x.register_id2, x.nome2, x.data, x.celebrante, x.local, x.fields,
            $3, $4, $5, $5, x.padrinho_register_id, x.madrinha_register_id
       FROM ROWS FROM (jsonb_to_recordset($6::jsonb) AS (livro int, folha int, termo int, register_id int, nome text, register_id2 int, nome2 text, data date,
            celebrante text, local text, fields jsonb, padrinho_register_id int, madrinha_register_id int)) WITH ORDINALITY AS x
      ORDER BY x.ordinality RETURNING id`,
    [paroquiaId, kind, actor.userId, actor.userName, actor.at, JSON.stringify(rows)],
  );
  // Identities are taken in the order rows are inserted: ascending ids follow the entries.
  const ids = inserted.map((r) => r.id).sort((a, b) => a - b);
  const late = numbered.flatMap((n, i) => (n.late ? [{ id: ids[i], text: lateEntryNote(kind, entries[i].columns.data, day!) }] : []));
  if (late.length) {
    await tx.query(
      `INSERT INTO sacramental_notes (record_id, text, data, automatic, created_by, created_by_name, created_at)
       SELECT x.id, x.text, $1::date, true, $2, $3, $4 FROM jsonb_to_recordset($5::jsonb) AS x (id int, text text)`,
      [day, actor.userId, actor.userName, actor.at, JSON.stringify(late)],
    );
  }
  return ids;
}

/** The note beside a late entry: when the sacrament was, and that it was written after later ones. */
const lateEntryNote = (kind: SacramentoTipo, date: string, day: string) =>
  `Registro tardio: ${SACRAMENTO_TIPOS[kind]} celebrado em ${shortDate(date)}, lançado neste livro em ${shortDate(day)}, depois de termos de data posterior.`;

/**
 * Replaces a record's content, keeping the current one as a version. 'missing', 'annulled', or
 * whether anything changed (nothing changed: no version is written).
 */
export async function updateRecord(
  tx: Db,
  paroquiaId: number,
  kind: SacramentoTipo,
  id: number,
  c: Columns,
  numbers: BookNumbers | null,
  actor: Actor,
): Promise<'missing' | 'annulled' | 'unchanged' | 'updated'> {
  const current = await findRecord(tx, paroquiaId, kind, id, true);
  if (!current) return 'missing';
  if (current.anulado) return 'annulled';
  const n = numbers ?? { livro: current.livro, folha: current.folha, termo: current.termo };
  if (n.livro !== current.livro) await assertBookTakes(tx, paroquiaId, kind, n.livro);
  await tx.query(
    `UPDATE sacramental_records SET livro = $3, folha = $4, termo = $5, register_id = $6, nome = $7, register_id2 = $8, nome2 = $9, data = $10,
       celebrante = $11, local = $12, fields = $13::jsonb, padrinho_register_id = $14, madrinha_register_id = $15 WHERE id = $1 AND paroquia_id = $2`,
    [
      id,
      paroquiaId,
      n.livro,
      n.folha,
      n.termo,
      c.register_id,
      c.nome,
      c.register_id2,
      c.nome2,
      c.data,
      c.celebrante,
      c.local,
      JSON.stringify(c.fields),
      c.padrinho_register_id,
      c.madrinha_register_id,
    ],
  );
  const after = await findRecord(tx, paroquiaId, kind, id);
  if (!changedKeys(contentOf(current), contentOf(after!)).length) return 'unchanged';
  await tx.query(
    'INSERT INTO sacramental_record_versions (record_id, version, data, changed_by, changed_by_name, changed_at) VALUES ($1, $2, $3::jsonb, $4, $5, $6)',
    [id, current.versao, JSON.stringify(contentOf(current)), actor.userId, actor.userName, actor.at],
  );
  await tx.query('UPDATE sacramental_records SET version = version + 1, updated_by = $2, updated_by_name = $3, updated_at = $4 WHERE id = $1', [
    id,
    actor.userId,
    actor.userName,
    actor.at,
  ]);
  return 'updated';
}

/** Every version of a record, oldest first: its content, who made it, when, and the fields it changed. */
export async function recordHistory(db: Db, record: SacramentoRecord): Promise<HistoryEntry[]> {
  const { rows } = await db.query<{ version: number; data: Fields; changed_by_name: string; changed_at: Date }>(
    'SELECT version, data, changed_by_name, changed_at FROM sacramental_record_versions WHERE record_id = $1 ORDER BY version',
    [record.id],
  );
  const contents = [...rows.map((r) => r.data), contentOf(record)];
  return contents.map((dados, i) => ({
    versao: i + 1,
    // Version 1 is the creation; each later one was made by whoever replaced the one before.
    por: i === 0 ? record.criado_por : rows[i - 1].changed_by_name,
    em: i === 0 ? record.criado_em : rows[i - 1].changed_at.toISOString(),
    alteracoes: i === 0 ? [] : changedKeys(contents[i - 1], dados),
    dados,
  }));
}

export interface NoteOptions {
  /** The note's date; by default the day it is written, in the parish's zone. */
  day?: string;
  /** The record that caused an automatic note. */
  source?: number;
  automatic?: boolean;
}

/** Adds a marginal note (never edited afterwards). Its date is checked by the caller: not future, not before the sacrament. */
export async function addNote(
  db: Db,
  recordId: number,
  text: string,
  actor: Actor,
  { day, source, automatic = source !== undefined }: NoteOptions = {},
): Promise<void> {
  await db.query(
    `INSERT INTO sacramental_notes (record_id, text, data, automatic, source_record_id, created_by, created_by_name, created_at)
     SELECT r.id, $2, coalesce($3::date, ($8::timestamptz AT TIME ZONE p.time_zone)::date), $4, $5, $6, $7, $8
       FROM sacramental_records r JOIN paroquias p ON p.id = r.paroquia_id WHERE r.id = $1`,
    [recordId, text, day ?? null, automatic, source ?? null, actor.userId, actor.userName, actor.at],
  );
}

/** Every record naming a register (as the person, a spouse or a godparent), with notes and certificates: for the person's LGPD export. */
export async function recordsOfRegister(db: Db, paroquiaId: number, registerId: number): Promise<SacramentoDetail[]> {
  const { rows } = await db.query<{ id: number; kind: SacramentoTipo }>(
    `SELECT id, kind FROM sacramental_records
      WHERE paroquia_id = $1 AND (register_id = $2 OR register_id2 = $2 OR padrinho_register_id = $2 OR madrinha_register_id = $2) ORDER BY data, id`,
    [paroquiaId, registerId],
  );
  const out: SacramentoDetail[] = [];
  for (const r of rows) out.push((await findDetail(db, paroquiaId, r.kind, r.id))!);
  return out;
}

/**
 * A register anonymised at the person's request: the books are permanent records of the Church and
 * are not erased. Each record keeps its content (the name as written in the book) and loses only the
 * link to the register, as a new version, with a note saying the person asked. Inside the anonymisation's transaction.
 */
export async function unlinkRegister(tx: Db, paroquiaId: number, registerId: number, actor: Actor, day: string): Promise<void> {
  for (const record of await recordsOfRegister(tx, paroquiaId, registerId)) {
    await tx.query(
      'INSERT INTO sacramental_record_versions (record_id, version, data, changed_by, changed_by_name, changed_at) VALUES ($1, $2, $3::jsonb, $4, $5, $6)',
      [record.id, record.versao, JSON.stringify(contentOf(record)), actor.userId, actor.userName, actor.at],
    );
    await tx.query(
      `UPDATE sacramental_records SET register_id = CASE WHEN register_id = $2 THEN NULL ELSE register_id END,
              register_id2 = CASE WHEN register_id2 = $2 THEN NULL ELSE register_id2 END,
              padrinho_register_id = CASE WHEN padrinho_register_id = $2 THEN NULL ELSE padrinho_register_id END,
              madrinha_register_id = CASE WHEN madrinha_register_id = $2 THEN NULL ELSE madrinha_register_id END,
              version = version + 1, updated_by = $3, updated_by_name = $4, updated_at = $5
        WHERE id = $1`,
      [record.id, registerId, actor.userId, actor.userName, actor.at],
    );
    await addNote(tx, record.id, `Cadastro da pessoa anonimizado a pedido do titular (LGPD) em ${shortDate(day)}; o registro do livro permanece.`, actor, {
      automatic: true,
      day,
    });
  }
}

/** 'missing', 'already' (annulled before), or 'annulled'. */
export async function annulRecord(
  db: Db,
  paroquiaId: number,
  kind: SacramentoTipo,
  id: number,
  reason: string,
  actor: Actor,
): Promise<'missing' | 'already' | 'annulled'> {
  const { rows } = await db.query(
    `UPDATE sacramental_records SET annulled_at = $4, annul_reason = $5, annulled_by = $6, annulled_by_name = $7
      WHERE id = $1 AND paroquia_id = $2 AND kind = $3 AND annulled_at IS NULL RETURNING id`,
    [id, paroquiaId, kind, actor.at, reason, actor.userId, actor.userName],
  );
  if (!rows.length) return (await findRecord(db, paroquiaId, kind, id)) ? 'already' : 'missing';
  // The other parishes of this portal that noted it (a marriage, a confirmation) are told.
  await sendAnnulmentNotes(db, actor, id, reason);
  return 'annulled';
}

/**
 * The automatic marginal note: a confirmation or marriage of someone baptised in this parish is
 * written beside their baptism (canon 535 §2). Nothing when they have no baptism record here.
 */
export async function noteOnBaptism(tx: Db, paroquiaId: number, record: SacramentoRecord, actor: Actor): Promise<void> {
  const people =
    record.tipo === 'crisma'
      ? [{ id: record.register_id, text: `Crismado(a) em ${shortDate(record.data)}` }]
      : record.tipo === 'matrimonio'
        ? [
            { id: record.conjuge1!.register_id, text: `Contraiu matrimônio com ${record.conjuge2!.nome} em ${shortDate(record.data)}` },
            { id: record.conjuge2!.register_id, text: `Contraiu matrimônio com ${record.conjuge1!.nome} em ${shortDate(record.data)}` },
          ]
        : [];
  const where = `${record.local ? `, em ${record.local}` : ''}. ${SACRAMENTO_TIPOS[record.tipo]}: livro ${record.livro}, folha ${record.folha}, termo ${record.termo}.`;
  // A confirmation that names its baptism entry of this parish is noted there.
  const entry = record.tipo === 'crisma' && record.batismo_registro_id ? await findRecord(tx, paroquiaId, 'batismo', record.batismo_registro_id) : null;
  if (entry && !entry.anulado) return addNote(tx, entry.id, people[0].text + where, actor, { source: record.id });
  for (const person of people) {
    if (!person.id) continue;
    const { rows } = await tx.query<{ id: number }>(
      `SELECT id FROM sacramental_records WHERE paroquia_id = $1 AND kind = 'batismo' AND register_id = $2 AND annulled_at IS NULL ORDER BY data, id LIMIT 1`,
      [paroquiaId, person.id],
    );
    if (rows[0]) await addNote(tx, rows[0].id, person.text + where, actor, { source: record.id });
  }
}
