/**
 * A fresh build of the portal and the standalone elements into a temporary folder (as `npm run build`
 * does into dist/), made once per `npm run bench` and shared by the benchmarks that need one: sizes are
 * then those of the current sources, and dist/ is left alone. The portal's build also writes Vite's
 * manifest (.vite/manifest.json), which names each element module's chunk. BENCH_DIST names a folder
 * already built that way instead (e.g. to compare two builds).
 */
import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const VITE = join(process.cwd(), 'node_modules', 'vite', 'bin', 'vite.js');

function vite(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    let log = '';
    const child = spawn(process.execPath, [VITE, 'build', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d) => (log += d));
    child.stderr.on('data', (d) => (log += d));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build ${args.join(' ')} failed:\n${log}`))));
  });
}

let built: Promise<string> | undefined;

/** The folder of this run's build (dist/ layout: index.html, assets/, widgets/). */
export function benchDist(): Promise<string> {
  if (process.env.BENCH_DIST) return Promise.resolve(process.env.BENCH_DIST);
  built ??= (async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sacra-bench-dist-'));
    await vite(['--outDir', dir, '--emptyOutDir', '--manifest']);
    await vite(['-c', 'vite.embed.config.ts', '--outDir', join(dir, 'widgets'), '--emptyOutDir']);
    return dir;
  })();
  return built;
}
