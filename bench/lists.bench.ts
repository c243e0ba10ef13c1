/**
 * Every signed-in list route at the machine's limit, each request a new URL (`npm run bench -- lists`). The routes
 * come from the portal's OpenAPI document (listRoutes, src/server/test/openapi.ts), each called as the first demo user
 * it answers (LIST_USERS). Its first page and,
 * when it takes `q`, a search (a name of the benches' list, another each request) are loaded with autocannon from
 * this process against the portal in its own process (embedded database, demo data), each read as a share of the
 * no-op server's throughput (lib/load.ts) measured just before, with the CPU time each request cost the portal, its
 * PostgreSQL and autocannon (the machine's cores are shared by the three). Goals (issue 33): a first page ≥ 25% of the
 * no-op, a search ≥ 10%; no errors. /api/me, which reads no database, is measured first, then the floor of any route
 * that does: node:http and pg with nothing else (lib/bare-route.mjs), a `SELECT 1`, a first page, a search.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { hammer, startBareRoute, startNoOp, type Measured } from './lib/load';
import { FIRST_NAMES, SURNAMES } from './lib/names';
import { startBenchPortal } from './lib/portal';
import { LIST_USERS, listRoutes, type Json } from '../src/server/test/openapi';
import type { BenchRow } from './run';
import { freshUrl } from './stats';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 4);
const FIRST_PAGE_SHARE = 0.25;
const SEARCH_SHARE = 0.1;
const TERMS = [...FIRST_NAMES, ...SURNAMES].map((name) => encodeURIComponent(name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()));

/** The bare routes (lib/bare-route.mjs), by what each request does. */
const BARE_ROUTES = [
  ['SELECT 1', '/select-1'],
  ['a first page of registers (one statement)', '/first-page'],
  ['a search of registers (a page and its count)', '/search'],
] as const;

export async function run(): Promise<BenchRow[]> {
  const noDist = await mkdtemp(join(tmpdir(), 'sacra-bench-nodist-'));
  const portal = await startBenchPortal({ DIST_DIR: noDist });
  const noOp = await startNoOp();
  const bare = await startBareRoute(portal.databaseUrl);
  const rows: BenchRow[] = [];
  const benchmark = 'lists (embedded)';
  try {
    const cookies = new Map<string, string>();
    for (const user of LIST_USERS) cookies.set(user, await portal.cookieOf(user));
    const headersOf = (user: string) => ({ cookie: cookies.get(user)!, accept: 'application/json' });
    const doc = (await (await fetch(`${portal.url}/api/openapi.json`)).json()) as Json;

    // What the machine's two cores spend on each request: where a share of the no-op's throughput can come from.
    const cpu = ({ cpu: c }: Measured, server: string) =>
      c ? `; CPU µs: ${server} ${c.server}${c.children ? ` + PostgreSQL ${c.children}` : ''} + load ${c.load}` : '';
    const row = (label: string, m: Measured, top: Measured, { goal, server = 'portal' }: { goal?: number; server?: string } = {}) => {
      const share = m.rps / top.rps;
      rows.push({
        benchmark,
        metric: `${label}: req/s (share of the no-op's ${Math.round(top.rps)} req/s just before${cpu(top, 'no-op')}), p50 / p99 ms (load ${loadavg()[0].toFixed(1)})`,
        value: `${Math.round(m.rps)} (${(share * 100).toFixed(1)}%), ${m.p50} / ${m.p99}${cpu(m, server)}${m.errors ? `; ${m.errors} errors: ${m.detail}` : ''}`,
        ...(goal && { budget: `≥ ${goal * 100}%`, ok: share >= goal && m.errors === 0 }),
      });
    };
    // The floor under every list: a signed-in request that reads no database (the session is kept in memory).
    const top = await hammer(noOp.url, { seconds: SECONDS, pid: noOp.pid });
    row(
      'GET /api/me (no database), as admin',
      await hammer(portal.url, { seconds: SECONDS, headers: headersOf('admin'), path: () => freshUrl('/api/me'), pid: portal.pid }),
      top,
    );
    // What a route that reads the database reaches here without the portal: the goals measured against it.
    for (const [label, path] of BARE_ROUTES) {
      let term = 0;
      const top = await hammer(noOp.url, { seconds: SECONDS, pid: noOp.pid });
      row(
        `floor: node:http + pg and nothing else, ${label}`,
        await hammer(bare.url, { seconds: SECONDS, path: () => `${path}?q=${TERMS[term++ % TERMS.length]}`, pid: bare.pid, databaseOf: portal.pid }),
        top,
        { server: 'node:http' },
      );
    }
    for (const { path, search } of listRoutes(doc)) {
      let user: string | undefined;
      for (const candidate of LIST_USERS) {
        if ((await fetch(`${portal.url}${path}`, { headers: headersOf(candidate) })).status === 200) {
          user = candidate;
          break;
        }
      }
      if (!user) {
        rows.push({ benchmark, metric: `GET ${path}`, value: 'no demo user is answered 200', ok: false });
        continue;
      }
      const measure = async (label: string, goal: number, next: () => string) => {
        const top = await hammer(noOp.url, { seconds: SECONDS, pid: noOp.pid });
        row(label, await hammer(portal.url, { seconds: SECONDS, headers: headersOf(user), path: next, pid: portal.pid }), top, { goal });
      };
      await measure(`GET ${path} first page, as ${user}`, FIRST_PAGE_SHARE, () => freshUrl(path));
      let term = 0;
      if (search) await measure(`GET ${path} search (another name each request)`, SEARCH_SHARE, () => freshUrl(`${path}?q=${TERMS[term++ % TERMS.length]}`));
    }
  } finally {
    noOp.stop();
    bare.stop();
    await portal.stop();
    await rm(noDist, { recursive: true, force: true });
  }
  return rows;
}
