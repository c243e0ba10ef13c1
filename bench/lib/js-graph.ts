/**
 * What a browser downloads for an entry: the module and everything it imports statically, followed
 * through the built files themselves (dynamic imports load later, on demand, and are not counted).
 */
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

// `import{a as b}from"./x.js"`, `import "./x.js"`, `export{a}from"./x.js"` in minified output; not `import("./x.js")`.
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{},\s]*?\s*from\s*)?["'`](\.{1,2}\/[^"'`]+)["'`]/g;

/** `file` and every file it reaches by static imports (absolute paths). */
export function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const [, spec] of code.matchAll(STATIC_IMPORT)) staticClosure(normalize(join(dirname(file), spec)), seen);
  return seen;
}

const sizes = new Map<string, number>();

/** Bytes after gzip at the default level, as a server compressing on the fly would send them. */
export function gzipSize(file: string): number {
  let size = sizes.get(file);
  if (size === undefined) sizes.set(file, (size = gzipSync(readFileSync(file)).length));
  return size;
}

export function totalGzip(files: Iterable<string>): number {
  let sum = 0;
  for (const file of files) sum += gzipSize(file);
  return sum;
}

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
