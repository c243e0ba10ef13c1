import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCents } from '../../shared/money';
import { CAIXA_MSG, type Balancete, type Conciliacao, type Lancamento, type Portador } from '../../shared/schemas/caixa';
import { createTestApp, type TestApp } from '../test/app';
import { GIF_1PX, multipart, PNG_1PX } from '../test/files';
import { unzip } from '../lgpd/test-helpers';
import { signIn } from '../test/http';
import { pdfText } from '../test/pdf-text';
import { caixaCalls } from './test-helpers';

let t: TestApp;
const cookies: Record<string, string> = {};
let today: string;
const { call, ok, errorsOf, postEntry, pdfFile, conta, portadores, entries } = caixaCalls(() => t, cookies);

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['admin', 'secretaria', 'tesoureiro', 'gestora', 'acolito', 'dizimista', 'outra']) cookies[user] = await signIn(t.app, user);
  today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(t.clock.now());
}, 120_000);
afterAll(() => t?.close());

describe('chart of accounts', () => {
  it('starts with the common parish plan and grows on two levels, codes given by the server', async () => {
    const dizimo = await conta('dizimo');
    expect(dizimo).toMatchObject({ codigo: '1.01', nome: 'Dízimo', tipo: 'receita', pai_id: null });
    expect((await conta('repasse')).nome).toBe('Repasse à diocese');
    const top = ok(await call('POST', '/api/caixa/contas', 'tesoureiro', { nome: 'Bazar', tipo: 'receita' }), 201);
    expect(top.message).toBe(CAIXA_MSG.contaCreated);
    expect(top.data.codigo).toMatch(/^1\.\d{2}$/);
    const sub = ok(await call('POST', '/api/caixa/contas', 'tesoureiro', { nome: 'Dízimo - Capela Santa Luzia', pai_id: dizimo.id }), 201).data;
    expect(sub).toMatchObject({ codigo: '1.01.01', tipo: 'receita', pai_id: dizimo.id });
    expect(errorsOf(await call('POST', '/api/caixa/contas', 'tesoureiro', { nome: 'Terceiro nível', pai_id: sub.id })).pai_id).toEqual([CAIXA_MSG.contaNivel]);
    expect(errorsOf(await call('POST', '/api/caixa/contas', 'tesoureiro', { nome: 'bazar', tipo: 'receita' })).nome).toEqual([CAIXA_MSG.contaNomeRepetido]);
    expect(errorsOf(await call('POST', '/api/caixa/contas', 'tesoureiro', { nome: 'X' })).tipo).toEqual([CAIXA_MSG.contaTipoInvalid]);
  });
});

