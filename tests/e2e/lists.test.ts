/**
 * The list kit (src/core/list) as a person uses it, on the lists built on it: filters, sort, page and page
 * size kept in the address (a reload and a shared link show the same list, Back returns to the previous
 * page), rows used by keyboard alone, a failed load with 'Tentar novamente', and each list as labelled
 * cards on a 375 px phone. One signed-in admin for the whole file.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newContext, poll, portalAndBrowser } from './harness';

const e2e = portalAndBrowser();
let admin: BrowserContext;

beforeAll(async () => {
  admin = await newContext(e2e.browser, { as: 'admin' });
});

const pagerText = (scope: Locator) => scope.getByRole('navigation', { name: 'Paginação' }).locator('span').textContent();

async function open(path: string, width = 1280): Promise<Page> {
  const page = await admin.newPage();
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${e2e.portal.url}${path}`);
  return page;
}

/** What has keyboard focus, through shadow roots: its tag and text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return `${el?.tagName.toLowerCase()} ${el?.textContent?.trim().slice(0, 60)}`;
  });

describe('the list in the address', () => {
  it('keeps filters, page size and page across a reload and in a shared link; Back returns to the previous page', async () => {
    const page = await open('/inventario');
    const el = page.locator('sacra-inventory');
    await poll(() => el.locator('tbody tr').count()).toBe(12);
    await el.getByLabel('Categoria').selectOption({ label: 'Liturgia' });
    await el.getByLabel('Buscar').fill('ca');
    await el.getByLabel('Itens por página').selectOption('8');
    await poll(() => Promise.resolve(new URL(page.url()).searchParams.get('q'))).toBe('ca');
    await poll(() => pagerText(el)).toMatch(/^Página 1 de [2-9]/);
    await el.getByRole('button', { name: 'Próxima' }).click();
    await poll(() => pagerText(el)).toMatch(/^Página 2 de/);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ q: 'ca', limit: '8', page: '2' });
    expect(url.searchParams.get('category_id')).toMatch(/^\d+$/);
    const shown = await el.locator('tbody th .inv-item-name').allTextContents();
    const label = await pagerText(el);

    await page.reload();
    await poll(() => pagerText(el)).toBe(label);
    expect(await el.getByLabel('Buscar').inputValue()).toBe('ca');
    await poll(() => el.getByLabel('Categoria').locator('option:checked').textContent()).toBe('Liturgia');
    expect(await el.getByLabel('Itens por página').inputValue()).toBe('8');
    expect(await el.locator('tbody th .inv-item-name').allTextContents()).toEqual(shown);

    // Back: the page before, same filters; the portal stays on the list.
    await page.goBack();
    await poll(() => pagerText(el)).toMatch(/^Página 1 de/);
    expect(new URL(page.url()).pathname).toBe('/inventario');
    expect(await el.getByLabel('Buscar').inputValue()).toBe('ca');

    const shared = await open(url.pathname + url.search);
    await poll(() => pagerText(shared.locator('sacra-inventory'))).toBe(label);
    await page.close();
    await shared.close();
  });

  it('keeps the sort of a list the browser holds whole across a reload', async () => {
    const page = await open('/turmas/crisma');
    const el = page.locator('sacra-catechesis');
    const alunos = () =>
      el
        .locator('td[data-label="Alunos"]')
        .allTextContents()
        .then((t) => t.map(Number));
    await poll(() => el.locator('tbody tr').count()).toBeGreaterThan(1);
    await el.getByRole('button', { name: 'Alunos' }).click();
    await el.getByRole('button', { name: 'Alunos' }).click();
    expect(new URL(page.url()).searchParams.get('sort')).toBe('-alunos');
    const sorted = await alunos();
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
    await page.reload();
    await poll(() => el.getByRole('columnheader', { name: 'Alunos' }).getAttribute('aria-sort')).toBe('descending');
    expect(await alunos()).toEqual(sorted);
    await page.close();
  });

  it('an address with values the list cannot take shows the plain list', async () => {
    const page = await open('/registros?limit=999&page=-3&sort=senha');
    await poll(() => page.locator('.reg-table tbody tr').count()).toBe(12);
    await poll(() => pagerText(page.locator('sacra-registers'))).toMatch(/^Página 1 de/);
    expect(new URL(page.url()).search).toBe('');
    await page.close();
  });
});

describe('rows by keyboard', () => {
  it('the rows are one tab stop: arrows, Home and End move between them, Enter opens the sheet', async () => {
    const page = await open('/registros');
    const rows = page.locator('.reg-table tbody tr');
    await poll(() => rows.count()).toBe(12);
    const names = await page.locator('td.reg-name').allTextContents();
    await page.getByLabel('Itens por página').focus();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatch(new RegExp(`^tr .*${names[0].slice(0, 10)}`));
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toMatch(new RegExp(`^tr .*${names[1].slice(0, 10)}`));
    await page.keyboard.press('End');
    expect(await focused(page)).toMatch(new RegExp(`^tr .*${names[11].slice(0, 10)}`));
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowUp');
    expect(await focused(page)).toMatch(new RegExp(`^tr .*${names[0].slice(0, 10)}`));
    // Tab leaves the rows for the first row's own buttons, not the next row.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatch(/^button Ver Ficha/);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Ficha do registro' });
    await poll(() => sheet.getByText(names[0], { exact: true }).first().isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await poll(() => sheet.count()).toBe(0);
    await page.close();
  });
});

describe('a list that cannot load', () => {
  it("says why, offers 'Tentar novamente', and shows the list once the server answers", async () => {
    const page = await open('/inventario');
    // The list asked of another parish, as a stale or tampered link would: the real server refuses it.
    await page.route('**/api/inventory?**', (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('paroquia_id', '999');
      return route.continue({ url: url.toString() });
    });
    await page.reload();
    const el = page.locator('sacra-inventory');
    const problem = el.getByRole('alert').filter({ hasText: 'Acesso restrito.' });
    await poll(() => problem.count()).toBe(1);
    expect(await el.locator('tbody tr').count()).toBe(0);
    await page.unroute('**/api/inventory?**');
    await problem.getByRole('button', { name: 'Tentar novamente' }).click();
    await poll(() => el.locator('tbody tr').count()).toBe(12);
    expect(await el.getByRole('alert').count()).toBe(0);
    await page.close();
  });
});

