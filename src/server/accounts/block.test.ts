import { describe, expect, it } from 'vitest';
import { signIn } from '../test/http';
import { twoProcesses } from '../test/two-processes';

const { p, here, there } = twoProcesses();

const idOf = async (username: string) => (await p.t.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username])).rows[0].id;

describe('blocking on two server processes', () => {
  it("a block answered by one process ends the person's sessions on the other at once, and the other way round", async () => {
    const treasurer = await signIn(p.t.app, 'tesoureiro');
    const admin = await signIn(p.t.app, 'secretaria');
    // Both processes know the session (the other one has it in its cache).
    expect((await there(treasurer, '/api/dizimo/dizimistas')).status).toBe(200);
    expect((await here(treasurer, '/api/me')).status).toBe(200);

    const blocked = await p.t.app.inject({ method: 'POST', url: `/api/usuarios/${await idOf('tesoureiro')}/bloquear`, headers: { cookie: admin } });
    expect(blocked.statusCode).toBe(200);
    expect((await there(treasurer, '/api/dizimo/dizimistas')).status).toBe(401);
    expect((await here(treasurer, '/api/me')).status).toBe(401);

    // Unblocked, signed in again, then blocked through the other process.
    await p.t.app.inject({ method: 'POST', url: `/api/usuarios/${await idOf('tesoureiro')}/desbloquear`, headers: { cookie: admin } });
    const again = await signIn(p.t.app, 'tesoureiro');
    expect((await here(again, '/api/me')).status).toBe(200);
    const res = await fetch(`${p.other.base}/api/usuarios/${await idOf('tesoureiro')}/bloquear`, { method: 'POST', headers: { cookie: admin } });
    expect(res.status).toBe(200);
    expect((await here(again, '/api/me')).status).toBe(401);
  });
});