describe('entries', () => {
  let caixa: Portador;
  it('books an expense with its fiscal document; refuses one without, or with a file that is not a PDF or image', async () => {
    caixa = (await portadores()).find((p) => p.tipo === 'caixa' && p.padrao)!;
    const energia = await conta('Energia elétrica');
    const fields = {
      conta_id: energia.id,
      portador_id: caixa.id,
      data: today,
      valor_centavos: 31250,
      descricao: 'Conta de luz',
      documento_tipo: 'conta_consumo',
      documento_numero: '123',
    };
    const created = ok(await postEntry(fields, 'tesoureiro', pdfFile()), 201);
    expect(created.data).toMatchObject({ tipo: 'despesa', valor_centavos: -31250, conta_nome: 'Energia elétrica', lancado_por: 'Sebastião Ramos Pinto' });
    const doc = await t.app.inject({ url: created.data.documento_url, headers: { cookie: cookies.gestora } });
    expect(doc.statusCode).toBe(200);
    expect((await t.app.inject({ url: created.data.documento_url, headers: { cookie: cookies.acolito } })).statusCode).toBe(404);
    expect(errorsOf(await postEntry(fields)).documento).toEqual([CAIXA_MSG.documentoRequired]);
    const text = { filename: 'nota.pdf', type: 'application/pdf', data: Buffer.from('não sou um PDF') };
    expect(errorsOf(await postEntry(fields, 'tesoureiro', text)).documento).toEqual([CAIXA_MSG.documentoNotPdfOrImage]);
    expect(ok(await postEntry(fields, 'tesoureiro', { filename: 'foto.png', type: 'image/png', data: PNG_1PX }), 201).data.documento_url).toMatch(/\.png$/);
    expect(ok(await postEntry(fields, 'tesoureiro', { filename: 'foto.gif', type: 'image/gif', data: GIF_1PX }), 422).errors.documento).toEqual([
      CAIXA_MSG.documentoNotPdfOrImage,
    ]);
    expect(errorsOf(await postEntry({ ...fields, documento_tipo: 'recibo' }, 'tesoureiro', pdfFile())).documento_tipo).toEqual([
      CAIXA_MSG.documentoTipoInvalid,
    ]);
    expect(errorsOf(await postEntry({ ...fields, valor_centavos: 1_000_000_001 }, 'tesoureiro', pdfFile())).valor_centavos).toEqual([CAIXA_MSG.valorMax]);
  });

  it('reverses an entry once; a reversal of a reversal is refused', async () => {
    const list = await entries(`portador_id=${caixa.id}&limit=5`);
    const expense = list.data.find((e: Lancamento) => e.tipo === 'despesa' && !e.estornado)!;
    const reversal = ok(await call('POST', `/api/caixa/lancamentos/${expense.id}/estorno`, 'tesoureiro', { motivo: 'Lançado em dobro' }), 201).data;
    expect(reversal).toMatchObject({ estorno_de: expense.id, valor_centavos: -expense.valor_centavos, motivo: 'Lançado em dobro' });
    expect(ok(await call('POST', `/api/caixa/lancamentos/${reversal.id}/estorno`, 'tesoureiro', { motivo: 'De novo' }), 409).message).toBe(
      CAIXA_MSG.reversalOfReversal,
    );
    expect(ok(await call('POST', `/api/caixa/lancamentos/${expense.id}/estorno`, 'tesoureiro', { motivo: 'De novo' }), 409).message).toBe(
      CAIXA_MSG.alreadyReversed,
    );
  });

  it('a transfer is one entry with two equal sides', async () => {
    const bank = ok(
      await call('POST', '/api/caixa/portadores', 'tesoureiro', {
        tipo: 'banco',
        nome: 'Banco do Brasil',
        banco: '001',
        agencia: '1234-5',
        conta: '98765-4',
        saldo_inicial_data: today,
        padrao: true,
      }),
      201,
    ).data;
    const unequal = { data: today, origem: { portador_id: caixa.id, valor_centavos: 1000 }, destino: { portador_id: bank.id, valor_centavos: 999 } };
    expect(errorsOf(await call('POST', '/api/caixa/transferencias', 'tesoureiro', unequal))['destino.valor_centavos']).toEqual([CAIXA_MSG.transferUnequal]);
    const done = ok(
      await call('POST', '/api/caixa/transferencias', 'tesoureiro', { ...unequal, destino: { portador_id: bank.id, valor_centavos: 1000 } }),
      201,
    ).data;
    expect(done).toMatchObject({ tipo: 'transferencia', valor_centavos: -1000, destino_id: bank.id });
    const after = (await portadores()).find((p) => p.id === bank.id)!;
    expect(after.saldo_centavos).toBe(1000);
  });

  it('the cash book as it opens reads the parish’s totals on any page, kept as entries are booked, reversed and removed', async () => {
    const totalsOf = async (query: string) => {
      const res = ok(await call('GET', `/api/caixa/lancamentos${query}`, 'tesoureiro'));
      return { total: res.meta.total, ...res.totais };
    };
    const opened = () => totalsOf('');
    // The same entries through a filter, summed from the rows.
    const summed = () => totalsOf('?de=1900-01-01');
    const before = await opened();
    expect(before).toEqual(await summed());
    // Past the last page no entry carries them: they are read on their own.
    expect(await totalsOf(`?limit=100&page=${Math.ceil(before.total / 100) + 1}`)).toEqual(before);
    const fields = { conta_id: (await conta('Energia elétrica')).id, portador_id: caixa.id, data: today, valor_centavos: 500, descricao: 'Lâmpadas' };
    const expense = ok(await postEntry({ ...fields, documento_tipo: 'cupom_fiscal', documento_numero: '77' }, 'tesoureiro', pdfFile()), 201).data as Lancamento;
    const booked = { ...before, total: before.total + 1, saidas_centavos: before.saidas_centavos + 500, quantidade: before.quantidade + 1 };
    expect(await opened()).toEqual({ ...booked, saldo_centavos: before.saldo_centavos - 500 });
    ok(await call('POST', `/api/caixa/lancamentos/${expense.id}/estorno`, 'tesoureiro', { motivo: 'Lançado em dobro' }), 201);
    expect(await opened()).toEqual(await summed());
    expect((await opened()).saldo_centavos).toBe(before.saldo_centavos);
    // Removed in SQL (the book refuses changes, not a parish's removal): the totals follow.
    await t.db.query('DELETE FROM caixa_lancamentos WHERE estorno_de = $1', [expense.id]);
    await t.db.query('DELETE FROM caixa_lancamentos WHERE id = $1', [expense.id]);
    expect(await opened()).toEqual(before);
  });
});

/** A bank statement with the day's PIX credits, as the tithe's import reads it (OFX 1.x SGML). */
const pixStatement = (day: string, credits: Array<{ fitid: string; cents: number; memo: string }>) =>
  Buffer.from(
    `OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>BRL<BANKACCTFROM><BANKID>001<BRANCHID>1234<ACCTID>98765</BANKACCTFROM><BANKTRANLIST>` +
      credits
        .map((c) => `<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>${day.replace(/-/g, '')}<TRNAMT>${(c.cents / 100).toFixed(2)}<FITID>${c.fitid}<MEMO>${c.memo}</STMTTRN>`)
        .join('') +
      `</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`,
  );

