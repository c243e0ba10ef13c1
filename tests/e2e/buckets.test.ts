import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { portalAndBrowser, signedIn } from './harness';

const e2e = portalAndBrowser();

const newPage = (width = 1280) => e2e.newPage({ viewport: { width, height: 900 } });

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const ESCALA = Buffer.from('Domingo 9h: Lucas, Pedro\nDomingo 11h: Ana, Miguel\n'.repeat(2000));

/** Goes through the three steps of /buckets/novo and lands on the new bucket's page; returns its code. */
async function createThroughWizard(page: Page, name: string, region: string): Promise<string> {
  const buckets = page.locator('sacra-buckets');
  await buckets.getByRole('link', { name: 'Criar bucket' }).click();
  await page.waitForURL(`${e2e.portal.url}/buckets/novo`);

  // Step 1: a blank name (or only spaces) does not move on.
  // The form checks its schema before it moves on (asynchronously): each step is waited for, not read at once.
  await buckets.getByRole('button', { name: 'Próximo' }).click();
  await buckets.getByText('Informe o nome do bucket.').waitFor();
  await buckets.getByLabel('Nome do bucket').fill('    ');
  await buckets.getByRole('button', { name: 'Próximo' }).click();
  await buckets.getByText('Informe o nome do bucket.').waitFor();
  await buckets.getByLabel('Nome do bucket').fill(name);
  await buckets.getByLabel(region).check();
  await buckets.getByRole('button', { name: 'Próximo' }).click();

  // Step 2: the limit and the block at 100%.
  await buckets.getByText('1GB', { exact: true }).waitFor();
  expect(await buckets.getByText(/Ao atingir 100% do uso, o envio de novos arquivos fica bloqueado/).isVisible()).toBe(true);
  await buckets.getByRole('button', { name: 'Voltar' }).click();
  expect(await buckets.getByLabel('Nome do bucket').inputValue()).toBe(name);
  await buckets.getByRole('button', { name: 'Próximo' }).click();
  await buckets.getByText('1GB', { exact: true }).waitFor();
  await buckets.getByRole('button', { name: 'Próximo' }).click();

  // Step 3: review, then create.
  const review = buckets.locator('dl.review');
  await review.waitFor();
  expect(await review.textContent()).toContain(name);
  expect(await review.textContent()).toContain(region);
  await buckets.getByRole('button', { name: 'Criar bucket' }).click();
  await page.waitForURL(/\/buckets\/[A-Za-z0-9_-]{22}$/);
  return new URL(page.url()).pathname.split('/').pop()!;
}

/** The status line of one recent upload. */
const uploadRow = (buckets: Locator, name: string) => buckets.getByRole('region', { name: 'Envios recentes' }).getByRole('listitem').filter({ hasText: name });

