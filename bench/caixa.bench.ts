/**
 * The books of account of a large parish: São José's demo books topped up to 100,000 entries over five
 * years (income and expenses on every account of the chart, over its cash boxes and bank account, a
 * transfer now and then), every month closed but the last two, as a treasurer keeps them; then p50/p95
 * of the monthly statement (balancete) and the year report as the browser asks for them. Each sample is a
 * new URL (another month, another year). Goal: p95 under 50 ms. GET /api/me, measured in the same run,
 * is the ceiling each p95 is compared with (a shared, noisy machine moves both).
 */
import { loadavg } from 'node:os';
import { closeMonth } from '../src/server/caixa/meses-repository';
import { signIn } from '../src/server/test/http';
import type { BenchRow } from './run';
import { caseRows, demoApp, injectedGets } from './lib/api-cases';

const ENTRIES = 100_000;
const YEARS = 5;
const SAMPLES = 200;
const GOAL_MS = 50;

/** The rest of the 100,000: days over the last five years, a random account and holder; one in twenty a transfer. */
const TOP_UP_SQL = `
WITH c AS (SELECT array_agg(id ORDER BY id) AS ids, array_agg(tipo ORDER BY id) AS tipos FROM caixa_contas WHERE paroquia_id = $1),
     p AS (SELECT array_agg(id ORDER BY id) AS ids FROM caixa_portadores WHERE paroquia_id = $1),
     x AS (SELECT i, 1 + abs(hashint4(i)) % array_length(c.ids, 1) AS k, 1 + abs(hashint4(i + 1)) % array_length(p.ids, 1) AS h,
                  current_date - 60 - abs(hashint4(i + 2)) % ($3::int * 365 - 60) AS d, 100 * (1 + abs(hashint4(i + 3)) % 5000) AS v, i % 20 = 0 AS t
             FROM c, p, generate_series(1, $2::int) AS i)
INSERT INTO caixa_lancamentos (paroquia_id, data, tipo, conta_id, portador_id, destino_id, valor_centavos, descricao)
SELECT $1, x.d,
       CASE WHEN x.t THEN 'transferencia' ELSE c.tipos[x.k] END,
       CASE WHEN x.t THEN NULL ELSE c.ids[x.k] END,
       p.ids[x.h],
       CASE WHEN x.t THEN p.ids[1 + x.h % array_length(p.ids, 1)] END,
       CASE WHEN NOT x.t AND c.tipos[x.k] = 'receita' THEN x.v ELSE -x.v END,
       'Lançamento de volume ' || x.i
  FROM x, c, p`;

export async function run(): Promise<BenchRow[]> {
  const { db, app, paroquiaId, close } = await demoApp('caixa', 'tesoureiro');
  const rows: BenchRow[] = [];
  const row = (metric: string, value: number | string, extra: Partial<BenchRow> = {}) => rows.push({ benchmark: 'caixa', metric, value, ...extra });
  try {
    const { rows: treasurer } = await db.query<{ id: number; name: string }>("SELECT id, name FROM users WHERE username = 'tesoureiro'");
    // The demo's closed month goes back to open: the books are reopened and closed again from their start.
    await db.query('DELETE FROM caixa_meses WHERE paroquia_id = $1', [paroquiaId]);
    await db.query('UPDATE caixa_portadores SET saldo_inicial_data = current_date - $2::int * 365 WHERE paroquia_id = $1', [paroquiaId, YEARS]);
    const { rows: have } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM caixa_lancamentos WHERE paroquia_id = $1', [paroquiaId]);
    await db.query(TOP_UP_SQL, [paroquiaId, ENTRIES - have[0].n, YEARS]);
    const { rows: months } = await db.query<{ mes: string; today: string }>(
      `SELECT to_char(g, 'YYYY-MM') AS mes, to_char(current_date, 'YYYY-MM-DD') AS today
         FROM generate_series(date_trunc('month', (SELECT min(data) FROM caixa_lancamentos WHERE paroquia_id = $1)), date_trunc('month', current_date) - interval '2 months', interval '1 month') AS g`,
      [paroquiaId],
    );
    const author = { paroquiaId, userId: treasurer[0].id, userName: treasurer[0].name };
    for (const m of months) await db.transaction((tx) => closeMonth(tx, author, m.mes, m.today, new Date()));
    await db.exec('ANALYZE');
    const { rows: counts } = await db.query<{ entries: number; closed: number }>(
      'SELECT (SELECT count(*)::int FROM caixa_lancamentos WHERE paroquia_id = $1) AS entries, (SELECT count(*)::int FROM caixa_meses WHERE paroquia_id = $1) AS closed',
      [paroquiaId],
    );
    row('data', `${counts[0].entries.toLocaleString('en')} entries over ${YEARS} years, ${counts[0].closed} months closed`);

    await app.ready();
    const cookie = await signIn(app, 'tesoureiro');
    const measure = injectedGets(app, cookie, SAMPLES);
    const all = months.map((m) => m.mes);
    const years = [...new Set(all.map((m) => m.slice(0, 4)))];
    // Another month or year each sample (and each a new URL: injectedGets).
    const urls = (make: (i: number) => string) => Array.from({ length: SAMPLES + 5 }, (_, i) => make(i));
    const ceiling = await measure('/api/me');
    row('ceiling: GET /api/me p95 (same run)', ceiling.p95, { unit: 'ms' });
    const load = loadavg()[0];
    rows.push(...caseRows('caixa', 'balancete', await measure(urls((i) => `/api/caixa/relatorios/balancete?mes=${all[i % all.length]}`)), ceiling, GOAL_MS));
    rows.push(...caseRows('caixa', 'year report', await measure(urls((i) => `/api/caixa/relatorios/anual?ano=${years[i % years.length]}`)), ceiling, GOAL_MS));
    row('load average (1 min) when measuring, 2 cores', load.toFixed(1));
  } finally {
    await close();
  }
  return rows;
}
