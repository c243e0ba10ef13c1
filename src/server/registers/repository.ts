import { ageOn, type Register, type RegisterFilter, type RegisterPick, type RegisterSummary, type RegisterValues } from '../../shared/schemas/registers';
import { pageSql, prepared, type Db } from '../db/types';
import { Conditions, totalledPage } from '../db/where';
import { uploadUrl } from '../uploads/url';
import { cappedTotal, foldedContains, likeContains, SEARCH_COUNT_CAP, type CappedPage } from '../search';
import { whereOf, type Where } from './filters';
import { referenceBlocking } from './references';

export const PHOTO_KIND = 'registers';
export const ATTACHMENT_KIND = 'anexos_registers';

/** Every query names the parish: a register is only ever read or written inside its own. */
export interface Scope {
  paroquiaId: number;
  /** Today in the parish ('YYYY-MM-DD'), for ages. */
  today: string;
}

/** The wire keeps the spec's names (familly_qntd, motherPhone...); the columns are plain snake_case. */
const RENAMED: Record<string, string> = { familly_qntd: 'family_count', motherPhone: 'mother_phone', fatherPhone: 'father_phone' };
export const columnOf = (field: string): string => RENAMED[field] ?? field;

/** Wire field -> column, for writes. */
const COLUMNS = (
  [
    'name',
    'email',
    'phone',
    'cpf',
    'rg',
    'familly_qntd',
    'civil_status',
    'born_date',
    'work_state',
    'race',
    'status',
    'cep',
    'address',
    'address_number',
    'home_situation',
    'city',
    'state',
    'country',
    'mother_name',
    'motherPhone',
    'father_name',
    'fatherPhone',
  ] as const satisfies ReadonlyArray<keyof RegisterValues>
).map((field) => [field, columnOf(field)] as const);

const REGISTER_COLUMNS = `id, name, email, phone, cpf, rg, family_count AS familly_qntd, civil_status,
       to_char(born_date, 'YYYY-MM-DD') AS born_date, work_state, race, country, state, city, cep, address,
       address_number, mother_name, mother_phone AS "motherPhone", father_name, father_phone AS "fatherPhone",
       home_situation, status, photo, paroquia_id,
       legal_basis, legal_basis_at, (SELECT u.name FROM users u WHERE u.id = legal_basis_by) AS legal_basis_by_name, anonymised_at`;

const SUMMARY_COLUMNS = `id, name, phone, to_char(born_date, 'YYYY-MM-DD') AS born_date, civil_status, city, home_situation, status, photo`;

type Row<T> = Omit<T, 'age'>;

// Rows are completed with Object.assign, not a spread (docs/architecture.md: ~1 µs a property on Node 20).
function withAge<T extends { born_date: string | null; photo: string | null }>(row: T, today: string): T & { age: number | null } {
  return Object.assign(row, { age: row.born_date ? ageOn(row.born_date, today) : null, photo: uploadUrl(PHOTO_KIND, row.photo) });
}

/** A picker's row with its photo's address. */
const withPhoto = (row: RegisterPick): RegisterPick => Object.assign(row, { photo: uploadUrl(PHOTO_KIND, row.photo) });

export interface Page {
  page: number;
  limit: number;
  /** false: a search of a parish larger than OWN_INDEX_MAX counts up to SEARCH_COUNT_CAP (the portal's own screen). */
  exactTotal?: boolean;
}

/** The parish's number of registers, kept by triggers (register_counts): read, not counted (the panel's counter too). */
export const PARISH_TOTAL = 'coalesce((SELECT total FROM register_counts WHERE paroquia_id = $1), 0)';

const PARISH_TOTAL_OF = prepared(`SELECT ${/* sql-fragment: fixed */ PARISH_TOTAL} AS total`);

async function parishTotal(db: Db, paroquiaId: unknown): Promise<number> {
  const { rows } = await db.query<{ total: number }>(PARISH_TOTAL_OF, [paroquiaId]);
  return rows[0].total;
}

