/**
 * The request path at the machine's limit (`npm run bench -- api`), on the embedded database and on a
 * PostgreSQL server (DATABASE_URL's, else a throwaway cluster from Debian's binaries):
 * - the ceiling: the no-op server of lib/load.ts, loaded the same way just before each route;
 * - each route with autocannon in this process, 50 connections, signed in as admin, each GET a new URL:
 *   requests/s, its share of the ceiling, p50/p99, errors (failed connections, timeouts, non-2xx);
 * - the project's mixed load (tests/reliability/mixed-load.ts) with 50 and with 200 members;
 * - the portal's memory idle after the demo seed (Node, and the embedded server's processes).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPostgres } from '../src/server/db/postgres';
import { createDatabase, postgresServer } from '../src/server/test/postgres';
import { addMembers, latencies, runMixedLoad } from '../tests/reliability/mixed-load';
import { hammer, startNoOp, type Measured } from './lib/load';
import { startBenchPortal, type BenchPortal } from './lib/portal';
import { portalMemory } from './lib/memory';
import type { BenchRow } from './run';
import { freshUrl } from './stats';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const MIX_SECONDS = Number(process.env.MIX_SECONDS ?? 30);
const MIXES = [
  { users: 50, goal: 'p99', budgetMs: 100 },
  { users: 200, goal: 'p95', budgetMs: 100 },
] as const;
const P99_BUDGET_MS = 50;
const IDLE_MEMORY_BUDGET_MB = 200;
/** When the portal is idle: past the pool's 10 s idle timeout (node-postgres' default), which closes the seed's connections. */
const IDLE_SETTLED_MS = 15_000;

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** The least share of the ceiling this route must reach, when it has a goal. */
  share?: number;
}

const load1 = () => loadavg()[0].toFixed(1);

async function targets(portal: BenchPortal, cookie: string): Promise<Target[]> {
  // Someone of admin's parish to write to: the first person of the chat list.
  const people = (await (await fetch(`${portal.url}/api/chat/users?limit=8`, { headers: { cookie } })).json()) as { items: { id: number }[] };
  const receiver = people.items[0]?.id;
  if (!receiver) throw new Error('no one to send messages to in the demo parish');
  return [
    { name: 'GET /api/me', method: 'GET', path: '/api/me', share: 0.33 },
    { name: 'GET /api/registers (first page)', method: 'GET', path: '/api/registers?page=1&limit=12', share: 0.15 },
    { name: 'GET /api/chat/users (first page)', method: 'GET', path: '/api/chat/users?limit=8&offset=0', share: 0.15 },
    {
      name: 'POST /api/messages/send',
      method: 'POST',
      path: '/api/messages/send',
      body: JSON.stringify({ receiver_id: receiver, message: 'Mensagem de carga: a paz de Cristo!' }),
    },
  ];
}

/** The ceiling just before a route: the no-op server, started for it and loaded the same way. */
async function ceiling(): Promise<Measured> {
  const noOp = await startNoOp();
  try {
    return await hammer(noOp.url, { seconds: SECONDS });
  } finally {
    noOp.stop();
  }
}

