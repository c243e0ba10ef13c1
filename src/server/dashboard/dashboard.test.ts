import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardStats } from '../../shared/schemas/dashboard';
import { ACOLYTES_PER_COMMUNITY } from '../db/seed/dashboard';
import { signIn } from '../test/http';
import { createTestApp, type TestApp } from '../test/app';
import { dayIn, DEFAULT_TIME_ZONE } from '../../shared/time-zone';

let t: TestApp;
let admin: string;
let saoJose: number;
let aparecida: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin');
  const { rows } = await t.db.query<{ username: string; paroquia_id: number }>("SELECT username, paroquia_id FROM users WHERE username IN ('admin', 'outra')");
  saoJose = rows.find((r) => r.username === 'admin')!.paroquia_id;
  aparecida = rows.find((r) => r.username === 'outra')!.paroquia_id;
});

afterAll(async () => {
  await t?.close();
});

function get(cookie: string | undefined, query = '?months=12', headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: `/api/stats/dashboard${query}`, headers: { ...(cookie ? { cookie } : {}), ...headers } });
}

async function stats(cookie = admin, query = '?months=12'): Promise<DashboardStats> {
  const response = await get(cookie, query);
  expect(response.statusCode).toBe(200);
  return DashboardStats.parse(response.json());
}

/** 'YYYY-MM' of an instant in São Paulo, computed without SQL. */
function monthKey(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit' }).formatToParts(at);
  return `${parts.find((p) => p.type === 'year')!.value}-${parts.find((p) => p.type === 'month')!.value}`;
}

function shiftMonth(key: string, delta: number): string {
  const [year, month] = key.split('-').map(Number);
  const index = year * 12 + (month - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const countOf = (series: Array<{ month: string; count: number }>, month: string) => series.find((m) => m.month === month)!.count;
const counter = (s: DashboardStats, key: string) => s.counters.find((c) => c.key === key)!.value;

async function userId(username: string): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]);
  return rows[0].id;
}

async function addLogin(username: string, paroquiaId: number, at: Date): Promise<void> {
  await t.db.query('INSERT INTO user_logins (user_id, paroquia_id, at) VALUES ($1, $2, $3)', [await userId(username), paroquiaId, at]);
}

/** A tither of the parish for `donor` (one per name, case-insensitive), made from one of its registers. */
async function titherFor(paroquiaId: number, donor: string): Promise<number> {
  const key = `${paroquiaId}:${donor.toLowerCase()}`;
  if (!tithers.has(key)) {
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO tithers (paroquia_id, register_id, card_number, joined_on)
       SELECT $1, r.id, 900000 + r.id, '2020-01-01' FROM registers r
        WHERE r.paroquia_id = $1 AND NOT EXISTS (SELECT 1 FROM tithers t WHERE t.register_id = r.id)
        ORDER BY r.id LIMIT 1 RETURNING id`,
      [paroquiaId],
    );
    tithers.set(key, rows[0].id);
  }
  return tithers.get(key)!;
}
const tithers = new Map<string, number>();

async function addCampaign(paroquiaId: number, name: string, goalCents: number | null, donations: Array<[number, string | null, Date]>): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>(
    "INSERT INTO campaigns (paroquia_id, name, goal_cents, starts_on) VALUES ($1, $2, $3, '2020-01-01') RETURNING id",
    [paroquiaId, name, goalCents],
  );
  for (const [amount, donor, at] of donations) {
    // Received on the parish's day (from 21:00 in Brasília UTC's is already the next).
    const day = dayIn(DEFAULT_TIME_ZONE, at);
    await t.db.query(
      `INSERT INTO contributions (paroquia_id, tither_id, amount_cents, received_on, competence, method, campaign_id, receipt_year, receipt_number)
       SELECT $1, $2, $3, $4, date_trunc('month', $4::date), 'pix', $5, 1999, coalesce(max(receipt_number), 0) + 1 FROM contributions WHERE paroquia_id = $1 AND receipt_year = 1999`,
      [paroquiaId, donor ? await titherFor(paroquiaId, donor) : null, amount, day, rows[0].id],
    );
  }
  return rows[0].id;
}

async function addUser(paroquiaId: number, username: string, o: { roles: number[]; communityId?: number | null; status?: number; lastSeen?: Date }) {
  await t.db.query(
    `INSERT INTO users (paroquia_id, community_id, username, name, password_hash, status, roles, last_seen_at)
     VALUES ($1, $2, $3, $3, 'x', $4, $5, $6)`,
    [paroquiaId, o.communityId ?? null, username, o.status ?? 0, o.roles, o.lastSeen ?? null],
  );
}

describe('GET /api/stats/dashboard: who may ask', () => {
  it('answers 401 without a session', async () => {
    const response = await get(undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBeTruthy();
  });

  it.each(['acolito', 'catequista', 'coordenador'])('answers 403 to %s', async (user) => {
    const response = await get(await signIn(t.app, user));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Acesso restrito.' });
  });

  it('answers role 1 (secretaria) as well as role 111 (admin)', async () => {
    expect((await get(await signIn(t.app, 'secretaria'))).statusCode).toBe(200);
  });

  it.each(['0', '25', '-1', 'abc', '1.5', ''])('refuses months=%s with 422 and the field named', async (months) => {
    const response = await get(admin, `?months=${months}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('months');
  });
});

