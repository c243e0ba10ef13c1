/**
 * The donate element on the demo parish website (demo/, its own origin): the tithe's PIX with
 * its QR code and 'copia e cola', an amount the server puts into the BR Code, a public campaign's
 * progress and donors, the error states, no cookie on its calls and no sideways scroll on a phone.
 */
import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAZIL, launchBrowser, sessionOf, startPortal, startDemoSite, type Portal } from './harness';

let portal: Portal;
let browser: Browser;
let demo: { url: string; stop: () => void } | undefined;
let demoUrl: string;

beforeAll(async () => {
  [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
  demo = await startDemoSite(portal.url);
  demoUrl = demo.url;
});

afterAll(async () => {
  demo?.stop();
  await browser?.close();
  await portal?.stop();
});

const visible = (locator: Locator) => expect.poll(() => locator.isVisible(), { timeout: 15_000 }).toBe(true);

/**
 * A visitor who is also signed in to the portal: its session cookie (host 127.0.0.1, any port) would go
 * along with any call that asked for credentials, so its absence on the element's calls means something.
 */
async function visitor(width = 1280): Promise<{ context: BrowserContext; page: Page; apiCalls: Request[] }> {
  const context = await browser.newContext({ ...BRAZIL, viewport: { width, height: 900 }, storageState: sessionOf('admin') });
  const page = await context.newPage();
  const apiCalls: Request[] = [];
  page.on('request', (r) => r.url().includes('/api/public/paroquias/') && !r.url().includes('/feed') && apiCalls.push(r));
  return { context, page, apiCalls };
}

describe('<sacra-donate> on the demo parish website', () => {
  it("shows the tithe's QR code and 'copia e cola', and puts a typed amount into the code", async () => {
    const { context, page, apiCalls } = await visitor();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: demoUrl.slice(0, -1) });
    await page.goto(demoUrl);
    const tithe = page.locator('sacra-donate').first();
    await visible(tithe.getByRole('heading', { name: /^Dízimo — / }));
    await visible(tithe.getByRole('img', { name: 'QR Code PIX' }));
    expect(await tithe.locator('svg path').getAttribute('d')).toMatch(/^M\d/);
    const code = tithe.getByLabel('PIX copia e cola');
    expect(await code.inputValue()).toMatch(/^000201/);
    expect(await code.inputValue()).not.toContain('540525.00');
    expect(await tithe.getByRole('progressbar').count()).toBe(0);

    await tithe.getByLabel('Valor (opcional)').pressSequentially('25,00');
    await expect.poll(() => code.inputValue(), { timeout: 10_000 }).toContain('540525.00');
    expect(await code.inputValue()).toMatch(/^000201/);
    expect(apiCalls.some((r) => r.url().endsWith('/dizimo?valor_centavos=2500'))).toBe(true);
    // Debounced: one call for the whole amount, none for '2', '25', '25,' and '25,0'.
    expect(apiCalls.filter((r) => r.url().includes('valor_centavos=')).length).toBe(1);

    await tithe.getByRole('button', { name: 'Copiar código PIX' }).click();
    await visible(tithe.getByText('Código copiado!'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.inputValue());

    expect(apiCalls.length).toBeGreaterThan(0);
    for (const request of apiCalls) expect((await request.allHeaders())['cookie'], request.url()).toBeUndefined();
    await context.close();
  });

  it("shows a public campaign's name, progress and donors, with no cookie on its calls", async () => {
    const { context, page, apiCalls } = await visitor();
    await page.goto(demoUrl);
    const campaign = page.locator('sacra-donate').nth(1);
    await visible(campaign.getByRole('heading', { name: /^Campanha do Dízimo \d{4}$/ }));
    const bar = campaign.getByRole('progressbar');
    expect(await bar.getAttribute('aria-valuetext')).toMatch(/^\d+% da meta$/);
    await visible(campaign.getByText(/^\d[\d.]* doadores$/));
    await visible(campaign.getByRole('img', { name: 'QR Code PIX' }));
    expect(await campaign.getByLabel('PIX copia e cola').inputValue()).toMatch(/^000201/);
    expect(apiCalls.some((r) => r.url().endsWith('/paroquias/1/campanhas/1'))).toBe(true);
    for (const request of apiCalls) expect((await request.allHeaders())['cookie'], request.url()).toBeUndefined();
    await context.close();
  });

  it("says 'Campanha não encontrada.' for an unknown campaign, and retries after a network failure", async () => {
    const { context, page } = await visitor();
    await page.goto(demoUrl);
    const campaign = page.locator('sacra-donate').nth(1);
    await visible(campaign.getByRole('progressbar'));
    await campaign.evaluate((el) => el.setAttribute('campaign', '999999'));
    await visible(campaign.getByText('Campanha não encontrada.'));

    await page.route('**/api/public/paroquias/1/dizimo*', (route) => route.abort());
    await page.evaluate(() => {
      const el = document.createElement('sacra-donate');
      el.id = 'offline';
      el.setAttribute('paroquia', '1');
      el.setAttribute('api', document.querySelector('sacra-donate')!.getAttribute('api')!);
      document.querySelector('#doacoes')!.append(el);
    });
    const offline = page.locator('#offline');
    await visible(offline.getByText('Doações indisponíveis no momento.'));
    await page.unroute('**/api/public/paroquias/1/dizimo*');
    await offline.getByRole('button', { name: 'Tentar novamente' }).click();
    await visible(offline.getByRole('img', { name: 'QR Code PIX' }));
    await context.close();
  });

  it('fits a 375 px phone without sideways scroll', async () => {
    const { context, page } = await visitor(375);
    await page.goto(demoUrl);
    const donate = page.locator('sacra-donate');
    await visible(donate.first().getByRole('img', { name: 'QR Code PIX' }));
    await visible(donate.nth(1).getByRole('progressbar'));
    await page.locator('#doacoes').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    for (const el of await donate.all()) {
      const overflow = await el.evaluate(
        (host) =>
          [...host.shadowRoot!.querySelectorAll('*')].filter((e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'visible').length,
      );
      expect(overflow).toBe(0);
      const box = (await el.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
    await context.close();
  });
});
