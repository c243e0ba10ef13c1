import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Message } from '../../src/shared/schemas/chat';
import { formatOffsetDateTime } from '../../src/shared/schemas/reminders';
import { openSse, type SseStream } from '../../src/server/chat/sse-reader';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-accounts';
import { outboxDir } from '../../src/server/reminders/mailer';
import { PNG_1PX, multipart } from '../../src/server/test/files';
import { createDatabase, postgresServer, type PostgresServer } from '../../src/server/test/postgres';
import { signInOver, spawnPortal, type PortalProcess } from '../../src/server/test/spawn';

/**
 * Two portal processes on two ports, one PostgreSQL database and one DATA_DIR (the storage folder).
 * PostgreSQL is DATABASE_URL's, or a throwaway server this test starts (see test/postgres.ts): it
 * never passes without having run.
 */
let server: PostgresServer;
let database: { url: string; drop(): Promise<void> };
let dataDir: string;
let a: PortalProcess;
let b: PortalProcess;
const streams: SseStream[] = [];
/** Both schedulers tick every 3 s (REMINDER_TICK_SECONDS), so they pass a due reminder many times over in the test. */
const TICK_SECONDS = 3;

beforeAll(async () => {
  server = await postgresServer();
  database = await createDatabase(server.url);
  dataDir = await mkdtemp(join(tmpdir(), 'sacra-scale-'));
  // Started together on an empty database: migrations and the demo seed take their locks in turn.
  const options = { dataDir, databaseUrl: database.url, env: { REMINDER_TICK_SECONDS: String(TICK_SECONDS) } };
  [a, b] = await Promise.all([spawnPortal(options), spawnPortal(options)]);
}, 240_000);

afterAll(async () => {
  streams.forEach((s) => s.close());
  await Promise.all([a?.stop(10_000), b?.stop(10_000)]);
  await database?.drop();
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const me = async (url: string, cookie: string) => fetch(`${url}/api/me`, { headers: { cookie } });

/**
 * What a tool that changes accounts outside the portal does after committing: asks on the changes
 * channel for a sync (session/peers.ts) and waits until both portal processes answer, each having
 * handled every change committed before.
 */
async function heardByBoth(client: pg.Client): Promise<void> {
  const asker = `tool${randomBytes(4).toString('hex')}`;
  const peers = new Set<string>();
  let done: () => void = () => undefined;
  const both = new Promise<void>((resolve) => (done = resolve));
  const onAck = (message: pg.Notification) => {
    const [kind, to, , peer] = (message.payload ?? '').split(':');
    if (kind === 'ack' && to === asker && peers.add(peer).size === 2) done();
  };
  client.on('notification', onAck);
  await client.query('LISTEN auth_changed');
  try {
    await client.query("SELECT pg_notify('auth_changed', $1)", [`sync:${asker}:1`]);
    await both;
  } finally {
    client.off('notification', onAck);
    await client.query('UNLISTEN auth_changed');
  }
}

async function send(url: string, cookie: string, receiverId: number, message: string): Promise<Message> {
  const res = await fetch(`${url}/api/messages/send`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ receiver_id: receiverId, message }),
  });
  expect(res.status).toBe(200);
  return Message.parse(await res.json());
}

