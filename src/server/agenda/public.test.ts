import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENDA_MSG, HorariosResponse } from '../../shared/schemas/agenda';
import { apiCalls } from '../test/api-calls';
import { createTestApp, type TestApp } from '../test/app';
import { signIn } from '../test/http';
import { addDays } from '../../shared/plain-date';

let t: TestApp;
const cookies: Record<string, string> = {};
const { post, ok } = apiCalls(() => t, cookies, 'secretaria');
const anon = (url: string) => t.app.inject({ method: 'GET', url, headers: { origin: 'https://paroquia.example.org' } });
let saoJose: number;
let aparecida: number;
let today: string;
const ids: Record<string, number> = {};

/** The first `weekday` (0 Sunday) on or after `day`. */
const onOrAfter = (day: string, weekday: number) => addDays(day, (weekday - new Date(`${day}T12:00:00Z`).getUTCDay() + 7) % 7);

beforeAll(async () => {
  t = await createTestApp();
  await t.db.query("UPDATE paroquias SET time_zone = 'America/New_York' WHERE id = (SELECT paroquia_id FROM users WHERE username = 'outra')");
  for (const user of ['secretaria', 'outra']) cookies[user] = await signIn(t.app, user);
  const parish = async (user: string) =>
    (await t.db.query<{ paroquia_id: number }>('SELECT paroquia_id FROM users WHERE username = $1', [user])).rows[0].paroquia_id;
  [saoJose, aparecida] = [await parish('secretaria'), await parish('outra')];
  today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(t.clock.now());
  const ent = async (p: number) =>
    (await t.db.query<{ ent_id: number }>('SELECT ent_id FROM communities WHERE paroquia_id = $1 ORDER BY ent_id DESC LIMIT 1', [p])).rows[0].ent_id;
  const base = { tipo: 'missa', regra: 'FREQ=WEEKLY;BYDAY=TU', hora: '06:45', inicio: addDays(today, -60), ent_id: await ent(saoJose) };
  ids.public = ok(await post('/api/agenda/celebracoes', { ...base, titulo: 'Missa da aurora <b>' }), 201).data.id;
  ids.private = ok(await post('/api/agenda/celebracoes', { ...base, titulo: 'Missa interna', publica: false }), 201).data.id;
  ids.confession = ok(await post('/api/agenda/celebracoes', { ...base, tipo: 'confissao', titulo: 'Confissões da terça' }), 201).data.id;
  const tuesday = onOrAfter(addDays(today, 1), 2);
  ok(await post(`/api/agenda/celebracoes/${ids.public}/excecoes`, { data: tuesday, acao: 'cancelar', motivo: 'Não haverá missa' }), 201);
  ok(
    await post(`/api/agenda/celebracoes/${ids.public}/excecoes`, { data: addDays(tuesday, 7), acao: 'mover', nova_hora: '07:30', motivo: 'Visita do bispo' }),
    201,
  );
  const event = (titulo: string, publica: boolean) => ({
    titulo,
    inicio: `${addDays(tuesday, 2)}T20:00:00-03:00`,
    fim: `${addDays(tuesday, 2)}T22:00:00-03:00`,
    publica,
  });
  ids.event = ok(await post('/api/agenda/eventos', event('Quermesse', true)), 201).data.id;
  ids.internal = ok(await post('/api/agenda/eventos', event('Reunião do conselho', false)), 201).data.id;
  ids.ny = ok(
    await post('/api/agenda/celebracoes', { ...base, regra: 'FREQ=WEEKLY;BYDAY=SU', hora: '10:00', ent_id: await ent(aparecida) }, 'outra'),
    201,
  ).data.id;
}, 120_000);
afterAll(() => t?.close());

