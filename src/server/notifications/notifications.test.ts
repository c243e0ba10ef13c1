import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationList, UnreadCount } from '../../shared/schemas/notifications';
import { createTestApp, type TestApp } from '../test/app';
import { signIn } from '../test/http';
import { NOTIFICATIONS_CHANNEL, notify } from './notify';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (url: string, cookie: string) => t.app.inject({ method: 'POST', url, headers: { cookie } });

async function userRow(user: string): Promise<{ id: number; paroquia_id: number }> {
  return (await t.db.query<{ id: number; paroquia_id: number }>('SELECT id, paroquia_id FROM users WHERE username = $1', [user])).rows[0];
}

describe('notifications API', () => {
  it("lists the caller's notifications newest first, with ISO dates, and counts the unread", async () => {
    const cookie = await signIn(t.app, 'admin');
    // The demo leaves São José's administrator some read and unread notifications (the seed's, the chancery's answers).
    const { rows } = await t.db.query<{ total: number; unread: number }>(
      `SELECT count(*)::int AS total, (count(*) FILTER (WHERE NOT read))::int AS unread FROM notifications WHERE user_id = (SELECT id FROM users WHERE username = 'admin')`,
    );
    expect(rows[0].unread).toBeGreaterThan(0);
    expect(rows[0].total).toBeGreaterThan(rows[0].unread);
    const count = UnreadCount.parse((await get('/api/notifications/unread-count', cookie)).json());
    expect(count.data.count).toBe(rows[0].unread);
    const list = NotificationList.parse((await get('/api/notifications', cookie)).json());
    expect(list.data).toHaveLength(rows[0].total);
    expect(list.data[0].created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(list.data.map((n) => n.id)).toEqual([...list.data.map((n) => n.id)].sort((a, b) => b - a));
    expect(NotificationList.parse((await get('/api/notifications?limit=1', cookie)).json()).data).toHaveLength(1);
  });

  it('validates limit (1 to 100)', async () => {
    const cookie = await signIn(t.app, 'admin');
    for (const q of ['limit=0', 'limit=101', 'limit=abc', 'limit=1.5']) {
      const res = await get(`/api/notifications?${q}`, cookie);
      expect(res.statusCode, q).toBe(422);
      expect(res.json().errors.limit).toBeDefined();
    }
    expect((await get('/api/notifications?limit=100', cookie)).statusCode).toBe(200);
  });

  it('mark-all-read and delete-all touch only the caller', async () => {
    const admin = await signIn(t.app, 'admin');
    const secretaria = await signIn(t.app, 'secretaria');
    const s = await userRow('secretaria');
    await notify(t.db, { userId: s.id, paroquiaId: s.paroquia_id }, { type: 'info', title: 'Para a secretaria' });

    expect((await post('/api/notifications/mark-all-read', admin)).json()).toEqual({ ok: true });
    expect((await get('/api/notifications/unread-count', admin)).json()).toEqual({ data: { count: 0 } });
    expect((await get('/api/notifications/unread-count', secretaria)).json()).toEqual({ data: { count: 1 } });

    expect((await post('/api/notifications/delete-all', admin)).json()).toEqual({ ok: true });
    expect((await get('/api/notifications', admin)).json()).toEqual({ data: [] });
    const theirs = (await get('/api/notifications', secretaria)).json().data;
    expect(theirs.map((n: { title: string }) => n.title)).toEqual(['Para a secretaria']);
  });
});

describe('notify()', () => {
  it('notifies every active user of one parish, never another parish, and announces it on the channel', async () => {
    const payloads: string[] = [];
    const stop = await t.db.listen(NOTIFICATIONS_CHANNEL, (p) => payloads.push(p));
    const outra = await userRow('outra');
    const admin = await userRow('admin');
    const cookie = await signIn(t.app, 'outra');
    const before = (await get('/api/notifications', cookie)).json();
    const ids = await notify(t.db, { paroquiaId: admin.paroquia_id, allExcept: admin.id }, { type: 'alert', title: 'Novo aviso', body: 'Quermesse' });
    expect(ids).not.toContain(admin.id);
    expect(ids).not.toContain(outra.id);
    expect(ids).not.toContain((await userRow('bloqueado')).id);
    const expected = await t.db.query<{ id: number }>('SELECT id FROM users WHERE paroquia_id = $1 AND status = 0 AND id <> $2 ORDER BY id', [
      admin.paroquia_id,
      admin.id,
    ]);
    expect([...ids].sort((a, b) => a - b)).toEqual(expected.rows.map((r) => r.id));
    expect(ids.length).toBeGreaterThanOrEqual(7); // at least the demo accounts of São José, less admin and the blocked one

    expect((await get('/api/notifications', cookie)).json()).toEqual(before);

    await expect.poll(() => payloads.length).toBe(1);
    expect(JSON.parse(payloads[0])).toEqual({ user_ids: ids });
    await stop();
  });

  it('a single-user target outside the given parish creates nothing', async () => {
    const outra = await userRow('outra');
    const admin = await userRow('admin');
    expect(await notify(t.db, { userId: outra.id, paroquiaId: admin.paroquia_id }, { type: 'info', title: 'x' })).toEqual([]);
  });

  it('inside a transaction that fails, nothing is created', async () => {
    const admin = await userRow('admin');
    await expect(
      t.db.transaction(async (tx) => {
        await notify(tx, { userId: admin.id, paroquiaId: admin.paroquia_id }, { type: 'info', title: 'desfeita' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    const { rows } = await t.db.query("SELECT 1 FROM notifications WHERE title = 'desfeita'");
    expect(rows).toHaveLength(0);
  });
});
