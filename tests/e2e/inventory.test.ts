/**
 * Inventory end to end: create, filter, edit (back to the list ~600 ms after success) and delete
 * an item; the save error panel (network failure with its diagnostic ping, server validation
 * details); pages prefetched and cached; a reader sees no write controls; a phone-sized screen.
 * Real portal, real database, Debian Chromium.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { nextFrames, portalAndBrowser, signedIn } from './harness';

const e2e = portalAndBrowser();

const newPage = (width = 1280) => e2e.newPage({ viewport: { width, height: 900 } });

const poll = <T>(probe: () => Promise<T>) => expect.poll(probe, { timeout: 10_000 });
const see = (scope: Page | Locator, text: string | RegExp) => poll(() => scope.getByText(text).filter({ visible: true }).count()).toBeGreaterThan(0);
const inventory = (page: Page) => page.locator('sacra-inventory');
const rows = (page: Page) => inventory(page).locator('tbody tr');
const pagerText = (page: Page) => inventory(page).getByRole('navigation', { name: 'Paginação' }).locator('span').textContent();

/** 'Página X de Y — Total N' as numbers. */
async function pager(page: Page): Promise<{ page: number; last: number; total: number }> {
  const match = /^Página (\d+) de (\d+) — Total (\d+)$/.exec((await pagerText(page)) ?? '');
  if (!match) throw new Error(`unexpected pager text: ${await pagerText(page)}`);
  return { page: Number(match[1]), last: Number(match[2]), total: Number(match[3]) };
}

async function openList(page: Page, user: string): Promise<void> {
  await signedIn(page, e2e.portal.url, user, '/inventario');
  await poll(() => rows(page).count()).toBeGreaterThan(0);
}

function todayShort(): string {
  return new Date().toLocaleDateString('pt-BR', { day: '2-digit', month: '2-digit', year: '2-digit', timeZone: 'America/Sao_Paulo' });
}