describe('scale out: two processes, one PostgreSQL, one storage folder', () => {
  it('both started together on an empty database and seeded it once', async () => {
    for (const p of [a, b]) expect((await fetch(`${p.url}/api/health`)).status).toBe(200);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE username = 'admin'");
      expect(rows[0].n).toBe(1);
    } finally {
      await client.end();
    }
  });

  it('a session made on one is valid on the other, and a sign-out on the other ends it on both', async () => {
    const cookie = await signInOver(a.url, 'secretaria');
    const onB = await me(b.url, cookie);
    expect(onB.status).toBe(200);
    expect((await onB.json()).name).toBe('Maria Aparecida Souza');
    const out = await fetch(`${b.url}/api/logout`, { method: 'POST', headers: { cookie } });
    expect(out.status).toBe(200);
    expect((await me(a.url, cookie)).status).toBe(401);
    expect((await me(b.url, cookie)).status).toBe(401);
  });

  it('each caches sessions, yet a sign-out, a password change, a block or a role change made through the other (or at a SQL prompt) is refused on its very next request, and ends its open chat stream', async () => {
    const sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    const get = (url: string, cookie: string, path: string) => fetch(`${url}${path}`, { headers: { cookie } });
    const endsAtOnce = (s: SseStream) => Promise.race([s.ended.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 3000))]);
    try {
      // Sign-out on A: B's cached session and B's stream of it.
      const out = await signInOver(a.url, 'coordenador');
      expect((await me(b.url, out)).status).toBe(200);
      const stream = await openSse(`${b.url}/api/chat/stream`, out);
      streams.push(stream);
      expect((await fetch(`${a.url}/api/logout`, { method: 'POST', headers: { cookie: out } })).status).toBe(200);
      expect((await me(b.url, out)).status).toBe(401);
      expect(await endsAtOnce(stream)).toBe(true);

      // A password change on A ends the user's other sessions on B.
      const [kept, ended] = [await signInOver(a.url, 'catequista'), await signInOver(a.url, 'catequista')];
      expect((await me(b.url, ended)).status).toBe(200);
      const verified = await fetch(`${a.url}/api/login`, {
        method: 'POST',
        headers: { cookie: kept, 'content-type': 'application/json' },
        body: JSON.stringify({ user: 'catequista', password: DEMO_PASSWORD, remember: false }),
      });
      expect(verified.status).toBe(200);
      const changed = await fetch(`${a.url}/api/me/password`, {
        method: 'POST',
        headers: { cookie: kept, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'new_password=NovaSenha2027&confirm_password=NovaSenha2027',
      });
      expect(changed.status).toBe(200);
      expect((await me(b.url, ended)).status).toBe(401);
      expect((await me(b.url, kept)).status).toBe(200);

      // A block and a role change made at a SQL prompt, by a tool that then waits until both processes heard it.
      const administrator = async (statement: string) => {
        await sql.query(statement);
        await heardByBoth(sql);
      };
      const member = await signInOver(b.url, 'acolito');
      expect((await get(b.url, member, '/api/notifications')).status).toBe(200);
      await administrator("UPDATE users SET status = 1 WHERE username = 'acolito'");
      expect((await get(b.url, member, '/api/notifications')).status).toBe(403);
      expect((await get(a.url, member, '/api/notifications')).status).toBe(403);
      await administrator("UPDATE users SET status = 0 WHERE username = 'acolito'");

      const secretary = await signInOver(b.url, 'secretaria');
      expect((await get(b.url, secretary, '/api/registers?limit=1')).status).toBe(200);
      await administrator("UPDATE users SET roles = '{8}' WHERE username = 'secretaria'");
      expect((await get(b.url, secretary, '/api/registers?limit=1')).status).toBe(403);
      await administrator("UPDATE users SET roles = '{1}' WHERE username = 'secretaria'");
      expect((await get(b.url, secretary, '/api/registers?limit=1')).status).toBe(200);
    } finally {
      await sql.end();
    }
  });

  it('a chat message sent through one process is pushed over the other’s event stream, both ways', async () => {
    const [admin, secretaria] = [await signInOver(a.url, 'admin'), await signInOver(b.url, 'secretaria')];
    const [adminId, secretariaId] = [(await (await me(a.url, admin)).json()).id, (await (await me(b.url, secretaria)).json()).id];
    const onB = await openSse(`${b.url}/api/chat/stream`, secretaria);
    const onA = await openSse(`${a.url}/api/chat/stream`, admin);
    streams.push(onA, onB);
    expect(onB.status).toBe(200);

    const started = performance.now();
    const sent = await send(a.url, admin, secretariaId, 'Enviada pelo processo A');
    const pushed = await onB.next((e) => e.event === 'message' && Message.parse(JSON.parse(e.data)).id === sent.id, 10_000);
    expect(Message.parse(JSON.parse(pushed.data))).toMatchObject({ message: 'Enviada pelo processo A', sender_id: adminId });
    const aToB = pushed.at - started;

    const reply = await send(b.url, secretaria, adminId, 'Resposta pelo processo B');
    const back = await onA.next((e) => e.event === 'message' && Message.parse(JSON.parse(e.data)).id === reply.id, 10_000);
    expect(Message.parse(JSON.parse(back.data)).message).toBe('Resposta pelo processo B');
    console.info(`scale-out: message sent on A pushed on B's stream in ${aToB.toFixed(0)} ms (send included)`);
  });

  it('a file stored through one is served by the other', async () => {
    const cookie = await signInOver(a.url, 'admin');
    const body = multipart([{ name: 'avatar', filename: 'eu.png', type: 'image/png', data: PNG_1PX }]);
    const res = await fetch(`${a.url}/api/me/avatar`, { method: 'POST', headers: { ...body.headers, cookie }, body: new Uint8Array(body.payload) });
    expect(res.status).toBe(200);
    const { avatar } = (await res.json()) as { avatar: string };
    const fromB = await fetch(`${b.url}${avatar}`, { headers: { cookie } });
    expect(fromB.status).toBe(200);
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(PNG_1PX);
  });

  it('a reminder due while both schedulers run fires once: one notification, one e-mail, sent once', async () => {
    const cookie = await signInOver(a.url, 'admin');
    // ASCII only, so the token reads the same in the .eml file's headers and body.
    const token = `escala-${randomBytes(4).toString('hex')}`;
    const due = Date.now() + 3_000;
    const res = await fetch(`${a.url}/api/reminders`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ descricao: `Lembrete ${token}`, data_hora: formatOffsetDateTime(new Date(due), -180), pref_email: true }),
    });
    expect(res.status).toBe(201);
    const { item } = (await res.json()) as { item: { id: number } };

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const mails = async () =>
        (
          await client.query<{ attempts: number; sent: boolean }>('SELECT attempts, sent_at IS NOT NULL AS sent FROM mail_queue WHERE subject = $1', [
            `Lembrete: Lembrete ${token}`,
          ])
        ).rows;
      // The first tick of either process past the due time fires it and sends the e-mail...
      const deadline = Date.now() + TICK_SECONDS * 1000 + 20_000;
      while (!(await mails()).some((m) => m.sent) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500));
      const sentAfter = Date.now() - due;
      // ...and in three more intervals both processes have ticked past it again.
      await new Promise((r) => setTimeout(r, 3 * TICK_SECONDS * 1000 + 1_000));

      expect(await mails()).toEqual([{ attempts: 1, sent: true }]);
      const { rows: notes } = await client.query<{ n: number }>("SELECT count(*)::int AS n FROM notifications WHERE title = 'Lembrete' AND body LIKE $1", [
        `Lembrete ${token} — %`,
      ]);
      expect(notes[0].n).toBe(1);
      const { rows: reminder } = await client.query<{ fired: boolean }>('SELECT last_fired_at IS NOT NULL AS fired FROM reminders WHERE id = $1', [item.id]);
      expect(reminder[0].fired).toBe(true);
      const files = (await readdir(outboxDir(dataDir))).filter((f) => f.endsWith('.eml'));
      const withToken = (await Promise.all(files.map((f) => readFile(join(outboxDir(dataDir), f), 'utf8')))).filter((text) => text.includes(token));
      expect(withToken).toHaveLength(1);
      console.info(`scale-out: reminder e-mailed ${(sentAfter / 1000).toFixed(0)} s after its time, once, with both schedulers ticking past it`);
    } finally {
      await client.end();
    }
  }, 150_000);
});
