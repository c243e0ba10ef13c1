/**
 * The portal by keyboard alone. Modals of several modules (all built on the shared Modal of
 * src/core/ui): Tab and Shift+Tab stay inside, Escape closes, and focus goes back to the control
 * that opened it. Signing in, moving to another module through the sidebar, and the phone drawer,
 * with a visible focus indicator on every control reached by Tab.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, portalAndBrowser, signedIn } from './harness';

const e2e = portalAndBrowser();

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });

// No geolocation: the header's weather falls back quietly and nothing leaves the machine.
const newPage = (options: BrowserContextOptions = {}) => e2e.newPage(options);

/** What has keyboard focus, looking through shadow roots: where it is and whether it shows a focus indicator. */
function focused(page: Page) {
  return page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!el || el === document.body) return null;
    // Up through parents and shadow hosts: is it inside an open dialog, the sidebar, or the opener marked below?
    const ancestors: Element[] = [];
    for (let node: Node | null = el; node; node = node.parentNode ?? (node as ShadowRoot).host ?? null) if (node instanceof Element) ancestors.push(node);
    const style = getComputedStyle(el);
    return {
      label: `${el.tagName.toLowerCase()} ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}`,
      inDialog: ancestors.some((a) => a.getAttribute('role') === 'dialog' && a.getAttribute('aria-modal') === 'true'),
      inSidebar: ancestors.some((a) => a.id === 'sidebar'),
      isOpener: el.hasAttribute('data-kbd-opener'),
      isStart: el.hasAttribute('data-kbd-start'),
      href: el.getAttribute('href'),
      indicator: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 ? 'outline' : style.boxShadow !== 'none' ? 'box-shadow' : null,
    };
  });
}

/** Presses Tab until `done` holds for the focused element; returns every element passed on the way. */
async function tabUntil(page: Page, done: (f: NonNullable<Awaited<ReturnType<typeof focused>>>) => boolean, max = 60) {
  const seen: NonNullable<Awaited<ReturnType<typeof focused>>>[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if (!f) continue;
    seen.push(f);
    if (done(f)) return seen;
  }
  throw new Error(`not reached in ${max} Tabs; passed: ${seen.map((f) => f.label).join(' | ')}`);
}

/** Tab, then Shift+Tab, around the whole dialog and back to where focus started: it never leaves, and is always shown. */
async function expectFocusTrapped(page: Page): Promise<void> {
  await page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    el?.setAttribute('data-kbd-start', '');
  });
  for (const key of ['Tab', 'Shift+Tab']) {
    const labels = new Set<string>();
    let back = false;
    for (let i = 0; i < 40 && !back; i++) {
      await page.keyboard.press(key);
      const f = await focused(page);
      expect(f?.inDialog, `${key} #${i + 1} left the dialog (focus on ${f?.label ?? 'body'})`).toBe(true);
      expect(f?.indicator, `no visible focus indicator on ${f?.label}`).not.toBeNull();
      labels.add(f!.label);
      back = f!.isStart;
    }
    expect(back, `${key} came round to the first control again`).toBe(true);
    expect(labels.size, `${key} went through the dialog's controls`).toBeGreaterThan(1);
  }
}

interface ModalCase {
  module: string;
  path: string;
  tag: string;
  opener: { name: string | RegExp };
  dialog: string;
}

const MODALS: ModalCase[] = [
  { module: 'reminders', path: '/lembretes', tag: 'sacra-reminders', opener: { name: 'Novo lembrete' }, dialog: 'Novo lembrete' },
  { module: 'protocols', path: '/protocolos/meus', tag: 'sacra-protocols', opener: { name: 'Novo protocolo' }, dialog: 'Novo protocolo' },
  { module: 'notices', path: '/eventos', tag: 'sacra-notices', opener: { name: 'Novo aviso' }, dialog: 'Novo aviso' },
  { module: 'inventory (delete confirmation)', path: '/inventario', tag: 'sacra-inventory', opener: { name: /^Excluir / }, dialog: 'Excluir item' },
  { module: 'registers (record sheet)', path: '/registros', tag: 'sacra-registers', opener: { name: /^Ver Ficha/ }, dialog: 'Ficha do registro' },
];

