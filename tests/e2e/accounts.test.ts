/**
 * The first day of a parish on an empty install (SEED=none): the set-up address the portal prints, /instalar,
 * the administrator inviting a treasurer from /usuarios, the treasurer choosing a password from the e-mail
 * (read from DATA_DIR/outbox) and reaching the tithe, then 'Esqueci minha senha' by e-mail and a new password.
 */
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, poll, see, settled, signIn, startPortal, type Portal } from './harness';
import { mailTo } from './mail';

let portal: Portal;
let browser: Browser;
let cep: Server;

beforeAll(async () => {
  cep = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'access-control-allow-origin': '*' });
    res.end(
      JSON.stringify(
        req.url === '/ws/13010100/json/'
          ? { cep: '13010-100', logradouro: 'Rua Barão de Jaguara', bairro: 'Centro', localidade: 'Campinas', uf: 'SP' }
          : { erro: true },
      ),
    );
  });
  await new Promise<void>((resolve) => cep.listen(0, '127.0.0.1', resolve));
  const cepUrl = `http://127.0.0.1:${(cep.address() as AddressInfo).port}/ws`;
  [portal, browser] = await Promise.all([startPortal({ SEED: 'none', CEP_API_URL: cepUrl }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  await new Promise((resolve) => cep?.close(resolve));
});

/** The first-access steps of a new account: a photo (drawn in the page) and, over the dashboard, the time zone. */
async function firstAccess(page: Page): Promise<void> {
  await page.waitForURL((u) => u.pathname === '/welcome');
  const png = await page.evaluate(() => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 400, height: 300 });
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#2c3e90';
    ctx.fillRect(0, 0, 400, 300);
    return canvas.toDataURL('image/png').split(',')[1];
  });
  await page.getByLabel('Escolher arquivo').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
  await poll(() => page.getByLabel('Zoom').isEnabled()).toBe(true);
  await page.getByRole('button', { name: 'Finalizar' }).click();
  await page.waitForURL((u) => u.pathname === '/dashboard');
  const zone = page.getByRole('dialog', { name: 'Defina seu fuso horário' });
  await poll(() => zone.isVisible()).toBe(true);
  await zone.getByLabel('Fuso horário').selectOption('America/Sao_Paulo');
  await zone.getByRole('button', { name: 'Salvar' }).click();
  await poll(() => zone.isVisible()).toBe(false);
}