async function measure(database: string, env: Record<string, string>): Promise<BenchRow[]> {
  const noDist = await mkdtemp(join(tmpdir(), 'sacra-bench-nodist-'));
  const portal = await startBenchPortal({ DIST_DIR: noDist, ...env });
  const benchmark = `api (${database})`;
  const rows: BenchRow[] = [];
  try {
    // Idle after the seed: 3 s after start the seed's connections and garbage are still there (a row to see), and
    // past IDLE_SETTLED_MS the pool has closed its idle connections (10 s) and V8 has given back the seed's heap.
    await new Promise((r) => setTimeout(r, 3000));
    const early = portalMemory(portal.pid);
    await new Promise((r) => setTimeout(r, IDLE_SETTLED_MS - 3000));
    const memory = portalMemory(portal.pid);
    if (memory.database > 0) {
      const total = memory.node + memory.database;
      rows.push({
        benchmark,
        metric: `memory 3 s after the demo seed: Node RSS ${early.node.toFixed(0)} MB + embedded PostgreSQL PSS ${early.database.toFixed(0)} MB`,
        value: Math.round(early.node + early.database),
        unit: 'MB',
      });
      rows.push({
        benchmark,
        metric: `memory idle after the demo seed (${IDLE_SETTLED_MS / 1000} s): Node RSS ${memory.node.toFixed(0)} MB + embedded PostgreSQL PSS ${memory.database.toFixed(0)} MB`,
        value: Math.round(total),
        unit: 'MB',
        budget: `< ${IDLE_MEMORY_BUDGET_MB} MB`,
        ok: total < IDLE_MEMORY_BUDGET_MB,
      });
    } else {
      rows.push({
        benchmark,
        metric: 'memory idle after the demo seed: Node RSS (the server is another machine’s)',
        value: Math.round(memory.node),
        unit: 'MB',
      });
    }

    const cookie = await portal.cookieOf('admin');
    for (const target of await targets(portal, cookie)) {
      const top = await ceiling();
      const m = await hammer(portal.url, {
        seconds: SECONDS,
        // A GET asks a new URL each time: the figure is the database path's, not a kept answer's.
        path: target.method === 'GET' ? () => freshUrl(target.path) : () => target.path,
        method: target.method,
        headers: { cookie, accept: 'application/json', ...(target.body ? { 'content-type': 'application/json' } : {}) },
        body: target.body,
      });
      const share = m.rps / top.rps;
      rows.push({
        benchmark,
        metric: `${target.name}: req/s (share of the ceiling of ${Math.round(top.rps)} req/s just before), p50 ms (load ${load1()})`,
        value: `${Math.round(m.rps)} (${(share * 100).toFixed(1)}%), ${m.p50}`,
        ...(target.share ? { budget: `≥ ${target.share * 100}%`, ok: share >= target.share } : {}),
      });
      rows.push({
        benchmark,
        metric: `${target.name}: p99`,
        value: m.p99,
        unit: 'ms',
        ...(target.share ? { budget: `< ${P99_BUDGET_MS} ms`, ok: m.p99 < P99_BUDGET_MS } : {}),
      });
      rows.push({
        benchmark,
        metric: `${target.name}: errors`,
        value: m.errors,
        budget: '= 0',
        ok: m.errors === 0,
        ...(m.errors ? { unit: `(${m.detail})` } : {}),
      });
    }

    const db = await openPostgres(portal.databaseUrl);
    const members = await addMembers(db, Math.max(...MIXES.map((x) => x.users))).finally(() => db.close());
    for (const mix of MIXES) {
      const run = await runMixedLoad({ url: portal.url, pid: portal.pid, members: members.slice(0, mix.users), durationMs: MIX_SECONDS * 1000 });
      const { p50, p95, p99 } = latencies(run.calls);
      const errors = run.calls.filter((c) => c.error).length + run.lost.length;
      const measured = mix.goal === 'p99' ? p99 : p95;
      rows.push({
        benchmark,
        metric: `mixed load, ${mix.users} users for ${MIX_SECONDS} s: ${Math.round(run.calls.length / run.seconds)} req/s, p50/p95/p99 ${p50.toFixed(0)} / ${p95.toFixed(0)} / ${p99.toFixed(0)} ms; ${mix.goal} (load ${load1()})`,
        value: Math.round(measured),
        unit: 'ms',
        budget: `< ${mix.budgetMs} ms`,
        ok: measured < mix.budgetMs,
      });
      rows.push({ benchmark, metric: `mixed load, ${mix.users} users: errors and lost messages or uploads`, value: errors, budget: '= 0', ok: errors === 0 });
    }
  } finally {
    await portal.stop();
    await rm(noDist, { recursive: true, force: true });
  }
  return rows;
}

export async function run(): Promise<BenchRow[]> {
  const rows = await measure('embedded', {});
  let server;
  try {
    server = await postgresServer();
  } catch (error) {
    return [...rows, { benchmark: 'api (PostgreSQL)', metric: 'skipped', value: (error as Error).message.split('\n')[0] }];
  }
  const database = await createDatabase(server.url);
  try {
    rows.push(...(await measure('PostgreSQL', { DATABASE_URL: database.url })));
  } finally {
    await database.drop().catch(() => undefined);
    await server.stop();
  }
  return rows;
}
