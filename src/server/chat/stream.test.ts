import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MSG, Message, PresenceEvent, PresenceState } from '../../shared/schemas/chat';
import { buildApp } from '../app';
import { anotherProcess, createTestApp, type TestApp } from '../test/app';
import { signIn, verifyPasswordStep } from '../test/http';
import { PRESENCE_TTL_MS } from './presence';
import { openSse, type SseEvent, type SseStream } from './sse-reader';
import { caller, userId } from './test-helpers';

let t: TestApp;
let base: string;
let get: ReturnType<typeof caller>['get'];
let post: ReturnType<typeof caller>['post'];
const streams: SseStream[] = [];

beforeAll(async () => {
  t = await createTestApp();
  ({ get, post } = caller(t.app));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  streams.forEach((s) => s.close());
  await t?.close();
});

async function stream(cookie: string, origin = base): Promise<SseStream> {
  const s = await openSse(`${origin}/api/chat/stream`, cookie);
  streams.push(s);
  return s;
}

const messageEvent = (id: number) => (e: SseEvent) => e.event === 'message' && Message.parse(JSON.parse(e.data)).id === id;
const presenceFrom = (id: number) => (e: SseEvent) => e.event === 'presence' && PresenceEvent.parse(JSON.parse(e.data)).other_id === id;

describe('presence', () => {
  it('both_chatting once each has the other open; other_last_seen is the last request; expiry and clear end it', async () => {
    const [admin, secretaria] = [await signIn(t.app, 'admin'), await signIn(t.app, 'secretaria')];
    const [adminId, secretariaId] = [(await userId(t.db, 'admin')).id, (await userId(t.db, 'secretaria')).id];
    const state = async (cookie: string, other: number) => PresenceState.parse((await get(`/api/chat/presence/state/${other}`, cookie)).json());

    expect((await post('/api/chat/presence/set', admin, { other_id: secretariaId })).json()).toEqual({ ok: true });
    expect((await state(admin, secretariaId)).both_chatting).toBe(false);
    await post('/api/chat/presence/set', secretaria, { other_id: adminId });
    const both = await state(admin, secretariaId);
    expect(both.both_chatting).toBe(true);
    expect((await state(secretaria, adminId)).both_chatting).toBe(true);
    const seen = (await t.db.query<{ at: Date }>('SELECT last_seen_at AS at FROM users WHERE id = $1', [secretariaId])).rows[0].at;
    expect(both.other_last_seen).toBe(seen.toISOString());

    // Nobody renews it: gone after the expiry, back once renewed.
    t.clock.advance(PRESENCE_TTL_MS + 1000);
    expect((await state(admin, secretariaId)).both_chatting).toBe(false);
    await post('/api/chat/presence/set', admin, { other_id: secretariaId });
    await post('/api/chat/presence/set', secretaria, { other_id: adminId });
    expect((await state(admin, secretariaId)).both_chatting).toBe(true);

    expect((await post('/api/chat/presence/clear', secretaria)).json()).toEqual({ ok: true });
    expect((await state(admin, secretariaId)).both_chatting).toBe(false);
    // Switching to another conversation ends this one too.
    await post('/api/chat/presence/set', secretaria, { other_id: adminId });
    await post('/api/chat/presence/set', secretaria, { other_id: (await userId(t.db, 'acolito')).id });
    expect((await state(admin, secretariaId)).both_chatting).toBe(false);
    await post('/api/chat/presence/clear', admin);
    await post('/api/chat/presence/clear', secretaria);
    t.clock.reset();
  });

  it("another parish's person is a 404 for set and state; a missing other_id a 422", async () => {
    const cookie = await signIn(t.app, 'admin');
    const outra = (await userId(t.db, 'outra')).id;
    for (const res of [await post('/api/chat/presence/set', cookie, { other_id: outra }), await get(`/api/chat/presence/state/${outra}`, cookie)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: CHAT_MSG.notMember });
    }
    expect((await post('/api/chat/presence/set', cookie, {})).statusCode).toBe(422);
  });
});

