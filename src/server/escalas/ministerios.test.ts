import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import { ESCALAS_MSG } from '../../shared/schemas/escalas';
import { createTestApp, type TestApp } from '../test/app';
import { linkAccount, months, nextSunday, seededMinisterio, signedInCaller, testMinisterio, userIdOf } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
type Grid = { celebracoes: Array<{ data: string; celebracao_id: number; funcoes: Array<{ nome: string; quantidade: number }> }> };

describe('a ministry changed and deleted', () => {
  it('is renamed, its positions changed (one with assignments kept), its name unique; deleted by escalasAdmin only, with its roster', async () => {
    const admin = await signedInCaller(t.app, 'secretaria');
    const m = await testMinisterio(admin, t.db, 'Acolhida', ['Ana Acolhida']);
    const coordId = await userIdOf(t.db, 'coord-acolitos');
    const body = { nome: 'Acolhida e Recepção', funcoes: [...m.funcoes, { nome: 'Porta lateral' }], coordenadores: [coordId], visibilidade: 'iniciais' };
    const renamed = await admin.put(`/api/ministerios/${m.id}`, body);
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      message: ESCALAS_MSG.ministerioUpdated,
      data: {
        nome: 'Acolhida e Recepção',
        visibilidade: 'iniciais',
        coordenadores: [coordId],
        funcoes: [{ nome: 'Primeira' }, { nome: 'Segunda' }, { nome: 'Porta lateral' }],
      },
    });
    const taken = await admin.put(`/api/ministerios/${m.id}`, { ...body, nome: 'leitores' });
    expect([taken.statusCode, taken.json().errors?.nome]).toEqual([422, [ESCALAS_MSG.ministerioNomeTaken]]);
    const foreign = await admin.put(`/api/ministerios/${m.id}`, { ...body, coordenadores: [await userIdOf(t.db, 'outra')] });
    expect([foreign.statusCode, foreign.json().errors?.coordenadores]).toEqual([422, [ESCALAS_MSG.coordenadorNotInParish]]);
    const empty = await admin.put(`/api/ministerios/${m.id}`, { ...body, nome: ' ', funcoes: [] });
    expect(empty.json().errors).toMatchObject({ nome: [ESCALAS_MSG.nomeRequired], funcoes: [ESCALAS_MSG.funcoesRequired] });

    // A position with an assignment stays; the coordinator now manages the ministry.
    const coord = await signedInCaller(t.app, 'coord-acolitos');
    const cell = { celebracao_id: m.celebracao, data: nextSunday(t.clock.now()), funcao_id: m.funcoes[0].id, membro_id: m.membros[0].id };
    expect((await coord.put('/api/escalas/designacoes', cell)).statusCode).toBe(200);
    const dropped = await coord.put(`/api/ministerios/${m.id}`, { ...body, funcoes: [m.funcoes[1]] });
    expect([dropped.statusCode, dropped.json().message]).toEqual([409, ESCALAS_MSG.funcaoInUse]);
    expect((await admin.get(`/api/ministerios/${m.id}`)).json().data.funcoes).toHaveLength(3);

    // Deleting is escalasAdmin's: a coordinator is refused by the permission table.
    const refused = await coord.del(`/api/ministerios/${m.id}`);
    expect([refused.statusCode, refused.json().message]).toEqual([403, MSG.forbidden]);
    const deleted = await admin.del(`/api/ministerios/${m.id}`);
    expect(deleted.json().message).toBe(ESCALAS_MSG.ministerioDeleted);
    expect((await admin.get(`/api/ministerios/${m.id}`)).statusCode).toBe(404);
    expect((await t.db.query('SELECT 1 FROM escala_designacoes WHERE ministerio_id = $1', [m.id])).rows).toEqual([]);
    expect((await admin.del(`/api/ministerios/${m.id}`)).statusCode).toBe(404);
  });
});

