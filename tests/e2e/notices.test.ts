import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, nextFrames, portalAndBrowser, signedIn } from './harness';

const e2e = portalAndBrowser();

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

const newPage = (width = 1280) => e2e.newPage({ viewport: { width, height: 900 } });

async function signedInAt(user: string, path = '/eventos', width = 1280): Promise<Page> {
  const page = await newPage(width);
  await signedIn(page, e2e.portal.url, user, `${path}`);
  return page;
}

/** Creates a notice through the API with the page's session (multipart, as the screen sends it). */
async function createByApi(
  page: Page,
  title: string,
  file?: { name: string; mimeType: string; buffer: Buffer },
): Promise<{ id: number; anexo_url: string | null }> {
  const res = await page.request.post(`${e2e.portal.url}/api/feed-posts`, {
    multipart: { title, legend: '', level_importance: '0', send_at: '', ...(file ? { anexo: file } : {}) },
    headers: { origin: e2e.portal.url },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data;
}

const notices = (page: Page) => page.locator('sacra-notices');
const rowOf = (page: Page, title: string) =>
  notices(page)
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: title, exact: true }) });
const visible = (locator: Locator) => expect.poll(() => locator.isVisible(), { timeout: 10_000 }).toBe(true);

describe('/eventos (Avisos Paroquia)', () => {
  it('a writer creates a notice with an attachment, filters, previews, edits (replace, then remove) and deletes it', async () => {
    const page = await signedInAt('secretaria');
    await page.evaluate(() => {
      (window as unknown as { opened: number[] }).opened = [];
      document.addEventListener('sacra-notice-opened', (e) => (window as unknown as { opened: number[] }).opened.push((e as CustomEvent).detail.id));
    });
    const el = notices(page);
    await visible(el.getByRole('heading', { name: 'Avisos Paroquia' }));
    await visible(el.getByRole('row').nth(1));

    // The 'Novo aviso' modal, with the spec's client-side refusals first.
    await el.getByRole('button', { name: 'Novo aviso' }).click();
    const dialog = el.getByRole('dialog', { name: 'Novo aviso' });
    await dialog.getByRole('button', { name: 'Criar aviso' }).click();
    await visible(dialog.getByText('Informe o título'));
    await dialog.getByLabel('Arquivo').setInputFiles({ name: 'planilha.xlsx', mimeType: 'application/vnd.ms-excel', buffer: Buffer.from('x') });
    await visible(dialog.getByText('Tipo de arquivo inválido. Permitidos: imagens e PDF.'));
    await dialog.getByLabel('Arquivo').setInputFiles({ name: 'enorme.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await visible(dialog.getByText('Arquivo muito grande. Máximo 5MB.'));

    await dialog.getByLabel('Título').fill('Quermesse da Zabumba');
    await dialog.getByLabel('Legenda').fill('Forró e quentão no salão paroquial');
    await dialog.getByLabel('Importância').selectOption({ label: 'Alto' });
    // The poster dropped on the area, as in the other forms.
    const dropped = await page.evaluateHandle((base64) => {
      const transfer = new DataTransfer();
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], 'cartaz-da-quermesse-da-zabumba-2026.png', { type: 'image/png' }));
      return transfer;
    }, PNG.toString('base64'));
    await dialog.getByTestId('notice-drop').dispatchEvent('drop', { dataTransfer: dropped });
    await visible(dialog.getByText('cartaz-da-quermesse-da-zabu…'));
    expect(await dialog.getByText('Arquivo muito grande. Máximo 5MB.').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Criar aviso' }).click();
    await visible(page.getByText('Aviso criado com sucesso!'));
    expect(await dialog.count()).toBe(0);

    const row = rowOf(page, 'Quermesse da Zabumba');
    await visible(row);
    expect(await row.getByRole('cell').nth(1).textContent()).toBe('Alto');
    // Attachment names are cut at 28 characters, the whole name in the tooltip.
    const attachment = row.getByRole('button', { name: 'Ver anexo cartaz-da-quermesse-da-zabumba-2026.png' });
    expect(await attachment.textContent()).toBe('cartaz-da-quermesse-da-zabu…');
    expect(await attachment.getAttribute('title')).toBe('cartaz-da-quermesse-da-zabumba-2026.png');

    // Search (debounced) and both filters.
    await el.getByLabel('Buscar').fill('zabumba');
    await expect.poll(() => el.getByRole('row').count(), { timeout: 10_000 }).toBe(2);
    await el.getByLabel('Importância').selectOption({ label: 'Alto' });
    await el.getByLabel('Anexo', { exact: true }).selectOption({ label: 'Com anexo' });
    await visible(row);
    await el.getByLabel('Anexo', { exact: true }).selectOption({ label: 'Sem anexo' });
    await visible(el.getByText('Nenhum aviso encontrado'));
    await el.getByLabel('Anexo', { exact: true }).selectOption({ label: 'Com anexo' });
    await visible(row);

    // Preview: the image after the HEAD check; opening counts one view and emits the event.
    await row.getByRole('button', { name: 'Quermesse da Zabumba', exact: true }).click();
    const preview = el.getByRole('dialog', { name: 'Quermesse da Zabumba' });
    const image = preview.getByRole('img', { name: 'Anexo: cartaz-da-quermesse-da-zabumba-2026.png' });
    await visible(image);
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);
    expect(await preview.getByText('Forró e quentão no salão paroquial').isVisible()).toBe(true);
    await preview.getByRole('button', { name: 'Fechar' }).first().click();
    await expect.poll(() => row.getByRole('cell').nth(3).textContent()).toBe('1');
    expect(await page.evaluate(() => (window as unknown as { opened: number[] }).opened.length)).toBe(1);

    // Edit: replace the image with a PDF.
    await row.getByRole('link', { name: 'Editar aviso Quermesse da Zabumba' }).click();
    await page.waitForURL(/\/eventos\/\d+\/editar$/);
    const title = el.getByLabel('Título');
    await expect.poll(() => title.inputValue()).toBe('Quermesse da Zabumba');
    await title.fill('Quermesse da Zabumba (nova data)');
    await el.getByLabel('Substituir anexo').setInputFiles({ name: 'programacao.pdf', mimeType: 'application/pdf', buffer: PDF });
    await el.getByRole('button', { name: 'Salvar alterações' }).click();
    await page.waitForURL(`${e2e.portal.url}/eventos`);
    await visible(page.getByText('Aviso atualizado com sucesso!'));
    const edited = rowOf(page, 'Quermesse da Zabumba (nova data)');
    await visible(edited);
    expect(await edited.getByRole('button', { name: 'Ver anexo programacao.pdf' }).isVisible()).toBe(true);
    await edited.getByRole('button', { name: 'Ver anexo programacao.pdf' }).click();
    await visible(el.getByRole('link', { name: 'Baixar PDF' }));
    await el.getByRole('dialog').getByRole('button', { name: 'Fechar' }).first().click();

    // Edit again: remove the attachment.
    await edited.getByRole('link', { name: /^Editar aviso/ }).click();
    await page.waitForURL(/\/editar$/);
    await el.getByLabel('Remover anexo').check();
    await el.getByRole('button', { name: 'Salvar alterações' }).click();
    await page.waitForURL(`${e2e.portal.url}/eventos`);
    await el.getByLabel('Buscar').fill('zabumba');
    await visible(rowOf(page, 'Quermesse da Zabumba (nova data)').getByText('Sem anexo'));

    // Delete with confirmation.
    await rowOf(page, 'Quermesse da Zabumba (nova data)')
      .getByRole('button', { name: /^Excluir aviso/ })
      .click();
    const confirm = el.getByRole('dialog', { name: 'Excluir aviso' });
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await visible(page.getByText('Aviso excluído com sucesso!'));
    await visible(el.getByText('Nenhum aviso encontrado'));
    await page.context().close();
  });

  it("a file gone from the server shows the preview's 'Sem anexo' placeholder (HEAD check)", async () => {
    const page = await signedInAt('admin');
    const notice = await createByApi(page, 'Aviso com arquivo perdido', { name: 'perdido.png', mimeType: 'image/png', buffer: PNG });
    await rm(join(e2e.portal.dataDir, 'uploads', 'feed', notice.anexo_url!.split('/').pop()!));
    await page.reload();
    const el = notices(page);
    await rowOf(page, 'Aviso com arquivo perdido').getByRole('button', { name: 'Ver anexo perdido.png' }).click();
    const preview = el.getByRole('dialog', { name: 'Aviso com arquivo perdido' });
    await visible(preview.getByRole('img', { name: 'Sem anexo' }));
    expect(await preview.locator('img').count()).toBe(0);
    await page.context().close();
  });

  it('HTML and script in a title are shown as text, and nothing runs', async () => {
    const hostile = '<img src=x onerror=alert(1)><script>alert("xss")</script><b>negrito</b>';
    const writer = await signedInAt('admin');
    await createByApi(writer, hostile);
    await writer.context().close();

    const page = await signedInAt('acolito');
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const el = notices(page);
    const title = el.getByRole('button', { name: hostile, exact: true });
    await visible(title);
    expect(await title.textContent()).toBe(hostile);
    await title.click();
    await visible(el.getByRole('heading', { name: hostile }));
    expect(await el.locator('b, script, img[src="x"]').count()).toBe(0);
    await nextFrames(page);
    expect(dialogs).toEqual([]);
    await page.context().close();
  });

  it('a reader sees the notices with no write controls; the edit route is restricted', async () => {
    const page = await signedInAt('acolito');
    const el = notices(page);
    await visible(el.getByRole('row').nth(1));
    expect(await el.getByRole('button', { name: 'Novo aviso' }).count()).toBe(0);
    expect(await el.getByRole('link', { name: /^Editar aviso/ }).count()).toBe(0);
    expect(await el.getByRole('button', { name: /^Excluir aviso/ }).count()).toBe(0);
    // The seed's scheduled notice is for writers only until its time.
    expect(await el.getByText('Festa de Nossa Senhora das Graças: programação completa').count()).toBe(0);
    await page.goto(`${e2e.portal.url}/eventos/1/editar`);
    await visible(page.getByText('Acesso restrito').first());
    await page.context().close();
  });

  it('fits a 375 px phone: rows become cards, no sideways scrolling', async () => {
    const page = await signedInAt('secretaria', '/eventos', 375);
    const el = notices(page);
    await visible(el.getByRole('row').nth(1));
    await visible(el.getByRole('button', { name: 'Novo aviso' }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await el.getByRole('button', { name: 'Novo aviso' }).click();
    await visible(el.getByRole('dialog', { name: 'Novo aviso' }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.context().close();
  });
});

describe('the public feed on a parish website (demo/) served from another port', () => {
  let demo: ChildProcess;
  let demoUrl: string;

  beforeAll(async () => {
    const port = await freePort();
    demoUrl = `http://127.0.0.1:${port}/`;
    demo = spawn(process.execPath, ['demo/serve.mjs'], { env: { ...process.env, PORT: String(port), PORTAL_URL: e2e.portal.url }, stdio: 'ignore' });
    for (const deadline = Date.now() + 10_000; ;) {
      if ((await fetch(demoUrl).catch(() => null))?.ok) break;
      if (Date.now() > deadline) throw new Error('demo site did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
  });

  afterAll(() => {
    demo?.kill();
  });

  it('shows the published notices with their images, cross-origin, without sign-in', async () => {
    const page = await newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // The image of the notice whose file was removed earlier fails to load; nothing else may fail.
    page.on('console', (m) => m.type() === 'error' && !m.text().startsWith('Failed to load resource') && errors.push(m.text()));
    const script = page.waitForResponse((r) => r.url().endsWith('/widgets/sacra-notices.js'));
    await page.goto(demoUrl);
    expect((await script).headers()['access-control-allow-origin']).toBe('*');

    const feed = page.locator('sacra-notices');
    await visible(feed.getByRole('heading', { name: 'Mural de avisos' }));
    await visible(feed.getByRole('heading', { name: 'Horários das missas da Semana Santa' }));
    expect(await feed.getByRole('heading', { name: 'Festa de Nossa Senhora das Graças: programação completa' }).count()).toBe(0);
    const poster = feed.getByRole('listitem').filter({ hasText: 'Festa de São José, nosso padroeiro' }).locator('img');
    await expect.poll(() => poster.evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 10_000 }).toBe(240);
    expect(await poster.getAttribute('src')).toMatch(new RegExp(`^${e2e.portal.url}/api/public/paroquias/1/feed/\\d+/imagem$`));
    // The notice whose file was removed earlier shows no broken image.
    const lost = feed.getByRole('listitem').filter({ hasText: 'Aviso com arquivo perdido' });
    await visible(lost);
    await expect.poll(() => lost.locator('img').evaluate((img) => (img as HTMLImageElement).hidden), { timeout: 10_000 }).toBe(true);
    // Read-only: no write controls, and the page's own look is untouched.
    expect(await feed.getByRole('button', { name: /Novo aviso|Excluir|Editar/ }).count()).toBe(0);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.site-header')!).backgroundColor)).toBe('rgb(122, 31, 43)');
    await feed.getByRole('button', { name: 'Próxima' }).click();
    await visible(feed.getByText(/^Página 2 de \d+/));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the notices element alone has no sideways scrolling on a 375 px phone', async () => {
    const page = await newPage(375);
    await page.goto(demoUrl);
    await visible(page.locator('sacra-notices').getByRole('heading', { name: 'Horários das missas da Semana Santa' }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.context().close();
  });
});
