import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SACRAMENTOS_MSG } from '../../shared/schemas/sacramentos';
import { parishIdOf, signedInCaller } from '../catechesis/test-helpers';
import { createTestApp, type TestApp } from '../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const baptism = (nome: string) => ({ nome, data: '2001-03-04', pai: 'Pedro', mae: 'Rita', padrinho: 'Paulo', celebrante: 'Pe. Luís', local: 'Matriz' });
const confirmation = (nome: string, extra: Record<string, unknown>) => ({ nome, data: '2020-06-07', pai: 'Pedro', mae: 'Rita', local: 'Matriz', ...extra });
const notesOf = async (c: Awaited<ReturnType<typeof signedInCaller>>, id: number) =>
  ((await c.get(`/api/sacramentos/batismo/${id}`)).json().data.anotacoes as Array<{ texto: string }>).map((a) => a.texto);

describe('the confirmation notice (c. 535 §2)', () => {
  it('notes a baptism here at once, sends a pending note to a parish of the portal, a letter elsewhere; refuses unknown ones', async () => {
    const sj = await signedInCaller(t.app, 'secretaria');
    const ap = await signedInCaller(t.app, 'outra');
    const apId = await parishIdOf(t.db, 'outra');
    const here = (await sj.post('/api/sacramentos/batismo', baptism('Caio Crisma Aqui'))).json().data.id as number;
    const there = (await ap.post('/api/sacramentos/batismo', baptism('Davi Crisma Lá'))).json().data.id as number;

    // Baptised here, the entry named: noted on it at once.
    const own = await sj.post('/api/sacramentos/crisma', confirmation('Caio Crisma Aqui', { batismo_registro_id: here }));
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().data).toMatchObject({ batismo_registro_id: here, paroquia_batismo_id: null });
    expect((await notesOf(sj, here)).filter((n) => /^Crismado\(a\) em 07\/06\/2020, em Matriz\. Crisma: livro \d+/.test(n))).toHaveLength(1);

    // Baptised in Aparecida: a pending note there, confirmed onto its entry in one click.
    const theirs = await sj.post(
      '/api/sacramentos/crisma',
      confirmation('Davi Crisma Lá', { paroquia_batismo_id: apId, data_batismo: '2001-03-04', batismo_livro: 3, batismo_folha: 12, batismo_termo: 45 }),
    );
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.json().data).toMatchObject({ paroquia_batismo_id: apId, batismo_livro: 3, batismo_folha: 12, batismo_termo: 45 });
    const pending = ((await ap.get('/api/anotacoes/pendentes')).json().data as Array<{ id: number; tipo: string; nome: string; texto: string }>).find(
      (a) => a.nome === 'Davi Crisma Lá',
    )!;
    expect(pending).toMatchObject({ tipo: 'crisma' });
    expect(pending.texto).toMatch(/^Crismado\(a\) em 07\/06\/2020, na Paróquia São José \(Matriz\)\. Crisma: livro \d+, folha \d+, termo \d+\.$/);
    expect((await ap.post(`/api/anotacoes/${pending.id}/confirmar`, { registro_id: there })).statusCode).toBe(200);
    expect(await notesOf(ap, there)).toContain(pending.texto);

    // Baptised outside the portal: the notice is a letter to that parish.
    const away = await sj.post(
      '/api/sacramentos/crisma',
      confirmation('Elias Crisma Fora', {
        paroquia_batismo: 'Paróquia Santa Cruz',
        paroquia_batismo_cidade: 'Valinhos',
        paroquia_batismo_diocese: 'Diocese de Campinas',
      }),
    );
    expect(away.statusCode, away.body).toBe(201);
    const letter = await t.db.query('SELECT modo, paroquia FROM crisma_notificacoes WHERE record_id = $1', [away.json().data.id]);
    expect(letter.rows).toEqual([{ modo: 'carta', paroquia: 'Paróquia Santa Cruz, Valinhos, Diocese de Campinas' }]);

    // A parish that is not on the portal, or another parish's baptism entry: refused, nothing written.
    const count = async () => (await t.db.query("SELECT count(*)::int AS n FROM sacramental_records WHERE kind = 'crisma'")).rows[0].n as number;
    const before = await count();
    const noParish = await sj.post('/api/sacramentos/crisma', confirmation('Fábio', { paroquia_batismo_id: 999_999 }));
    expect([noParish.statusCode, noParish.json().errors?.paroquia_batismo_id]).toEqual([422, [SACRAMENTOS_MSG.baptismParishNotFound]]);
    const notOurs = await sj.post('/api/sacramentos/crisma', confirmation('Fábio', { batismo_registro_id: there }));
    expect([notOurs.statusCode, notOurs.json().errors?.batismo_registro_id]).toEqual([422, [SACRAMENTOS_MSG.baptismEntryNotFound]]);
    expect(await count()).toBe(before);
  });
});