/**
 * The unfiltered page (the list as it opens), prepared: one plan whatever the parish, so
 * the rows are fetched through LATERAL ... LIMIT 1, one by one by id (LIMIT keeps the planner from
 * turning it into a join sized for an unknown page, which reads the whole table).
 */
const firstPage = (columns: string, paged: string) =>
  prepared(
    `SELECT r.*, ${/* sql-fragment: fixed */ PARISH_TOTAL} AS total
       FROM (SELECT id, name_search FROM registers WHERE paroquia_id = $1 ORDER BY name_search, id ${/* sql-fragment: fixed */ paged}) AS page
       CROSS JOIN LATERAL (SELECT ${/* sql-fragment: fixed */ columns} FROM registers WHERE registers.id = page.id LIMIT 1) AS r
      ORDER BY page.name_search, page.id`,
  );
const PICK_COLUMNS = 'id, name, photo';

/**
 * A page in name order and how many registers match. Without a filter it is one round trip (`firstPage`): the page's
 * ids from the name index alone before their rows, each row carrying the total from register_counts; past the last
 * page, the total on its own. A name search alone with a piece of 3 letters or more reads its count and page off the
 * registers' words (wordPage), in a parish of any size: in one of 10,000 among 1,000,000, 3 to 4 times the requests a
 * second of its own name index ('brandao simoes', 'joao silva', 'maria'; docs/benchmarks.md). Another filtered page of a
 * parish up to `ownIndexMax` reads the parish's own name index (ownIndexPage); of a larger one, the filter's own
 * indexes (trigrams, city prefix...). A larger parish's search counts every match, or up to SEARCH_COUNT_CAP when the
 * caller says it shows 'more than' (`exactTotal` false, the portal's screen, as the books' searches do): an exact count
 * of 50,000 'joao' among 1,000,000 rereads each (140 ms and more, docs/benchmarks.md), the first 1,001 take 4 ms.
 * Integrators paging to `last_page` keep exact totals. The others take one of two ways to the page, by the count:
 * - walking the name index in order until the page is passed: about (offset + limit) x parish / matches entries when
 *   the matches are spread over the alphabet, read from the index alone (ids first, then their rows);
 * - sorting the matches: about as many rows as there are matches, so only when they were all counted.
 * Matches that begin with the searched text are not spread: they sit in one stretch of the index ('joao' as a first
 * name, after hundreds of thousands of others), so only the others count for the walk. `name_search || ''` sorts the
 * same as name_search but keeps the planner off the name index.
 */
