/**
 * The parish calendar end to end: the office creates a weekly Mass with the recurrence builder,
 * moves it for one date and cancels another, and the <sacra-mass-times> element on the demo parish website
 * (its own origin, no cookies) shows 'Horário alterado' with the new time and 'Cancelada' on reload; Mass
 * intentions listed in the order they were taken, with the celebrant's PDF; a role without write (acolyte)
 * reads the calendar and the intentions but sees no write button. A Mass with intentions is cancelled only
 * with a Mass to receive them; the offering taken waits for the treasurer (Dízimo > Espórtulas); the form of a new
 * intention is emptied when the save is answered, not after the calendar is read again. On a phone the month opens
 * at today.
 */
import type { Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, brDay, hourText, todayIn, weekdayName, weekdayOf } from '../../src/core/calendar/dates';
import { WEEKDAY_NAMES, WEEKDAYS } from '../../src/widgets/agenda/recurrence';
import { BRAZIL, poll, portalAndBrowser, see, sessionOf, startDemoSite } from './harness';

const e2e = portalAndBrowser();
let demo: { url: string; stop: () => void } | undefined;
let demoUrl: string;

beforeAll(async () => {
  demo = await startDemoSite(e2e.portal.url);
  demoUrl = demo.url;
});
afterAll(() => demo?.stop());

const TITLE = 'Missa E2E da Capela';
const COMMUNITY = 'Capela São Benedito';
const today = todayIn('America/Sao_Paulo');
const tomorrow = addDays(today, 1);
const nextWeek = addDays(tomorrow, 7);
const inTwoWeeks = addDays(tomorrow, 14);
const inThreeWeeks = addDays(tomorrow, 21);

const open = (path: string, as: string) => e2e.open(path, { as });

/** The week view around `day`, and the test Mass's button on `day`. */
async function massOn(page: Page, day: string): Promise<Locator> {
  await page.goto(`${e2e.portal.url}/agenda?view=semana&date=${day}`);
  const el = page.locator('sacra-agenda');
  const cell = el
    .locator('li.day')
    .filter({ has: page.locator(`time[datetime^="${day}"]`) })
    .filter({ hasText: TITLE });
  const button = cell.getByRole('button').filter({ hasText: TITLE });
  await poll(() => button.count()).toBe(1);
  return button;
}

/**
 * The demo website's Mass times for the test's chapel, as a visitor sees them: someone also signed in to
 * the portal, whose cookie must not go along.
 */
async function chapelOnDemo(): Promise<{ page: Page; chapel: Locator; apiCalls: Request[] }> {
  const page = await (await e2e.browser.newContext({ ...BRAZIL, storageState: sessionOf('secretaria') })).newPage();
  const apiCalls: Request[] = [];
  page.on('request', (r) => r.url().includes('/horarios') && apiCalls.push(r));
  await page.goto(demoUrl);
  const times = page.locator('sacra-mass-times');
  await see(times, /^Próxima (missa|celebração)/);
  return { page, chapel: times.getByRole('region', { name: COMMUNITY }), apiCalls };
}