describe('/inventario as a writer', () => {
  const name = 'Cesta de Natal <b>E2E</b>';

  it('shows the summary, pages prefetched and cached, and page sizes', async () => {
    const page = await newPage();
    const listCalls: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/inventory') listCalls.push(url.search);
    });
    await openList(page, 'secretaria');
    const el = inventory(page);
    expect(await el.getByRole('heading', { level: 1, name: 'Inventário Paroquial' }).isVisible()).toBe(true);
    expect(await el.getByRole('link', { name: 'Novo item' }).isVisible()).toBe(true);
    await poll(() => el.locator('[data-stat="items"]').textContent()).toMatch(/^\d+$/);
    const totalItems = Number(await el.locator('[data-stat="items"]').textContent());
    expect(await el.locator('[data-stat="quantity"]').textContent()).toMatch(/^[\d.]+$/);
    expect(await el.locator('.inv-top li').count()).toBe(4);

    // Default 12 per page; the parish id travels as the spec says; the next page is fetched ahead.
    expect(await rows(page).count()).toBe(12);
    expect(await pager(page)).toEqual({ page: 1, last: Math.ceil(totalItems / 12), total: totalItems });
    expect(listCalls[0]).toMatch(/paroquia_id=\d+/);
    await poll(async () => listCalls.filter((q) => /page=2(&|$)/.test(q)).length).toBe(1);

    const firstOfPage1 = await rows(page).first().locator('th').textContent();
    await el.getByRole('button', { name: 'Próxima' }).click();
    await poll(() => pagerText(page)).toMatch(/^Página 2 de/);
    expect(listCalls.filter((q) => /page=2(&|$)/.test(q))).toHaveLength(1); // served from the prefetch
    expect(await rows(page).first().locator('th').textContent()).not.toBe(firstOfPage1);

    // Offline, a page already seen still shows from the cache.
    await page.context().setOffline(true);
    await el.getByRole('button', { name: 'Anterior' }).click();
    await poll(() => pagerText(page)).toMatch(/^Página 1 de/);
    expect(await rows(page).first().locator('th').textContent()).toBe(firstOfPage1);
    await page.context().setOffline(false);

    await el.getByLabel('Itens por página').selectOption('8');
    await poll(() => rows(page).count()).toBe(8);
    expect((await pager(page)).last).toBe(Math.ceil(totalItems / 8));
    expect(await el.getByLabel('Itens por página').locator('option').allTextContents()).toEqual(['8', '12', '16', '20', '30', '50']);
  });

  it('creates an item: every validation message first, then the banner on the list', async () => {
    const page = await newPage();
    await openList(page, 'admin');
    const el = inventory(page);
    const before = await pager(page);
    await el.getByRole('link', { name: 'Novo item' }).click();
    await page.waitForURL(`${e2e.portal.url}/inventario/novo`);
    await poll(() => el.getByLabel('Categoria').locator('option').count()).toBeGreaterThan(1);

    await el.getByLabel('Quantidade distribuída').fill('');
    await el.getByRole('button', { name: 'Salvar' }).click();
    for (const text of [
      'O campo "Item" é obrigatório.',
      'Selecione uma categoria.',
      'Selecione uma comunidade.',
      'Quantidade distribuída deve ser um número maior ou igual a zero.',
    ]) {
      await see(el, text);
    }
    await el.getByLabel('Item').fill(name);
    await el.getByLabel('Categoria').selectOption({ label: 'Alimentos/Cestas básicas' });
    await el.getByLabel('Comunidade').selectOption({ label: 'Capela Santa Luzia' });
    await el.getByLabel('Quantidade distribuída').fill('-2');
    await el.getByRole('button', { name: 'Salvar' }).click();
    await see(el, 'Quantidade distribuída deve ser um número maior ou igual a zero.');
    expect(await el.getByText('Selecione uma categoria.').count()).toBe(0);
    await el.getByLabel('Quantidade distribuída').fill('2.5');
    await el.getByRole('button', { name: 'Salvar' }).click();
    await see(el, 'Quantidade distribuída deve ser um número maior ou igual a zero.');

    await el.getByLabel('Quantidade distribuída').fill('25');
    await el.getByLabel('Descrição').fill('Para as famílias da <i>pastoral</i>');
    await el.getByRole('button', { name: 'Salvar' }).click();
    await see(el, 'Item criado com sucesso!');
    await page.waitForURL(`${e2e.portal.url}/inventario`);

    // The list: the banner, the new item on top (HTML shown as text), one more in the total.
    await see(el, 'Item criado com sucesso!');
    await poll(() => rows(page).first().locator('.inv-item-name').textContent()).toBe(name);
    const first = rows(page).first();
    expect(await first.locator('td').allTextContents()).toEqual(['Alimentos/Cestas básicas', 'Capela Santa Luzia', '25', todayShort(), 'EditarExcluir']);
    expect(await first.locator('.inv-item-description').textContent()).toBe('Para as famílias da <i>pastoral</i>');
    expect(await el.locator('b, i').count()).toBe(0);
    await poll(async () => (await pager(page)).total).toBe(before.total + 1);

    await el.getByRole('button', { name: 'Fechar' }).click();
    expect(await el.getByText('Item criado com sucesso!').count()).toBe(0);
  });

  it('filters by text (accents and case ignored, from 2 characters), category and community', async () => {
    const page = await newPage();
    // The page's clock, so the search's debounce can be run past without waiting for it.
    await page.clock.install();
    const searched: string[] = [];
    page.on('request', (r) => r.url().includes('/api/inventory?') && searched.push(new URL(r.url()).searchParams.get('q') ?? ''));
    await openList(page, 'admin');
    const el = inventory(page);
    const all = (await pager(page)).total;

    await el.getByLabel('Buscar').fill('c');
    await page.clock.runFor(700);
    await nextFrames(page);
    expect((await pager(page)).total).toBe(all);

    await el.getByLabel('Buscar').fill('CESTA DE NATAL <B>e2é');
    await poll(() => pagerText(page)).toBe('Página 1 de 1 — Total 1');
    // The search that was sent came after the one-letter text: that one never was.
    expect(searched).toContain('CESTA DE NATAL <B>e2é');
    expect(searched).not.toContain('c');
    expect(await rows(page).first().locator('.inv-item-name').textContent()).toBe(name);

    await el.getByLabel('Categoria').selectOption({ label: 'Paramentos' });
    await see(el, 'Nenhum item encontrado');
    expect(await pagerText(page)).toBe('Página 1 de 1 — Total 0');
    await el.getByLabel('Categoria').selectOption({ label: 'Alimentos/Cestas básicas' });
    await el.getByLabel('Comunidade').selectOption({ label: 'Capela Santa Luzia' });
    await poll(() => pagerText(page)).toBe('Página 1 de 1 — Total 1');

    // Without text, the category and community filters alone: fewer than all, every row matching both.
    await el.getByLabel('Comunidade').selectOption({ label: 'Matriz São José' });
    await see(el, 'Nenhum item encontrado');
    await el.getByLabel('Buscar').fill('');
    await poll(() => rows(page).count()).toBeGreaterThan(0);
    await poll(() => el.locator('table[aria-busy="true"]').count()).toBe(0);
    expect((await pager(page)).total).toBeLessThan(all);
    for (const cells of await rows(page).evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent)))) {
      expect(cells.slice(0, 2)).toEqual(['Alimentos/Cestas básicas', 'Matriz São José']);
    }
  });

  it('edits the item and returns to the list about 600 ms after success', async () => {
    const page = await newPage();
    await openList(page, 'admin');
    const el = inventory(page);
    await el.getByRole('link', { name: `Editar ${name}` }).click();
    await page.waitForURL(/\/inventario\/\d+\/editar$/);
    const editUrl = page.url();
    await poll(() => el.getByLabel('Item').inputValue()).toBe(name);
    expect(await el.getByLabel('Quantidade distribuída').inputValue()).toBe('25');
    expect(await el.getByLabel('Comunidade').locator('option:checked').textContent()).toBe('Capela Santa Luzia');

    await el.getByLabel('Item').fill('');
    await el.getByRole('button', { name: 'Salvar' }).click();
    await see(el, 'O campo "Item" é obrigatório.');

    await el.getByLabel('Item').fill('Cesta de Natal (revisada)');
    await el.getByLabel('Quantidade distribuída').fill('40');
    await el.getByLabel('Comunidade').selectOption({ label: 'Capela São Benedito' });
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/inventory/'));
    await el.getByRole('button', { name: 'Salvar' }).click();
    await saved;
    const answeredAt = Date.now();
    await see(el, 'Item atualizado com sucesso!');
    expect(page.url()).toBe(editUrl);
    await page.waitForURL(`${e2e.portal.url}/inventario`);
    const elapsed = Date.now() - answeredAt;
    expect(elapsed).toBeGreaterThanOrEqual(500);
    expect(elapsed).toBeLessThan(3000);

    await see(el, 'Item atualizado com sucesso!');
    await poll(() => rows(page).first().locator('.inv-item-name').textContent()).toBe('Cesta de Natal (revisada)');
    expect(await rows(page).first().locator('td').nth(1).textContent()).toBe('Capela São Benedito');
    expect(await rows(page).first().locator('td').nth(2).textContent()).toBe('40');
  });

  it('a missing item shows "Item não encontrado."', async () => {
    const page = await newPage();
    await signedIn(page, e2e.portal.url, 'admin', '/inventario/999999/editar');
    await see(inventory(page), 'Item não encontrado.');
  });

  it('save errors: a network failure with the diagnostic ping, and the server’s validation details', async () => {
    const page = await newPage();
    await signedIn(page, e2e.portal.url, 'admin', '/inventario/novo');
    const el = inventory(page);
    await poll(() => el.getByLabel('Comunidade').locator('option').count()).toBeGreaterThan(1);
    await el.getByLabel('Item').fill('Microfone reserva');
    await el.getByLabel('Categoria').selectOption({ label: 'Eletrônicos' });
    await el.getByLabel('Comunidade').selectOption({ label: 'Matriz São José' });
    await el.getByLabel('Quantidade distribuída').fill('1');

    await page.route('**/api/inventory', (route) => (route.request().method() === 'POST' ? route.abort('failed') : route.continue()));
    await el.getByRole('button', { name: 'Salvar' }).click();
    await see(el, 'Falha de rede');
    await see(el, 'Não foi possível conectar ao servidor.');
    await see(el, /^Teste de conexão: o servidor respondeu em \d+ ms\. Tente salvar novamente\.$/);
    await page.unroute('**/api/inventory');

    // The server refuses a community of another parish: its message on the field and in the details.
    await page.route('**/api/inventory', (route) =>
      route.continue({
        headers: { ...route.request().headers(), 'content-type': 'application/x-www-form-urlencoded' },
        postData: 'item=Microfone+reserva&category_id=999999&ent_id=999999&qntd_distributed=1',
      }),
    );
    await el.getByRole('button', { name: 'Salvar' }).click();
    await see(el, 'Dados inválidos');
    await see(el, 'Categoria: Categoria não encontrada nesta paróquia.');
    await see(el, 'Comunidade: Comunidade não encontrada nesta paróquia.');
    expect(await el.getByText('(HTTP 422)').count()).toBe(1);
    expect(await el.locator('.field-error').allTextContents()).toEqual([
      'Categoria não encontrada nesta paróquia.',
      'Comunidade não encontrada nesta paróquia.',
    ]);
    expect(await el.locator('.inventory').textContent()).not.toMatch(/select|insert|inventory_items|sql/i);
  });

  it('deletes the item after confirming', async () => {
    const page = await newPage();
    await openList(page, 'admin');
    const el = inventory(page);
    const before = (await pager(page)).total;

    await el.getByRole('button', { name: 'Excluir Cesta de Natal (revisada)' }).click();
    const dialog = el.getByRole('dialog', { name: 'Excluir item' });
    await see(dialog, 'Cesta de Natal (revisada)');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    expect(await el.getByRole('dialog').count()).toBe(0);
    expect((await pager(page)).total).toBe(before);

    await el.getByRole('button', { name: 'Excluir Cesta de Natal (revisada)' }).click();
    await el.getByRole('dialog', { name: 'Excluir item' }).getByRole('button', { name: 'Excluir' }).click();
    await see(el, 'Item excluído com sucesso.');
    await poll(async () => (await pager(page)).total).toBe(before - 1);

    await el.getByLabel('Buscar').fill('Cesta de Natal (revisada)');
    await see(el, 'Nenhum item encontrado');
  });
});