async function pageOf<T>(db: Db, columns: string, where: Where, page: Page, ways: Ways = {}): Promise<CappedPage<T>> {
  const offset = (page.page - 1) * page.limit;
  if (!where.filtered) {
    const paged = pageSql(page, [where.params[0]]);
    const { rows } = await db.query<T & { total: number }>(firstPage(columns, paged.sql), paged.params);
    const total = rows[0]?.total ?? (await parishTotal(db, where.params[0]));
    return { rows: rows.slice(0, page.limit).map(({ total: _, ...row }) => row as T), total, exact: true };
  }
  const ownIndexMax = ways.ownIndexMax ?? OWN_INDEX_MAX;
  if (where.word && ways.words !== false) return wordPage<T>(db, columns, where, page, ownIndexMax);
  const parish = await parishTotal(db, where.params[0]);
  if (parish <= ownIndexMax) return ownIndexPage<T>(db, columns, where, page);
  // With the count, how many matches begin with the searched text: those share one stretch of the index.
  const leading = where.q ? `count(*) FILTER (WHERE name_search LIKE search_fold(${/* sql-fragment: fixed */ where.q}) || '%' ESCAPE '\\')::int` : '0';
  const capped = page.exactTotal === false;
  const cap = capped ? `LIMIT ${SEARCH_COUNT_CAP + 1}` : '';
  const counted = await db.query<{ total: number; leading: number }>(
    `SELECT count(*)::int AS total, ${/* sql-fragment: fixed */ leading} AS leading
       FROM (SELECT name_search FROM registers WHERE ${/* sql-fragment: fixed */ where.sql} ${/* sql-fragment: fixed */ cap}) AS found`,
    where.params,
  );
  const { total: count, leading: clustered } = counted.rows[0];
  const { total, exact } = cappedTotal(count, capped);
  if (!exact) return ownIndexPage<T>(db, columns, where, page, { total, exact });
  if (offset >= total) return { rows: [], total, exact };
  const walk = (offset + page.limit) * parish <= (total - clustered) * total;
  if (walk) return ownIndexPage<T>(db, columns, where, page, { total, exact });
  const n = where.params.length;
  const { rows } = await db.query<T>(
    `SELECT ${/* sql-fragment: fixed */ columns} FROM registers WHERE ${/* sql-fragment: fixed */ where.sql}
      ORDER BY name_search || '', id LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...where.params, page.limit, offset],
  );
  return { rows, total, exact };
}

/**
 * A name search's count and page off the registers' words (migration 046), in one prepared statement: the parish's
 * vocabulary words that contain the search's longest piece (the search itself when it is one word), and each word's
 * people in name order from its index, those of a search with spaces kept when their name has it. The page merges each
 * word's first `offset + limit`; the count, a column of the page (past the last page, read alone), up to
 * SEARCH_COUNT_CAP each word's first SEARCH_COUNT_CAP + 1 (a word with more has that many matches on its own) when the
 * screen asks in a parish over `ownIndexMax` (its size read in the same statement), else every match from the words'
 * entries alone. Their cost follows the piece's words and the page, not the parish's size nor where the matches sit in
 * the alphabet ('joao' after 400,000 others in the name index).
 */
async function wordPage<T>(db: Db, columns: string, where: Where, page: Page, ownIndexMax: number): Promise<CappedPage<T>> {
  const { piece, whole } = where.word!;
  const params = whole ? where.params : [...where.params, piece];
  const [limit, offset] = [`$${params.length + 1}::bigint`, `$${params.length + 2}::bigint`];
  // Prepared: each pattern built once (foldedContains), not again for every word and name a generic plan compares.
  const hasSearch = whole ? '' : `AND w.name_search LIKE ${foldedContains(where.q!)}`;
  const matches = (perWord: string) => `register_vocab v CROSS JOIN LATERAL (
      SELECT w.name_search, w.register_id FROM register_words w WHERE w.paroquia_id = $1 AND w.word = v.word ${/* sql-fragment: fixed */ hasSearch}
       ORDER BY w.name_search, w.register_id ${/* sql-fragment: fixed */ perWord}) AS m
    WHERE v.paroquia_id = $1 AND v.word LIKE ${foldedContains(`$${params.length}`)}`;
  const every = `(SELECT count(DISTINCT m.register_id)::int FROM ${/* sql-fragment: fixed */ matches('')})`;
  const upToCap = `(SELECT count(*)::int FROM (SELECT DISTINCT m.name_search, m.register_id FROM ${/* sql-fragment: fixed */ matches(`LIMIT ${SEARCH_COUNT_CAP + 1}`)}) AS x)`;
  const large = `(${/* sql-fragment: fixed */ PARISH_TOTAL} > ${/* sql-fragment: fixed */ String(ownIndexMax)})`;
  const counted =
    page.exactTotal === false ? `CASE WHEN ${large} THEN ${upToCap} ELSE ${every} END AS total, ${large} AS capped` : `${every} AS total, false AS capped`;
  type Counted = { total: number; capped: boolean };
  const { rows } = await db.query<T & Counted>(
    prepared(`SELECT ${/* sql-fragment: fixed */ columns}, ${/* sql-fragment: fixed */ counted} FROM registers WHERE paroquia_id = $1 AND id = ANY(ARRAY(
       SELECT found.register_id FROM (
         SELECT DISTINCT m.name_search, m.register_id FROM ${/* sql-fragment: fixed */ matches(`LIMIT ${limit} + ${offset}`)}
          ORDER BY 1, 2 LIMIT ${/* sql-fragment: fixed */ limit} OFFSET ${/* sql-fragment: fixed */ offset}) AS found))
      ORDER BY name_search, id`),
    [...params, page.limit, (page.page - 1) * page.limit],
  );
  const { total, capped } = rows[0] ?? (await db.query<Counted>(prepared(`SELECT ${/* sql-fragment: fixed */ counted}`), params)).rows[0];
  return { rows: rows.map(({ total: _t, capped: _c, ...row }) => row as T), ...cappedTotal(total, capped) };
}

/**
 * Up to this many registers, a parish's filtered page and count read its own name index (paroquia_id, name_search, id),
 * index-only: ~0.1 µs an entry, so at most ~10 ms. The trigram index holds every parish's names, and asking it costs what
 * the whole instance's matches cost: a rare name in a parish of 10,000 among 1,000,000 took 87 ms through it, 3 ms here.
 */
const OWN_INDEX_MAX = 100_000;

/**
 * The page's ids in name order from the name index alone, before their rows (see OWN_INDEX_MAX), and the count, unless
 * the caller has counted.
 */
async function ownIndexPage<T>(db: Db, columns: string, where: Where, page: Page, counted?: Omit<CappedPage<T>, 'rows'>): Promise<CappedPage<T>> {
  const paged = pageSql(page, where.params);
  // The count and the page at once (past the last page the page is empty), prepared: no index of the pattern serves
  // `name_search || ''`, so the plan does not depend on the name (db/types.ts).
  const [total, { rows }] = await Promise.all([
    counted?.total ??
      db
        .query<{ total: number }>(prepared(`SELECT count(*)::int AS total FROM registers WHERE ${/* sql-fragment: fixed */ where.ownSql}`), where.params)
        .then((r) => r.rows[0].total),
    db.query<T>(
      prepared(`SELECT ${/* sql-fragment: fixed */ columns} FROM registers
        WHERE id = ANY(ARRAY(SELECT id FROM registers WHERE ${/* sql-fragment: fixed */ where.ownSql} ORDER BY name_search, id ${/* sql-fragment: fixed */ paged.sql}))
        ORDER BY name_search, id`),
      paged.params,
    ),
  ]);
  return { rows: rows.slice(0, page.limit), total, exact: counted?.exact ?? true };
}

/** The ways pageOf may take, narrowed by tests that read a page both ways: up to `ownIndexMax` registers a parish is small (OWN_INDEX_MAX); `words` false leaves the registers' words aside. */
interface Ways {
  ownIndexMax?: number;
  words?: boolean;
}

/** One page of the list in name order, and how many registers match. */
export async function listRegisters(db: Db, scope: Scope, filter: RegisterFilter, page: Page, ways: Ways = {}): Promise<CappedPage<RegisterSummary>> {
  const counted = await pageOf<Row<RegisterSummary>>(db, SUMMARY_COLUMNS, whereOf(scope.paroquiaId, filter), page, ways);
  return { ...counted, rows: counted.rows.map((r) => withAge(r, scope.today)) };
}

/** The picker variant: id, name and photo only. */
export async function pickRegisters(db: Db, paroquiaId: number, q: string | undefined, page: Page): Promise<CappedPage<RegisterPick>> {
  const counted = await pageOf<RegisterPick>(db, PICK_COLUMNS, whereOf(paroquiaId, { q }), page);
  return { ...counted, rows: counted.rows.map(withPhoto) };
}

/**
 * The parish's registers (anonymised ones aside) that `absent` leaves out, by name, in the picker's shape: the people
 * who are not yet a tither, or a ministry's member. `absent` is a condition on `r`, its values as `where` parameters.
 */
export async function registerCandidates(
  db: Db,
  paroquiaId: number,
  q: string | undefined,
  page: Page,
  absent: (where: Conditions) => string,
): Promise<{ rows: RegisterPick[]; total: number }> {
  const where = new Conditions();
  where.add((p) => `r.paroquia_id = ${p}`, paroquiaId);
  where.fixed(absent(where));
  where.optional((p) => `r.name_search LIKE search_fold(${p}) ESCAPE '\\'`, q ? likeContains(q) : undefined);
  const { rows, total } = await totalledPage<RegisterPick>(
    db,
    `SELECT r.id, r.name, r.photo, count(*) OVER ()::int AS total FROM registers r
      WHERE ${/* sql-fragment: fixed */ where.sql} AND r.anonymised_at IS NULL ORDER BY r.name_search, r.id`,
    where.params,
    page,
    !q,
  );
  return { rows: rows.map(withPhoto), total };
}

/**
 * Every register matching the filter, whole, in name order, `batch` at a time (the CSV export):
 * keyset pages on (name_search, id), so the last batch costs what the first does.
 */
export async function* eachRegister(db: Db, scope: Scope, filter: RegisterFilter, batch = 1000): AsyncGenerator<Register[]> {
  const where = whereOf(scope.paroquiaId, filter);
  const n = where.params.length;
  let after: { name_search: string; id: number } | null = null;
  for (;;) {
    const keyset: string = after ? `AND (name_search, id) > ($${n + 2}, $${n + 3})` : '';
    const params: unknown[] = [...where.params, batch, ...(after ? [after.name_search, after.id] : [])];
    const { rows }: { rows: Array<Row<Register> & { name_search: string }> } = await db.query(
      `SELECT name_search, ${REGISTER_COLUMNS} FROM registers WHERE ${/* sql-fragment: fixed */ where.sql} ${keyset} ORDER BY name_search, id LIMIT $${n + 1}`,
      params,
    );
    if (!rows.length) return;
    yield rows.map(({ name_search: _, ...r }) => withAge(r, scope.today));
    if (rows.length < batch) return;
    const last = rows[rows.length - 1];
    after = { name_search: last.name_search, id: last.id };
  }
}

export async function findRegister(db: Db, scope: Scope, id: number): Promise<Register | null> {
  const { rows } = await db.query<Row<Register>>(`SELECT ${REGISTER_COLUMNS} FROM registers WHERE id = $1 AND paroquia_id = $2`, [id, scope.paroquiaId]);
  return rows[0] ? withAge(rows[0], scope.today) : null;
}

const REGISTER_EXISTS = prepared('SELECT 1 FROM registers WHERE id = $1 AND paroquia_id = $2');

export async function registerExists(db: Db, paroquiaId: number, id: number): Promise<boolean> {
  const { rows } = await db.query(REGISTER_EXISTS, [id, paroquiaId]);
  return rows.length > 0;
}

/** Whether another register of the parish already has this CPF. */
export async function cpfTaken(db: Db, paroquiaId: number, cpf: string, exceptId: number | null = null): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM registers WHERE paroquia_id = $1 AND cpf = $2 AND id IS DISTINCT FROM $3', [paroquiaId, cpf, exceptId]);
  return rows.length > 0;
}

export interface Author {
  paroquiaId: number;
  userId: number;
  at: Date;
}

export async function insertRegister(db: Db, author: Author, values: RegisterValues, photo: string | null): Promise<number> {
  const columns = COLUMNS.map(([, column]) => column);
  const placeholders = columns.map((_, i) => `$${i + 5}`);
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO registers (paroquia_id, created_by, updated_by, created_at, updated_at, photo, ${/* sql-fragment: fixed */ columns.join(', ')})
     VALUES ($1, $2, $2, $3, $3, $4, ${/* sql-fragment: fixed */ placeholders.join(', ')}) RETURNING id`,
    [author.paroquiaId, author.userId, author.at, photo, ...COLUMNS.map(([field]) => values[field])],
  );
  return rows[0].id;
}