describe('agenda', () => {
  it('the office creates a weekly Mass, moves one date and cancels another; the website shows both on reload', async () => {
    const page = await open('/agenda/celebracoes/nova', 'secretaria');
    const el = page.locator('sacra-agenda');
    await see(el, 'Nova celebração');
    await el.getByLabel('Título (opcional)').fill(TITLE);
    await el.getByLabel('Comunidade').selectOption({ label: COMMUNITY });
    // Weekly on tomorrow's weekday only (the builder starts on today's).
    await el.getByLabel('Repetição').selectOption('weekly');
    await el.getByLabel(WEEKDAY_NAMES[WEEKDAYS[weekdayOf(today)]], { exact: true }).uncheck();
    await el.getByLabel(WEEKDAY_NAMES[WEEKDAYS[weekdayOf(tomorrow)]], { exact: true }).check();
    expect(await el.getByLabel('Regra (RRULE, avançado)').inputValue()).toBe(`FREQ=WEEKLY;BYDAY=${WEEKDAYS[weekdayOf(tomorrow)]}`);
    await el.getByLabel('Horário').fill('06:15');
    await el.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(`${e2e.portal.url}/agenda`);
    await see(page, 'Celebração cadastrada.');

    // The website before the change: tomorrow at 6h15, as usual.
    const { page: site, chapel, apiCalls } = await chapelOnDemo();
    await see(chapel, '6h15');
    expect(await chapel.getByText('Horário alterado').count()).toBe(0);

    // Tomorrow moved to 7h45.
    await (await massOn(page, tomorrow)).click();
    const dialog = el.getByRole('dialog', { name: TITLE });
    await dialog.getByRole('button', { name: 'Mudar horário desta data' }).click();
    await dialog.getByLabel('Novo horário').fill('07:45');
    await dialog.getByLabel('Motivo (opcional)').fill('Festa <b>do padroeiro</b>');
    await dialog.getByRole('button', { name: 'Mudar horário' }).click();
    await see(page, 'Exceção registrada.');
    const moved = await massOn(page, tomorrow);
    await see(moved, 'Horário alterado: Festa <b>do padroeiro</b>');
    await see(moved, '07:45');

    // A week later, cancelled.
    await (await massOn(page, nextWeek)).click();
    await dialog.getByRole('button', { name: 'Cancelar esta data' }).click();
    await dialog.getByLabel('Motivo (opcional)').fill('Retiro do clero');
    await dialog.getByRole('button', { name: 'Cancelar esta data' }).click();
    await see(page, 'Exceção registrada.');
    await see(await massOn(page, nextWeek), 'Cancelada: Retiro do clero');

    // The same visitor reloads the website: the new time, said as such, with the reason as text.
    await site.reload();
    await see(chapel, 'Horário alterado: Festa <b>do padroeiro</b>');
    await see(chapel, '7h45');
    expect(await chapel.locator('b').count()).toBe(0);
    // Two weeks ahead (the `days` attribute) reach the cancelled date.
    const times = site.locator('sacra-mass-times');
    await times.evaluate((e) => e.setAttribute('days', '14'));
    await see(chapel, 'Cancelada: Retiro do clero');
    expect(await times.getByRole('link', { name: 'Assinar calendário' }).getAttribute('href')).toMatch(
      /^webcal:\/\/127\.0\.0\.1:\d+\/api\/public\/paroquias\/1\/agenda\.ics$/,
    );
    expect(apiCalls.some((r) => r.url().includes('days=14'))).toBe(true);
    // No cookie on the element's calls, though the visitor's browser knows the portal.
    for (const request of apiCalls) expect((await request.allHeaders())['cookie'], request.url()).toBeUndefined();
    await site.context().close();
    await page.context().close();
  });

  it('intentions are listed in the order they were taken, with the list in PDF; a role without write sees no write button', async () => {
    const page = await open(`/agenda?view=semana&date=${tomorrow}`, 'secretaria');
    const el = page.locator('sacra-agenda');
    await (await massOn(page, tomorrow)).click();
    await el.getByRole('dialog', { name: TITLE }).getByRole('link', { name: 'Intenções desta missa' }).click();
    await page.waitForURL(/\/agenda\/intencoes\?celebracao_id=\d+&data=/);
    const path = new URL(page.url()).pathname + new URL(page.url()).search;
    await see(el, 'Nova intenção');
    const intentions = [
      { text: 'Pela alma de José <i>Silva</i> (7º dia)', tipo: 'Falecido(a)', who: 'Maria Silva', oferta: '20,00' },
      { text: 'Em ação de graças pelos 50 anos de casamento', tipo: 'Ação de graças', who: 'Família Souza', oferta: '' },
      { text: 'Pela saúde de Ana', tipo: 'Saúde', who: 'João', oferta: '' },
    ];
    for (const i of intentions) {
      await el.getByLabel('Intenção', { exact: true }).fill(i.text);
      await el.getByLabel('Tipo').selectOption({ label: i.tipo });
      await el.getByLabel('Pedida por').fill(i.who);
      if (i.oferta) await el.getByLabel('Oferta (opcional)').pressSequentially(i.oferta);
      await el.getByRole('button', { name: 'Registrar intenção' }).click();
      await poll(() => el.locator('li.intencao').filter({ hasText: i.text }).count()).toBe(1);
    }
    await poll(() => el.locator('.intencao-text').allTextContents()).toEqual(intentions.map((i) => i.text));
    await see(el.locator('li.intencao').first(), /oferta R\$\s20,00/);
    const pdf = await page.request.get(
      await el
        .getByRole('link', { name: 'Imprimir lista' })
        .getAttribute('href')
        .then((h) => new URL(h!, e2e.portal.url).href),
    );
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    await page.context().close();

    // The acolyte reads the calendar and the celebrant's list, and writes nothing.
    const reader = await open(`/agenda?view=semana&date=${tomorrow}`, 'acolito');
    const readerEl = reader.locator('sacra-agenda');
    await (await massOn(reader, tomorrow)).click();
    const dialog = readerEl.getByRole('dialog', { name: TITLE });
    await see(dialog, 'Horário alterado: Festa <b>do padroeiro</b>');
    for (const name of ['Mudar horário desta data', 'Cancelar esta data']) expect(await dialog.getByRole('button', { name }).count()).toBe(0);
    expect(await dialog.getByRole('link', { name: 'Editar celebração' }).count()).toBe(0);
    await reader.keyboard.press('Escape');
    for (const name of ['Nova celebração', 'Novo evento']) expect(await readerEl.getByRole('link', { name }).count()).toBe(0);
    await reader.goto(`${e2e.portal.url}${path}`);
    // What is read at Mass, without who asked, the offering or the health intention; no celebrant's list.
    await poll(() => readerEl.locator('.intencao-text').allTextContents()).toEqual(intentions.filter((i) => i.tipo !== 'Saúde').map((i) => i.text));
    await see(readerEl, 'Intenções pela saúde não são listadas aqui');
    expect(await readerEl.getByText('Maria Silva').count()).toBe(0);
    expect(await readerEl.getByText(/oferta R\$/).count()).toBe(0);
    expect(await readerEl.getByRole('link', { name: 'Imprimir lista' }).count()).toBe(0);
    expect(await readerEl.getByRole('button', { name: /^Excluir/ }).count()).toBe(0);
    expect(await readerEl.getByText('Nova intenção').count()).toBe(0);
    await reader.goto(`${e2e.portal.url}/agenda/celebracoes/nova`);
    await see(reader, 'Acesso restrito');
    await reader.context().close();
  });

  it('an event is created, listed and edited; the element says when the portal is unreachable and fits a phone', async () => {
    const page = await open('/agenda/eventos/novo', 'secretaria');
    const el = page.locator('sacra-agenda');
    await see(el, 'Novo evento');
    await el.getByLabel('Título').fill('Reunião <script>do conselho</script>');
    await el.getByLabel('Comunidade (opcional)').selectOption({ label: COMMUNITY });
    await el.getByLabel('Início').fill(`${tomorrow}T20:00`);
    await el.getByLabel('Fim').fill(`${tomorrow}T19:00`);
    await el.getByRole('button', { name: 'Salvar' }).click();
    await see(el, 'O fim não pode ser anterior ao início.');
    await el.getByLabel('Fim').fill(`${tomorrow}T21:30`);
    await el.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(`${e2e.portal.url}/agenda`);
    await see(page, 'Evento cadastrado.');
    await page.goto(`${e2e.portal.url}/agenda?view=lista&date=${tomorrow}&kind=evento`);
    const event = el.getByRole('button').filter({ hasText: 'Reunião <script>do conselho</script>' });
    await poll(() => event.count()).toBe(1);
    await see(event, '20:00');
    await event.click();
    await el.getByRole('dialog').getByRole('link', { name: 'Editar evento' }).click();
    await page.waitForURL(/\/agenda\/eventos\/\d+$/);
    await poll(() => el.getByLabel('Início').inputValue()).toBe(`${tomorrow}T20:00`);
    await page.context().close();

    // The website's element: unreachable, then back with 'Tentar novamente'; no sideways scroll at 375 px.
    const phone = await (await e2e.browser.newContext({ ...BRAZIL, viewport: { width: 375, height: 812 } })).newPage();
    await phone.route('**/api/public/paroquias/1/horarios*', (route) => route.abort());
    await phone.goto(demoUrl);
    const times = phone.locator('sacra-mass-times');
    await see(times, 'Horários indisponíveis no momento.');
    await phone.unroute('**/api/public/paroquias/1/horarios*');
    await times.getByRole('button', { name: 'Tentar novamente' }).click();
    await see(times, /^Próxima (missa|celebração)/);
    expect(await times.locator('[aria-current="date"]').count()).toBeGreaterThan(0);
    await times.scrollIntoViewIfNeeded();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const overflow = await times.evaluate(
      (host) =>
        [...host.shadowRoot!.querySelectorAll('*')].filter((e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'visible').length,
    );
    expect(overflow).toBe(0);
    await times.screenshot({ path: '.test-output/screenshots/demo-mass-times-375.png' }).catch(() => undefined);
    await phone.context().close();
  });

  it('a Mass with intentions is cancelled only with a Mass to receive them; the offering waits for the treasurer, who confirms it under Dízimo', async () => {
    const page = await open(`/agenda?view=semana&date=${inTwoWeeks}`, 'secretaria');
    const el = page.locator('sacra-agenda');
    await (await massOn(page, inTwoWeeks)).click();
    await el.getByRole('dialog', { name: TITLE }).getByRole('link', { name: 'Intenções desta missa' }).click();
    await see(el, 'Nova intenção');
    await el.getByLabel('Intenção', { exact: true }).fill('Pela alma de Benedita');
    await el.getByLabel('Pedida por').fill('Rosa Maria');
    await el.getByLabel('Contato (opcional)').fill('rosa.maria@exemplo.org');
    await el.getByLabel('Oferta (opcional)').pressSequentially('15,00');
    await el.getByRole('button', { name: 'Registrar intenção' }).click();
    const taken = el.locator('li.intencao').filter({ hasText: 'Pela alma de Benedita' });
    await see(taken, /oferta R\$\s15,00 — aguardando o tesoureiro · oferta do celebrante/);

    // Cancelling that date: refused, saying how many, until a Mass receives them.
    await (await massOn(page, inTwoWeeks)).click();
    const dialog = el.getByRole('dialog', { name: TITLE });
    await dialog.getByRole('button', { name: 'Cancelar esta data' }).click();
    await dialog.getByLabel('Motivo (opcional)').fill('Reforma da capela');
    await dialog.getByRole('button', { name: 'Cancelar esta data' }).click();
    await see(dialog, 'Esta missa tem 1 intenção registrada: escolha a missa que vai recebê-la antes de cancelar esta data (cân. 949).');
    const target = `${weekdayName(inThreeWeeks)}, ${brDay(inThreeWeeks)}, ${hourText('06:15')} — ${TITLE} — ${COMMUNITY}`;
    await dialog.getByLabel('Transferir as intenções desta missa para').selectOption({ label: target });
    await dialog.getByRole('button', { name: 'Cancelar esta data' }).click();
    await see(page, 'Exceção registrada.');
    await see(await massOn(page, inTwoWeeks), 'Cancelada: Reforma da capela');
    await (await massOn(page, inThreeWeeks)).click();
    await el.getByRole('dialog', { name: TITLE }).getByRole('link', { name: 'Intenções desta missa' }).click();
    await see(el.locator('li.intencao').filter({ hasText: 'Pela alma de Benedita' }), /Transferida de .*\(cancelada: Reforma da capela\) — avisado por e-mail/);
    const intentions = page.url();

    // The treasurer confirms the money in the tithe's area.
    const treasurer = await open('/dizimo/esportulas', 'tesoureiro');
    const tithe = treasurer.locator('sacra-dizimo');
    const row = tithe.getByRole('row').filter({ hasText: 'Rosa Maria' });
    await see(row, 'Aguardando o tesoureiro');
    await row.getByRole('button', { name: 'Confirmar a oferta de Rosa Maria' }).click();
    await tithe.getByRole('dialog').getByLabel('Forma de pagamento').selectOption({ label: 'PIX' });
    await tithe.getByRole('dialog').getByRole('button', { name: 'Confirmar recebimento' }).click();
    await see(treasurer, 'Oferta confirmada e lançada no caixa das espórtulas.');
    await see(row, 'Lançada no caixa das espórtulas');
    expect(await row.getByRole('link', { name: /^Recibo \d{4}\/\d{6}$/ }).count()).toBe(1);
    await treasurer.context().close();

    await page.goto(intentions);
    await see(el.locator('li.intencao').filter({ hasText: 'Pela alma de Benedita' }), /oferta R\$\s15,00 — lançada no caixa das espórtulas/);
    await page.context().close();
  });

  it("a collective intention asks for the donor's consent and is marked as such; a second paid individual intention on one Mass is warned", async () => {
    const [collectiveDay, individualDay] = [addDays(tomorrow, 28), addDays(tomorrow, 35)];
    const page = await open(`/agenda?view=semana&date=${collectiveDay}`, 'secretaria');
    const el = page.locator('sacra-agenda');
    await (await massOn(page, collectiveDay)).click();
    await el.getByRole('dialog', { name: TITLE }).getByRole('link', { name: 'Intenções desta missa' }).click();
    await see(el, 'Nova intenção');
    const item = (text: string) => el.locator('li.intencao').filter({ hasText: text });
    const take = async (i: { text: string; who: string; oferta: string; forma: 'Individual' | 'Coletiva' }) => {
      await el.getByLabel('Intenção', { exact: true }).fill(i.text);
      await el.getByLabel('Pedida por').fill(i.who);
      await el.getByLabel('Oferta (opcional)').pressSequentially(i.oferta);
      await el.getByLabel('Forma').selectOption({ label: i.forma });
      await el.getByRole('button', { name: 'Registrar intenção' }).click();
    };

    // Collective without the donor's consent: refused on the consent, nothing taken.
    await take({ text: 'Pelos falecidos da família Prado', who: 'Família Prado', oferta: '20,00', forma: 'Coletiva' });
    await see(el, 'A intenção coletiva exige o consentimento expresso de quem a pede (decreto Mos iugiter).');
    expect(await item('família Prado').count()).toBe(0);
    await el.getByLabel(/consente que sua oferta se junte a outras numa missa coletiva/).check();
    await el.getByRole('button', { name: 'Registrar intenção' }).click();
    await see(item('Pelos falecidos da família Prado'), 'Coletiva');
    await see(item('Pelos falecidos da família Prado'), /oferta R\$\s20,00 — aguardando o tesoureiro · oferta do celebrante/);
    expect(await el.getByText(/^Atenção:/).count()).toBe(0);

    // Another date: two individual intentions with an offering on one Mass; the second is warned, the first offering is the celebrant's.
    await el.getByLabel('Data', { exact: true }).selectOption(individualDay);
    await poll(() => el.locator('li.intencao').count()).toBe(0);
    await take({ text: 'Pela alma de Rita Prado', who: 'Rita', oferta: '10,00', forma: 'Individual' });
    await see(item('Pela alma de Rita Prado'), /oferta do celebrante/);
    expect(await el.getByText(/^Atenção:/).count()).toBe(0);
    await take({ text: 'Pela alma de Sebastião Prado', who: 'Sebastião', oferta: '10,00', forma: 'Individual' });
    await see(el, 'Atenção: Esta missa já tem uma intenção individual com oferta: cada oferta individual pede uma missa própria (cân. 948).');
    await see(item('Pela alma de Sebastião Prado'), /oferta R\$\s10,00 — aguardando o tesoureiro/);
    expect(
      await item('Pela alma de Sebastião Prado')
        .getByText(/oferta do celebrante/)
        .count(),
    ).toBe(0);
    expect(await item('Pela alma de Sebastião Prado').getByText('Coletiva').count()).toBe(0);
    await page.context().close();
  });

  it('what is typed right after an intention is taken stays while the calendar is read again on a slow connection', async () => {
    const day = addDays(tomorrow, 42);
    const page = await open(`/agenda?view=semana&date=${day}`, 'secretaria');
    const el = page.locator('sacra-agenda');
    await (await massOn(page, day)).click();
    await el.getByRole('dialog', { name: TITLE }).getByRole('link', { name: 'Intenções desta missa' }).click();
    await see(el, 'Nova intenção');
    const intencao = el.getByLabel('Intenção', { exact: true });
    // After the save the Masses are read again, slowly; the intentions list comes first.
    await page.route('**/api/agenda/celebracoes', async (route) => (await new Promise((done) => setTimeout(done, 2500)), route.continue()));
    await intencao.fill('Pela alma de Olga Prado');
    await el.getByLabel('Pedida por').fill('Olga');
    const reread = page.waitForResponse('**/api/agenda/celebracoes');
    await el.getByRole('button', { name: 'Registrar intenção' }).click();
    await see(el.locator('li.intencao'), 'Pela alma de Olga Prado');
    await intencao.fill('Pela alma de Otávio Prado');
    await reread;
    await page.waitForTimeout(300);
    expect(await intencao.inputValue()).toBe('Pela alma de Otávio Prado');
    await page.context().close();
  });

  it("an intention of a Mass already said reads 'Celebrada'; one still to come does not", async () => {
    const page = await open('/agenda', 'secretaria');
    const api = (path: string, data: Record<string, unknown>) => page.request.post(`${e2e.portal.url}${path}`, { data });
    const ent = ((await (await page.request.get(`${e2e.portal.url}/api/agenda/celebracoes`)).json()).data as Array<{ ent_id: number }>)[0].ent_id;
    const daily = await api('/api/agenda/celebracoes', {
      tipo: 'missa',
      titulo: 'Missa diária E2E',
      ent_id: ent,
      regra: 'FREQ=DAILY',
      hora: '06:00',
      inicio: addDays(today, -7),
    });
    expect(daily.status()).toBe(201);
    const id = (await daily.json()).data.id as number;
    for (const [data, intencao] of [
      [addDays(today, -1), 'Intenção de ontem E2E'],
      [tomorrow, 'Intenção de amanhã E2E'],
    ])
      expect((await api('/api/agenda/intencoes', { celebracao_id: id, data, intencao, tipo: 'falecido', solicitante: 'Família E2E' })).status()).toBe(201);

    await page.goto(`${e2e.portal.url}/agenda/intencoes?celebracao_id=${id}&data=${addDays(today, -1)}`);
    const el = page.locator('sacra-agenda');
    const said = el.locator('li.intencao').filter({ hasText: 'Intenção de ontem E2E' });
    await see(said, 'Celebrada');
    await el.getByLabel('Data', { exact: true }).selectOption(tomorrow);
    const toCome = el.locator('li.intencao').filter({ hasText: 'Intenção de amanhã E2E' });
    await poll(() => toCome.count()).toBe(1);
    expect(await toCome.getByText('Celebrada').count()).toBe(0);
    await page.context().close();
  });

  it('on a phone (375 px) the month opens at today, and Hoje comes back to it from another month', async () => {
    const page = await e2e.open('/agenda', { as: 'acolito', viewport: { width: 375, height: 812 } });
    const el = page.locator('sacra-agenda');
    const shown = () =>
      el
        .locator('li.day')
        .filter({ visible: true })
        .evaluateAll((days) => days.map((d) => d.getAttribute('data-day')));
    await poll(async () => (await shown())[0]).toBe(today);
    expect((await shown()).every((day) => day! >= today)).toBe(true);
    const todayCell = el.locator('li.day[data-today]');
    await see(todayCell, '(hoje)');
    /** Today's heading is on screen, under nothing (the portal's top bar stays over the page). */
    const inView = async () => {
      const box = await todayCell.boundingBox();
      if (!box || box.y < -1 || box.y > 780) return false;
      return page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.tagName === 'SACRA-AGENDA', [box.x + 8, box.y + 8]);
    };
    expect(await inView()).toBe(true);
    const hoje = el.getByRole('button', { name: 'Hoje', exact: true });
    await poll(() => hoje.isVisible()).toBe(true);
    // Another month, then back: today first again, scrolled into view.
    await el.getByRole('button', { name: 'Próximo mês' }).click();
    await poll(async () => (await shown())[0]?.slice(0, 7)).toBe(addDays(`${today.slice(0, 8)}28`, 7).slice(0, 7));
    await page.mouse.wheel(0, 5000);
    await hoje.click();
    await poll(async () => (await shown())[0]).toBe(today);
    await poll(inView).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: '.test-output/screenshots/agenda-month-375.png' }).catch(() => undefined);
    await page.context().close();
  });
});
