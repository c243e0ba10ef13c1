/**
 * The diocese at size (issue 33), `npm run bench -- diocese`: 100 parishes, 1,000,000 people, 2,000,000 sacramental
 * entries and 5,000,000 contributions on a PostgreSQL 15 server (bench/lib/diocese-data.ts, kept between runs), the
 * portal in its own process as `npm start` runs it. Each figure asks a new URL each time (`freshUrl`), signed in as
 * the parish's secretary (a different parish each sample, ten parishes spread over the hundred) or the chancery:
 * - each parish's screens, p95 < 50 ms: registers, baptism book, tithers and contributions, first pages and searches;
 * - the chancery's diocese-wide baptism search, p95 < 100 ms;
 * - the mixed load (tests/reliability/mixed-load.ts) of 200 people spread over 20 parishes, p95 < 100 ms;
 * each with row-level security off and on (ROW_LEVEL_SECURITY), on within 10% of off.
 */
import { loadavg } from 'node:os';
import { openPostgres } from '../src/server/db/postgres';
import { latencies, runMixedLoad, type Member } from '../tests/reliability/mixed-load';
import { dioceseData, MEMBERS_PER_PARISH } from './lib/diocese-data';
import { startBenchPortal, type BenchPortal } from './lib/portal';
import type { BenchRow } from './run';
import { freshUrl, percentile } from './stats';

const SAMPLES = Number(process.env.DIOCESE_SAMPLES ?? 100);
/** A case stops sampling after this long (a path that reads every parish's rows takes seconds a call); the row says how many it took. */
const CASE_SECONDS = Number(process.env.DIOCESE_CASE_SECONDS ?? 60);
const MIX_SECONDS = Number(process.env.MIX_SECONDS ?? 30);
const MIX_PARISHES = 20;
const SAMPLED_PARISHES = 10;
const PARISH_BUDGET_MS = 50;
const DIOCESE_BUDGET_MS = 100;
const RLS_MARGIN = 1.1;
const MOTIVO = encodeURIComponent('Processo matrimonial: certidão de batismo');

/** Row-level security as the server is started (ROW_LEVEL_SECURITY, the RLS work of issue 33). */
const MODES = [
  { name: 'RLS off', env: { ROW_LEVEL_SECURITY: 'off' } },
  { name: 'RLS on', env: { ROW_LEVEL_SECURITY: 'on' } },
] as const;

const PARISH_CASES: Array<[string, string]> = [
  ['registers: first page', '/api/registers?limit=12&page=1'],
  ["registers: search 'silva' (10%)", '/api/registers?limit=12&page=1&q=silva'],
  ["registers: search 'brandao simoes' (rare)", '/api/registers?limit=12&page=1&q=brandao%20simoes'],
  ['registers: city + civil status', '/api/registers?limit=12&page=1&city=sumare&civil_status=2'],
  ['baptism book: first page', '/api/sacramentos/batismo?limit=12&page=1'],
  ["baptism book: search 'maria'", '/api/sacramentos/batismo?limit=12&page=1&q=maria'],
  ['tithers: first page', '/api/dizimo/dizimistas?limit=12&page=1'],
  ["tithers: search 'silva'", '/api/dizimo/dizimistas?limit=12&page=1&q=silva'],
  ['contributions: first page', '/api/dizimo/contribuicoes?limit=12&page=1'],
  ['contributions: one month', '/api/dizimo/contribuicoes?limit=12&page=1&de=2024-03-01&ate=2024-03-31'],
];

const DIOCESE_CASES: Array<[string, string]> = [
  ["chancery baptisms: 'joao silva'", `/api/diocese/batismos?q=joao%20silva&motivo=${MOTIVO}`],
  ["chancery baptisms: 'maria' (5%)", `/api/diocese/batismos?q=maria&motivo=${MOTIVO}`],
  ["chancery baptisms: 'brandao simoes', 1980s", `/api/diocese/batismos?q=brandao%20simoes&de=1980-01-01&ate=1989-12-31&motivo=${MOTIVO}`],
  ["chancery baptisms: father 'pedro', mother 'ines'", `/api/diocese/batismos?pai=pedro&mae=ines&motivo=${MOTIVO}`],
];

const load1 = () => loadavg()[0].toFixed(1);

/** p50 and p95 over `SAMPLES` calls (fewer past CASE_SECONDS), each a new URL, the i-th as `cookies[i % n]`. */
async function p95Of(portal: BenchPortal, path: string, cookies: string[]): Promise<{ p50: number; p95: number; total: unknown; samples: number }> {
  let total: unknown;
  const wall: number[] = [];
  const end = performance.now() + CASE_SECONDS * 1000;
  for (let i = 0; i < SAMPLES + 3 && performance.now() < end; i++) {
    const started = performance.now();
    const res = await fetch(`${portal.url}${freshUrl(path)}`, { headers: { cookie: cookies[i % cookies.length] } });
    const body = (await res.json()) as { meta?: { total?: number }; data?: { meta?: { total?: number } } };
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
    // The first three warm the connection and the plans.
    if (i >= 3) wall.push(performance.now() - started);
    total = body.meta?.total ?? body.data?.meta?.total;
  }
  return { p50: percentile(wall, 50), p95: percentile(wall, 95), total, samples: wall.length };
}

