import { afterAll, beforeAll } from 'vitest';
import { anotherProcess, createTestApp, type TestApp } from './app';

type Answer = { status: number; body: unknown };

/**
 * For tests of what every server process must see: the app (`p.t`, called by inject) and a second
 * app with its own connections to the same database, over HTTP, started for the file. `here` and
 * `there` GET as a cookie's owner on each; `administrator` changes the database as an
 * administrator's tool would: committed, then heard by every process before it returns, as the
 * portal's own changes are.
 */
export function twoProcesses() {
  const p = {} as { t: TestApp; other: Awaited<ReturnType<typeof anotherProcess>> };
  beforeAll(async () => {
    p.t = await createTestApp();
    p.other = await anotherProcess(p.t);
  });
  afterAll(async () => {
    await p.other?.close();
    await p.t?.close();
  });
  const here = async (cookie: string, url: string): Promise<Answer> => {
    const res = await p.t.app.inject({ method: 'GET', url, headers: { cookie } });
    return { status: res.statusCode, body: res.json() };
  };
  const there = async (cookie: string, url: string): Promise<Answer> => {
    const res = await fetch(`${p.other.base}${url}`, { headers: { cookie } });
    return { status: res.status, body: await res.json() };
  };
  const administrator = async (sql: string, params: unknown[]): Promise<void> => {
    await p.t.db.query(sql, params);
    await p.t.app.sessions.sync();
  };
  return { p, here, there, administrator };
}
