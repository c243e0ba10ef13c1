/**
 * Imports end to end: the secretary sends a 2,000-line spreadsheet of people (saved as XLSX, dates as date
 * cells, three bad lines), checks the fields guessed for its columns and the first lines as they will be
 * saved, sees the three refused lines by their line in the file, imports the rest, and undoes it. The
 * steps the route's sweep (a11y.test.ts) does not reach, checked by axe on a phone and a laptop.
 */
import { AxeBuilder } from '@axe-core/playwright';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cpfFromBase, formatCpf } from '../../src/shared/cpf';
import { poll, portalAndBrowser, see, settled } from './harness';

const e2e = portalAndBrowser();
const LINES = 2000;
const TAG = 'Planilha E2E';

/** The workbook: line n of the sheet is person n - 1; lines 101, 1001 and 1800 are the bad ones. */
async function peopleWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Pessoas');
  sheet.addRow(['Nome completo', 'CPF', 'Data de Nascimento', 'Celular', 'Cidade', 'Observações']);
  for (let i = 1; i <= LINES; i++) {
    const line = i + 1;
    const born = new Date(Date.UTC(1950 + (i % 50), i % 12, 1 + (i % 28)));
    sheet.addRow([
      `Pessoa ${TAG} ${String(i).padStart(4, '0')}`,
      line === 101 ? '123.456.789-00' : formatCpf(cpfFromBase(String(600_000_000 + i))),
      line === 1001 ? '31/02/1990' : born,
      line === 1800 ? '' : Number(`199${String(80_000_000 + i)}`),
      'Campinas',
      i % 7 === 0 ? 'ligar à tarde' : '',
    ]);
  }
  sheet.getColumn(3).numFmt = 'dd/mm/yyyy';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const registersTagged = async (page: Page) => {
  const res = await page.request.get(`${e2e.portal.url}/api/registers?q=${encodeURIComponent(TAG)}&limit=1`);
  return (await res.json()).data.meta.total as number;
};

describe('importar', () => {
  it('a 2,000-line spreadsheet of people: mapped, checked (3 refused by line), imported, undone', async () => {
    const page = await e2e.newPage({ as: 'secretaria' });
    await page.goto(`${e2e.portal.url}/importar`);
    const el = page.locator('sacra-imports');
    await see(el, 'Nova importação');
    await expect.poll(() => el.getByLabel('O que importar').inputValue()).toBe('registros');

    await el
      .getByLabel('Escolher planilha')
      .setInputFiles({ name: 'pessoas.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await peopleWorkbook() });

    // The fields guessed from the headers; the column nobody needs left out.
    await see(el, 'pessoas.xlsx');
    await expect.poll(() => el.getByLabel('Nome completo').inputValue()).toBe('name');
    expect(await el.getByLabel('CPF').inputValue()).toBe('cpf');
    expect(await el.getByLabel('Data de Nascimento').inputValue()).toBe('born_date');
    expect(await el.getByLabel('Celular').inputValue()).toBe('phone');
    expect(await el.getByLabel('Observações').inputValue()).toBe('');
    // The first lines as they will be saved: the date cell as a date, the phone number punctuated.
    const preview = el.getByRole('table', { name: 'Primeiras linhas como serão salvas' });
    await expect.poll(() => preview.getByRole('row').nth(1).innerText()).toContain(`Pessoa ${TAG} 0001`);
    const first = await preview.getByRole('row').nth(1).innerText();
    expect(first).toContain('02/02/1951');
    expect(first).toContain(formatCpf(cpfFromBase('600000001')));
    expect(first).toContain('(19) 98000-0001');

    // A field chosen twice is said before anything is sent.
    await el.getByLabel('Cidade').selectOption('name');
    await el.getByRole('button', { name: 'Conferir todas as linhas' }).click();
    await see(el, 'O campo "Nome" foi escolhido para mais de uma coluna.');
    await el.getByLabel('Cidade').selectOption('city');

    await el.getByRole('button', { name: 'Conferir todas as linhas' }).click();
    await see(el, 'Nada foi gravado ainda.');
    expect(await el.getByRole('status').filter({ hasText: 'Nada foi gravado' }).innerText()).toContain('1.997 linha(s) válida(s) e 3 recusada(s)');
    const refused = el.getByRole('list', { name: 'Linhas recusadas' }).getByRole('listitem');
    await expect
      .poll(() => refused.allInnerTexts())
      .toEqual([
        'Linha 101: CPF: CPF inválido.',
        'Linha 1001: Nascimento: Data de nascimento inválida.',
        'Linha 1800: Telefone: Telefone deve conter DDD + número de celular (11 dígitos), somente números.',
      ]);
    expect(await registersTagged(page)).toBe(0);

    // The import's answer is held back once the server has written the lines: meanwhile the screen shows the
    // progress it reads from the server (GET /api/importacoes/{id}), which reaches every line.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/importacoes/*/confirmar', async (route) => {
      const response = await route.fetch();
      await held;
      await route.fulfill({ response });
    });
    await el.getByRole('button', { name: 'Importar 1.997 linha(s)' }).click();
    const progress = el.getByRole('status').filter({ hasText: 'Importando as linhas...' });
    await poll(() => progress.innerText()).toContain('100%');
    expect(await progress.locator('progress').getAttribute('value')).toBe('1');
    release();
    await see(el, '1.997 linhas importadas.');
    expect(await registersTagged(page)).toBe(1997);
    const row = el.getByRole('row').filter({ hasText: 'pessoas.xlsx' }).first();
    await expect.poll(() => row.innerText()).toContain('Importada');
    expect(await row.innerText()).toContain('1.997');

    // Undone whole: the people go, the import says so.
    await row.getByRole('button', { name: 'Desfazer a importação de pessoas.xlsx' }).click();
    const dialog = page.getByRole('dialog', { name: 'Desfazer importação' });
    await dialog.getByRole('button', { name: 'Desfazer' }).click();
    await see(el, 'Importação desfeita: 1.997 registros removidos.');
    await poll(() => row.innerText()).toContain('Desfeita');
    expect(await registersTagged(page)).toBe(0);
  }, 120_000);

  it.each([375, 1280])('the mapping and dry-run steps at %i px: no axe violation, no sideways scrolling', async (width) => {
    const page = await e2e.newPage({ as: 'secretaria', viewport: { width, height: 900 } });
    await page.goto(`${e2e.portal.url}/importar`);
    const el = page.locator('sacra-imports');
    await see(el, 'Nova importação');
    const file = await readFile(new URL('../../src/server/imports/fixtures/pessoas-utf8-bom.csv', import.meta.url));
    await el.getByLabel('Escolher planilha').setInputFiles({ name: `pessoas-${width}.csv`, mimeType: 'text/csv', buffer: file });
    await see(el, 'Primeiras linhas como serão salvas');
    await accessible(page);
    await el.getByRole('button', { name: 'Conferir todas as linhas' }).click();
    await see(el, 'Nada foi gravado ainda.');
    await accessible(page);
    await el.getByRole('button', { name: 'Cancelar importação' }).click();
    await see(el, 'Importação cancelada: os dados da planilha foram apagados.');
  });
});

async function accessible(page: Page) {
  await settled(page, expect);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  expect(violations.filter((v) => v.impact !== 'minor').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}
