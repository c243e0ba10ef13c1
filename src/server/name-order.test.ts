/**
 * Lists put names in the order a reader expects, accents and case folded ('Ângela' among the a's): the database sorts
 * text by its bytes (the embedded server's C.UTF-8 locale, the same on any server), which puts 'Ângela' after 'Zuleica'.
 * Every ORDER BY on a name in the server's SQL goes through the folded form (name_search, or search_fold()).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = 'src/server';
/** An ORDER BY (or an aggregate's ORDER BY) whose first key is a raw name column. */
const RAW_NAME_ORDER = /ORDER BY (\w+\.)?(name|nome|user_name|nome2)\b(?!_search)/g;

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.(ts|sql)$/.test(e.name) && !e.name.endsWith('.test.ts') ? [join(dir, e.name)] : [],
  );

describe('names in lists', () => {
  it('are sorted folded in every statement of the server', () => {
    const raw = sources(ROOT).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(RAW_NAME_ORDER)].map((m) => `${file}: ${m[0]}`));
    expect(raw).toEqual([]);
  });

  it('the check tells a raw name from a folded one', () => {
    const flagged = (sql: string) => [...sql.matchAll(RAW_NAME_ORDER)].length > 0;
    expect(['ORDER BY r.name, t.id', 'array_agg(u.name ORDER BY u.name)', 'ORDER BY nome'].map(flagged)).toEqual([true, true, true]);
    expect(['ORDER BY r.name_search, r.id', 'ORDER BY search_fold(m.nome), m.id', 'ORDER BY nome_busca'].map(flagged)).toEqual([false, false, false]);
  });
});
