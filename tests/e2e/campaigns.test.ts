/**
 * Campaigns end to end, as the treasurer (role 11): create a public campaign with a goal (the schema's
 * messages first, the server's field errors under their fields), see it in the list with its period,
 * goal and progress, edit it, the list on a phone without sideways scrolling, and axe on every view.
 * Real portal, real database, Debian Chromium; nothing leaves 127.0.0.1.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { poll, portalAndBrowser, see, settled, signedIn } from './harness';

const e2e = portalAndBrowser();

async function newPage(width = 1280): Promise<Page> {
  const context = await e2e.browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width, height: 900 } });
  // The header's weather and any other outside service: refused, so no test reaches the internet.
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  );
  return context.newPage();
}

const campaigns = (page: Page) => page.locator('sacra-campaigns');
const rowOf = (page: Page, name: string) =>
  campaigns(page)
    .locator('tbody tr')
    .filter({ has: page.locator('.camp-name', { hasText: name }) });
// Intl writes 'R$' with a no-break space.
const plain = (texts: string[]) => texts.map((t) => t.replace(/\u00a0/g, ' ').trim());

async function openList(page: Page): Promise<void> {
  await signedIn(page, e2e.portal.url, 'tesoureiro', '/dizimo/campanhas');
  await poll(() => campaigns(page).getByRole('heading', { level: 1, name: 'Campanhas' }).count()).toBe(1);
  await poll(() => campaigns(page).locator('tbody tr').count()).toBeGreaterThan(0);
}

const name = `Reforma do telhado E2E ${Date.now()}`;
const renamed = `${name} (2ª etapa)`;

describe('/dizimo/campanhas as the treasurer', () => {
  it('creates a public campaign with a goal of R$ 5.000,00 and sees it in the list', async () => {
    const page = await newPage();
    await openList(page);
    const el = campaigns(page);
    await el.getByRole('link', { name: 'Nova campanha' }).click();
    await page.waitForURL(`${e2e.portal.url}/dizimo/campanhas/nova`);
    await poll(() => el.getByRole('heading', { level: 1, name: 'Nova campanha' }).count()).toBe(1);

    // The shared schema's messages, each under its field, before anything is sent.
    await el.getByRole('button', { name: 'Salvar' }).click();
    await see(el, 'Informe o nome da campanha.');
    await see(el, 'Data inválida.');

    await el.getByLabel(/^Nome/).fill(name);
    await el.getByLabel('Descrição').fill('Telhado da matriz, antes das chuvas');
    await el.getByLabel('Meta (R$)').pressSequentially('5000,00');
    await el.getByLabel('Meta (R$)').blur();
    expect(plain([await el.getByLabel('Meta (R$)').inputValue()])[0]).toMatch(/^R\$ 5\.000(,00)?$/);
    await el.getByLabel('Início').fill('2026-02-01');
    await el.getByLabel('Fim', { exact: true }).fill('2026-01-31');
    await el.getByLabel('Campanha pública (aparece no site da paróquia)').check();
    await el.getByRole('button', { name: 'Salvar' }).click();
    await see(el, 'O fim não pode ser anterior ao início.');
    await el.getByLabel('Fim', { exact: true }).fill('2026-03-31');
    expect(await el.getByText('O fim não pode ser anterior ao início.').count()).toBe(0);

    // The server's own refusal: the goal as a client that skips the form's checks would send it (inventory's
    // e2e does the same); the real server answers 422, its message above the buttons, its text under the field.
    await page.route('**/api/campanhas', (route) =>
      route.request().method() === 'POST'
        ? route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), meta_centavos: -500 }) })
        : route.fallback(),
    );
    await el.getByRole('button', { name: 'Salvar' }).click();
    await see(el, 'Dados inválidos.');
    await see(el, 'O valor deve ser maior que zero.');
    expect(await el.getByLabel('Meta (R$)').getAttribute('aria-invalid')).toBe('true');
    await page.unroute('**/api/campanhas');

    const saved = page.evaluate(
      () =>
        new Promise<{ id: number; created: boolean }>((resolve) =>
          document.addEventListener('sacra-campaigns-campaign-saved', (e) => resolve(e.detail), { once: true }),
        ),
    );
    await el.getByRole('button', { name: 'Salvar' }).click();
    await see(el, 'Campanha criada com sucesso.');
    expect((await saved).created).toBe(true);
    await page.waitForURL(`${e2e.portal.url}/dizimo/campanhas`);

    // The list: the banner handed over, and the new campaign's row.
    await see(el, 'Campanha criada com sucesso.');
    await poll(() => rowOf(page, name).count()).toBe(1);
    const row = rowOf(page, name);
    expect(await row.locator('.camp-description').textContent()).toBe('Telhado da matriz, antes das chuvas');
    expect(plain(await row.locator('td').allTextContents())).toEqual(['01/02/2026 a 31/03/2026', 'R$ 5.000,00', 'R$ 0,00', '0', 'Sim', 'Editar']);
    expect(await row.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('0% da meta');
  });

  it('edits the campaign: the form filled from it, then the new name in the list', async () => {
    const page = await newPage();
    await openList(page);
    const el = campaigns(page);
    await rowOf(page, name)
      .getByRole('link', { name: `Editar ${name}` })
      .click();
    await page.waitForURL(/\/dizimo\/campanhas\/\d+\/editar$/);
    await poll(() => el.getByLabel(/^Nome/).inputValue()).toBe(name);
    expect(plain([await el.getByLabel('Meta (R$)').inputValue()])[0]).toMatch(/^R\$ 5\.000(,00)?$/);
    expect(await el.getByLabel('Início').inputValue()).toBe('2026-02-01');
    expect(await el.getByLabel('Fim', { exact: true }).inputValue()).toBe('2026-03-31');
    expect(await el.getByLabel('Campanha pública (aparece no site da paróquia)').isChecked()).toBe(true);

    await el.getByLabel(/^Nome/).fill(renamed);
    await el.getByLabel('Fim', { exact: true }).fill('');
    await el.getByRole('button', { name: 'Salvar' }).click();
    await see(el, 'Campanha atualizada.');
    await page.waitForURL(`${e2e.portal.url}/dizimo/campanhas`);
    await see(el, 'Campanha atualizada.');
    await poll(() => rowOf(page, renamed).count()).toBe(1);
    expect(plain(await rowOf(page, renamed).locator('td').allTextContents())[0]).toBe('desde 01/02/2026');
  });

  it('on a phone (375 px): the list as cards, no sideways scrolling', async () => {
    const page = await newPage(375);
    await openList(page);
    const row = rowOf(page, renamed);
    await poll(() => row.count()).toBe(1);
    expect(await row.getByText('Sim', { exact: true }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    expect(
      await campaigns(page)
        .locator('.list-table-wrap')
        .evaluate((box) => box.scrollWidth - box.clientWidth),
    ).toBeLessThanOrEqual(0);
  });

  it('has no moderate, serious or critical axe violation on the list and the forms, at 1280 and 375 px', async () => {
    for (const width of [1280, 375]) {
      const page = await newPage(width);
      await openList(page);
      const id = (await rowOf(page, renamed)
        .getByRole('link', { name: /^Editar/ })
        .getAttribute('href'))!.split('/')[3];
      for (const path of ['/dizimo/campanhas', '/dizimo/campanhas/nova', `/dizimo/campanhas/${id}/editar`]) {
        await page.goto(`${e2e.portal.url}${path}`);
        await settled(page, expect);
        const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
        const found = violations
          .filter((v) => v.impact === 'moderate' || v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${path} ${width}: ${v.id}`);
        expect(found).toEqual([]);
      }
      await page.context().close();
    }
  });
});
