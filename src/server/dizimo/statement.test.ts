/**
 * The bank statement (OFX) against the real database, with fixtures in the banks' shapes
 * (./fixtures/ofx): never a tithe lost, never money invented, never a file refused for one line.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpfFromBase } from '../../shared/cpf';
import { DIZIMO_MSG, type PendingCredit } from '../../shared/schemas/dizimo';
import { apiCalls } from '../test/api-calls';
import { createTestApp, type TestApp } from '../test/app';
import { multipart } from '../test/files';
import { signIn } from '../test/http';
import { OFX_MSG } from './ofx';

let t: TestApp;
const cookies: Record<string, string> = {};
let saoJose: number;
const { get, post, ok, errorsOf } = apiCalls(() => t, cookies, 'tesoureiro');

const fixture = (name: string) => readFileSync(new URL(`./fixtures/ofx/${name}`, import.meta.url));
function upload(data: Buffer, as = 'tesoureiro') {
  const body = multipart([{ name: 'arquivo', filename: 'extrato.ofx', type: 'application/x-ofx', data }]);
  return t.app.inject({ method: 'POST', url: '/api/dizimo/extrato', headers: { ...body.headers, cookie: cookies[as] }, payload: body.payload });
}
const count = async (sql: string) => (await t.db.query<{ n: number }>(sql, [saoJose])).rows[0].n;
const lines = () => count('SELECT count(*)::int AS n FROM bank_credits WHERE paroquia_id = $1');
const contributions = () => count('SELECT count(*)::int AS n FROM contributions WHERE paroquia_id = $1');
const pending = async (): Promise<PendingCredit[]> => ok(await get('/api/dizimo/extrato/pendentes')).data;
/** A statement in Banco do Brasil's SGML with the given credits (fitid, day, amount, memo), on one account. */
const bbFile = (credits: Array<[string, string, string, string]>) =>
  Buffer.from(
    [
      'OFXHEADER:100',
      'DATA:OFXSGML',
      'VERSION:102',
      'SECURITY:NONE',
      'ENCODING:USASCII',
      'CHARSET:1252',
      'COMPRESSION:NONE',
      'OLDFILEUID:NONE',
      'NEWFILEUID:NONE',
      '',
      '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>BRL<BANKACCTFROM><BANKID>1<BRANCHID>3069-2<ACCTID>77777-7<ACCTTYPE>CHECKING</BANKACCTFROM><BANKTRANLIST>',
      ...credits.map(
        ([fitid, day, amount, memo]) =>
          `<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>${day}120000[-3:BRT]<TRNAMT>${amount}<FITID>${fitid}<CHECKNUM>000000<MEMO>${memo}</STMTTRN>`,
      ),
      '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
    ].join('\r\n'),
    'latin1',
  );

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['tesoureiro', 'outra']) cookies[user] = await signIn(t.app, user);
  saoJose = (await t.db.query<{ paroquia_id: number }>("SELECT paroquia_id FROM users WHERE username = 'tesoureiro'")).rows[0].paroquia_id;
}, 120_000);
afterAll(() => t?.close());

