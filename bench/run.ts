/**
 * `npm run bench`: runs every bench/*.bench.ts (or those named on the command line) and prints
 * one table. Each file exports `run(): Promise<BenchRow[]>`. Benchmarks start their own server
 * or database on 127.0.0.1 and clean up after themselves.
 */
import { readdir } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface BenchRow {
  benchmark: string;
  metric: string;
  value: number | string;
  unit?: string;
  /** The goal or budget, when there is one, e.g. '< 50 ms'. */
  budget?: string;
  ok?: boolean;
}

const dir = new URL('.', import.meta.url).pathname;
const only = process.argv.slice(2);
const files = (await readdir(dir))
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => !only.length || only.some((o) => f.includes(o)))
  .sort();

const rows: BenchRow[] = [];
for (const file of files) {
  const started = Date.now();
  process.stderr.write(`• ${basename(file)}...\n`);
  const mod = (await import(pathToFileURL(join(dir, file)).href)) as { run: () => Promise<BenchRow[]> };
  rows.push(...(await mod.run()));
  process.stderr.write(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

const fmt = (v: number | string) => (typeof v === 'number' ? (Number.isInteger(v) ? String(v) : v.toFixed(2)) : v);
console.log(`\nMachine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 1024 ** 3)} GiB, Node ${process.version}\n`);
console.log('| benchmark | metric | value | budget |');
console.log('|---|---|---|---|');
for (const r of rows) {
  const mark = r.ok === undefined ? '' : r.ok ? ' ✓' : ' ✗';
  console.log(`| ${r.benchmark} | ${r.metric} | ${fmt(r.value)}${r.unit ? ` ${r.unit}` : ''} | ${r.budget ?? ''}${mark} |`);
}
if (rows.some((r) => r.ok === false)) process.exitCode = 1;
