/**
 * Stored XSS: script payloads saved through the API (as admin) in the main text field of
 * every module, then every screen that shows them opened in Chromium. Nothing may run: no dialog,
 * `window.__xss` stays undefined, no page error, no CSP refusal of an inline handler (that would mean
 * the text was parsed as HTML and only the policy saved us), no request for the `src=x` image; and
 * the payload is on the screen as text.
 */
import type { APIResponse, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, startPortal, type Portal } from './harness';

let portal: Portal;
let browser: Browser;

/** One payload per field, tagged so each screen can look for its own; three vectors in each. */
const payload = (tag: string) => `${tag} <img src=x onerror="window.__xss=1"> <script>window.__xss=1</script> "><svg onload=window.__xss=1>`;
/** What must be on the screen as text (the start, so lists that shorten long text still show it). */
const shownPart = (tag: string) => `${tag} <img src=x onerror=`;

const P = {
  displayName: payload('XN'),
  registerName: payload('XR1'),
  registerAddress: payload('XR2'),
  registerMother: payload('XR3'),
  noticeTitle: payload('XA1'),
  noticeLegend: payload('XA2'),
  inventoryItem: payload('XI1'),
  inventoryDescription: payload('XI2'),
  className: payload('XT'),
  protocol: payload('XP'),
  reminder: payload('XL'),
  bucket: payload('XB'),
  chat: payload('XC'),
};
const tagOf = (p: string) => p.split(' ')[0]!;

interface Ids {
  register: number;
  notice: number;
  item: number;
  klass: number;
  bucket: string;
  admin: number;
}
let ids: Ids;
let adminContext: BrowserContext;
let secretariaContext: BrowserContext;

async function ok(res: APIResponse, what: string): Promise<Record<string, unknown>> {
  const text = await res.text();
  expect(res.status(), `${what}: ${text.slice(0, 300)}`).toBeLessThan(300);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

beforeAll(async () => {
  [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
  adminContext = await newContext(browser, { as: 'admin' });
  secretariaContext = await newContext(browser, { as: 'secretaria' });
  const api = adminContext.request;
  const headers = { origin: portal.url };
  const url = (p: string) => `${portal.url}${p}`;

  await ok(await api.post(url('/api/me/name'), { data: { name: P.displayName }, headers }), 'display name');
  const me = await ok(await api.get(url('/api/me')), 'me');

  const register = await ok(
    await api.post(url('/api/registers'), {
      multipart: {
        name: P.registerName,
        phone: '19987654321',
        born_date: '1990-05-01',
        status: '0',
        address: P.registerAddress,
        mother_name: P.registerMother,
        legal_basis: 'consentimento',
      },
      headers,
    }),
    'register',
  );
  const notice = await ok(
    await api.post(url('/api/feed-posts'), { multipart: { title: P.noticeTitle, legend: P.noticeLegend, level_importance: '0', send_at: '' }, headers }),
    'notice',
  );

  const categories = (await ok(await api.get(url('/api/inventory/categories')), 'categories')).data as Array<{ id: number }>;
  const entities = (await ok(await api.get(url('/api/inventory/entities')), 'entities')).data as Array<{ ent_id: number }>;
  const item = await ok(
    await api.post(url('/api/inventory'), {
      multipart: {
        item: P.inventoryItem,
        description: P.inventoryDescription,
        category_id: String(categories[0]!.id),
        ent_id: String(entities[0]!.ent_id),
        qntd_distributed: '3',
      },
      headers,
    }),
    'inventory item',
  );

  const catechists = (await ok(await api.get(url('/api/catequistas/crisma?limit=50')), 'catechists')).data as Array<{ id: number }>;
  const klass = await ok(
    await api.post(url('/api/turmas/crisma'), { data: { turma: P.className, tutor: catechists[0]!.id, termino: '2030-12-01' }, headers }),
    'class',
  );

  await ok(await api.post(url('/api/protocols'), { data: { description: P.protocol }, headers }), 'protocol');
  await ok(
    await api.post(url('/api/reminders'), {
      data: { descricao: P.reminder, data_hora: '2030-06-01T10:00:00-03:00', repeat: 'none', pref_email: false },
      headers,
    }),
    'reminder',
  );
  const bucket = await ok(await api.post(url('/api/buckets/create'), { data: { name: P.bucket, regiao: 1 }, headers }), 'bucket');

  const secretariaMe = await ok(await secretariaContext.request.get(url('/api/me')), 'secretaria me');
  await ok(await api.post(url('/api/messages/send'), { data: { receiver_id: secretariaMe.id, message: P.chat }, headers }), 'chat message');

  const dataId = (b: Record<string, unknown>) => ((b.data ?? b.item) as { id: number }).id;
  ids = {
    register: dataId(register),
    notice: dataId(notice),
    item: (item.data as { i_id: number }).i_id,
    klass: dataId(klass),
    bucket: (bucket.rand ?? (bucket.data as { rand: string } | undefined)?.rand) as string,
    admin: me.id as number,
  };
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

/**
 * Elements that could run script, through open shadow roots: any with an on* attribute, and scripts
 * with no src (the portal has none). None on the page means no payload became markup.
 */
function scriptable(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.getAttributeNames().some((a) => a.toLowerCase().startsWith('on')) || (el.localName === 'script' && !el.hasAttribute('src')))
          found.push(el.outerHTML.slice(0, 120));
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(document);
    return found;
  });
}

/** Every text node and form value of the page, through open shadow roots. */
function deepText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walk = (root: Node) => {
      for (let n: Node | null = root.firstChild; n; n = n.nextSibling) {
        if (n.nodeType === Node.TEXT_NODE) out.push(n.nodeValue ?? '');
        else if (n instanceof Element) {
          if (n instanceof HTMLInputElement || n instanceof HTMLTextAreaElement) out.push(n.value);
          if (n.shadowRoot) walk(n.shadowRoot);
          walk(n);
        }
      }
    };
    walk(document);
    return out.join('\n');
  });
}

