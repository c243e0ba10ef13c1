/**
 * The tithe end to end: the treasurer enrols a tither picked from the registers, enters ten contributions
 * with the keyboard alone in the Sunday fast entry, downloads a receipt (read back as text), sees the
 * report's chart drawn; the member (role 14) sees 'Meu dízimo' with their own PIX QR code.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../src/server/test/pdf-text';
import { type PageOptions, poll, portalAndBrowser, see } from './harness';

const e2e = portalAndBrowser();

async function open(path: string, options: PageOptions): Promise<Page> {
  const page = await e2e.newPage({ acceptDownloads: true, ...options });
  await page.context().route((url) => url.hostname !== '127.0.0.1', (route) => route.abort());
  await page.goto(`${e2e.portal.url}${path}`);
  return page;
}

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
    await page.context().close();
  });

  it("the member sees 'Meu dízimo' with their card, contributions and their own PIX QR code, on a phone", async () => {
    const page = await open('/dizimo/meu', { as: 'dizimista', viewport: { width: 375, height: 812 } });
    const el = page.locator('sacra-dizimo');
    await see(el, 'Meu carnê');
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
});
