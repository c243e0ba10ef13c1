import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { migrate } from '../db/migrate';
import { openPostgres } from '../db/postgres';
import type { Db } from '../db/types';
import { testClock, type TestClock } from './clock';
import { createDatabase } from './postgres';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** postgres://... of the test's database: a second app on its own connections plays another server process. */
  databaseUrl: string;
  config: Config;
  clock: TestClock;
  close(): Promise<void>;
}

/**
 * The whole app on its own seeded database, for `app.inject`: a copy of the run's template database
 * (on the embedded server the suite started, or on DATABASE_URL's server), dropped at close, and a
 * DATA_DIR with a copy of the template's uploaded files. One per test file (or per describe); tests
 * inside share it and keep to their own users. `seeded: false` gives an empty install instead.
 */
export async function createTestApp(overrides: Partial<Config> = {}, { seeded = true } = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sacra-test-'));
  const template = inject('testTemplate');
  const [database] = await Promise.all([
    createDatabase(inject('testServerUrl'), seeded ? template.database : undefined),
    seeded && cp(template.uploadsDir, join(dataDir, 'uploads'), { recursive: true }),
  ]);
  const db = await openPostgres(database.url);
  // An empty install (`seeded: false`, as SEED=none leaves it): migrated, no parish, no user.
  if (!seeded) await migrate(db);
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
    databaseUrl: database.url,
    config,
    clock,
    async close() {
      await app.close();
      await db.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Another server process on the test's database: an app with its own connections, listening on 127.0.0.1. */
export async function anotherProcess(t: TestApp): Promise<{ base: string; close(): Promise<void> }> {
  const db = await openPostgres(t.databaseUrl);
  const app = buildApp({ config: t.config, db, clock: t.clock.now });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    async close() {
      await app.close();
      await db.close();
    },
  };
}