describe('income flows in from the portal', () => {
  it("a Sunday's contributions appear once in the cash book, cash in the cash box and PIX in the bank, also when the day's import is re-run", async () => {
    const { rows } = await t.db.query<{ id: number; card_number: number }>(
      "SELECT t.id, t.card_number FROM tithers t JOIN users u ON u.paroquia_id = t.paroquia_id WHERE u.username = 'tesoureiro' AND t.status = 1 ORDER BY t.id LIMIT 2",
    );
    const cash = ok(
      await call('POST', '/api/dizimo/contribuicoes', 'tesoureiro', {
        dizimista_id: rows[0].id,
        valor_centavos: 7700,
        data: today,
        competencia: today.slice(0, 7),
        metodo: 'dinheiro',
      }),
      201,
    ).data;
    const ofx = pixStatement(today, [
      { fitid: `T31-${Date.now()}-1`, cents: 4300, memo: `PIX RECEBIDO TXID DZ${String(rows[0].card_number).padStart(6, '0')}` },
      { fitid: `T31-${Date.now()}-2`, cents: 5100, memo: `PIX RECEBIDO TXID DZ${String(rows[1].card_number).padStart(6, '0')}` },
    ]);
    const importDay = () => {
      const body = multipart([{ name: 'arquivo', filename: 'extrato.ofx', type: 'application/x-ofx', data: ofx }]);
      return t.app.inject({ method: 'POST', url: '/api/dizimo/extrato', headers: { ...body.headers, cookie: cookies.tesoureiro }, payload: body.payload });
    };
    expect(ok(await importDay()).importadas).toBe(2);
    expect(ok(await importDay()).importadas).toBe(0);
    const booked = await t.db.query<{ contribution_id: number; n: number; tipo: string; valor: number }>(
      `SELECT l.contribution_id, count(*) OVER (PARTITION BY l.contribution_id)::int AS n, p.tipo, l.valor_centavos AS valor
         FROM caixa_lancamentos l JOIN caixa_portadores p ON p.id = l.portador_id JOIN contributions c ON c.id = l.contribution_id
        WHERE c.received_on = $1 AND c.amount_cents IN (7700, 4300, 5100) AND l.data = $1`,
      [today],
    );
    expect(booked.rows.every((r) => r.n === 1)).toBe(true);
    expect(booked.rows.map((r) => [r.valor, r.tipo]).sort()).toEqual(
      expect.arrayContaining([
        [4300, 'banco'],
        [5100, 'banco'],
        [7700, 'caixa'],
      ]),
    );
    const entry = (await entries(`de=${today}&ate=${today}&limit=100`)).data.find((e) => e.origem === 'dizimo' && e.valor_centavos === 7700)!;
    expect(entry).toMatchObject({ tipo: 'receita', conta_nome: 'Dízimo', descricao: `Dízimo, recibo ${cash.recibo_numero}` });
    // A reversal of the contribution reverses its entry.
    ok(await call('POST', `/api/dizimo/contribuicoes/${cash.id}/estorno`, 'tesoureiro', { motivo: 'Valor errado' }), 201);
    const after = (await entries(`de=${today}&ate=${today}&limit=100`)).data;
    expect(after.find((e) => e.id === entry.id)!.estornado).toBe(true);
    expect(after.find((e) => e.estorno_de === entry.id)).toMatchObject({ valor_centavos: -7700, motivo: 'Valor errado' });
  });
});

describe('an entry that flowed in from the portal', () => {
  it('is reversed where it came from (the tithe, a campaign, a Mass stipend): the cash book refuses it, saying where, and changes nothing', async () => {
    // A Mass stipend the office took, confirmed by the treasurer: booked in the cash book.
    const stipend = ok(await call('GET', '/api/agenda/esportulas?estado=pendente&limit=1', 'tesoureiro')).data[0];
    ok(await call('POST', `/api/agenda/esportulas/${stipend.id}/confirmar`, 'tesoureiro', { metodo: 'dinheiro' }));
    const { rows } = await t.db.query<{ id: number; origem: 'dizimo' | 'campanha' | 'esportula' }>(
      `SELECT DISTINCT ON (l.origem) l.id, l.origem FROM caixa_lancamentos l JOIN users u ON u.paroquia_id = l.paroquia_id
        WHERE u.username = 'tesoureiro' AND l.origem IN ('dizimo', 'campanha', 'esportula') AND l.estorno_de IS NULL
          AND NOT EXISTS (SELECT 1 FROM caixa_lancamentos x WHERE x.estorno_de = l.id)
        ORDER BY l.origem, l.id`,
    );
    expect(rows.map((r) => r.origem)).toEqual(['campanha', 'dizimo', 'esportula']);
    const count = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM caixa_lancamentos')).rows[0].n;
    const before = await count();
    const refusals: Record<string, string> = {};
    for (const { id, origem } of rows) {
      const res = await call('POST', `/api/caixa/lancamentos/${id}/estorno`, 'tesoureiro', { motivo: 'Valor errado' });
      expect(res.statusCode, res.body).toBe(422);
      refusals[origem] = res.json().message;
    }
    expect(refusals).toEqual({
      dizimo: 'Este lançamento veio do dízimo: estorne a contribuição no Dízimo.',
      campanha: 'Este lançamento veio de uma campanha: estorne a doação nas Contribuições do Dízimo.',
      esportula: 'Este lançamento veio de uma espórtula de missa: estorne-a em Espórtulas de missa.',
    });
    expect(await count()).toBe(before);
    const listed = (await entries('limit=100')).data.filter((e) => rows.some((r) => r.id === e.id));
    expect(listed.every((e) => !e.estornado)).toBe(true);
  });
});

