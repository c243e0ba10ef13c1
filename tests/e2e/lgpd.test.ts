/**
 * LGPD end to end: from a register's sheet, 'Exportar dados (LGPD)' downloads a ZIP with
 * the person's data and files, the access log shows what happened, and 'Anonimizar' names what it
 * removes and clears the register; the legal basis is set in the form and the 'Sem base legal'
 * filter follows it; the retention panel saves its setting.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fromBuffer } from 'yauzl';
import { cpfFromBase } from '../../src/shared/cpf';
import { poll, portalAndBrowser, signedIn } from './harness';

const e2e = portalAndBrowser();

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PDF = '%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n';

const newPage = () => e2e.newPage({ acceptDownloads: true });

/** Creates a register with a photo and one attachment through the API, from the signed-in page. */
let people = 0;
async function createPerson(page: Page, name: string): Promise<number> {
  people += 1;
  const cpf = cpfFromBase(`7310${people}2845`);
  return page.evaluate(
    async ({ name, cpf, png, pdf }) => {
      const body = new FormData();
      const fields: Record<string, string> = { name, phone: '19981234567', born_date: '1975-04-02', cpf, email: 'lgpd.e2e@exemplo.com.br', race: '5' };
      for (const [k, v] of Object.entries(fields)) body.append(k, v);
      body.append('photo', new File([Uint8Array.from(atob(png), (c) => c.charCodeAt(0))], 'foto.png', { type: 'image/png' }));
      const created = await (await fetch('/api/registers', { method: 'POST', body, credentials: 'include' })).json();
      const files = new FormData();
      files.append('files[]', new File([pdf], 'certidao.pdf', { type: 'application/pdf' }));
      await fetch(`/api/registers/${created.data.id}/attachments`, { method: 'POST', body: files, credentials: 'include' });
      return created.data.id as number;
    },
    { name, cpf, png: PNG.toString('base64'), pdf: PDF },
  );
}

const json = <T>(page: Page, path: string): Promise<{ status: number; body: T }> =>
  page.evaluate(async (p) => {
    const r = await fetch(p, { credentials: 'include', cache: 'no-store' });
    return { status: r.status, body: await r.json().catch(() => null) };
  }, path);

function zipEntries(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const files = new Map<string, Buffer>();
      zip.on('end', () => resolve(files));
      zip.on('entry', (entry) =>
        zip.openReadStream(entry, (err, stream) => {
          if (err) return reject(err);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        }),
      );
      zip.readEntry();
    });
  });
}

async function openSheet(page: Page, name: string) {
  await page.goto(`${e2e.portal.url}/registros`);
  await page.getByLabel('Buscar por nome').fill(name);
  await page.getByRole('button', { name: `Ver Ficha de ${name}` }).click();
  const sheet = page.getByRole('dialog', { name: 'Ficha do registro' });
  await poll(() => sheet.getByText(name, { exact: true }).isVisible()).toBe(true);
  return sheet;
}

