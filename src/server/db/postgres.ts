import type { Duplex } from 'node:stream';
import pg from 'pg';
import { PgListener } from './listener';
import { withSavepoint } from './savepoint';
import { currentScope, type ParishScope } from './scope';
import { CHANGES_CHANNEL, prepared, type Db, type Prepared } from './types';

type Run = (query: pg.QueryConfig) => Promise<pg.QueryResult>;

function queries(run: Run): Pick<Db, 'query' | 'exec' | 'notify'> {
  return {
    async query<T>(sql: string | Prepared, params?: unknown[]) {
      const result = await run(typeof sql === 'string' ? { text: sql, values: params } : { text: sql.text, values: params, name: sql.name });
      return { rows: result.rows as T[] };
    },
    async exec(sql) {
      // Without parameters node-postgres uses the simple protocol, which accepts several statements.
      await run({ text: sql });
    },
    async notify(channel, payload) {
      await run({ text: 'SELECT pg_notify($1, $2)', values: [channel, payload] });
    },
  };
}

/** The role a scoped query runs as (migration 042): not the tables' owner nor a superuser, so row-level security applies. */
const SCOPED_ROLE = 'sacra_paroquia';
/** A transaction that rolled back may have undone a scope set inside it: the next query sets it again. */
const UNKNOWN = '?';
/** The scope each connection was last given ('' none): a query sends the scope statement only when its scope differs. */
const given = new WeakMap<pg.ClientBase, string>();

/**
 * The role and the parishes a query runs with (migration 042), prepared once per connection: a parish's own, or with
 * `curia` also its diocese's parishes, read here in the same statement. Without a scope: the connecting user, every
 * parish. A parish's own scope has no subquery (measured: a pooled connection changing parish cost 230 µs more than one
 * kept on it with a parsed statement reading `paroquias`, 90 µs with this one, nothing once pipelined: scopedQuery).
 */
const SET_PARISH = prepared(`SELECT set_config('role', $1, false), set_config('sacra.paroquia', $2, false), set_config('sacra.paroquias', $3, false)`);
const SET_CURIA = prepared(`SELECT set_config('role', $1, false), set_config('sacra.paroquia', $2, false), set_config('sacra.paroquias',
  (ARRAY(SELECT id FROM paroquias WHERE diocese_id = (SELECT diocese_id FROM paroquias WHERE id = $2::int)) || $2::int)::text, false)`);

/** The running code's scope, and its key as `given` keeps it; read once for each query. */
type Scoped = { scope: ParishScope | null; key: string };
function scopeNow(parishesChanged: number): Scoped {
  const scope = currentScope();
  return { scope, key: scope ? `${scope.paroquiaId}${scope.curia ? `+${parishesChanged}` : ''}` : '' };
}

type ScopeStatement = { statement: Prepared; values: string[] };

/**
 * The statement and values that put the running code's parish scope (db/scope.ts) on `client`, or take it off: the
 * row-level security's key. Nothing when the connection has it already. A diocese's office reads its diocese's parishes
 * as they were when its connection was given them: `parishesChanged` counts the announcements of a parish added,
 * changed or removed (migrations 014 and 045), and a connection is given them again after one.
 */
function scopeStatement(client: pg.ClientBase, { scope, key }: Scoped): ScopeStatement | undefined {
  if ((given.get(client) ?? '') === key) return undefined;
  if (!scope) return { statement: SET_PARISH, values: ['none', '', ''] };
  const parish = String(scope.paroquiaId);
  return scope.curia ? { statement: SET_CURIA, values: [SCOPED_ROLE, parish] } : { statement: SET_PARISH, values: [SCOPED_ROLE, parish, `{${parish}}`] };
}

/** The scope statement sent on its own; its failure is not a DatabaseError, so the connection is dropped. */
function applyScope(client: pg.ClientBase, { statement, values }: ScopeStatement): Promise<unknown> {
  return client.query({ name: statement.name, text: statement.text, values }).catch((error: unknown) => {
    throw new Error('A conexão não recebeu o escopo da paróquia', { cause: error });
  });
}

/** Clients whose socket holds its writes until the end of the tick (batchWrites). */
const holding = new WeakSet<pg.ClientBase>();

/**
 * Holds what `client` writes until the end of this tick, so that statements asked together (a scope and its query, a
 * page and its count) leave in one write: the server wakes once for them, not once each. Measured (diocese base, a
 * first page of registers, ten parishes' secretaries in turn): +20% requests a second, -17% portal CPU a request.
 */
function batchWrites(client: pg.ClientBase): void {
  if (holding.has(client)) return;
  const { stream } = (client as pg.ClientBase & { connection: { stream: Duplex } }).connection;
  holding.add(client);
  stream.cork();
  process.nextTick(() => {
    holding.delete(client);
    stream.uncork();
  });
}

