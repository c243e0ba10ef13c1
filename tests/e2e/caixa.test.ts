/**
 * The books of account end to end, one month as the treasurer lives it: an expense with its receipt
 * photographed on the phone, the Sunday collection counted into the cash box and deposited in the bank, the
 * bank's statement (OFX, a credit and a debit) reconciled, the month closed and its balancete printed (the PDF
 * read back).
 */
import { readFile } from 'node:fs/promises';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../src/server/test/pdf-text';
import { TIPOS_PORTADOR } from '../../src/shared/schemas/caixa';
import { poll, portalAndBrowser, see } from './harness';

const e2e = portalAndBrowser();

/** A photo as a phone's camera hands it over (a 1×1 PNG: the server reads its bytes, not its name). */
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const open = e2e.open;

const brl = (cents: number) => `R$ ${(cents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 })}`;
const ofxDate = (day: string) => `${day.replaceAll('-', '')}120000[-3:BRT]`;

/** The bank's statement of the month: the Sunday deposit (a credit) and the bank's fee (a debit), and its closing balance. */
function statement(bank: { agencia: string; conta: string }, day: string, deposit: number, fee: number, closing: number): string {
  const line = (id: string, type: string, cents: number, memo: string) =>
    `<STMTTRN><TRNTYPE>${type}<DTPOSTED>${ofxDate(day)}<TRNAMT>${(cents / 100).toFixed(2)}<FITID>${id}<MEMO>${memo}</STMTTRN>`;
  return [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    'ENCODING:USASCII',
    'CHARSET:NONE',
    '',
    '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>BRL',
    `<BANKACCTFROM><BANKID>001<BRANCHID>${bank.agencia}<ACCTID>${bank.conta}<ACCTTYPE>CHECKING</BANKACCTFROM>`,
    `<BANKTRANLIST><DTSTART>${ofxDate(day)}<DTEND>${ofxDate(day)}`,
    line(`E2E-DEP-${day}`, 'CREDIT', deposit, 'DEPOSITO EM DINHEIRO'),
    line(`E2E-TAR-${day}`, 'DEBIT', -fee, 'TARIFA PACOTE DE SERVICOS'),
    '</BANKTRANLIST>',
    `<LEDGERBAL><BALAMT>${(closing / 100).toFixed(2)}<DTASOF>${ofxDate(day)}</LEDGERBAL>`,
    '</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
  ].join('\n');
}

async function chooseOption(select: Locator, label: RegExp) {
  const option = select.locator('option').filter({ hasText: label }).first();
  await poll(() => option.count()).toBe(1);
  await select.selectOption((await option.getAttribute('value'))!);
}

