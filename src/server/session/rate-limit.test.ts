import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../test/app';
import { postLogin } from '../test/http';
import { LOGIN_LIMITS } from './login-attempts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const WRONG = 'SenhaErrada1';

describe('failed sign-ins are rate-limited', () => {
  it('per user name: after 5 failures in 15 minutes the next attempt is 429, even with the right password, from any address', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perUser; i++) {
      const res = await postLogin(t.app, 'catequista', { password: WRONG, address: `10.1.0.${i}` });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await postLogin(t.app, 'catequista', { address: '10.1.1.1' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: MSG.tooManyAttempts });
    expect(blocked.headers['retry-after']).toBe('900');
    // Other users are not affected.
    expect((await postLogin(t.app, 'acolito', { address: '10.1.1.1' })).statusCode).toBe(200);
    // The window passes and the right password works again.
    t.clock.advance(LOGIN_LIMITS.windowMs + 1000);
    expect((await postLogin(t.app, 'catequista', { address: '10.1.1.1' })).statusCode).toBe(200);
    t.clock.reset();
  });

  it('counts the name the same whatever its letter case, whether or not the user exists', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perUser; i++) {
      await postLogin(t.app, i % 2 ? 'Fantasma' : 'fantasma', { password: WRONG, address: `10.2.0.${i}` });
    }
    const res = await postLogin(t.app, 'FANTASMA', { password: WRONG, address: '10.2.1.1' });
    expect(res.statusCode).toBe(429);
  });

  it('per address: after 20 failures from one address in 15 minutes it is 429 for any user name', async () => {
    const address = '192.0.2.50';
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i++) {
      const res = await postLogin(t.app, `tentativa${i}`, { password: WRONG, address });
      expect(res.statusCode).toBe(401);
    }
    const res = await postLogin(t.app, 'secretaria', { address });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: MSG.tooManyAttempts });
    expect((await postLogin(t.app, 'secretaria', { address: '192.0.2.51' })).statusCode).toBe(200);
  });

  it('a successful sign-in clears the failures of that user name', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perUser - 1; i++) await postLogin(t.app, 'semfuso', { password: WRONG, address: '10.3.0.1' });
    expect((await postLogin(t.app, 'semfuso', { address: '10.3.0.1' })).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_LIMITS.perUser - 1; i++) {
      expect((await postLogin(t.app, 'semfuso', { password: WRONG, address: '10.3.0.2' })).statusCode).toBe(401);
    }
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
      for (let i = 0; i < LOGIN_LIMITS.perUser; i++) await postLogin(t.app, 'coordenador', { password: WRONG, address: `10.5.0.${i}` });
      expect((await postLogin(other, 'coordenador', { address: '10.5.1.1' })).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});
