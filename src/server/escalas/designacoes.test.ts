import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESCALAS_MSG } from '../../shared/schemas/escalas';
import { createTestApp, type TestApp } from '../test/app';
import { linkAccount, months, nextSunday, notificationsOf, signedInCaller, testMinisterio, userIdOf } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/**
 * A ministry of three volunteers (dizimista, tesoureiro, catequista answer for them), coordinated by coord-acolitos,
 * with Ana (dizimista) asked for the first position of next Sunday's 09:00 Mass, published.
 */
async function published(nome: string) {
  const admin = await signedInCaller(t.app, 'secretaria');
  const m = await testMinisterio(admin, t.db, nome, [`Ana ${nome}`, `Bruno ${nome}`, `Carla ${nome}`]);
  const [ana, bruno, carla] = m.membros;
  await linkAccount(admin, t.db, m.id, ana, 'dizimista');
  await linkAccount(admin, t.db, m.id, bruno, 'tesoureiro');
  await linkAccount(admin, t.db, m.id, carla, 'catequista');
  const coord = await userIdOf(t.db, 'coord-acolitos');
  const put = await admin.put(`/api/ministerios/${m.id}`, { nome, funcoes: m.funcoes, coordenadores: [coord], visibilidade: 'primeiro_nome' });
  expect(put.statusCode, put.body).toBe(200);
  const sunday = nextSunday(t.clock.now());
  const cell = { celebracao_id: m.celebracao, data: sunday, funcao_id: m.funcoes[0].id, membro_id: ana.id };
  const set = await admin.put('/api/escalas/designacoes', cell);
  expect(set.statusCode, set.body).toBe(200);
  expect((await admin.post('/api/escalas/publicar', { ministerio_id: m.id, mes: sunday.slice(0, 7) })).statusCode).toBe(200);
  return { admin, m, ana, bruno, carla, sunday, id: set.json().data.id as number };
}

const grid = async (c: Awaited<ReturnType<typeof signedInCaller>>, ministerio: number, day: string) =>
  (await c.get(`/api/escalas?ministerio_id=${ministerio}&de=${day}&ate=${day}`))
    .json()
    .celebracoes.flatMap((o: { funcoes: Array<{ designacoes: Array<{ id: number; membro_nome: string; status: string }> }> }) =>
      o.funcoes.flatMap((f) => f.designacoes),
    ) as Array<{ id: number; membro_nome: string; status: string }>;

describe('a swap', () => {
  it('is offered to every member able and free; of two racing to take it exactly one wins; both and the coordinator are told', async () => {
    const { m, id, sunday } = await published('Swap');
    const [ana, bruno, carla] = await Promise.all(['dizimista', 'tesoureiro', 'catequista'].map((u) => signedInCaller(t.app, u)));
    // Only the holder asks for a substitute; nobody takes what is not offered.
    const early = await bruno.post(`/api/designacoes/${id}/assumir`, {});
    expect([early.statusCode, early.json().message]).toEqual([409, ESCALAS_MSG.notOffered]);
    expect((await ana.post(`/api/designacoes/${id}/aceitar`, {})).json().data.status).toBe('aceita');
    const notYours = await bruno.post(`/api/designacoes/${id}/substituir`, {});
    expect([notYours.statusCode, notYours.json().message]).toEqual([403, ESCALAS_MSG.notYours]);

    const asked = await ana.post(`/api/designacoes/${id}/substituir`, { motivo: 'Viagem de trabalho' });
    expect(asked.json()).toMatchObject({ message: ESCALAS_MSG.substituicaoPedida, data: { status: 'substituicao' } });
    for (const c of [bruno, carla]) {
      expect((await c.get('/api/minha-escala')).json().data.ofertas.map((o: { id: number }) => o.id)).toEqual([id]);
      expect((await notificationsOf(c)).map((n) => n.title)).toContain('Substituição: Swap');
    }
    expect((await ana.get('/api/minha-escala')).json().data.ofertas).toEqual([]);
    // The holder cannot take her own offer back as a substitute.
    expect((await ana.post(`/api/designacoes/${id}/assumir`, {})).statusCode).toBe(403);

    const [first, second] = await Promise.all([bruno.post(`/api/designacoes/${id}/assumir`, {}), carla.post(`/api/designacoes/${id}/assumir`, {})]);
    const answers = [first, second].map((r) => [r.statusCode, r.json().message]);
    expect(answers).toContainEqual([200, ESCALAS_MSG.assumida]);
    expect(answers).toContainEqual([409, ESCALAS_MSG.alreadyTaken]);
    const winner = first.statusCode === 200 ? 'Bruno Swap' : 'Carla Swap';
    expect(await grid(await signedInCaller(t.app, 'secretaria'), m.id, sunday)).toEqual([
      expect.objectContaining({ id, membro_nome: winner, status: 'aceita' }),
    ]);
    const text = `${winner} assumiu no lugar de Ana Swap`;
    expect((await notificationsOf(ana)).map((n) => n.body).join('\n')).toContain(text);
    expect((await notificationsOf(first.statusCode === 200 ? bruno : carla)).map((n) => n.body).join('\n')).toContain(text);
    const coord = await signedInCaller(t.app, 'coord-acolitos');
    expect((await notificationsOf(coord)).find((n) => n.title === 'Escala alterada: Swap')?.body).toContain(text);
    // Ana no longer holds it: she can neither accept nor decline it.
    expect((await ana.post(`/api/designacoes/${id}/recusar`, {})).statusCode).toBe(403);
  });
});