/** The rows of one mode into `rows`; each figure's p95 by its label, for the on/off comparison. */
async function measure(rows: BenchRow[], mode: (typeof MODES)[number], url: string, parishes: number[], members: Member[][]): Promise<Map<string, number>> {
  const p95s = new Map<string, number>();
  const portal = await startBenchPortal({ DATABASE_URL: url, ...mode.env });
  try {
    const step = Math.floor(parishes.length / SAMPLED_PARISHES);
    const sampled = Array.from({ length: SAMPLED_PARISHES }, (_, i) => parishes[i * step]);
    const secretaries = await Promise.all(sampled.map((id) => portal.cookieOf(secretaryOf(id))));
    const chancery = [await portal.cookieOf('chancelaria')];
    for (const [cases, cookies, budget] of [
      [PARISH_CASES, secretaries, PARISH_BUDGET_MS],
      [DIOCESE_CASES, chancery, DIOCESE_BUDGET_MS],
    ] as const) {
      for (const [label, path] of cases) {
        const { p50, p95, total, samples } = await p95Of(portal, path, cookies);
        p95s.set(label, p95);
        const metric = `${label}${typeof total === 'number' ? `, ${total.toLocaleString('en')} found` : ''}: p50 ${p50.toFixed(1)} ms, p95${samples < SAMPLES ? ` of ${samples} samples in ${CASE_SECONDS} s` : ''} (load ${load1()})`;
        process.stderr.write(`  ${mode.name} ${metric} ${p95.toFixed(1)} ms\n`);
        rows.push({ benchmark: `diocese (${mode.name})`, metric, value: p95, unit: 'ms', budget: `< ${budget} ms`, ok: p95 < budget });
      }
    }
    // The mixed load: twenty parishes at once, each parish's ten people chatting among themselves and with their secretary.
    const runs = await Promise.all(
      members.map((group) =>
        runMixedLoad({ url: portal.url, pid: portal.pid, members: group, durationMs: MIX_SECONDS * 1000, secretary: secretaryOf(parishOfMember(group[0])) }),
      ),
    );
    const calls = runs.flatMap((r) => r.calls);
    const seconds = Math.max(...runs.map((r) => r.seconds));
    const { p50, p95, p99 } = latencies(calls);
    const errors = calls.filter((c) => c.error).length + runs.reduce((n, r) => n + r.lost.length, 0);
    const label = `mixed load, ${members.flat().length} users over ${members.length} parishes`;
    p95s.set(label, p95);
    rows.push({
      benchmark: `diocese (${mode.name})`,
      metric: `${label} for ${MIX_SECONDS} s: ${Math.round(calls.length / seconds)} req/s, p50/p95/p99 ${p50.toFixed(0)} / ${p95.toFixed(0)} / ${p99.toFixed(0)} ms; p95 (load ${load1()})`,
      value: Math.round(p95),
      unit: 'ms',
      budget: `< ${DIOCESE_BUDGET_MS} ms`,
      ok: p95 < DIOCESE_BUDGET_MS,
    });
    rows.push({ benchmark: `diocese (${mode.name})`, metric: `${label}: errors and lost messages or uploads`, value: errors, budget: '= 0', ok: errors === 0 });
  } finally {
    await portal.stop();
  }
  return p95s;
}

const secretaryOf = (parish: number) => `p${String(parish).padStart(3, '0')}-secretaria`;
const parishOfMember = (m: Member) => Number(/^p(\d+)-/.exec(m.user)![1]);

export async function run(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const data = await dioceseData((line) => process.stderr.write(`${line}\n`));
  try {
    const db = await openPostgres(data.url);
    const mixParishes = data.parishes.slice(0, MIX_PARISHES);
    const { rows: people } = await db
      .query<Member & { paroquia_id: number }>(
        `SELECT id, username AS user, roles, paroquia_id FROM users WHERE paroquia_id = ANY($1::int[]) AND username LIKE '%-carga%' ORDER BY paroquia_id, username`,
        [mixParishes],
      )
      .finally(() => db.close());
    const members = mixParishes.map((id) => people.filter((r) => r.paroquia_id === id).map(({ id: userId, user, roles }) => ({ id: userId, user, roles })));
    if (members.some((group) => group.length !== MEMBERS_PER_PARISH)) throw new Error('the kept diocese lacks the mixed load members');
    const off = await measure(rows, MODES[0], data.url, data.parishes, members);
    const on = await measure(rows, MODES[1], data.url, data.parishes, members);
    for (const [label, p95Off] of off) {
      const p95On = on.get(label);
      if (p95On === undefined) continue;
      const ratio = p95On / p95Off;
      rows.push({
        benchmark: 'diocese (RLS on / off)',
        metric: `${label}: p95 on ${p95On.toFixed(1)} ms / off ${p95Off.toFixed(1)} ms`,
        value: `${((ratio - 1) * 100).toFixed(0)}%`,
        budget: `≤ +${Math.round((RLS_MARGIN - 1) * 100)}%`,
        ok: ratio <= RLS_MARGIN,
      });
    }
  } finally {
    await data.stop();
  }
  return rows;
}