describe('GET /api/stats/dashboard: the payload', () => {
  it('has every month of the period, zero-filled, ending with the current month in São Paulo', async () => {
    const current = monthKey(t.clock.now());
    for (const months of [12, 1, 24]) {
      const s = await stats(admin, `?months=${months}`);
      const expected = Array.from({ length: months }, (_, i) => shiftMonth(current, i - months + 1));
      expect(s.months).toBe(months);
      expect(s.accesses.map((m) => m.month)).toEqual(expected);
      expect(s.registrations.map((m) => m.month)).toEqual(expected);
    }
    // Two years back is before any demo activity: present, with zero.
    const longest = await stats(admin, '?months=24');
    expect(longest.accesses[0].count).toBe(0);
    expect(longest.registrations[0].count).toBe(0);
  });

  it('defaults to 12 months', async () => {
    const s = await stats(admin, '');
    expect(s.months).toBe(12);
    expect(s.accesses).toHaveLength(12);
  });

  it('counts sign-ins in the month they happened in São Paulo time', async () => {
    const month = shiftMonth(monthKey(t.clock.now()), -3);
    const previous = shiftMonth(month, -1);
    const before = await stats();
    // The month starts at 03:00 UTC (UTC-3): one minute earlier is still the previous month there.
    await addLogin('coordenador', saoJose, new Date(`${month}-01T02:59:00Z`));
    await addLogin('coordenador', saoJose, new Date(`${month}-01T03:00:00Z`));
    await addLogin('catequista', saoJose, new Date(`${month}-15T12:00:00Z`));
    const after = await stats();
    expect(countOf(after.accesses, previous)).toBe(countOf(before.accesses, previous) + 1);
    expect(countOf(after.accesses, month)).toBe(countOf(before.accesses, month) + 2);
    expect(counter(after, 'logins')).toBe(counter(before, 'logins') + 3);
  });

  it("counts the parish's registers, and each month's new ones in São Paulo time", async () => {
    const month = shiftMonth(monthKey(t.clock.now()), -2);
    const before = await stats();
    const { rows } = await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM registers WHERE paroquia_id = $1', [saoJose]);
    expect(counter(before, 'registers')).toBe(rows[0].count);
    // Created at the first instant of the month there (03:00 UTC) and one minute before it (the month before).
    await t.db.query(`INSERT INTO registers (paroquia_id, name, created_at) VALUES ($1, 'Cadastro do Painel', $2), ($1, 'Cadastro do Painel', $3)`, [
      saoJose,
      `${month}-01T03:00:00Z`,
      `${month}-01T02:59:00Z`,
    ]);
    const after = await stats();
    expect(counter(after, 'registers')).toBe(rows[0].count + 2);
    expect(countOf(after.registrations, month)).toBe(countOf(before.registrations, month) + 1);
    expect(countOf(after.registrations, shiftMonth(month, -1))).toBe(countOf(before.registrations, shiftMonth(month, -1)) + 1);
  });

  it('counts the seeded acolytes per community, and those without one last', async () => {
    const seeded = ACOLYTES_PER_COMMUNITY.saoJose.reduce((a, b) => a + b, 0) + 1; // + the demo 'acolito'
    const before = await stats();
    expect(before.acolytes.every((a) => a.community_id !== null)).toBe(true);
    expect(before.acolytes.reduce((sum, a) => sum + a.count, 0)).toBe(seeded);
    expect(before.acolytes.map((a) => a.count)).toEqual([...before.acolytes.map((a) => a.count)].sort((a, b) => b - a));

    await addUser(saoJose, 'acolito.sem.comunidade', { roles: [8] });
    await addUser(saoJose, 'acolito.bloqueado', { roles: [8], communityId: before.acolytes[0].community_id, status: 1 });
    const after = await stats();
    expect(after.acolytes.at(-1)).toEqual({ community_id: null, community: 'Sem comunidade', count: 1 });
    expect(after.acolytes[0].count).toBe(before.acolytes[0].count);
  });

  it('picks the campaign with the largest sum inside the period, with its goal and donors', async () => {
    const now = t.clock.now();
    const longAgo = new Date(now.getTime() - 800 * 24 * 3600_000);
    const recent = new Date(now.getTime() - 2 * 24 * 3600_000);
    // A bigger total, but mostly before the period: it must not win on old money.
    await addCampaign(saoJose, 'Campanha antiga', null, [
      [100_000_000, 'Doador Antigo', longAgo],
      [90_000_000, 'Doador Antigo', longAgo],
      [100, 'Doador Antigo', recent],
    ]);
    await addCampaign(saoJose, 'Construção do Salão Paroquial', 150_000_000, [
      [50_000_000, 'Ana Souza', recent],
      [40_000_000, 'ana souza', recent],
      [30_000_000, null, recent],
      [20_000_000, null, recent],
    ]);
    const s = await stats();
    expect(s.campaign).toMatchObject({
      name: 'Construção do Salão Paroquial',
      amount_cents: 140_000_000,
      goal_cents: 150_000_000,
      donations: 4,
      donors: 3, // Ana once, and each anonymous offering
    });
  });

  it('lists up to 8 users of the parish by last seen, newest first, without the one asking', async () => {
    const s = await stats();
    const adminId = await userId('admin');
    expect(s.last_online.length).toBeGreaterThan(0);
    expect(s.last_online.length).toBeLessThanOrEqual(8);
    expect(s.last_online.map((u) => u.id)).not.toContain(adminId);
    const seen = s.last_online.map((u) => Date.parse(u.last_seen!));
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    const { rows } = await t.db.query<{ id: number }>('SELECT id FROM users WHERE paroquia_id = $1', [saoJose]);
    const ours = new Set(rows.map((r) => r.id));
    expect(s.last_online.every((u) => ours.has(u.id))).toBe(true);

    // Newer than anyone's last_seen so far (sign-ins during the run write real time, not the test clock).
    const latest = await t.db.query<{ at: Date | null }>('SELECT max(last_seen_at) AS at FROM users WHERE paroquia_id = $1', [saoJose]);
    const newest = Math.max(latest.rows[0].at?.getTime() ?? 0, t.clock.now().getTime() - 1000) + 1000;
    await addUser(saoJose, 'visto.agora', { roles: [14], lastSeen: new Date(newest) });
    expect((await stats()).last_online[0].name).toBe('visto.agora');
  });
});

