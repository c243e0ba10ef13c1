/**
 * End-to-end harness: the real server (as `npm start` runs it, serving the built dist/)
 * on a free port with a fresh temporary DATA_DIR, and Debian's Chromium through playwright-core.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect as globalExpect, inject, type ExpectStatic } from 'vitest';
import { freePort, spawnPortal } from '../../src/server/test/spawn';
import { copyTemplate } from './template';

export const DEMO_PASSWORD = 'Paroquia2026';

export { freePort };

export interface Portal {
  url: string;
  dataDir: string;
  output: () => string;
  stop: () => Promise<void>;
}

/** The demo parish website (demo/serve.mjs) on its own free port, embedding the elements of the portal at `portalUrl`. */
export async function startDemoSite(portalUrl: string): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const demo = spawn(process.execPath, ['demo/serve.mjs'], { env: { ...process.env, PORT: String(port), PORTAL_URL: portalUrl }, stdio: 'ignore' });
  const stop = () => demo.kill();
  for (const deadline = Date.now() + 10_000; ;) {
    if ((await fetch(url).catch(() => null))?.ok) return { url, stop };
    if (Date.now() > deadline) {
      stop();
      throw new Error('demo site did not start');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Starts the portal with demo data (a copy of the run's seeded template) on 127.0.0.1 and waits until /api/health answers. */
export async function startPortal(env: Record<string, string> = {}): Promise<Portal> {
  // E2E_DIST lets parallel work build into its own folder (vite build --outDir ...); default dist/.
  const distDir = process.env.E2E_DIST || 'dist';
  if (!existsSync(join(distDir, 'index.html'))) throw new Error(`${distDir}/ is missing: run \`npm run build\` before the e2e tests`);
  const dataDir = await mkdtemp(join(tmpdir(), 'sacra-e2e-'));
  // The seeded template from global-setup; SEED=none asks for an empty database instead.
  const template = inject('e2eTemplateDir');
  if (template && env.SEED !== 'none') await copyTemplate(template, dataDir);
  const portal = await spawnPortal({ dataDir, env: { DIST_DIR: distDir, LOG_LEVEL: 'warn', ...env } });
  return {
    url: portal.url,
    dataDir,
    output: portal.output,
    async stop() {
      await portal.stop(10_000);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** How a Brazilian user has the browser: pt-BR, São Paulo time, 1280 × 900. */
export const BRAZIL: BrowserContextOptions = { locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 1280, height: 900 } };

/** Context options plus `as`: the demo user whose session the context starts with. */
export interface PageOptions extends BrowserContextOptions {
  as?: string;
}

/**
 * The session made for `user` once per run (global-setup.ts), as a browser storage state: every portal
 * copied from the template knows it, so a page opens signed in without going through the form.
 */
export function sessionOf(user: string): Exclude<BrowserContextOptions['storageState'], string | undefined> {
  const cookie = inject('e2eSessions')[user];
  if (!cookie) throw new Error(`no session for '${user}': not a demo account`);
  const eq = cookie.indexOf('=');
  return {
    cookies: [
      { name: cookie.slice(0, eq), value: cookie.slice(eq + 1), domain: '127.0.0.1', path: '/', expires: -1, httpOnly: true, secure: false, sameSite: 'Lax' },
      // The readable 'signed in' mark a sign-in sets beside the session (server/session/cookie.ts).
      { name: 'sacra_in', value: '1', domain: '127.0.0.1', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' },
    ],
    origins: [],
  };
}

/** A new context (signed in as `options.as` when given) as a Brazilian user has it. */
export function newContext(browser: Browser, { as, ...options }: PageOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ ...BRAZIL, ...options, ...(as ? { storageState: sessionOf(as) } : {}) });
}

/** A page in a new context (see newContext); not opened anywhere yet. */
export async function newPage(browser: Browser, options: PageOptions = {}): Promise<Page> {
  return (await newContext(browser, options)).newPage();
}

/**
 * The portal and the browser of a test file: started before its tests, closed after them; `newPage`
 * opens a page in a new context (see newContext), signed in with `{ as: user }`; `open` also goes to a path of the
 * portal (or a whole address), downloads accepted and every outside service (the header's weather...) refused, so no
 * test reaches the internet.
 */
export function portalAndBrowser() {
  const started = {
    portal: undefined as unknown as Portal,
    browser: undefined as unknown as Browser,
    newPage: (options: PageOptions = {}) => newPage(started.browser, options),
    async open(path: string, options: PageOptions = {}): Promise<Page> {
      const page = await started.newPage({ acceptDownloads: true, ...options });
      await page.context().route(
        (url) => url.hostname !== '127.0.0.1',
        (route) => route.abort(),
      );
      await page.goto(path.startsWith('http') ? path : `${started.portal.url}${path}`);
      return page;
    },
  };
  beforeAll(async () => {
    [started.portal, started.browser] = await Promise.all([startPortal(), launchBrowser()]);
  });
  afterAll(async () => {
    await started.browser?.close();
    await started.portal?.stop();
  });
  return started;
}

/**
 * The screen has settled: the session is known, the route's element has drawn, nothing is still loading,
 * the fonts are in and no transition is still running (shadow roots included). Concurrent tests pass
 * their own expect: the global one may not know which test is running.
 */
export async function settled(page: Page, expect: ExpectStatic = globalExpect): Promise<void> {
  await expect.poll(() => page.getByText('Verificando credenciais').count(), { timeout: 15_000 }).toBe(0);
  const busy = () => page.locator('.spinner, [aria-busy="true"]').evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).length);
  // Nothing busy twice, two frames apart: between an element's module landing (its skeleton cleared) and React's first
  // render of it (its own spinner), nothing on the page is busy for a moment.
  await expect.poll(async () => (await busy()) || (await nextFrames(page), await busy()), { timeout: 15_000 }).toBe(0);
  await page.waitForFunction(
    async () => {
      await document.fonts.ready;
      return document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity);
    },
    undefined,
    { timeout: 15_000 },
  );
}

/** Resolves once the page has drawn two more frames: whatever a response or an event set off is on screen. */
export function nextFrames(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** Debian's Chromium: CHROMIUM_PATH if set, else /usr/bin/chromium. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/**
 * Gives the page's context the run's session of `user` (sessionOf) and opens `path`: by default the
 * dashboard, where the guard sends each user on (as after signing in). No form, no new session.
 */
export async function signedIn(page: Page, baseUrl: string, user: string, path = '/dashboard'): Promise<void> {
  await page.context().addCookies(sessionOf(user).cookies!);
  await page.goto(`${baseUrl}${path}`);
}

/**
 * Signs in through the real /login form and waits for the guard's landing route. For the tests of the
 * form itself and of what a sign-in does (a new session); others open pages with `{ as: user }`.
 */
export async function signIn(page: Page, baseUrl: string, user: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Usuário').fill(user);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}

/** Polls `probe` until its expectation holds, for up to 15 s (a screen after a call or a navigation). */
export const poll = <T>(probe: () => Promise<T>) => globalExpect.poll(probe, { timeout: 15_000 });

/** Waits until `text` is visible somewhere in `scope`. */
export const see = (scope: Page | Locator, text: string | RegExp) => poll(() => scope.getByText(text).filter({ visible: true }).count()).toBeGreaterThan(0);
