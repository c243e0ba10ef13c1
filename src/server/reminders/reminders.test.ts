import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SNOOZE_MINUTES, REMINDER_MSG, ReminderItems, ReminderResponse, formatOffsetDateTime, type Reminder } from '../../shared/schemas/reminders';
import { createTestApp, type TestApp } from '../test/app';
import { signIn } from '../test/http';

let t: TestApp;
const cookies: Record<string, string> = {};
const cookie = async (user: string) => (cookies[user] ??= await signIn(t.app, user));

beforeAll(async () => {
  t = await createTestApp();
  // Only the routes are under test here: the scheduler has its own file.
  await t.app.reminderScheduler.stop();
});
afterAll(() => t?.close());
afterEach(() => t.clock.reset());

const MINUTE = 60_000;

const call = async (user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { cookie: await cookie(user) }, ...(payload === undefined ? {} : { payload: payload as object }) });

const list = async (user: string, status = 'ativo') => ReminderItems.parse((await call(user, 'GET', `/api/reminders?status=${status}`)).json()).items;

async function create(user: string, body: Record<string, unknown>): Promise<Reminder> {
  const res = await call(user, 'POST', '/api/reminders', { descricao: 'Lembrete de teste', data_hora: '2030-05-10T09:30:00-03:00', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return ReminderResponse.parse(res.json()).item;
}

describe('GET /api/reminders', () => {
  it("lists the caller's active reminders by time and the completed ones apart; never another user's", async () => {
    const active = await list('secretaria');
    expect(active.map((r) => r.descricao)).toEqual(['Conferir o livro de batismos', 'Enviar relatório do dízimo à diocese']);
    expect(active.map((r) => r.repeat)).toEqual(['weekly', 'monthly']);
    expect(active[0].data_hora).toMatch(/^\d{4}-\d\d-\d\dT14:00:00-03:00$/);
    expect((await list('secretaria', 'concluido')).map((r) => r.descricao)).toEqual(['Encomendar velas para a Páscoa']);
    expect((await call('secretaria', 'GET', '/api/reminders')).json().items).toEqual(active);
    expect((await list('outra')).map((r) => r.descricao)).toEqual(['Visita às famílias da Capela São Francisco']);
    expect((await call('secretaria', 'GET', '/api/reminders?status=todos')).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/api/reminders' })).statusCode).toBe(401);
  });
});

describe('POST /api/reminders', () => {
  it('stores the instant with the offset it was sent with, trims the text, and defaults e-mail on and no repeat', async () => {
    const res = await call('acolito', 'POST', '/api/reminders', { descricao: '  Levar o turíbulo  ', data_hora: '2030-05-10T09:30:00+05:30' });
    expect(res.statusCode).toBe(201);
    const { item, message } = ReminderResponse.parse(res.json());
    expect(message).toBe(REMINDER_MSG.created);
    expect(item).toMatchObject({
      descricao: 'Levar o turíbulo',
      data_hora: '2030-05-10T09:30:00+05:30',
      repeat: 'none',
      pref_email: true,
      status: 'ativo',
      last_fired_at: null,
      completed_at: null,
    });
    const { rows } = await t.db.query<{ data_hora: Date }>('SELECT data_hora FROM reminders WHERE id = $1', [item.id]);
    expect(rows[0].data_hora.toISOString()).toBe('2030-05-10T04:00:00.000Z');
    expect((await list('acolito')).some((r) => r.id === item.id)).toBe(true);
  });

  it('accepts Z, fractions and form-style booleans', async () => {
    const item = await create('acolito', { data_hora: '2030-01-02T03:04:05.678Z', repeat: 'monthly', pref_email: '0' });
    expect(item).toMatchObject({ data_hora: '2030-01-02T03:04:05+00:00', repeat: 'monthly', pref_email: false });
  });

  it('refuses dates that do not parse, with a clear message, and saves nothing', async () => {
    const before = (await list('acolito')).length;
    const cases: Array<[unknown, string]> = [
      ['amanhã às 9', REMINDER_MSG.dateInvalid],
      ['2030-02-30T10:00:00-03:00', REMINDER_MSG.dateInvalid],
      ['2030-03-01T24:00:00-03:00', REMINDER_MSG.dateInvalid],
      ['2030-03-01T10:00:00', REMINDER_MSG.dateInvalid],
      ['2030-03-01 10:00', REMINDER_MSG.dateInvalid],
      ['2030-03-01T10:00:00+15:00', REMINDER_MSG.dateInvalid],
      ['1850-03-01T10:00:00-03:00', REMINDER_MSG.dateOutOfRange],
      ['', REMINDER_MSG.dateRequired],
      [1_900_000_000_000, REMINDER_MSG.dateRequired],
      [undefined, REMINDER_MSG.dateRequired],
    ];
    for (const [data_hora, text] of cases) {
      const res = await call('acolito', 'POST', '/api/reminders', { descricao: 'x', data_hora });
      expect(res.statusCode, String(data_hora)).toBe(422);
      expect(res.json().errors.data_hora, String(data_hora)).toEqual([text]);
    }
    expect((await list('acolito')).length).toBe(before);
  });

  it('refuses a missing or 100,000-character description and an unknown repeat', async () => {
    const huge = await call('acolito', 'POST', '/api/reminders', { descricao: 'a'.repeat(100_000), data_hora: '2030-05-10T09:30:00-03:00' });
    expect(huge.statusCode).toBe(422);
    expect(huge.json().errors).toEqual({ descricao: [REMINDER_MSG.descriptionTooLong] });
    const blank = await call('acolito', 'POST', '/api/reminders', { descricao: '   ', data_hora: '2030-05-10T09:30:00-03:00' });
    expect(blank.json().errors).toEqual({ descricao: [REMINDER_MSG.descriptionRequired] });
    const repeat = await call('acolito', 'POST', '/api/reminders', { descricao: 'x', data_hora: '2030-05-10T09:30:00-03:00', repeat: 'yearly' });
    expect(repeat.json().errors).toEqual({ repeat: [REMINDER_MSG.repeatInvalid] });
  });
});

describe('PUT /api/reminders/{id}', () => {
  it('replaces every field and arms the reminder for its new time', async () => {
    const r = await create('acolito', { descricao: 'Antes' });
    const res = await call('acolito', 'PUT', `/api/reminders/${r.id}`, {
      descricao: 'Depois',
      data_hora: '2031-01-31T08:00:00-02:00',
      repeat: 'weekly',
      pref_email: false,
    });
    expect(res.statusCode).toBe(200);
    expect(ReminderResponse.parse(res.json())).toEqual({
      item: { ...r, descricao: 'Depois', data_hora: '2031-01-31T08:00:00-02:00', repeat: 'weekly', pref_email: false },
      message: REMINDER_MSG.updated,
    });
    const { rows } = await t.db.query<{ next_fire_at: Date; anchor_day: number }>('SELECT next_fire_at, anchor_day FROM reminders WHERE id = $1', [r.id]);
    expect(rows[0].next_fire_at.toISOString()).toBe('2031-01-31T10:00:00.000Z');
    expect(rows[0].anchor_day).toBe(31);
  });

  it('validates like a creation', async () => {
    const r = await create('acolito', {});
    const res = await call('acolito', 'PUT', `/api/reminders/${r.id}`, { descricao: 'x', data_hora: 'ontem' });
    expect(res.statusCode).toBe(422);
    expect((await list('acolito')).find((x) => x.id === r.id)).toEqual(r);
  });
});

describe('POST /api/reminders/{id}/concluir', () => {
  it('moves it to the completed list, where it never fires again', async () => {
    const r = await create('acolito', { descricao: 'Para concluir' });
    const res = await call('acolito', 'POST', `/api/reminders/${r.id}/concluir`);
    expect(res.statusCode).toBe(200);
    const { item, message } = ReminderResponse.parse(res.json());
    expect(message).toBe(REMINDER_MSG.completed);
    expect(item.status).toBe('concluido');
    expect(item.completed_at).not.toBeNull();
    expect((await list('acolito')).some((x) => x.id === r.id)).toBe(false);
    expect((await list('acolito', 'concluido'))[0].id).toBe(r.id);
    const { rows } = await t.db.query('SELECT next_fire_at FROM reminders WHERE id = $1', [r.id]);
    expect(rows[0].next_fire_at).toBeNull();
  });
});

describe('POST /api/reminders/{id}/snooze', () => {
  it('moves a future reminder later by 10 minutes by default, or by the minutes given', async () => {
    const r = await create('acolito', { data_hora: '2030-05-10T09:30:00-03:00' });
    const res = await call('acolito', 'POST', `/api/reminders/${r.id}/snooze`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ item: { data_hora: '2030-05-10T09:40:00-03:00' }, message: REMINDER_MSG.snoozed(DEFAULT_SNOOZE_MINUTES) });
    const thirty = await call('acolito', 'POST', `/api/reminders/${r.id}/snooze`, { minutes: 30 });
    expect(thirty.json().item.data_hora).toBe('2030-05-10T10:10:00-03:00');
    expect((await call('acolito', 'POST', `/api/reminders/${r.id}/snooze`, {})).json().item.data_hora).toBe('2030-05-10T10:20:00-03:00');
  });

  it('moves a reminder already due to minutes from now', async () => {
    const past = formatOffsetDateTime(new Date(t.clock.now().getTime() - 60 * MINUTE), -180);
    const r = await create('acolito', { data_hora: past });
    const before = t.clock.now().getTime();
    const res = await call('acolito', 'POST', `/api/reminders/${r.id}/snooze`, { minutes: 15 });
    const at = Date.parse(res.json().item.data_hora);
    expect(at).toBeGreaterThanOrEqual(before + 15 * MINUTE - 1000);
    expect(at).toBeLessThanOrEqual(t.clock.now().getTime() + 15 * MINUTE);
  });

  it('refuses zero, negative, fractional, non-numeric and huge minutes clearly, and keeps the time', async () => {
    const r = await create('acolito', {});
    for (const minutes of [0, -5, 1.5, 'abc', null, 10_081, 1e9, 'Infinity']) {
      const res = await call('acolito', 'POST', `/api/reminders/${r.id}/snooze`, { minutes });
      expect(res.statusCode, String(minutes)).toBe(422);
      expect(res.json().errors, String(minutes)).toEqual({ minutes: [REMINDER_MSG.snoozeInvalid] });
    }
    expect((await list('acolito')).find((x) => x.id === r.id)!.data_hora).toBe(r.data_hora);
  });

  it('refuses a completed reminder', async () => {
    const r = await create('acolito', {});
    await call('acolito', 'POST', `/api/reminders/${r.id}/concluir`);
    const res = await call('acolito', 'POST', `/api/reminders/${r.id}/snooze`, { minutes: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(REMINDER_MSG.snoozeCompleted);
  });
});

describe('DELETE /api/reminders/{id}', () => {
  it('deletes the reminder', async () => {
    const r = await create('acolito', {});
    const res = await call('acolito', 'DELETE', `/api/reminders/${r.id}`);
    expect(res.json()).toEqual({ message: REMINDER_MSG.deleted });
    expect((await list('acolito')).some((x) => x.id === r.id)).toBe(false);
    expect((await call('acolito', 'DELETE', `/api/reminders/${r.id}`)).statusCode).toBe(404);
  });
});

describe("someone else's reminder", () => {
  it('answers 404 to every call from another user of the parish or another parish, and stays as it was', async () => {
    const r = await create('acolito', { descricao: 'Só do acólito' });
    const body = { descricao: 'invadido', data_hora: '2030-05-10T09:30:00-03:00' };
    for (const user of ['secretaria', 'admin', 'outra']) {
      for (const [method, url, payload] of [
        ['PUT', `/api/reminders/${r.id}`, body],
        ['POST', `/api/reminders/${r.id}/concluir`, undefined],
        ['POST', `/api/reminders/${r.id}/snooze`, { minutes: 5 }],
        ['DELETE', `/api/reminders/${r.id}`, undefined],
      ] as const) {
        const res = await call(user, method, url, payload);
        expect(res.statusCode, `${user} ${method} ${url}`).toBe(404);
        expect(res.json()).toEqual({ message: 'Não encontrado.' });
      }
    }
    expect((await list('acolito')).find((x) => x.id === r.id)).toEqual(r);
    // Paths that cannot be an id name no reminder.
    for (const id of ['0', '99999999999', 'abc'])
      expect((await call('acolito', 'POST', `/api/reminders/${id}/concluir`)).json(), id).toEqual({ message: 'Não encontrado.' });
  });
});