describe('/buckets', () => {
  it('a bucket created through the wizard, two files uploaded with progress, one deleted', async () => {
    const page = await newPage();
    await signedIn(page, e2e.portal.url, 'acolito', '/buckets');
    const buckets = page.locator('sacra-buckets');

    // The seeded bucket's card: name, code, date and a usage bar.
    const seeded = buckets.getByRole('article', { name: 'Escalas dos acólitos' });
    await expect.poll(() => seeded.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await seeded.locator('code').textContent()).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await seeded.getByText(/^\d{2}\/\d{2}\/\d{4}$/).isVisible()).toBe(true);
    // A few small files read in KB, not '0,00 MB'.
    expect(await seeded.getByRole('progressbar').getAttribute('aria-valuetext')).toMatch(/^[\d,]+ KB de 1GB \(/);

    const rand = await createThroughWizard(page, 'Fotos da Crisma 2026', 'BR-WEST Rio de Janeiro');
    await expect.poll(() => buckets.getByRole('heading', { level: 1, name: 'Fotos da Crisma 2026' }).isVisible()).toBe(true);
    expect(await buckets.locator('.bucket-head code').textContent()).toBe(rand);
    expect(await buckets.getByText('BR-WEST Rio de Janeiro').isVisible()).toBe(true);
    expect(await buckets.getByRole('progressbar', { name: 'Uso do bucket' }).getAttribute('aria-valuetext')).toBe('0 B de 1GB (0%)');
    expect(await buckets.getByText('Nenhum arquivo neste bucket ainda.').isVisible()).toBe(true);

    // Every change of an upload's status, as it is drawn: the text and how full its bar is at that moment.
    await buckets.evaluate((element) => {
      const samples: Array<{ text: string; filled: number }> = [];
      (window as unknown as { samples: typeof samples }).samples = samples;
      new MutationObserver(() => {
        for (const row of element.shadowRoot!.querySelectorAll('.upload')) {
          const bar = row.querySelector('.progress')!.getBoundingClientRect().width;
          const fill = row.querySelector('.progress > span')!.getBoundingClientRect().width;
          samples.push({ text: row.querySelector('.upload-status')!.textContent ?? '', filled: Math.round((fill / bar) * 100) });
        }
      }).observe(element.shadowRoot!, { subtree: true, childList: true, characterData: true, attributes: true });
    });

    // Two files chosen at once go one at a time, each with its own progress bar.
    const uploads: string[] = [];
    page.on('request', (r) => r.url().endsWith('/upload') && uploads.push(r.url()));
    await buckets.locator('input[type="file"]').setInputFiles([
      { name: 'escala-domingo.txt', mimeType: 'text/plain', buffer: ESCALA },
      { name: 'foto-turma.png', mimeType: 'image/png', buffer: PNG },
    ]);
    for (const name of ['escala-domingo.txt', 'foto-turma.png']) {
      await expect.poll(() => uploadRow(buckets, name).locator('.upload-status').textContent(), { timeout: 15_000 }).toBe('Concluído');
      expect(await uploadRow(buckets, name).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    }
    expect(uploads).toHaveLength(2);
    // The bars never lag their text: 'Concluído' is a full bar, 'Enviando... N%' a bar at N%.
    const samples = await page.evaluate(() => (window as unknown as { samples: Array<{ text: string; filled: number }> }).samples);
    expect(samples.some((x) => x.text === 'Concluído')).toBe(true);
    for (const { text, filled } of samples) {
      const percent = /^Enviando\.\.\. (\d+)%$/.exec(text)?.[1];
      if (text === 'Concluído') expect(filled, text).toBe(100);
      else if (percent) expect(Math.abs(filled - Number(percent)), `${text} with ${filled}%`).toBeLessThanOrEqual(1);
    }

    const files = buckets.getByRole('list', { name: 'Arquivos' });
    await expect.poll(() => files.getByRole('listitem').count()).toBe(2);
    expect(await buckets.getByRole('progressbar', { name: 'Uso do bucket' }).getAttribute('aria-valuetext')).toMatch(/^[\d,]+ KB de 1GB/);

    // 'Abrir' serves the file, with its name, only with the session.
    const href = await files.getByRole('link', { name: 'Abrir escala-domingo.txt' }).getAttribute('href');
    const opened = await page.request.get(`${e2e.portal.url}${href}`);
    expect(opened.status()).toBe(200);
    expect(opened.headers()['content-disposition']).toContain('filename="escala-domingo.txt"');
    expect((await opened.body()).equals(ESCALA)).toBe(true);
    expect((await fetch(`${e2e.portal.url}${href}`)).status).toBe(401);

    // Grid and list views.
    await buckets.getByRole('button', { name: 'Lista' }).click();
    expect(await buckets.getByRole('button', { name: 'Lista' }).getAttribute('aria-pressed')).toBe('true');
    expect(await files.getAttribute('class')).toContain('files-list');

    // Deleting one file asks first, then the list and the usage follow.
    await files.getByRole('button', { name: 'Excluir escala-domingo.txt' }).click();
    const dialog = buckets.getByRole('dialog', { name: 'Excluir arquivo' });
    expect(await dialog.textContent()).toContain('escala-domingo.txt');
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await expect.poll(() => files.getByRole('listitem').count()).toBe(1);
    expect(await files.getByRole('listitem').textContent()).toContain('foto-turma.png');
    await expect.poll(() => buckets.getByRole('progressbar', { name: 'Uso do bucket' }).getAttribute('aria-valuetext')).toBe(`${PNG.length} B de 1GB (0%)`);
    const gone = await page.request.get(`${e2e.portal.url}${href}`);
    expect(gone.status()).toBe(404);
    expect(await gone.json()).toEqual({ message: 'Não encontrado.' });

    // Back in the list, the new bucket has its card.
    await buckets.getByRole('link', { name: '← Buckets' }).click();
    await page.waitForURL(`${e2e.portal.url}/buckets`);
    await expect.poll(() => buckets.getByRole('article', { name: 'Fotos da Crisma 2026' }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('a user with no bucket sees the empty state', async () => {
    const page = await newPage();
    await signedIn(page, e2e.portal.url, 'catequista', '/buckets');
    const buckets = page.locator('sacra-buckets');
    await expect.poll(() => buckets.getByText('Nenhum bucket criado ainda.').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await buckets.getByRole('link', { name: 'Criar bucket' }).getAttribute('href')).toBe('/buckets/novo');
    await page.context().close();
  });

  it('on a phone (375 px): drag and drop upload, no sideways scrolling, and deleting the bucket after confirming', async () => {
    const page = await newPage(375);
    await signedIn(page, e2e.portal.url, 'coordenador', '/buckets');
    const buckets = page.locator('sacra-buckets');
    await expect.poll(() => buckets.getByRole('link', { name: 'Criar bucket' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await createThroughWizard(page, 'Documentos da coordenação com um nome bem comprido para caber', 'BR-EAST São Paulo');

    const dropped = await page.evaluateHandle(() => {
      const data = new DataTransfer();
      data.items.add(new File(['lista de crismandos'], 'crismandos.csv', { type: 'text/csv' }));
      return data;
    });
    const zone = buckets.locator('.dropzone');
    await zone.dispatchEvent('dragenter', { dataTransfer: dropped });
    expect(await zone.getAttribute('class')).toContain('is-dragging');
    await zone.dispatchEvent('drop', { dataTransfer: dropped });
    await expect.poll(() => uploadRow(buckets, 'crismandos.csv').locator('.upload-status').textContent(), { timeout: 15_000 }).toBe('Concluído');
    await expect.poll(() => buckets.getByRole('list', { name: 'Arquivos' }).getByRole('listitem').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await buckets.getByRole('button', { name: 'Excluir bucket' }).click();
    const dialog = buckets.getByRole('dialog', { name: 'Excluir bucket' });
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    expect(await dialog.count()).toBe(0);
    await buckets.getByRole('button', { name: 'Excluir bucket' }).click();
    await dialog.getByRole('button', { name: 'Excluir bucket' }).click();
    await page.waitForURL(`${e2e.portal.url}/buckets`);
    await expect.poll(() => buckets.getByText('Nenhum bucket criado ainda.').isVisible()).toBe(true);
    await page.context().close();
  });

  it('roles 1/111 see another user’s bucket read-only; another parish gets not found', async () => {
    const page = await newPage();
    await signedIn(page, e2e.portal.url, 'secretaria', '/buckets');
    const buckets = page.locator('sacra-buckets');
    const card = buckets.getByRole('article', { name: 'Escalas dos acólitos' });
    await expect.poll(() => card.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await card.textContent()).toContain('Lucas Henrique Oliveira');
    const rand = await card.locator('code').textContent();
    await card.getByRole('link', { name: 'Escalas dos acólitos' }).click();
    await page.waitForURL(`${e2e.portal.url}/buckets/${rand}`);
    await expect.poll(() => buckets.getByRole('list', { name: 'Arquivos' }).getByRole('listitem').count()).toBe(2);
    expect(await buckets.getByRole('button', { name: 'Excluir bucket' }).count()).toBe(0);
    expect(await buckets.locator('input[type="file"]').count()).toBe(0);
    expect(await buckets.getByRole('button', { name: /^Excluir / }).count()).toBe(0);
    // Its real usage (two small files), and why there is no upload or delete.
    expect(await buckets.getByRole('progressbar', { name: 'Uso do bucket' }).getAttribute('aria-valuetext')).toMatch(/^[\d,]+ KB de 1GB \(0%\)$/);
    expect(await buckets.getByText('Este bucket é de Lucas Henrique Oliveira: só quem o criou pode enviar e excluir arquivos.').isVisible()).toBe(true);
    await page.context().close();

    const other = await newPage();
    await signedIn(other, e2e.portal.url, 'outra', `/buckets/${rand}`);
    await expect.poll(() => other.locator('sacra-buckets').getByRole('alert').textContent(), { timeout: 15_000 }).toContain('Não encontrado.');
    await other.context().close();
  });
});
