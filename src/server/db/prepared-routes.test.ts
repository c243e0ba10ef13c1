import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { signIn } from '../test/http';
import { LIST_USERS, listRoutes, openapiDocument } from '../test/openapi';
import { currentScope } from './scope';

/**
 * The searches that stay planned for each name (db/types.ts, `prepared`): the registers' trigram index serves them, and
 * which index pays depends on the name. The registers' list plans for the name too, but only a search other than a
 * name of 3 letters or more (read off the registers' words) in a parish over OWN_INDEX_MAX registers, and the books
 * over OWN_ENTRIES_MAX entries: the demo's search their own entries, prepared.
 */
const PLANNED_PER_NAME = new Set(['/api/dizimo/candidatos']);

let t: TestApp;
let lists: { path: string; search: boolean }[];
const cookies = new Map<string, string>();
/** The statements a request sent without a name (parsed and planned at each call), as its scope sent them. */
let unnamed: string[] = [];
const send = pg.Client.prototype.query;

beforeAll(async () => {
  t = await createTestApp();
  lists = listRoutes(await openapiDocument(t.app));
  for (const user of LIST_USERS) cookies.set(user, await signIn(t.app, user));
  // Only what runs under a request's parish scope: the schedulers' statements (no scope) are not the screens'.
  pg.Client.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
    const statement = config as { text?: string; name?: string } | string;
    const text = typeof statement === 'string' ? statement : statement.text!;
    // A pool's new connection listens for changes first (postgres.ts): once per connection, not per request.
    if (currentScope() && (typeof statement === 'string' || !statement.name) && !text.startsWith('LISTEN ')) unnamed.push(text);
    return (send as (...args: unknown[]) => unknown).call(this, config, ...rest);
  } as typeof send;
});
afterAll(async () => {
  pg.Client.prototype.query = send;
  await t?.close();
});

/** The statements `url` sent unprepared, asked as the first demo user it answers (as the lists bench asks it). */
async function unpreparedOf(url: string): Promise<string[]> {
  for (const user of LIST_USERS) {
    unnamed = [];
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie: cookies.get(user)! } });
    if (res.statusCode === 200) return unnamed.map((s) => s.trim().replace(/\s+/g, ' ').slice(0, 120));
  }
  throw new Error(`${url}: no demo user is answered 200`);
}

describe('the statements of the lists and the panel, as their screens ask them', () => {
  it('finds the list routes in the API document', () => {
    expect(lists.map((l) => l.path)).toEqual(expect.arrayContaining(['/api/registers', '/api/casamentos', '/api/protocols', '/api/importacoes']));
  });

  it('a first page sends only prepared statements (parsed once per connection, planned once)', async () => {
    const found: Record<string, string[]> = {};
    for (const { path } of lists) found[path] = await unpreparedOf(`${path}?page=1`);
    expect(Object.fromEntries(Object.entries(found).filter(([, s]) => s.length))).toEqual({});
  });

  it('a search sends only prepared statements, but for the ones planned for each name', async () => {
    const found: Record<string, string[]> = {};
    for (const { path } of lists.filter((l) => l.search && !PLANNED_PER_NAME.has(l.path))) found[path] = await unpreparedOf(`${path}?q=maria`);
    expect(Object.fromEntries(Object.entries(found).filter(([, s]) => s.length))).toEqual({});
    // The exceptions do plan for the name: the list above is not stale.
    for (const path of PLANNED_PER_NAME) expect(await unpreparedOf(`${path}?q=maria`), path).not.toEqual([]);
  });

  it('the panel every session opens on sends only prepared statements', async () => {
    expect(await unpreparedOf('/api/stats/dashboard?months=12')).toEqual([]);
  });
});
