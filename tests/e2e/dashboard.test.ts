import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { portalAndBrowser, signedIn } from './harness';

const e2e = portalAndBrowser();

const newPage = (width = 1280) => e2e.newPage({ viewport: { width, height: 900 } });

/** Every call the page makes to the stats endpoint, with the validator the browser sent. */
function statsCalls(page: Page): Array<{ ifNoneMatch: string | undefined }> {
  const calls: Array<{ ifNoneMatch: string | undefined }> = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/stats/dashboard') {
      void request.allHeaders().then((h) => calls.push({ ifNoneMatch: h['if-none-match'] }));
    }
  });
  return calls;
}

/** What frappe drew inside <sacra-dashboard>'s shadow root: bars of the bar chart, paths of the line chart. */
function drawn(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('sacra-dashboard')?.shadowRoot;
    const chart = (id: string) => root?.querySelector(`#${id}`);
    const frappeStyle = Array.from(root?.querySelectorAll('style') ?? []).some((s) => s.textContent?.includes('.chart-container'));
    return {
      svgs: root?.querySelectorAll('svg.frappe-chart').length ?? 0,
      linePaths: chart('accesses-chart')?.querySelectorAll('svg .line-graph-path, svg path.line-graph-path').length ?? 0,
      dots: chart('accesses-chart')?.querySelectorAll('svg circle').length ?? 0,
      bars: Array.from(chart('acolytes-chart')?.querySelectorAll('svg rect.bar') ?? []).filter((r) => Number(r.getAttribute('height')) > 0).length,
      frappeStyle,
    };
  });
}

/** Charts are drawn once they come near the screen: scroll to them, as a reader would. */
async function scrollToCharts(page: Page) {
  for (const id of ['accesses-chart', 'acolytes-chart']) {
    const chart = page.locator(`sacra-dashboard #${id}`);
    await chart.waitFor();
    await chart.scrollIntoViewIfNeeded();
  }
}

