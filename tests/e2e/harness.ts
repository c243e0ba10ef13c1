/**
 * End-to-end harness: the real server (tsx src/server/main.ts, serving the built dist/)
 * on a free port with a fresh temporary DATA_DIR, and Debian's Chromium through playwright-core.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
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

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The portal and the browser of a test file: started before its tests, closed after them; `newPage`
 * opens a page in a new context as a Brazilian user has it (pt-BR, São Paulo time), 1280 × 900 unless told.
 */
export function portalAndBrowser() {
  const started = {
    portal: undefined as unknown as Portal,
    browser: undefined as unknown as Browser,
    async newPage(options: BrowserContextOptions = {}): Promise<Page> {
      const context = await started.browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 1280, height: 900 }, ...options });
      return context.newPage();
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

/** Debian's Chromium: CHROMIUM_PATH if set, else /usr/bin/chromium. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** Signs in through the real /login form and waits for the guard's landing route. */
export async function signIn(page: Page, baseUrl: string, user: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Usuário').fill(user);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}
