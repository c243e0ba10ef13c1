/**
 * The API benches' measuring (dízimo, sacramental books): GET calls through app.inject as a signed-in
 * user, p50/p95 over a number of samples, and each case's rows against its goal and against the
 * ceiling (GET /api/me measured the same way in the same run).
 */
import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { migrate } from '../../src/server/db/migrate';
import { openDb } from '../../src/server/db/open';
import { seedDemo } from '../../src/server/db/seed/index';
import type { Db } from '../../src/server/db/types';
import { localStorage } from '../../src/server/storage/local';
import type { BenchRow } from '../run';
import { freshUrl, percentile, sample } from '../stats';

export interface DemoApp {
  db: Db;
  app: FastifyInstance;
  /** The parish of the demo user the bench signs in as. */
  paroquiaId: number;
  close: () => Promise<void>;
}

/** The demo data in an embedded database of its own (a temporary DATA_DIR) and the app on it; `close` removes both. */
export async function demoApp(name: string, user: string): Promise<DemoApp> {
  const dataDir = await mkdtemp(join(tmpdir(), `sacra-bench-${name}-`));
  const db = await openDb({ dataDir, databaseUrl: undefined });
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DIST_DIR: join(dataDir, 'no-dist') });
  const app = buildApp({ config, db });
  const close = async () => {
    await app.close();
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await migrate(db);
    await seedDemo(db, localStorage(config.uploadsDir));
    const { rows } = await db.query<{ paroquia_id: number }>('SELECT paroquia_id FROM users WHERE username = $1', [user]);
    return { db, app, paroquiaId: rows[0].paroquia_id, close };
  } catch (error) {
    await close();
    throw error;
  }
}

export interface Timing {
  p50: number;
  p95: number;
}

/** Times GET `urls` (taken in turn, each call a new URL) `samples` times, after 5 untimed calls; a non-200 answer stops the bench. */
export function injectedGets(app: FastifyInstance, cookie: string, samples: number) {
  return async (urls: string | string[]): Promise<Timing> => {
    const list = [urls].flat();
    const wall = await sample(
      samples,
      async (i) => {
        const url = freshUrl(list[i % list.length]);
        const res = await app.inject({ method: 'GET', url, headers: { cookie } });
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      },
      5,
    );
    return { p50: percentile(wall, 50), p95: percentile(wall, 95) };
  };
}

/** A case's p50, its p95 (against `goalMs` when budgeted) and its p95 as a multiple of the ceiling's. */
export function caseRows(benchmark: string, label: string, m: Timing, ceiling: Timing, goalMs: number, budgeted = true): BenchRow[] {
  return [
    { benchmark, metric: `${label}: p50`, value: m.p50, unit: 'ms' },
    { benchmark, metric: `${label}: p95`, value: m.p95, unit: 'ms', ...(budgeted ? { budget: `< ${goalMs} ms`, ok: m.p95 < goalMs } : {}) },
    { benchmark, metric: `${label}: p95 / ceiling p95`, value: `${(m.p95 / ceiling.p95).toFixed(1)}×` },
  ];
}