describe('LGPD in the registers module (roles 1 and 111)', () => {
  it("exports a person's data as a ZIP from the sheet, and the access log shows it", async () => {
    const page = await newPage();
    await signedIn(page, e2e.portal.url, 'admin');
    const id = await createPerson(page, 'Quitéria Exportável');
    const sheet = await openSheet(page, 'Quitéria Exportável');
    await poll(() => sheet.getByText('Sem base legal registrada').isVisible()).toBe(true);

    const download = page.waitForEvent('download');
    await sheet.getByRole('link', { name: 'Exportar dados (LGPD)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`registro-${id}-dados-lgpd.zip`);
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
    const entries = await zipEntries(bytes);
    const data = JSON.parse(entries.get('data.json')!.toString('utf8'));
    expect(data.register).toMatchObject({ id, name: 'Quitéria Exportável', cpf: expect.stringMatching(/^\d{11}$/) });
    expect(entries.get('files/foto.png')).toEqual(PNG);
    expect(entries.get(data.attachments[0].file)!.toString()).toBe(PDF);

    await sheet.getByRole('button', { name: 'Registro de acessos' }).click();
    const log = page.getByRole('dialog', { name: 'Registro de acessos — Quitéria Exportável' });
    await poll(() => log.getByRole('cell', { name: 'Exportou os dados (LGPD)' }).count()).toBe(1);
    await poll(() => log.getByRole('cell', { name: 'Visualizou a ficha' }).count()).toBeGreaterThan(0);
    await log.getByLabel('Ação', { exact: true }).selectOption({ label: 'Criou o registro' });
    await poll(() => log.getByRole('row').count()).toBe(2);
    await log.getByRole('button', { name: 'Fechar' }).click();
    await page.context().close();
  });

  it('anonymises a register after a confirmation that names what will be removed', async () => {
    const page = await newPage();
    await signedIn(page, e2e.portal.url, 'secretaria');
    const id = await createPerson(page, 'Quitéria Anonimizável');
    const before = await json<{ data: { photo: string } }>(page, `/api/registers/${id}`);
    const sheet = await openSheet(page, 'Quitéria Anonimizável');

    await sheet.getByRole('button', { name: 'Anonimizar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Anonimizar registro' });
    const removed = dialog.getByRole('list', { name: 'Será removido' });
    await poll(() => removed.getByRole('listitem').count()).toBeGreaterThan(3);
    for (const item of [`Nome (substituído por "Pessoa anonimizada #${id}")`, 'CPF', 'E-mail', 'Telefone', 'Raça', 'Foto', '1 anexo (arquivo)']) {
      expect(await removed.getByText(item, { exact: true }).count(), item).toBe(1);
    }
    await dialog.getByRole('button', { name: 'Anonimizar' }).click();
    await poll(() => sheet.getByRole('status').filter({ hasText: 'Registro anonimizado.' }).count()).toBe(1);
    await poll(() => sheet.getByText(`Pessoa anonimizada #${id}`, { exact: true }).isVisible()).toBe(true);
    expect(await sheet.getByRole('button', { name: 'Anonimizar' }).count()).toBe(0);
    await poll(() => sheet.getByText('Nenhum anexo.').isVisible()).toBe(true);

    const after = await json<{ data: Record<string, unknown> }>(page, `/api/registers/${id}`);
    expect(after.body.data).toMatchObject({ name: `Pessoa anonimizada #${id}`, cpf: null, email: null, phone: null, photo: null, race: null });
    expect(await json(page, before.body.data.photo)).toEqual({ status: 404, body: { message: 'Não encontrado.' } });
    const found = await json<{ data: { meta: { total: number } } }>(page, `/api/registers?q=${encodeURIComponent('Quitéria Anonimizável')}`);
    expect(found.body.data.meta.total).toBe(0);
    await page.context().close();
  });

  it('records the legal basis in the form, and the "Sem base legal" filter follows it; the retention panel saves', async () => {
    const page = await newPage();
    await signedIn(page, e2e.portal.url, 'admin');
    const id = await createPerson(page, 'Quitéria Consentida');
    await page.goto(`${e2e.portal.url}/registros?`);
    await page.getByLabel('Buscar por nome').fill('Quitéria Consentida');
    await page.getByLabel('Sem base legal').check();
    await poll(() => page.getByRole('button', { name: 'Ver Ficha de Quitéria Consentida' }).count()).toBe(1);

    await page.goto(`${e2e.portal.url}/registros/${id}/editar`);
    await page.getByLabel('Base legal').selectOption({ label: 'Consentimento do titular (art. 11, I)' });
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL((u) => u.pathname === '/registros');
    const saved = await json<{ data: { legal_basis: string; legal_basis_by_name: string } }>(page, `/api/registers/${id}`);
    expect(saved.body.data).toMatchObject({ legal_basis: 'consentimento', legal_basis_by_name: 'Pe. Antônio Ribeiro' });

    await page.getByLabel('Buscar por nome').fill('Quitéria Consentida');
    await page.getByLabel('Sem base legal').check();
    await poll(() => page.getByText('Nenhum registro encontrado').isVisible()).toBe(true);
    await page.getByLabel('Sem base legal').uncheck();
    await poll(() => page.getByRole('button', { name: 'Ver Ficha de Quitéria Consentida' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Retenção (LGPD)' }).click();
    const panel = page.getByRole('dialog', { name: 'Retenção de dados (LGPD)' });
    await poll(() => panel.getByText('Defina um prazo para ver os registros inativos que já passaram dele.').isVisible()).toBe(true);
    await panel.getByLabel('Prazo para registros inativos (meses)').fill('24');
    await panel.getByRole('button', { name: 'Salvar prazo' }).click();
    await poll(() => panel.getByRole('status').filter({ hasText: 'Prazo de retenção salvo.' }).count()).toBe(1);
    expect((await json<{ data: { retention_months: number } }>(page, '/api/lgpd/retention')).body.data.retention_months).toBe(24);
    await page.context().close();
  });
});