describe("a date's needs and the minors", () => {
  it('a feast date needs more than the rule; a date outside the rule or a position of another ministry is refused', async () => {
    const admin = await signedInCaller(t.app, 'secretaria');
    const m = await testMinisterio(admin, t.db, 'Festa', ['Ana Festa']);
    const sunday = nextSunday(t.clock.now());
    const feast = { ministerio_id: m.id, celebracao_id: m.celebracao, data: sunday, funcoes: [{ funcao_id: m.funcoes[0].id, quantidade: 3 }] };
    const saved = await admin.put('/api/escalas/necessidades', feast);
    expect(saved.json().message).toBe(ESCALAS_MSG.necessidadeDataSaved);
    const res = await admin.get(`/api/escalas?ministerio_id=${m.id}&de=${sunday}&ate=${addDays(sunday, 7)}`);
    const quantities = (res.json() as Grid).celebracoes.map((o) => [o.data, o.funcoes.map((f) => `${f.nome} ${f.quantidade}`)]);
    expect(quantities).toEqual([
      [sunday, ['Primeira 3', 'Segunda 1']],
      [addDays(sunday, 7), ['Primeira 1', 'Segunda 1']],
    ]);
    // The third cell of that date may be set now; a fourth may not.
    const cell = { celebracao_id: m.celebracao, data: sunday, funcao_id: m.funcoes[0].id, membro_id: m.membros[0].id };
    expect((await admin.put('/api/escalas/designacoes', { ...cell, vaga: 3 })).statusCode).toBe(200);
    const fourth = await admin.put('/api/escalas/designacoes', { ...cell, vaga: 4 });
    expect([fourth.statusCode, fourth.json().errors?.vaga]).toEqual([422, [ESCALAS_MSG.vagaInvalid]]);

    const monday = await admin.put('/api/escalas/necessidades', { ...feast, data: addDays(sunday, 1) });
    expect([monday.statusCode, monday.json().errors?.data]).toEqual([422, [ESCALAS_MSG.noOccurrence]]);
    const leitores = await seededMinisterio(t.db, 'Leitores');
    const other = await admin.put('/api/escalas/necessidades', { ...feast, funcoes: [{ funcao_id: leitores.funcoes[0].id, quantidade: 1 }] });
    expect([other.statusCode, other.json().errors?.['funcoes.0.funcao_id']]).toEqual([422, [ESCALAS_MSG.funcaoNotFound]]);
    const tooMany = await admin.put('/api/escalas/necessidades', { ...feast, funcoes: [{ funcao_id: m.funcoes[0].id, quantidade: 21 }] });
    expect(tooMany.statusCode).toBe(422);
    expect(JSON.stringify(tooMany.json().errors)).toContain(ESCALAS_MSG.quantidadeInvalid);
  });

  it('refuses a minor at a Mass after the hour the ministry sets, and the fill leaves them out of it', async () => {
    const admin = await signedInCaller(t.app, 'secretaria');
    const m = await testMinisterio(admin, t.db, 'Coroinhas', ['Pedro Menor Coroinha']);
    const [pedro] = m.membros;
    const set = await admin.put(`/api/ministerios/${m.id}/membros/${pedro.id}`, { register_id: pedro.register_id, menor: true });
    expect(set.json().data.menor).toBe(true);
    const cell = { celebracao_id: m.celebracao, data: nextSunday(t.clock.now()), funcao_id: m.funcoes[0].id, membro_id: pedro.id };
    // No limit yet: the 09:00 Mass is fine.
    expect((await admin.put('/api/escalas/designacoes', cell)).statusCode).toBe(200);
    const limit = await admin.put(`/api/ministerios/${m.id}`, { nome: 'Coroinhas', funcoes: m.funcoes, menores_ate: '08:00' });
    expect(limit.json().data.menores_ate).toBe('08:00');
    const late = await admin.put('/api/escalas/designacoes', { ...cell, funcao_id: m.funcoes[1].id });
    expect([late.statusCode, late.json().errors?.membro_id]).toEqual([422, [ESCALAS_MSG.membroMinorLate]]);
    await admin.put('/api/escalas/designacoes', { ...cell, membro_id: null });
    const fill = await admin.post('/api/escalas/preencher', { ministerio_id: m.id, mes: cell.data.slice(0, 7) });
    expect(fill.json().data.designacoes).toEqual([]);
    const badHour = await admin.put(`/api/ministerios/${m.id}`, { nome: 'Coroinhas', funcoes: m.funcoes, menores_ate: '25:00' });
    expect([badHour.statusCode, badHour.json().errors?.menores_ate]).toEqual([422, [ESCALAS_MSG.horaInvalid]]);
  });
});

