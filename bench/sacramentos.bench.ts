/**
 * The sacramental books at diocese-archive scale: São José's books topped up to 200,000
 * records (baptisms, confirmations, marriages, funerals since 1950) on the embedded database; then p50/p95
 * of the name search as the list screen makes it (GET /api/sacramentos/batismo?q=..., accent-insensitive:
 * a rare full name, a common surname typed without its accent, a first name, a parent's name), of the baptism
 * book as it opens (its first page, and page 500), and of the books' list. Goal: searches and pages p95 under
 * 50 ms. GET /api/me, measured in the same run, is the ceiling each p95 is compared with (a shared, noisy machine
 * moves both).
 */
import { loadavg } from 'node:os';
import { signIn } from '../src/server/test/http';
import type { BenchRow } from './run';
import { caseRows, demoApp, injectedGets } from './lib/api-cases';

const RECORDS = 200_000;
const SAMPLES = 200;
const GOAL_MS = 50;

// Names as Brazilian books write them, accents and all; the search folds them ('joao' finds 'João').
const FIRST = `'João','José','Antônio','Luíza','Conceição','Sebastião','Inês','Benedita','Fábio','Lúcia','Raimundo','Mônica','Cecília','Otávio','Márcia','Vinícius','Glória','Irene','Tomás','Ângela'`;
const LAST = `'Silva','Araújo','Gonçalves','Brandão','Simões','Magalhães','Guimarães','Assunção','Romão','Estevão','Conceição','Pereira','Souza','Lima','Moreira','Nóbrega','Falcão','Aragão','Sampaio','Quintela','Bittencourt','Valadares','Leme','Macedo','Pacheco'`;

/** 200,000 records minus the seed's: kind by weight, a day since 1950, numbered per kind and year (livro = year, 4 termos a folha). */
const TOP_UP_SQL = `
WITH gen AS (
  SELECT i, (ARRAY['batismo','batismo','batismo','batismo','batismo','batismo','crisma','crisma','matrimonio','obito'])[1 + abs(hashint4(i)) % 10] AS kind,
         date '1950-01-01' + abs(hashint4(i + 1)) % 26000 AS d,
         f[1 + abs(hashint4(i + 2)) % array_length(f, 1)] || ' ' || l[1 + abs(hashint4(i + 3)) % array_length(l, 1)] || ' ' || l[1 + abs(hashint4(i + 4)) % array_length(l, 1)] AS nome,
         f[1 + abs(hashint4(i + 5)) % array_length(f, 1)] || ' ' || l[1 + abs(hashint4(i + 6)) % array_length(l, 1)] AS pai,
         f[1 + abs(hashint4(i + 7)) % array_length(f, 1)] || ' ' || l[1 + abs(hashint4(i + 8)) % array_length(l, 1)] AS mae
    FROM generate_series(1, $2::int) AS i, (SELECT ARRAY[${FIRST}] AS f, ARRAY[${LAST}] AS l) AS names
), numbered AS (
  SELECT gen.*, row_number() OVER (PARTITION BY kind, extract(year FROM d) ORDER BY d, i) AS n FROM gen
)
INSERT INTO sacramental_records (paroquia_id, kind, livro, folha, termo, nome, nome2, data, celebrante, local, fields, created_by_name)
SELECT $1, kind, extract(year FROM d)::int, (n - 1) / 4 + 1, n, nome, CASE WHEN kind = 'matrimonio' THEN mae END, d, 'Pe. Bench', 'Matriz São José',
       CASE kind WHEN 'batismo' THEN jsonb_build_object('pai', pai, 'mae', mae, 'nascimento', to_char(d - 30, 'YYYY-MM-DD'), 'padrinho', pai, 'madrinha', mae)
                 WHEN 'matrimonio' THEN jsonb_build_object('conjuge1', jsonb_build_object('pai', pai), 'conjuge2', jsonb_build_object('mae', mae), 'efeito_civil', true)
                 WHEN 'crisma' THEN jsonb_build_object('padrinho', pai)
                 ELSE jsonb_build_object('data_obito', to_char(d - 2, 'YYYY-MM-DD')) END,
       'Bench'
  FROM numbered`;

export async function run(): Promise<BenchRow[]> {
  const { db, app, paroquiaId, close } = await demoApp('sacramentos', 'secretaria');
  const rows: BenchRow[] = [];
  const row = (metric: string, value: number | string, extra: Partial<BenchRow> = {}) => rows.push({ benchmark: 'sacramentos', metric, value, ...extra });
  try {
    const { rows: have } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sacramental_records WHERE paroquia_id = $1', [paroquiaId]);
    const loading = performance.now();
    await db.query(TOP_UP_SQL, [paroquiaId, RECORDS - have[0].n]);
    // As autovacuum leaves a table after a bulk load: statistics, hint bits and the visibility map set.
    await db.exec('VACUUM (ANALYZE) sacramental_records');
    const { rows: counts } = await db.query<{ kind: string; n: number }>(
      'SELECT kind, count(*)::int AS n FROM sacramental_records WHERE paroquia_id = $1 GROUP BY kind ORDER BY kind',
      [paroquiaId],
    );
    const total = counts.reduce((sum, c) => sum + c.n, 0);
    row(
      'data',
      `${total.toLocaleString('en')} records (${counts.map((c) => `${c.kind} ${c.n.toLocaleString('en')}`).join(', ')}), loaded in ${((performance.now() - loading) / 1000).toFixed(1)} s`,
    );

    await app.ready();
    const cookie = await signIn(app, 'secretaria');
    const measure = injectedGets(app, cookie, SAMPLES);
    const ceiling = await measure(['/api/me']);
    row('ceiling: GET /api/me p95 (same run)', ceiling.p95, { unit: 'ms' });
    const search = (...qs: string[]) => qs.map((q) => `/api/sacramentos/batismo?q=${encodeURIComponent(q)}`);
    const cases: Array<[string, string[], boolean?]> = [
      ['name search, a full name (rare)', search('joao araujo brandao', 'Lúcia Simões Nóbrega', 'tomas leme pacheco', 'cecilia falcao aragao')],
      ['name search, a surname without its accent (common)', search('simoes', 'brandao', 'goncalves', 'assuncao')],
      ['name search, a first name with its accent', search('Sebastião', 'Conceição', 'Mônica', 'Inês')],
      ['name search, page 3 of a common name', search('silva').map((u) => `${u}&page=3`)],
      ['name search within a book (livro = year)', search('araujo').map((u) => `${u}&livro=1987`)],
      ['the baptism book as it opens (first page, no search)', ['/api/sacramentos/batismo']],
      ['the baptism book, page 500', ['/api/sacramentos/batismo?page=500']],
      ["the books' list (every book of the parish)", ['/api/sacramentos/livros'], false],
    ];
    const load = loadavg()[0];
    for (const [label, urls, budgeted = true] of cases) {
      const m = await measure(urls);
      rows.push(...caseRows('sacramentos', label, m, ceiling, GOAL_MS, budgeted));
    }
    row('load average (1 min) when measuring, 2 cores', load.toFixed(1));
  } finally {
    await close();
  }
  return rows;
}