describe('/dashboard', () => {
  it('admin sees the greeting, the role, the counters, the campaign and two drawn charts', async () => {
    const page = await newPage();
    const calls = statsCalls(page);
    await signedIn(page, e2e.portal.url, 'admin');
    await page.waitForURL(`${e2e.portal.url}/dashboard`);
    const dashboard = page.locator('sacra-dashboard');

    await expect.poll(() => dashboard.getByRole('heading', { level: 1, name: 'Olá, Pe. Antônio Ribeiro' }).isVisible()).toBe(true);
    await expect.poll(() => dashboard.getByText('Administrador do Sistema', { exact: true }).isVisible()).toBe(true);

    // Counters from the seeded parish.
    await expect.poll(() => dashboard.getByText('Usuários ativos').isVisible(), { timeout: 15_000 }).toBe(true);
    for (const label of ['Comunidades', 'Acessos no período', 'Campanhas ativas', 'Doações no período']) {
      expect(await dashboard.getByText(label, { exact: true }).isVisible()).toBe(true);
    }
    expect(await dashboard.locator('.counter[data-key="communities"] .counter-value').textContent()).toBe('5');

    // The most profitable campaign, in reais, with its progress.
    const campaign = dashboard.getByRole('region', { name: 'Campanha mais rentável' });
    expect(await campaign.getByRole('heading', { level: 3 }).textContent()).toBeTruthy();
    expect(await campaign.locator('.amount').textContent()).toMatch(/^R\$ [\d.]+,\d{2}$/);
    expect(await campaign.getByRole('progressbar').getAttribute('aria-valuetext')).toMatch(/^\d+% da meta$/);

    // Both charts drawn as SVG inside the shadow root, with frappe's stylesheet copied in.
    await scrollToCharts(page);
    await expect.poll(async () => (await drawn(page)).bars, { timeout: 10_000 }).toBeGreaterThan(0);
    const charts = await drawn(page);
    expect(charts.svgs).toBe(2);
    expect(charts.linePaths).toBeGreaterThan(0);
    expect(charts.dots).toBe(12);
    expect(charts.frappeStyle).toBe(true);
    expect(await dashboard.getByRole('img', { name: /acessos ao portal por mês/ }).isVisible()).toBe(true);
    expect(await dashboard.getByRole('img', { name: /acólitos por comunidade/ }).isVisible()).toBe(true);
    expect(await dashboard.locator('#accesses-chart').textContent()).toContain('jan/');

    // Side panel of the last seen, and the registration cards.
    expect(await dashboard.getByRole('complementary', { name: 'Vistos por último' }).getByRole('listitem').count()).toBe(8);
    expect(await dashboard.getByRole('heading', { level: 2, name: 'Cadastros' }).isVisible()).toBe(true);

    expect(calls.length).toBe(1);
    await page.context().close();
  });

  it('admin on a phone (375 px) gets the same charts without sideways scrolling', async () => {
    const page = await newPage(375);
    await signedIn(page, e2e.portal.url, 'admin');
    await page.waitForURL(`${e2e.portal.url}/dashboard`);
    await scrollToCharts(page);
    await expect.poll(async () => (await drawn(page)).bars, { timeout: 15_000 }).toBeGreaterThan(0);
    expect((await drawn(page)).svgs).toBe(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.context().close();
  });

  it('a reload revalidates with If-None-Match (ETag) instead of downloading again', async () => {
    const page = await newPage();
    const calls = statsCalls(page);
    await signedIn(page, e2e.portal.url, 'secretaria');
    await page.waitForURL(`${e2e.portal.url}/dashboard`);
    await scrollToCharts(page);
    await expect.poll(async () => (await drawn(page)).svgs, { timeout: 15_000 }).toBe(2);
    await page.reload();
    await scrollToCharts(page);
    await expect.poll(async () => (await drawn(page)).svgs, { timeout: 15_000 }).toBe(2);
    await expect.poll(() => calls.length).toBe(2);
    expect(calls[0].ifNoneMatch).toBeUndefined();
    expect(calls[1].ifNoneMatch).toMatch(/^"[\w-]+"$/);
    await page.context().close();
  });

  it('the greeting is on screen before the dashboard module arrives, and the element takes over in place', async () => {
    const page = await newPage(412);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/dashboard-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await signedIn(page, e2e.portal.url, 'admin');
    await page.waitForURL(`${e2e.portal.url}/dashboard`);
    const heading = page.getByRole('heading', { level: 1, name: 'Olá, Pe. Antônio Ribeiro' });
    await expect.poll(() => heading.isVisible()).toBe(true);
    expect(await page.evaluate(() => customElements.get('sacra-dashboard'))).toBeUndefined();
    // The header's weather settles first (offline here, it shrinks to the clock on a phone): only the module's arrival is measured.
    await expect.poll(() => page.locator('sacra-weather').getAttribute('data-state')).toMatch(/^(loaded|unavailable)$/);
    const before = await heading.boundingBox();
    // Taking the element out of the page, even to put it back, would make r2wc unmount its React tree and build it again.
    await page.evaluate(() => {
      const counted = window as unknown as { removed: number };
      counted.removed = 0;
      new MutationObserver((records) => {
        for (const node of records.flatMap((r) => Array.from(r.removedNodes))) {
          if (node instanceof Element && (node.localName === 'sacra-dashboard' || node.querySelector('sacra-dashboard'))) counted.removed++;
        }
      }).observe(document.body, { childList: true, subtree: true });
    });

    release();
    await expect.poll(() => page.evaluate(() => !!document.querySelector('sacra-dashboard')?.shadowRoot?.querySelector('h1'))).toBe(true);
    await expect.poll(() => heading.count()).toBe(1);
    // Same place and size: nothing jumps, and the page's largest text was painted by the host.
    expect(await heading.boundingBox()).toEqual(before);
    await expect.poll(() => page.locator('sacra-dashboard').getByText('Usuários ativos').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { removed: number }).removed)).toBe(0);
    await page.context().close();
  });

  it('acolito sees the greeting and the role only, and the stats endpoint is never called', async () => {
    const page = await newPage();
    const calls = statsCalls(page);
    await signedIn(page, e2e.portal.url, 'acolito');
    await page.waitForURL(`${e2e.portal.url}/dashboard`);
    const dashboard = page.locator('sacra-dashboard');

    await expect.poll(() => dashboard.getByRole('heading', { level: 1, name: 'Olá, Lucas Henrique Oliveira' }).isVisible()).toBe(true);
    // Polled: the host's skeleton shows the same greeting first, and its list goes when the element draws its own.
    const roles = dashboard.getByRole('list').first();
    await expect.poll(() => roles.getByRole('listitem').allTextContents()).toEqual(['Acólito']);

    // Give a wrongly enabled query every chance to fire before looking: no request for half a second.
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([]);
    expect((await drawn(page)).svgs).toBe(0);
    expect(await dashboard.getByText('Usuários ativos').count()).toBe(0);
    expect(await dashboard.getByText('Campanha mais rentável').count()).toBe(0);
    // An acolyte has no screens of their own to shortcut to.
    expect(await dashboard.getByRole('navigation').count()).toBe(0);
    await page.context().close();
  });
});

