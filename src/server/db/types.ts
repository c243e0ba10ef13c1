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

let preparedCount = 0;

/**
 * A hot query whose best plan does not depend on its values (a lookup by key, a first page in index
 * order): each connection parses it once and PostgreSQL may reuse one generic plan, where a plain
 * string is parsed and planned on every call. Planning is most of the cost of a small query. Not
 * for searches and filters: their plan must see the values (a rare name, a common one).
 */
export function prepared(text: string): Prepared {
  return { text, name: `prepared_${++preparedCount}` };
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
