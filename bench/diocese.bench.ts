/**
 * The diocese at size (issue 33), `npm run bench -- diocese`: 100 parishes, 1,000,000 people, 2,000,000 sacramental
 * entries and 5,000,000 contributions on a PostgreSQL 15 server (or DIOCESE_PG_BIN's; bench/lib/diocese-data.ts, kept between runs), the
 * portal in its own process as `npm start` runs it. Each figure asks a new URL each time (`freshUrl`), signed in as
 * the parish's secretary (a different parish each sample, ten parishes spread over the hundred) or the chancery:
 * - each parish's screens, p95 < 50 ms: registers, baptism book, tithers and contributions, first pages and searches;
 * - the chancery's diocese-wide baptism search, p95 < 100 ms;
 * - the mixed load (tests/reliability/mixed-load.ts) of 200 people spread over 20 parishes, p95 < 100 ms;
 * each with row-level security off and on (ROW_LEVEL_SECURITY), on within 10% of off: two portals at once on the same
 * database, sampled in turns (a call to one, then the other; the mixed load in alternating rounds, each round's people
 * making the same choices in both), so a shared machine's busy moments fall on both.
 */
import { loadavg } from 'node:os';
import { openPostgres } from '../src/server/db/postgres';
import { latencies, runMixedLoad, type Call, type Member } from '../tests/reliability/mixed-load';
import { dioceseData, MEMBERS_PER_PARISH } from './lib/diocese-data';
import { startBenchPortal, type BenchPortal } from './lib/portal';
import type { BenchRow } from './run';
import { freshUrl, percentile } from './stats';

/**
 * Per mode and case: at 100 a p95 was the 5th slowest call, and a short call's on/off ratio swung by ±30% run to run;
 * at 400 by ±20% (a few milliseconds' p95: 4.5 against 3.9 ms in one run, 6.6 against 6.3 in the next); at 1500 by
 * ±10% (city + civil status +15% in one run of four, with p50s 2.5 and 2.7 ms).
 */
const SAMPLES = Number(process.env.DIOCESE_SAMPLES ?? 3000);
/** A case stops sampling after this long (a path that reads every parish's rows takes seconds a call); the row says how many it took. */
const CASE_SECONDS = Number(process.env.DIOCESE_CASE_SECONDS ?? 60);
const MIX_SECONDS = Number(process.env.MIX_SECONDS ?? 40);
const MIX_PARISHES = 20;
/** Rounds per mode, alternating: the shorter each, the less a busy stretch of the machine falls on one mode alone. */
const MIX_ROUNDS = 8;
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

interface Mode {
  name: string;
  portal: BenchPortal;
  /** Signed in as the ten sampled parishes' secretaries, and as the chancery. */
  secretaries: string[];
  chancery: string[];
}

/** One call as `cookie`, a new URL; its wall time and the list's total. */
async function timed(portal: BenchPortal, path: string, cookie: string): Promise<{ ms: number; total: unknown }> {
  const started = performance.now();
  const res = await fetch(`${portal.url}${freshUrl(path)}`, { headers: { cookie } });
  const body = (await res.json()) as { meta?: { total?: number }; data?: { meta?: { total?: number } } };
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
  return { ms: performance.now() - started, total: body.meta?.total ?? body.data?.meta?.total };
}

/**
 * Each mode's samples of `path`, taken in turns (off, on, on, off, ...), so both modes meet the same moments of a shared
 * machine: `SAMPLES` each (fewer past CASE_SECONDS), the i-th as cookie i, after three untimed calls each.
 */
async function sampleModes(modes: Mode[], path: string, cookiesOf: (m: Mode) => string[]): Promise<{ samples: number[][]; total: unknown }> {
  const samples: number[][] = modes.map(() => []);
  let total: unknown;
  const end = performance.now() + CASE_SECONDS * 1000;
  for (let i = 0; i < SAMPLES + 3 && performance.now() < end; i++) {
    const order = i % 2 ? [...modes.keys()].reverse() : [...modes.keys()];
    for (const m of order) {
      const cookies = cookiesOf(modes[m]);
      const call = await timed(modes[m].portal, path, cookies[i % cookies.length]);
      if (i >= 3) samples[m].push(call.ms);
      total = call.total;
    }
  }
  return { samples, total };
}

/** A meeting point for `parties`: each call resolves once all of them have called (then it is ready for the next meeting). */
function meetingPoint(parties: number): () => Promise<void> {
  let arrived: Array<() => void> = [];
  return () =>
    new Promise((resolve) => {
      arrived.push(resolve);
      if (arrived.length < parties) return;
      arrived.forEach((go) => go());
      arrived = [];
    });
}

