import { pageSql, prepared, preparedIf, type Db, type PageAt } from './types';

/**
 * A WHERE clause made of the filters a call gives, each a fixed fragment whose value travels as the next $n parameter.
 * A filter not given is left out of the text rather than written `($n IS NULL OR ...)`: each combination of filters is
 * then a statement of its own whose plan fits it, which can be prepared (db/types.ts), where the generic plan of
 * `$n IS NULL OR ...` cannot drop the test and sorts a whole parish to show a first page (docs/benchmarks.md).
 */
export class Conditions {
  readonly params: unknown[] = [];
  private readonly fragments: string[] = [];
  /** Whether an `optional` filter was given. */
  filtered = false;

  /** The next parameter ('$3') holding `value`. */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  /** Adds `fragment(param)` with `value` as its parameter; returns that parameter. */
  add(fragment: (param: string) => string, value: unknown): string {
    const param = this.param(value);
    this.fragments.push(fragment(param));
    return param;
  }

  /** Adds `fragment(param)` when `value` is given (neither undefined nor null); returns that parameter, if added. */
  optional(fragment: (param: string) => string, value: unknown): string | undefined {
    if (value === undefined || value === null) return undefined;
    this.filtered = true;
    return this.add(fragment, value);
  }

  /** Adds a fragment without a value. */
  fixed(fragment: string): void {
    this.fragments.push(fragment);
  }

  get count(): number {
    return this.fragments.length;
  }

  get sql(): string {
    return this.fragments.join(' AND ');
  }

  /** `WHERE` and the conditions, or nothing without one. */
  get clause(): string {
    return this.fragments.length ? `WHERE ${this.sql}` : '';
  }
}

/**
 * A list's page and its count, asked at once: `count` reads the conditions' rows (its one row is `counted`), `rows` lists
 * them in order without a LIMIT, which pageSql adds. Both prepared: a name search compares with foldedLike (search.ts).
 */
export async function pageAndCount<T, C = { total: number }>(
  db: Db,
  where: Pick<Conditions, 'params'>,
  page: PageAt,
  sql: { count: string; rows: string },
): Promise<{ rows: T[]; counted: C }> {
  const [counted, rows] = await Promise.all([db.query<C>(prepared(sql.count), where.params), pagedRows<T>(db, sql.rows, where.params, page)]);
  return { rows, counted: counted.rows[0] };
}

/**
 * The page of `sql` (a SELECT in order without a LIMIT, which pageSql adds), prepared unless `prepare` is false (a
 * search the trigram indexes serve). pageSql reads a few page sizes, the one asked rounded up: the rows past it are cut.
 */
export async function pagedRows<T>(db: Db, sql: string, params: unknown[], page: PageAt, prepare = true): Promise<T[]> {
  const paged = pageSql(page, params);
  const { rows } = await db.query<T>(preparedIf(prepare, `${/* sql-fragment: fixed */ sql} ${/* sql-fragment: fixed */ paged.sql}`), paged.params);
  return rows.slice(0, page.limit);
}

/**
 * A page of a list whose statement counts its matches in a column (`count(*) OVER ()::int AS total`, the shape of the
 * short lists): `sql` is the SELECT in order without a LIMIT, which pageSql adds. Prepared unless `prepare` is false (a
 * search the registers' trigrams serve). Past the last page there is no row to carry the total: 0.
 */
export async function totalledPage<T>(db: Db, sql: string, params: unknown[], page: PageAt, prepare = true): Promise<{ rows: T[]; total: number }> {
  const rows = await pagedRows<T & { total: number }>(db, sql, params, page, prepare);
  return { rows: rows.map(({ total: _, ...row }) => row as T), total: rows[0]?.total ?? 0 };
}

/**
 * A list as it opens, whose totals triggers keep (migrations 049, 050, 052): its page and its totals in one statement,
 * not two. `totals` is a SELECT of the totals' one row, read by the page's statement as a column (its JSON, computed
 * once) and on its own past the last page, with the same values: they must use the same parameters. `rows(column)` is
 * the page's SELECT in order without a LIMIT, `column` among its columns.
 */
export async function keptTotalsPage<T, C>(
  db: Db,
  sql: { totals: string; rows: (column: string) => string },
  params: unknown[],
  page: PageAt,
): Promise<{ rows: T[]; counted: C }> {
  const column = `(SELECT row_to_json(k)::text FROM (${/* sql-fragment: fixed */ sql.totals}) k) AS totals`;
  const rows = await pagedRows<T & { totals: string }>(db, sql.rows(column), params, page);
  const totals = rows[0]?.totals ?? (await db.query<{ totals: string }>(prepared(`SELECT ${/* sql-fragment: fixed */ column}`), params)).rows[0].totals;
  return { rows: rows.map(({ totals: _, ...row }) => row as T), counted: JSON.parse(totals) as C };
}