interface Watch {
  page: Page;
  problems: string[];
  consoleErrors: string[];
}

async function watchedPage(context: BrowserContext): Promise<Watch> {
  const page = await context.newPage();
  const w: Watch = { page, problems: [], consoleErrors: [] };
  page.on('dialog', (d) => {
    w.problems.push(`dialog ${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  page.on('pageerror', (e) => w.problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const text = m.text();
    w.consoleErrors.push(text);
    if (/Refused to (execute|load|apply)|inline|onerror|onload|__xss/i.test(text)) w.problems.push(`console: ${text}`);
  });
  page.on('request', (r) => {
    if (/\/x(\?|$)/.test(new URL(r.url()).pathname)) w.problems.push(`the payload's <img src=x> was requested: ${r.url()}`);
  });
  return w;
}

/** Opens `path`, waits for each payload to be shown as text, then checks that nothing ran. */
async function screenShows(context: BrowserContext, path: string, payloads: string[], act?: (page: Page) => Promise<void>): Promise<void> {
  const w = await watchedPage(context);
  try {
    await w.page.goto(`${portal.url}${path}`);
    if (act) await act(w.page);
    for (const p of payloads) {
      await expect
        .poll(async () => (await deepText(w.page)).includes(shownPart(tagOf(p))), { timeout: 15_000, message: `${path}: ${tagOf(p)} shown as text` })
        .toBe(true);
    }
    expect(await scriptable(w.page), `${path}: elements that could run script`).toEqual([]);
    expect(await w.page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss), `${path}: window.__xss`).toBeUndefined();
    expect(w.problems, `${path} (console errors: ${JSON.stringify(w.consoleErrors)})`).toEqual([]);
  } finally {
    await w.page.close();
  }
}

describe('stored XSS: payloads saved in every module, every screen that shows them', () => {
  it('registers: list and edit form (name, address, mother name)', async () => {
    await screenShows(adminContext, '/registros', [P.registerName], async (page) => {
      await page.locator('sacra-registers').getByLabel('Buscar por nome').fill(tagOf(P.registerName));
    });
    await screenShows(adminContext, `/registros/${ids.register}/editar`, [P.registerName, P.registerAddress, P.registerMother]);
  });

  it('notices: list, opened notice and edit form (title, legend)', async () => {
    await screenShows(adminContext, '/eventos', [P.noticeTitle]);
    await screenShows(adminContext, '/eventos', [P.noticeTitle, P.noticeLegend], async (page) => {
      await page.locator('sacra-notices').getByRole('button', { name: P.noticeTitle, exact: true }).first().click();
    });
    await screenShows(adminContext, `/eventos/${ids.notice}/editar`, [P.noticeTitle, P.noticeLegend]);
  });

  it('inventory: list and edit form (item, description)', async () => {
    await screenShows(adminContext, '/inventario', [P.inventoryItem]);
    await screenShows(adminContext, `/inventario/${ids.item}/editar`, [P.inventoryItem, P.inventoryDescription]);
  });

  it('crisma classes: list and edit form (class name)', async () => {
    await screenShows(adminContext, '/turmas/crisma', [P.className]);
    await screenShows(adminContext, `/turmas/crisma/${ids.klass}/editar`, [P.className]);
  });

  it('protocols: mine and the parish list (description, owner display name)', async () => {
    await screenShows(adminContext, '/protocolos/meus', [P.protocol]);
    await screenShows(adminContext, '/protocolos', [P.protocol, P.displayName]);
  });

  it('reminders (description)', async () => {
    await screenShows(adminContext, '/lembretes', [P.reminder]);
  });

  it('buckets: list and detail (bucket name)', async () => {
    await screenShows(adminContext, '/buckets', [P.bucket]);
    await screenShows(adminContext, `/buckets/${ids.bucket}`, [P.bucket]);
  });

  it('display name: header, settings and profile of the admin', async () => {
    await screenShows(adminContext, '/dashboard', [P.displayName]);
    await screenShows(adminContext, '/settings', [P.displayName]);
    await screenShows(adminContext, '/profile', [P.displayName]);
  });

  it('chat: the recipient sees the sender display name in the contacts and the message in the conversation', async () => {
    await screenShows(secretariaContext, '/chat', [P.displayName]);
    await screenShows(secretariaContext, '/chat', [P.displayName, P.chat], async (page) => {
      await expect.poll(async () => (await deepText(page)).includes(shownPart(tagOf(P.displayName))), { timeout: 15_000 }).toBe(true);
      await page
        .locator('sacra-chat')
        .getByText(shownPart(tagOf(P.displayName)))
        .first()
        .click();
    });
  });

  it("the recipient's dashboard: nothing runs", async () => {
    await screenShows(secretariaContext, '/dashboard', []);
  });

  it('control: the same payload put into the page as HTML is caught by these checks', async () => {
    const w = await watchedPage(adminContext);
    try {
      await w.page.goto(`${portal.url}/dashboard`);
      await w.page.evaluate((html) => {
        const div = document.createElement('div');
        div.innerHTML = html;
        document.body.append(div);
      }, P.displayName);
      await expect.poll(() => w.problems.length, { timeout: 10_000 }).toBeGreaterThan(0);
      // The portal's CSP refuses the inline handler, and the refusal is what the checks above look for.
      expect(w.problems.join('\n')).toMatch(/Refused to|src=x|__xss/);
    } finally {
      await w.page.close();
    }
  });
});
