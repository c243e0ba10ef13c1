/**
 * The rosters at parish scale, on the embedded database with the demo data: 5 ministries of 5 positions, each needed
 * at every celebration of a month of about 60 (13 weekly Mass rules), 200 people who are members of every ministry
 * (some minors, some with a preferred frequency, one in ten blocked out on a few dates). Then, through the API as the
 * screens call it, signed in as the secretary (who manages every ministry):
 * - 'Preencher automaticamente' for the 5 ministries of a month (goal: the five under 2 s). Each sample is another
 *   month, empty. The ceiling is the database's floor for the same output: the filled cells written again by one
 *   statement (writeCells) in the same run; the fill is reported as a multiple of it.
 * - The month grid (GET /api/escalas, with warnings and counts): p50/p95 over 200 samples, each a new URL (ministry,
 *   month and first day vary). Goal: p95 under 50 ms. GET /api/me, each sample a new URL too, is the ceiling.
 */
import { loadavg } from 'node:os';
import { writeCells, type CellWrite } from '../src/server/escalas/designacoes-repository';
import { signIn } from '../src/server/test/http';
import type { BenchRow } from './run';
import { caseRows, demoApp, injectedGets } from './lib/api-cases';
import { percentile } from './stats';

const MINISTRIES = 5;
const PEOPLE = 200;
const FILL_GOAL_MS = 2000;
const GRID_GOAL_MS = 50;
const GRID_SAMPLES = 200;
const MONTHS = 3;
/** 13 weekly rules: four Sunday Masses, two on Saturday, the weekday evening Mass, two weekday mornings (~60 a month). */
const RULES: Array<[string, string]> = [
  ['SU', '07:00'],
  ['SU', '09:00'],
  ['SU', '11:00'],
  ['SU', '19:00'],
  ['SA', '16:00'],
  ['SA', '19:00'],
  ['MO', '19:00'],
  ['TU', '19:00'],
  ['WE', '19:00'],
  ['TH', '19:00'],
  ['FR', '19:00'],
  ['TU', '07:00'],
  ['TH', '07:00'],
];
/** Each position's quantity at every celebration: 6 cells per celebration and ministry. */
const QUANTITIES = [2, 1, 1, 1, 1];

