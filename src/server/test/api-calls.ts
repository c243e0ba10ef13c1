import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from './app';

type Json = Record<string, unknown>;

/**
 * A module suite's calls as signed-in demo users (`cookies` by user name, filled in its beforeAll), `user`
 * by default; `ok` and `errorsOf` check the status before reading the answer. `app` is read at each call:
 * the suite creates it in beforeAll.
 */
export function apiCalls(app: () => TestApp, cookies: Record<string, string>, user: string) {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, as = user, payload?: Json) =>
    app().app.inject({ method, url, headers: cookies[as] ? { cookie: cookies[as] } : {}, ...(payload ? { payload } : {}) });
  return {
    get: (url: string, as?: string) => call('GET', url, as),
    post: (url: string, payload: Json, as?: string) => call('POST', url, as, payload),
    put: (url: string, payload: Json, as?: string) => call('PUT', url, as, payload),
    ok: (res: LightMyRequestResponse, status = 200) => {
      expect(res.statusCode, res.body).toBe(status);
      return res.json();
    },
    errorsOf: (res: LightMyRequestResponse) => {
      expect(res.statusCode, res.body).toBe(422);
      return res.json().errors as Record<string, string[]>;
    },
    /** How many access-log entries of `action` there are (a read that must be logged adds one). */
    logCount: async (action: string) =>
      (await app().db.query<{ n: number }>('SELECT count(*)::int AS n FROM register_access_log WHERE action = $1', [action])).rows[0].n,
  };
}
