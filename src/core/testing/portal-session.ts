/**
 * The element tests' way into the real portal the test runner proxies on the page's own origin
 * (tests/elements/portal.mjs): signing in as a demo account, and calls a test makes to set up its own data.
 */
import { sessionStore, startSession } from '../session/store';

/** The demo accounts' password (src/server/db/seed/demo-accounts.ts). */
const DEMO_PASSWORD = 'Paroquia2026';

/** Signs in as the demo account `user` through POST /api/login (the cookie is the page's) and tells the page's session. */
export async function signIn(user: string): Promise<void> {
  const answer = await fetch('/api/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ user, password: DEMO_PASSWORD, remember: '1' }),
  });
  if (!answer.ok) throw new Error(`sign-in as ${user} failed: ${answer.status} ${await answer.text()}`);
  startSession();
  if (!(await sessionStore.getState().refresh())) throw new Error(`signed in as ${user}, but GET /api/me does not know it`);
}

/** A call to the portal as the signed-in user (JSON, or a FormData, in; JSON out); fails the test on an error answer. */
export function call<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  return send<T>(method, path, body);
}

/**
 * A call to the portal as another demo account, this page's session untouched (someone else writing to the
 * signed-in user: a chat message, a notice); the test runner makes it with that account's own session.
 */
export function callAs<T = unknown>(user: string, method: string, path: string, body?: unknown): Promise<T> {
  return send<T>(method, `/__portal/as/${user}${path}`, body);
}

async function send<T>(method: string, path: string, body?: unknown): Promise<T> {
  // A FormData goes as the browser sends a form with files (multipart, its boundary set by fetch); anything else as JSON.
  const json = body !== undefined && !(body instanceof FormData);
  const answer = await fetch(path, {
    method,
    headers: { Accept: 'application/json', ...(json ? { 'content-type': 'application/json' } : {}) },
    body: json ? JSON.stringify(body) : (body as FormData | undefined),
  });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}
