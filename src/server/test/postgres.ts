/**
 * PostgreSQL for tests that need a real server (several portal processes on one database): the one
 * at DATABASE_URL, else a throwaway cluster started from Debian's PostgreSQL 15 binaries.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './spawn';

const run = promisify(execFile);
const PG_BIN = '/usr/lib/postgresql/15/bin';

export interface PostgresServer {
  /** postgres://... of the server's maintenance database. */
  url: string;
  stop(): Promise<void>;
  /** Only on a throwaway cluster: stops the server (fast: open connections are cut), keeping its files. */
  shutDown?(): Promise<void>;
  /** Starts it again on the same port after `shutDown()`; resolves when it accepts connections. */
  startUp?(): Promise<void>;
}

/** A shell command as the postgres user when running as root (PostgreSQL refuses to run as root). */
async function asPostgres(command: string): Promise<void> {
  if (process.getuid?.() === 0) await run('su', ['postgres', '-s', '/bin/sh', '-c', command]);
  else await run('/bin/sh', ['-c', command]);
}

/**
 * DATABASE_URL's server when set (unless `throwaway`, for a test that stops and starts it); otherwise
 * a new cluster on a free port in a temporary folder, removed by `stop()`. Without DATABASE_URL and
 * without the binaries it throws, so a test that needs PostgreSQL fails instead of passing without having run.
 */
export async function postgresServer(o: { throwaway?: boolean } = {}): Promise<PostgresServer> {
  if (process.env.DATABASE_URL && !o.throwaway) return { url: process.env.DATABASE_URL, stop: async () => undefined };
  if (!existsSync(join(PG_BIN, 'pg_ctl'))) {
    throw new Error(
      `This test needs a PostgreSQL server: set DATABASE_URL=postgres://... or install PostgreSQL 15 (${PG_BIN}; Debian: apt-get install postgresql) so the test can start a throwaway one.`,
    );
  }
  const dir = await mkdtemp(join(tmpdir(), 'sacra-pg-'));
  const port = await freePort();
  if (process.getuid?.() === 0) await run('chown', ['postgres:', dir]);
  await asPostgres(`${PG_BIN}/initdb -D '${dir}' -U postgres --auth=trust >/dev/null`);
  const start = () => asPostgres(`${PG_BIN}/pg_ctl -D '${dir}' -o '-c listen_addresses=127.0.0.1 -p ${port} -k ${dir}' -w -l '${dir}/log' start >/dev/null`);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    shutDown: () => asPostgres(`${PG_BIN}/pg_ctl -D '${dir}' -m fast -w stop >/dev/null`),
    startUp: start,
    async stop() {
      await asPostgres(`${PG_BIN}/pg_ctl -D '${dir}' -m fast -w stop >/dev/null`).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A new database on `serverUrl`, empty or a copy of the database `template` (nobody may be connected
 * to it while it is copied); `drop()` removes it (closing what is still connected).
 */
export async function createDatabase(serverUrl: string, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `sacra_test_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  // The name is generated above from hex digits only, the template's by this suite: an identifier cannot be a parameter.
  await admin(`CREATE DATABASE ${/* sql-fragment: fixed */ name}${template ? ` TEMPLATE ${/* sql-fragment: fixed */ pg.escapeIdentifier(template)}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${/* sql-fragment: fixed */ name} WITH (FORCE)`) };
}