describe('modals', () => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage();
    await signedIn(page, e2e.portal.url, 'admin');
  });
  afterAll(() => page?.context().close());

  it.each(MODALS)('$module: focus stays inside, Escape closes, focus returns to the opener', async ({ path, tag, opener, dialog }) => {
    await page.goto(`${e2e.portal.url}${path}`);
    const button = page.locator(tag).getByRole('button', opener).first();
    await poll(() => button.isVisible()).toBe(true);
    // Marked so the check below knows it is the same element, not a new one with the same name.
    await button.evaluate((el) => el.setAttribute('data-kbd-opener', ''));
    await button.focus();
    await page.keyboard.press('Enter');

    const box = page.getByRole('dialog', { name: dialog });
    await poll(() => box.isVisible()).toBe(true);
    // Loaded (the record sheet fetches its record first), so every control is there to Tab through.
    await poll(() => box.locator('.spinner').count()).toBe(0);
    await poll(async () => (await focused(page))?.inDialog).toBe(true);
    await expectFocusTrapped(page);

    await page.keyboard.press('Escape');
    await poll(() => box.count()).toBe(0);
    await poll(async () => (await focused(page))?.isOpener).toBe(true);
  });

  it('time zone (settings, opens by itself for a user without a zone): focus stays inside, Escape closes', async () => {
    const semfuso = await newPage();
    try {
      await signedIn(semfuso, e2e.portal.url, 'semfuso');
      const box = semfuso.getByRole('dialog', { name: 'Defina seu fuso horário' });
      await poll(() => box.isVisible()).toBe(true);
      await poll(async () => (await focused(semfuso))?.inDialog).toBe(true);
      await expectFocusTrapped(semfuso);
      await semfuso.keyboard.press('Escape');
      await poll(() => box.count()).toBe(0);
    } finally {
      await semfuso.context().close();
    }
  });
});

describe('keyboard only', () => {
  async function signInByKeyboard(page: Page): Promise<void> {
    await page.goto(`${e2e.portal.url}/login`);
    // The user field has focus on arrival; type, Tab to the password, Enter submits.
    await poll(async () => (await focused(page))?.label).toMatch(/^input/);
    await page.keyboard.type('admin');
    await page.keyboard.press('Tab');
    const password = await focused(page);
    expect(password?.label).toMatch(/^input/);
    expect(password?.indicator, 'visible focus on the password field').not.toBeNull();
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${e2e.portal.url}/dashboard`);
  }

  it('signs in, and opens another module from the sidebar, every focused control showing where focus is', async () => {
    const page = await newPage();
    try {
      await signInByKeyboard(page);
      await poll(() => page.getByRole('link', { name: 'Lembretes' }).isVisible()).toBe(true);
      const passed = await tabUntil(page, (f) => f.inSidebar && f.href === '/lembretes');
      for (const f of passed) expect(f.indicator, `no visible focus indicator on ${f.label}`).not.toBeNull();
      await page.keyboard.press('Enter');
      await page.waitForURL(`${e2e.portal.url}/lembretes`);
      await poll(() => page.locator('sacra-reminders').getByRole('heading', { name: 'Lembretes', level: 1 }).isVisible()).toBe(true);
    } finally {
      await page.context().close();
    }
  });

  it('at 375 px the sidebar is a drawer: opened by keyboard, closed with Escape, focus back on its button', async () => {
    const page = await newPage({ viewport: { width: 375, height: 812 } });
    try {
      await signedIn(page, e2e.portal.url, 'admin');
      const toggle = page.getByRole('button', { name: 'Menu de navegação' });
      const sidebar = page.getByRole('navigation', { name: 'Menu principal' });
      await poll(() => toggle.isVisible()).toBe(true);
      expect(await sidebar.isVisible()).toBe(false);

      const passed = await tabUntil(page, (f) => f.label.startsWith('button Menu de navegação'));
      for (const f of passed) expect(f.indicator, `no visible focus indicator on ${f.label}`).not.toBeNull();
      await page.keyboard.press('Enter');
      await poll(() => sidebar.isVisible()).toBe(true);
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await poll(async () => (await focused(page))?.inSidebar).toBe(true);
      expect((await focused(page))?.indicator).not.toBeNull();

      await page.keyboard.press('Escape');
      await poll(() => sidebar.isVisible()).toBe(false);
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await poll(async () => (await focused(page))?.label).toMatch(/^button Menu de navegação/);

      // The drawer has its title, and its close button is the first stop inside it.
      await page.keyboard.press('Enter');
      await poll(() => sidebar.getByRole('heading', { name: 'Menu', exact: true }).isVisible()).toBe(true);
      await poll(async () => (await focused(page))?.label).toMatch(/^button Fechar menu/);
      await page.keyboard.press('Enter');
      await poll(() => sidebar.isVisible()).toBe(false);
      await poll(async () => (await focused(page))?.label).toMatch(/^button Menu de navegação/);

      // Again, and this time go somewhere: Tab to a module's entry and Enter.
      await page.keyboard.press('Enter');
      await poll(async () => (await focused(page))?.inSidebar).toBe(true);
      await tabUntil(page, (f) => f.inSidebar && f.href === '/eventos');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${e2e.portal.url}/eventos`);
      await poll(() => sidebar.isVisible()).toBe(false);
    } finally {
      await page.context().close();
    }
  });
});