/**
 * Many new registers (an import) in one statement, without photos; their ids in the order of `values`
 * (identities are taken in the order rows are inserted, so ascending ids follow the input).
 */
export async function insertRegisters(db: Db, author: Author, values: RegisterValues[]): Promise<number[]> {
  if (!values.length) return [];
  const columns = COLUMNS.map(([, column]) => column).join(', ');
  const rows = values.map((v) => Object.fromEntries(COLUMNS.map(([field, column]) => [column, v[field]])));
  const inserted = await db.query<{ id: number }>(
    `INSERT INTO registers (paroquia_id, created_by, updated_by, created_at, updated_at, ${/* sql-fragment: fixed */ columns})
     SELECT $1, $2, $2, $3, $3, ${/* sql-fragment: fixed */ columns}
       FROM jsonb_populate_recordset(NULL::registers, $4::jsonb) WITH ORDINALITY ORDER BY ordinality RETURNING id`,
    [author.paroquiaId, author.userId, author.at, JSON.stringify(rows)],
  );
  return inserted.rows.map((r) => r.id).sort((a, b) => a - b);
}

/**
 * Rewrites every field of a register (the form sends them all); `photo` undefined keeps the
 * current one, null removes it. Returns the photo it replaced, or undefined when there is no such register.
 */
