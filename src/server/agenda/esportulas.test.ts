import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENDA_MSG, EsportulaList, type Esportula } from '../../shared/schemas/agenda';
import { MSG } from '../../shared/messages';
import { addDays } from '../../shared/plain-date';
import { apiCalls } from '../test/api-calls';
import { createTestApp, type TestApp } from '../test/app';
import { signIn } from '../test/http';
import { pdfText } from '../test/pdf-text';

/**
 * Mass stipends: the office (role 2) takes an offering with an intention but books nothing; a treasurer
 * confirms it into the stipends' account, apart from the tithe's lists, totals and reports; a booked one
 * is undone only by the treasurer's reversal, never by deleting the intention.
 */
let t: TestApp;
const cookies: Record<string, string> = {};
const { get, post, ok, errorsOf } = apiCalls(() => t, cookies, 'tesoureiro');
const del = (url: string, as: string) => t.app.inject({ method: 'DELETE', url, headers: { cookie: cookies[as] } });
let today: string;
let celebracao: number;

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['gestora', 'tesoureiro', 'acolito']) cookies[user] = await signIn(t.app, user);
  today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(t.clock.now());
  const ent = (await t.db.query<{ ent_id: number }>("SELECT ent_id FROM communities WHERE ent_name = 'Capela São Benedito'")).rows[0].ent_id;
  const body = { tipo: 'missa', titulo: 'Missa das espórtulas', ent_id: ent, regra: 'FREQ=DAILY', hora: '18:00', inicio: addDays(today, 1) };
  celebracao = ok(await post('/api/agenda/celebracoes', body, 'gestora'), 201).data.id;
}, 120_000);
afterAll(() => t?.close());

const ledger = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contributions')).rows[0].n;
/** What the tithe shows for today: the contributions list's totals and the report's total. */
async function tithe() {
  const list = ok(await get(`/api/dizimo/contribuicoes?de=${today}&ate=${today}&limit=1000`));
  const report = ok(await get(`/api/dizimo/relatorios?de=${today}&ate=${today}`));
  return { ids: list.data.map((c: { id: number }) => c.id) as number[], totais: list.totais, report: report.total_centavos as number };
}
const pending = async () => EsportulaList.parse(ok(await get('/api/agenda/esportulas?estado=pendente&limit=100')));