describe('GET /api/chat/stream', () => {
  it('pushes a message sent through the API to the receiver and the sender, nobody else', async () => {
    const [coordenador, catequista, acolito, outra] = await Promise.all(['coordenador', 'catequista', 'acolito', 'outra'].map((u) => signIn(t.app, u)));
    const [toStream, fromStream, bystander, foreign] = [await stream(catequista), await stream(coordenador), await stream(acolito), await stream(outra)];
    expect(toStream.status).toBe(200);
    expect(toStream.contentType).toBe('text/event-stream; charset=utf-8');

    const sent = Message.parse(
      (await post('/api/messages/send', coordenador, { receiver_id: (await userId(t.db, 'catequista')).id, message: '<b>Reunião</b> às 20h' })).json(),
    );
    const received = await toStream.next(messageEvent(sent.id), 2000);
    expect(JSON.parse(received.data)).toEqual(sent);
    await fromStream.next(messageEvent(sent.id), 2000);

    // A later message to someone else proves the bystanders' streams were flowing and skipped the first.
    const later = Message.parse(
      (await post('/api/messages/send', coordenador, { receiver_id: (await userId(t.db, 'acolito')).id, message: 'Oi, Lucas' })).json(),
    );
    await bystander.next(messageEvent(later.id), 2000);
    expect(bystander.events.some(messageEvent(sent.id))).toBe(false);
    expect(foreign.events.filter((e) => e.event === 'message')).toEqual([]);
  });

  it('pushes presence changes of the conversation to the other person', async () => {
    const [admin, coordenador] = [await signIn(t.app, 'admin'), await signIn(t.app, 'coordenador')];
    const [adminId, coordenadorId] = [(await userId(t.db, 'admin')).id, (await userId(t.db, 'coordenador')).id];
    const adminStream = await stream(admin);
    await post('/api/chat/presence/set', admin, { other_id: coordenadorId });
    await post('/api/chat/presence/set', coordenador, { other_id: adminId });
    const opened = await adminStream.next((e) => presenceFrom(coordenadorId)(e) && JSON.parse(e.data).both_chatting === true, 2000);
    expect(PresenceEvent.parse(JSON.parse(opened.data)).other_last_seen).toMatch(/Z$/);

    const count = adminStream.events.length;
    await post('/api/chat/presence/clear', coordenador);
    await adminStream.next((e) => presenceFrom(coordenadorId)(e) && JSON.parse(e.data).both_chatting === false && adminStream.events.indexOf(e) >= count, 2000);
    await post('/api/chat/presence/clear', admin);
  });

  it('delivers through LISTEN/NOTIFY: a stream on a second server instance of the same database gets the message', async () => {
    const second = buildApp({ config: t.config, db: t.db, clock: t.clock.now });
    await second.listen({ port: 0, host: '127.0.0.1' });
    let closed = false;
    try {
      const secondBase = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
      const semfoto = await signIn(t.app, 'semfoto');
      const onSecond = await stream(semfoto, secondBase);
      const sent = Message.parse(
        (
          await post('/api/messages/send', await signIn(t.app, 'acolito'), { receiver_id: (await userId(t.db, 'semfoto')).id, message: 'De outro processo' })
        ).json(),
      );
      await onSecond.next(messageEvent(sent.id), 2000);
      // Closing the server ends its open streams instead of waiting for them.
      await second.close();
      closed = true;
      await onSecond.ended;
    } finally {
      if (!closed) await second.close();
    }
  });

  it('refuses a request without a session with a JSON 401', async () => {
    const res = await fetch(`${base}/api/chat/stream`);
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });
});

describe('the stream ends at once when its session ends, on every server process', () => {
  /** Whether the server ended the stream within 3 s: far less than the 20 s heartbeat that also re-checks the session. */
  const endsAtOnce = (s: SseStream) => Promise.race([s.ended.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 3000))]);
  let other: Awaited<ReturnType<typeof anotherProcess>>;
  let otherBase: string;

  beforeAll(async () => {
    other = await anotherProcess(t);
    otherBase = other.base;
  });
  afterAll(() => other?.close());

  it('sign-out: the stream of that session ends here and on the other process; another session of the same user stays', async () => {
    const [ending, staying] = [await signIn(t.app, 'catequista'), await signIn(t.app, 'catequista')];
    const [mine, elsewhere, kept] = [await stream(ending), await stream(ending, otherBase), await stream(staying, otherBase)];
    expect((await post('/api/logout', ending)).statusCode).toBe(200);
    expect(await endsAtOnce(mine)).toBe(true);
    expect(await endsAtOnce(elsewhere)).toBe(true);
    const sent = Message.parse(
      (
        await post('/api/messages/send', await signIn(t.app, 'coordenador'), { receiver_id: (await userId(t.db, 'catequista')).id, message: 'Ainda aqui?' })
      ).json(),
    );
    await kept.next(messageEvent(sent.id), 2000);
  });

  it('a password change ends the streams of the other sessions, on both processes', async () => {
    const [changing, other1, other2] = [await signIn(t.app, 'semfuso'), await signIn(t.app, 'semfuso'), await signIn(t.app, 'semfuso')];
    const [here, there] = [await stream(other1), await stream(other2, otherBase)];
    await verifyPasswordStep(t.app, 'semfuso', changing);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/me/password',
      headers: { cookie: changing, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'new_password=OutraSenha2027&confirm_password=OutraSenha2027',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await endsAtOnce(here)).toBe(true);
    expect(await endsAtOnce(there)).toBe(true);
  });

  it("a block ends the user's streams on both processes", async () => {
    const cookie = await signIn(t.app, 'acolito');
    const [here, there] = [await stream(cookie), await stream(cookie, otherBase)];
    await t.db.query("UPDATE users SET status = 1 WHERE username = 'acolito'");
    try {
      expect(await endsAtOnce(here)).toBe(true);
      expect(await endsAtOnce(there)).toBe(true);
    } finally {
      await t.db.query("UPDATE users SET status = 0 WHERE username = 'acolito'");
    }
  });
});
