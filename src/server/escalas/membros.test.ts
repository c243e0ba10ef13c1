import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESCALAS_MSG } from '../../shared/schemas/escalas';
import { createTestApp, type TestApp } from '../test/app';
import { addRegisters, parishIdOf } from '../catechesis/test-helpers';
import { nextSunday, seededMinisterio, signedInCaller, testMinisterio, userIdOf } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe("a ministry's members", () => {
  it('keeps a member’s register: deleting it is refused with the reason until the member is removed', async () => {
    const admin = await signedInCaller(t.app, 'secretaria');
    const m = await testMinisterio(admin, t.db, 'Acolhida (registros)', ['Ana Registro Membro']);
    const [ana] = m.membros;
    const cell = { celebracao_id: m.celebracao, data: nextSunday(t.clock.now()), funcao_id: m.funcoes[0].id, membro_id: ana.id };
    expect((await admin.put('/api/escalas/designacoes', cell)).statusCode).toBe(200);

    const refused = await admin.del(`/api/registers/${ana.register_id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ESCALAS_MSG.registerIsMember);
    expect((await admin.get(`/api/registers/${ana.register_id}`)).statusCode).toBe(200);

    const removed = await admin.del(`/api/ministerios/${m.id}/membros/${ana.id}`);
    expect(removed.json().message).toBe(ESCALAS_MSG.membroDeleted);
    const { rows } = await t.db.query('SELECT 1 FROM escala_designacoes WHERE membro_id = $1', [ana.id]);
    expect(rows).toEqual([]);
    expect((await admin.del(`/api/registers/${ana.register_id}`)).statusCode).toBe(200);
  });

  it('are changed with their positions, minor flag and account; a changed person takes the assignments along; bad choices are refused', async () => {
    const admin = await signedInCaller(t.app, 'secretaria');
    const m = await testMinisterio(admin, t.db, 'Acolhida (edição)', ['Ana Edição', 'Bruno Edição']);
    const [ana, bruno] = m.membros;
    const data = nextSunday(t.clock.now());
    const set = await admin.put('/api/escalas/designacoes', { celebracao_id: m.celebracao, data, funcao_id: m.funcoes[0].id, membro_id: ana.id });
    expect(set.statusCode).toBe(200);

    const [carla] = await addRegisters(t.db, await parishIdOf(t.db, 'secretaria'), ['Carla Edição']);
    const body = { register_id: carla, user_id: await userIdOf(t.db, 'tesoureiro'), funcoes: [m.funcoes[0].id], menor: true, familia: 'Edição' };
    const updated = await admin.put(`/api/ministerios/${m.id}/membros/${ana.id}`, body);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      message: ESCALAS_MSG.membroUpdated,
      data: { nome: 'Carla Edição', user_nome: 'Sebastião Ramos Pinto', funcoes: [m.funcoes[0].id], menor: true, familia: 'Edição' },
    });
    const grid = (await admin.get(`/api/escalas?ministerio_id=${m.id}&de=${data}&ate=${data}`)).json();
    expect(grid.celebracoes[0].funcoes[0].designacoes.map((d: { membro_nome: string }) => d.membro_nome)).toEqual(['Carla Edição']);
    const { rows } = await t.db.query<{ register_id: number }>('SELECT register_id FROM escala_designacoes WHERE membro_id = $1', [ana.id]);
    expect(rows).toEqual([{ register_id: carla }]);
    // Her old register is no longer a member: it may be deleted.
    expect((await admin.del(`/api/registers/${ana.register_id}`)).statusCode).toBe(200);

    const bad = async (change: object) =>
      (await admin.put(`/api/ministerios/${m.id}/membros/${bruno.id}`, { register_id: bruno.register_id, ...change })).json();
    expect((await bad({ register_id: carla })).errors).toEqual({ register_id: [ESCALAS_MSG.alreadyMember] });
    expect((await bad({ user_id: body.user_id })).errors).toEqual({ user_id: [ESCALAS_MSG.userAlreadyMember] });
    expect((await bad({ user_id: await userIdOf(t.db, 'outra') })).errors).toEqual({ user_id: [ESCALAS_MSG.userNotInParish] });
    const leitores = await seededMinisterio(t.db, 'Leitores');
    expect((await bad({ funcoes: [leitores.funcoes[0].id] })).errors).toEqual({ funcoes: [ESCALAS_MSG.funcaoNotFound] });
    const outraRegister = (
      await t.db.query<{ id: number }>("SELECT min(r.id) AS id FROM registers r JOIN users u ON u.paroquia_id = r.paroquia_id WHERE u.username = 'outra'")
    ).rows[0].id;
    expect((await bad({ register_id: outraRegister })).errors).toEqual({ register_id: [ESCALAS_MSG.registerNotInParish] });
    expect((await admin.put(`/api/ministerios/${m.id}/membros/999999`, { register_id: bruno.register_id })).statusCode).toBe(404);
    expect((await admin.del(`/api/ministerios/${m.id}/membros/999999`)).statusCode).toBe(404);
    // A member of another ministry is not found through this one.
    expect((await admin.get(`/api/ministerios/${leitores.id}/membros/${bruno.id}`)).statusCode).toBe(404);
  });
});
