import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAIXA_MSG, type Lancamento, type Portador } from '../../shared/schemas/caixa';
import { createTestApp, type TestApp } from '../test/app';
import { GIF_1PX, PNG_1PX } from '../test/files';
import { signIn } from '../test/http';
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
});
