/**
 * The parish's profile and the parishes of the instance, end to end: the secretary edits the profile (the CEP
 * looked up on a fake ViaCEP, a CNPJ refused under its field, the logo cropped and saved, the pároco
 * changed) and a certificate then prints the new name and pároco; the system administrator creates a
 * parish with its administrator (the invitation read from the outbox), acts as it, and comes back.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../src/server/test/pdf-text';
import { KNOWN_CEP, startFakeCep } from './fake-cep';
import { launchBrowser, newPage as harnessPage, poll, see, settled, startPortal, type Portal } from './harness';

let portal: Portal;
let browser: Browser;
let cep: Awaited<ReturnType<typeof startFakeCep>>;

beforeAll(async () => {
  cep = await startFakeCep();
  // Queued e-mails go out every second, to DATA_DIR/outbox (no SMTP_URL).
  [portal, browser] = await Promise.all([startPortal({ CEP_API_URL: cep.url, REMINDER_TICK_SECONDS: '1' }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  await cep?.close();
});

async function open(user: string, path: string): Promise<Page> {
  const page = await harnessPage(browser, { as: user });
  await page.goto(`${portal.url}${path}`);
  await settled(page);
  return page;
}

/** A real PNG drawn in the page: a blue square with a gold circle. */
async function pngFile(page: Page) {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 300;
    canvas.height = 200;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#1f4e8c';
    ctx.fillRect(0, 0, 300, 200);
    ctx.fillStyle = '#e0b34a';
    ctx.beginPath();
    ctx.arc(150, 100, 60, 0, Math.PI * 2);
    ctx.fill();
    return canvas.toDataURL('image/png').split(',')[1];
  });
  return { name: 'brasao.png', mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

const headerParish = (page: Page) => page.locator('.topbar .parish-name');

describe('the parish profile (/paroquia)', () => {
  it('the secretary edits it (vigários removed and added too); the header, the signers and a certificate show the new name and pároco at once', async () => {
    const page = await open('secretaria', '/paroquia');
    const el = page.locator('sacra-parish');
    await poll(() => el.getByLabel('Nome da paróquia').inputValue()).toBe('Paróquia São José');
    expect(await el.getByLabel('Pároco', { exact: true }).inputValue()).toBe('Pe. Antônio Ribeiro');

    // A CNPJ with a wrong check digit is refused under its field, before anything is sent.
    await el.getByLabel('CNPJ').fill('12.345.678/0001-00');
    await el.getByRole('button', { name: 'Salvar', exact: true }).click();
    await see(el, 'CNPJ inválido. Informe os 14 dígitos de um CNPJ válido.');
    await el.getByLabel('CNPJ').fill('00.394.460/0058-87');

    // The CEP fills the address fields left empty.
    for (const label of ['Endereço', 'Cidade', 'UF']) await el.getByLabel(label).fill('');
    await el.getByLabel('CEP').fill(KNOWN_CEP);
    await see(el, 'Endereço encontrado: Rua Barão de Jaguara, Centro, Campinas/SP');
    await poll(() => el.getByLabel('Endereço').inputValue()).toBe('Rua Barão de Jaguara - Centro');
    expect(await el.getByLabel('Cidade').inputValue()).toBe('Campinas');
    expect(await el.getByLabel('UF').inputValue()).toBe('SP');
    await el.getByLabel('Endereço').fill('Rua Barão de Jaguara, 900 - Centro');

    await el.getByLabel('Nome da paróquia').fill('Paróquia São José Operário');
    await el.getByLabel('Pároco', { exact: true }).fill('Pe. Vicente Novais');
    await el.getByLabel('Título do pároco').fill('Administrador paroquial');
    // The vigários who also sign: the seeded one removed, a new one added.
    expect(await el.getByRole('textbox', { name: 'Vigário 1', exact: true }).inputValue()).toBe('Pe. João Batista Lima');
    await el.getByRole('button', { name: 'Remover vigário 1' }).click();
    await el.getByRole('button', { name: 'Adicionar vigário' }).click();
    await el.getByRole('textbox', { name: 'Vigário 1', exact: true }).fill('Pe. Tomé Andrade');
    await el.getByLabel('Título do vigário 1').fill('Vigário paroquial');
    await el.getByRole('button', { name: 'Salvar', exact: true }).click();
    await see(el, 'Dados da paróquia salvos.');
    await poll(() => headerParish(page).textContent()).toBe('Paróquia São José Operário');
    const signers = await (await page.request.get(`${portal.url}/api/sacramentos/assinantes`)).json();
    expect(signers.data.map((s: { nome: string; titulo: string }) => `${s.nome}, ${s.titulo}`)).toEqual([
      'Pe. Vicente Novais, Administrador paroquial',
      'Pe. Tomé Andrade, Vigário paroquial',
    ]);
    await page.reload();
    await poll(() => el.getByRole('textbox', { name: 'Vigário 1', exact: true }).inputValue()).toBe('Pe. Tomé Andrade');
    expect(await el.getByRole('textbox', { name: 'Vigário 2', exact: true }).count()).toBe(0);

    // The logo: chosen, zoomed, cropped square and saved; the header shows it.
    const before = await page.locator('.topbar .parish-logo').getAttribute('src');
    await el.getByLabel('Escolher arquivo').setInputFiles(await pngFile(page));
    await poll(() => el.getByLabel('Zoom').isEnabled()).toBe(true);
    await el.getByLabel('Zoom').fill('1.5');
    await el.getByRole('button', { name: 'Salvar logotipo' }).click();
    await see(el, 'Logotipo atualizado.');
    await poll(() => page.locator('.topbar .parish-logo').getAttribute('src')).toMatch(/^\/uploads\/paroquias\/.+\.png$/);
    const logo = (await page.locator('.topbar .parish-logo').getAttribute('src'))!;
    expect(logo).not.toBe(before);
    const size = await page.evaluate(async (src) => {
      const bitmap = await createImageBitmap(await (await fetch(src)).blob());
      return [bitmap.width, bitmap.height];
    }, logo);
    expect(size).toEqual([512, 512]);

    // A certificate issued now prints the new name and is signed by the new pároco.
    const baptism = await page.request.post(`${portal.url}/api/sacramentos/batismo`, {
      data: {
        nome: 'Clara Perfil',
        data: '2011-05-01',
        nascimento: '2011-02-02',
        local_nascimento: 'Campinas/SP',
        mae: 'Rosa Perfil',
        madrinha: 'Lia Madrinha',
        celebrante: 'Pe. Bento',
        local: 'Matriz',
      },
    });
    expect(baptism.status()).toBe(201);
    const certificate = await page.request.post(`${portal.url}/api/sacramentos/batismo/${(await baptism.json()).data.id}/certidao`, { data: {} });
    expect(certificate.status()).toBe(200);
    const text = (await pdfText(await certificate.body())).replace(/\s+/g, ' ');
    expect(text).toContain('Paróquia São José Operário');
    expect(text).toContain('Pe. Vicente Novais Administrador paroquial');
    await page.context().close();
  });

  it('an Administrador Geral has no /paroquias', async () => {
    const page = await open('secretaria', '/paroquias');
    await see(page, 'Acesso restrito');
    expect(await page.locator('#sidebar').getByRole('link', { name: 'Paróquias', exact: true }).count()).toBe(0);
    expect(await page.locator('#sidebar').getByRole('link', { name: 'Dados da paróquia' }).count()).toBe(1);
    await page.context().close();
  });
});

describe('the parishes of the instance (/paroquias)', () => {
  it('the system administrator creates a parish with its administrator, acts as it, and comes back', async () => {
    const page = await open('admin', '/paroquias');
    const el = page.locator('sacra-parish');
    await see(el, 'Paróquia Nossa Senhora Aparecida');
    const home = (await headerParish(page).textContent())!;
    await el.getByRole('button', { name: 'Nova paróquia' }).click();
    const dialog = el.getByRole('dialog', { name: 'Nova paróquia' });
    await dialog.getByLabel('Nome da paróquia').fill('Paróquia Santa Rita');
    await dialog.getByLabel('CNPJ').fill('00.000.000/0001-91');
    await dialog.getByLabel('Diocese').fill('Diocese de Limeira');
    await dialog.getByLabel('CEP').fill(KNOWN_CEP);
    await poll(() => dialog.getByLabel('Endereço').inputValue()).toBe('Rua Barão de Jaguara - Centro');
    await dialog.getByLabel('Pároco').fill('Pe. Carlos Nogueira');
    await dialog.getByLabel(/^Nome( \*)?$/).fill('Rita Souza');
    await dialog.getByLabel('Usuário').fill('secretaria');
    await dialog.getByLabel('E-mail').fill('rita@santarita.example.org');
    // A user name already taken: said under the field, nothing created.
    await dialog.getByRole('button', { name: 'Criar paróquia' }).click();
    await see(dialog, 'Este nome de usuário já está em uso.');
    await dialog.getByLabel('Usuário').fill('rita.souza');
    await dialog.getByRole('button', { name: 'Criar paróquia' }).click();
    await see(el, 'Paróquia criada. O administrador recebeu por e-mail um convite para definir a senha.');
    const row = el.getByRole('row').filter({ hasText: 'Paróquia Santa Rita' });
    await poll(() => row.count()).toBe(1);
    expect(await row.getByText('Campinas/SP').count()).toBe(1);

    // The invitation, as the administrator receives it.
    const outbox = join(portal.dataDir, 'outbox');
    await poll(async () => (await readdir(outbox).catch(() => [])).filter((f) => f.endsWith('.eml')).length).toBeGreaterThan(0);
    const mails = await Promise.all((await readdir(outbox)).filter((f) => f.endsWith('.eml')).map((f) => readFile(join(outbox, f), 'utf8')));
    const invitation = mails.find((m) => m.includes('rita@santarita.example.org'));
    expect(invitation).toBeDefined();
    // Quoted-printable: soft line breaks joined, '=' written '=3D'.
    expect(invitation!.replace(/=\r?\n/g, '')).toMatch(/\/convite\?token=(3D)?[\w-]{40,}/);

    // Acting as the new parish: every page says so, the profile is its own; then back home.
    await row.getByRole('button', { name: 'Atuar na Paróquia Santa Rita' }).click();
    await page.waitForURL(`${portal.url}/dashboard`);
    await settled(page);
    await see(page.locator('.acting-bar'), 'Você está atuando na Paróquia Santa Rita');
    await poll(() => headerParish(page).textContent()).toBe('Paróquia Santa Rita');
    const { violations } = await new AxeBuilder({ page }).include('.acting-bar').include('.topbar').withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await page.screenshot({ path: '.test-output/screenshots/acting-1280.png' });
    await page.goto(`${portal.url}/paroquia`);
    await poll(() => el.getByLabel('Nome da paróquia').inputValue()).toBe('Paróquia Santa Rita');
    expect(await el.getByLabel('Pároco', { exact: true }).inputValue()).toBe('Pe. Carlos Nogueira');
    await page.locator('.acting-bar').getByRole('button', { name: 'Voltar à minha paróquia' }).click();
    await page.waitForURL(`${portal.url}/paroquias`);
    await settled(page);
    expect(await page.locator('.acting-bar').count()).toBe(0);
    await poll(() => headerParish(page).textContent()).toBe(home);
    await see(el.getByRole('row').filter({ hasText: home }), 'Atual');
    await page.context().close();
  });
});
