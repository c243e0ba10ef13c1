import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENDA_MSG, AgendaResponse, type Celebracao, type Ocorrencia } from '../../shared/schemas/agenda';
import { MSG } from '../../shared/messages';
import { apiCalls } from '../test/api-calls';
import { createTestApp, type TestApp } from '../test/app';
import { signIn } from '../test/http';

let t: TestApp;
const cookies: Record<string, string> = {};
let community: number;
let otherCommunity: number;
const { get, post, put, ok, errorsOf } = apiCalls(() => t, cookies, 'secretaria');
const del = (url: string, as = 'secretaria') => t.app.inject({ method: 'DELETE', url, headers: { cookie: cookies[as] } });

const mass = (over: Record<string, unknown> = {}) => ({
  tipo: 'missa',
  ent_id: community,
  regra: 'FREQ=WEEKLY;BYDAY=SU',
  hora: '10:00',
  duracao_min: 60,
  inicio: '2018-01-01',
  ...over,
});
const agenda = async (query: string, as?: string) => AgendaResponse.parse(ok(await get(`/api/agenda?${query}`, as))).data;
const of = (list: Ocorrencia[], id: number) => list.filter((o) => o.celebracao_id === id);

beforeAll(async () => {
  t = await createTestApp();
  // New York for the other parish, before anything reads (and keeps) its zone.
  await t.db.query("UPDATE paroquias SET time_zone = 'America/New_York' WHERE id = (SELECT paroquia_id FROM users WHERE username = 'outra')");
  for (const user of ['admin', 'secretaria', 'acolito', 'catequista', 'outra', 'novato']) cookies[user] = await signIn(t.app, user);
  const { rows } = await t.db.query<{ ent_id: number; mine: boolean }>(
    "SELECT c.ent_id, c.paroquia_id = u.paroquia_id AS mine FROM communities c, users u WHERE u.username = 'secretaria' ORDER BY c.ent_id",
  );
  community = rows.find((r) => r.mine)!.ent_id;
  otherCommunity = rows.find((r) => !r.mine)!.ent_id;
}, 120_000);
afterAll(() => t?.close());

describe('recurrence in the parish time zone', () => {
  it('a weekly Mass at 10:00 stays at 10:00 local across Brazil’s 2018 summer time (offset -03:00 to -02:00)', async () => {
    const c: Celebracao = ok(await post('/api/agenda/celebracoes', mass()), 201).data;
    expect(c).toMatchObject({ tipo: 'missa', hora: '10:00', regra: 'FREQ=WEEKLY;BYDAY=SU', excecoes: [] });
    const list = of(await agenda('from=2018-10-21&to=2018-11-11&kind=missa'), c.id);
    expect(list.map((o) => o.inicio)).toEqual([
      '2018-10-21T10:00:00-03:00',
      '2018-10-28T10:00:00-03:00',
      '2018-11-04T10:00:00-02:00',
      '2018-11-11T10:00:00-02:00',
    ]);
    expect(list[2]).toMatchObject({ fim: '2018-11-04T11:00:00-02:00', titulo: 'Missa', tipo: 'missa', ent_id: community, cancelada: false });
    // Summer time ended on 17 February 2019.
    expect(of(await agenda('from=2019-02-10&to=2019-02-17'), c.id).map((o) => o.inicio)).toEqual(['2019-02-10T10:00:00-02:00', '2019-02-17T10:00:00-03:00']);
  });

  it('in New York too: 10:00 before and after the change of 8 March 2026', async () => {
    const ent = (
      await t.db.query<{ ent_id: number }>(
        "SELECT ent_id FROM communities WHERE paroquia_id = (SELECT paroquia_id FROM users WHERE username = 'outra') ORDER BY ent_id LIMIT 1",
      )
    ).rows[0].ent_id;
    const c = ok(await post('/api/agenda/celebracoes', mass({ ent_id: ent, inicio: '2026-01-01' }), 'outra'), 201).data;
    const list = of(await agenda('from=2026-03-01&to=2026-03-08', 'outra'), c.id);
    expect(list.map((o) => o.inicio)).toEqual(['2026-03-01T10:00:00-05:00', '2026-03-08T10:00:00-04:00']);
  });

  it('monthly first Friday, yearly, valid from/to; sorted by start with events in between', async () => {
    const friday = ok(
      await post('/api/agenda/celebracoes', mass({ regra: 'FREQ=MONTHLY;BYDAY=1FR', hora: '15:00', inicio: '2030-01-01', titulo: 'Sagrado Coração' })),
      201,
    ).data;
    const yearly = ok(
      await post(
        '/api/agenda/celebracoes',
        mass({ regra: 'RRULE:freq=yearly;bymonth=3;bymonthday=19', hora: '19:30', inicio: '2030-01-01', fim: '2031-12-31', tipo: 'outro' }),
      ),
      201,
    ).data;
    expect(yearly.regra).toBe('FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=19');
    const list = await agenda('from=2030-01-01&to=2030-03-31');
    expect(of(list, friday.id).map((o) => o.inicio.slice(0, 10))).toEqual(['2030-01-04', '2030-02-01', '2030-03-01']);
    expect(of(list, friday.id)[0].titulo).toBe('Sagrado Coração');
    expect(of(list, yearly.id).map((o) => o.inicio)).toEqual(['2030-03-19T19:30:00-03:00']);
    expect(of(await agenda('from=2032-03-01&to=2032-03-31'), yearly.id)).toEqual([]);
    const ev = ok(
      await post('/api/agenda/eventos', { titulo: 'Festa', inicio: '2030-02-01T14:00:00-03:00', fim: '2030-02-01T18:00:00-03:00', ent_id: community }),
      201,
    ).data;
    const feb = await agenda('from=2030-02-01&to=2030-02-01');
    const mine = feb.filter((o) => o.evento_id === ev.id || o.celebracao_id === friday.id);
    expect(mine.map((o) => o.tipo)).toEqual(['evento', 'missa']);
    expect(feb.map((o) => Date.parse(o.inicio))).toEqual([...feb.map((o) => Date.parse(o.inicio))].sort((a, b) => a - b));
    expect((await agenda('from=2030-02-01&to=2030-02-01&kind=evento')).every((o) => o.tipo === 'evento')).toBe(true);
    expect((await agenda(`from=2030-02-01&to=2030-02-01&community=${community + 1}`)).some((o) => o.celebracao_id === friday.id)).toBe(false);
  });
});

