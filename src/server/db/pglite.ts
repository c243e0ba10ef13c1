import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { lockEmbedded } from './pglite-lock';
import { withSavepoint } from './savepoint';
import { channelIdentifier, type Db, type Unsubscribe } from './types';

function transactionDb(runner: Transaction, root: PGlite): Db {
  const db: Db = {
    async query<T>(sql: string, params?: unknown[]) {
      const result = await runner.query<T>(sql, params as unknown[] | undefined);
      return { rows: result.rows };
    },
    async exec(sql) {
      await runner.exec(sql);
    },
    transaction: (fn) => withSavepoint(db, fn),
    // Through the transaction: the root instance would wait for this very transaction to end.
    listen: (channel, handler) => listen(root, channel, handler, runner),
    async notify(channel, payload) {
      await runner.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    close: () => Promise.reject(new Error('close() called inside a transaction')),
  };
  return db;
}

async function listen(pg: PGlite, channel: string, handler: (payload: string) => void, tx?: Transaction): Promise<Unsubscribe> {
  channelIdentifier(channel);
  const stop = await pg.listen(channel, handler, tx);
  return () => stop();
}

/** The embedded database: PostgreSQL 18 in WASM, one connection, data kept in `dataDir`. */
export async function openPglite(dataDir: string): Promise<Db> {
  await mkdir(dataDir, { recursive: true });
  const unlock = await lockEmbedded(dataDir);
  // Extensions a migration may create must be loaded on every open: registers' name search uses pg_trgm.
  const pg = await PGlite.create(dataDir, { extensions: { pg_trgm } }).catch(async (error: unknown) => {
    await unlock();
    throw error;
  });
  return {
    async query<T>(sql: string, params?: unknown[]) {
      const result = await pg.query<T>(sql, params as unknown[] | undefined);
      return { rows: result.rows };
    },
    async exec(sql) {
      await pg.exec(sql);
    },
    transaction: (fn) => pg.transaction((tx) => fn(transactionDb(tx, pg))),
    listen: (channel, handler) => listen(pg, channel, handler),
    async notify(channel, payload) {
      await pg.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      if (pg.closed) return;
      await pg.close();
      await unlock();
    },
  };
}
