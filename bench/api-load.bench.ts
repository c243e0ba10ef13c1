/**
 * The API under load (issue 8): autocannon in this process against the portal in its own process
 * (bench/lib/portal.ts) on 127.0.0.1, signed in as admin: 50 connections for 20 s on each of
 * GET /api/me, GET /api/registers (first page), GET /api/chat/users, POST /api/messages/send.
 * Throughput (requests/s) and latency percentiles from every answer's time; budget: zero errors
 * (failed connections, timeouts and non-2xx answers). First on the embedded database (PGlite), then on
 * PostgreSQL: DATABASE_URL's server, else a throwaway cluster from Debian's binaries when installed.
 * Wall-clock numbers depend on what else the machine runs: the load average is reported beside them.
 */
import autocannon from 'autocannon';
import { loadavg } from 'node:os';
import { createDatabase, postgresServer } from '../src/server/test/postgres';
import { startBenchPortal, type BenchPortal } from './lib/portal';
import type { BenchRow } from './run';
import { percentile } from './stats';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.LOAD_SECONDS ?? 20);

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

async function targets(portal: BenchPortal, cookie: string): Promise<Target[]> {
  // Someone of admin's parish to write to: the first person of the chat list.
  const people = (await (await fetch(`${portal.url}/api/chat/users?limit=8`, { headers: { cookie } })).json()) as { items: { id: number }[] };
  const receiver = people.items[0]?.id;
  if (!receiver) throw new Error('no one to send messages to in the demo parish');
  return [
    { name: 'GET /api/me', method: 'GET', path: '/api/me' },
    { name: 'GET /api/registers (first page)', method: 'GET', path: '/api/registers?page=1&limit=12' },
    { name: 'GET /api/chat/users', method: 'GET', path: '/api/chat/users?limit=8&offset=0' },
    { name: 'POST /api/messages/send', method: 'POST', path: '/api/messages/send', body: JSON.stringify({ receiver_id: receiver, message: 'Mensagem de carga: a paz de Cristo!' }) },
  ];
}

async function load(portal: BenchPortal, cookie: string, target: Target): Promise<{ rps: number; times: number[]; errors: number; detail: string }> {
  const times: number[] = [];
  const statuses = new Map<number, number>();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${portal.url}${target.path}`,
        method: target.method,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: { cookie, accept: 'application/json', ...(target.body ? { 'content-type': 'application/json' } : {}) },
        body: target.body,
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      times.push(ms);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
  });
  const non2xx = [...statuses].filter(([s]) => s < 200 || s >= 300).reduce((n, [, c]) => n + c, 0);
  // autocannon counts a timeout (no answer in 10 s) as an error too.
  const detail = [result.timeouts && `${result.timeouts} without an answer in 10 s`, result.errors - result.timeouts && `${result.errors - result.timeouts} failed connections`, non2xx && `non-2xx: ${[...statuses].filter(([s]) => s < 200 || s >= 300).map(([s, c]) => `${s}×${c}`).join(' ')}`];
  return { rps: result.requests.average, times, errors: result.errors + non2xx, detail: detail.filter(Boolean).join(', ') };
}

async function measure(database: string, env: Record<string, string> = {}): Promise<BenchRow[]> {
  const portal = await startBenchPortal(env);
  const rows: BenchRow[] = [];
  try {
    const cookie = await portal.cookieOf('admin');
    for (const target of await targets(portal, cookie)) {
      const { rps, times, errors, detail } = await load(portal, cookie, target);
      const p = (n: number) => percentile(times, n).toFixed(0);
      const benchmark = `api-load (${database})`;
      rows.push({ benchmark, metric: `${target.name}: req/s, p50/p95/p99 ms`, value: `${Math.round(rps)}; ${p(50)} / ${p(95)} / ${p(99)}` });
      rows.push({ benchmark, metric: `${target.name}: errors (load ${loadavg()[0].toFixed(1)})`, value: errors, budget: '= 0', ok: errors === 0, ...(errors ? { unit: `(${detail})` } : {}) });
    }
  } finally {
    await portal.stop();
  }
  return rows;
}

export async function run(): Promise<BenchRow[]> {
  const rows = await measure('PGlite');
  let server;
  try {
    server = await postgresServer();
  } catch (error) {
    return [...rows, { benchmark: 'api-load (PostgreSQL)', metric: 'skipped', value: (error as Error).message.split('\n')[0] }];
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
