import { describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import { twoProcesses } from '../test/two-processes';
import { signIn, verifyPasswordStep } from '../test/http';

/**
 * The session cache answers who is calling without the database; it must never answer for a session
 * that ended or a user that changed. Each case warms the cache with a request, changes the account
 * through the portal (sign-out, password, name) or as an administrator's tool would (block, roles:
 * the portal has no such screen yet, so SQL, then waiting for every process to hear it as the
 * portal's own changes do), and checks the very next request: on the app that made the change, and
 * on a second app with its own connections to the same database (another server process), over HTTP.
 */
const { p, here, there, administrator } = twoProcesses();

// Each case changes its account: the two runs use different demo users.
const SAME = { blocked: 'acolito', role: ['secretaria', '{1}'], out: 'coordenador', password: 'catequista', name: 'semfuso' } as const;
const OTHER = { blocked: 'semfoto', role: ['admin', '{111}'], out: 'coordenador', password: 'outra', name: 'semfoto' } as const;

describe.each([
  ['the same app', here, SAME],
  ['a second app on its own connections', there, OTHER],
] as const)('the session cache on %s', (_where, get, users) => {
  it('a blocked user is refused on the very next request', async () => {
    const cookie = await signIn(p.t.app, users.blocked);
    expect((await get(cookie, '/api/notifications')).status).toBe(200);
    await administrator('UPDATE users SET status = 1 WHERE username = $1', [users.blocked]);
    try {
      expect(await get(cookie, '/api/notifications')).toEqual({ status: 403, body: { message: MSG.blocked } });
      expect(((await get(cookie, '/api/me')).body as { status: number }).status).toBe(1);
    } finally {
      await administrator('UPDATE users SET status = 0 WHERE username = $1', [users.blocked]);
    }
  });

  it('a changed role is applied on the very next request', async () => {
    const [user, roles] = users.role;
    const cookie = await signIn(p.t.app, user);
    expect((await get(cookie, '/api/registers?limit=1')).status).toBe(200);
    await administrator("UPDATE users SET roles = '{8}' WHERE username = $1", [user]);
    try {
      expect(await get(cookie, '/api/registers?limit=1')).toEqual({ status: 403, body: { message: MSG.forbidden } });
      expect(((await get(cookie, '/api/me')).body as { roles: number[] }).roles).toEqual([8]);
    } finally {
      await administrator('UPDATE users SET roles = $2 WHERE username = $1', [user, roles]);
    }
  });

  it('a signed-out session is refused on the very next request', async () => {
    const cookie = await signIn(p.t.app, users.out);
    expect((await get(cookie, '/api/me')).status).toBe(200);
    expect((await p.t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } })).statusCode).toBe(200);
    expect(await get(cookie, '/api/me')).toEqual({ status: 401, body: { message: MSG.notAuthenticated } });
  });

  it('a password change ends the other sessions on the very next request', async () => {
    const [kept, ended] = [await signIn(p.t.app, users.password), await signIn(p.t.app, users.password)];
    expect((await get(ended, '/api/me')).status).toBe(200);
    expect((await get(kept, '/api/me')).status).toBe(200);
    await verifyPasswordStep(p.t.app, users.password, kept);
    const changed = await p.t.app.inject({
      method: 'POST',
      url: '/api/me/password',
      headers: { cookie: kept, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ new_password: 'NovaSenha2027', confirm_password: 'NovaSenha2027' }).toString(),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await get(ended, '/api/me')).toEqual({ status: 401, body: { message: MSG.notAuthenticated } });
    expect((await get(kept, '/api/me')).status).toBe(200);
  });

  it('a changed name shows on the very next /api/me', async () => {
    const cookie = await signIn(p.t.app, users.name);
    await get(cookie, '/api/me');
    const name = `Nome ${Math.random().toString(36).slice(2, 8)}`;
    expect((await p.t.app.inject({ method: 'POST', url: '/api/me/name', headers: { cookie }, payload: { name } })).statusCode).toBe(200);
    expect(((await get(cookie, '/api/me')).body as { name: string }).name).toBe(name);
  });
});
