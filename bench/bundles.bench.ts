/**
 * JavaScript sizes, gzip, from a fresh build (bench/lib/build.ts), each measured by following
 * the import graph of its entry in the built files (bench/lib/js-graph.ts):
 * - the login route's first load: index.html's module script and its static imports;
 * - each public element alone on a parish website: dist/widgets/<tag>.js and its static imports;
 * - route chunks: every chunk an element route adds to the first load. The React runtime (react-dom,
 *   one indivisible ~62 KB module, shared by every element route) is reported on its own row: it is the
 *   library, not a route's code.
 */
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { ROUTES } from '../src/host/routes';
import { benchDist } from './lib/build';
import { kb, gzipSize, staticClosure, totalGzip } from './lib/js-graph';
import type { BenchRow } from './run';

const LOGIN_KB = 100;
const ELEMENT_KB: Record<string, number> = {
  'sacra-notices': 35,
  'sacra-weather': 25,
  'sacra-chat': 15,
  'sacra-donate': 30,
  'sacra-certidao': 25,
  'sacra-mass-times': 25,
  'sacra-escala': 25,
  'sacra-pedido-batismo': 30,
  'sacra-pedido-certidao': 30,
  'sacra-acompanhamento': 30,
};
const ROUTE_CHUNK_KB = 60;
/** The header's elements, loaded on every signed-in route (src/host/layout). */
const LAYOUT_MODULES = ['weather', 'notifications', 'settings'];
const RUNTIME_CHUNK = /^react-[\w-]+\.js$/;
const chunkName = (file: string) => basename(file).replace(/-[\w-]{8}\.js$/, '');

interface ManifestChunk {
  file: string;
}

const row = (metric: string, bytes: number, budgetKb?: number): BenchRow => ({
  benchmark: 'bundles',
  metric,
  value: kb(bytes),
  unit: 'KB',
  ...(budgetKb === undefined ? {} : { budget: `≤ ${budgetKb} KB`, ok: kb(bytes) <= budgetKb }),
});

export async function run(): Promise<BenchRow[]> {
  const dist = await benchDist();
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const file = (key: string) => join(dist, manifest[key].file);
  const rows: BenchRow[] = [];

  const firstLoad = staticClosure(file('index.html'));
  rows.push(row('/login first load (JS)', totalGzip(firstLoad), LOGIN_KB));

  for (const [tag, budget] of Object.entries(ELEMENT_KB)) {
    rows.push(row(`<${tag}> alone on a website (JS)`, totalGzip(staticClosure(join(dist, 'widgets', `${tag}.js`))), budget));
  }

  // Every chunk a route with an element adds to the first load: its module, the header's, and their imports.
  const routeChunks = new Set<string>();
  let heaviest = { route: '', bytes: 0 };
  for (const route of ROUTES.filter((r) => r.element && manifest[`src/widgets/${r.element.module}/index.ts`])) {
    const loaded = new Set<string>();
    for (const module of [...LAYOUT_MODULES, route.element!.module]) {
      const key = `src/widgets/${module}/index.ts`;
      if (manifest[key]) staticClosure(file(key), loaded);
    }
    for (const chunk of loaded) if (!firstLoad.has(chunk)) routeChunks.add(chunk);
    const bytes = totalGzip([...loaded].filter((chunk) => !firstLoad.has(chunk)));
    if (bytes > heaviest.bytes) heaviest = { route: route.path, bytes };
  }
  const bySize = [...routeChunks].sort((a, b) => gzipSize(b) - gzipSize(a));
  const runtime = bySize.find((chunk) => RUNTIME_CHUNK.test(basename(chunk)));
  const largest = bySize.find((chunk) => chunk !== runtime)!;
  rows.push(row(`largest route chunk (${chunkName(largest)})`, gzipSize(largest), ROUTE_CHUNK_KB));
  if (runtime) rows.push(row('React runtime chunk (react-dom), shared by every element route', gzipSize(runtime)));
  rows.push(row(`heaviest route after the first load (${heaviest.route})`, heaviest.bytes));
  return rows;
}