describe('livro caixa', () => {
  it('a month: an expense with a photographed receipt, the Sunday deposit, the bank reconciled, the month closed and its balancete printed', async () => {
    const page = await open('/caixa/meses', { as: 'tesoureiro' });
    const el = page.locator('sacra-caixa');
    const api = async <T>(path: string, init?: { method: string; data?: object }) => {
      const answer = init ? await page.request.post(`${e2e.portal.url}${path}`, { data: init.data }) : await page.request.get(`${e2e.portal.url}${path}`);
      expect(answer.ok(), `${path}: ${answer.status()} ${await answer.text()}`).toBe(true);
      return (await answer.json()) as T;
    };
    // The month to live: the first that has ended after the last closed one (the demo closed its first month), else last month.
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
    const [year, monthOfYear] = today.split('-').map(Number);
    const lastMonth = monthOfYear === 1 ? `${year - 1}-12` : `${year}-${String(monthOfYear - 1).padStart(2, '0')}`;
    const months = (await api<{ data: { mes: string; fechado: boolean }[] }>('/api/caixa/meses')).data;
    const lastClosed =
      months
        .filter((m) => m.fechado)
        .map((m) => m.mes)
        .sort()
        .at(-1) ?? '';
    const month =
      months
        .filter((m) => !m.fechado && m.mes > lastClosed && m.mes < today.slice(0, 7))
        .map((m) => m.mes)
        .sort()[0] ?? lastMonth;
    expect(month > lastClosed, `${month} is after the last closed month ${lastClosed}`).toBe(true);
    const day = `${month}-15`;

    // A bank account of its own, opened before that month with R$ 1.000,00.
    const agencia = '4321';
    const conta = `${Date.now()}`.slice(-8);
    await page.goto(`${e2e.portal.url}/caixa/portadores`);
    const holderForm = el.getByRole('form', { name: 'Novo caixa ou conta bancária' });
    await holderForm.getByLabel('Tipo').selectOption('banco');
    await holderForm.getByLabel('Nome').fill(`Conta movimento ${conta}`);
    await holderForm.getByLabel(/^Banco/).fill('Banco do Brasil');
    await holderForm.getByLabel('Agência').fill(agencia);
    await holderForm.getByLabel(/^Conta/).fill(conta);
    await holderForm.getByLabel('Saldo inicial', { exact: true }).pressSequentially('1000,00');
    await holderForm.getByLabel('Saldo inicial em').fill(`${month}-01`);
    await holderForm.getByRole('button', { name: 'Adicionar portador' }).click();
    await see(page, 'Caixa ou conta bancária cadastrado.');
    const bankName = `Conta movimento ${conta}`;
    await see(el.getByRole('row').filter({ hasText: bankName }), 'R$ 1.000,00');

    // The expense: the energy bill, its receipt photographed on the phone.
    await page.goto(`${e2e.portal.url}/caixa/lancamentos/novo`);
    await chooseOption(el.getByLabel('Conta'), /Energia/);
    await chooseOption(el.getByLabel('Portador'), /Caixa da secretaria/);
    await el.getByLabel('Data').fill(day);
    await el.getByLabel('Valor').pressSequentially('187,35');
    await el.getByLabel('Descrição').fill(`Conta de luz ${conta}`);
    await el.getByLabel('Fornecedor').fill('Companhia de Energia');
    await el.getByLabel('CNPJ ou CPF').pressSequentially('00394460005887');
    await poll(() => el.getByLabel('CNPJ ou CPF').inputValue()).toBe('00.394.460/0058-87');
    await el.getByLabel('Tipo de documento').selectOption('conta_consumo');
    await el.getByLabel('Número do documento').fill('887766');
    await el.getByLabel('Fotografar o documento').setInputFiles({ name: 'recibo.png', mimeType: 'image/png', buffer: PHOTO });
    await el.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(`${e2e.portal.url}/caixa`);
    await see(page, 'Lançamento registrado.');
    // Found among the month's entries by the list's filters: the day and the account.
    await el.getByLabel('De', { exact: true }).fill(day);
    await el.getByLabel('Até', { exact: true }).fill(day);
    await chooseOption(el.getByRole('search').getByLabel('Conta'), /Energia/);
    await see(el.getByRole('row').filter({ hasText: `Conta de luz ${conta}` }), '-R$ 187,35');

    // The Sunday collection into the cash box, then deposited in the bank: one entry, two equal sides.
    await page.goto(`${e2e.portal.url}/caixa/lancamentos/novo`);
    await chooseOption(el.getByLabel('Conta'), /Coletas/);
    await chooseOption(el.getByLabel('Portador'), /Caixa da secretaria/);
    await el.getByLabel('Data').fill(day);
    await el.getByLabel('Valor').pressSequentially('640,00');
    await el.getByLabel('Descrição').fill(`Coleta de domingo ${conta}`);
    await el.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(`${e2e.portal.url}/caixa`);
    await el.getByRole('link', { name: 'Transferência' }).click();
    await page.waitForURL(`${e2e.portal.url}/caixa/transferencias/nova`);
    await el.getByLabel('Data').fill(day);
    await chooseOption(el.getByLabel('Portador de origem'), /Caixa da secretaria/);
    await el.getByLabel('Valor que sai').pressSequentially('640,00');
    await chooseOption(el.getByLabel('Portador de destino'), new RegExp(bankName));
    await el.getByLabel('Valor que entra').pressSequentially('640,00');
    await el.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(`${e2e.portal.url}/caixa`);
    await see(page, 'Transferência registrada.');

    // The bank's statement: the deposit matched, the fee booked from the screen; no difference left.
    const fee = 1290;
    await page.goto(`${e2e.portal.url}/caixa/conciliacao`);
    await chooseOption(el.getByLabel('Conta bancária'), new RegExp(bankName));
    await el.getByLabel('Escolher arquivo OFX').setInputFiles({
      name: 'extrato.ofx',
      mimeType: 'application/x-ofx',
      buffer: Buffer.from(statement({ agencia, conta }, day, 64000, fee, 100000 + 64000 - fee)),
    });
    await see(page, 'Extrato importado para conciliação.');
    const lines = el.getByRole('list', { name: 'Linhas do extrato' });
    const deposit = lines.getByRole('listitem').filter({ hasText: 'DEPOSITO EM DINHEIRO' });
    // The deposit has one entry of its amount near its day (the transfer received): matched on import.
    await see(deposit, 'Conciliada');
    await see(deposit, `Lançamento: Transferência de Caixa da secretaria para ${bankName}`);
    const tariff = lines.getByRole('listitem').filter({ hasText: 'TARIFA PACOTE' });
    await see(tariff, 'Pendente');
    await chooseOption(tariff.getByLabel('Lançar na conta'), /Impostos e taxas/);
    await tariff.getByRole('button', { name: /^Lançar / }).click();
    await see(tariff, 'Conciliada');
    await see(el, /Diferença:\s*R\$\s0,00/);

    // The month closed: no more entries in it.
    await page.goto(`${e2e.portal.url}/caixa/meses`);
    const name = `${month.slice(5)}/${month.slice(0, 4)}`;
    await el.getByRole('button', { name: `Fechar ${name}` }).click();
    await el.getByRole('dialog', { name: 'Fechar mês' }).getByRole('button', { name: 'Fechar mês' }).click();
    await see(page, 'Mês fechado. Os saldos foram transportados para o mês seguinte.');
    const closed = el.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`^${name}`) }) });
    await see(closed, 'Fechado');
    await see(closed, `${bankName}: ${brl(100000 + 64000 - fee)}`);

    // The balancete printed: the PDF link answers a PDF whose totals are the month's.
    await page.goto(`${e2e.portal.url}/caixa/relatorios`);
    await el.getByLabel('Mês').fill(month);
    await see(el, `Balancete de ${name}`);
    await see(el.getByRole('row').filter({ hasText: bankName }), brl(100000 + 64000 - fee));
    const download = page.waitForEvent('download');
    await el.getByRole('link', { name: 'Baixar PDF' }).click();
    const bytes = await readFile((await (await download).path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfText(bytes)).replace(/\s+/g, ' ');
    expect(text).toContain(`BALANCETE MENSAL ${new Date(`${day}T12:00:00`).toLocaleDateString('pt-BR', { month: 'long', year: 'numeric' })}`);
    // This bank account's row: its kind, opening balance, the deposit in, the fee out, the closing balance.
    expect(text).toContain(`${bankName} ${TIPOS_PORTADOR.banco} ${brl(100000)} ${brl(64000)} ${brl(fee)} ${brl(100000 + 64000 - fee)}`);
    await page.context().close();
  });
});
