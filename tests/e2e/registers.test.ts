/**
 * Registers end to end: create with a photo and attachments (sent right after the register),
 * the CEP lookup against a fake ViaCEP on 127.0.0.1 (found, not found, down), validation, the
 * sheet, filters, pages from the cache, edit, attachments, delete, access and a phone-sized screen.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeCep } from './fake-cep';
import { launchBrowser, newPage as harnessPage, nextFrames, signedIn, startPortal, type Portal } from './harness';

let portal: Portal;
let browser: Browser;
let cep: Awaited<ReturnType<typeof startFakeCep>>;

beforeAll(async () => {
  cep = await startFakeCep();
  [portal, browser] = await Promise.all([startPortal({ CEP_API_URL: cep.url }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  await cep?.close();
});

const newPage = (width = 1280) => harnessPage(browser, { viewport: { width, height: 900 }, acceptDownloads: true });

const poll = <T>(probe: () => Promise<T>) => expect.poll(probe, { timeout: 15_000 });
const see = (page: Page, text: string | RegExp) => poll(() => page.getByText(text).filter({ visible: true }).count()).toBeGreaterThan(0);

/** A real PNG drawn in the page. */
async function pngFile(page: Page, name = 'retrato.png') {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 120;
    canvas.height = 120;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#2c3e90';
    ctx.fillRect(0, 0, 120, 120);
    ctx.fillStyle = '#f4d0b1';
    ctx.beginPath();
    ctx.arc(60, 50, 30, 0, Math.PI * 2);
    ctx.fill();
    return canvas.toDataURL('image/png').split(',')[1];
  });
  return { name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

async function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => (await fetch(p, { credentials: 'include' })).json(), path);
}

async function openList(page: Page, user = 'secretaria') {
  await signedIn(page, portal.url, user, '/registros');
  await poll(() => page.getByRole('heading', { name: 'Registros gerais', level: 1 }).isVisible()).toBe(true);
}

/** The row of the table showing `name`. */
const row = (page: Page, name: string) => page.locator('tr', { has: page.locator('.reg-name', { hasText: name }) });