describe('GET /api/stats/dashboard: parish isolation', () => {
  it("never counts another parish's sign-ins, donations, acolytes or users", async () => {
    const before = await get(admin);
    const now = t.clock.now();
    const { rows } = await t.db.query<{ ent_id: number }>('SELECT ent_id FROM communities WHERE paroquia_id = $1 LIMIT 1', [aparecida]);
    for (let i = 0; i < 5; i++) await addLogin('outra', aparecida, new Date(now.getTime() - i * 24 * 3600_000));
    await addCampaign(aparecida, 'Campanha de outra paróquia', null, [
      [100_000_000, 'Alguém', new Date(now.getTime() - 3600_000)],
      [100_000_000, null, new Date(now.getTime() - 3600_000)],
    ]);
    await addUser(aparecida, 'acolito.aparecida', { roles: [8], communityId: rows[0].ent_id, lastSeen: new Date(now.getTime() - 1000) });

    const after = await get(admin);
    expect(after.headers.etag).toBe(before.headers.etag);
    expect(after.body).toBe(before.body);

    // The other parish's own administrator does see them.
    const theirs = await stats(await signIn(t.app, 'outra'));
    expect(theirs.campaign?.name).toBe('Campanha de outra paróquia');
    expect(theirs.last_online[0].name).toBe('acolito.aparecida');
  });
});

describe('GET /api/stats/dashboard: ETag', () => {
  it('answers 304 with no body when If-None-Match matches, 200 again once the numbers change', async () => {
    const first = await get(admin);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toContain('Cookie');

    const same = await get(admin, '?months=12', { 'if-none-match': etag });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    expect(same.headers.etag).toBe(etag);
    expect((await get(admin, '?months=12', { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);

    // Another period is another body.
    const six = await get(admin, '?months=6', { 'if-none-match': etag });
    expect(six.statusCode).toBe(200);
    expect(six.headers.etag).not.toBe(etag);

    await addLogin('secretaria', saoJose, t.clock.now());
    const changed = await get(admin, '?months=12', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(DashboardStats.parse(changed.json()).months).toBe(12);
  });
});