describe('another parish: reconciliation, closing, reports, diocese share', () => {
  const as = 'outra';
  let bank: Portador;
  it('reconciles a Bradesco statement with debits and credits: matches, suggestions, lines booked, and the balance against LEDGERBAL', async () => {
    bank = ok(
      await call('POST', '/api/caixa/portadores', as, {
        tipo: 'banco',
        nome: 'Bradesco',
        banco: '237',
        agencia: '1234',
        conta: '0098765',
        saldo_inicial_centavos: 300000,
        saldo_inicial_data: '2026-09-30',
        padrao: true,
      }),
      201,
    ).data;
    const box = (await portadores(as)).find((p) => p.tipo === 'caixa')!;
    // The Sunday deposit (a transfer), the energy bill, and the diocese share paid by PIX.
    ok(
      await call('POST', '/api/caixa/transferencias', as, {
        data: '2026-10-05',
        origem: { portador_id: box.id, valor_centavos: 150000 },
        destino: { portador_id: bank.id, valor_centavos: 150000 },
      }),
      201,
    );
    const energia = await conta('Energia elétrica', as);
    ok(
      await postEntry(
        {
          conta_id: energia.id,
          portador_id: bank.id,
          data: '2026-10-09',
          valor_centavos: 31250,
          descricao: 'Energia de setembro',
          fornecedor: 'CPFL Paulista',
          fornecedor_documento: '33.050.196/0001-88',
          documento_tipo: 'conta_consumo',
          documento_numero: '998877',
        },
        as,
        pdfFile(),
      ),
      201,
    );
    const upload = (file: Buffer, portador: number) => {
      const body = multipart([
        { name: 'portador_id', value: String(portador) },
        { name: 'arquivo', filename: 'extrato-outubro.ofx', type: 'application/x-ofx', data: file },
      ]);
      return t.app.inject({ method: 'POST', url: '/api/caixa/conciliacao', headers: { ...body.headers, cookie: cookies[as] }, payload: body.payload });
    };
    const fixture = await readFile(new URL('../dizimo/fixtures/ofx/bradesco-debitos-creditos-1252.ofx', import.meta.url));
    expect(errorsOf(await upload(fixture, box.id)).portador_id).toEqual([CAIXA_MSG.portadorNotBank]);
    const rec = ok(await upload(fixture, bank.id), 201).data as Conciliacao;
    expect(rec.linhas.map((l) => l.valor_centavos)).toEqual([150000, 5000, -31250, -4590, -100000]);
    const byValue = (v: number) => rec.linhas.find((l) => l.valor_centavos === v)!;
    expect(byValue(150000)).toMatchObject({ situacao: 'conciliada', lancamento: expect.objectContaining({ tipo: 'transferencia' }) });
    expect(byValue(-31250)).toMatchObject({ situacao: 'conciliada', lancamento: expect.objectContaining({ fornecedor: 'CPFL Paulista' }) });
    expect(byValue(-4590)).toMatchObject({ situacao: 'pendente', lancamento: null, sugestoes: [] });
    expect(rec).toMatchObject({ saldo_extrato_centavos: 319160, saldo_extrato_data: '2026-10-31', saldo_livro_centavos: 300000 + 150000 - 31250 });
    expect(rec.diferenca_centavos).toBe(319160 - (300000 + 150000 - 31250));
    // The unmatched lines booked from the screen: the tithe PIX as income, the bank fee as an expense.
    const dizimo = await conta('dizimo', as);
    const tarifas = await conta('Impostos e taxas', as);
    expect(
      errorsOf(await call('POST', `/api/caixa/conciliacao/${rec.id}`, as, { acao: 'lancar', linha_id: byValue(-4590).id, conta_id: dizimo.id })).conta_id,
    ).toEqual([CAIXA_MSG.linhaContaTipo]);
    ok(await call('POST', `/api/caixa/conciliacao/${rec.id}`, as, { acao: 'lancar', linha_id: byValue(-4590).id, conta_id: tarifas.id }));
    ok(
      await call('POST', `/api/caixa/conciliacao/${rec.id}`, as, { acao: 'lancar', linha_id: byValue(5000).id, conta_id: dizimo.id, descricao: 'PIX dízimo' }),
    );
    const repasse = await conta('repasse', as);
    const paid = ok(
      await postEntry(
        {
          conta_id: repasse.id,
          portador_id: bank.id,
          data: '2026-10-20',
          valor_centavos: 100000,
          descricao: 'Repasse de setembro',
          documento_tipo: 'guia',
          documento_numero: 'MD-09',
          repasse_mes: '2026-09',
        },
        as,
        pdfFile(),
      ),
      201,
    ).data;
    const done = ok(await call('POST', `/api/caixa/conciliacao/${rec.id}`, as, { acao: 'vincular', linha_id: byValue(-100000).id, lancamento_id: paid.id }))
      .data as Conciliacao;
    expect(done.linhas.every((l) => l.situacao === 'conciliada')).toBe(true);
    expect(done.diferenca_centavos).toBe(0);
    expect(
      ok(await call('POST', `/api/caixa/conciliacao/${rec.id}`, as, { acao: 'vincular', linha_id: byValue(-100000).id, lancamento_id: paid.id }), 409).message,
    ).toBe(CAIXA_MSG.linhaJaConciliada);
    // The same statement again reads no line twice.
    const again = ok(await upload(fixture, bank.id), 201).data as Conciliacao;
    expect(again.linhas).toHaveLength(5);
    expect(again.diferenca_centavos).toBe(0);
    const list = ok(await call('GET', '/api/caixa/conciliacao', as)).data;
    expect(list[0]).toMatchObject({ id: again.id, linhas: 5, pendentes: 0, saldo_extrato_centavos: 319160 });
  });

  it('closes October: balances carried forward, no entry into it, reopening only by roles 1 and 111 with a reason', async () => {
    ok(await call('POST', '/api/caixa/meses/2026-09/fechar', as, {}));
    const closed = ok(await call('POST', '/api/caixa/meses/2026-10/fechar', as, {}));
    expect(closed.message).toBe(CAIXA_MSG.mesClosed);
    expect(closed.data.saldos.find((s: { portador_id: number }) => s.portador_id === bank.id).saldo_centavos).toBe(319160);
    const energia = await conta('Energia elétrica', as);
    const late = {
      conta_id: energia.id,
      portador_id: bank.id,
      data: '2026-10-30',
      valor_centavos: 100,
      descricao: 'Atrasada',
      documento_tipo: 'nota_fiscal',
      documento_numero: '1',
    };
    expect(errorsOf(await postEntry(late, as, pdfFile())).data).toEqual([CAIXA_MSG.mesFechado('2026-10')]);
    // A month before a closed one takes no entry either, though it had none: the carried balances stay true.
    expect(errorsOf(await postEntry({ ...late, data: '2026-08-15' }, as, pdfFile())).data).toEqual([CAIXA_MSG.mesFechado('2026-08')]);
    expect(ok(await call('POST', '/api/caixa/meses/2026-09/reabrir', as, { motivo: 'Erro' }), 409).message).toBe(CAIXA_MSG.mesPosteriorFechado);
    expect(errorsOf(await call('POST', '/api/caixa/meses/2026-10/reabrir', as, { motivo: '' })).motivo).toEqual([CAIXA_MSG.motivoRequired]);
    const balancete = ok(await call('GET', '/api/caixa/relatorios/balancete?mes=2026-11', as));
    expect(balancete.portadores.find((p: { portador_id: number }) => p.portador_id === bank.id).saldo_inicial_centavos).toBe(319160);
  });

  it('the balancete as JSON, PDF read back and CSV: totals equal to the sum of the entries', async () => {
    const report = ok(await call('GET', '/api/caixa/relatorios/balancete?mes=2026-10', as)) as Balancete;
    const { rows } = await t.db.query<{ receitas: number; despesas: number }>(
      `SELECT coalesce(sum(valor_centavos) FILTER (WHERE tipo = 'receita'), 0)::float8 AS receitas, coalesce(-sum(valor_centavos) FILTER (WHERE tipo = 'despesa'), 0)::float8 AS despesas
         FROM caixa_lancamentos WHERE paroquia_id = (SELECT paroquia_id FROM users WHERE username = 'outra') AND data BETWEEN '2026-10-01' AND '2026-10-31'`,
    );
    expect(report.totais).toMatchObject({
      receitas_centavos: rows[0].receitas,
      despesas_centavos: rows[0].despesas,
      saldo_final_centavos: report.totais.saldo_inicial_centavos + rows[0].receitas - rows[0].despesas,
    });
    expect(report.fechado).toBe(true);
    const pdf = await call('GET', '/api/caixa/relatorios/balancete?mes=2026-10&formato=pdf', as);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('BALANCETE MENSAL outubro de 2026 (mês fechado)');
    expect(text).toContain(formatCents(report.totais.receitas_centavos).replace(/\s/g, ' '));
    expect(text).toContain(formatCents(report.totais.despesas_centavos).replace(/\s/g, ' '));
    expect(text).toContain('Energia elétrica');
    const csv = await call('GET', '/api/caixa/relatorios/balancete?mes=2026-10&formato=csv', as);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toContain(`Total de despesas;${(report.totais.despesas_centavos / 100).toFixed(2).replace('.', ',')}`);
    expect(errorsOf(await call('GET', '/api/caixa/relatorios/balancete?mes=2026-13', as)).mes).toEqual([CAIXA_MSG.mesInvalid]);
  });

  it('the year, the budget and the prestação de contas (by group, no names, signature lines)', async () => {
    const anual = ok(await call('GET', '/api/caixa/relatorios/anual?ano=2026', as));
    expect(anual.meses).toHaveLength(12);
    expect(anual.meses[9].despesas_centavos).toBe(31250 + 4590 + 100000);
    const energia = await conta('Energia elétrica', as);
    const agua = await conta('Água', as);
    const tooMuch = { ano: 2026, contas: [{ conta_id: energia.id, valor_centavos: 1_000_000_001 }] };
    expect(errorsOf(await call('PUT', '/api/caixa/orcamento', as, tooMuch))['contas.0.valor_centavos']).toEqual([CAIXA_MSG.valorMax]);
    // As the form sends it: an account left blank is budgeted at zero.
    const form = {
      ano: '2026',
      contas: [
        { conta_id: String(energia.id), valor_centavos: '375000' },
        { conta_id: String(agua.id), valor_centavos: '' },
      ],
    };
    ok(await call('PUT', '/api/caixa/orcamento', as, form));
    const budget = ok(await call('GET', '/api/caixa/relatorios/orcamento?ano=2026', as));
    expect(budget.contas.find((c: { conta_id: number }) => c.conta_id === energia.id)).toMatchObject({
      orcado_centavos: 375000,
      realizado_centavos: 31250,
      percentual: 8.3,
    });
    expect(budget.contas.find((c: { conta_id: number }) => c.conta_id === agua.id)).toMatchObject({ orcado_centavos: 0, percentual: null });
    const prestacao = ok(await call('GET', '/api/caixa/relatorios/prestacao?de=2026-10-01&ate=2026-10-31', as));
    expect(JSON.stringify(prestacao)).not.toContain('CPFL');
    expect(prestacao.assinaturas.map((a: { cargo: string }) => a.cargo)).toEqual(['Pároco', 'Tesoureiro', 'Conselho de Assuntos Econômicos']);
    const text = (await pdfText((await call('GET', '/api/caixa/relatorios/prestacao?de=2026-10-01&ate=2026-10-31&formato=pdf', as)).rawPayload)).replace(
      /\s+/g,
      ' ',
    );
    expect(text).toContain('Conselho de Assuntos Econômicos');
    expect(text).not.toContain('CPFL');
  });

  it("the diocese's share: each closed month's amount due from its base, stipends outside unless chosen, and what was paid", async () => {
    const dizimo = await conta('dizimo', as);
    const esportulas = await conta('esportulas', as);
    const setting = ok(await call('GET', '/api/caixa/repasse', as)).data;
    expect(setting.contas).toContain(dizimo.id);
    expect(setting.contas).not.toContain(esportulas.id);
    const saved = ok(await call('PUT', '/api/caixa/repasse', as, { percentual: 10, contas: [dizimo.id] })).data;
    expect(saved.meses.find((m: { mes: string }) => m.mes === '2026-10')).toMatchObject({ base_centavos: 5000, devido_centavos: 500, pago_centavos: 0 });
    expect(saved.meses.find((m: { mes: string }) => m.mes === '2026-09')).toMatchObject({ pago_centavos: 100000 });
    expect(errorsOf(await call('PUT', '/api/caixa/repasse', as, { percentual: 120, contas: [] })).percentual).toEqual([CAIXA_MSG.percentualInvalid]);
    const energia = await conta('Energia elétrica', as);
    expect(errorsOf(await call('PUT', '/api/caixa/repasse', as, { percentual: 10, contas: [energia.id] })).contas).toEqual([CAIXA_MSG.repasseContasInvalid]);
  });
});

