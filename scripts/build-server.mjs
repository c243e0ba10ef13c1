// `npm start` runs the server as one JavaScript file, built here in under a second: running the
// TypeScript through tsx's loader costs every server process ~35 MB more memory (a second V8
// isolate for the loader hooks) and compiles each module at start. Packages stay in node_modules,
// so the output must stay inside the project.
import { cp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/** Builds the server into `out` (main.mjs, and the migrations it reads beside it); resolves with main.mjs's path. */
export async function buildServer(out = 'dist-server') {
  await rm(out, { recursive: true, force: true });
  await build({
    entryPoints: ['src/server/main.ts'],
    outfile: join(out, 'main.mjs'),
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
  });
  await cp('src/server/db/migrations', join(out, 'migrations'), { recursive: true });
  return join(out, 'main.mjs');
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await buildServer();
