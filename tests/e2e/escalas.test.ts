/**
 * The rosters end to end: the acolytes' coordinator builds next month with 'Preencher automaticamente' and
 * publishes it; the acolyte answers on a phone (375 px) in one tap; then asks for a substitute, and another
 * member of the ministry, offered the swap in 'Minha escala', takes it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../src/core/calendar/dates';
import { type PageOptions, poll, portalAndBrowser, see } from './harness';

const e2e = portalAndBrowser();
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };

async function open(path: string, options: PageOptions): Promise<Page> {
  const page = await e2e.newPage(options);
  await page.context().route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  );
  await page.goto(`${e2e.portal.url}${path}`);
  return page;
}

/** The month after the parish's current one, 'YYYY-MM'. */
function nextMonth(): string {
  const today = todayIn('America/Sao_Paulo');
  return addDays(`${today.slice(0, 7)}-28`, 7).slice(0, 7);
}

describe('escalas', () => {
  it('a month filled automatically and published; accepted on a phone; a swap asked and taken by another member', async () => {
    const mes = nextMonth();
    const coord = await open(`/escalas?mes=${mes}`, { as: 'coord-acolitos' });
    const el = coord.locator('sacra-escalas');
    await see(el, 'Escalas');
    const ministry = el.getByLabel('Ministério');
    const acolitos = await ministry.locator('option', { hasText: 'Acólitos' }).first().getAttribute('value');
    await ministry.selectOption(acolitos!);
    const grid = el.getByRole('table', { name: /^Escala de Acólitos/ });
    await poll(() => grid.count()).toBe(1);
    const filled = () => grid.locator('select').evaluateAll((selects) => selects.filter((s) => (s as HTMLSelectElement).value !== '').length);
    const before = await filled();

    await el.getByRole('button', { name: 'Preencher automaticamente' }).click();
    await see(coord, /^Escala preenchida automaticamente\./);
    await poll(filled).toBeGreaterThan(before);
    // Nothing is published yet: every filled cell says so.
    await expect(grid.getByText('Ainda não publicada').count()).resolves.toBeGreaterThan(0);

    await el.getByRole('button', { name: 'Publicar', exact: true }).click();
    const dialog = el.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Publicar' }).click();
    await see(coord, /^Escala publicada: cada pessoa recebeu seus pedidos\./);
    await poll(() => grid.getByText('Ainda não publicada').count()).toBe(0);

    // The acolyte, on a phone: the first request accepted in one tap.
    const phone = await open('/escalas/minha', { as: 'acolito', ...PHONE });
    const mine = phone.locator('sacra-escalas');
    await see(mine, 'Próximas designações');
    const accept = mine.getByRole('button', { name: /^Aceitar: / }).first();
    await poll(() => accept.isVisible()).toBe(true);
    const what = (await accept.getAttribute('aria-label'))!.replace(/^Aceitar: /, '');
    const box = (await accept.boundingBox())!;
    expect(box.height, 'a button big enough for a thumb').toBeGreaterThanOrEqual(44);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await accept.tap();
    await see(phone, 'Presença confirmada.');
    const card = mine.locator('[part="assignment"]').filter({ has: phone.getByRole('button', { name: `Pedir substituto: ${what}` }) });
    await poll(() => card.count()).toBe(1);
    await expect(card.getByText('Confirmada', { exact: true }).count()).resolves.toBe(1);

    // Another member of the acolytes, with an account: the secretary's person, taken in by the coordinator.
    const secretary = await open('/dashboard', { as: 'secretaria' });
    const { id: userId, name } = (await (await secretary.request.get(`${e2e.portal.url}/api/me`)).json()) as { id: number; name: string };
    const register = await secretary.evaluate(async (n) => {
      const body = new FormData();
      Object.entries({ name: n, born_date: '1980-05-01', phone: '19987654321' }).forEach(([k, v]) => body.append(k, v));
      const answer = await fetch('/api/registers', { method: 'POST', body, credentials: 'include', headers: { Accept: 'application/json' } });
      return ((await answer.json()) as { data: { id: number } }).data.id;
    }, name);
    const joined = await coord.request.post(`${e2e.portal.url}/api/ministerios/${acolitos}/membros`, { data: { register_id: register, user_id: userId } });
    expect(joined.status(), await joined.text()).toBe(201);

    // The acolyte can no longer come: a substitute asked.
    await card.getByRole('button', { name: `Pedir substituto: ${what}` }).tap();
    await see(phone, 'Pedido de substituição enviado a quem pode servir.');
    await poll(() => card.getByText('Procurando substituto', { exact: true }).count()).toBe(1);

    // The other member sees the swap offered and takes it: it leaves the acolyte's list.
    await secretary.goto(`${e2e.portal.url}/escalas/minha`);
    const other = secretary.locator('sacra-escalas');
    await see(other, 'Substituições oferecidas a você');
    await other.getByRole('button', { name: `Assumir: ${what}` }).click();
    await see(secretary, 'Você assumiu esta designação.');
    await poll(() => other.getByRole('button', { name: `Pedir substituto: ${what}` }).count()).toBe(1);
    await phone.reload();
    await see(mine, 'Próximas designações');
    await poll(() => mine.getByText('Procurando substituto', { exact: true }).count()).toBe(0);

    for (const page of [coord, phone, secretary]) await page.context().close();
  });
});
