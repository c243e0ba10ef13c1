import { describe, expect, it } from 'vitest';
import { addParish, addUser } from '../chat/test-helpers';
import { VALID } from '../registers/test-helpers';
import { multipart } from '../test/files';
import { twoProcesses, type Answer } from '../test/two-processes';
import { signIn } from '../test/http';
import { ANSWER_MAX_AGE_MS } from './cache';

/**
 * The registers list and the chat's people are answered from the session cache while nothing they
 * are made from has changed (config.cacheAnswer). They must never show what changed: each case reads
 * a list (keeping its answer), changes the data through the portal or at a SQL prompt, and checks the
 * very next answer, on the app that made the change and on a second app on its own connections to
 * the same database (another server process), over HTTP.
 */
const { p, here, there, administrator } = twoProcesses();

const send = (method: 'POST' | 'DELETE', url: string, cookie: string, payload?: object) => p.t.app.inject({ method, url, headers: { cookie }, payload });
const registerForm = (cookie: string, url: string, fields: Record<string, string>) => {
  const body = multipart(Object.entries({ ...VALID, ...fields }).map(([name, value]) => ({ name, value })));
  return p.t.app.inject({ method: 'POST', url, headers: { ...body.headers, cookie }, payload: body.payload });
};

describe.each([
  ['the same app', here, 1],
  ['a second app on its own connections', there, 2],
] as const)('answers kept by the session cache, read on %s', (_where, get, run) => {
  const tag = `Quixabá${run}${Date.now() % 100_000}`;
  const registersUrl = `/api/registers?q=${encodeURIComponent(tag)}&limit=12&page=1`;
  const names = (answer: Answer) => {
    expect(answer.status).toBe(200);
    return (answer.body as { data: { data: { name: string }[] } }).data.data.map((r) => r.name);
  };

  it('the registers list shows a register created, changed and deleted by someone else on the very next request', async () => {
    const [reader, writer] = [await signIn(p.t.app, 'admin'), await signIn(p.t.app, 'secretaria')];
    expect(names(await get(reader, registersUrl))).toEqual([]);
    const created = await registerForm(writer, '/api/registers', { name: `${tag} Um` });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    expect(names(await get(reader, registersUrl))).toEqual([`${tag} Um`]);
    expect((await registerForm(writer, `/api/registers/${id}`, { _method: 'PUT', name: `${tag} Dois` })).statusCode).toBe(200);
    expect(names(await get(reader, registersUrl))).toEqual([`${tag} Dois`]);
    await administrator('UPDATE registers SET name = $2 WHERE id = $1', [id, `${tag} Três`]);
    expect(names(await get(reader, registersUrl))).toEqual([`${tag} Três`]);
    expect((await send('DELETE', `/api/registers/${id}`, writer)).statusCode).toBe(200);
    expect(names(await get(reader, registersUrl))).toEqual([]);
  });

  it('an answer is reused while nothing announced changed, for ANSWER_MAX_AGE_MS at most', async () => {
    const reader = await signIn(p.t.app, 'admin');
    const id = (await registerForm(reader, '/api/registers', { name: `${tag} Quatro` })).json().data.id;
    expect(names(await get(reader, registersUrl))).toEqual([`${tag} Quatro`]);
    // Changed with the announcement switched off: only the clock can show it.
    await p.t.db.transaction(async (tx) => {
      await tx.query('ALTER TABLE registers DISABLE TRIGGER registers_data_changed');
      await tx.query('UPDATE registers SET name = $2 WHERE id = $1', [id, `${tag} Cinco`]);
      await tx.query('ALTER TABLE registers ENABLE TRIGGER registers_data_changed');
    });
    try {
      expect(names(await get(reader, registersUrl))).toEqual([`${tag} Quatro`]);
      p.t.clock.advance(ANSWER_MAX_AGE_MS);
      expect(names(await get(reader, registersUrl))).toEqual([`${tag} Cinco`]);
    } finally {
      p.t.clock.reset();
      await send('DELETE', `/api/registers/${id}`, reader);
    }
  });

  it("the chat's people show a message, its reading, a pin and a newcomer on the very next request", async () => {
    const parish = await addParish(p.t.db, `Paróquia do Cache ${run}`);
    const [ana, bia] = [await addUser(p.t.db, parish, `cache.ana${run}`, 'Ana Cache'), await addUser(p.t.db, parish, `cache.bia${run}`, 'Bia Cache')];
    const [anaCookie, biaCookie] = [await signIn(p.t.app, `cache.ana${run}`), await signIn(p.t.app, `cache.bia${run}`)];
    const people = async () => {
      const answer = await get(anaCookie, '/api/chat/users?limit=8&offset=0');
      expect(answer.status).toBe(200);
      const { items } = answer.body as { items: { id: number; unread_count: number; pinned: boolean }[] };
      return items.map(({ id, unread_count, pinned }) => ({ id, unread_count, pinned }));
    };
    expect(await people()).toEqual([{ id: bia, unread_count: 0, pinned: false }]);
    expect((await send('POST', '/api/messages/send', biaCookie, { receiver_id: ana, message: 'Oi, Ana!' })).statusCode).toBe(200);
    expect(await people()).toEqual([{ id: bia, unread_count: 1, pinned: false }]);
    expect((await send('POST', '/api/messages/mark-conversation-read', anaCookie, { other_id: bia })).statusCode).toBe(200);
    expect(await people()).toEqual([{ id: bia, unread_count: 0, pinned: false }]);
    expect((await send('POST', '/api/chat/pin', anaCookie, { user_id: bia })).statusCode).toBe(200);
    expect(await people()).toEqual([{ id: bia, unread_count: 0, pinned: true }]);
    const caio = await addUser(p.t.db, parish, `cache.caio${run}`, 'Caio Cache');
    await p.t.app.sessions.sync();
    expect(await people()).toEqual([
      { id: bia, unread_count: 0, pinned: true },
      { id: caio, unread_count: 0, pinned: false },
    ]);
  });
});