describe('another parish: a bank file with two accounts, and the months reopened', () => {
  const as = 'outra';
  const upload = (portador: number, file: Buffer) => {
    const body = multipart([
      { name: 'portador_id', value: String(portador) },
      { name: 'arquivo', filename: 'extrato-bb.ofx', type: 'application/x-ofx', data: file },
    ]);
    return t.app.inject({ method: 'POST', url: '/api/caixa/conciliacao', headers: { ...body.headers, cookie: cookies[as] }, payload: body.payload });
  };
  const newBank = async (nome: string, conta: string) =>
    ok(await call('POST', '/api/caixa/portadores', as, { tipo: 'banco', nome, banco: '001', agencia: '3069-2', conta, saldo_inicial_data: '2026-11-01' }), 201)
      .data as Portador;

  it("books each account's lines only to that bank account: another's are listed as refused, and a file of none of its accounts is refused naming them", async () => {
    // Banco do Brasil's export of the checking account (21345-X) and the savings account (98765-4) together.
    const file = await readFile(new URL('../dizimo/fixtures/ofx/bb-duas-contas-1252.ofx', import.meta.url));
    const movimento = await newBank('BB movimento', '21345-X');
    const bradesco = (await portadores(as)).find((p) => p.nome === 'Bradesco')!;
    const statements = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM caixa_conciliacoes')).rows[0].n;
    const before = await statements();
    expect(errorsOf(await upload(bradesco.id, file)).arquivo).toEqual([
      'Este extrato traz 2 contas (conta 21345-X, agência 3069-2, banco 1, cadastrada como BB movimento; conta 98765-4, agência 3069-2, banco 1), e nenhuma é a conta escolhida, Bradesco (conta 0098765, agência 1234). Escolha a conta bancária do extrato.',
    ]);
    expect(await statements()).toBe(before);

    const checking = ok(await upload(movimento.id, file), 201).data as Conciliacao;
    expect(checking.linhas.map((l) => l.valor_centavos)).toEqual([5000, 5000, 12000, 3500, 8000, -1590]);
    // Its own closing balance, not the savings account's (written last in the file).
    expect(checking).toMatchObject({ saldo_extrato_centavos: 514025, saldo_extrato_data: '2026-11-15' });
    expect(checking.recusadas).toEqual([
      {
        linha: 8,
        descricao: 'Pix - Recebido',
        motivo: 'Linha da conta 98765-4, agência 3069-2, banco 1: não é da conta escolhida, não entra nesta conciliação.',
      },
    ]);

    const poupanca = await newBank('BB poupança', '98765-4');
    const savings = ok(await upload(poupanca.id, file), 201).data as Conciliacao;
    expect(savings.linhas.map((l) => [l.data, l.valor_centavos])).toEqual([['2026-11-10', 5000]]);
    expect(savings).toMatchObject({ saldo_extrato_centavos: 5000, diferenca_centavos: 5000 });
    expect(savings.recusadas.map((r) => r.linha)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(savings.recusadas[0].motivo).toBe(
      'Linha da conta 21345-X, agência 3069-2, banco 1, cadastrada como BB movimento: não é da conta escolhida, não entra nesta conciliação.',
    );
  });

  it('corrects a bank account registered with the wrong number, so its statement reconciles; its kind, its default and another parish stay as they are', async () => {
    const file = await readFile(new URL('../dizimo/fixtures/ofx/bb-duas-contas-1252.ofx', import.meta.url));
    const poupanca = await newBank('Poupanca nova', '98765-0');
    expect((await upload(poupanca.id, file)).statusCode).toBe(422);
    const fix = { tipo: 'banco', nome: 'Poupança da paróquia', banco: '001', agencia: '3069-2', conta: '98765-4' };
    const saved = ok(await call('PUT', `/api/caixa/portadores/${poupanca.id}`, as, fix));
    expect(saved.message).toBe(CAIXA_MSG.portadorUpdated);
    expect(saved.data).toMatchObject({ nome: 'Poupança da paróquia', conta: '98765-4', saldo_inicial_data: '2026-11-01', padrao: false });
    expect(ok(await upload(poupanca.id, file), 201).data.recusadas.length).toBeGreaterThan(0);

    const url = `/api/caixa/portadores/${poupanca.id}`;
    expect(errorsOf(await call('PUT', url, as, { ...fix, tipo: 'caixa' })).tipo).toEqual([CAIXA_MSG.portadorTipoFixo]);
    expect(errorsOf(await call('PUT', url, as, { ...fix, nome: 'bb movimento' })).nome).toEqual([CAIXA_MSG.portadorNomeRepetido]);
    expect(errorsOf(await call('PUT', url, as, { ...fix, conta: '' })).banco).toEqual([CAIXA_MSG.portadorBancoRequired]);
    const box = (await portadores(as)).find((p) => p.tipo === 'caixa' && p.padrao)!;
    const keepDefault = await call('PUT', `/api/caixa/portadores/${box.id}`, as, { tipo: 'caixa', nome: box.nome, padrao: false });
    expect(errorsOf(keepDefault).padrao).toEqual([CAIXA_MSG.portadorPadraoFica]);
    expect((await call('PUT', url, 'tesoureiro', fix)).statusCode).toBe(404);
    expect((await portadores(as)).find((p) => p.id === poupanca.id)).toMatchObject({ nome: 'Poupança da paróquia', conta: '98765-4' });
  });

  it("keeps each month's log: who closed and reopened it, when and why, in the months' answer", async () => {
    const reopened = ok(await call('POST', '/api/caixa/meses/2026-10/reabrir', as, { motivo: 'Nota fiscal lançada no mês errado' }));
    expect(reopened.data).toMatchObject({ mes: '2026-10', fechado: false });
    ok(await call('POST', '/api/caixa/meses/2026-10/fechar', as, {}));
    const months = ok(await call('GET', '/api/caixa/meses', as)).data as Array<{ mes: string; historico: Array<Record<string, string | null>> }>;
    const october = months.find((m) => m.mes === '2026-10')!;
    const by = 'Francisca Lopes Cardoso';
    expect(october.historico).toEqual([
      { acao: 'fechar', por: by, motivo: null, em: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/) },
      { acao: 'reabrir', por: by, motivo: 'Nota fiscal lançada no mês errado', em: expect.any(String) },
      { acao: 'fechar', por: by, motivo: null, em: expect.any(String) },
    ]);
    expect(months.find((m) => m.mes === '2026-11')!.historico).toEqual([]);
  });
});