describe('Mass stipends', () => {
  it('an offering taken by the office waits for a treasurer; confirmed, it is booked in the stipends’ account with a receipt in the treasurer’s name, apart from the tithe', async () => {
    const before = { rows: await ledger(), tithe: await tithe() };
    expect(
      errorsOf(
        await post(
          '/api/agenda/intencoes',
          {
            celebracao_id: celebracao,
            data: addDays(today, 2),
            intencao: 'Pela alma de Zé',
            tipo: 'falecido',
            solicitante: 'Maria',
            oferta_centavos: 100_000_00,
          },
          'gestora',
        ),
      ).oferta_centavos,
    ).toEqual([AGENDA_MSG.ofertaMax]);
    const made = ok(
      await post(
        '/api/agenda/intencoes',
        { celebracao_id: celebracao, data: addDays(today, 2), intencao: 'Pela alma de Zé', tipo: 'falecido', solicitante: 'Maria Lima', oferta_centavos: 2500 },
        'gestora',
      ),
      201,
    ).data;
    expect(made).toMatchObject({ oferta_centavos: 2500, oferta_estado: 'pendente' });
    expect(await ledger()).toBe(before.rows);

    // The treasurer's pending list; the office neither lists nor confirms.
    const list = await pending();
    const row = list.data.find((e) => e.id === made.id)!;
    expect(row).toMatchObject({
      estado: 'pendente',
      solicitante: 'Maria Lima',
      oferta_centavos: 2500,
      missa: 'Missa das espórtulas',
      ent_name: 'Capela São Benedito',
      registrada_por: 'Cláudia Regina Teixeira',
      recibo_numero: null,
    });
    expect(row).not.toHaveProperty('intencao');
    expect(list.pendentes_centavos).toBeGreaterThanOrEqual(2500);
    expect((await get('/api/agenda/esportulas', 'gestora')).json()).toEqual({ message: MSG.forbidden });
    expect((await post(`/api/agenda/esportulas/${made.id}/confirmar`, {}, 'gestora')).statusCode).toBe(403);

    const confirmed = ok(await post(`/api/agenda/esportulas/${made.id}/confirmar`, { metodo: 'pix' }));
    expect(confirmed.message).toBe(AGENDA_MSG.esportulaConfirmed);
    const e: Esportula = confirmed.data;
    expect(e).toMatchObject({ estado: 'confirmada', recibo_numero: expect.stringMatching(/^\d{4}\/\d{6}$/) });
    const { rows } = await t.db.query('SELECT conta, amount_cents, tither_id, method, received_by_name, received_on::text FROM contributions WHERE id = $1', [
      e.contribuicao_id,
    ]);
    expect(rows[0]).toEqual({
      conta: 'esportula',
      amount_cents: 2500,
      tither_id: null,
      method: 'pix',
      received_by_name: 'Sebastião Ramos Pinto',
      received_on: today,
    });
    expect((await post(`/api/agenda/esportulas/${made.id}/confirmar`, {})).json()).toEqual({ message: AGENDA_MSG.esportulaAlreadyConfirmed });
    expect((await pending()).data.some((x) => x.id === made.id)).toBe(false);

    // Not a tithe: the contributions list, its totals and the report are as before.
    const after = await tithe();
    expect(after.ids).not.toContain(e.contribuicao_id);
    expect(after.totais).toEqual(before.tithe.totais);
    expect(after.report).toBe(before.tithe.report);

    const receipt = await get(`/api/agenda/esportulas/${made.id}/recibo`);
    expect(receipt.statusCode).toBe(200);
    const text = await pdfText(receipt.rawPayload);
    for (const part of [
      `RECIBO Nº ${e.recibo_numero}`,
      'Maria Lima',
      'referente à espórtula',
      'Missa das espórtulas',
      'Sebastião Ramos Pinto',
      'vinte e cinco reais',
    ])
      expect(text).toContain(part);
    expect(text).not.toContain('Pela alma de Zé');
    expect(text).not.toContain('ESTORNADO');
    const intention = ok(await get(`/api/agenda/intencoes?celebracao_id=${celebracao}&data=${addDays(today, 2)}`, 'gestora')).data[0];
    expect(intention.oferta_estado).toBe('confirmada');
  });

  it('deleting an intention whose offering is booked is refused until the treasurer reverses it; the reversal stays in the stipends’ account', async () => {
    const made = ok(
      await post(
        '/api/agenda/intencoes',
        {
          celebracao_id: celebracao,
          data: addDays(today, 3),
          intencao: 'Em ação de graças',
          tipo: 'acao_de_gracas',
          solicitante: 'João',
          oferta_centavos: 4000,
        },
        'gestora',
      ),
      201,
    ).data;
    const booked: Esportula = ok(await post(`/api/agenda/esportulas/${made.id}/confirmar`, {})).data;
    const rows = await ledger();
    expect((await del(`/api/agenda/intencoes/${made.id}`, 'gestora')).json()).toEqual({ message: AGENDA_MSG.ofertaLancada });
    expect(await ledger()).toBe(rows);
    const before = await tithe();
    const reversal = ok(await post(`/api/dizimo/contribuicoes/${booked.contribuicao_id}/estorno`, { motivo: 'Missa não pôde ser atendida' }), 201).data;
    const { rows: kept } = await t.db.query('SELECT conta, amount_cents FROM contributions WHERE id = $1', [reversal.id]);
    expect(kept[0]).toEqual({ conta: 'esportula', amount_cents: -4000 });
    expect(await tithe()).toEqual(before);
    expect(ok(await get(`/api/agenda/esportulas?estado=estornada`)).data.map((x: Esportula) => x.id)).toContain(made.id);
    expect(await pdfText((await get(`/api/agenda/esportulas/${made.id}/recibo`)).rawPayload)).toContain('ESTORNADO');
    ok(await del(`/api/agenda/intencoes/${made.id}`, 'gestora'));
    // A pending offering never reached the books: its intention is deleted freely.
    const loose = ok(
      await post(
        '/api/agenda/intencoes',
        { celebracao_id: celebracao, data: addDays(today, 3), intencao: 'Pelos enfermos', tipo: 'outra', solicitante: 'Rita', oferta_centavos: 1000 },
        'gestora',
      ),
      201,
    ).data;
    ok(await del(`/api/agenda/intencoes/${loose.id}`, 'gestora'));
    expect((await post(`/api/agenda/esportulas/${loose.id}/confirmar`, {})).json()).toEqual({ message: AGENDA_MSG.esportulaNotFound });
  });

  it('the database keeps a stipend anonymous, and a reversal in the account of what it reverses', async () => {
    const { rows } = await t.db.query<{ id: number; paroquia_id: number }>(
      "SELECT id, paroquia_id FROM contributions WHERE conta = 'esportula' AND reverses IS NULL LIMIT 1",
    );
    const tither = (await t.db.query<{ id: number }>('SELECT id FROM tithers WHERE paroquia_id = $1 LIMIT 1', [rows[0].paroquia_id])).rows[0].id;
    await expect(t.db.query('UPDATE contributions SET tither_id = $2 WHERE id = $1', [rows[0].id, tither])).rejects.toThrow(/contributions_esportula_anonima/);
    const unreversed = (
      await t.db.query<{ id: number }>(
        "SELECT c.id FROM contributions c WHERE conta = 'dizimo' AND reverses IS NULL AND NOT EXISTS (SELECT 1 FROM contributions x WHERE x.reverses = c.id) LIMIT 1",
      )
    ).rows[0].id;
    await expect(
      t.db.query(
        "INSERT INTO contributions (paroquia_id, amount_cents, received_on, competence, method, reverses, conta) SELECT paroquia_id, -amount_cents, received_on, competence, method, id, 'esportula' FROM contributions WHERE id = $1",
        [unreversed],
      ),
    ).rejects.toThrow(/contributions_estorno_mesma_conta/);
  });
});