export async function updateRegister(
  db: Db,
  author: Author,
  id: number,
  values: RegisterValues,
  photo: string | null | undefined,
): Promise<{ previousPhoto: string | null } | undefined> {
  return db.transaction(async (tx) => {
    const current = await tx.query<{ photo: string | null }>('SELECT photo FROM registers WHERE id = $1 AND paroquia_id = $2 FOR UPDATE', [
      id,
      author.paroquiaId,
    ]);
    if (!current.rows[0]) return undefined;
    const sets = COLUMNS.map(([, column], i) => `${column} = $${i + 7}`);
    await tx.query(
      `UPDATE registers SET ${/* sql-fragment: fixed */ sets.join(', ')}, photo = CASE WHEN $5 THEN $6 ELSE photo END, updated_by = $3, updated_at = $4
        WHERE id = $1 AND paroquia_id = $2`,
      [id, author.paroquiaId, author.userId, author.at, photo !== undefined, photo ?? null, ...COLUMNS.map(([field]) => values[field])],
    );
    return { previousPhoto: current.rows[0].photo };
  });
}

/**
 * Deletes a register with its attachment rows, inside `tx`, unless another module still uses it
 * (references.ts). Returns the files to remove once committed, or why it was refused, or
 * undefined when there is no such register.
 */