/** A form field by its label, marked required (' *') or not. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

async function choosePassword(page: Page, password: string, button: string): Promise<void> {
  await page.getByLabel('Nova senha', { exact: true }).fill(password);
  await page.getByLabel('Confirmar nova senha').fill(password);
  await page.getByRole('button', { name: button }).click();
}

describe('the first day of a parish, from an empty install', () => {
  it('set-up, an administrator, a treasurer invited by e-mail who reaches the tithe, and a forgotten password', async () => {
    // The address the portal printed at start.
    await poll(async () => portal.output()).toMatch(/instalar\?token=/);
    const address = /Configuração inicial \(endereço de uso único\): (\S+)/.exec(portal.output())![1];
    expect(address.startsWith(`${portal.url}/instalar?token=`)).toBe(true);
    expect(existsSync(join(portal.dataDir, 'setup-token'))).toBe(true);

    const admin = await newPage(browser);
    await admin.goto(address);
    await see(admin, 'Configuração inicial');
    await field(admin, 'Nome da paróquia').fill('Paróquia Santa Rita de Cássia');
    await field(admin, 'CNPJ').fill('11.222.333/0001-82');
    await field(admin, 'Diocese').fill('Arquidiocese de Campinas');
    await field(admin, 'CEP').fill('13010100');
    await see(admin, 'Endereço encontrado: Rua Barão de Jaguara, Centro, Campinas/SP');
    await poll(() => field(admin, 'Endereço').inputValue()).toBe('Rua Barão de Jaguara - Centro');
    expect(await field(admin, 'Cidade').inputValue()).toBe('Campinas');
    await field(admin, 'Endereço').fill('Rua Barão de Jaguara, 100 - Centro');
    await field(admin, 'Pároco').fill('Pe. Carlos Nogueira');
    await field(admin, 'Nome').fill('Rita de Souza');
    await field(admin, 'Usuário').fill('rita.souza');
    await field(admin, 'E-mail').fill('rita@santarita.example');
    await field(admin, 'Senha').fill('Primeira2026');
    await field(admin, 'Confirmar senha').fill('Primeira2026');
    await admin.getByRole('button', { name: 'Concluir configuração' }).click();
    await see(admin, 'CNPJ inválido. Informe os 14 dígitos de um CNPJ válido.');
    await field(admin, 'CNPJ').fill('11.222.333/0001-81');
    await admin.getByRole('button', { name: 'Concluir configuração' }).click();

    // Signed in as the new administrator, through the first-access steps.
    await firstAccess(admin);
    await see(admin, 'Paróquia Santa Rita de Cássia');
    expect(existsSync(join(portal.dataDir, 'setup-token'))).toBe(false);
    expect((await admin.request.get(`${portal.url}/api/instalar`)).status()).toBe(404);
    await admin.goto(address);
    await poll(() => admin.getByRole('heading', { name: 'Página não encontrada' }).isVisible()).toBe(true);

    // /usuarios: a treasurer by invitation; the user name is checked as it is typed.
    await admin.goto(`${portal.url}/usuarios`);
    await settled(admin);
    await admin.getByRole('link', { name: 'Nova conta' }).click();
    await field(admin, 'Nome').fill('Sebastião Ramos');
    await field(admin, 'Usuário').fill('RITA.SOUZA');
    await see(admin, 'Este nome de usuário já está em uso.');
    await field(admin, 'Usuário').fill('sebastiao.tesoureiro');
    await see(admin, 'Usuário disponível.');
    await field(admin, 'E-mail').fill('sebastiao@santarita.example');
    await admin.getByLabel('Tesoureiro (11)').check();
    await admin.getByRole('button', { name: 'Salvar' }).click();
    await see(admin, 'Conta criada. O convite foi enviado por e-mail.');
    await admin.waitForURL((u) => /^\/usuarios\/\d+$/.test(u.pathname));
    await see(admin, 'Convite pendente');
    await see(admin, 'Link para escolher a senha enviado para sebastiao@santarita.example');

    // The treasurer's e-mail, from the outbox: choose a password, first access, the tithe.
    const invitation = await mailTo(portal.dataDir, 'sebastiao@santarita.example');
    expect(invitation.text).toContain('Seu usuário é: sebastiao.tesoureiro');
    const treasurer = await newPage(browser);
    await treasurer.goto(invitation.link);
    await see(treasurer, 'Olá, Sebastião Ramos! Escolha a senha da sua conta.');
    await choosePassword(treasurer, 'fraca', 'Definir senha e entrar');
    await see(treasurer, 'A senha deve ter ao menos 8 caracteres, com letras maiúsculas, minúsculas e números.');
    await choosePassword(treasurer, 'Dizimo2026x', 'Definir senha e entrar');
    await firstAccess(treasurer);
    await treasurer.goto(`${portal.url}/dizimo`);
    await poll(() => treasurer.getByRole('heading', { name: 'Dizimistas' }).isVisible()).toBe(true);
    // The link opens once.
    await treasurer.goto(invitation.link);
    await see(treasurer, 'Este link é inválido, já foi usado ou expirou. Peça um novo.');

    // The administrator sees the treasurer active now.
    await admin.goto(`${portal.url}/usuarios?status=ativo`);
    await poll(() =>
      admin
        .getByRole('row', { name: /Sebastião Ramos/ })
        .getByText('Ativo')
        .isVisible(),
    ).toBe(true);

    // 'Esqueci minha senha' from /login, signed out.
    const forgot = await newPage(browser);
    await forgot.goto(`${portal.url}/login`);
    await forgot.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await field(forgot, 'Usuário').fill('sebastiao.tesoureiro');
    await forgot.getByRole('button', { name: 'Enviar link' }).click();
    await see(forgot, 'Se o usuário existir e tiver e-mail cadastrado, enviamos para ele um link para redefinir a senha (válido por 1 hora).');
    const reset = await mailTo(portal.dataDir, 'sebastiao@santarita.example', 1);
    expect(reset.link).toContain('/redefinir-senha?token=');
    await forgot.goto(reset.link);
    await choosePassword(forgot, 'Lembrei2026y', 'Redefinir senha');
    await forgot.waitForURL((u) => u.pathname === '/dashboard');
    // The session the treasurer had elsewhere ended with the new password.
    expect((await treasurer.request.get(`${portal.url}/api/me`)).status()).toBe(401);

    const again = await newPage(browser);
    await signIn(again, portal.url, 'sebastiao.tesoureiro', 'Lembrei2026y');
    expect(new URL(again.url()).pathname).toBe('/dashboard');
    for (const page of [admin, treasurer, forgot, again]) await page.context().close();
  }, 240_000);
});

describe("an administrator manages the parish's accounts", () => {
  let seeded: Portal;
  beforeAll(async () => {
    seeded = await startPortal();
  });
  afterAll(() => seeded?.stop());

  it('filters by role with its CSV; blocks (the person is out at once), unblocks, sends a new link, sets a temporary password, a role and the register; sees the new sign-in; a role-1 administrator cannot grant 111', async () => {
    const person = await newPage(browser, { as: 'acolito' });
    await person.goto(`${seeded.url}/dashboard`);
    await settled(person);
    const admin = await newPage(browser, { as: 'secretaria' });
    await admin.goto(`${seeded.url}/usuarios`);
    await settled(admin);
    // The role filter, and the CSV of what it shows.
    const accounts = admin.getByRole('table', { name: 'Contas de acesso da paróquia' });
    await admin.getByLabel('Função', { exact: true }).selectOption({ label: 'Tesoureiro' });
    await poll(() => accounts.getByRole('link').allInnerTexts()).toEqual(['Sebastião Ramos Pinto']);
    const csvHref = await admin.getByRole('link', { name: 'Exportar CSV' }).getAttribute('href');
    const csv = await admin.request.get(new URL(csvHref!, seeded.url).href);
    expect(csv.status()).toBe(200);
    const csvLines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(csvLines.map((line) => line.split(';').slice(0, 4))).toEqual([
      ['Nome', 'Usuário', 'E-mail', 'Funções'],
      ['Sebastião Ramos Pinto', 'tesoureiro', 'tesoureiro@paroquia.example', 'Tesoureiro'],
    ]);
    await admin.getByLabel('Função', { exact: true }).selectOption({ label: 'Todas' });
    await admin.getByLabel('Buscar').fill('Lucas Henrique');
    await admin.getByRole('link', { name: 'Lucas Henrique Oliveira' }).click();
    await admin.waitForURL((u) => /^\/usuarios\/\d+$/.test(u.pathname));
    await poll(() => admin.getByLabel('Acólito (8)').isChecked()).toBe(true);
    expect(await admin.getByLabel('Administrador do Sistema (111)').isDisabled()).toBe(true);

    await admin.getByRole('button', { name: 'Bloquear' }).click();
    await admin.getByRole('dialog', { name: 'Bloquear conta' }).getByRole('button', { name: 'Bloquear' }).click();
    await see(admin, 'Conta bloqueada. As sessões dela foram encerradas.');
    await see(admin, 'Bloqueado');
    await poll(() => admin.getByRole('row', { name: /Conta bloqueada.*Maria Aparecida Souza/ }).count()).toBe(1);
    // The person's session ended: their next page is the login.
    await person.goto(`${seeded.url}/lembretes`);
    await person.waitForURL((u) => u.pathname === '/login');

    await admin.getByRole('button', { name: 'Desbloquear' }).click();
    await see(admin, 'Conta desbloqueada.');
    // A new link to choose a password, by e-mail (the outbox), in the account's history.
    await admin.getByRole('button', { name: 'Enviar link para nova senha' }).click();
    await see(admin, 'Enviamos por e-mail um link para escolher a senha (válido por 72 horas).');
    expect((await mailTo(seeded.dataDir, 'acolito@paroquia.example')).link).toContain('/convite?token=');
    await see(admin, 'Link para escolher a senha enviado para acolito@paroquia.example');
    await admin.getByRole('button', { name: 'Definir senha temporária' }).click();
    const modal = admin.getByRole('dialog', { name: 'Definir senha temporária' });
    await modal.getByLabel('Senha temporária').fill('curta');
    await modal.getByRole('button', { name: 'Definir senha' }).click();
    await see(modal, 'A senha deve ter ao menos 8 caracteres, com letras maiúsculas, minúsculas e números.');
    await modal.getByLabel('Senha temporária').fill('Temporaria2026');
    await modal.getByRole('button', { name: 'Definir senha' }).click();
    await see(admin, 'Troca de senha pendente');

    // A role, and the person's register found with the registers' picker.
    const register = (await (await admin.request.get(`${seeded.url}/api/registers?limit=1`)).json()).data.data[0] as {
      id: number;
      name: string;
    };
    await admin.getByLabel('Tesoureiro (11)').check();
    await admin.getByRole('button', { name: 'Buscar nos registros' }).click();
    await admin.getByLabel('Buscar a pessoa nos registros').fill(register.name);
    await admin
      .getByRole('button', { name: `Vincular: ${register.name}` })
      .first()
      .click();
    await see(admin, `Vinculada ao registro nº ${register.id} (${register.name}).`);
    await admin.getByRole('button', { name: 'Salvar' }).click();
    await see(admin, 'Conta atualizada.');
    await poll(() => admin.getByRole('row', { name: /Funções alteradas: de Acólito para Acólito, Tesoureiro/ }).count()).toBe(1);
    await poll(() => admin.getByRole('row', { name: /vínculo com o registro/ }).count()).toBe(1);
    await admin.reload();
    await see(admin, `Vinculada ao registro nº ${register.id} (${register.name}).`);

    // The account's last sign-ins: the one made now comes first.
    const signIns = admin.getByRole('region', { name: 'Últimos acessos' });
    const before = await signIns.innerText();
    await signIn(person, seeded.url, 'acolito', 'Temporaria2026');
    await person.waitForURL((u) => u.pathname === '/mudar-senha');
    const today = await admin.evaluate(() => new Date().toLocaleString('pt-BR', { dateStyle: 'short', timeZone: 'America/Sao_Paulo' }));
    await admin.reload();
    await poll(() => signIns.getByRole('listitem').first().innerText()).toContain(today);
    expect(await signIns.innerText()).not.toBe(before);
    for (const page of [person, admin]) await page.context().close();
  }, 120_000);
});
