import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../src/shared/messages';
import { Message } from '../../src/shared/schemas/chat';
import { formatOffsetDateTime } from '../../src/shared/schemas/reminders';
import { openSse, type SseStream } from '../../src/server/chat/sse-reader';
import { createDatabase, postgresServer, type PostgresServer } from '../../src/server/test/postgres';
import { signInOver, spawnPortal, type PortalProcess } from '../../src/server/test/spawn';

/**
 * PostgreSQL stopped and started again under load, the portal left running: every failed call in the
 * gap is a 503 with the Portuguese text (no 500, no hang), and everything works again once it is back,
 * chat push included. Always a throwaway cluster (DATABASE_URL's server cannot be restarted by a test).
 */
let server: PostgresServer;
let database: { url: string; drop(): Promise<void> };
let dataDir: string;
let portal: PortalProcess;
const streams: SseStream[] = [];

beforeAll(async () => {
  server = await postgresServer({ throwaway: true });
  database = await createDatabase(server.url);
  dataDir = await mkdtemp(join(tmpdir(), 'sacra-pgrestart-'));
  // The reminders' scheduler ticks every 3 s, through the gap too.
  portal = await spawnPortal({ dataDir, databaseUrl: database.url, env: { REMINDER_TICK_SECONDS: '3' } });
}, 240_000);

afterAll(async () => {
  streams.forEach((s) => s.close());
  await portal?.stop(10_000);
  await database?.drop().catch(() => undefined);
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

interface Call {
  name: string;
  started: number;
  ms: number;
  status: number;
  contentType: string | null;
  body: string;
}

/** A call that answers within 15 s or counts as a hang (status 0). */
async function call(name: string, url: string, init: RequestInit): Promise<Call> {
  const started = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
    const body = await res.text();
    return { name, started, ms: performance.now() - started, status: res.status, contentType: res.headers.get('content-type'), body };
  } catch (error) {
    return { name, started, ms: performance.now() - started, status: 0, contentType: null, body: String(error) };
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function send(cookie: string, receiverId: number, message: string): Promise<Call> {
  return call('send', `${portal.url}/api/messages/send`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ receiver_id: receiverId, message }),
  });
}

describe('PostgreSQL restarted under load', () => {
  it('answers 503 with a clear message in the gap, and recovers without restarting the portal, chat push included', async () => {
    const admin = await signInOver(portal.url, 'admin');
    const secretaria = await signInOver(portal.url, 'secretaria');
    const secretariaId = (await (await fetch(`${portal.url}/api/me`, { headers: { cookie: secretaria } })).json()).id as number;
    const kept = await openSse(`${portal.url}/api/chat/stream`, secretaria);
    streams.push(kept);
    expect(kept.status).toBe(200);

    const calls: Call[] = [];
    let running = true;
    let n = 0;
    const client = async () => {
      while (running) {
        calls.push(await call('me', `${portal.url}/api/me`, { headers: { cookie: admin } }));
        calls.push(await call('registers', `${portal.url}/api/registers`, { headers: { cookie: admin } }));
        calls.push(await send(admin, secretariaId, `Sob carga ${++n}`));
      }
    };
    const clients = [client(), client(), client()];

    await sleep(2_000);
    const down = performance.now();
    await server.shutDown!();
    await sleep(2_000);
    await server.startUp!();
    const up = performance.now();
    await sleep(10_000);
    running = false;
    await Promise.all(clients);

    const before = calls.filter((c) => c.started < down - 500);
    const gap = calls.filter((c) => c.started >= down && c.started < up);
    const failed = calls.filter((c) => c.status !== 200);
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((c) => c.status === 200)).toBe(true);
    // The gap was seen, and every failure in it was a clear 503: no 500, no stack trace, no hang.
    expect(gap.some((c) => c.status === 503)).toBe(true);
    for (const c of failed) {
      expect({ name: c.name, status: c.status }).toEqual({ name: c.name, status: 503 });
      expect(c.contentType).toMatch(/^application\/json/);
      expect(JSON.parse(c.body)).toEqual({ message: MSG.unavailable });
    }
    const slowest = Math.max(...calls.map((c) => c.ms));
    expect(slowest).toBeLessThan(8_000);
    // Back within a few seconds: every call started 5 s after the server was up succeeded.
    const after = calls.filter((c) => c.started >= up + 5_000);
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((c) => c.status !== 200)).toEqual([]);
    const lastFailure = Math.max(up, ...failed.map((c) => c.started + c.ms));
    console.info(
      `pg-restart: ${calls.length} calls, ${failed.length} answered 503 (all with the message), slowest ${slowest.toFixed(0)} ms; ` +
        `all calls succeed from ${(lastFailure - up).toFixed(0)} ms after PostgreSQL accepted connections again`,
    );

    // Chat push after the restart: the LISTEN connection came back, for the stream kept open and a new one.
    const fresh = await openSse(`${portal.url}/api/chat/stream`, secretaria);
    streams.push(fresh);
    expect(fresh.status).toBe(200);
    const sent = await send(admin, secretariaId, 'Depois do reinício');
    expect(sent.status).toBe(200);
    const id = Message.parse(JSON.parse(sent.body)).id;
    for (const stream of [kept, fresh]) {
      const pushed = await stream.next((e) => e.event === 'message' && Message.parse(JSON.parse(e.data)).id === id, 15_000);
      expect(Message.parse(JSON.parse(pushed.data)).message).toBe('Depois do reinício');
    }
    expect(portal.child.exitCode).toBeNull();
  });

  it('the reminder scheduler survived the gap: a reminder due now fires on a later tick', async () => {
    const admin = await signInOver(portal.url, 'admin');
    const res = await fetch(`${portal.url}/api/reminders`, {
      method: 'POST',
      headers: { cookie: admin, 'content-type': 'application/json' },
      body: JSON.stringify({ descricao: 'Depois do reinício do banco', data_hora: formatOffsetDateTime(new Date(), -180), pref_email: false }),
    });
    expect(res.status).toBe(201);
    const { item } = (await res.json()) as { item: { id: number } };
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      // One tick every 3 s: it fires within a few, from the same process that lived through the restart.
      const deadline = Date.now() + 20_000;
      let fired: Date | null = null;
      while (!fired && Date.now() < deadline) {
        const { rows } = await client.query<{ last_fired_at: Date | null }>('SELECT last_fired_at FROM reminders WHERE id = $1', [item.id]);
        fired = rows[0]?.last_fired_at ?? null;
        if (!fired) await sleep(500);
      }
      expect(fired).not.toBeNull();
    } finally {
      await client.end();
    }
    expect(portal.child.exitCode).toBeNull();
    expect(portal.output()).not.toMatch(/uncaught|unhandled/i);
  }, 120_000);
});