export async function deleteRegister(
  tx: Db,
  paroquiaId: number,
  id: number,
): Promise<{ files: Array<[kind: string, name: string]> } | { refused: string } | undefined> {
  const { rows } = await tx.query<{ photo: string | null }>('SELECT photo FROM registers WHERE id = $1 AND paroquia_id = $2 FOR UPDATE', [id, paroquiaId]);
  if (!rows[0]) return undefined;
  const refused = await referenceBlocking(tx, id);
  if (refused) return { refused };
  const attachments = await tx.query<{ filename: string }>('DELETE FROM register_attachments WHERE register_id = $1 AND paroquia_id = $2 RETURNING filename', [
    id,
    paroquiaId,
  ]);
  await tx.query('DELETE FROM registers WHERE id = $1 AND paroquia_id = $2', [id, paroquiaId]);
  const files: Array<[string, string]> = attachments.rows.map((a) => [ATTACHMENT_KIND, a.filename]);
  if (rows[0].photo) files.push([PHOTO_KIND, rows[0].photo]);
  return { files };
}

/** The parish of the register whose photo this file is, or null when it is nobody's (uploads/access.ts). */
export async function photoOwnerParish(db: Db, photo: string): Promise<number | null> {
  const { rows } = await db.query<{ paroquia_id: number }>('SELECT paroquia_id FROM registers WHERE photo = $1', [photo]);
  return rows[0]?.paroquia_id ?? null;
}
