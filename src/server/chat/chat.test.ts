import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MSG, ChatUsersPage, Conversation, Message } from '../../shared/schemas/chat';
import { MSG } from '../../shared/messages';
import { createTestApp, type TestApp } from '../test/app';
import { signIn } from '../test/http';
import { addParish, addUser, caller, userId } from './test-helpers';

let t: TestApp;
let get: ReturnType<typeof caller>['get'];
let post: ReturnType<typeof caller>['post'];

beforeAll(async () => {
  t = await createTestApp();
  ({ get, post } = caller(t.app));
});
afterAll(() => t?.close());

const users = async (cookie: string, query = '') => {
  const res = await get(`/api/chat/users${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return ChatUsersPage.parse(res.json());
};
const names = (page: { items: Array<{ name: string }> }) => page.items.map((c) => c.name);
const count = async (sql: string, params: unknown[] = []) => (await t.db.query<{ n: number }>(sql, params)).rows[0].n;

describe('GET /api/chat/users: who is listed', () => {
  it("lists only the active people of the caller's parish, never the caller, with avatar URL and last seen", async () => {
    const admin = await userId(t.db, 'admin');
    const cookie = await signIn(t.app, 'admin');
    const page = await users(cookie, '?limit=100');
    const expected = await t.db.query<{ id: number }>('SELECT id FROM users WHERE paroquia_id = $1 AND status = 0 AND id <> $2', [admin.paroquia_id, admin.id]);
    expect(page.total).toBe(expected.rows.length);
    expect(page.items.map((c) => c.id).sort((a, b) => a - b)).toEqual(expected.rows.map((r) => r.id).sort((a, b) => a - b));
    expect(names(page)).not.toContain('Pe. Antônio Ribeiro');
    expect(names(page)).not.toContain('Roberto Nunes Barbosa'); // blocked
    expect(names(page)).not.toContain('Francisca Lopes Cardoso'); // another parish
    const secretaria = page.items.find((c) => c.user === 'secretaria')!;
    expect(secretaria).toMatchObject({ name: 'Maria Aparecida Souza', pinned: true });
    expect(page.items.every((c) => c.avatar === null || c.avatar.startsWith('/uploads/avatars/'))).toBe(true);
    expect(page.items.filter((c) => c.last_seen).every((c) => /^\d{4}-\d\d-\d\dT.*Z$/.test(c.last_seen!))).toBe(true);
  });

  it('the other parish sees only its own people', async () => {
    const page = await users(await signIn(t.app, 'outra'), '?limit=100');
    const outra = await userId(t.db, 'outra');
    const own = await count('SELECT count(*)::int AS n FROM users WHERE paroquia_id = $1 AND status = 0 AND id <> $2', [outra.paroquia_id, outra.id]);
    expect(page.total).toBe(own);
    expect(names(page)).not.toContain('Pe. Antônio Ribeiro');
    expect(names(page)).not.toContain('Maria Aparecida Souza');
  });

  it('validates limit and offset', async () => {
    const cookie = await signIn(t.app, 'admin');
    for (const [q, field] of [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=abc', 'limit'],
      ['offset=-1', 'offset'],
      ['offset=1.5', 'offset'],
    ]) {
      const res = await get(`/api/chat/users?${q}`, cookie);
      expect(res.statusCode, q).toBe(422);
      expect(res.json().errors[field], q).toBeDefined();
    }
    expect((await users(cookie)).items).toHaveLength(8); // the spec's default page size
  });
});

describe('GET /api/chat/users: order, pages and search', () => {
  let zelia: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const parish = await addParish(t.db, 'Paróquia Santa Cruz');
    for (const [username, name, status] of [
      ['zelia', 'Zélia Matos', 0],
      ['angela', 'Ângela Prado', 0],
      ['alvaro', 'Álvaro Reis', 0],
      ['beatriz', 'beatriz lima', 0],
      ['bruno', 'Bruno Alves', 0],
      ['carla', 'Carla Dias', 0],
      ['daniel', 'Daniel Souza', 0],
      ['edu', 'Eduardo Bloqueado', 1],
    ] as const) {
      ids[username] = await addUser(t.db, parish, username, name, status);
    }
    zelia = await signIn(t.app, 'zelia');
    for (const pinned of ['carla', 'daniel']) expect((await post('/api/chat/pin', zelia, { user_id: ids[pinned] })).statusCode).toBe(200);
    for (const sender of ['daniel', 'bruno']) {
      const res = await post('/api/messages/send', await signIn(t.app, sender), { receiver_id: ids.zelia, message: `Oi, Zélia! (${sender})` });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('pinned first, then people with unread messages, then by name ignoring accents and case', async () => {
    const page = await users(zelia, '?limit=50');
    expect(names(page)).toEqual(['Daniel Souza', 'Carla Dias', 'Bruno Alves', 'Álvaro Reis', 'Ângela Prado', 'beatriz lima']);
    expect(page.items.map((c) => [c.pinned, c.unread_count])).toEqual([
      [true, 1],
      [true, 0],
      [false, 1],
      [false, 0],
      [false, 0],
      [false, 0],
    ]);
  });

  it('pages with limit and offset add up to the whole list; past the end is empty with the same total', async () => {
    const all = names(await users(zelia, '?limit=50'));
    const pages = [];
    for (let offset = 0; offset < all.length; offset += 4) {
      const page = await users(zelia, `?limit=4&offset=${offset}`);
      expect(page).toMatchObject({ total: 6, limit: 4, offset });
      pages.push(...names(page));
    }
    expect(pages).toEqual(all);
    expect(await users(zelia, '?limit=4&offset=40')).toEqual({ items: [], total: 6, limit: 4, offset: 40 });
  });

  it('searches the name without accents or case, and takes q as plain text', async () => {
    expect(names(await users(zelia, '?q=angela'))).toEqual(['Ângela Prado']);
    expect(names(await users(zelia, `?q=${encodeURIComponent('ÁLVARO')}`))).toEqual(['Álvaro Reis']);
    expect(names(await users(zelia, '?q=BEATRIZ%20L'))).toEqual(['beatriz lima']);
    expect(names(await users(zelia, '?q=a%20d'))).toEqual(['Carla Dias']);
    const search = await users(zelia, '?q=s&limit=2');
    expect(search.total).toBe(4); // Souza, Dias, Alves, Reis
    expect(names(search)).toEqual(['Daniel Souza', 'Carla Dias']);
    expect((await users(zelia, '?q=%25')).total).toBe(0);
    expect((await users(zelia, '?q=_')).total).toBe(0);
    expect((await users(zelia, '?q=%20%20')).total).toBe(6);
    expect((await users(zelia, '?q=bloqueado')).total).toBe(0);
    expect((await users(await signIn(t.app, 'admin'), '?q=jose')).items.map((c) => c.user)).toContain('coordenador');
  });
});

describe('POST /api/chat/pin and /api/chat/unpin', () => {
  it('pins to the top, is idempotent, and unpins', async () => {
    const cookie = await signIn(t.app, 'catequista');
    const acolito = await userId(t.db, 'acolito');
    const before = await users(cookie, '?limit=100');
    expect(before.items.find((c) => c.id === acolito.id)?.pinned).toBe(false);

    for (let i = 0; i < 2; i++) expect((await post('/api/chat/pin', cookie, { user_id: acolito.id })).json()).toEqual({ ok: true, pinned: true });
    const pinned = await users(cookie);
    expect(pinned.items[0]).toMatchObject({ id: acolito.id, pinned: true });
    expect(pinned.items.filter((c) => c.pinned)).toHaveLength(1);

    expect((await post('/api/chat/unpin', cookie, { user_id: String(acolito.id) })).json()).toEqual({ ok: true, pinned: false });
    expect((await post('/api/chat/unpin', cookie, { user_id: acolito.id })).statusCode).toBe(200);
    expect((await users(cookie, '?limit=100')).items.find((c) => c.id === acolito.id)?.pinned).toBe(false);
  });

  it("refuses another parish's person, a blocked or missing one (404), oneself and a bad id (422)", async () => {
    const cookie = await signIn(t.app, 'catequista');
    for (const who of ['outra', 'bloqueado']) {
      const res = await post('/api/chat/pin', cookie, { user_id: (await userId(t.db, who)).id });
      expect(res.statusCode, who).toBe(404);
      expect(res.json()).toEqual({ message: CHAT_MSG.notMember });
    }
    expect((await post('/api/chat/unpin', cookie, { user_id: 9_999_999 })).statusCode).toBe(404);
    const self = await post('/api/chat/pin', cookie, { user_id: (await userId(t.db, 'catequista')).id });
    expect(self.statusCode).toBe(422);
    expect(self.json()).toEqual({ message: CHAT_MSG.notYourself, errors: { user_id: [CHAT_MSG.notYourself] } });
    for (const body of [{}, { user_id: 'abc' }, { user_id: -3 }]) {
      const res = await post('/api/chat/pin', cookie, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.user_id).toBeDefined();
    }
    expect(await count('SELECT count(*)::int AS n FROM chat_pins WHERE user_id = $1', [(await userId(t.db, 'catequista')).id])).toBe(0);
  });
});

describe('POST /api/messages/send', () => {
  it('stores the trimmed text and answers the message; the receiver gets a message notification', async () => {
    const cookie = await signIn(t.app, 'acolito');
    const [acolito, semfoto] = [await userId(t.db, 'acolito'), await userId(t.db, 'semfoto')];
    const res = await post('/api/messages/send', cookie, { receiver_id: semfoto.id, message: '  Rafael, o ensaio do coral é às 19h.\n\nAté lá!  ' });
    expect(res.statusCode).toBe(200);
    const message = Message.parse(res.json());
    expect(message).toMatchObject({
      sender_id: acolito.id,
      receiver_id: semfoto.id,
      message: 'Rafael, o ensaio do coral é às 19h.\n\nAté lá!',
      is_read: false,
    });
    expect(message.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    const theirs = (await get('/api/notifications', await signIn(t.app, 'semfoto'))).json().data;
    expect(theirs[0]).toMatchObject({ type: 'message', title: 'Nova mensagem de Lucas Henrique Oliveira', body: message.message, read: false });
  });

  it('keeps HTML and script verbatim, as text', async () => {
    const cookie = await signIn(t.app, 'acolito');
    const payload = '<img src=x onerror=alert(1)><script>alert("x")</script> & "aspas"';
    const res = await post('/api/messages/send', cookie, { receiver_id: (await userId(t.db, 'semfoto')).id, message: payload });
    expect(res.json().message).toBe(payload);
    const { rows } = await t.db.query<{ message: string }>('SELECT message FROM chat_messages WHERE id = $1', [res.json().id]);
    expect(rows[0].message).toBe(payload);
  });

  it('accepts 4,000 characters and refuses 4,001 with a clear message; blank or missing text too; nothing stored', async () => {
    const cookie = await signIn(t.app, 'acolito');
    const receiver_id = (await userId(t.db, 'semfoto')).id;
    const before = await count('SELECT count(*)::int AS n FROM chat_messages');
    const notificationsBefore = await count('SELECT count(*)::int AS n FROM notifications');

    const long = await post('/api/messages/send', cookie, { receiver_id, message: 'a'.repeat(4001) });
    expect(long.statusCode).toBe(422);
    expect(long.json()).toEqual({ message: CHAT_MSG.messageTooLong, errors: { message: [CHAT_MSG.messageTooLong] } });
    for (const message of ['', '   \n  ']) {
      const res = await post('/api/messages/send', cookie, { receiver_id, message });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(CHAT_MSG.messageRequired);
    }
    for (const body of [{ receiver_id }, { receiver_id, message: 42 }, { message: 'oi' }, { receiver_id: 'x', message: 'oi' }]) {
      expect((await post('/api/messages/send', cookie, body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    expect(await count('SELECT count(*)::int AS n FROM chat_messages')).toBe(before);
    expect(await count('SELECT count(*)::int AS n FROM notifications')).toBe(notificationsBefore);

    const max = await post('/api/messages/send', cookie, { receiver_id, message: 'é'.repeat(4000) });
    expect(max.statusCode).toBe(200);
    expect(max.json().message).toHaveLength(4000);
  });

  it('refuses a receiver of another parish, a missing or blocked one, and oneself; nothing stored', async () => {
    const cookie = await signIn(t.app, 'acolito');
    const before = await count('SELECT count(*)::int AS n FROM chat_messages');
    const notificationsBefore = await count('SELECT count(*)::int AS n FROM notifications');
    for (const receiver_id of [(await userId(t.db, 'outra')).id, (await userId(t.db, 'bloqueado')).id, 9_999_999]) {
      const res = await post('/api/messages/send', cookie, { receiver_id, message: 'Olá!' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: CHAT_MSG.notMember });
    }
    const self = await post('/api/messages/send', cookie, { receiver_id: (await userId(t.db, 'acolito')).id, message: 'Olá!' });
    expect(self.statusCode).toBe(422);
    expect(self.json().message).toBe(CHAT_MSG.notYourself);
    expect(await count('SELECT count(*)::int AS n FROM chat_messages')).toBe(before);
    expect(await count('SELECT count(*)::int AS n FROM notifications')).toBe(notificationsBefore);
  });
});

describe('conversation, unread counts and mark-conversation-read', () => {
  it('counts unread per sender for the receiver only, and mark-conversation-read clears them', async () => {
    const ana = await signIn(t.app, 'catequista');
    const juliana = await signIn(t.app, 'semfuso');
    const [anaId, julianaId] = [(await userId(t.db, 'catequista')).id, (await userId(t.db, 'semfuso')).id];
    for (const text of ['Ana, bom dia!', 'Viu o material da 1ª Eucaristia?', 'Preciso de ajuda no sábado.']) {
      await post('/api/messages/send', juliana, { receiver_id: anaId, message: text });
    }
    const unreadOf = async (cookie: string, id: number) => (await users(cookie, '?limit=100')).items.find((c) => c.id === id)!.unread_count;
    expect(await unreadOf(ana, julianaId)).toBe(3);
    expect(await unreadOf(juliana, anaId)).toBe(0);
    expect((await users(ana)).items[0].id).toBe(julianaId); // unread first, none pinned

    // The bell counts the three messages; reading the conversation reads their notifications, no one else's.
    const bell = async () => (await get('/api/notifications/unread-count', ana)).json().data.count as number;
    const before = await bell();
    const other = (await userId(t.db, 'acolito')).id;
    await post('/api/messages/send', await signIn(t.app, 'acolito'), { receiver_id: anaId, message: 'Outra conversa.' });
    expect(await bell()).toBe(before + 1);
    expect((await post('/api/messages/mark-conversation-read', ana, { other_id: julianaId })).json()).toEqual({ ok: true, updated: 3 });
    expect(await bell()).toBe(before + 1 - 3);
    expect((await post('/api/messages/mark-conversation-read', ana, { other_id: other })).json()).toEqual({ ok: true, updated: 1 });
    expect(await bell()).toBe(before - 3);
    expect((await post('/api/messages/mark-conversation-read', ana, { other_id: julianaId })).json()).toEqual({ ok: true, updated: 0 });
    expect(await unreadOf(ana, julianaId)).toBe(0);
    const items = Conversation.parse((await get(`/api/messages/conversation/${anaId}`, juliana)).json()).items;
    expect(items.slice(-3).every((m) => m.is_read)).toBe(true);

    const foreign = await post('/api/messages/mark-conversation-read', ana, { other_id: (await userId(t.db, 'outra')).id });
    expect(foreign.statusCode).toBe(404);
    expect((await post('/api/messages/mark-conversation-read', ana, {})).statusCode).toBe(422);
  });

  it('answers the last 200 messages of the pair only, oldest first; limit narrows it', async () => {
    const parish = await addParish(t.db, 'Paróquia São Bento');
    const [a, b, c] = [
      await addUser(t.db, parish, 'bento.a', 'Antônia Lima'),
      await addUser(t.db, parish, 'bento.b', 'Bernardo Rocha'),
      await addUser(t.db, parish, 'bento.c', 'Cecília Nunes'),
    ];
    await t.db.query(
      `INSERT INTO chat_messages (paroquia_id, sender_id, receiver_id, message)
       SELECT $1, CASE WHEN i % 2 = 0 THEN $2::int ELSE $3::int END, CASE WHEN i % 2 = 0 THEN $3::int ELSE $2::int END, 'mensagem ' || i
         FROM generate_series(1, 205) AS i`,
      [parish, a, b],
    );
    await t.db.query("INSERT INTO chat_messages (paroquia_id, sender_id, receiver_id, message) VALUES ($1, $2, $3, 'com outra pessoa')", [parish, a, c]);

    const cookie = await signIn(t.app, 'bento.a');
    const items = Conversation.parse((await get(`/api/messages/conversation/${b}?limit=200`, cookie)).json()).items;
    expect(items).toHaveLength(200);
    expect(items[0].message).toBe('mensagem 6');
    expect(items.at(-1)!.message).toBe('mensagem 205');
    expect(items.map((m) => m.id)).toEqual([...items.map((m) => m.id)].sort((x, y) => x - y));
    expect(items.every((m) => [a, b].includes(m.sender_id) && [a, b].includes(m.receiver_id))).toBe(true);

    expect((await get(`/api/messages/conversation/${b}`, cookie)).json().items).toHaveLength(200);
    expect((await get(`/api/messages/conversation/${b}?limit=2`, cookie)).json().items.map((m: { message: string }) => m.message)).toEqual([
      'mensagem 204',
      'mensagem 205',
    ]);
    expect((await get(`/api/messages/conversation/${c}`, await signIn(t.app, 'bento.b'))).json()).toEqual({ items: [] });
    for (const q of ['limit=0', 'limit=201', 'limit=x']) expect((await get(`/api/messages/conversation/${b}?${q}`, cookie)).statusCode, q).toBe(422);
  });

  it("another parish's person, a missing one or a path that is no id is a 404 with the spec's text", async () => {
    const cookie = await signIn(t.app, 'admin');
    for (const id of [(await userId(t.db, 'outra')).id, 9_999_999, 'abc', 9_999_999_999_999]) {
      const res = await get(`/api/messages/conversation/${id}`, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: CHAT_MSG.notMember });
    }
  });

  it('the seeded conversations: admin has unread messages from pinned people, Aparecida keeps its own', async () => {
    const admin = await users(await signIn(t.app, 'admin'), '?limit=3');
    expect(admin.items.slice(0, 2).map((c) => [c.user, c.pinned, c.unread_count > 0])).toEqual([
      ['coordenador', true, true],
      ['secretaria', true, true],
    ]);
    const outra = await signIn(t.app, 'outra');
    const first = (await users(outra)).items[0];
    expect(first.unread_count).toBe(1);
    const items = Conversation.parse((await get(`/api/messages/conversation/${first.id}`, outra)).json()).items;
    expect(items.map((m) => m.message)).toEqual(['Boa tarde! Pode ajudar na missa das crianças no domingo às 9h?', 'Posso sim! Levo a túnica nova.']);
  });
});

describe("the dashboard's messages counter", () => {
  it("counts the parish's messages of the period, not another parish's", async () => {
    const messages = async (cookie: string) =>
      ((await get('/api/stats/dashboard', cookie)).json().counters as Array<{ key: string; label: string; value: number }>).find((c) => c.key === 'messages');
    const [admin, outra] = [await signIn(t.app, 'admin'), await signIn(t.app, 'outra')];
    const [before, theirs] = [await messages(admin), await messages(outra)];
    expect(before).toMatchObject({ label: 'Mensagens no período' });
    await post('/api/messages/send', await signIn(t.app, 'secretaria'), { receiver_id: (await userId(t.db, 'coordenador')).id, message: 'Conta esta' });
    expect((await messages(admin))!.value).toBe(before!.value + 1);
    expect((await messages(outra))!.value).toBe(theirs!.value);
  });
});

describe('chat routes need a session', () => {
  it('answers 401 without one', async () => {
    for (const [method, url] of [
      ['GET', '/api/chat/users'],
      ['POST', '/api/messages/send'],
      ['GET', '/api/chat/stream'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({ message: MSG.notAuthenticated });
    }
  });
});
