/**
 * The tithe at parish scale: São José's tithers topped up to 300 and their contributions to
 * 50,000 over two years, on the embedded database; then p50/p95 of the treasurer's heaviest calls
 * as the browser makes them (session, validation, queries): the month's report (and the 12-month one, not
 * budgeted), the tithers list filtered 'atrasado', the first page of tithers, this month's contributions with totals.
 * Goal: p95 under 50 ms. GET /api/me, measured in the same run, is the ceiling each p95 is compared with
 * (a shared, noisy machine moves both).
 */
import { loadavg } from 'node:os';
import { signIn } from '../src/server/test/http';
import type { BenchRow } from './run';
import { caseRows, demoApp, injectedGets } from './lib/api-cases';

const TITHERS = 300;
const CONTRIBUTIONS = 50_000;

/** Tithers beyond the seed's, from new registers, up to TITHERS. */
const MORE_TITHERS_SQL = `
WITH r AS (
  INSERT INTO registers (paroquia_id, name, phone, status, born_date)
  SELECT $1, 'Dizimista Bench ' || i, '199' || lpad(i::text, 8, '0'), '0', date '1970-01-01' FROM generate_series(1, $2::int) AS i RETURNING id)
INSERT INTO tithers (paroquia_id, register_id, card_number, joined_on)
SELECT $1, r.id, 100000 + row_number() OVER (), current_date - 800 FROM r`;
const SAMPLES = 200;
const GOAL_MS = 50;

/** The rest of the 50,000: random tithers of the parish, days over the last two years, their month as competence. */
const TOP_UP_SQL = `
WITH t AS (SELECT array_agg(id) AS ids FROM tithers WHERE paroquia_id = $1)
INSERT INTO contributions (paroquia_id, tither_id, amount_cents, received_on, competence, method, receipt_year, receipt_number)
SELECT $1, t.ids[1 + abs(hashint4(i)) % array_length(t.ids, 1)], 1000 * (1 + abs(hashint4(i + 1)) % 20), d, date_trunc('month', d),
       (ARRAY['dinheiro', 'pix', 'cartao', 'transferencia', 'boleto'])[1 + abs(hashint4(i + 2)) % 5], extract(year FROM d)::int, 1000000 + i
  FROM t, generate_series(1, $2::int) AS i, LATERAL (SELECT current_date - abs(hashint4(i + 3)) % 730 AS d) AS day`;

export async function run(): Promise<BenchRow[]> {
  const { db, app, paroquiaId, close } = await demoApp('dizimo', 'tesoureiro');
  const rows: BenchRow[] = [];
  const row = (metric: string, value: number | string, extra: Partial<BenchRow> = {}) => rows.push({ benchmark: 'dizimo', metric, value, ...extra });
  try {
    const { rows: tithers } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM tithers WHERE paroquia_id = $1', [paroquiaId]);
    await db.query(MORE_TITHERS_SQL, [paroquiaId, Math.max(0, TITHERS - tithers[0].n)]);
    const { rows: have } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM contributions WHERE paroquia_id = $1', [paroquiaId]);
    await db.query(TOP_UP_SQL, [paroquiaId, CONTRIBUTIONS - have[0].n]);
    await db.exec('ANALYZE');
    const { rows: counts } = await db.query<{ tithers: number; contributions: number }>(
      'SELECT (SELECT count(*)::int FROM tithers WHERE paroquia_id = $1) AS tithers, (SELECT count(*)::int FROM contributions WHERE paroquia_id = $1) AS contributions',
      [paroquiaId],
    );
    row('data', `${counts[0].tithers} tithers, ${counts[0].contributions.toLocaleString('en')} contributions`);

    await app.ready();
    const cookie = await signIn(app, 'tesoureiro');
    const month = new Date().toISOString().slice(0, 8) + '01';
    const measure = injectedGets(app, cookie, SAMPLES);
    const ceiling = await measure('/api/me');
    row('ceiling: GET /api/me p95 (same run)', ceiling.p95, { unit: 'ms' });
    const cases: Array<[string, string, boolean?]> = [
      ["the month's report", `/api/dizimo/relatorios?de=${month}`],
      // The screen's default; reads a year of rows (~25,000): reported, not budgeted.
      ['report, 12 months', '/api/dizimo/relatorios', false],
      ["tithers 'atrasado'", '/api/dizimo/dizimistas?situacao=atrasado'],
      ['tithers, first page', '/api/dizimo/dizimistas'],
      ["this month's contributions with totals", `/api/dizimo/contribuicoes?de=${month}`],
    ];
    const load = loadavg()[0];
    for (const [label, url, budgeted = true] of cases) {
      const m = await measure(url);
      rows.push(...caseRows('dizimo', label, m, ceiling, GOAL_MS, budgeted));
    }
    row('load average (1 min) when measuring, 2 cores', load.toFixed(1));
  } finally {
    await close();
  }
  return rows;
}
