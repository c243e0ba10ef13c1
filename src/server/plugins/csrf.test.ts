import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../test/app';
import { signIn } from '../test/http';

const PARISH_SITE = 'https://paroquia.example.org';
const EVIL = 'https://evil.example';
// app.inject talks to the portal as http://localhost:80.
const OWN = 'http://localhost';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ corsOrigins: [PARISH_SITE] });
  cookie = await signIn(t.app, 'secretaria');
});
afterAll(() => t?.close());

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET';

/** A call as a browser page would make it, with the session cookie and the given Origin/Referer. */
function call(method: Method, url: string, headers: Record<string, string>, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie, ...headers }, ...(payload ? { payload } : {}) });
}

const rename = (headers: Record<string, string>, name: string) => call('POST', '/api/me/name', headers, { name });
const myName = async () => (await call('GET', '/api/me', {})).json().name as string;

describe('CSRF: state-changing calls from other origins', () => {
  it('a foreign Origin gets 419 with the CSRF message on every unsafe method, and nothing changes', async () => {
    const before = await myName();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/me/name', '/api/buckets/abc', '/api/nada', '/dashboard']) {
        const res = await call(method, url, { origin: EVIL }, { name: 'Invasor' });
        expect(res.statusCode, `${method} ${url}`).toBe(419);
        expect(res.json(), `${method} ${url}`).toEqual({ message: MSG.csrf });
        expect(res.headers['access-control-allow-origin']).toBeUndefined();
      }
    }
    expect(await myName()).toBe(before);
  });

  it('refuses sign-in from a foreign page (login CSRF) before checking the password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: EVIL, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'user=admin&password=Paroquia2026&remember=1',
    });
    expect(res.statusCode).toBe(419);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('treats Origin: null, another port, another scheme and garbage as foreign', async () => {
    for (const origin of ['null', 'http://localhost:8080', 'https://localhost', 'http://sub.localhost', 'not a url']) {
      const res = await rename({ origin }, 'Invasor');
      expect(res.statusCode, origin).toBe(419);
    }
  });

  it('without Origin, a foreign Referer is refused; the portal’s own pages and listed sites are not', async () => {
    const foreign = await rename({ referer: `${EVIL}/pagina?x=1` }, 'Invasor');
    expect(foreign.statusCode).toBe(419);
    expect(foreign.json()).toEqual({ message: MSG.csrf });
    expect((await rename({ referer: 'null' }, 'Invasor')).statusCode).toBe(419);
    expect((await rename({ referer: `${OWN}/settings/nome` }, 'Maria Secretária')).statusCode).toBe(200);
    expect((await rename({ referer: `${PARISH_SITE}/avisos` }, 'Maria Secretária')).statusCode).toBe(200);
    expect(await myName()).toBe('Maria Secretária');
  });

  it('Origin wins over Referer', async () => {
    expect((await rename({ origin: EVIL, referer: `${OWN}/settings` }, 'Invasor')).statusCode).toBe(419);
    expect((await rename({ origin: OWN, referer: `${EVIL}/x` }, 'Maria Secretária')).statusCode).toBe(200);
  });

  it('calls with neither header (curl, server to server) and the portal’s own origin pass, default port or not', async () => {
    expect((await rename({}, 'Maria Secretária')).statusCode).toBe(200);
    expect((await rename({ origin: OWN }, 'Maria Secretária')).statusCode).toBe(200);
    expect((await rename({ origin: 'http://localhost:80' }, 'Maria Secretária')).statusCode).toBe(200);
  });

  it('a site in CORS_ORIGINS may change state with credentials and gets the CORS answer', async () => {
    const res = await rename({ origin: PARISH_SITE }, 'Maria Secretária');
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(PARISH_SITE);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
  });

  it('reads from a foreign origin are not refused, but get no CORS headers (the browser hides the answer)', async () => {
    const res = await call('GET', '/api/me', { origin: EVIL });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({ method: 'OPTIONS', url: '/api/me/name', headers: { origin: EVIL, 'access-control-request-method': 'POST' } });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('behind a trusted HTTPS proxy the portal’s origin is the forwarded one', async () => {
    const proxied = buildApp({ config: { ...t.config, trustProxy: 1, corsOrigins: [] }, db: t.db, clock: t.clock.now });
    try {
      const headers = { cookie, 'x-forwarded-proto': 'https', 'x-forwarded-host': 'portal.paroquia.org' };
      const own = await proxied.inject({
        method: 'POST',
        url: '/api/me/name',
        headers: { ...headers, origin: 'https://portal.paroquia.org' },
        payload: { name: 'Maria Secretária' },
      });
      expect(own.statusCode).toBe(200);
      const downgraded = await proxied.inject({
        method: 'POST',
        url: '/api/me/name',
        headers: { ...headers, origin: 'http://portal.paroquia.org' },
        payload: { name: 'Invasor' },
      });
      expect(downgraded.statusCode).toBe(419);
    } finally {
      await proxied.close();
    }
  });
});