describe('who may do what', () => {
  it("a member sees the published roster only; a coordinator manages only their own ministry; each refusal is a 403 with the rosters' text", async () => {
    const acolito = await signedInCaller(t.app, 'acolito');
    const coord = await signedInCaller(t.app, 'coord-acolitos');
    const acolitos = await seededMinisterio(t.db, 'Acólitos e Coroinhas');
    const leitores = await seededMinisterio(t.db, 'Leitores');
    const { mes } = months(t.clock.now());
    const period = `de=${mes}-01&ate=${mes}-28`;

    const seen = await acolito.get(`/api/escalas?ministerio_id=${acolitos.id}&${period}`);
    expect(seen.statusCode).toBe(200);
    const cells = (
      seen.json() as { celebracoes: Array<{ funcoes: Array<{ designacoes: Array<{ publicada: boolean; avisos: unknown[] }> }> }> }
    ).celebracoes.flatMap((o) => o.funcoes.flatMap((f) => f.designacoes));
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.every((d) => d.publicada && d.avisos.length === 0)).toBe(true);
    expect(seen.json().membros).toEqual([]);

    const sunday = nextSunday(t.clock.now());
    const managing: Array<[string, (c: typeof coord, id: number) => ReturnType<typeof coord.get>]> = [
      ['PUT ministério', (c, id) => c.put(`/api/ministerios/${id}`, { nome: 'X', funcoes: [{ nome: 'Y' }] })],
      ['PUT necessidades', (c, id) => c.put(`/api/ministerios/${id}/necessidades`, { necessidades: [] })],
      ['GET membros', (c, id) => c.get(`/api/ministerios/${id}/membros`)],
      ['POST membros', (c, id) => c.post(`/api/ministerios/${id}/membros`, { register_id: 1 })],
      ['GET candidatos', (c, id) => c.get(`/api/ministerios/${id}/candidatos`)],
      ['preencher', (c, id) => c.post('/api/escalas/preencher', { ministerio_id: id, mes })],
      ['publicar', (c, id) => c.post('/api/escalas/publicar', { ministerio_id: id, mes })],
      ['PDF', (c, id) => c.get(`/api/escalas/pdf?ministerio_id=${id}&mes=${mes}`)],
      ['data', (c, id) => c.put('/api/escalas/necessidades', { ministerio_id: id, celebracao_id: 1, data: sunday, funcoes: [] })],
    ];
    const answers = async (c: typeof coord, id: number, only?: string[]) => {
      const out: string[] = [];
      for (const [name, call] of managing.filter(([n]) => !only || only.includes(n))) {
        const res = await call(c, id);
        out.push(`${name}: ${res.statusCode} ${res.headers['content-type']?.toString().startsWith('application/json') ? (res.json().message ?? '') : ''}`);
      }
      return out;
    };
    const refused = managing.map(([name]) => `${name}: 403 ${ESCALAS_MSG.manageForbidden}`);
    expect(await answers(acolito, acolitos.id)).toEqual(refused);
    expect(await answers(coord, leitores.id)).toEqual(refused);
    // Her own ministry she reads (the writes are tested above on ministries made for them).
    expect(await answers(coord, acolitos.id, ['GET membros', 'GET candidatos', 'PDF'])).toEqual(['GET membros: 200 ', 'GET candidatos: 200 ', 'PDF: 200 ']);
    // A cell of a ministry one does not manage.
    const cell = { celebracao_id: 1, data: sunday, funcao_id: leitores.funcoes[0].id, membro_id: null };
    expect((await coord.put('/api/escalas/designacoes', cell)).json().message).toBe(ESCALAS_MSG.manageForbidden);
    // Creating a ministry is escalasAdmin's only.
    for (const c of [acolito, coord]) expect((await c.post('/api/ministerios', { nome: 'Nova', funcoes: [{ nome: 'F' }] })).statusCode).toBe(403);
  });
});

