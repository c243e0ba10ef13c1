import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import { createTestApp, type TestApp } from '../test/app';
import { signIn } from '../test/http';
import { PUBLIC_API_ROUTES } from './access-rules';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ corsOrigins: ['https://paroquia.example.org'] });
});
afterAll(() => t?.close());

/** A concrete URL for a route pattern: every :param becomes 1, a wildcard becomes 'x'. */
const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '1').replace(/\*/g, 'x');

describe('deny by default', () => {
  it('every registered /api route outside the public list answers 401 without a session', async () => {
    const api = t.app.routeTable.filter((r) => r.url.startsWith('/api/'));
    const guarded = api.filter((r) => r.access === 'signed-in');
    expect(guarded.length).toBeGreaterThanOrEqual(9);
    expect(
      api
        .filter((r) => r.access === 'public')
        .map((r) => `${r.method === 'HEAD' ? 'GET' : r.method} ${r.url}`)
        .sort(),
    ).toEqual(expect.arrayContaining([...PUBLIC_API_ROUTES].sort()));
    for (const route of guarded) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        payload: route.method === 'GET' || route.method === 'HEAD' ? undefined : {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      if (route.method !== 'HEAD') expect(res.json(), route.url).toEqual({ message: MSG.notAuthenticated });
    }
  });

  it('the public routes answer without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ ok: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json()).toEqual({
      product: 'Sacratech',
      weatherApiUrl: 'https://api.open-meteo.com/v1/forecast',
      geocodingApiUrl: 'https://geocoding-api.open-meteo.com/v1/reverse',
      ipLocationUrl: 'https://ipapi.co/json/',
      cepApiUrl: 'https://viacep.com.br/ws',
    });
  });
});

describe('errors', () => {
  it('an unknown /api path is a JSON 404, signed in or not, any method', async () => {
    const cookie = await signIn(t.app, 'admin');
    for (const [method, url, headers] of [
      ['GET', '/api/nada', {}],
      ['POST', '/api/nada/mesmo', { cookie }],
      ['DELETE', '/api/me', { cookie }],
      ['GET', '/api', {}],
    ] as const) {
      const res = await t.app.inject({ method, url, headers });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ message: MSG.notFound });
    }
  });

  it('an unreadable body is a 422 in Portuguese; an unsupported content type 415', async () => {
    const cookie = await signIn(t.app, 'admin');
    const json = await t.app.inject({ method: 'POST', url: '/api/me/name', headers: { cookie, 'content-type': 'application/json' }, payload: '{nome' });
    expect(json.statusCode).toBe(422);
    expect(json.json()).toEqual({ message: MSG.invalidData, errors: { body: [MSG.invalidBody] } });
    const xml = await t.app.inject({ method: 'POST', url: '/api/me/name', headers: { cookie, 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ message: MSG.unsupportedMediaType });
    const big = await t.app.inject({ method: 'POST', url: '/api/me/name', headers: { cookie }, payload: { name: 'x'.repeat(2_000_000) } });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: MSG.payloadTooLarge });
  });

  it('a 500 is logged and answered with the generic text only, never SQL, stack or path', async () => {
    const cookie = await signIn(t.app, 'admin');
    const original = t.app.db.query;
    t.app.db.query = async () => {
      throw new Error('relation "segredo" does not exist at /srv/app/x.ts:10');
    };
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie } });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: MSG.serverError });
      expect(res.body).not.toMatch(/segredo|srv|stack/);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      t.app.db.query = original;
    }
  });

  it('a malformed URL is a 400 JSON answer, not a crash', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/notifications/%E0%A4%A' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('cross-origin calls', () => {
  it('refuses a state-changing call from a foreign origin (CSRF) even with a valid cookie', async () => {
    const cookie = await signIn(t.app, 'admin');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/me/name',
      headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Hacker',
    });
    expect(res.statusCode).toBe(419);
    expect(res.json()).toEqual({ message: MSG.csrf });
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/me/name',
      headers: { cookie, origin: 'http://localhost:80', host: 'localhost:80', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Pe.%20Ant%C3%B4nio%20Ribeiro',
    });
    expect(same.statusCode).toBe(200);
  });

  it('lets the configured origins call with credentials, preflight included', async () => {
    const origin = 'https://paroquia.example.org';
    const preflight = await t.app.inject({ method: 'OPTIONS', url: '/api/me/name', headers: { origin, 'access-control-request-method': 'POST' } });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(origin);
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    const unauth = await t.app.inject({ method: 'GET', url: '/api/me', headers: { origin } });
    expect(unauth.statusCode).toBe(401);
    expect(unauth.headers['access-control-allow-origin']).toBe(origin);
    const other = await t.app.inject({ method: 'OPTIONS', url: '/api/me', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('security headers', () => {
  it('are on every answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
