import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESCALAS_MSG } from '../../shared/schemas/escalas';
import { unzip } from '../lgpd/test-helpers';
import { createTestApp, type TestApp } from '../test/app';
import { nextSunday, signedInCaller, testMinisterio } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Rows of the rosters' tables that still name register `id` or hold `text`. */
async function rosterTraces(id: number, text: string): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM ministerio_membros WHERE register_id = $1)
          + (SELECT count(*) FROM escala_designacoes WHERE register_id = $1 OR motivo LIKE '%' || $2 || '%')
          + (SELECT count(*) FROM escala_recusas WHERE register_id = $1)
          + (SELECT count(*) FROM escala_indisponibilidades WHERE register_id = $1 OR motivo LIKE '%' || $2 || '%') AS n`,
    [id, text],
  );
  return Number(rows[0].n);
}

describe("the rosters in a person's data (LGPD)", () => {
  it("exports the person's memberships, assignments, declines and blockouts, and nobody else's; anonymising forgets them", async () => {
    const admin = await signedInCaller(t.app, 'secretaria');
    const m = await testMinisterio(admin, t.db, 'Acolhida (LGPD)', ['Ana Titular Escalas', 'Bruno Colega Escalas']);
    const [ana] = m.membros;
    const { rows: me } = await t.db.query<{ id: number }>("SELECT id FROM users WHERE username = 'dizimista'");
    const updated = await admin.put(`/api/ministerios/${m.id}/membros/${ana.id}`, {
      register_id: ana.register_id,
      user_id: me[0].id,
      funcoes: [m.funcoes[0].id],
      menor: true,
      preferencias: { vezes_por_mes: 2, celebracoes_preferidas: [m.celebracao] },
    });
    expect(updated.statusCode, updated.body).toBe(200);

    const sunday = nextSunday(t.clock.now());
    const dizimista = await signedInCaller(t.app, 'dizimista');
    const blocked = await dizimista.post('/api/indisponibilidades', {
      inicio: addDays(sunday, 7),
      fim: addDays(sunday, 7),
      motivo: 'Casamento da prima Quixaba',
    });
    expect(blocked.statusCode, blocked.body).toBe(201);
    const set = await admin.put('/api/escalas/designacoes', { celebracao_id: m.celebracao, data: sunday, funcao_id: m.funcoes[0].id, membro_id: ana.id });
    expect(set.statusCode, set.body).toBe(200);
    await admin.post('/api/escalas/publicar', { ministerio_id: m.id, mes: sunday.slice(0, 7) });
    const declined = await dizimista.post(`/api/designacoes/${set.json().data.id}/recusar`, { motivo: 'Plantão Quixaba' });
    expect(declined.json().message).toBe(ESCALAS_MSG.recusada);

    const res = await admin.get(`/api/registers/${ana.register_id}/export`);
    expect(res.statusCode).toBe(200);
    const text = (await unzip(res.rawPayload)).get('data.json')!.toString('utf8');
    const { escalas } = JSON.parse(text);
    expect(escalas.membros).toEqual([
      expect.objectContaining({ ministerio: 'Acolhida (LGPD)', funcoes: ['Primeira'], menor: true, vezes_por_mes: 2, celebracoes_preferidas: ['Missa 09:00'] }),
    ]);
    expect(escalas.designacoes).toEqual([
      expect.objectContaining({
        data: sunday,
        hora: '09:00',
        ministerio: 'Acolhida (LGPD)',
        funcao: 'Primeira',
        status: 'recusada',
        motivo: 'Plantão Quixaba',
      }),
    ]);
    expect(escalas.recusas).toEqual([{ data: sunday, celebracao: 'Missa 09:00' }]);
    expect(escalas.indisponibilidades).toEqual([
      { inicio: addDays(sunday, 7), fim: addDays(sunday, 7), repeticao: null, motivo: 'Casamento da prima Quixaba', repeticao_texto: null },
    ]);
    expect(text).not.toContain('Bruno Colega Escalas');

    expect(await rosterTraces(ana.register_id, 'Quixaba')).toBeGreaterThan(0);
    const anonymised = await admin.post(`/api/registers/${ana.register_id}/anonymise`, {});
    expect(anonymised.statusCode, anonymised.body).toBe(200);
    expect(await rosterTraces(ana.register_id, 'Quixaba')).toBe(0);
    const membros = (await admin.get(`/api/ministerios/${m.id}/membros`)).json().data as Array<{ nome: string }>;
    expect(membros.map((x) => x.nome)).toEqual(['Bruno Colega Escalas']);
    // The account that answered for her is no longer anyone's member.
    const minha = (await dizimista.get('/api/minha-escala')).json().data;
    expect([minha.membros, minha.designacoes, minha.indisponibilidades]).toEqual([[], [], []]);
  });
});
