import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { migrate } from '../db/migrate';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { seedDemo } from '../db/seed/index';
import type { Db } from '../db/types';
import { localStorage } from '../storage/local';
import { testClock, type TestClock } from './clock';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  clock: TestClock;
  close(): Promise<void>;
}

/** A fresh database on the PostgreSQL server at DATABASE_URL: created, migrated and seeded; dropped by the returned function. */
async function serverDatabase(serverUrl: string, uploadsDir: string): Promise<{ db: Db; drop: () => Promise<void> }> {
  const name = `sacra_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // The name is generated above from hex digits only: an identifier cannot be a parameter.
    await admin.query(`CREATE DATABASE ${/* sql-fragment: fixed */ name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString());
  await migrate(db);
  await seedDemo(db, localStorage(uploadsDir));
  return {
    db,
    async drop() {
      await db.close();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${/* sql-fragment: fixed */ name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * The whole app on its own seeded database, for `app.inject`. PGlite: a copy of the suite's
 * template DATA_DIR. With DATABASE_URL: a new database on that server, dropped at close.
 * One per test file (or per describe); tests inside share it and keep to their own users.
 */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sacra-test-'));
  const serverUrl = process.env.DATABASE_URL;
  let db: Db;
  let dropDatabase = async () => undefined as void;
  if (serverUrl) {
    const server = await serverDatabase(serverUrl, join(dataDir, 'uploads'));
    db = server.db;
    dropDatabase = server.drop;
  } else {
    await cp(inject('serverTemplateDir'), dataDir, { recursive: true });
    db = await openPglite(join(dataDir, 'pgdata'));
  }
  const config: Config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent', DIST_DIR: join(dataDir, 'no-dist') }),
    ...overrides,
  };
  const clock = testClock();
  const app = buildApp({ config, db, clock: clock.now });
  await app.ready();
  return {
    app,
    db,
    config,
    clock,
    async close() {
      await app.close();
      if (serverUrl) await dropDatabase();
      else await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