describe('importing a statement', () => {
  it('Banco do Brasil: equal credits on one day and a second account sharing a FITID all land; the balance is skipped; importing again changes nothing', async () => {
    const before = { lines: await lines(), contributions: await contributions(), pending: (await pending()).length };
    const first = ok(await upload(fixture('bb-duas-contas-1252.ofx')));
    // Six credits: DZ000001's is booked to that card at once, five wait (three of them R$ 50,00 with FITID 20261110050000).
    expect(first).toEqual({ message: DIZIMO_MSG.ofxImported, importadas: 1, taxas: 0, repetidas: 0, pendentes: before.pending + 5, saldos: 1, recusadas: [] });
    expect(await lines()).toBe(before.lines + 6);
    expect(await contributions()).toBe(before.contributions + 1);
    const fifties = (await pending()).filter((p) => p.fitid === '20261110050000');
    expect(fifties.map((p) => [p.valor_centavos, p.data])).toEqual([
      [5000, '2026-11-10'],
      [5000, '2026-11-10'],
      [5000, '2026-11-10'],
    ]);
    const booked = ok(await get('/api/dizimo/contribuicoes?metodo=pix&de=2026-11-12&ate=2026-11-12&limit=1000')).data;
    expect(booked).toContainEqual(expect.objectContaining({ numero_carne: '000001', valor_centavos: 8000, observacao: 'PIX do extrato (20261112080000)' }));

    const again = ok(await upload(fixture('bb-duas-contas-1252.ofx')));
    expect(again).toMatchObject({ importadas: 0, repetidas: 6, pendentes: before.pending + 5, saldos: 1 });
    expect(await lines()).toBe(before.lines + 6);
    expect(await contributions()).toBe(before.contributions + 1);
  });

  it('a line imported before lines had an identity (FITID alone) is the first of its kind: a second equal credit lands now', async () => {
    await t.db.query(
      "INSERT INTO bank_credits (paroquia_id, fitid, received_on, amount_cents, description) VALUES ($1, 'ANTIGO-1', '2026-10-05', 5000, 'Pix - Recebido')",
      [saoJose],
    );
    const before = await lines();
    const file = bbFile([
      ['ANTIGO-1', '20261005', '50.00', 'Pix - Recebido'],
      ['ANTIGO-1', '20261005', '50.00', 'Pix - Recebido'],
    ]);
    expect(ok(await upload(file))).toMatchObject({ importadas: 0, repetidas: 1 });
    expect(ok(await upload(file))).toMatchObject({ importadas: 0, repetidas: 2 });
    expect(await lines()).toBe(before + 1);
  });

  it('Itaú: SALDO ANTERIOR and SALDO TOTAL DISPONÍVEL DIA are skipped and counted, never booked', async () => {
    const before = await lines();
    expect(ok(await upload(fixture('itau-saldos-1252.ofx')))).toMatchObject({ importadas: 0, repetidas: 0, saldos: 3, recusadas: [] });
    expect(await lines()).toBe(before + 2);
    expect((await pending()).some((p) => /saldo/i.test(p.descricao))).toBe(false);
  });

  it('a compact one-line file, Nubank without </BANKTRANLIST> and empty FITIDs are imported, and again change nothing', async () => {
    for (const [name, added, booked] of [
      ['compacto-uma-linha.ofx', 2, 1],
      ['nubank-sem-fechamento.ofx', 2, 0],
      ['fitid-vazio-2x.ofx', 2, 0],
    ] as const) {
      const before = await lines();
      expect(ok(await upload(fixture(name))), name).toMatchObject({ importadas: booked, repetidas: 0, recusadas: [] });
      expect(ok(await upload(fixture(name))), name).toMatchObject({ importadas: 0, repetidas: added });
      expect(await lines(), name).toBe(before + added);
    }
  });

  it('a credit-card statement is refused with a clear message, and nothing is recorded', async () => {
    const before = await lines();
    expect(errorsOf(await upload(fixture('cartao-de-credito.ofx'))).arquivo).toEqual([OFX_MSG.creditCard]);
    expect(await lines()).toBe(before);
  });

  it('a card number or amount out of range, an unreadable date or a bad character reference: each line refused or kept on its own, never a 500', async () => {
    const before = { lines: await lines(), contributions: await contributions() };
    const result = ok(await upload(fixture('linhas-fora-do-limite.ofx')));
    expect(result.recusadas.map((r: { linha: number; motivo: string }) => [r.linha, r.motivo])).toEqual([
      [1, OFX_MSG.card('DZ99999999999')],
      [2, OFX_MSG.overLimit],
      [3, OFX_MSG.overLimit],
      [5, OFX_MSG.date],
      [6, OFX_MSG.amount],
    ]);
    expect(result).toMatchObject({ importadas: 0, repetidas: 0 });
    expect(await lines()).toBe(before.lines + 1);
    expect(await contributions()).toBe(before.contributions);
    expect((await pending()).find((p) => p.fitid === 'B004')?.descricao).toBe('PIX RECEBIDO &#99999999; &#xD800; é ANA');
  });

  it('the database holds the same limits: an entry above R$ 1.000.000,00, a card above 999999, a day before 1900', async () => {
    await expect(
      t.db.query("INSERT INTO bank_credits (paroquia_id, fitid, received_on, amount_cents, description) VALUES ($1, 'X', '2026-01-01', 100000001, 'x')", [
        saoJose,
      ]),
    ).rejects.toThrow(/bank_credits_amount_limit/);
    await expect(
      t.db.query("INSERT INTO bank_credits (paroquia_id, fitid, received_on, amount_cents, description) VALUES ($1, 'X', '0001-01-01', 100, 'x')", [saoJose]),
    ).rejects.toThrow(/bank_credits_received_on_check/);
    await expect(
      t.db.query('UPDATE tithers SET card_number = 1000000 WHERE id = (SELECT min(id) FROM tithers WHERE paroquia_id = $1)', [saoJose]),
    ).rejects.toThrow(/tithers_card_number_max/);
  });
});

