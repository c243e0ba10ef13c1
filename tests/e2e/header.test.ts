/**
 * The header's weather widget against fake weather, geocoding and IP services on 127.0.0.1
 * (no test reaches the internet), and the notification bell fed by real chat messages.
 */
import { createServer, type Server } from 'node:http';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/server/test/spawn';
import { FAKE_PLACES, handleFakeWeather } from '../../src/widgets/weather/fake-services.mjs';
import { DEMO_PASSWORD, launchBrowser, signedIn, startPortal, type Portal } from './harness';

let fake: Server;
let fakeBase: string;
let browser: Browser;
const portals: Portal[] = [];

beforeAll(async () => {
  const port = await freePort();
  fake = createServer((req, res) => {
    if (!handleFakeWeather(req, res)) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => fake.listen(port, '127.0.0.1', resolve));
  fakeBase = `http://127.0.0.1:${port}/fake-weather`;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await Promise.all(portals.map((p) => p.stop()));
  await new Promise((resolve) => fake?.close(resolve));
});

async function portalWith(mode: { forecast: string; geocoding: string; ip: string }): Promise<Portal> {
  const portal = await startPortal({
    WEATHER_API_URL: `${fakeBase}/forecast/${mode.forecast}`,
    GEOCODING_API_URL: `${fakeBase}/geocoding/${mode.geocoding}`,
    IP_LOCATION_URL: `${fakeBase}/ip/${mode.ip}`,
  });
  portals.push(portal);
  return portal;
}

/** Signs in with the browser `options`; `onRequest` sees every request the page makes. */
async function weatherText(
  portal: Portal,
  options: BrowserContextOptions,
  onRequest?: (url: string) => void,
): Promise<(() => Promise<string>) & { page: Page }> {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', ...options });
  const page = await context.newPage();
  if (onRequest) page.on('request', (r) => onRequest(r.url()));
  await signedIn(page, portal.url, 'admin');
  const widget = page.locator('sacra-weather');
  const base = widget.locator('[part="base"]');
  return Object.assign(async () => ((await base.getAttribute('data-state')) ?? '') + ' ' + (await base.innerText().catch(() => '')), { page });
}

describe('weather header', () => {
  let healthy: Portal;
  beforeAll(async () => {
    healthy = await portalWith({ forecast: 'current', geocoding: 'ok', ip: 'ok' });
  });

  it('shows the city from reverse geocoding and the rounded temperature with its description', async () => {
    const { latitude, longitude } = FAKE_PLACES.browser;
    const text = await weatherText(healthy, { geolocation: { latitude, longitude }, permissions: ['geolocation'] });
    await expect.poll(text, { timeout: 15_000 }).toMatch(/^loaded /);
    const shown = await text();
    expect(shown).toContain('São Paulo');
    expect(shown).toContain('24°C');
    expect(shown).toContain('Chuva');
    expect(shown).toMatch(/\d{2}:\d{2}/);
  });

  it('falls back to IP location when geolocation is refused, asked once per browser session', async () => {
    const asked: string[] = [];
    const text = await weatherText(healthy, { permissions: [] }, (url) => url.includes('/fake-weather/ip/') && asked.push(url));
    await expect.poll(text, { timeout: 20_000 }).toMatch(/^loaded /);
    const shown = await text();
    expect(shown).toContain('Curitiba');
    expect(shown).toContain('14°C');
    // Full page loads of the same session: the place is remembered, the service not asked again.
    await text.page.reload();
    await text.page.goto(`${healthy.url}/settings`);
    await expect.poll(text, { timeout: 20_000 }).toMatch(/^loaded .*Curitiba/s);
    expect(asked).toHaveLength(1);
  });

  it("shows the spec's unavailable texts when every service is down, and the page still works; on a phone only the clock, in the bar", async () => {
    const down = await portalWith({ forecast: 'down', geocoding: 'down', ip: 'down' });
    const [text, phone] = await Promise.all([
      weatherText(down, { permissions: [] }),
      weatherText(down, { permissions: [], viewport: { width: 375, height: 800 } }),
    ]);
    await expect.poll(text, { timeout: 20_000 }).toMatch(/^unavailable /);
    await expect.poll(phone, { timeout: 20_000 }).toMatch(/^unavailable /);
    // At 375 px no row of 'não disponível' under the bar: the clock sits in the bar's one line.
    const middle = async (selector: string) => ((b) => b!.y + b!.height / 2)(await phone.page.locator(selector).boundingBox());
    expect(Math.abs((await middle('sacra-weather time')) - (await middle('#menu-toggle')))).toBeLessThan(4);
    expect(await phone.page.locator('sacra-weather').getByText('Cidade não disponível').isVisible()).toBe(false);
    const shown = await text();
    expect(shown).toContain('—');
    expect(shown).toContain('Cidade não disponível');
    expect(shown).toContain('Clima não disponível');
    expect(shown).toMatch(/\d{2}:\d{2}/);
  });
});

describe('notification bell', () => {
  it('counts unread notifications, folds more than two chat messages into one entry, and clears', async () => {
    const portal = portals[0];
    // secretaria sends admin three chat messages through the real API.
    const sender = await browser.newContext();
    const login = await sender.request.post(`${portal.url}/api/login`, { form: { user: 'secretaria', password: DEMO_PASSWORD, remember: '0' } });
    expect(login.ok()).toBe(true);
    const people = await (await sender.request.get(`${portal.url}/api/chat/users?limit=50&offset=0&q=Ant`)).json();
    const admin = (people.items ?? people.data ?? people).find((u: { user: string }) => u.user === 'admin');
    expect(admin).toBeTruthy();
    for (const message of ['Bom dia, padre!', 'A reunião foi confirmada.', 'Até mais tarde.']) {
      const sent = await sender.request.post(`${portal.url}/api/messages/send`, { data: { receiver_id: admin.id, message } });
      expect(sent.ok()).toBe(true);
    }
    await sender.close();

    const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    const page = await context.newPage();
    await signedIn(page, portal.url, 'admin');
    const { data } = await (await page.request.get(`${portal.url}/api/notifications/unread-count`)).json();
    expect(data.count).toBeGreaterThanOrEqual(3);
    const listed = (await (await page.request.get(`${portal.url}/api/notifications?limit=20`)).json()).data as Array<{ type: string }>;
    const messages = listed.filter((n) => n.type === 'message').length;
    expect(messages).toBeGreaterThanOrEqual(3);

    const bell = page.locator('sacra-notifications').getByRole('button', { name: /^Notificações/ });
    await expect.poll(() => bell.getAttribute('aria-label')).toBe(`Notificações: ${data.count} não lidas`);
    await bell.click();
    const panel = page.getByRole('region', { name: 'Notificações' });
    await expect.poll(() => panel.getByText(`${messages} mensagens`).isVisible()).toBe(true);
    expect(await panel.getByText('Bom dia, padre!').count()).toBe(0);
    // Opening the bell marks everything read.
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notificações');
    const after = await (await page.request.get(`${portal.url}/api/notifications/unread-count`)).json();
    expect(after.data.count).toBe(0);

    await panel.getByRole('button', { name: 'Limpar' }).click();
    await expect.poll(() => panel.getByText('Nenhuma notificação.').isVisible()).toBe(true);
    await context.close();
  });
});
