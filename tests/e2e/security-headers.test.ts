import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, settled, startPortal, type Portal } from './harness';

/** The built portal as the e2e harness serves it. */
const DIST = process.env.E2E_DIST || 'dist';
/** Every portal screen without an id in its path (src/host/routes.ts), as admin sees them. */
const SCREENS = [
  '/dashboard',
  '/protocolos',
  '/protocolos/meus',
  '/lembretes',
  '/chat',
  '/settings',
  '/settings/nome',
  '/profile',
  '/buckets',
  '/buckets/novo',
  '/eventos',
  '/registros',
  '/registros/novo',
  '/inventario',
  '/inventario/novo',
  '/turmas/crisma',
  '/turmas/crisma/nova',
  '/catequistas/crisma',
  '/agenda',
  '/agenda/celebracoes/nova',
  '/agenda/eventos/novo',
  '/agenda/intencoes',
  '/suite',
];

let portal: Portal;
let browser: Browser;

beforeAll(async () => {
  [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

/** Inline code in an HTML document: script elements with a body or without src, on* handler attributes, javascript: URLs. */
function inlineCode(html: string): string[] {
  const found: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (!/\bsrc\s*=/i.test(m[1]) || m[2].trim() !== '') found.push(m[0].slice(0, 80));
  }
  for (const m of html.matchAll(/<[a-z][^>]*\son[a-z]+\s*=/gi)) found.push(m[0].slice(0, 80));
  for (const m of html.matchAll(/(href|src|action)\s*=\s*["']?\s*javascript:/gi)) found.push(m[0]);
  return found;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

/** A page that records every CSP violation the browser reports. */
async function watchedPage(): Promise<{ page: Page; violations: () => Promise<string[]> }> {
  const page = await newPage(browser, { as: 'admin' });
  // Added through the DevTools protocol, so the page's CSP does not apply to this listener itself.
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const console: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) console.push(m.text());
  });
  return {
    page,
    violations: async () => [...console, ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp))],
  };
}

describe('the built portal page', () => {
  it('every HTML file of the build has no inline script, and / is that page under a strict CSP', async () => {
    const files = await htmlFiles(DIST);
    expect(files).toContain(join(DIST, 'index.html'));
    for (const file of files) expect(inlineCode(await readFile(file, 'utf8')), file).toEqual([]);

    const res = await fetch(`${portal.url}/`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/(^|; )script-src 'self'(;|$)/);
    expect(csp).toMatch(/(^|; )frame-ancestors 'self'(;|$)/);
    expect(inlineCode(await res.text())).toEqual([]);
  });

  it('in Chromium no screen trips the CSP, and a script injected into the page is blocked', async () => {
    const { page, violations } = await watchedPage();
    for (const screen of SCREENS) {
      await page.goto(`${portal.url}${screen}`);
      // Elements load their chunks and data after 'load': wait until the screen has drawn them.
      await settled(page);
      expect(await violations(), screen).toEqual([]);
    }

    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      const img = document.createElement('img');
      img.setAttribute('onerror', 'window.__injected = true');
      // Listeners run in the order they were added: by this one, the inline handler has run if it was allowed to.
      const failed = new Promise((resolve) =>
        img.addEventListener('error', () => resolve((window as unknown as { __injected?: boolean }).__injected ?? false)),
      );
      img.src = 'data:,';
      document.body.append(img);
      return failed;
    });
    expect(ran).toBe(false);
    expect((await violations()).some((v) => v.startsWith('script-src'))).toBe(true);
  });
});
