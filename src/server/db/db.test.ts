import pg from 'pg';
import { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { inParish } from '../test/scope';
import { instant } from './instant';
import { migrate } from './migrate';
import { runWithScope } from './scope';
import { CHANGES_CHANNEL } from './types';
import { seedDemo } from './seed/index';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** The extended protocol's Sync message: the end of what PostgreSQL runs in one implicit transaction and answers at once. */
const SYNC = 'S\u0000\u0000\u0000\u0004';

/**
 * What each write to a socket carried while `fn` ran, copied as it is written (the stream empties its list of chunks
 * afterwards); PostgreSQL's messages hold the statements' text and values as plain bytes.
 */
async function recordWrites(fn: () => Promise<unknown>): Promise<string[]> {
  const writes: string[] = [];
  const original = { write: Socket.prototype._write, writev: Socket.prototype._writev };
  const one = vi.spyOn(Socket.prototype, '_write').mockImplementation(function (this: Socket, chunk, encoding, done) {
    writes.push(Buffer.from(chunk).toString('latin1'));
    original.write.call(this, chunk, encoding, done);
  });
  const many = vi.spyOn(Socket.prototype, '_writev').mockImplementation(function (this: Socket, chunks, done) {
    writes.push(chunks.map((c) => Buffer.from(c.chunk).toString('latin1')).join(''));
    original.writev!.call(this, chunks, done);
  });
  try {
    await fn();
  } finally {
    one.mockRestore();
    many.mockRestore();
  }
  return writes;
}

describe('migrations', () => {
  it('are recorded and not applied twice; concurrent runs wait on the lock and apply nothing', async () => {
    const { rows } = await t.db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows[0].version).toBe('001-core.sql');
    expect(await Promise.all([migrate(t.db), migrate(t.db)])).toEqual([[], []]);
  });

  it('the seed runs only on an empty users table', async () => {
    expect(await seedDemo(t.db, t.app.storage)).toBe(false);
    const { rows } = await t.db.query<{ username: string; paroquia: string }>(
      'SELECT u.username, p.name AS paroquia FROM users u JOIN paroquias p ON p.id = u.paroquia_id WHERE u.username = ANY($1::text[])',
      [DEMO_ACCOUNTS.map((a) => a.user)],
    );
    expect(rows).toHaveLength(DEMO_ACCOUNTS.length);
    expect(rows.find((r) => r.username === 'outra')?.paroquia).toBe('Paróquia Nossa Senhora Aparecida');
  });

  it('seeds the demo accounts with their states, communities and a year of sign-ins', async () => {
    const { rows } = await t.db.query<{
      username: string;
      status: number;
      require_password_change: boolean;
      accepted_photo: number;
      timezone: string | null;
      roles: number[];
    }>('SELECT username, status, require_password_change, accepted_photo, timezone, roles FROM users ORDER BY id');
    const by = Object.fromEntries(rows.map((r) => [r.username, r]));
    expect(by.admin.roles).toEqual([111]);
    expect(by.bloqueado.status).toBe(1);
    expect(by.novato.require_password_change).toBe(true);
    expect(by.semfoto.accepted_photo).toBe(0);
    expect(by.semfuso.timezone).toBeNull();
    expect(by.outra.timezone).toBe('America/Sao_Paulo');
    const communities = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM communities');
    expect(communities.rows[0].n).toBeGreaterThanOrEqual(6);
    const months = await t.db.query<{ n: number }>("SELECT count(DISTINCT date_trunc('month', at))::int AS n FROM user_logins");
    expect(months.rows[0].n).toBeGreaterThanOrEqual(12);
  });
});