describe('/dashboard shortcuts of each role', () => {
  const shortcuts = (page: Page, group: string) => page.locator('sacra-dashboard').getByRole('navigation', { name: group });

  it('the treasurer (11) gets the tithe: a new contribution (the fast entry), tithers, reports, bank statement; each one opens', async () => {
    const page = await newPage();
    await signedIn(page, e2e.portal.url, 'tesoureiro');
    const dizimo = shortcuts(page, 'Dízimo');
    await expect
      .poll(() =>
        dizimo
          .getByRole('link')
          .allInnerTexts()
          .then((t) => t.map((x) => x.split('\n')[0])),
      )
      .toEqual(['Nova contribuição', 'Dizimistas', 'Relatórios', 'Extrato bancário']);
    expect(await page.locator('sacra-dashboard').getByRole('navigation').count()).toBe(1);
    await dizimo.getByRole('link', { name: /^Nova contribuição/ }).click();
    await page.waitForURL(`${e2e.portal.url}/dizimo/contribuicoes`);
    await expect.poll(() => page.locator('sacra-dizimo').getByRole('heading', { name: 'Lançamento rápido' }).isVisible()).toBe(true);
    for (const [label, path] of [
      ['Dizimistas', '/dizimo'],
      ['Relatórios', '/dizimo/relatorios'],
      ['Extrato bancário', '/dizimo/extrato'],
    ]) {
      await page.goBack();
      await page.waitForURL(`${e2e.portal.url}/dashboard`);
      await shortcuts(page, 'Dízimo')
        .getByRole('link', { name: new RegExp(`^${label}`) })
        .click();
      await page.waitForURL(`${e2e.portal.url}${path}`);
    }
    await page.context().close();
  });

  it('a catechist (13) gets their classes in progress with today’s attendance, and only theirs', async () => {
    const page = await newPage();
    await signedIn(page, e2e.portal.url, 'catequista');
    const mine = shortcuts(page, 'Minhas turmas de Crisma');
    const attendance = mine.getByRole('link', { name: /^Presenças de hoje: / });
    await expect.poll(() => attendance.count()).toBeGreaterThan(0);
    const taught = await page.evaluate(
      async () => (await (await fetch('/api/turmas/crisma')).json()).data as Array<{ id: number; turma: string; status: number }>,
    );
    const current = taught.filter((c) => c.status === 2);
    expect((await attendance.evaluateAll((links) => links.map((l) => l.getAttribute('aria-label')))).sort()).toEqual(
      current.map((c) => `Presenças de hoje: ${c.turma}`).sort(),
    );
    await attendance.first().click();
    await page.waitForURL(/\/turmas\/crisma\/\d+\/presencas$/);
    const classes = page.locator('sacra-catechesis');
    await expect.poll(() => classes.getByRole('button', { name: 'Registrar encontro' }).isVisible()).toBe(true);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    expect(await classes.getByLabel('Data').inputValue()).toBe(today);
    await page.context().close();
  });

  it('a coordinator (7) gets the classes, a new class and the catechists of their sacrament', async () => {
    const page = await newPage(375);
    await signedIn(page, e2e.portal.url, 'coord-eucaristia');
    const group = shortcuts(page, 'Catequese de 1ª Eucaristia');
    await expect.poll(() => group.getByRole('link').count()).toBe(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await group.getByRole('link', { name: /^Nova turma/ }).click();
    await page.waitForURL(`${e2e.portal.url}/turmas/eucaristia/nova`);
    await page.context().close();
  });
});