/** The mixed load on one mode's portal for `seconds`: twenty parishes at once, each parish's ten people with their secretary. */
async function mixedLoad(mode: Mode, members: Member[][], seconds: number, round: number) {
  const together = meetingPoint(members.length);
  const runs = await Promise.all(
    members.map((group, g) =>
      runMixedLoad({
        url: mode.portal.url,
        pid: mode.portal.pid,
        members: group,
        durationMs: seconds * 1000,
        secretary: secretaryOf(parishOfMember(group[0])),
        // Both modes' round `round` make the same choices.
        seed: round * 100 + g,
        together,
      }),
    ),
  );
  return { calls: runs.flatMap((r) => r.calls), seconds: Math.max(...runs.map((r) => r.seconds)), lost: runs.reduce((n, r) => n + r.lost.length, 0) };
}

/** Both modes' rows into `rows`; each figure's p95 per mode by its label, for the on/off comparison. */
async function measure(rows: BenchRow[], modes: Mode[], members: Member[][]): Promise<Array<Map<string, number>>> {
  const p95s = modes.map(() => new Map<string, number>());
  for (const [cases, cookiesOf, budget] of [
    [PARISH_CASES, (m: Mode) => m.secretaries, PARISH_BUDGET_MS],
    [DIOCESE_CASES, (m: Mode) => m.chancery, DIOCESE_BUDGET_MS],
  ] as const) {
    for (const [label, path] of cases) {
      const { samples, total } = await sampleModes(modes, path, cookiesOf);
      modes.forEach((mode, m) => {
        const p95 = percentile(samples[m], 95);
        p95s[m].set(label, p95);
        const count = samples[m].length < SAMPLES ? ` of ${samples[m].length} samples in ${CASE_SECONDS} s` : '';
        const metric = `${label}${typeof total === 'number' ? `, ${total.toLocaleString('en')} found` : ''}: p50 ${percentile(samples[m], 50).toFixed(1)} ms, p95${count} (load ${load1()})`;
        process.stderr.write(`  ${mode.name} ${metric} ${p95.toFixed(1)} ms\n`);
        rows.push({ benchmark: `diocese (${mode.name})`, metric, value: p95, unit: 'ms', budget: `< ${budget} ms`, ok: p95 < budget });
      });
    }
  }
  // The mixed load in turns too: each mode MIX_ROUNDS times for its share of MIX_SECONDS.
  const loads = modes.map(() => ({ calls: [] as Call[], seconds: 0, lost: 0 }));
  for (let round = 0; round < MIX_ROUNDS; round++) {
    for (const m of round % 2 ? [...modes.keys()].reverse() : [...modes.keys()]) {
      const run = await mixedLoad(modes[m], members, MIX_SECONDS / MIX_ROUNDS, round);
      loads[m].calls.push(...run.calls);
      loads[m].seconds += run.seconds;
      loads[m].lost += run.lost;
    }
  }
  const label = `mixed load, ${members.flat().length} users over ${members.length} parishes`;
  modes.forEach((mode, m) => {
    const { calls, seconds, lost } = loads[m];
    const { p50, p95, p99 } = latencies(calls);
    // Which calls make the tail: each kind's count and p50 / p95.
    for (const what of new Set(calls.map((c) => c.what))) {
      const ofKind = calls.filter((c) => c.what === what);
      const kind = latencies(ofKind);
      process.stderr.write(`  ${mode.name} mixed load, ${what}: ${ofKind.length} calls, p50 ${kind.p50.toFixed(1)} / p95 ${kind.p95.toFixed(1)} ms\n`);
    }
    const errors = calls.filter((c) => c.error).length + lost;
    p95s[m].set(label, p95);
    rows.push({
      benchmark: `diocese (${mode.name})`,
      metric: `${label} for ${MIX_SECONDS} s: ${Math.round(calls.length / seconds)} req/s, p50/p95/p99 ${p50.toFixed(0)} / ${p95.toFixed(0)} / ${p99.toFixed(0)} ms; p95 (load ${load1()})`,
      value: Math.round(p95),
      unit: 'ms',
      budget: `< ${DIOCESE_BUDGET_MS} ms`,
      ok: p95 < DIOCESE_BUDGET_MS,
    });
    rows.push({ benchmark: `diocese (${mode.name})`, metric: `${label}: errors and lost messages or uploads`, value: errors, budget: '= 0', ok: errors === 0 });
  });
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
    const step = Math.floor(data.parishes.length / SAMPLED_PARISHES);
    const sampled = Array.from({ length: SAMPLED_PARISHES }, (_, i) => data.parishes[i * step]);
    // Both portals at once on the same database, measured in turns (sampleModes).
    const modes: Mode[] = [];
    try {
      for (const { name, env } of MODES) {
        const mode: Mode = { name, portal: await startBenchPortal({ DATABASE_URL: data.url, ...env }), secretaries: [], chancery: [] };
        modes.push(mode);
        mode.secretaries = await Promise.all(sampled.map((id) => mode.portal.cookieOf(secretaryOf(id))));
        mode.chancery = [await mode.portal.cookieOf('chancelaria')];
      }
      const [off, on] = await measure(rows, modes, members);
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
      await Promise.all(modes.map((m) => m.portal.stop()));
    }
  } finally {
    await data.stop();
  }
  return rows;
}