describe('a decline', () => {
  it('tells the coordinators with the best candidates, is remembered as a warning, and is answered only once', async () => {
    const { admin, m, id, sunday, ana: anaMembro } = await published('Recusa');
    const ana = await signedInCaller(t.app, 'dizimista');
    await t.db.query("UPDATE users SET email = 'coord.acolitos@exemplo.org' WHERE username = 'coord-acolitos'");
    const declined = await ana.post(`/api/designacoes/${id}/recusar`, { motivo: 'Doente' });
    expect(declined.json()).toMatchObject({ message: ESCALAS_MSG.recusada, data: { status: 'recusada' } });
    // Bruno and Carla, free and serving nowhere this month, are the best candidates.
    const coord = await signedInCaller(t.app, 'coord-acolitos');
    const told = (await notificationsOf(coord)).find((n) => n.title === 'Escala: Ana Recusa recusou');
    expect(told?.body).toContain('Motivo: Doente. Melhores candidatos: Bruno Recusa (0 no mês), Carla Recusa (0 no mês).');
    const { rows: mails } = await t.db.query<{ body: string }>("SELECT body FROM mail_queue WHERE to_address = 'coord.acolitos@exemplo.org' AND subject = $1", [
      'Escala: Ana Recusa recusou',
    ]);
    expect(mails.map((x) => x.body.includes('Melhores candidatos: Bruno Recusa'))).toEqual([true]);
    const again = await ana.post(`/api/designacoes/${id}/recusar`, {});
    expect([again.statusCode, again.json().message]).toEqual([409, ESCALAS_MSG.notPending]);
    expect((await ana.post(`/api/designacoes/${id}/aceitar`, {})).statusCode).toBe(409);

    // Choosing her again for that Mass shows that she declined before.
    const cell = { celebracao_id: m.celebracao, data: sunday, funcao_id: m.funcoes[1].id, membro_id: anaMembro.id };
    const chosen = await admin.put('/api/escalas/designacoes', cell);
    expect(chosen.json().avisos.map((a: { tipo: string }) => a.tipo)).toContain('recusou_antes');
  });
});

describe('served or missed', () => {
  it('is marked by the coordinator after the celebration only; the counts follow; a volunteer may not mark it', async () => {
    const { m, id, sunday } = await published('Presença');
    const early = await signedInCaller(t.app, 'coord-acolitos');
    const before = await early.post(`/api/designacoes/${id}/presenca`, { status: 'servida' });
    expect([before.statusCode, before.json().errors?.status]).toEqual([422, [ESCALAS_MSG.presencaBeforeMass]]);
    const bad = await early.post(`/api/designacoes/${id}/presenca`, { status: 'talvez' });
    expect([bad.statusCode, bad.json().errors?.status]).toEqual([422, [ESCALAS_MSG.presencaInvalid]]);
    t.clock.advance(8 * 86_400_000);
    try {
      // Signed in again: a week later the earlier sessions have expired.
      const coord = await signedInCaller(t.app, 'coord-acolitos');
      const ana = await signedInCaller(t.app, 'dizimista');
      const self = await ana.post(`/api/designacoes/${id}/presenca`, { status: 'servida' });
      expect([self.statusCode, self.json().message]).toEqual([403, ESCALAS_MSG.manageForbidden]);
      const missed = await coord.post(`/api/designacoes/${id}/presenca`, { status: 'faltou' });
      expect(missed.json()).toMatchObject({ message: ESCALAS_MSG.presencaSaved, data: { status: 'faltou' } });
      const membros = async () =>
        (await coord.get(`/api/ministerios/${m.id}/membros`)).json().data as Array<{ id: number; nome: string; contagem: { mes: number; tres_meses: number } }>;
      // Missed: counted nowhere.
      expect((await membros()).find((x) => x.nome === 'Ana Presença')!.contagem).toEqual({ mes: 0, tres_meses: 0 });
      expect((await coord.post(`/api/designacoes/${id}/presenca`, { status: 'servida' })).json().data.status).toBe('servida');
      expect((await membros()).find((x) => x.nome === 'Ana Presença')!.contagem).toMatchObject(
        // Counted in the month of the Mass: this month's count, or the three months' once the clock is past it.
        sunday.slice(0, 7) === months(t.clock.now()).mes ? { mes: 1 } : { tres_meses: 1 },
      );
      const membro = (await membros()).find((x) => x.nome === 'Ana Presença')!;
      const historico = (await coord.get(`/api/ministerios/${m.id}/membros/${membro.id}`)).json().data.historico;
      expect(historico).toEqual([expect.objectContaining({ data: sunday, hora: '09:00', funcao_nome: 'Primeira', status: 'servida' })]);
      // Past the Mass, the volunteer can no longer answer it.
      const late = await ana.post(`/api/designacoes/${id}/recusar`, {});
      expect([late.statusCode, late.json().message]).toEqual([409, ESCALAS_MSG.cannotAnswerPast]);
    } finally {
      t.clock.reset();
    }
  });
});
