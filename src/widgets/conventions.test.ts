import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The widgets' one way (docs/architecture.md, 'Data, mutations and forms'), checked on every run: views
 * only render; queries and mutations live in each module's queries.ts; DataFrame and ListFrame draw the
 * states of data that loads.
 */
const ROOT = join(import.meta.dirname);
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
const sources = files(ROOT)
  .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f))
  .map((f) => ({ file: relative(ROOT, f), text: readFileSync(f, 'utf8') }));
const views = sources.filter((s) => s.file.endsWith('.tsx'));
const offenders = (list: typeof sources, bad: RegExp) => list.filter((s) => bad.test(s.text)).map((s) => s.file);

describe('widget conventions', () => {
  it('no view (.tsx) imports the query library: queries and mutations live in the module queries.ts', () => {
    expect(offenders(views, /from '@tanstack\/react-query'/)).toEqual([]);
  });

  it("no view calls the module's API: it gets data and mutations from hooks (from api.ts only types, URLs and constants)", () => {
    // A public element (no query cache on a parish's site) hands its fetcher to usePublicFetch, and nothing else.
    const calls = views.flatMap(({ file, text }) =>
      [...text.matchAll(/^import (?!type )\{([^}]*)\} from '\.{1,2}\/(?:\.\.\/)*api';/gm)]
        .flatMap((m) => m[1].split(',').map((name) => name.trim()))
        .filter((name) => name && !name.startsWith('type ') && !/(Url|Path)$|^[A-Z_]+$/.test(name))
        .filter((name) => text.split('\n').some((line) => line.includes(`${name}(`) && !line.includes('usePublicFetch(')))
        .map((name) => `${file}: ${name}`),
    );
    expect(calls).toEqual([]);
  });

  it("no widget draws a failure with 'Tentar novamente' or chains loading, failure and empty itself: DataFrame and ListFrame do", () => {
    expect(offenders(sources, /Tentar novamente/)).toEqual([]);
    expect(offenders(sources, /<ErrorState\b/)).toEqual([]);
  });

  it('the client has one error type', () => {
    expect(offenders(sources, /class \w+ extends Error\b/)).toEqual([]);
  });
});