describe('/inventario as a reader', () => {
  it('acolito reads the list but sees no write controls, and the forms are restricted', async () => {
    const page = await newPage();
    await openList(page, 'acolito');
    const el = inventory(page);
    expect(await el.getByRole('heading', { name: 'Inventário Paroquial' }).isVisible()).toBe(true);
    expect(await el.getByRole('link', { name: 'Novo item' }).count()).toBe(0);
    expect(await el.getByRole('link', { name: /^Editar/ }).count()).toBe(0);
    expect(await el.getByRole('button', { name: /^Excluir/ }).count()).toBe(0);
    expect(await el.getByRole('columnheader').allTextContents()).toEqual(['Item', 'Categoria', 'Comunidade', 'Qtd. distribuída', 'Última atualização']);

    await page.goto(`${e2e.portal.url}/inventario/novo`);
    await see(page, 'Acesso restrito');
    expect(await page.getByLabel('Quantidade distribuída').count()).toBe(0);
  });
});

describe('on a phone (375 px)', () => {
  it('the list fits the width, rows become labelled cards, and the form is usable', async () => {
    const page = await newPage(375);
    await openList(page, 'admin');
    const el = inventory(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await rows(page).first().boundingBox();
    expect(box!.width).toBeLessThanOrEqual(375);
    expect(
      await rows(page)
        .first()
        .locator('td')
        .first()
        .evaluate((td) => getComputedStyle(td, '::before').content),
    ).toBe('"Categoria"');
    // Each filter shows its whole placeholder or choice: text width within the control's content box.
    const cut = await el.locator('[part="filters"]').evaluate((filters) => {
      const measure = document.createElement('canvas').getContext('2d')!;
      return [...filters.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')].flatMap((control) => {
        const style = getComputedStyle(control);
        measure.font = style.font;
        const text = control instanceof HTMLSelectElement ? control.selectedOptions[0].text : control.placeholder;
        // A select keeps room for its arrow.
        const room = control.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - (control instanceof HTMLSelectElement ? 16 : 0);
        return measure.measureText(text).width > room ? [text] : [];
      });
    });
    expect(cut).toEqual([]);
    await el.getByRole('link', { name: 'Novo item' }).click();
    await page.waitForURL(`${e2e.portal.url}/inventario/novo`);
    const save = el.getByRole('button', { name: 'Salvar' });
    await poll(() => save.isVisible()).toBe(true);
    expect((await save.boundingBox())!.x + (await save.boundingBox())!.width).toBeLessThanOrEqual(375);
  });
});