describe('/registros/novo', () => {
  it('creates a register with a photo and two attachments, with the CEP filling the address', async () => {
    const page = await newPage();
    await openList(page);
    await page.getByRole('link', { name: 'Novo registro' }).click();
    await page.waitForURL(`${portal.url}/registros/novo`);

    await page.getByLabel('Nome', { exact: true }).fill('Zacarias Conceição <b>Teste</b>');
    await page.getByLabel('Email').fill('zacarias@exemplo.com.br');
    // Digits only, the 55 dropped, at most 11, shown with +55.
    const phone = page.getByLabel('Telefone', { exact: true });
    await phone.pressSequentially('55 19 98765-4321 77');
    expect(await phone.inputValue()).toBe('+55 (19) 98765-4321');
    await page.getByLabel('CPF').fill('529.982.247-25');
    await page.getByLabel('Estado civil').selectOption({ label: 'Casado(a)' });
    await page.getByLabel('Nascimento').fill('1980-07-15');
    await poll(() => page.getByLabel('Idade', { exact: true }).inputValue()).toMatch(/^\d{2}$/);
    await page.getByLabel('Situação do trabalho').selectOption({ label: 'Autonomo(a)' });
    await page.getByLabel('Raça').selectOption({ label: 'Pardo' });

    // An address field already filled stays as typed; the empty ones come from the CEP, with Brasil.
    await page.getByLabel('Número').fill('250');
    await page.getByLabel('Estado', { exact: true }).fill('São Paulo');
    await page.getByLabel('CEP').fill('13010100');
    await see(page, /Endereço encontrado/);
    expect(await page.getByLabel('Endereço', { exact: true }).inputValue()).toBe('Rua Barão de Jaguara');
    expect(await page.getByLabel('Bairro').inputValue()).toBe('Centro');
    expect(await page.getByLabel('Cidade').inputValue()).toBe('Campinas');
    expect(await page.getByLabel('Estado', { exact: true }).inputValue()).toBe('São Paulo');
    expect(await page.getByLabel('País').inputValue()).toBe('Brasil');
    expect(await page.getByLabel('CEP').inputValue()).toBe('13010-100');

    await page.getByLabel('Escolher foto').setInputFiles(await pngFile(page));
    await poll(() => page.getByRole('img', { name: /^Foto de Zacarias/ }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Remover foto' }).click();
    await poll(() => page.getByRole('img', { name: /^Foto de Zacarias/ }).count()).toBe(0);
    await page.getByLabel('Escolher foto').setInputFiles(await pngFile(page));

    // A text file is left out without a word.
    await page
      .getByLabel('Escolher arquivos')
      .setInputFiles([
        { name: 'certidão.pdf', mimeType: 'application/pdf', buffer: PDF },
        await pngFile(page, 'documento.png'),
        { name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('oi') },
      ]);
    await see(page, 'certidão.pdf');
    await see(page, 'documento.png');
    expect(await page.getByText('notas.txt').count()).toBe(0);

    const created = page.waitForResponse((r) => r.url().endsWith('/api/registers') && r.request().method() === 'POST');
    const attached = page.waitForResponse((r) => /\/api\/registers\/\d+\/attachments$/.test(r.url()) && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Salvar' }).click();
    expect((await created).status()).toBe(201);
    expect((await attached).status()).toBe(200);
    await page.waitForURL((u) => u.pathname === '/registros');
    await see(page, 'Registro criado com sucesso! 2 anexos enviados.');

    // The banner closes, and the address forgets it.
    await page.getByRole('status').filter({ hasText: 'Registro criado com sucesso!' }).getByRole('button', { name: 'Fechar' }).click();
    await poll(() => page.getByText('Registro criado com sucesso!').count()).toBe(0);
    expect(new URL(page.url()).search).toBe('');

    const list = await api<{ data: { data: Array<{ id: number; name: string }> } }>(page, '/api/registers?q=zacarias');
    const id = list.data.data[0].id;
    const saved = await api<{ data: Record<string, unknown> }>(page, `/api/registers/${id}`);
    expect(saved.data).toEqual(
      expect.objectContaining({
        name: 'Zacarias Conceição <b>Teste</b>',
        phone: '19987654321',
        cpf: '52998224725',
        civil_status: 2,
        work_state: 3,
        race: 3,
        born_date: '1980-07-15',
        cep: '13010100',
        address: 'Rua Barão de Jaguara',
        address_number: '250',
        home_situation: 'Centro',
        city: 'Campinas',
        state: 'São Paulo',
        country: 'Brasil',
        photo: expect.stringMatching(/^\/uploads\/registers\//),
      }),
    );
    const files = await api<{ data: Array<{ original_name: string }> }>(page, `/api/registers/${id}/attachments`);
    expect(files.data.map((f) => f.original_name)).toEqual(['certidão.pdf', 'documento.png']);
    await page.context().close();
  });

  it('checks the form before sending: required fields, phone, CPF and a birth date in the future', async () => {
    const page = await newPage();
    await signedIn(page, portal.url, 'admin', '/registros/novo');
    let posts = 0;
    page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/registers') && posts++);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await see(page, 'Nome é obrigatório');
    await see(page, 'Telefone deve conter DDD + número de celular (11 dígitos), somente números.');
    await see(page, 'Data de nascimento é obrigatória');
    expect(await page.evaluate(() => document.querySelector('sacra-registers')?.shadowRoot?.activeElement?.getAttribute('aria-invalid'))).toBe('true');
    // A message under one field leaves the inputs of its row as tall as they were.
    const height = async (label: string) => (await page.getByLabel(label, { exact: true }).boundingBox())!.height;
    expect(await height('Telefone')).toBe(await height('CPF'));

    // Typed key by key, as a person types: the caret follows every digit.
    const phone = page.getByLabel('Telefone', { exact: true });
    const caret = () => phone.evaluate((el: HTMLInputElement) => [el.value, el.selectionStart]);
    const retype = async (keys: string) => {
      await phone.click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('Backspace');
      await page.keyboard.type(keys);
    };
    await retype('19987654321');
    expect(await caret()).toEqual(['+55 (19) 98765-4321', 19]);
    // Deleting in the middle and typing there: the caret stays where the person works.
    for (let i = 0; i < 9; i++) await page.keyboard.press('ArrowLeft');
    expect(await phone.evaluate((el: HTMLInputElement) => el.selectionStart)).toBe(10);
    await page.keyboard.press('Backspace');
    expect(await phone.inputValue()).toBe('+55 (19) 8765-4321');
    await page.keyboard.type('7');
    expect(await caret()).toEqual(['+55 (19) 78765-4321', 10]);
    // A landline shows as one (and is refused by the 11-digit rule below); DDD 55 is a DDD.
    await retype('1932345678');
    expect(await phone.inputValue()).toBe('+55 (19) 3234-5678');
    await retype('55991234567');
    expect(await phone.inputValue()).toBe('+55 (55) 99123-4567');
    // Pasted in any shape (one input of the whole text).
    await retype('');
    await page.keyboard.insertText('+55 (19) 98765-4321');
    expect(await phone.inputValue()).toBe('+55 (19) 98765-4321');
    await retype('');
    await page.keyboard.insertText('5519987654321');
    expect(await phone.inputValue()).toBe('+55 (19) 98765-4321');

    // CPF: masked as typed; a wrong one is told when the field is left, with the server's words.
    const cpfField = page.getByLabel('CPF');
    await cpfField.click();
    await page.keyboard.type('11111111111');
    expect(await cpfField.inputValue()).toBe('111.111.111-11');
    await page.keyboard.press('Tab');
    await see(page, 'CPF inválido.');
    await cpfField.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('52998224725');
    await poll(() => page.getByText('CPF inválido.').count()).toBe(0);
    expect(await cpfField.inputValue()).toBe('529.982.247-25');

    await page.getByLabel('Nome', { exact: true }).fill('Futuro');
    await retype('1932345678');
    await page.getByLabel('CPF').fill('111.111.111-11');
    await page.getByLabel('Nascimento').fill('2999-01-01');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await see(page, 'A data de nascimento não pode estar no futuro.');
    await see(page, 'CPF inválido.');
    await see(page, 'Telefone deve conter DDD + número de celular (11 dígitos), somente números.');
    await page.getByLabel('Escolher foto').setInputFiles({ name: 'nao-e-foto.pdf', mimeType: 'application/pdf', buffer: PDF });
    await see(page, 'A foto deve ser uma imagem.');
    expect(await page.getByRole('img', { name: /^Foto de/ }).count()).toBe(0);
    expect(posts).toBe(0);

    // What only the server can tell (a CPF already in the parish) comes back under its field.
    const taken = await api<{ data: { data: Array<{ id: number }> } }>(page, '/api/registers?q=zacarias');
    const cpf = (await api<{ data: { cpf: string } }>(page, `/api/registers/${taken.data.data[0].id}`)).data.cpf;
    await page.getByLabel('Telefone', { exact: true }).fill('19987654321');
    await page.getByLabel('Nascimento').fill('1990-01-01');
    await page.getByLabel('CPF').fill(cpf);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await see(page, 'CPF já cadastrado nesta paróquia.');
    expect(posts).toBe(1);
    await page.context().close();
  });

  it('tells when a CEP does not exist and when the service is down', async () => {
    const page = await newPage();
    // The page's clock, so the lookup's debounce can be run past without waiting for it.
    await page.clock.install();
    await signedIn(page, portal.url, 'admin', '/registros/novo');
    const calls = cep.calls.length;
    await page.getByLabel('CEP').fill('99999-999');
    await see(page, 'CEP não encontrado.');
    await page.getByLabel('CEP').fill('66666666');
    await see(page, 'Falha ao consultar ViaCEP.');
    // Fewer than 8 digits is not looked up.
    await page.getByLabel('CEP').fill('1301');
    await page.clock.runFor(800);
    await nextFrames(page);
    expect(await page.getByLabel('Endereço', { exact: true }).inputValue()).toBe('');
    // A whole CEP typed next is looked up; a lookup of the short one would have reached the service before it.
    await page.getByLabel('CEP').fill('13010-100');
    await page.clock.runFor(800);
    await poll(() => page.getByLabel('Endereço', { exact: true }).inputValue()).toBe('Rua Barão de Jaguara');
    // (Chromium may retry a request whose connection broke: each CEP is asked once by the page.)
    expect([...new Set(cep.calls.slice(calls))]).toEqual(['/ws/99999999/json/', '/ws/66666666/json/', '/ws/13010100/json/']);
    await page.context().close();
  });
});

describe('/registros', () => {
  it('searches without accents, filters, shows the empty state and keeps HTML as text', async () => {
    const page = await newPage();
    await openList(page);
    await poll(() => page.locator('.reg-table tbody tr').count()).toBe(12);
    const search = page.getByLabel('Buscar por nome');
    await search.fill('zacarias conceicao');
    await poll(() => page.locator('.reg-table tbody tr').count()).toBe(1);
    // The name is text, not markup.
    expect(await page.locator('.reg-name').first().textContent()).toBe('Zacarias Conceição <b>Teste</b>');
    expect(await page.locator('.reg-name b').count()).toBe(0);
    await expect.poll(() => row(page, 'Zacarias').locator('td[data-label="Telefone"]').textContent()).toBe('(19) 98765-4321');

    await page.getByLabel('Estado civil').selectOption({ label: 'Solteiro(a)' });
    await see(page, 'Nenhum registro encontrado');
    await page.getByLabel('Estado civil').selectOption({ label: 'Casado(a)' });
    await page.getByLabel('Cidade').fill('campinas');
    await page.getByLabel('Bairro').fill('centro');
    await poll(() => page.locator('.reg-table tbody tr').count()).toBe(1);

    // One letter is not a search: the whole parish comes back.
    await page.getByLabel('Estado civil').selectOption({ label: 'Todos' });
    await page.getByLabel('Cidade').fill('');
    await page.getByLabel('Bairro').fill('');
    await search.fill('z');
    await poll(() => page.locator('.reg-table tbody tr').count()).toBe(12);
    await page.context().close();
  });

  it('pages with 8 per page, the next page from the cache even when the network fails', async () => {
    const page = await newPage();
    await openList(page);
    await page.getByLabel('Itens por página').selectOption('8');
    await poll(() => page.locator('.reg-table tbody tr').count()).toBe(8);
    await see(page, /^Página 1 de \d+ — Total \d+/);
    const firstNames = await page.locator('.reg-name').allTextContents();
    // Page 2 was prefetched: it shows with the API unreachable.
    const fetched = () => page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    await poll(async () => (await fetched()).some((n) => n.includes('page=2') && n.includes('limit=8'))).toBe(true);
    await page.route('**/api/registers?**', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Próxima' }).click();
    await see(page, /^Página 2 de/);
    const secondNames = await page.locator('.reg-name').allTextContents();
    expect(secondNames).toHaveLength(8);
    expect(secondNames.some((n) => firstNames.includes(n))).toBe(false);
    // Page 3 cannot come: page 2 stays, with the failure said above it.
    await page.getByRole('button', { name: 'Próxima' }).click();
    await see(page, /Mostrando a última lista carregada/);
    expect(await page.locator('.reg-name').allTextContents()).toEqual(secondNames);
    await page.unroute('**/api/registers?**');
    await page.getByRole('button', { name: 'Anterior' }).click();
    await see(page, /^Página 1 de/);
    await page.context().close();
  });

  it("opens 'Ficha do registro' with every field, 'Não Informado' and the attachments to open and download", async () => {
    const page = await newPage();
    await openList(page);
    await page.getByLabel('Buscar por nome').fill('zacarias');
    await poll(() => page.locator('.reg-table tbody tr').count()).toBe(1);
    await page.getByRole('button', { name: /^Ver Ficha de Zacarias/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Ficha do registro' });
    await poll(() => sheet.getByText('529.982.247-25').isVisible()).toBe(true);
    const value = (label: string) =>
      sheet
        .locator('.reg-sheet-row', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
        .locator('dd')
        .textContent();
    expect(await value('Telefone')).toBe('+55 (19) 98765-4321');
    expect(await value('E-mail')).toBe('zacarias@exemplo.com.br');
    expect(await value('Paróquia')).toBe('Paróquia São José');
    expect(await value('Estado civil')).toBe('Casado(a)');
    expect(await value('Situação do trabalho')).toBe('Autonomo(a)');
    expect(await value('Raça')).toBe('Pardo');
    expect(await value('Nascimento')).toBe('15/07/1980');
    expect(await value('Idade')).toMatch(/^\d{2} anos$/);
    expect(await value('Status')).toBe('Ativo');
    expect(await value('Mãe')).toBe('Não Informado');
    expect(await value('Telefone do pai')).toBe('Não Informado');
    expect(await value('Qtd. familiares')).toBe('Não Informado');
    expect(await value('Endereço')).toBe('Rua Barão de Jaguara, 250');
    expect(await value('CEP')).toBe('13010-100');
    expect(await sheet.getByRole('img', { name: /^Foto de Zacarias/ }).isVisible()).toBe(true);
    await poll(() => sheet.locator('.reg-file-name', { hasText: 'certidão.pdf' }).isVisible()).toBe(true);
    // A small file in bytes, not '0,00 MB'.
    expect(await sheet.getByText(`PDF · ${PDF.length} B`).count()).toBe(1);
    expect(await sheet.getByRole('link', { name: 'Abrir certidão.pdf' }).getAttribute('target')).toBe('_blank');
    const download = page.waitForEvent('download');
    await sheet.getByRole('link', { name: 'Baixar certidão.pdf' }).click();
    const file = await download;
    expect((await readFile(await file.path())).subarray(0, 5).toString()).toBe('%PDF-');
    await page.keyboard.press('Escape');
    await poll(() => sheet.count()).toBe(0);

    // A sheet that cannot load says so: asked for a register the server does not have, the real server's answer.
    await page.route(/\/api\/registers\/\d+$/, (route) => route.continue({ url: `${portal.url}/api/registers/999999999` }));
    await page.getByLabel('Buscar por nome').fill('');
    await poll(() => page.locator('.reg-table tbody tr').count()).toBe(12);
    await page
      .getByRole('button', { name: /^Ver Ficha de / })
      .first()
      .click();
    await see(page, 'Erro: Registro não encontrado.');
    await page.context().close();
  });

  it('edits a register: fields, attachments removed and added, and the message on the list', async () => {
    const page = await newPage();
    await openList(page);
    await page.getByLabel('Buscar por nome').fill('zacarias');
    await poll(() => page.locator('.reg-table tbody tr').count()).toBe(1);
    await page.getByRole('link', { name: /^Editar Zacarias/ }).click();
    await page.waitForURL(/\/registros\/\d+\/editar$/);
    const name = page.getByLabel('Nome', { exact: true });
    await poll(() => name.inputValue()).toBe('Zacarias Conceição <b>Teste</b>');
    expect(await page.getByLabel('Telefone', { exact: true }).inputValue()).toBe('+55 (19) 98765-4321');
    expect(await page.getByLabel('CEP').inputValue()).toBe('13010-100');

    // Stored attachments with their size, one removed after the question.
    await see(page, 'documento.png');
    await page.getByRole('button', { name: 'Remover documento.png' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remover anexo' });
    await poll(() => confirm.getByText('Remover este anexo?').isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'Remover' }).click();
    await see(page, 'Anexo removido.');
    await poll(() => page.getByText('documento.png').count()).toBe(0);

    // New attachments, dropped on the area, sent right away.
    const dropped = await page.evaluateHandle((text) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], 'comprovante.pdf', { type: 'application/pdf' }));
      transfer.items.add(new File(['x'], 'video.mp4', { type: 'video/mp4' }));
      return transfer;
    }, PDF.toString('latin1'));
    await page.getByTestId('attachments-drop').dispatchEvent('drop', { dataTransfer: dropped });
    await see(page, 'comprovante.pdf');
    expect(await page.getByText('video.mp4').count()).toBe(0);
    // The upload shows its bar until the server answers (the answer is held here so the bar can be seen).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const upload = /\/api\/registers\/\d+\/attachments$/;
    await page.route(upload, async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Enviar novos anexos' }).click();
    await poll(() => page.getByRole('progressbar', { name: 'Enviando anexos...' }).count()).toBe(1);
    release();
    await see(page, '1 anexo enviado.');
    await see(page, /comprovante\.pdf/);
    expect(await page.getByRole('progressbar').count()).toBe(0);
    await page.unroute(upload);

    await name.fill('Zacarias Conceição Editado');
    // The stored phone edited key by key: its last four digits replaced.
    await page.getByLabel('Telefone', { exact: true }).click();
    await page.keyboard.press('End');
    for (let i = 0; i < 4; i++) await page.keyboard.press('Backspace');
    await page.keyboard.type('1111');
    expect(await page.getByLabel('Telefone', { exact: true }).inputValue()).toBe('+55 (19) 98765-1111');
    await page.getByLabel('Telefone da mãe').fill('19912345678');
    await page.getByLabel('Status').selectOption({ label: 'Inativo' });
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL((u) => u.pathname === '/registros');
    await see(page, 'Registro atualizado com sucesso! Nenhum anexo enviado.');
    const list = await api<{ data: { data: Array<{ id: number; name: string; status: string; phone: string }> } }>(page, '/api/registers?q=zacarias');
    expect(list.data.data.map((r) => [r.name, r.status, r.phone])).toEqual([['Zacarias Conceição Editado', '1', '19987651111']]);
    const files = await api<{ data: Array<{ original_name: string }> }>(page, `/api/registers/${list.data.data[0].id}/attachments`);
    expect(files.data.map((f) => f.original_name)).toEqual(['certidão.pdf', 'comprovante.pdf']);
    await page.context().close();
  });

  it('deletes a register after confirmation', async () => {
    const page = await newPage();
    await openList(page);
    await page.getByLabel('Buscar por nome').fill('zacarias');
    await poll(() => page.locator('.reg-table tbody tr').count()).toBe(1);
    await page.getByRole('button', { name: /^Excluir Zacarias/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Excluir registro' });
    await poll(() => dialog.getByText(/Excluir o registro de Zacarias Conceição Editado\?/).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await see(page, 'Registro excluído com sucesso.');
    await see(page, 'Nenhum registro encontrado');
    await page.context().close();
  });

  it('is closed to roles without registers, and shows CSV export only to 1 and 111', async () => {
    const page = await newPage();
    await signedIn(page, portal.url, 'catequista', '/registros');
    await see(page, 'Acesso restrito');
    expect(await page.locator('.reg-table').count()).toBe(0);
    await page.context().close();

    const admin = await newPage();
    await openList(admin, 'admin');
    const exportLink = admin.getByRole('link', { name: 'Exportar CSV' });
    await poll(() => exportLink.isVisible()).toBe(true);
    await admin.getByLabel('Cidade').fill('Campinas');
    await poll(() => exportLink.getAttribute('href')).toBe('/api/registers/export?city=Campinas');
    const download = admin.waitForEvent('download');
    await exportLink.click();
    const text = await readFile(await (await download).path());
    expect([...text.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.subarray(3).toString('utf8').split('\r\n')[0]).toMatch(/^ID;Nome;E-mail;Telefone;CPF/);
    await admin.context().close();
  });

  // That the table fits at 1280 px is the a11y sweep's check, for every table.
  it('breaks names at 1280 px only between words', async () => {
    const page = await newPage(1280);
    await openList(page);
    await poll(() => page.locator('.reg-table tbody tr').count()).toBe(12);
    // A word laid out on two lines has two boxes.
    const broken = await page.locator('.reg-name').evaluateAll((cells) =>
      cells.flatMap((cell) => {
        const text = cell.firstChild!; // the name is the cell's one text node
        return [...(text.textContent ?? '').matchAll(/\S+/g)]
          .filter((w) => {
            const range = document.createRange();
            range.setStart(text, w.index);
            range.setEnd(text, w.index + w[0].length);
            return range.getClientRects().length > 1;
          })
          .map((w) => w[0]);
      }),
    );
    expect(broken).toEqual([]);
    await page.context().close();
  });

  it('fits a 375 px wide phone: rows as cards, no sideways scrolling', async () => {
    const page = await newPage(375);
    await openList(page);
    await poll(() => page.locator('.reg-table tbody tr').count()).toBe(12);
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.view);
    expect(await page.locator('.reg-table thead').boundingBox()).toMatchObject({ width: 1 });
    await page.getByRole('link', { name: 'Novo registro' }).click();
    await poll(() => page.getByLabel('Nome', { exact: true }).isVisible()).toBe(true);
    const form = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth }));
    expect(form.page).toBeLessThanOrEqual(form.view);
    await page.context().close();
  });
});