describe('GET /api/public/paroquias/{id}/horarios', () => {
  it('the Masses only, public only, by community, from today; cancelled and moved dates shown as such; any site, no cookie', async () => {
    const res = await anon(`/api/public/paroquias/${saoJose}/horarios?days=16`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    // A browser asks again on every visit: a change made by the office shows on the next reload.
    expect(res.headers['cache-control']).toBe('no-cache');
    const body = HorariosResponse.parse(res.json());
    expect(body.paroquia).toMatchObject({ id: saoJose, time_zone: 'America/Sao_Paulo' });
    expect(body.data.map((g) => g.ent_id)).toEqual([...body.data.map((g) => g.ent_id)].sort((a, b) => a - b));
    const all = body.data.flatMap((g) => g.ocorrencias.map((o) => ({ ...o, group: g.ent_id })));
    expect(all.every((o) => o.tipo === 'missa' && o.ent_id === o.group)).toBe(true);
    expect(all.every((o) => o.inicio.slice(0, 10) >= today && o.inicio.slice(0, 10) <= addDays(today, 15))).toBe(true);
    expect(all.some((o) => o.celebracao_id === ids.private || o.celebracao_id === ids.confession || o.evento_id)).toBe(false);
    const cancelled = onOrAfter(addDays(today, 1), 2);
    const mine = all.filter((o) => o.celebracao_id === ids.public && o.inicio.slice(0, 10) >= cancelled);
    expect(mine.map((o) => [o.cancelada, o.alterada ?? false, o.motivo ?? null])).toEqual([
      [true, false, 'Não haverá missa'],
      [false, true, 'Visita do bispo'],
    ]);
    expect(mine[1].inicio).toMatch(/T07:30:00-03:00$/);
    expect(mine[0].titulo).toBe('Missa da aurora <b>');
    // The seeded schedule: several communities with Sunday Masses.
    expect(body.data.length).toBeGreaterThan(3);
    const one = HorariosResponse.parse((await anon(`/api/public/paroquias/${saoJose}/horarios?community=${mine[0].ent_id}`)).json());
    expect(one.data.map((g) => g.ent_id)).toEqual([mine[0].ent_id]);
  });

  it('404 for a parish that does not exist; 422 for days out of range', async () => {
    expect((await anon('/api/public/paroquias/99999999/horarios')).json()).toEqual({ message: AGENDA_MSG.parishNotFound });
    expect((await anon('/api/public/paroquias/99999999/agenda.ics')).statusCode).toBe(404);
    expect((await anon(`/api/public/paroquias/${saoJose}/horarios?days=400`)).statusCode).toBe(422);
  });
});

/** The feed parsed back with ical.js, its zone registered from its own VTIMEZONE. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!);
  ICAL.TimezoneService.register(zone, zone.tzid);
  return { calendar, zone, events: calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
}

/**
 * Every instance the feed describes, as a calendar client expands it: each VEVENT's recurrence (RRULE,
 * EXDATE) walked up to `to`, RECURRENCE-ID overrides applied; with each instance's status and sequence.
 */
function expand(calendar: ICAL.Component, to: string) {
  const masters = new Map<string, ICAL.Event>();
  const vevents = calendar.getAllSubcomponents('vevent');
  for (const v of vevents) if (!v.hasProperty('recurrence-id')) masters.set(String(v.getFirstPropertyValue('uid')), new ICAL.Event(v));
  for (const v of vevents) if (v.hasProperty('recurrence-id')) masters.get(String(v.getFirstPropertyValue('uid')))?.relateException(v);
  const instances = [];
  for (const event of masters.values()) {
    const walk = event.iterator();
    for (let at = walk.next(); at && at.toString().slice(0, 10) <= to; at = walk.next()) {
      const { item, startDate } = event.getOccurrenceDetails(at);
      instances.push({
        uid: event.uid,
        startDate,
        status: item.component.getFirstPropertyValue('status'),
        summary: item.summary,
        description: item.description,
        sequence: item.sequence,
      });
    }
  }
  return instances.sort((a, b) => a.startDate.compare(b.startDate));
}

describe('GET /api/public/paroquias/{id}/agenda.ics', () => {
  it('public occurrences in the parish TZID, expanded as a client does: the cancelled date CANCELLED with its reason, the moved one at its new time, both with a higher SEQUENCE', async () => {
    const res = await anon(`/api/public/paroquias/${saoJose}/agenda.ics`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const { calendar, events } = parse(res.body);
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('America/Sao_Paulo');
    // RFC 5545: DTSTAMP in UTC; TIMEZONE-ID is no property of it.
    const stamps = res.body.split('\r\n').filter((line) => line.startsWith('DTSTAMP'));
    expect(stamps.length).toBe(events.length);
    expect(stamps.every((line) => /^DTSTAMP:\d{8}T\d{6}Z$/.test(line))).toBe(true);
    expect(res.body).not.toMatch(/^TIMEZONE-ID/m);
    const mine = expand(calendar, addDays(today, 181)).filter((e) => e.uid.startsWith(`c${ids.public}-`));
    // Every Tuesday from 30 days ago to 180 days ahead, the cancelled one included, as cancelled.
    const tuesdays: string[] = [];
    for (let d = onOrAfter(addDays(today, -30), 2); d <= addDays(today, 180); d = addDays(d, 7)) if (d >= addDays(today, -60)) tuesdays.push(d);
    const cancelled = onOrAfter(addDays(today, 1), 2);
    expect(mine.map((e) => e.startDate.toString().slice(0, 10))).toEqual(tuesdays);
    expect(mine.every((e) => e.startDate.zone?.tzid === 'America/Sao_Paulo')).toBe(true);
    expect(res.body).toMatch(/DTSTART;TZID=America\/Sao_Paulo:\d{8}T064500/);
    const on = (day: string) => mine.find((e) => e.startDate.toString().startsWith(day))!;
    const plain = on(addDays(cancelled, -7));
    expect([plain.status, plain.summary, plain.sequence]).toEqual(['CONFIRMED', 'Missa da aurora <b>', 0]);
    const gone = on(cancelled);
    expect(gone.status).toBe('CANCELLED');
    expect(gone.summary).toBe('Cancelada: Missa da aurora <b>');
    expect(gone.description).toContain('Cancelada: Não haverá missa');
    expect(gone.sequence).toBeGreaterThan(plain.sequence);
    const moved = on(addDays(cancelled, 7));
    expect(moved.status).toBe('CONFIRMED');
    expect(moved.startDate.toString().slice(11, 16)).toBe('07:30');
    expect(moved.startDate.toJSDate().toISOString().slice(11, 16)).toBe('10:30');
    expect(moved.description).toContain('Horário alterado: Visita do bispo');
    expect(moved.sequence).toBeGreaterThan(plain.sequence);
    expect(events.some((e) => e.uid.startsWith(`c${ids.private}-`) || e.uid.startsWith(`e${ids.internal}.`))).toBe(false);
    expect(events.filter((e) => e.uid.startsWith(`e${ids.event}.`)).map((e) => e.summary)).toEqual(['Quermesse']);
    expect(events.some((e) => e.uid.startsWith(`c${ids.confession}-`))).toBe(true);
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
  });

  it('a date moved again gets a higher SEQUENCE still, so a subscribed calendar takes the latest time', async () => {
    const day = addDays(onOrAfter(addDays(today, 1), 2), 14);
    const sequence = async () => {
      const { calendar } = parse((await anon(`/api/public/paroquias/${saoJose}/agenda.ics`)).body);
      return expand(calendar, day).find((e) => e.uid === `c${ids.public}-${day}.paroquia-${saoJose}@sacratech`)!;
    };
    ok(await post(`/api/agenda/celebracoes/${ids.public}/excecoes`, { data: day, acao: 'mover', nova_hora: '08:00' }), 201);
    const first = await sequence();
    ok(await post(`/api/agenda/celebracoes/${ids.public}/excecoes`, { data: day, acao: 'mover', nova_hora: '08:30' }), 201);
    const second = await sequence();
    expect(first.startDate.toString().slice(11, 16)).toBe('08:00');
    expect(second.startDate.toString().slice(11, 16)).toBe('08:30');
    expect(second.sequence).toBeGreaterThan(first.sequence);
  });

  it('a zone with summer time: its VTIMEZONE carries the changes, and 10:00 is 10:00 on both sides', async () => {
    const { zone, events } = parse((await anon(`/api/public/paroquias/${aparecida}/agenda.ics`)).body);
    expect(zone.tzid).toBe('America/New_York');
    const mine = events.filter((e) => e.uid.startsWith(`c${ids.ny}-`));
    expect(mine.length).toBeGreaterThan(20);
    expect(mine.every((e) => e.startDate.toString().slice(11, 16) === '10:00')).toBe(true);
    const utcHours = new Set(mine.map((e) => e.startDate.toJSDate().getUTCHours()));
    // 15:00Z in winter (-05:00), 14:00Z in summer (-04:00): the feed's window always crosses a change.
    expect(utcHours).toEqual(new Set([14, 15]));
  });
});
