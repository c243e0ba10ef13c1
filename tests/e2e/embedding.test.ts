/**
 * The elements outside the portal: the demo parish website (demo/, its own port) showing the
 * notices feed and the weather from the portal on another origin; a page with hostile global CSS that
 * must not change them; a certificate's verification on a parish site; two elements on one of the
 * suite's pages sharing one session. The elements come from the standalone build the server serves
 * under /widgets/.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_PLACES, FAKE_WEATHER_PREFIX, handleFakeWeather } from '../../src/widgets/weather/fake-services.mjs';
import { launchBrowser, signIn, startPortal, startDemoSite, type Portal } from './harness';

let portal: Portal;
let browser: Browser;
let weather: Server;
let demo: { url: string; stop: () => void } | undefined;

/** The weather services (forecast, reverse geocoding, IP location): the shared fake, on 127.0.0.1. */
async function startFakeWeather(): Promise<string> {
  weather = createServer((req, res) => handleFakeWeather(req, res) || res.writeHead(404).end());
  await new Promise<void>((resolve) => weather.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(weather.address() as AddressInfo).port}${FAKE_WEATHER_PREFIX}`;
}

beforeAll(async () => {
  const fake = await startFakeWeather();
  [portal, browser] = await Promise.all([
    startPortal({ WEATHER_API_URL: `${fake}/forecast/current`, GEOCODING_API_URL: `${fake}/geocoding/ok`, IP_LOCATION_URL: `${fake}/ip/ok` }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  demo?.stop();
  await browser?.close();
  await portal?.stop();
  await new Promise((resolve) => weather?.close(resolve));
});

/** A visitor in São Paulo who lets the site know where they are. */
async function newContext(width = 1280): Promise<BrowserContext> {
  const { latitude, longitude } = FAKE_PLACES.browser;
  return browser.newContext({
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width, height: 900 },
    geolocation: { latitude, longitude },
    permissions: ['geolocation'],
  });
}

/** Console errors and uncaught exceptions of a page (a failed image load excepted). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && !m.text().startsWith('Failed to load resource') && errors.push(m.text()));
  return errors;
}

const visible = (locator: Locator) => expect.poll(() => locator.isVisible(), { timeout: 15_000 }).toBe(true);
const SEEDED_NOTICE = 'Horários das missas da Semana Santa';

describe('the demo parish website (another origin)', () => {
  it('shows the notices feed and the weather with the local time, from the portal, without sign-in', async () => {
    demo = await startDemoSite(portal.url);
    const demoUrl = demo.url;
    const context = await newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    const script = page.waitForResponse((r) => r.url().endsWith('/widgets/sacra-weather.js'));
    await page.goto(demoUrl);
    expect((await script).headers()['access-control-allow-origin']).toBe('*');

    const feed = page.locator('sacra-notices');
    await visible(feed.getByRole('heading', { name: 'Mural de avisos' }));
    await visible(feed.getByRole('heading', { name: SEEDED_NOTICE }));

    const clock = page.locator('sacra-weather');
    await visible(clock.getByText('São Paulo'));
    await visible(clock.getByText('24°C'));
    await visible(clock.getByText('Chuva'));
    const time = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: 'America/Sao_Paulo' });
    await expect
      .poll(async () => [time.format(Date.now() - 60_000), time.format(Date.now())].includes((await clock.locator('time').textContent()) ?? ''))
      .toBe(true);
    // The site's look is the site's: its header keeps its colour around the element.
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.site-header')!).backgroundColor)).toBe('rgb(122, 31, 43)');
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** A parish page (its own origin) with the two public elements, and optionally hostile global CSS. */
function parishPage(hostile: boolean): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Paróquia</title>
  ${hostile ? '<style>* { color: red !important; font-size: 40px !important; font-family: cursive !important; line-height: 3 !important; letter-spacing: 4px !important; text-transform: uppercase !important; font-weight: 900 !important }</style>' : ''}
  <script type="module" src="${portal.url}/widgets/sacra-notices.js"></script>
  <script type="module" src="${portal.url}/widgets/sacra-weather.js"></script>
  </head><body>
  <p id="own">Texto da própria página</p>
  <button class="btn" id="own-button">Botão da página</button>
  <sacra-weather api="${portal.url}" timezone="America/Sao_Paulo"></sacra-weather>
  <sacra-notices view="public" paroquia="1" api="${portal.url}"></sacra-notices>
  </body></html>`;
}

