/**
 * The one database interface every module uses, through node-postgres: the embedded PostgreSQL 18 or a
 * server at DATABASE_URL, so SQL must run on PostgreSQL 15 and 18 alike: parameterised values only,
 * `int` identity ids and `count(*)::int` so the driver hands back JS numbers.
 */
interface QueryResult<T> {
  rows: T[];
}

export type Unsubscribe = () => Promise<void>;

/** A statement for `Db.query`, made once at module load by `prepared()`. */
export interface Prepared {
  readonly text: string;
  readonly name: string;
}

const preparedByText = new Map<string, Prepared>();

/**
 * A statement each connection parses once and PostgreSQL plans once: after five calls it keeps one generic plan when
 * that plan costs no more than the ones made for the values (planning is most of the cost of a small query: 2.3 ms of
 * the ledger's 2.6, docs/benchmarks.md). The same text is the same statement, so a list may prepare each combination
 * of its filters (Conditions, db/where.ts): their number stays small. For a plan that fits every value: a lookup by
 * key, a page in index order, a filter whose best index does not depend on its value, a search no index of the pattern
 * serves (foldedLike, search.ts). Not for a search the registers' or the books' trigrams serve (a rare name, a common
 * one) nor for `($n IS NULL OR ...)`: a generic plan cannot drop the test and guesses one row. Its
 * LIMIT is a number in the text (pageSql), not a parameter: with `LIMIT $n` the generic plan is costed for a tenth of
 * the rows and PostgreSQL plans every call again.
 */
export function prepared(text: string): Prepared {
  let statement = preparedByText.get(text);
  if (!statement) preparedByText.set(text, (statement = { text, name: `prepared_${preparedByText.size + 1}` }));
  return statement;
}

/** `text` prepared, or left to be planned for its values when `prepare` is false (a search the trigrams serve). */
export const preparedIf = (prepare: boolean, text: string): Prepared | string => (prepare ? prepared(text) : text);

/** A page by number (from 1) or by the rows it skips, and its size. */
export type PageAt = { limit: number } & ({ page: number } | { offset: number });

/** The LIMITs a prepared page is read with: each list has a few statements per connection, whatever sizes callers ask. */
const LIMITS = [12, 25, 50, 100, 250, 1000];

/**
 * The LIMIT and OFFSET of a prepared page (see prepared), after the statement's `params`. LIMIT is the smallest of
 * LIMITS that holds the page (a size the route validated), as a number in the text; the caller keeps the first `limit`
 * rows it gets, and `end` counts the rows up to the page's end. The first page has no OFFSET: as a parameter it costs
 * the generic plan 10% of the rows, and PostgreSQL plans every call of a list of thousands again; the other pages take
 * it as the next parameter.
 */
export function pageSql(page: PageAt, params: unknown[]): { sql: string; params: unknown[]; end: string } {
  const { limit } = page;
  const size = LIMITS.find((n) => n >= limit);
  if (!Number.isSafeInteger(limit) || limit < 1 || size === undefined) throw new Error(`not a page size: ${limit}`);
  const offset = 'offset' in page ? page.offset : (page.page - 1) * limit;
  if (!offset) return { sql: `LIMIT ${size}`, params, end: `${size}` };
  const p = `$${params.length + 1}`;
  return { sql: `LIMIT ${size} OFFSET ${p}`, params: [...params, offset], end: `${size} + ${p}::int` };
}

export interface Db {
  query<T = Record<string, unknown>>(sql: string | Prepared, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters (migrations only). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `fn` in a transaction: committed when it resolves, rolled back when it throws.
   * Inside, use the `tx` it receives, never the outer Db (another connection: it would not see the transaction's writes).
   * Nested calls on `tx` become savepoints.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /** LISTEN on a channel (a plain identifier); resolves to a function that stops listening. */
  listen(channel: string, handler: (payload: string) => void): Promise<Unsubscribe>;
  /** NOTIFY; inside a transaction it is delivered on commit, as PostgreSQL does. */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * The database's announcements on CHANGES_CHANNEL, each heard once by this process: one it made
   * before the query that committed it returns (later requests of this process never see the state
   * before it), another process's as it arrives. `handler` runs with null when some may have been
   * missed (the listening connection was lost).
   */
  onChange(handler: (payload: string | null) => void): () => void;
  close(): Promise<void>;
}

/** Changed users, sessions and parishes ('u:<id>', 'p:<id>'), announced by triggers (migration 014). */
export const CHANGES_CHANNEL = 'auth_changed';

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

/** LISTEN cannot take a parameter, so channel names are checked and quoted instead. */
export function channelIdentifier(channel: string): string {
  if (!CHANNEL.test(channel)) throw new Error(`invalid channel name: ${channel}`);
  return `"${channel}"`;
}