type Wire = { parsedStatements: Record<string, string>; bind(config: object): void; execute(config: object): void };
type QueryInternals = {
  prepare(connection: Wire): void;
  handleDataRow(message: unknown): void;
  handleCommandComplete(message: unknown, connection: Wire): void;
};
const BaseQuery = pg.Query as unknown as new (
  config: pg.QueryConfig,
) => pg.Submittable & QueryInternals & { callback?: (error: Error | null, result?: pg.QueryResult) => void };

/**
 * A query with its scope statement written ahead of it, without a Sync between them: PostgreSQL runs both in one
 * implicit transaction and answers once (each Sync ends a transaction and flushes an answer that wakes the portal). A
 * scope statement that fails fails the query, which then does not run (the server skips to the Sync). The scope's
 * answer (a row and its command tag) is not the query's: dropped here. Measured (diocese base, row-level security on,
 * ten parishes' secretaries in turn, ten connections, in turns with the separate statement): the contributions' first
 * page +7 to +11% requests a second; registers and baptisms within the noise, as is one request at a time.
 */
class ScopedQuery extends BaseQuery {
  #scopeAnswering = false;
  constructor(
    config: pg.QueryConfig,
    private readonly scope: ScopeStatement,
  ) {
    super(config);
  }
  override prepare(connection: Wire): void {
    connection.bind({ statement: this.scope.statement.name, values: this.scope.values });
    connection.execute({});
    this.#scopeAnswering = true;
    super.prepare(connection);
  }
  override handleDataRow(message: unknown): void {
    if (!this.#scopeAnswering) super.handleDataRow(message);
  }
  override handleCommandComplete(message: unknown, connection: Wire): void {
    if (this.#scopeAnswering) this.#scopeAnswering = false;
    else super.handleCommandComplete(message, connection);
  }
}

/**
 * `query` under the running code's scope. The connections pipeline (node-postgres's `pipeline` mode) and batch their
 * writes (batchWrites). A scope statement the connection has parsed goes ahead of a query sent with the extended
 * protocol (ScopedQuery); otherwise (its first use, a query without parameters) it goes as a statement of its own.
 * Should that one fail, the query's answer is not used, and the error (not a DatabaseError) has the connection dropped.
 */
async function scopedQuery(client: pg.ClientBase, scoped: Scoped, query: pg.QueryConfig): Promise<pg.QueryResult> {
  batchWrites(client);
  const scope = scopeStatement(client, scoped);
  if (!scope) return client.query(query);
  // Unknown until the scope is acknowledged, and after a failed ScopedQuery: its transaction took the scope back with it.
  given.set(client, UNKNOWN);
  const wire = (client as pg.ClientBase & { connection: Wire }).connection;
  if (wire.parsedStatements[scope.statement.name] !== undefined && (query.name || query.values?.length)) {
    const result = await new Promise<pg.QueryResult>((resolve, reject) => {
      const inline = new ScopedQuery(query, scope);
      inline.callback = (error, answer) => (error ? reject(error) : resolve(answer as pg.QueryResult));
      void client.query(inline);
    });
    given.set(client, scoped.key);
    return result;
  }
  const scoping = applyScope(client, scope);
  const answer = client.query(query);
  answer.catch(() => undefined);
  await scoping;
  given.set(client, scoped.key);
  return answer;
}

type PoolInternals = { _idle: { client: pg.ClientBase }[]; _pendingQueue: object[]; _pulseQueue(): void };
const PoolWithInternals = pg.Pool as unknown as new (config: pg.PoolConfig) => pg.Pool & PoolInternals;
/** The scope a caller waiting in the pool's queue wants its connection in. */
const wanted = new WeakMap<object, string>();

/**
 * A pool that hands a query an idle connection already in its scope when it has one, sparing the scope statement.
 * pg-pool gives its first waiting caller the idle connection at the end of its list (`_pulseQueue`): one in that
 * caller's scope is moved there first (pg-pool 3's private fields; db.test.ts checks the effect). Measured (diocese
 * base, a first page of registers, ten parishes' secretaries in turn, row-level security on): +20 to +25% requests a
 * second, -19% portal CPU a request. Serving first a waiting caller in the scope of a connection just released
 * (skipping the head of the queue once) measured no better, and is not done.
 */
class AffinePool extends PoolWithInternals {
  connectFor(key: string): Promise<pg.PoolClient> {
    const waiting = this._pendingQueue.length;
    const connecting = this.connect();
    if (this._pendingQueue.length > waiting) wanted.set(this._pendingQueue[this._pendingQueue.length - 1], key);
    return connecting;
  }

  override _pulseQueue(): void {
    const key = this._pendingQueue.length ? wanted.get(this._pendingQueue[0]) : undefined;
    const last = this._idle.length - 1;
    if (key !== undefined && last > 0 && given.get(this._idle[last].client) !== key) {
      const found = this._idle.findLastIndex((item) => given.get(item.client) === key);
      if (found >= 0) this._idle.push(...this._idle.splice(found, 1));
    }
    super._pulseQueue();
  }
}

/**
 * How long a request waits for a connection (a server restarting, or every pooled one busy) before
 * it fails with a 503, instead of waiting for ever.
 */
const CONNECT_TIMEOUT_MS = 5_000;

/** PostgreSQL through a node-postgres pool: DATABASE_URL's server, or the embedded one. */
export async function openPostgres(connectionString: string, onError: (error: Error) => void = () => undefined): Promise<Db> {
  const changes = new Set<(payload: string | null) => void>();
  let parishesChanged = 0;
  const announce = (payload: string | null) => {
    if (payload === null || payload.startsWith('p:')) parishesChanged++;
    changes.forEach((handler) => handler(payload));
  };
  // Every pooled connection listens for announced changes (Db.onChange) before its first use:
  // PostgreSQL hands a session the notifications it is owed before it says a statement is done,
  // those of its own commit included. Each is announced once: by the pooled connection that sent
  // it (at once), other processes' by the listening connection. Every listening session is handed
  // every notification, and a late copy would drop what was kept after the change.
  const connected = new Set<pg.Client>();
  const backend = (client: pg.Client) => (client as pg.Client & { processID: number | null }).processID;
  const ours = (from: number) => [...connected].some((client) => backend(client) === from);
  class ListeningClient extends pg.Client {
    connect(): Promise<pg.Client>;
    connect(callback: (error: Error | null, client?: pg.Client) => void): void;
    connect(callback?: (error: Error | null, client?: pg.Client) => void): Promise<pg.Client> | void {
      connected.add(this);
      this.once('end', () => connected.delete(this));
      this.on('notification', (message) => message.channel === CHANGES_CHANNEL && message.processId === backend(this) && announce(message.payload ?? ''));
      const listening = super
        .connect()
        .then(() => this.query(`LISTEN ${/* sql-fragment: fixed */ CHANGES_CHANNEL}`))
        .then(() => this);
      listening.catch(() => connected.delete(this));
      if (!callback) return listening;
      listening.then((client) => callback(null, client), callback);
    }
  }
  const pool = new AffinePool({ connectionString, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, Client: ListeningClient, pipeline: true });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', onError);
  await pool.query('SELECT 1');
  // The listening connection hears them while the pool has no connection open; after losing it, some may have been missed.
  const listener = new PgListener({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS }, onError, () => announce(null));
  await listener.listen(CHANGES_CHANNEL, (payload, from) => ours(from) || announce(payload));
  const onChange = (handler: (payload: string | null) => void) => {
    changes.add(handler);
    return () => changes.delete(handler);
  };

  // Each query takes a connection as pool.query would, and gives it the running code's scope first.
  const pooled: Run = async (query) => {
    const scoped = scopeNow(parishesChanged);
    const client = await pool.connectFor(scoped.key);
    let broken: Error | undefined;
    // As in a transaction below: a checked-out client's lost connection must not be an unhandled 'error'.
    const lost = (error: Error) => (broken = error);
    client.on('error', lost);
    try {
      return await scopedQuery(client, scoped, query);
    } catch (error) {
      // A statement's error leaves the connection usable; anything else (a lost connection) destroys it.
      if (!(error instanceof pg.DatabaseError)) broken = error as Error;
      throw error;
    } finally {
      client.off('error', lost);
      client.release(broken);
    }
  };

  return {
    ...queries(pooled),
    async transaction(fn) {
      const scoped = scopeNow(parishesChanged);
      const client = await pool.connectFor(scoped.key);
      let broken: Error | undefined;
      // A checked-out client has no pool listener: a connection lost between two queries would be an
      // unhandled 'error' and end the process. The next query fails instead, and release destroys it.
      const lost = (error: Error) => (broken = error);
      client.on('error', lost);
      try {
        await scopedQuery(client, scoped, { text: 'BEGIN' });
        // Queries started together (Promise.all) are pipelined in the order they were asked, as the pool's are.
        const tx: Db = {
          // The scope is read again for each query: a request's scope can end while its transaction runs.
          ...queries((query) => scopedQuery(client, scopeNow(parishesChanged), query)),
          // Rolled back to, a savepoint puts back the scope the connection had when it was taken, which may not be the one
          // `given` remembers (a request's scope ended in between): the next query sets its scope again.
          transaction: (inner) =>
            withSavepoint(tx, inner).catch((error: unknown) => {
              given.set(client, UNKNOWN);
              throw error;
            }),
          listen: (channel, handler) => listener.listen(channel, handler),
          onChange,
          close: () => Promise.reject(new Error('close() called inside a transaction')),
        };
        const result = await fn(tx);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // A client whose ROLLBACK fails is in an unknown state: release(error) destroys it.
        given.set(client, UNKNOWN);
        await client.query('ROLLBACK').catch((e: Error) => (broken = e));
        throw error;
      } finally {
        client.off('error', lost);
        client.release(broken);
      }
    },
    listen: (channel, handler) => listener.listen(channel, handler),
    onChange,
    async close() {
      await listener.close();
      await pool.end();
      // The pool's end() resolves before its connections have said goodbye: wait, so the server stops with none open.
      await Promise.all([...connected].map((client) => new Promise((resolve) => client.once('end', resolve))));
    },
  };
}
