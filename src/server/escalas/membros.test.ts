import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESCALAS_MSG } from '../../shared/schemas/escalas';
import { createTestApp, type TestApp } from '../test/app';
import { nextSunday, signedInCaller, testMinisterio } from './test-helpers';

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
});