describe('what the elements tell the page', () => {
  it('an item saved and then deleted, as facts that cannot be cancelled', async () => {
    const page = await open('/inventario/novo');
    await page.evaluate(() => {
      const told: unknown[] = [];
      Object.assign(window, { told });
      for (const name of ['sacra-inventory-item-saved', 'sacra-inventory-item-deleted'] as const) {
        document.addEventListener(name, (e) => told.push({ name, detail: e.detail, cancelable: e.cancelable, composed: e.composed }));
      }
    });
    const el = page.locator('sacra-inventory');
    await poll(() => el.getByLabel('Comunidade').locator('option').count()).toBeGreaterThan(1);
    await el.getByLabel('Item').fill('Turíbulo de eventos');
    await el.getByLabel('Categoria').selectOption({ label: 'Liturgia' });
    await el.getByLabel('Comunidade').selectOption({ label: 'Matriz São José' });
    await el.getByLabel('Quantidade distribuída').fill('1');
    await el.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(`${e2e.portal.url}/inventario`);
    await el.getByLabel('Buscar').fill('Turíbulo de eventos');
    await poll(() => el.locator('tbody tr').count()).toBe(1);
    await el.getByRole('button', { name: 'Excluir Turíbulo de eventos' }).click();
    await el.getByRole('dialog', { name: 'Excluir item' }).getByRole('button', { name: 'Excluir' }).click();
    await poll(() => page.evaluate(() => (window as unknown as { told: unknown[] }).told.length)).toBe(2);
    const [saved, deleted] = await page.evaluate(() => (window as unknown as { told: Array<{ name: string; detail: { id: number } }> }).told);
    expect(saved).toEqual({ name: 'sacra-inventory-item-saved', detail: { id: expect.any(Number), created: true }, cancelable: false, composed: true });
    expect(deleted).toEqual({ name: 'sacra-inventory-item-deleted', detail: { id: saved.detail.id }, cancelable: false, composed: true });
    await page.close();
  });
});

describe('on a 375 px phone', () => {
  for (const [path, tag, label] of [
    ['/inventario', 'sacra-inventory', 'Categoria'],
    ['/registros', 'sacra-registers', 'Nome'],
    ['/eventos', 'sacra-notices', 'Título'],
    ['/turmas/crisma', 'sacra-catechesis', 'Turma'],
    ['/catequistas/crisma', 'sacra-catechesis', 'Comunidade'],
    ['/protocolos', 'sacra-protocols', null],
  ] as const) {
    it(`${path}: each row is a card whose cells are labelled by their column, nothing scrolls sideways`, async () => {
      const page = await open(path, 375);
      const el = page.locator(tag);
      await poll(() => pagerText(el)).toMatch(/^Página 1 de/);
      if (label) {
        const row = el.locator('tbody tr').first();
        const cell = row.locator(`[data-label="${label}"]`);
        expect(await cell.evaluate((c) => getComputedStyle(c, '::before').content)).toBe(`"${label}"`);
        expect((await row.boundingBox())!.width).toBeLessThanOrEqual(375);
        expect(await el.locator('thead').evaluate((h) => h.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await page.close();
    });
  }
});