/** 'YYYY-MM' `n` months after the current one. */
const monthAhead = (n: number) => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1)).toISOString().slice(0, 7);
};
/** The last day of 'YYYY-MM'. */
const lastDay = (mes: string) => new Date(Date.UTC(Number(mes.slice(0, 4)), Number(mes.slice(5, 7)), 0)).toISOString().slice(0, 10);
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export async function run(): Promise<BenchRow[]> {
  const { db, app, paroquiaId, close } = await demoApp('escalas', 'secretaria');
  const rows: BenchRow[] = [];
  const row = (metric: string, value: number | string, extra: Partial<BenchRow> = {}) => rows.push({ benchmark: 'escalas', metric, value, ...extra });
  try {
    await app.ready();
    const cookie = await signIn(app, 'secretaria');
    const call = async (method: 'POST' | 'PUT', url: string, payload: object) => {
      const res = await app.inject({ method, url, headers: { cookie }, payload });
      if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      return res.json();
    };

    // The celebrations, the ministries with their needs, the people and their memberships.
    const { rows: ent } = await db.query<{ ent_id: number }>('SELECT min(ent_id) AS ent_id FROM communities WHERE paroquia_id = $1', [paroquiaId]);
    const { rows: celebracoes } = await db.query<{ id: number }>(
      `INSERT INTO celebracoes (paroquia_id, tipo, titulo, ent_id, regra, hora, duracao_min, inicio)
       SELECT $1, 'missa', 'Missa bench', $2, 'FREQ=WEEKLY;BYDAY=' || r.day, r.hora::time, 60, current_date - 120
         FROM unnest($3::text[], $4::text[]) AS r (day, hora) RETURNING id`,
      [paroquiaId, ent[0].ent_id, RULES.map((r) => r[0]), RULES.map((r) => r[1])],
    );
    const ministerios: number[] = [];
    for (let i = 1; i <= MINISTRIES; i++) {
      const funcoes = QUANTITIES.map((_, j) => ({ nome: `Função ${j + 1}` }));
      const m = (await call('POST', '/api/ministerios', { nome: `Ministério bench ${i}`, funcoes, visibilidade: 'primeiro_nome' })).data;
      const necessidades = celebracoes.flatMap((c) =>
        m.funcoes.map((f: { id: number }, j: number) => ({ celebracao_id: c.id, funcao_id: f.id, quantidade: QUANTITIES[j] })),
      );
      await call('PUT', `/api/ministerios/${m.id}/necessidades`, { necessidades });
      ministerios.push(m.id);
    }
    const { rows: people } = await db.query<{ id: number }>(
      `INSERT INTO registers (paroquia_id, name, status) SELECT $1, 'Voluntário Bench ' || i, '0' FROM generate_series(1, $2::int) AS i RETURNING id`,
      [paroquiaId, PEOPLE],
    );
    await db.query(
      `INSERT INTO ministerio_membros (paroquia_id, ministerio_id, register_id, menor, vezes_por_mes, familia, familia_modo)
       SELECT $1, m, r, r % 10 = 0, CASE WHEN r % 4 = 0 THEN 1 + r % 3 END,
              CASE WHEN r % 25 < 2 THEN 'Família ' || (r / 25) END, CASE WHEN r % 25 < 2 THEN 'separados' END
         FROM unnest($2::int[]) AS m, unnest($3::int[]) AS r`,
      [paroquiaId, ministerios, people.map((p) => p.id)],
    );
    await db.query(
      `INSERT INTO escala_indisponibilidades (paroquia_id, register_id, inicio, fim, motivo)
       SELECT $1, r, current_date + (r % 90), current_date + (r % 90) + 3, 'Viagem' FROM unnest($2::int[]) AS r WHERE r % 10 = 3`,
      [paroquiaId, people.map((p) => p.id)],
    );
    await db.exec('ANALYZE');

    // The fill: each sample a new month, its five ministries filled one after the other.
    const fills: number[] = [];
    let cells = 0;
    let occurrences = 0;
    for (let n = 1; n <= MONTHS; n++) {
      const mes = monthAhead(n);
      const started = performance.now();
      for (const ministerio_id of ministerios) {
        const res = await call('POST', '/api/escalas/preencher', { ministerio_id, mes });
        if (n === 1) cells += res.data.designacoes.length;
      }
      fills.push(performance.now() - started);
      if (n === 1) {
        const grid = (
          await app.inject({
            method: 'GET',
            url: `/api/escalas?ministerio_id=${ministerios[0]}&de=${mes}-01&ate=${lastDay(mes)}`,
            headers: { cookie },
          })
        ).json();
        occurrences = grid.celebracoes.length;
      }
    }
    row('data', `${MINISTRIES} ministries × ${QUANTITIES.length} positions, ${occurrences} celebrations in the first month, ${PEOPLE} members each`);
    row('cells filled, first month (5 ministries)', cells);

    // The floor: the first month's cells written again, by one statement, then put back as the fill left them.
    const { rows: filled } = await db.query<CellWrite & { paroquia_id: number }>(
      `SELECT ministerio_id, celebracao_id, to_char(data, 'YYYY-MM-DD') AS data, funcao_id, vaga, membro_id, register_id, inicio, fim, manual
         FROM escala_designacoes WHERE paroquia_id = $1 AND ministerio_id = ANY($2::int[]) AND to_char(data, 'YYYY-MM') = $3`,
      [paroquiaId, ministerios, monthAhead(1)],
    );
    const floorStart = performance.now();
    await writeCells(db, paroquiaId, filled);
    const floor = performance.now() - floorStart;
    const worst = Math.max(...fills);
    row('ceiling: the same cells written by one statement', floor, { unit: 'ms' });
    row(`fill, 5 ministries × a month (worst of ${MONTHS} months)`, worst, { unit: 'ms', budget: `< ${FILL_GOAL_MS} ms`, ok: worst < FILL_GOAL_MS });
    row('fill, median of the months', percentile(fills, 50), { unit: 'ms' });
    row('fill / ceiling', `${(worst / floor).toFixed(1)}×`);

    // The month grid: every sample a new URL.
    const gridUrls: string[] = [];
    for (let k = 0; gridUrls.length < GRID_SAMPLES + 5; k++) {
      const ministerio = ministerios[k % MINISTRIES];
      const mes = monthAhead(1 + (Math.floor(k / MINISTRIES) % MONTHS));
      const de = addDays(`${mes}-01`, Math.floor(k / (MINISTRIES * MONTHS)));
      gridUrls.push(`/api/escalas?ministerio_id=${ministerio}&de=${de}&ate=${addDays(de, 27)}`);
    }
    const measure = injectedGets(app, cookie, GRID_SAMPLES);
    const load = loadavg()[0];
    const ceiling = await measure('/api/me');
    row('ceiling: GET /api/me p95 (same run)', ceiling.p95, { unit: 'ms' });
    rows.push(...caseRows('escalas', 'month grid (coordinator, warnings and counts)', await measure(gridUrls), ceiling, GRID_GOAL_MS));
    row('load average (1 min) when measuring, 2 cores', load.toFixed(1));
  } finally {
    await close();
  }
  return rows;
}
