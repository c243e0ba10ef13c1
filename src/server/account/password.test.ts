import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import { createTestApp, type TestApp } from '../test/app';
import { postLogin, signIn, verifyPasswordStep } from '../test/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

function changePassword(cookie: string, new_password: string, confirm_password = new_password) {
  return t.app.inject({
    method: 'POST',
    url: '/api/me/password',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ new_password, confirm_password }).toString(),
  });
}

async function passwordHash(user: string): Promise<string> {
  return (await t.db.query<{ h: string }>('SELECT password_hash AS h FROM users WHERE username = $1', [user])).rows[0].h;
}

describe('POST /api/me/password', () => {
  it('requires the verification step first (403)', async () => {
    const cookie = await signIn(t.app, 'acolito');
    const res = await changePassword(cookie, 'OutraSenha2026');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MSG.passwordVerifyFirst });
  });

  it('a plain sign-in (form or JSON without a session) does not count as verification', async () => {
    const form = await signIn(t.app, 'acolito');
    expect((await changePassword(form, 'OutraSenha2026')).statusCode).toBe(403);
    const json = await signIn(t.app, 'acolito', { json: true });
    expect((await changePassword(json, 'OutraSenha2026')).statusCode).toBe(403);
  });

  it('a failed verification does not count', async () => {
    const cookie = await signIn(t.app, 'acolito');
    const res = await verifyPasswordStep(t.app, 'acolito', cookie, 'Errada2026');
    expect(res.statusCode).toBe(401);
    expect((await changePassword(cookie, 'OutraSenha2026')).statusCode).toBe(403);
    // The failed verification did not end the session.
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(200);
  });

  it('a verification older than 5 minutes is refused', async () => {
    const cookie = await signIn(t.app, 'acolito');
    await verifyPasswordStep(t.app, 'acolito', cookie);
    t.clock.advance(5 * 60_000 + 1000);
    const res = await changePassword(cookie, 'OutraSenha2026');
    t.clock.reset();
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MSG.passwordVerifyFirst });
  });

  it('enforces the password rule, the confirmation and differs-from-current, changing nothing (422)', async () => {
    const cookie = await signIn(t.app, 'semfuso');
    await verifyPasswordStep(t.app, 'semfuso', cookie);
    const before = await passwordHash('semfuso');

    for (const weak of ['curta1A', 'semmaiuscula1', 'SEMMINUSCULA1', 'SemNumeroAqui', 'A1a'.repeat(100)]) {
      const res = await changePassword(cookie, weak);
      expect(res.statusCode, weak).toBe(422);
      expect(res.json().errors.new_password).toBeDefined();
    }
    const weak = await changePassword(cookie, 'fraca');
    expect(weak.json()).toEqual({ message: MSG.invalidData, errors: { new_password: [MSG.passwordRule] } });

    const mismatch = await changePassword(cookie, 'NovaSenha2026', 'NovaSenha2027');
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ confirm_password: [MSG.passwordConfirm] });

    const same = await changePassword(cookie, 'Paroquia2026');
    expect(same.statusCode).toBe(422);
    expect(same.json()).toEqual({ message: MSG.passwordSame, errors: { new_password: [MSG.passwordSame] } });

    const missing = await t.app.inject({ method: 'POST', url: '/api/me/password', headers: { cookie }, payload: { new_password: 123 } });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['confirm_password', 'new_password']);

    expect(await passwordHash('semfuso')).toBe(before);
  });

  it('verify then change works: new hash (argon2id), other sessions ended, this one kept, old password refused', async () => {
    const phone = await signIn(t.app, 'secretaria');
    const laptop = await signIn(t.app, 'secretaria');
    expect((await verifyPasswordStep(t.app, 'secretaria', laptop)).statusCode).toBe(200);
    const res = await changePassword(laptop, 'NovaSenha2026');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.passwordChanged });

    expect(await passwordHash('secretaria')).toMatch(/^\$argon2id\$/);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: phone } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: laptop } })).statusCode).toBe(200);

    // The verification was used up.
    expect((await changePassword(laptop, 'MaisUma2026')).statusCode).toBe(403);

    expect((await postLogin(t.app, 'secretaria', { address: '10.9.0.1' })).statusCode).toBe(401);
    expect((await postLogin(t.app, 'secretaria', { password: 'NovaSenha2026', address: '10.9.0.1' })).statusCode).toBe(200);
  });
});
