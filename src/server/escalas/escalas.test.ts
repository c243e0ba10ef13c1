import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESCALAS_MSG } from '../../shared/schemas/escalas';
import { pdfText } from '../test/pdf-text';
import { addParish, addUser } from '../chat/test-helpers';
import { parishIdOf } from '../catechesis/test-helpers';
import { createTestApp, type TestApp } from '../test/app';
import { months, nextSunday, seededMinisterio, signedInCaller, testMinisterio } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('the seeded rosters', () => {
  it('lists the ministries to every signed-in user; only managers may change them', async () => {
    const acolito = await signedInCaller(t.app, 'acolito');
    const list = (await acolito.get('/api/ministerios')).json().data as Array<{ nome: string; pode_gerir: boolean }>;
    expect(list.map((m) => m.nome)).toEqual(['Acólitos e Coroinhas', 'Leitores', 'Música']);
    expect(list.every((m) => !m.pode_gerir)).toBe(true);
    const coord = await signedInCaller(t.app, 'coord-acolitos');
    const mine = (await coord.get('/api/ministerios')).json().data as Array<{ nome: string; pode_gerir: boolean }>;
    expect(mine.filter((m) => m.pode_gerir).map((m) => m.nome)).toEqual(['Acólitos e Coroinhas']);
    const leitores = await seededMinisterio(t.db, 'Leitores');
    expect((await coord.get(`/api/ministerios/${leitores.id}/membros`)).statusCode).toBe(403);
    expect((await acolito.post('/api/ministerios', { nome: 'Acolhida', funcoes: [{ nome: 'Porta' }] })).statusCode).toBe(403);
    const acolitos = await seededMinisterio(t.db, 'Acólitos e Coroinhas');
    const picksRes = await coord.get(`/api/ministerios/${acolitos.id}/candidatos?q=Lucas%20Henrique`);
    expect(picksRes.statusCode, picksRes.body).toBe(200);
    const picks = picksRes.json().data.data as Array<{ name: string }>;
    expect(picks.map((p) => p.name)).not.toContain('Lucas Henrique Oliveira');
    expect((await acolito.get(`/api/ministerios/${acolitos.id}/candidatos`)).statusCode).toBe(403);
    const users = await coord.get('/api/ministerios/usuarios?q=lucas');
    expect(users.statusCode, users.body).toBe(200);
    expect(users.json().data.data.map((u: { name: string }) => u.name)).toContain('Lucas Henrique Oliveira');
    expect((await acolito.get('/api/ministerios/usuarios')).statusCode).toBe(403);
  });

  it("finds the parish's active accounts by any part of the name, accents and case aside, a page at a time", async () => {
    const parish = await parishIdOf(t.db, 'secretaria');
    await addUser(t.db, parish, 'conta.joao', 'João Quixeré Lima');
    await addUser(t.db, parish, 'conta.joana', 'Joana Quixere');
    await addUser(t.db, parish, 'conta.jonas', 'Jonas Quixerê');
    await addUser(t.db, parish, 'conta.bloqueada', 'Bia Quixeré', 1);
    await addUser(t.db, await addParish(t.db, 'Paróquia de Quixeré'), 'conta.outra', 'Outra Quixeré');
    const coord = await signedInCaller(t.app, 'coord-acolitos');
    const found = async (q: string, page = '') => {
      const res = await coord.get(`/api/ministerios/usuarios?q=${encodeURIComponent(q)}${page}`);
      expect(res.statusCode, res.body).toBe(200);
      const { data, meta } = res.json().data as { data: Array<{ id: number; name: string; photo: string | null }>; meta: { total: number } };
      return { names: data.map((u) => u.name), total: meta.total };
    };
    const all = { names: ['Joana Quixere', 'João Quixeré Lima', 'Jonas Quixerê'], total: 3 };
    expect(await found('QUIXERE')).toEqual(all);
    expect(await found('quixeré')).toEqual(all);
    expect(await found('joão quix')).toEqual({ names: ['João Quixeré Lima'], total: 1 });
    expect(await found('quixere', '&limit=2&page=2')).toEqual({ names: ['Jonas Quixerê'], total: 3 });
    expect(await found('100%')).toEqual({ names: [], total: 0 });
  });

  it('answers the month grid with positions, assignments, warnings and counts to the coordinator', async () => {
    const coord = await signedInCaller(t.app, 'coord-acolitos');
    const m = await seededMinisterio(t.db, 'Acólitos e Coroinhas');
    const { mes } = months(t.clock.now());
    const res = await coord.get(`/api/escalas?ministerio_id=${m.id}&de=${mes}-01&ate=${mes}-28`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ministerio.pode_gerir).toBe(true);
    expect(body.celebracoes.length).toBeGreaterThan(0);
    expect(body.celebracoes[0].funcoes.map((f: { nome: string }) => f.nome)).toContain('Cerimoniário');
    expect(body.membros).toHaveLength(12);
    const bad = await coord.get(`/api/escalas?ministerio_id=${m.id}&de=${mes}-20&ate=${mes}-01`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.ate).toEqual([ESCALAS_MSG.periodInvalid]);
  });

  it("shows the agenda's changes on the very next grid: a date moved or cancelled, the rule's time changed", async () => {
    const admin = await signedInCaller(t.app, 'secretaria');
    const m = await testMinisterio(admin, t.db, 'Ministério da Agenda Mudada', ['Clara Agenda']);
    const sunday = nextSunday(t.clock.now());
    const { rows } = await t.db.query<{ ent_id: number }>(
      "SELECT min(ent_id) AS ent_id FROM communities WHERE paroquia_id = (SELECT paroquia_id FROM users WHERE username = 'secretaria')",
    );
    const mass = {
      tipo: 'missa',
      titulo: 'Missa da agenda mudada',
      ent_id: rows[0].ent_id,
      regra: 'FREQ=WEEKLY;BYDAY=SU',
      duracao_min: 60,
      inicio: months(t.clock.now()).mes + '-01',
    };
    const created = await admin.post('/api/agenda/celebracoes', { ...mass, hora: '17:00' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    await admin.put(`/api/ministerios/${m.id}/necessidades`, { necessidades: [{ celebracao_id: id, funcao_id: m.funcoes[0].id, quantidade: 1 }] });
    const grid = async () => {
      const res = await admin.get(`/api/escalas?ministerio_id=${m.id}&de=${sunday}&ate=${sunday}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().celebracoes as Array<{ celebracao_id: number; hora: string; cancelada: boolean }>).map(({ celebracao_id, hora, cancelada }) => ({
        celebracao_id,
        hora,
        cancelada,
      }));
    };
    expect(await grid()).toEqual([{ celebracao_id: id, hora: '17:00', cancelada: false }]);
    const moved = await admin.post(`/api/agenda/celebracoes/${id}/excecoes`, { data: sunday, acao: 'mover', nova_hora: '17:30' });
    expect(moved.statusCode, moved.body).toBe(201);
    expect(await grid()).toEqual([{ celebracao_id: id, hora: '17:30', cancelada: false }]);
    expect((await admin.post(`/api/agenda/celebracoes/${id}/excecoes`, { data: sunday, acao: 'cancelar' })).statusCode).toBe(201);
    expect(await grid()).toEqual([{ celebracao_id: id, hora: '17:00', cancelada: true }]);
    await t.db.query('DELETE FROM excecoes WHERE celebracao_id = $1', [id]);
    expect((await admin.put(`/api/agenda/celebracoes/${id}`, { ...mass, hora: '18:15' })).statusCode).toBe(200);
    expect(await grid()).toEqual([{ celebracao_id: id, hora: '18:15', cancelada: false }]);
  });
});

describe('a month built, published and answered', () => {
  it('refuses a date outside the rule, a position the member cannot fill and a member twice at one hour; warns of a blockout', async () => {
    const admin = await signedInCaller(t.app, 'secretaria');
    const created = await admin.post('/api/ministerios', {
      nome: 'Ministros Extraordinários da Sagrada Comunhão',
      funcoes: [{ nome: 'Distribuição' }, { nome: 'Enfermos' }],
      coordenadores: [],
      visibilidade: 'iniciais',
    });
    expect(created.statusCode).toBe(201);
    const m = created.json().data as { id: number; funcoes: Array<{ id: number }> };
    const { rows: celebs } = await t.db.query<{ id: number }>(
      "SELECT id FROM celebracoes WHERE regra = 'FREQ=WEEKLY;BYDAY=SU' AND hora = '09:00' AND paroquia_id = (SELECT paroquia_id FROM users WHERE username = 'secretaria')",
    );
    const celebracao = celebs[0].id;
    const needs = await admin.put(`/api/ministerios/${m.id}/necessidades`, {
      necessidades: [
        { celebracao_id: celebracao, funcao_id: m.funcoes[0].id, quantidade: 2 },
        { celebracao_id: celebracao, funcao_id: m.funcoes[1].id, quantidade: 1 },
      ],
    });
    expect(needs.statusCode).toBe(200);
    const { rows: regs } = await t.db.query<{ id: number }>(
      "INSERT INTO registers (paroquia_id, name) SELECT paroquia_id, unnest(ARRAY['Ana Teste Um', 'Bruno Teste Dois']) FROM users WHERE username = 'secretaria' RETURNING id",
    );
    const { rows: me } = await t.db.query<{ id: number }>("SELECT id FROM users WHERE username = 'dizimista'");
    const ana = (await admin.post(`/api/ministerios/${m.id}/membros`, { register_id: regs[0].id, user_id: me[0].id, funcoes: [m.funcoes[0].id] })).json().data;
    const bruno = (await admin.post(`/api/ministerios/${m.id}/membros`, { register_id: regs[1].id })).json().data;
    const sunday = nextSunday(t.clock.now());
    const cell = { celebracao_id: celebracao, data: sunday, funcao_id: m.funcoes[0].id, vaga: 1, membro_id: ana.id };

    const monday = new Date(Date.parse(`${sunday}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const outside = await admin.put('/api/escalas/designacoes', { ...cell, data: monday });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors.data).toEqual([ESCALAS_MSG.noOccurrence]);
    const cannot = await admin.put('/api/escalas/designacoes', { ...cell, funcao_id: m.funcoes[1].id });
    expect(cannot.statusCode).toBe(422);
    expect(cannot.json().errors.membro_id).toEqual([ESCALAS_MSG.membroCannotFill]);

    const dizimista = await signedInCaller(t.app, 'dizimista');
    const blocked = await dizimista.post('/api/indisponibilidades', { inicio: sunday, fim: sunday, motivo: 'Viagem' });
    expect(blocked.statusCode).toBe(201);
    const set = await admin.put('/api/escalas/designacoes', cell);
    expect(set.statusCode).toBe(200);
    expect(set.json().avisos.map((a: { tipo: string }) => a.tipo)).toEqual(['bloqueio']);
    const twice = await admin.put('/api/escalas/designacoes', { ...cell, vaga: 2 });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.membro_id).toEqual([ESCALAS_MSG.membroSameHour]);

    // The fill takes the empty cells (Bruno), and keeps Ana's.
    const fill = await admin.post('/api/escalas/preencher', { ministerio_id: m.id, mes: sunday.slice(0, 7) });
    expect(fill.statusCode).toBe(200);
    const filled = fill.json().data.designacoes as Array<{ membro_id: number; data: string }>;
    expect(filled.filter((d) => d.data === sunday).map((d) => d.membro_id)).toEqual([bruno.id]);

    const published = await admin.post('/api/escalas/publicar', { ministerio_id: m.id, mes: sunday.slice(0, 7) });
    expect(published.json().message).toBe(ESCALAS_MSG.publicado);
    const { rows: mails } = await t.db.query<{ subject: string }>("SELECT subject FROM mail_queue WHERE subject LIKE 'Escala de Ministros%'");
    expect(mails.length).toBeGreaterThan(0);

    const minha = (await dizimista.get('/api/minha-escala')).json().data;
    const mine = minha.designacoes.find((d: { data: string }) => d.data === sunday);
    expect(mine.status).toBe('pendente');
    expect(minha.indisponibilidades).toHaveLength(1);
    const accepted = await dizimista.post(`/api/designacoes/${mine.id}/aceitar`, {});
    expect(accepted.json().data.status).toBe('aceita');

    const feed = await t.app.inject({ method: 'GET', url: new URL(minha.ical_url).pathname });
    expect(feed.statusCode).toBe(200);
    const vevents = new ICAL.Component(ICAL.parse(feed.body)).getAllSubcomponents('vevent');
    expect(vevents.map((e) => e.getFirstPropertyValue('summary'))).toContain('Ministros Extraordinários da Sagrada Comunhão: Distribuição — Missa');
    const renewed = (await dizimista.post('/api/minha-escala/ical', {})).json().data.ical_url;
    expect((await t.app.inject({ method: 'GET', url: new URL(minha.ical_url).pathname })).statusCode).toBe(404);
    expect(renewed).not.toBe(minha.ical_url);

    const pdf = await admin.get(`/api/escalas/pdf?ministerio_id=${m.id}&mes=${sunday.slice(0, 7)}`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Escala — Ministros Extraordinários da Sagrada Comunhão');
    expect(text).toContain('Ana Teste Um');

    const publico = await t.app.inject({ method: 'GET', url: `/api/public/paroquias/1/escalas?ministerio_id=${m.id}` });
    expect(publico.headers['access-control-allow-origin']).toBe('*');
    const people = publico.json().data.flatMap((c: { funcoes: Array<{ pessoas: string[] }> }) => c.funcoes.flatMap((f) => f.pessoas));
    expect(people).toContain('A. U.');
  });
});