describe("the volunteer's preferences and blockouts", () => {
  it("saves one's own preferences only; a repeating blockout ('todo 2º domingo') warns on those Sundays only and is deleted by its owner", async () => {
    const admin = await signedInCaller(t.app, 'secretaria');
    const m = await testMinisterio(admin, t.db, 'Preferências', ['Ana Preferências', 'Bruno Preferências']);
    const [ana, bruno] = m.membros;
    await linkAccount(admin, t.db, m.id, ana, 'tesoureiro');
    const me = await signedInCaller(t.app, 'tesoureiro');
    const prefs = { vezes_por_mes: 2, celebracoes_preferidas: [m.celebracao] };
    expect((await me.put('/api/minha-escala/preferencias', { membro_id: ana.id, preferencias: prefs })).json().message).toBe(ESCALAS_MSG.preferenciasSaved);
    const mine = (await me.get('/api/minha-escala')).json().data.membros;
    expect(mine).toEqual([expect.objectContaining({ id: ana.id, preferencias: { ...prefs, familia: null } })]);
    const other = await me.put('/api/minha-escala/preferencias', { membro_id: bruno.id, preferencias: prefs });
    expect([other.statusCode, other.json().errors?.membro_id]).toEqual([422, [ESCALAS_MSG.membroNotFound]]);
    const zero = await me.put('/api/minha-escala/preferencias', { membro_id: ana.id, preferencias: { vezes_por_mes: 0 } });
    expect(zero.json().errors?.['preferencias.vezes_por_mes']).toEqual([ESCALAS_MSG.vezesInvalid]);
    const notMember = await signedInCaller(t.app, 'catequista-eucaristia');
    const refused = await notMember.post('/api/indisponibilidades', { inicio: '2030-01-01', fim: '2030-01-01' });
    expect([refused.statusCode, refused.json().message]).toEqual([403, ESCALAS_MSG.notMember]);

    // The second and third Sundays of next month.
    const { proximo } = months(t.clock.now());
    const first = addDays(`${proximo}-01`, (7 - new Date(`${proximo}-01T12:00:00Z`).getUTCDay()) % 7);
    const [second, third] = [addDays(first, 7), addDays(first, 14)];
    const bad = await me.post('/api/indisponibilidades', { inicio: `${proximo}-01`, fim: addDays(`${proximo}-01`, 90), repeticao: 'todo domingo' });
    expect([bad.statusCode, bad.json().errors?.repeticao]).toEqual([422, [ESCALAS_MSG.repeticaoInvalid]]);
    const long = await me.post('/api/indisponibilidades', { inicio: '2030-01-01', fim: '2033-01-01' });
    expect(long.json().errors?.fim).toEqual([ESCALAS_MSG.indisponibilidadeTooLong]);
    const created = await me.post('/api/indisponibilidades', {
      inicio: `${proximo}-01`,
      fim: addDays(`${proximo}-01`, 90),
      repeticao: 'FREQ=MONTHLY;BYDAY=2SU',
      motivo: 'Reunião de família',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ repeticao: 'FREQ=MONTHLY;BYDAY=2SU', repeticao_texto: 'todo 2º domingo' });

    const choose = (data: string) =>
      admin.put('/api/escalas/designacoes', { celebracao_id: m.celebracao, data, funcao_id: m.funcoes[0].id, membro_id: ana.id });
    expect((await choose(second)).json().avisos.map((a: { tipo: string }) => a.tipo)).toContain('bloqueio');
    expect((await choose(third)).json().avisos.map((a: { tipo: string }) => a.tipo)).not.toContain('bloqueio');
    // The fill leaves her out on the blocked Sunday.
    await admin.put('/api/escalas/designacoes', { celebracao_id: m.celebracao, data: second, funcao_id: m.funcoes[0].id, membro_id: null });
    const filled = (await admin.post('/api/escalas/preencher', { ministerio_id: m.id, mes: proximo })).json().data.designacoes as Array<{
      data: string;
      membro_id: number;
    }>;
    expect(filled.filter((d) => d.data === second).map((d) => d.membro_id)).toEqual([bruno.id]);

    const id = created.json().data.id;
    expect((await admin.del(`/api/indisponibilidades/${id}`)).statusCode).toBe(404);
    expect((await me.del(`/api/indisponibilidades/${id}`)).json().message).toBe(ESCALAS_MSG.indisponibilidadeDeleted);
    expect((await me.get('/api/indisponibilidades')).json().data).toEqual([]);
  });
});