describe('exceptions', () => {
  it('cancels one date and moves another; a new exception replaces the first; a date without a Mass is refused', async () => {
    const c = ok(await post('/api/agenda/celebracoes', mass({ inicio: '2031-01-01' })), 201).data;
    ok(await post(`/api/agenda/celebracoes/${c.id}/excecoes`, { data: '2031-01-05', acao: 'cancelar', motivo: 'Não haverá missa: retiro' }), 201);
    const moved = ok(await post(`/api/agenda/celebracoes/${c.id}/excecoes`, { data: '2031-01-12', acao: 'mover', nova_hora: '18:30', motivo: 'Festa' }), 201);
    expect(moved.data.excecoes).toEqual([
      { data: '2031-01-05', acao: 'cancelar', nova_hora: null, motivo: 'Não haverá missa: retiro' },
      { data: '2031-01-12', acao: 'mover', nova_hora: '18:30', motivo: 'Festa' },
    ]);
    const list = of(await agenda('from=2031-01-05&to=2031-01-19'), c.id);
    expect(list[0]).toMatchObject({ inicio: '2031-01-05T10:00:00-03:00', cancelada: true, motivo: 'Não haverá missa: retiro' });
    expect(list[1]).toMatchObject({ inicio: '2031-01-12T18:30:00-03:00', fim: '2031-01-12T19:30:00-03:00', cancelada: false, alterada: true, motivo: 'Festa' });
    expect(list[2]).toMatchObject({ inicio: '2031-01-19T10:00:00-03:00', cancelada: false });
    expect(list[2].alterada).toBeUndefined();
    ok(await post(`/api/agenda/celebracoes/${c.id}/excecoes`, { data: '2031-01-05', acao: 'mover', nova_hora: '08:00' }), 201);
    expect(of(await agenda('from=2031-01-05&to=2031-01-05'), c.id)[0]).toMatchObject({ inicio: '2031-01-05T08:00:00-03:00', cancelada: false, alterada: true });
    expect(errorsOf(await post(`/api/agenda/celebracoes/${c.id}/excecoes`, { data: '2031-01-06', acao: 'cancelar' })).data).toEqual([AGENDA_MSG.noOccurrence]);
    expect(errorsOf(await post(`/api/agenda/celebracoes/${c.id}/excecoes`, { data: '2031-01-19', acao: 'mover' })).nova_hora).toEqual([
      AGENDA_MSG.newTimeRequired,
    ]);
    expect((await post('/api/agenda/celebracoes/99999999/excecoes', { data: '2031-01-19', acao: 'cancelar' })).json()).toEqual({
      message: AGENDA_MSG.celebracaoNotFound,
    });
  });
});