describe('Db', () => {
  it("writes an instant as the wire carries it: Date's ISO text in UTC, microseconds cut as a Date cuts them", async () => {
    const values = ['2026-11-29 15:12:48.722999+00', '2026-01-05 23:59:59.9999-03', '2026-11-29 15:12:48+00'];
    for (const value of values) {
      const { rows } = await t.db.query<{ read: Date; ms: string; s: string }>(
        `SELECT $1::timestamptz AS read, ${/* sql-fragment: fixed */ instant('$1::timestamptz', true)} AS ms, ${/* sql-fragment: fixed */ instant('$1::timestamptz')} AS s`,
        [value],
      );
      expect(rows[0].ms, value).toBe(rows[0].read.toISOString());
      expect(rows[0].s, value).toBe(rows[0].read.toISOString().replace(/\.\d{3}Z$/, 'Z'));
    }
  });

  it('commits a transaction, rolls one back on error, and nests with savepoints', async () => {
    await t.db.exec('CREATE TABLE tx_probe (v int NOT NULL)');
    await t.db.transaction(async (tx) => {
      await tx.query('INSERT INTO tx_probe (v) VALUES ($1)', [1]);
      await expect(
        tx.transaction(async (inner) => {
          await inner.query('INSERT INTO tx_probe (v) VALUES ($1)', [2]);
          throw new Error('inner');
        }),
      ).rejects.toThrow('inner');
      await tx.transaction((inner) => inner.query('INSERT INTO tx_probe (v) VALUES ($1)', [3]));
    });
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query('INSERT INTO tx_probe (v) VALUES ($1)', [4]);
        await tx.query('INSERT INTO tx_probe (v) VALUES ($1)', [null]);
      }),
    ).rejects.toThrow();
    const { rows } = await t.db.query<{ v: number }>('SELECT v FROM tx_probe ORDER BY v');
    expect(rows.map((r) => r.v)).toEqual([1, 3]);
  });

  it("a savepoint rolled back after its request's scope ended does not leave the connection in that parish", async () => {
    const parish = (await t.db.query<{ id: number }>('SELECT min(id)::int AS id FROM paroquias')).rows[0].id;
    const seen = await new Promise<{ role: string; parish: string | null }>((resolve, reject) => {
      const scoped = runWithScope({ paroquiaId: parish, curia: false }, () => {
        t.db
          .transaction(async (tx) => {
            await tx
              .transaction(async (inner) => {
                await inner.query('SELECT 1');
                scoped.end();
                throw new Error('desfeito');
              })
              .catch(() => undefined);
            return (
              await tx.query<{ role: string; parish: string | null }>("SELECT current_user::text AS role, current_setting('sacra.paroquia', true) AS parish")
            ).rows[0];
          })
          .then(resolve, reject);
      });
    });
    expect(seen.role).not.toBe('sacra_paroquia');
    expect(seen.parish ?? '').toBe('');
  });

  it('statements asked together leave in one write: a scope with its query, a page with its count', async () => {
    // A parish no connection has been given yet: the query needs its scope statement first.
    const parish = 987_654;
    const writes = await recordWrites(() =>
      inParish(parish, () =>
        t.db
          .query("SELECT 'consulta-com-escopo' AS v")
          .then(() => t.db.transaction((tx) => Promise.all([tx.query("SELECT 'pagina' AS v"), tx.query("SELECT 'contagem' AS v")]))),
      ),
    );
    const carrying = (text: string) => writes.filter((w) => w.includes(text));
    expect(carrying('consulta-com-escopo')).toHaveLength(1);
    expect(carrying('consulta-com-escopo')[0]).toContain(`{${parish}}`);
    expect(carrying('pagina')).toHaveLength(1);
    expect(carrying('pagina')[0]).toContain('contagem');
  });

  it('a scope statement the connection knows goes ahead of its query under one Sync', async () => {
    const [first, second] = [987_657, 987_658];
    // The pool hands back the connection released last: the one this parish's scope statement was parsed on.
    await inParish(first, () => t.db.query('SELECT $1::int', [1]));
    const writes = await recordWrites(() => inParish(second, () => t.db.query("SELECT 'escopo-adiante' AS v, $1::int", [1])));
    const carrying = writes.filter((w) => w.includes('escopo-adiante'));
    expect(carrying).toHaveLength(1);
    expect(carrying[0]).toContain(`{${second}}`);
    expect(carrying[0].split(SYNC)).toHaveLength(2);
  });

  it('a query that fails takes its scope back with it: the next query in that parish is given it again', async () => {
    const [first, second] = [987_659, 987_660];
    await inParish(first, () => t.db.query('SELECT $1::int', [1]));
    await expect(inParish(second, () => t.db.query('SELECT 1 / $1::int', [0]))).rejects.toThrow(/division by zero/);
    const { rows } = await inParish(second, () => t.db.query<{ parish: string }>("SELECT current_setting('sacra.paroquia', true) AS parish, $1::int", [1]));
    expect(rows[0].parish).toBe(String(second));
  });

  it('a query is handed an idle connection already in its parish: two parishes in turn send no scope statement', async () => {
    const [first, second] = [987_655, 987_656];
    // Two connections at once, one given each parish; both then wait idle in the pool.
    await Promise.all([first, second].map((parish) => inParish(parish, () => t.db.query('SELECT pg_sleep(0.05)'))));
    const writes = await recordWrites(async () => {
      for (const parish of [first, second, first, second, second, first]) await inParish(parish, () => t.db.query('SELECT 1'));
    });
    expect(writes.filter((w) => w.includes(`{${first}}`) || w.includes(`{${second}}`))).toEqual([]);
    expect(writes.filter((w) => w.includes('SELECT 1'))).toHaveLength(6);
  });

  it('returns numbers for int ids and count(*)::int, arrays for int[], Dates for timestamptz', async () => {
    const { rows } = await t.db.query<{ id: number; roles: number[]; created_at: Date; n: number }>(
      "SELECT id, roles, created_at, (SELECT count(*)::int FROM users) AS n FROM users WHERE username = 'admin'",
    );
    expect(typeof rows[0].id).toBe('number');
    expect(rows[0].roles).toEqual([111]);
    expect(rows[0].created_at).toBeInstanceOf(Date);
    expect(typeof rows[0].n).toBe('number');
  });

  it('LISTEN/NOTIFY: delivered to listeners, after commit when sent in a transaction, not after unsubscribe', async () => {
    const got: string[] = [];
    const stop = await t.db.listen('probe_channel', (p) => got.push(p));
    await t.db.notify('probe_channel', 'um');
    await expect.poll(() => got).toEqual(['um']);
    await t.db
      .transaction(async (tx) => {
        await tx.notify('probe_channel', 'desfeito');
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await t.db.transaction((tx) => tx.notify('probe_channel', 'dois'));
    await expect.poll(() => got).toEqual(['um', 'dois']);
    await stop();
    await t.db.notify('probe_channel', 'tres');
    await new Promise((r) => setTimeout(r, 100));
    expect(got).toEqual(['um', 'dois']);
  });

  it("an announced change is heard once by this process: its own before the query returns, another process's as it arrives", async () => {
    // Several pooled connections are open and listening, as on a busy server.
    await Promise.all([1, 2, 3, 4].map(() => t.db.query('SELECT pg_sleep(0.05)')));
    const heard: (string | null)[] = [];
    const stop = t.db.onChange((payload) => heard.push(payload));
    const other = new pg.Client({ connectionString: t.databaseUrl });
    await other.connect();
    try {
      await t.db.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, 'd:990001']);
      expect(heard).toEqual(['d:990001']);
      await other.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, 'd:990002']);
      await expect.poll(() => heard).toEqual(['d:990001', 'd:990002']);
      await new Promise((r) => setTimeout(r, 300));
      expect(heard).toEqual(['d:990001', 'd:990002']);
    } finally {
      stop();
      await other.end();
    }
  });

  it('refuses channel names that are not plain identifiers', async () => {
    await expect(t.db.listen('x"; DROP TABLE users; --', () => undefined)).rejects.toThrow(/invalid channel/);
  });
});
