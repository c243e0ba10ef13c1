import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import { AccessLogResponse } from '../../shared/schemas/lgpd';
import { buildApp } from '../app';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts';
import { createTestApp, type TestApp } from '../test/app';
import { postLogin, sessionCookieOf } from '../test/http';
import { LOGIN_LIMITS } from './login-attempts';

// One database for the file; each test keeps to its own user names and addresses. The clock only moves forward.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const WRONG = 'SenhaErrada1';
const L = LOGIN_LIMITS;

async function fail(user: string, address: string, app = t.app) {
  return (await postLogin(app, user, { password: WRONG, address })).statusCode;
}

function expectThrottled(res: Awaited<ReturnType<typeof postLogin>>, retryAfterSeconds?: number) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ message: MSG.tooManyAttempts });
  if (retryAfterSeconds !== undefined) expect(Number(res.headers['retry-after'])).toBe(retryAfterSeconds);
}

describe('failed sign-ins slow down the guesser, never lock out the owner', () => {
  it('an attacker’s failures from one address do not stop the owner signing in from another; the attacker stays throttled', async () => {
    const attacker = '198.51.100.7';
    for (let i = 0; i < L.pairFree; i++) expect(await fail('secretaria', attacker)).toBe(401);
    // Even the right password waits, so a throttled guess teaches nothing.
    expectThrottled(await postLogin(t.app, 'secretaria', { address: attacker }), L.pairFirstDelayMs / 1000);

    expect((await postLogin(t.app, 'secretaria', { address: '203.0.113.20' })).statusCode).toBe(200);
    expectThrottled(await postLogin(t.app, 'secretaria', { password: WRONG, address: attacker }));

    // An hour of the attacker trying every 10 seconds (360 tries): each wait doubles, so only a dozen are checked.
    let checked = 0;
    for (let tries = 0; tries < 360; tries++) {
      t.clock.advance(10_000);
      const status = await fail('secretaria', attacker);
      expect([401, 429]).toContain(status);
      if (status === 401) checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(5);
    expect(checked).toBeLessThanOrEqual(10);
    expectThrottled(await postLogin(t.app, 'secretaria', { address: attacker }));
    // The owner, from home, never noticed.
    expect((await postLogin(t.app, 'secretaria', { address: '203.0.113.20' })).statusCode).toBe(200);
  });

  it('the wait doubles with each failure after the free ones, and the right password passes once it is over', async () => {
    const address = '10.6.0.1';
    for (let i = 0; i < L.pairFree; i++) await fail('semfoto', address);
    t.clock.advance(L.pairFirstDelayMs + 1000);
    expect(await fail('semfoto', address)).toBe(401);
    expectThrottled(await postLogin(t.app, 'semfoto', { address }), (2 * L.pairFirstDelayMs) / 1000);
    t.clock.advance(2 * L.pairFirstDelayMs + 1000);
    expect((await postLogin(t.app, 'semfoto', { address })).statusCode).toBe(200);
  });

  it('a guess spread over many addresses is slowed to one try a minute on that account', async () => {
    for (let i = 0; i < L.accountFree; i++) expect(await fail('coordenador', `10.7.${i}.1`)).toBe(401);
    // A new address, never seen before, still waits.
    expectThrottled(await postLogin(t.app, 'coordenador', { password: WRONG, address: '10.7.200.1' }), L.accountDelayMs / 1000);
    t.clock.advance(L.accountDelayMs + 1000);
    expect(await fail('coordenador', '10.7.201.1')).toBe(401);
    expectThrottled(await postLogin(t.app, 'coordenador', { password: WRONG, address: '10.7.202.1' }));
    // Slowed, not locked: the owner gets in after the same wait.
    t.clock.advance(L.accountDelayMs + 1000);
    expect((await postLogin(t.app, 'coordenador', { address: '203.0.113.30' })).statusCode).toBe(200);
    // Other accounts are not affected.
    expect((await postLogin(t.app, 'acolito', { address: '10.7.202.1' })).statusCode).toBe(200);
  });

  it('one address trying many user names: after 20 failures in 15 minutes it waits, whatever the name', async () => {
    const address = '192.0.2.50';
    for (let i = 0; i < L.perAddress; i++) expect(await fail(`tentativa${i}`, address)).toBe(401);
    const res = await postLogin(t.app, 'semfuso', { address });
    expectThrottled(res);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(L.addressWindowMs / 1000);
    expect((await postLogin(t.app, 'semfuso', { address: '192.0.2.51' })).statusCode).toBe(200);
    t.clock.advance(L.addressWindowMs + 1000);
    expect((await postLogin(t.app, 'semfuso', { address })).statusCode).toBe(200);
  });

  it('counts the name the same whatever its letter case, whether or not the user exists', async () => {
    for (let i = 0; i < L.pairFree; i++) await fail(i % 2 ? 'Fantasma' : 'fantasma', '10.2.0.1');
    expectThrottled(await postLogin(t.app, 'FANTASMA', { password: WRONG, address: '10.2.0.1' }));
  });

  it('a successful sign-in clears the failures of that account on that address', async () => {
    for (let i = 0; i < L.pairFree - 1; i++) await fail('catequista', '10.3.0.1');
    expect((await postLogin(t.app, 'catequista', { address: '10.3.0.1' })).statusCode).toBe(200);
    for (let i = 0; i < L.pairFree; i++) expect(await fail('catequista', '10.3.0.1')).toBe(401);
    expectThrottled(await postLogin(t.app, 'catequista', { address: '10.3.0.1' }));
  });

  it('the unknown-user answer is byte for byte the wrong-password answer (status, body, content type)', async () => {
    const wrong = await postLogin(t.app, 'outra', { password: WRONG, address: '10.4.0.1' });
    const unknown = await postLogin(t.app, 'naoexiste', { password: WRONG, address: '10.4.0.2' });
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toBe(wrong.body);
    expect(unknown.headers['content-type']).toBe(wrong.headers['content-type']);
    expect(unknown.headers['set-cookie']).toBe(wrong.headers['set-cookie']);
  });

  it('the limit is shared through the database: a second app on the same database sees the same failures', async () => {
    const other = buildApp({ config: t.config, db: t.db, clock: t.clock.now });
    try {
      for (let i = 0; i < L.pairFree; i++) await fail('novato', '10.5.0.1');
      expectThrottled(await postLogin(other, 'novato', { address: '10.5.0.1' }));
    } finally {
      await other.close();
    }
  });
});

describe('behind one proxy hop (TRUST_PROXY=1) the client address is the one the proxy saw', () => {
  const PROXY = '10.0.0.2';
  let proxied: FastifyInstance;
  beforeAll(async () => {
    proxied = buildApp({ config: { ...t.config, trustProxy: 1 }, db: t.db, clock: t.clock.now });
    await proxied.ready();
  });
  afterAll(() => proxied?.close());

  /** The proxy appends the address it saw to whatever X-Forwarded-For the client sent. */
  const viaProxy = (client: string, forged: string, init: { method: 'GET' | 'POST'; url: string; cookie?: string; form?: Record<string, string> }) =>
    proxied.inject({
      method: init.method,
      url: init.url,
      remoteAddress: PROXY,
      headers: {
        'x-forwarded-for': `${forged}, ${client}`,
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      payload: init.form ? new URLSearchParams(init.form).toString() : undefined,
    });
  const login = (client: string, forged: string, password: string) =>
    viaProxy(client, forged, { method: 'POST', url: '/api/login', form: { user: 'admin', password, remember: '0' } });

  it('throttles the real client however it forges X-Forwarded-For; the owner elsewhere still signs in', async () => {
    const attacker = '203.0.113.66';
    for (let i = 0; i < L.pairFree; i++) expect((await login(attacker, `198.51.100.${i}`, WRONG)).statusCode).toBe(401);
    expectThrottled(await login(attacker, '198.51.100.8', DEMO_PASSWORD));
    expect((await login('203.0.113.77', '198.51.100.8', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('records the real client in the registers’ access log, not the address the caller wrote', async () => {
    const cookie = sessionCookieOf(await login('203.0.113.88', '6.6.6.6', DEMO_PASSWORD))!;
    const list = await viaProxy('203.0.113.88', '6.6.6.6', { method: 'GET', url: '/api/registers?limit=1', cookie });
    const id = list.json().data.data[0].id as number;
    expect((await viaProxy('203.0.113.88', '6.6.6.6', { method: 'GET', url: `/api/registers/${id}`, cookie })).statusCode).toBe(200);
    const log = AccessLogResponse.parse((await viaProxy('203.0.113.88', '6.6.6.6', { method: 'GET', url: `/api/registers/${id}/access-log`, cookie })).json());
    expect(log.data[0]).toMatchObject({ action: 'view', ip: '203.0.113.88' });
  });
});

describe('a guesser with a whole IPv6 /64 is one address', () => {
  it('failures from many addresses of one /64 count as one address: its pair and address limits hold, another /64 is free', async () => {
    const in64 = (n: number) => `2001:db8:7:1::${n.toString(16)}`;
    for (let i = 1; i <= L.pairFree; i++) expect(await fail('gestora', in64(i))).toBe(401);
    // A new address of the same /64, even written in full: throttled like the addresses before it.
    expectThrottled(await postLogin(t.app, 'gestora', { password: WRONG, address: '2001:0db8:0007:0001:ffff:0:0:1' }), L.pairFirstDelayMs / 1000);
    expect((await postLogin(t.app, 'gestora', { address: '2001:db8:7:2::1' })).statusCode).toBe(200);

    // Many user names, each from its own address of one /64: the per-address limit sees one address.
    for (let i = 0; i < L.perAddress; i++) expect(await fail(`sonda${i}`, `2001:db8:8:1:${i.toString(16)}::1`)).toBe(401);
    expectThrottled(await postLogin(t.app, 'coord-eucaristia', { address: '2001:db8:8:1:abcd::9' }));
    expect((await postLogin(t.app, 'coord-eucaristia', { address: '2001:db8:8:2::9' })).statusCode).toBe(200);
  });

  it('an IPv4 client seen as an IPv4-mapped IPv6 address is counted as its IPv4 address', async () => {
    for (let i = 0; i < L.pairFree; i++) expect(await fail('catequista-eucaristia', i % 2 ? '198.51.100.90' : '::ffff:198.51.100.90')).toBe(401);
    expectThrottled(await postLogin(t.app, 'catequista-eucaristia', { address: '198.51.100.90' }));
  });
});

describe('a device the owner signed in on before skips the account-wide delay', () => {
  const deviceCookieOf = (res: Awaited<ReturnType<typeof postLogin>>) => {
    const set = res.cookies.find((c) => c.name.startsWith('sacra_device_'));
    return set ? `${set.name}=${set.value}` : undefined;
  };

  it('while a guess spread over many addresses holds the account, the owner’s own browser signs in; another browser waits', async () => {
    // The owner signed in at home some day: that browser keeps a signed device cookie.
    const home = await postLogin(t.app, 'tesoureiro', { address: '203.0.113.40' });
    expect(home.statusCode).toBe(200);
    const device = deviceCookieOf(home)!;
    expect(device).toBeDefined();
    expect(home.cookies.find((c) => c.name.startsWith('sacra_device_'))).toMatchObject({ httpOnly: true, path: '/api/login', sameSite: 'Strict' });

    for (let i = 0; i < L.accountFree; i++) expect(await fail('tesoureiro', `10.9.${i}.1`)).toBe(401);
    // From a new address (travelling), without the cookie: delayed like the guesser.
    expectThrottled(await postLogin(t.app, 'tesoureiro', { address: '203.0.113.41' }), L.accountDelayMs / 1000);
    // The same new address, with the owner's browser: in.
    const owner = await postLogin(t.app, 'tesoureiro', { address: '203.0.113.41', cookie: device });
    expect(owner.statusCode, owner.body).toBe(200);
    // A guesser who stole the cookie is still slowed by its own address's limits.
    for (let i = 0; i < L.pairFree; i++)
      expect((await postLogin(t.app, 'tesoureiro', { password: WRONG, address: '10.9.200.1', cookie: device })).statusCode).toBe(401);
    expectThrottled(await postLogin(t.app, 'tesoureiro', { password: WRONG, address: '10.9.200.1', cookie: device }));
  });

  it('a cookie altered, of another account or too old trusts nothing', async () => {
    const own = deviceCookieOf(await postLogin(t.app, 'dizimista', { address: '203.0.113.50' }))!;
    const other = deviceCookieOf(await postLogin(t.app, 'gestora', { address: '203.0.113.51' }))!;
    for (let i = 0; i < L.accountFree; i++) await fail('dizimista', `10.10.${i}.1`);
    const [name, value] = own.split('=');
    const [id, issued, mac] = value.split('.');
    const forged = [
      `${name}=${id}.${Number(issued) + 1}.${mac}`,
      `${name}=${Number(id) + 1}.${issued}.${mac}`,
      `${name}=${other.split('=')[1]}`,
      `${name}=${id}.${issued}.${'A'.repeat(mac.length)}`,
      other,
    ];
    for (const cookie of forged) expectThrottled(await postLogin(t.app, 'dizimista', { address: '203.0.113.52', cookie }));
    expect((await postLogin(t.app, 'dizimista', { address: '203.0.113.52', cookie: own })).statusCode).toBe(200);
    // 181 days later that browser is a stranger again (a fresh guess holds the account).
    t.clock.advance(181 * 24 * 3600 * 1000);
    for (let i = 0; i < L.accountFree; i++) await fail('dizimista', `10.11.${i}.1`);
    expectThrottled(await postLogin(t.app, 'dizimista', { address: '203.0.113.53', cookie: own }));
  });
});