describe('writing celebrations and events', () => {
  it('edits and deletes; HTML is kept and answered as text', async () => {
    const html = '<script>alert(1)</script><b>Missa</b>';
    const c = ok(await post('/api/agenda/celebracoes', mass({ titulo: html, celebrante: 'Pe. <i>X</i>' })), 201).data;
    expect(c.titulo).toBe(html);
    const edited = ok(await put(`/api/agenda/celebracoes/${c.id}`, mass({ hora: '11:15', publica: false }))).data;
    expect(edited).toMatchObject({ hora: '11:15', publica: false, titulo: null });
    expect(ok(await get(`/api/agenda/celebracoes/${c.id}`)).data.id).toBe(c.id);
    expect(ok(await get('/api/agenda/celebracoes')).data.map((x: Celebracao) => x.id)).toContain(c.id);
    expect(ok(await del(`/api/agenda/celebracoes/${c.id}`)).message).toBe(AGENDA_MSG.celebracaoDeleted);
    expect((await get(`/api/agenda/celebracoes/${c.id}`)).statusCode).toBe(404);
    const ev = ok(
      await post('/api/agenda/eventos', {
        titulo: html,
        descricao: '<img src=x onerror=alert(1)>',
        inicio: '2030-05-01T20:00:00-03:00',
        fim: '2030-05-01T22:00:00-03:00',
        publica: false,
      }),
      201,
    ).data;
    expect(ev).toMatchObject({
      titulo: html,
      descricao: '<img src=x onerror=alert(1)>',
      ent_id: null,
      ent_name: null,
      inicio: '2030-05-01T20:00:00-03:00',
      publica: false,
    });
    const moved = ok(
      await put(`/api/agenda/eventos/${ev.id}`, { titulo: 'Reunião', inicio: '2030-05-02T01:00:00Z', fim: '2030-05-02T02:00:00Z', ent_id: community }),
    ).data;
    expect(moved).toMatchObject({ titulo: 'Reunião', inicio: '2030-05-01T22:00:00-03:00', ent_id: community });
    expect(ok(await get('/api/agenda/eventos')).data.map((x: { id: number }) => x.id)).toContain(ev.id);
    ok(await del(`/api/agenda/eventos/${ev.id}`));
    expect((await get(`/api/agenda/eventos/${ev.id}`)).json()).toEqual({ message: AGENDA_MSG.eventoNotFound });
  });

  it('refuses rules that never occur or occur every minute, an end before the start, an unknown community or one of another parish', async () => {
    const regra = async (r: string, over = {}) => errorsOf(await post('/api/agenda/celebracoes', mass({ regra: r, inicio: '2026-01-01', ...over }))).regra;
    expect(await regra('FREQ=MINUTELY')).toEqual([AGENDA_MSG.ruleTooFrequent]);
    expect(await regra('FREQ=HOURLY;INTERVAL=2')).toEqual([AGENDA_MSG.ruleTooFrequent]);
    expect(await regra('FREQ=DAILY;BYHOUR=8,9')).toEqual([AGENDA_MSG.ruleTooFrequent]);
    expect(await regra('FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30')).toEqual([AGENDA_MSG.ruleNever]);
    const started = Date.now();
    expect(await regra('FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31')).toEqual([AGENDA_MSG.ruleNever]);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await regra('FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30', { fim: '9999-12-31' })).toEqual([AGENDA_MSG.ruleNever]);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await regra('FREQ=WEEKLY;BYDAY=MO', { inicio: '2026-01-01', fim: '2026-01-03' })).toEqual([AGENDA_MSG.ruleNever]);
    expect(errorsOf(await post('/api/agenda/celebracoes', mass({ inicio: '0001-01-01' }))).inicio).toEqual([AGENDA_MSG.dateInvalid]);
    expect(await regra('FREQ=WEEKLY;UNTIL=20200101T000000Z')).toEqual([AGENDA_MSG.ruleNever]);
    expect(await regra('FREQ=WEEKLY;BYDAY=XX')).toEqual([AGENDA_MSG.ruleInvalid]);
    expect(await regra('FREQ=WEEKLY;FOO=1')).toEqual([AGENDA_MSG.ruleInvalid]);
    expect(await regra('toda semana')).toEqual([AGENDA_MSG.ruleInvalid]);
    expect(errorsOf(await post('/api/agenda/celebracoes', mass({ inicio: '2026-02-01', fim: '2026-01-01' }))).fim).toEqual([AGENDA_MSG.endBeforeStart]);
    expect(errorsOf(await post('/api/agenda/celebracoes', mass({ ent_id: otherCommunity }))).ent_id).toEqual([AGENDA_MSG.communityNotInParish]);
    expect(errorsOf(await post('/api/agenda/celebracoes', mass({ ent_id: 99999999 }))).ent_id).toEqual([AGENDA_MSG.communityNotInParish]);
    expect(errorsOf(await post('/api/agenda/celebracoes', mass({ hora: '25:00', tipo: 'festa' })))).toMatchObject({
      hora: [AGENDA_MSG.timeInvalid],
      tipo: [AGENDA_MSG.tipoInvalid],
    });
    const ev = { titulo: 'X', inicio: '2030-05-01T20:00:00-03:00', fim: '2030-05-01T19:00:00-03:00' };
    expect(errorsOf(await post('/api/agenda/eventos', ev)).fim).toEqual([AGENDA_MSG.endBeforeStart]);
    expect(errorsOf(await post('/api/agenda/eventos', { ...ev, fim: '2030-05-01T21:00:00', ent_id: otherCommunity })).fim).toEqual([
      AGENDA_MSG.dateTimeInvalid,
    ]);
    expect(errorsOf(await post('/api/agenda/eventos', { ...ev, fim: '2030-05-01T21:00:00-03:00', ent_id: otherCommunity })).ent_id).toEqual([
      AGENDA_MSG.communityNotInParish,
    ]);
    expect(errorsOf(await get('/api/agenda?from=2030-01-01&to=2030-06-30')).to).toEqual([AGENDA_MSG.periodTooLong]);
    expect(errorsOf(await get('/api/agenda?from=2030-01-10&to=2030-01-01')).to).toEqual([AGENDA_MSG.endBeforeStart]);
    expect(errorsOf(await get('/api/agenda?from=2030-02-30&to=2030-03-01')).from).toEqual([AGENDA_MSG.dateInvalid]);
  });

  it('roles: every signed-in user reads, only agendaWrite writes; another parish sees none of it', async () => {
    const c = ok(await post('/api/agenda/celebracoes', mass({ inicio: '2032-01-01' }), 'admin'), 201).data;
    expect(of(await agenda('from=2032-01-01&to=2032-01-31', 'acolito'), c.id)).toHaveLength(4);
    for (const who of ['acolito', 'catequista']) {
      expect((await post('/api/agenda/celebracoes', mass(), who)).json()).toEqual({ message: MSG.forbidden });
      expect((await post(`/api/agenda/celebracoes/${c.id}/excecoes`, { data: '2032-01-04', acao: 'cancelar' }, who)).statusCode).toBe(403);
      expect((await del(`/api/agenda/eventos/1`, who)).statusCode).toBe(403);
    }
    expect(of(await agenda('from=2032-01-01&to=2032-01-31', 'outra'), c.id)).toEqual([]);
    expect((await get(`/api/agenda/celebracoes/${c.id}`, 'outra')).statusCode).toBe(404);
    expect((await put(`/api/agenda/celebracoes/${c.id}`, mass(), 'outra')).statusCode).toBe(404);
    expect((await post(`/api/agenda/celebracoes/${c.id}/excecoes`, { data: '2032-01-04', acao: 'cancelar' }, 'outra')).statusCode).toBe(404);
    expect((await del(`/api/agenda/celebracoes/${c.id}`, 'outra')).statusCode).toBe(404);
    expect((await get('/api/agenda?from=2032-01-01&to=2032-01-31', 'nobody')).statusCode).toBe(401);
  });
});

