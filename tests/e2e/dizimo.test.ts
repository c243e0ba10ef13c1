/**
 * The tithe end to end: the treasurer enrols a tither picked from the registers, enters ten contributions
 * with the keyboard alone in the Sunday fast entry, downloads a receipt (read back as text), sees the
 * report's chart drawn; the member (role 14) sees 'Meu dízimo' with their own PIX QR code.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../src/server/test/pdf-text';
import { withoutAccents } from '../../src/shared/search-fold';
import { poll, portalAndBrowser, see } from './harness';

const e2e = portalAndBrowser();

const open = e2e.open;

describe('dízimo', () => {
  it('a tither enrolled, ten contributions typed in the fast entry, a receipt downloaded, the report drawn', async () => {
    // A new person in the registers (the secretary's job, through the registers' own call).
    const name = 'Tereza Dizimista E2E';
    const secretary = await open('/registros', { as: 'secretaria' });
    const status = await secretary.evaluate(async (n) => {
      const body = new FormData();
      Object.entries({ name: n, born_date: '1970-05-01', phone: '19987654321' }).forEach(([k, v]) => body.append(k, v));
      return (await fetch('/api/registers', { method: 'POST', body, credentials: 'include', headers: { Accept: 'application/json' } })).status;
    }, name);
    expect(status).toBe(201);
    await secretary.context().close();

    const page = await open('/dizimo', { as: 'tesoureiro' });
    const el = page.locator('sacra-dizimo');
    await see(el, 'Dizimistas');
    await el.getByRole('link', { name: 'Novo dizimista' }).click();
    await page.waitForURL(`${e2e.portal.url}/dizimo/dizimistas/novo`);
    await el.getByLabel('Pessoa (dos registros)').fill(name);
    const pick = el.getByRole('button', { name: `Escolher: ${name}` });
    await poll(() => pick.isVisible()).toBe(true);
    await pick.click();
    await el.getByLabel('Valor pactuado por mês (opcional)').pressSequentially('80,00');
    await el.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(`${e2e.portal.url}/dizimo`);
    await see(page, 'Dizimista cadastrado com sucesso.');
    await el.getByLabel('Buscar').fill(name);
    const row = el.getByRole('row').filter({ hasText: name });
    await poll(() => row.count()).toBe(1);
    const card = (await row.locator('td').first().textContent())!.trim();
    expect(card).toMatch(/^\d{6}$/);
    // Registered today, nothing given yet: 'Em dia', not 'Atrasado'.
    await expect(row.getByText('Em dia', { exact: true }).count()).resolves.toBe(1);

    // The fast entry, keyboard only: card, Tab, amount, Enter; nine anonymous offerings after it.
    await row.getByRole('link', { name: `Contribuições: ${name}` }).click();
    await page.waitForURL(/\/dizimo\/contribuicoes\?dizimista_id=\d+/);
    const first = el.getByLabel('Carnê ou nome');
    await poll(() => first.evaluate((input) => input === (input.getRootNode() as ShadowRoot).activeElement)).toBe(true);
    await page.keyboard.type(card);
    await see(el, `${name} (carnê ${card})`);
    await page.keyboard.press('Tab');
    await page.keyboard.type('1234,56');
    await page.keyboard.press('Enter');
    await see(page, /Contribuição registrada\. Recibo \d{4}\/\d{6}\./);
    for (let i = 1; i < 10; i++) {
      await poll(() => first.inputValue()).toBe('');
      await page.keyboard.press('Tab');
      await page.keyboard.type(`${i}0,50`);
      await page.keyboard.press('Enter');
      await poll(() => el.getByText(`${i + 1} lançado(s) nesta sessão`).count()).toBe(1);
    }
    // This tither's list: the first entry, R$ 1.234,56, with its receipt.
    const mine = el.getByRole('row').filter({ hasText: name });
    await poll(() => mine.count()).toBe(1);
    await expect(mine.getByText(/R\$\s1\.234,56/).count()).resolves.toBe(1);
    const download = page.waitForEvent('download');
    await mine.getByRole('link', { name: /^Recibo / }).click();
    const text = (await pdfText(await readFile((await (await download).path())!))).replace(/\s+/g, ' ');
    expect(text).toContain(name);
    expect(text).toContain('mil duzentos e trinta e quatro reais e cinquenta e seis centavos');

    // The report: the chart is drawn (frappe's SVG) with 12 months.
    await page.goto(`${e2e.portal.url}/dizimo/relatorios`);
    await see(el, 'Total por mês');
    await poll(() => el.locator('.chart svg').count()).toBeGreaterThan(0);
    expect(await el.getByRole('table').first().locator('tbody tr').count()).toBe(12);
    await page.context().close();
  });

  it("the fast entry typed twice in a row: the amount is cleared after each entry, only what was typed is posted, '50.00' is R$ 50,00", async () => {
    const page = await open('/dizimo/contribuicoes', { as: 'tesoureiro' });
    const el = page.locator('sacra-dizimo');
    const posted: unknown[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/dizimo/contribuicoes') posted.push(JSON.parse(r.postData() ?? '{}').valor_centavos);
    });
    const first = el.getByLabel('Carnê ou nome');
    const amount = el.getByLabel('Valor', { exact: true });
    await poll(() => first.evaluate((input) => input === (input.getRootNode() as ShadowRoot).activeElement)).toBe(true);

    // First entry: card 1, R$ 3,00.
    await page.keyboard.type('1');
    await see(el, 'Terezinha Alves Moura (carnê 000001)');
    await page.keyboard.press('Tab');
    await page.keyboard.type('3,00');
    await page.keyboard.press('Enter');
    await poll(() => el.getByText('1 lançado(s) nesta sessão').count()).toBe(1);
    await poll(() => amount.inputValue()).toMatch(/^(R\$\s*)?$/);

    // Second entry, at once: the amount typed with a phone's decimal keypad, '50.00'.
    await poll(() => first.inputValue()).toBe('');
    await page.keyboard.type('1');
    await page.keyboard.press('Tab');
    await page.keyboard.type('50.00');
    await page.keyboard.press('Enter');
    await poll(() => el.getByText('2 lançado(s) nesta sessão').count()).toBe(1);

    // Third: card and Enter with no amount typed: nothing is posted, the amount is asked for.
    await poll(() => first.inputValue()).toBe('');
    await page.keyboard.type('1');
    await page.keyboard.press('Enter');
    await see(el, 'Informe o valor.');
    expect(await el.getByText('2 lançado(s) nesta sessão').count()).toBe(1);
    expect(posted).toEqual([300, 5000]);

    // Leaving a money field tidies what was typed: '1.234.56' is R$ 1.234,56.
    await amount.click();
    await page.keyboard.type('1.234.56');
    await page.keyboard.press('Tab');
    await poll(() => amount.inputValue()).toMatch(/^R\$\s1\.234,56$/);

    // A refusal speaks the form's language: the reason's message under the reason, no field name anywhere.
    await el
      .getByRole('button', { name: /^Estornar recibo / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Estornar contribuição' });
    await dialog.getByRole('button', { name: 'Estornar' }).click();
    await see(dialog, 'Informe o motivo do estorno (ao menos 3 caracteres).');
    expect(await dialog.getByLabel('Motivo do estorno').getAttribute('aria-invalid')).toBe('true');
    expect(
      await page.locator('body').evaluate(() => document.body.innerText + (document.querySelector('sacra-dizimo')?.shadowRoot?.textContent ?? '')),
    ).not.toMatch(/motivo:|valor_centavos|centavos, sem casas/);
    await page.context().close();
  });

  it("'Novo dizimista' offers no one who is a tither already; a tither's yearly statement is offered for every year with contributions", async () => {
    const page = await open('/dizimo/dizimistas/novo', { as: 'tesoureiro' });
    const el = page.locator('sacra-dizimo');
    await el.getByLabel('Pessoa (dos registros)').fill('Terezinha Alves Moura');
    await see(el, 'Nenhum resultado.');

    const { id, anos } = await page.evaluate(async () => {
      const list = await (await fetch('/api/dizimo/dizimistas?q=Terezinha%20Alves%20Moura', { credentials: 'include' })).json();
      const one = await (await fetch(`/api/dizimo/dizimistas/${list.data[0].id}`, { credentials: 'include' })).json();
      return { id: one.data.id as number, anos: one.anos as number[] };
    });
    expect(anos.length).toBeGreaterThan(1);
    await page.goto(`${e2e.portal.url}/dizimo/dizimistas/${id}/editar`);
    const year = el.getByLabel('Declaração anual');
    await poll(() => year.locator('option').allTextContents()).toEqual(anos.map(String));
    const oldest = String(anos.at(-1));
    await year.selectOption(oldest);
    expect(await el.getByRole('link', { name: `Baixar declaração ${oldest}` }).getAttribute('href')).toContain(`ano=${oldest}`);
    await page.context().close();
  });

  it('the statement screen: balance and refused lines reported, a tither suggested by name and booked in one click, a credit dismissed', async () => {
    const page = await open('/dizimo/extrato', { as: 'tesoureiro' });
    const el = page.locator('sacra-dizimo');
    // A tither of the parish, named in the memo the way banks write it: upper case, without accents.
    const name = await page.evaluate(
      async () => (await (await fetch('/api/dizimo/dizimistas?limit=1&page=7', { credentials: 'include' })).json()).data[0].nome as string,
    );
    const memo = `Pix - Recebido 10/11 14:32 ${withoutAccents(name).toUpperCase()}`;
    const line = (fitid: string, amount: string, text: string) =>
      `<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20261110120000[-3:BRT]<TRNAMT>${amount}<FITID>${fitid}<MEMO>${text}</STMTTRN>`;
    const ofx = [
      'OFXHEADER:100',
      'DATA:OFXSGML',
      'VERSION:102',
      'CHARSET:1252',
      '',
      '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>BRL<BANKACCTFROM><BANKID>341<ACCTID>112233<ACCTTYPE>CHECKING</BANKACCTFROM><BANKTRANLIST>',
      line('E2E-1', '4800.00', 'SALDO ANTERIOR'),
      line('E2E-2', '73.00', memo),
      line('E2E-3', '10.00', 'PIX RECEBIDO TXID DZ99999999999'),
      line('E2E-4', '7.77', 'TRANSF ENTRE CONTAS'),
      '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
    ].join('\r\n');
    await el.getByLabel('Escolher arquivo OFX').setInputFiles({ name: 'extrato.ofx', mimeType: 'application/x-ofx', buffer: Buffer.from(ofx, 'latin1') });
    await see(el, /1 linha\(s\) de saldo ignorada\(s\), 1 recusada\(s\)/);
    await see(el, 'Linha 3 (PIX RECEBIDO TXID DZ99999999999): DZ99999999999 não é um número de carnê (de 1 a 999999).');

    const credit = el.getByRole('listitem').filter({ hasText: memo });
    await see(credit, `Parece ser de ${name}`);
    await credit.getByRole('button', { name: `Lançar para ${name}` }).click();
    await see(page, 'Contribuição registrada.');
    await poll(() => credit.count()).toBe(0);

    await el.getByRole('button', { name: 'Descartar R$ 7,77 em 10/11/2026' }).click();
    await page.getByRole('dialog', { name: 'Descartar crédito' }).getByRole('button', { name: 'Descartar' }).click();
    await see(page, 'Crédito descartado: não vira contribuição.');
    await poll(() => el.getByRole('button', { name: 'Descartar R$ 7,77 em 10/11/2026' }).count()).toBe(0);
    await page.context().close();
  });

  it('the report: money on its own axis in R$, the tithers on a chart of their own with a whole legend, and a period of up to 36 months', async () => {
    const page = await open('/dizimo/relatorios', { as: 'tesoureiro' });
    const el = page.locator('sacra-dizimo');
    await see(el, 'Total por mês');
    const moneyAxis = el.locator('#monthly .y.axis text');
    await poll(() => moneyAxis.count()).toBeGreaterThan(1);
    expect((await moneyAxis.allTextContents()).every((label) => /^R\$\s[\d.]+$/.test(label))).toBe(true);
    await poll(() => el.locator('#tithers .legend-dataset-text').allTextContents()).toEqual(['Contribuíram', 'Ativos']);
    expect((await el.locator('#tithers .y.axis text').allTextContents()).some((label) => label.includes('R$'))).toBe(false);

    await el.getByLabel('De', { exact: true }).fill('2024-01-01');
    await el.getByLabel('Até', { exact: true }).fill('2026-12-31');
    await el.getByRole('button', { name: 'Ver período' }).click();
    const months = el.getByRole('table').first().locator('tbody tr');
    await poll(() => months.count()).toBe(36);
    await el.getByLabel('De', { exact: true }).fill('2023-12-01');
    await el.getByRole('button', { name: 'Ver período' }).click();
    await see(el, 'O período pode ter no máximo 36 meses.');
    await page.context().close();
  });

  it("the member sees 'Meu dízimo' with their card, contributions (a reversed one with its date and reason) and their own PIX QR code, on a phone", async () => {
    // The treasurer reverses one of the member's contributions.
    const treasurer = await open('/dizimo', { as: 'tesoureiro' });
    const reversedOn = await treasurer.evaluate(async () => {
      const json = (r: Response) => r.json();
      const tither = (await fetch('/api/dizimo/dizimistas?q=Terezinha%20Alves%20Moura', { credentials: 'include' }).then(json)).data[0];
      const rows = (await fetch(`/api/dizimo/contribuicoes?dizimista_id=${tither.id}&limit=50`, { credentials: 'include' }).then(json)).data;
      const standing = rows.find((c: { recibo_numero: string | null; estornada: boolean }) => c.recibo_numero && !c.estornada);
      const headers = { 'Content-Type': 'application/json' };
      const done = await fetch(`/api/dizimo/contribuicoes/${standing.id}/estorno`, {
        method: 'POST',
        credentials: 'include',
        headers,
        body: JSON.stringify({ motivo: 'Cheque devolvido pelo banco' }),
      }).then(json);
      return done.data.data as string;
    });
    await treasurer.context().close();

    const page = await open('/dizimo/meu', { as: 'dizimista', viewport: { width: 375, height: 812 } });
    const el = page.locator('sacra-dizimo');
    await see(el, 'Meu carnê');
    await see(el, `Estornada em ${reversedOn.split('-').reverse().join('/')}: Cheque devolvido pelo banco`);
    await poll(() => el.getByRole('img', { name: 'QR Code PIX' }).count()).toBe(1);
    const payload = await el.getByLabel('PIX copia e cola').inputValue();
    expect(payload).toMatch(/^000201/);
    expect(payload).toMatch(/05\d\dDZ\d{6}/);
    expect(await el.getByRole('link', { name: /^Baixar recibo / }).count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // Nothing else of the module.
    await page.goto(`${e2e.portal.url}/dizimo`);
    await see(page, 'Acesso restrito');
    await page.context().close();
  });

  it('a PIX name or city too long for the BR Code: its abbreviation is taken with one click, saved, and carried by the code (upper case, as the BR Code writes it)', async () => {
    const page = await open('/dizimo/pix', { as: 'tesoureiro' });
    const el = page.locator('sacra-dizimo');
    const name = el.getByLabel('Nome do beneficiário');
    const city = el.getByLabel('Cidade');
    await poll(() => name.inputValue()).not.toBe('');
    await name.fill('Paróquia Nossa Senhora do Perpétuo Socorro');
    await city.fill('São José dos Campos');
    await see(el, 'No código PIX: Par N Sra P Socorro');
    await see(el, 'No código PIX: S Jose Campos');
    await el.getByRole('button', { name: 'Usar a abreviação Par N Sra P Socorro' }).click();
    await el.getByRole('button', { name: 'Usar a abreviação S Jose Campos' }).click();
    expect([await name.inputValue(), await city.inputValue()]).toEqual(['Par N Sra P Socorro', 'S Jose Campos']);
    expect(await el.getByRole('button', { name: /^Usar a abreviação/ }).count()).toBe(0);
    await el.getByRole('button', { name: 'Salvar' }).click();
    await see(page, 'Chave PIX salva.');
    await poll(() => el.getByLabel('PIX copia e cola').inputValue()).toContain('5919PAR N SRA P SOCORRO6013S JOSE CAMPOS');
    await page.context().close();
  });
});
