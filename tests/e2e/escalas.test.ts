/**
 * The rosters end to end: the acolytes' coordinator builds next month with 'Preencher automaticamente' and
 * publishes it; the acolyte answers on a phone (375 px) in one tap; then asks for a substitute, and another
 * member of the ministry, offered the swap in 'Minha escala', takes it.
 */
import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../src/core/calendar/dates';
import { poll, portalAndBrowser, see, settled } from './harness';

const e2e = portalAndBrowser();
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };

const open = e2e.open;

/** Two months after the parish's current one, 'YYYY-MM' (the demo has built this month and the next). */
function freshMonth(): string {
  const today = todayIn('America/Sao_Paulo');
  return addDays(`${today.slice(0, 7)}-15`, 61).slice(0, 7);
}

describe('escalas', () => {
  it('a month filled automatically and published; accepted on a phone; a swap asked and taken by another member', async () => {
    const mes = freshMonth();
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
    // A header still loading (weather, clock) can move the card between the tap's aim and the touch.
    await settled(phone);
    const accept = mine.getByRole('button', { name: /^Aceitar: / }).first();
    await poll(() => accept.isVisible()).toBe(true);
    const what = (await accept.getAttribute('aria-label'))!.replace(/^Aceitar: /, '');
    const box = (await accept.boundingBox())!;
    expect(box.height, 'a button big enough for a thumb').toBeGreaterThanOrEqual(44);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await accept.tap();
    await see(phone, 'Presença confirmada.');
    // The card by its position and its time (its buttons change with its status).
    const [funcao, time] = [what.slice(0, what.indexOf(', ')), what.slice(what.indexOf(', ') + 2)];
    const card = mine.locator('[part="assignment"]').filter({ hasText: time }).filter({ hasText: funcao });
    await poll(() => card.count()).toBe(1);
    await poll(() => card.getByText('Confirmada', { exact: true }).count()).toBe(1);

    // Another member of the acolytes, with an account: the secretary's person, taken in by the coordinator.
    const secretary = await open('/dashboard', { as: 'secretaria' });
    const { id: userId } = (await (await secretary.request.get(`${e2e.portal.url}/api/me`)).json()) as { id: number };
    // A person of the registers who is not in the ministry yet.
    const members = (await (await coord.request.get(`${e2e.portal.url}/api/ministerios/${acolitos}/membros`)).json()) as { data: { register_id: number }[] };
    const taken = new Set(members.data.map((m) => m.register_id));
    const people = (await (await secretary.request.get(`${e2e.portal.url}/api/registers?limit=100`)).json()) as { data: { data: { id: number }[] } };
    const register = people.data.data.find((p) => !taken.has(p.id))!.id;
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