describe('roles and parishes', () => {
  it('role 2 reads, the treasurer writes, others get 403; another parish sees nothing of this one', async () => {
    expect((await call('GET', '/api/caixa/lancamentos', 'gestora')).statusCode).toBe(200);
    expect((await call('POST', '/api/caixa/contas', 'gestora', { nome: 'X', tipo: 'receita' })).statusCode).toBe(403);
    for (const user of ['acolito', 'dizimista']) expect((await call('GET', '/api/caixa/relatorios/balancete?mes=2026-10', user)).statusCode).toBe(403);
    expect((await call('POST', '/api/caixa/meses/2026-10/reabrir', 'tesoureiro', { motivo: 'Teste' })).statusCode).toBe(403);
    const mine = (await entries('limit=1')).data[0];
    expect((await call('POST', `/api/caixa/lancamentos/${mine.id}/estorno`, 'outra', { motivo: 'Não é meu' })).statusCode).toBe(404);
    const theirs = (await portadores('outra')).map((p) => p.id);
    expect((await portadores()).some((p) => theirs.includes(p.id))).toBe(false);
  });
});

describe('the demo books', () => {
  it("São José's treasurer finds three months kept: the oldest closed, the tithe and collections flowing in, bills with documents, the diocese's share paid", async () => {
    const months = ok(await call('GET', '/api/caixa/meses', 'tesoureiro')).data as Array<{ mes: string; fechado: boolean }>;
    expect(months.filter((m) => m.fechado)).toHaveLength(1);
    const closed = months.find((m) => m.fechado)!.mes;
    const report = ok(await call('GET', `/api/caixa/relatorios/balancete?mes=${closed}`, 'tesoureiro')) as Balancete;
    expect(report.receitas.map((r) => r.nome)).toEqual(expect.arrayContaining(['Dízimo', 'Coletas e ofertório']));
    expect(report.despesas.map((r) => r.nome)).toEqual(expect.arrayContaining(['Energia elétrica', 'Água']));
    const bills = await entries(`de=${closed}-01&ate=${closed}-28&conta_id=${(await conta('Energia elétrica')).id}`);
    expect(bills.data[0]).toMatchObject({
      fornecedor: 'CPFL Paulista',
      documento_tipo: 'conta_consumo',
      documento_url: expect.stringMatching(/^\/uploads\/caixa\//),
    });
    const share = ok(await call('GET', '/api/caixa/repasse', 'tesoureiro')).data;
    expect(share.percentual).toBe(10);
    const due = share.meses.find((m: { mes: string }) => m.mes === closed);
    expect(due.devido_centavos).toBe(
      Math.round(
        ((report.receitas.find((r) => r.nome === 'Dízimo')?.valor_centavos ?? 0) +
          (report.receitas.find((r) => r.nome === 'Coletas e ofertório')?.valor_centavos ?? 0)) /
          10,
      ),
    );
  });
});

describe('a supplier who is a person', () => {
  it("is in the person's data export (LGPD): what the books paid them, found by their CPF", async () => {
    const { rows } = await t.db.query<{ id: number; cpf: string; name: string }>(
      "SELECT r.id, r.cpf, r.name FROM registers r JOIN users u ON u.paroquia_id = r.paroquia_id WHERE u.username = 'tesoureiro' AND r.cpf IS NOT NULL AND r.anonymised_at IS NULL ORDER BY r.id LIMIT 1",
    );
    const person = rows[0];
    const manutencao = await conta('Manutenção');
    const box = (await portadores()).find((p) => p.tipo === 'caixa' && p.padrao)!;
    const fields = {
      conta_id: manutencao.id,
      portador_id: box.id,
      data: today,
      valor_centavos: 25000,
      descricao: 'Conserto do portão',
      fornecedor: person.name,
      fornecedor_documento: person.cpf,
      documento_tipo: 'nfse',
      documento_numero: '77',
    };
    ok(await postEntry(fields, 'tesoureiro', pdfFile()), 201);
    const zip = await call('GET', `/api/registers/${person.id}/export`, 'admin');
    expect(zip.statusCode).toBe(200);
    const data = JSON.parse((await unzip(zip.rawPayload)).get('data.json')!.toString('utf8'));
    expect(data.cash_book_as_supplier).toContainEqual(
      expect.objectContaining({ valor_centavos: -25000, descricao: 'Conserto do portão', documento_numero: '77' }),
    );
  });
});