describe('the demo seed', () => {
  it("São José's schedule: Sunday and weekday Masses in several communities, confessions, a first-Friday Mass, one cancelled date, events", async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(t.clock.now());
    const to = new Date(Date.parse(`${today}T12:00:00Z`) + 34 * 86_400_000).toISOString().slice(0, 10);
    const list = await agenda(`from=${today}&to=${to}`, 'acolito');
    const sundayMasses = list.filter((o) => o.tipo === 'missa' && new Date(o.inicio).getUTCDay() === 0);
    expect(new Set(sundayMasses.map((o) => o.ent_id)).size).toBeGreaterThanOrEqual(3);
    expect(list.some((o) => o.tipo === 'missa' && [2, 3, 4, 5].includes(new Date(o.inicio.slice(0, 10)).getUTCDay()))).toBe(true);
    expect(list.some((o) => o.tipo === 'confissao')).toBe(true);
    expect(list.filter((o) => o.cancelada).map((o) => o.motivo)).toEqual(['Não haverá missa: retiro do clero.']);
    expect(list.some((o) => o.alterada)).toBe(true);
    expect(list.filter((o) => o.tipo === 'evento').length).toBeGreaterThanOrEqual(3);
    const rules = (ok(await get('/api/agenda/celebracoes')).data as Celebracao[]).map((c) => c.regra);
    expect(rules).toContain('FREQ=MONTHLY;BYDAY=1FR');
    const intentions = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM intencoes');
    expect(intentions.rows[0].n).toBeGreaterThanOrEqual(3);
  });
});
