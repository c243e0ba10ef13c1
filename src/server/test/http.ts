import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts';
import { SESSION_COOKIE } from '../session/cookie';

export interface LoginOptions {
  password?: string;
  remember?: boolean;
  /** JSON body (the 'verify current password' call) instead of the login form. */
  json?: boolean;
  /** A session cookie the browser already has. */
  cookie?: string;
  /** The client address (rate limits count per address). */
  address?: string;
}

/** POST /api/login as the browser's form (or JSON) does. */
export function postLogin(app: FastifyInstance, user: string, o: LoginOptions = {}): Promise<LightMyRequestResponse> {
  const password = o.password ?? DEMO_PASSWORD;
  const remember = o.remember ?? true;
  const headers: Record<string, string> = o.cookie ? { cookie: o.cookie } : {};
  return app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: o.address ?? '127.0.0.1',
    headers,
    ...(o.json
      ? { payload: { user, password, remember } }
      : {
          payload: new URLSearchParams({ user, password, remember: remember ? '1' : '0' }).toString(),
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        }),
  });
}

/** The `cookie` request header for the session a response set, if it set one. */
export function sessionCookieOf(response: LightMyRequestResponse): string | undefined {
  const set = response.cookies.find((c) => c.name === SESSION_COOKIE);
  return set && set.value ? `${SESSION_COOKIE}=${set.value}` : undefined;
}

/** Signs in and returns the cookie header for later calls; fails the test if sign-in fails. */
export async function signIn(app: FastifyInstance, user: string, o: LoginOptions = {}): Promise<string> {
  const response = await postLogin(app, user, o);
  const cookie = sessionCookieOf(response);
  if (response.statusCode !== 200 || !cookie) throw new Error(`sign-in as ${user} failed: ${response.statusCode} ${response.body}`);
  return cookie;
}

/** JSON POST /api/login from the signed-in browser: marks the session's password as just verified. */
export async function verifyPasswordStep(app: FastifyInstance, user: string, cookie: string, password?: string): Promise<LightMyRequestResponse> {
  return postLogin(app, user, { json: true, remember: false, cookie, password });
}