describe('pending credits', () => {
  it('suggest a tither by the visible digits of a masked CPF and by name (accents aside), booked with one click', async () => {
    // Two tithers of São José whose registers the statements name: one by CPF ('•••.456.789-••'), one by name.
    const { rows } = await t.db.query<{ id: number; register_id: number }>(
      'SELECT id, register_id FROM tithers WHERE paroquia_id = $1 AND card_number > 2 ORDER BY card_number LIMIT 2',
      [saoJose],
    );
    const [byCpf, byName] = rows;
    await t.db.query("UPDATE registers SET name = 'José Augusto Prates', cpf = $2 WHERE id = $1", [byCpf.register_id, cpfFromBase('123456789')]);
    await t.db.query("UPDATE registers SET name = 'Maria de Lourdes Quintanilha', cpf = NULL WHERE id = $1", [byName.register_id]);
    const others = await count(
      "SELECT count(*)::int AS n FROM tithers t JOIN registers r ON r.id = t.register_id WHERE t.paroquia_id = $1 AND (r.cpf LIKE '___456789__' OR r.name_search LIKE 'maria de lourdes%')",
    );
    expect(others).toBe(2);

    const list = await pending();
    const cpfLine = list.find((p) => p.descricao === 'Pix - Recebido 11/11 09:05 •••.456.789-•• JOSÉ AUGUSTO')!;
    expect(cpfLine.sugestao).toMatchObject({ dizimista_id: byCpf.id, nome: 'José Augusto Prates', por: 'cpf' });
    const nameLine = list.find((p) => p.descricao === 'Pix - Recebido 10/11 14:32 MARIA DE LOURDES')!;
    expect(nameLine.sugestao).toMatchObject({ dizimista_id: byName.id, nome: 'Maria de Lourdes Quintanilha', por: 'nome' });
    // Nubank's 'JOÃO DA SILVA - •••.456.789-••': the CPF names the tither, whatever the name says.
    expect(list.find((p) => p.descricao.includes('JOÃO DA SILVA'))!.sugestao).toMatchObject({ dizimista_id: byCpf.id, por: 'cpf' });
    // 'PIX RECEBIDO — CARLOS A SOUZA & FILHOS' names nobody of the parish.
    expect(list.find((p) => p.descricao.includes('CARLOS A SOUZA'))!.sugestao).toBeNull();

    ok(await post(`/api/dizimo/extrato/pendentes/${nameLine.id}`, { dizimista_id: nameLine.sugestao!.dizimista_id }), 201);
    const booked = ok(await get(`/api/dizimo/contribuicoes?dizimista_id=${byName.id}&de=2026-11-10&ate=2026-11-10`)).data;
    expect(booked).toContainEqual(expect.objectContaining({ valor_centavos: 12000, metodo: 'pix', observacao: 'PIX do extrato (20261110120000)' }));
    expect((await pending()).some((p) => p.id === nameLine.id)).toBe(false);
  });

  it('the treasurer dismisses a pending credit: it leaves the list, stays recorded, and can no longer be booked', async () => {
    const credit = (await pending()).find((p) => p.fitid === '0000000001')!;
    expect(ok(await post(`/api/dizimo/extrato/pendentes/${credit.id}/descartar`, { motivo: 'Transferência entre contas da paróquia' }))).toEqual({
      message: DIZIMO_MSG.creditDismissed,
    });
    expect((await pending()).some((p) => p.id === credit.id)).toBe(false);
    const { rows } = await t.db.query<{ dismissed_reason: string; contribution_id: number | null }>(
      'SELECT dismissed_reason, contribution_id FROM bank_credits WHERE id = $1',
      [credit.id],
    );
    expect(rows[0]).toEqual({ dismissed_reason: 'Transferência entre contas da paróquia', contribution_id: null });
    expect((await post(`/api/dizimo/extrato/pendentes/${credit.id}`, {})).json()).toEqual({ message: DIZIMO_MSG.creditNotFound });
    expect((await post(`/api/dizimo/extrato/pendentes/${credit.id}/descartar`, {})).statusCode).toBe(404);
    // Another parish's treasurer cannot reach it.
    const mine = (await pending())[0];
    expect((await post(`/api/dizimo/extrato/pendentes/${mine.id}/descartar`, {}, 'outra')).statusCode).toBe(404);
    expect((await pending()).some((p) => p.id === mine.id)).toBe(true);
  });
});