const PROPS = ['color', 'fontSize', 'fontFamily', 'fontWeight', 'lineHeight', 'letterSpacing', 'textTransform', 'backgroundColor'] as const;

/** The computed look of every element inside the two shadow roots, in document order. */
function shadowStyles(page: Page) {
  return page.evaluate(
    (props) => {
      const out: Record<string, string>[] = [];
      for (const tag of ['sacra-weather', 'sacra-notices']) {
        for (const el of document.querySelector(tag)!.shadowRoot!.querySelectorAll('*')) {
          if (el.tagName === 'STYLE') continue;
          const style = getComputedStyle(el);
          out.push({
            el: `${tag} ${el.tagName.toLowerCase()}.${el.className}`,
            ...Object.fromEntries(props.map((p) => [p, (style as unknown as Record<string, string>)[p]])),
          });
        }
      }
      return out;
    },
    PROPS as unknown as string[],
  );
}

describe('hostile global CSS on the embedding page', () => {
  // A parish site of its own (another origin on this machine), serving the page with or without the rules.
  let site: Server;
  let parishSite: string;
  beforeAll(async () => {
    site = createServer((req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(parishPage(req.url === '/hostil')));
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    parishSite = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => site?.close(resolve)));

  async function openParishPage(hostile: boolean) {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`${parishSite}/${hostile ? 'hostil' : ''}`);
    await visible(page.locator('sacra-notices').getByRole('heading', { name: SEEDED_NOTICE }));
    await visible(page.locator('sacra-weather').getByText('Chuva'));
    return { context, page };
  }

  it('`* { color: red !important; font-size: 40px !important; ... }` changes nothing inside the elements', async () => {
    const plain = await openParishPage(false);
    const hostile = await openParishPage(true);
    // The hostile rules are in force on the page itself...
    expect(await hostile.page.locator('#own').evaluate((p) => [getComputedStyle(p).color, getComputedStyle(p).fontSize])).toEqual(['rgb(255, 0, 0)', '40px']);
    // ...and every element inside both shadow roots looks exactly as on the plain page.
    const expected = await shadowStyles(plain.page);
    expect(expected.length).toBeGreaterThan(20);
    expect(await shadowStyles(hostile.page)).toEqual(expected);
    expect(expected.find((s) => s.el.startsWith('sacra-notices h3'))).toMatchObject({ color: 'rgb(29, 36, 51)', fontSize: '18px' });
    await plain.context.close();
    await hostile.context.close();
  });

  it("the elements' own styles stay inside: the page's .btn and text keep the browser's look", async () => {
    const { context, page } = await openParishPage(false);
    const own = await page.locator('#own-button').evaluate((b) => [getComputedStyle(b).borderRadius, getComputedStyle(b).backgroundColor]);
    const inside = await page
      .locator('sacra-notices')
      .getByRole('button', { name: 'Próxima' })
      .evaluate((b) => getComputedStyle(b).borderRadius);
    expect(inside).toBe('8px');
    expect(own[0]).not.toBe('8px');
    expect(await page.locator('#own').evaluate((p) => getComputedStyle(p).fontFamily)).not.toContain('system-ui');
    await context.close();
  });
});

describe('a signed-in element on another site, nobody signed in', () => {
  let site: Server;
  afterAll(() => new Promise((resolve) => site?.close(resolve)));

  it('downloads only its sign-in gate, says why it shows nothing, and never loads its module', async () => {
    site = createServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(`<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Paróquia</title>
        <script type="module" src="${portal.url}/widgets/sacra-chat.js"></script></head>
        <body><sacra-chat api="${portal.url}"></sacra-chat></body></html>`),
    );
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const context = await newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    const scripts: string[] = [];
    page.on('response', (r) => r.url().startsWith(`${portal.url}/widgets/`) && scripts.push(new URL(r.url()).pathname));
    await page.goto(`http://127.0.0.1:${(site.address() as AddressInfo).port}/`);
    await visible(page.locator('sacra-chat').getByText('Entre no portal para conversar.'));
    expect(scripts[0]).toBe('/widgets/sacra-chat.js');
    expect(scripts.filter((path) => /\/chunks\/(chat|useQuery)-/.test(path))).toEqual([]);
    // The question 'who is signed in?' is refused to a site the portal does not list (CORS_ORIGINS): nobody, then.
    expect(errors.filter((e) => !/CORS policy/.test(e))).toEqual([]);
    await context.close();
  });
});

describe('<sacra-certidao> on a parish site (another origin)', () => {
  let site: Server;
  afterAll(() => new Promise((resolve) => site?.close(resolve)));

  it('verifies the code it is given and one typed without dashes in lower case, in place, through CORS', async () => {
    // A certificate issued in the portal (a complete baptism, as canon law asks).
    const context = await newContext();
    const office = await context.newPage();
    await signIn(office, portal.url, 'secretaria');
    const entry = {
      nascimento: '2003-01-02',
      local_nascimento: 'Campinas/SP',
      pai: 'Pai Embutido',
      padrinho: 'Padrinho Embutido',
      celebrante: 'Pe. Embutido',
      local: 'Matriz',
    };
    const issue = async (nome: string) => {
      const created = await office.request.post(`${portal.url}/api/sacramentos/batismo`, { data: { nome, data: '2003-02-02', ...entry } });
      expect(created.status()).toBe(201);
      const certificate = await office.request.post(`${portal.url}/api/sacramentos/batismo/${(await created.json()).data.id}/certidao`, { data: {} });
      expect(certificate.status()).toBe(200);
      return certificate.headers()['x-certidao-codigo'];
    };
    const [first, second] = [await issue('Afilhada Verificada Fora'), await issue('Afilhado Digitado Fora')];
    await context.close();

    site = createServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(`<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Paróquia</title>
        <script type="module" src="${portal.url}/widgets/sacra-certidao.js"></script></head>
        <body><sacra-certidao api="${portal.url}" codigo="${first}"></sacra-certidao></body></html>`),
    );
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
    const visitor = await newContext();
    const page = await visitor.newPage();
    const errors = collectErrors(page);
    const answer = page.waitForResponse((r) => r.url().includes('/api/public/certidoes/'));
    await page.goto(siteUrl);
    expect((await answer).headers()['access-control-allow-origin']).toBe('*');
    const check = page.locator('sacra-certidao');
    await visible(check.getByText('Afilhada Verificada Fora'));
    await visible(check.getByText(/Certidão válida/));
    await visible(check.getByText('02/02/2003'));

    // Typed from the paper, without dashes and in lower case: verified here, the site's page stays.
    await check.getByLabel('Código de verificação').fill(second.replaceAll('-', '').toLowerCase());
    await check.getByRole('button', { name: 'Verificar' }).click();
    await visible(check.getByText('Afilhado Digitado Fora'));
    expect(page.url()).toBe(siteUrl);
    expect(await check.getByLabel('Código de verificação').inputValue()).toBe(second);
    expect(errors).toEqual([]);
    await visitor.close();
  });
});

describe("two elements on one of the suite's pages (same site, no portal host)", () => {
  const suitePage = () => `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Suite</title>
    <script type="module" src="/widgets/sacra-settings.js"></script>
    <script type="module" src="/widgets/sacra-notices.js"></script>
    </head><body><sacra-settings view="home"></sacra-settings><sacra-notices view="list"></sacra-notices></body></html>`;

  it('share one session: when one learns the session ended, the other reacts at once', async () => {
    const context = await newContext();
    await context.route(`${portal.url}/suite/avisos`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: suitePage() }));
    const page = await context.newPage();
    const errors = collectErrors(page);
    // Signing out ends the session below: a session of its own, from the form.
    await signIn(page, portal.url, 'secretaria');
    await page.goto(`${portal.url}/suite/avisos`);
    const settings = page.locator('sacra-settings');
    const notices = page.locator('sacra-notices');
    // Both elements found the signed-in user by themselves (no host page here).
    await visible(settings.getByRole('heading', { name: 'Configurações' }));
    await visible(notices.getByRole('heading', { name: 'Avisos Paroquia' }));

    // Signing out in another tab ends the session on the server ('Sair' in the portal's menu)...
    const other = await context.newPage();
    await other.goto(`${portal.url}/dashboard`);
    await other.getByRole('button', { name: /Menu do usuário/ }).click();
    await other.getByRole('button', { name: 'Sair' }).click();
    await other.waitForURL(/\/login$/);

    // ...the notices element hears it on its next call (a search), and the settings element reacts too.
    await notices.getByLabel('Buscar').fill('missa');
    await visible(notices.getByText('Entre no portal para ver os avisos.'));
    await visible(settings.getByText('Entre no portal para ver suas configurações.'));
    expect(await settings.getByRole('heading', { name: 'Configurações' }).count()).toBe(0);
    expect(errors.filter((e) => !/401/.test(e))).toEqual([]);
    await context.close();
  });
});
