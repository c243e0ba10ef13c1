/**
 * Settings module end to end: the first-access photo step, the password change in both
 * places, the time-zone modal and preference, name and photo changes. Real portal, real
 * database, Debian Chromium; the weather service is a fake on 127.0.0.1.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, launchBrowser, signIn, signedIn, startPortal, type Portal } from './harness';

let portal: Portal;
let browser: Browser;
let weather: Server;
let weatherCalls: string[] = [];

/** The weather (and geocoding / IP) services: one answer with an automatic time zone for every path. */
async function startFakeWeather(): Promise<string> {
  weather = createServer((req, res) => {
    weatherCalls.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    res.end(
      JSON.stringify({
        timezone: 'America/Recife',
        current: { temperature_2m: 29.4, weather_code: 1 },
        results: [{ name: 'Recife' }],
        city: 'Recife',
        latitude: -8.05,
        longitude: -34.9,
      }),
    );
  });
  await new Promise<void>((resolve) => weather.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(weather.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  const fake = await startFakeWeather();
  [portal, browser] = await Promise.all([
    startPortal({
      WEATHER_API_URL: `${fake}/v1/forecast`,
      GEOCODING_API_URL: `${fake}/v1/reverse`,
      IP_LOCATION_URL: `${fake}/json/`,
    }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  await new Promise((resolve) => weather?.close(resolve));
});

async function newPage(options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', ...options });
  return context.newPage();
}

async function me(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(async () => (await fetch('/api/me', { credentials: 'include' })).json());
}

/** A real PNG drawn in the page (600x400, gradient and a disc), as a file for the picker. */
async function pngFile(page: Page) {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 400;
    const ctx = canvas.getContext('2d')!;
    const gradient = ctx.createLinearGradient(0, 0, 600, 400);
    gradient.addColorStop(0, '#c0392b');
    gradient.addColorStop(1, '#2c3e90');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, 600, 400);
    ctx.fillStyle = '#ffffff';
    ctx.beginPath();
    ctx.arc(300, 200, 110, 0, Math.PI * 2);
    ctx.fill();
    return canvas.toDataURL('image/png').split(',')[1];
  });
  return { name: 'minha-foto.png', mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

// Uploads and session refreshes on a busy machine can take a few seconds.
const poll = <T>(probe: () => Promise<T>) => expect.poll(probe, { timeout: 10_000 });

/** Waits until `text` shows on the page (toasts, inline messages, content). */
const see = (page: Page, text: string | RegExp) => poll(() => page.getByText(text).filter({ visible: true }).count()).toBeGreaterThan(0);

async function choosePhoto(page: Page) {
  await page.getByLabel('Escolher arquivo').setInputFiles(await pngFile(page));
  await poll(() => page.getByLabel('Zoom').isEnabled()).toBe(true);
  await page.getByLabel('Zoom').fill('1.5');
  await poll(() => page.getByText('1.50x').isVisible()).toBe(true);
}

describe('/welcome: first-access photo', () => {
  it('semfoto chooses, crops and uploads a real photo, then lands on /dashboard with the avatar', async () => {
    const page = await newPage();
    await signedIn(page, portal.url, 'semfoto');
    await page.waitForURL(`${portal.url}/welcome`);
    const finish = page.getByRole('button', { name: 'Finalizar' });

    await finish.click();
    await see(page, 'Selecione e recorte uma foto primeiro.');

    await page.getByLabel('Escolher arquivo').setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('oi') });
    await see(page, 'Formato inválido. Use JPG, PNG ou WEBP.');

    await page.getByLabel('Escolher arquivo').setInputFiles({ name: 'quebrada.png', mimeType: 'image/png', buffer: Buffer.from('não é um png') });
    await see(page, 'Erro ao ler arquivo');

    await choosePhoto(page);
    // The zoom stays within 1..3.
    await page.getByLabel('Zoom').fill('3');
    await poll(() => page.getByText('3.00x').isVisible()).toBe(true);
    expect(await page.getByLabel('Zoom').getAttribute('min')).toBe('1');
    expect(await page.getByLabel('Zoom').getAttribute('max')).toBe('3');
    expect(await page.getByLabel('Zoom').getAttribute('step')).toBe('0.01');

    const upload = page.waitForRequest((r) => r.url().endsWith('/api/me/avatar') && r.method() === 'POST');
    await finish.click();
    expect((await upload).headers()['content-type']).toMatch(/^multipart\/form-data/);

    await page.waitForURL(`${portal.url}/dashboard`);
    const user = await me(page);
    expect(user.accepted_photo).toBe(1);
    expect(typeof user.avatar).toBe('string');
    // The server keeps the cropped square JPEG.
    const stored = await page.request.get(new URL(String(user.avatar), portal.url).toString());
    expect(stored.ok()).toBe(true);
    expect([...(await stored.body()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const avatar = page.locator(`img[src="${user.avatar}"]`).first();
    await poll(() => avatar.isVisible()).toBe(true);
    await poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(512);

    // The step is done: /welcome now sends the user on.
    await page.goto(`${portal.url}/welcome`);
    await page.waitForURL(`${portal.url}/dashboard`);
    await page.context().close();
  });

  it("shows the avatar error when the upload fails and the server's message when it gives one", async () => {
    const page = await newPage();
    await signedIn(page, portal.url, 'admin', '/settings/foto');
    await choosePhoto(page);
    // The connection lost on the way: no answer, so the screen's own text.
    await page.route('**/api/me/avatar', (route) => route.abort('failed'));
    await page.getByRole('button', { name: 'Salvar foto' }).click();
    await see(page, 'Ocorreu um erro ao enviar o avatar. Tente novamente.');
    await page.unroute('**/api/me/avatar');
    // A photo over the 5 MB limit (the crop never makes one) reaches the real server, which refuses it with its message.
    await page.route('**/api/me/avatar', (route) => {
      const boundary = /boundary=(.+)$/.exec(route.request().headers()['content-type'] ?? '')?.[1];
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="foto.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
      return route.continue({ postData: Buffer.concat([Buffer.from(head), Buffer.alloc(5 * 1024 * 1024 + 1), Buffer.from(`\r\n--${boundary}--\r\n`)]) });
    });
    await page.getByRole('button', { name: 'Salvar foto' }).click();
    await see(page, 'Imagem muito grande. Máximo 5MB.');
    await page.context().close();
  });
});

describe('/settings/foto and /settings/nome', () => {
  it('changes the photo and returns to /settings with a toast', async () => {
    const page = await newPage();
    await signedIn(page, portal.url, 'secretaria', '/settings');
    await page.getByRole('link', { name: /Alterar foto/ }).click();
    await page.waitForURL(`${portal.url}/settings/foto`);
    // Drag and drop a file onto the drop zone.
    const { buffer } = await pngFile(page);
    const dataTransfer = await page.evaluateHandle((base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], 'arrastada.png', { type: 'image/png' }));
      return transfer;
    }, buffer.toString('base64'));
    await page.locator('.dropzone').dispatchEvent('drop', { dataTransfer });
    await poll(() => page.getByLabel('Zoom').isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'Salvar foto' }).click();
    await see(page, 'Foto atualizada com sucesso');
    await page.waitForURL(`${portal.url}/settings`);
    const user = await me(page);
    await poll(() => page.locator(`img[src="${user.avatar}"]`).first().isVisible()).toBe(true);
    await page.context().close();
  });

  it('requires a name, saves it and goes back to /settings after 1 s', async () => {
    const page = await newPage();
    await signedIn(page, portal.url, 'secretaria', '/settings/nome');
    const name = page.getByLabel('Nome', { exact: true });
    await name.fill('   ');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await see(page, 'Informe o nome.');
    await name.fill('Ana Secretária Paroquial');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await see(page, 'Nome atualizado com sucesso');
    const shown = Date.now();
    await page.waitForURL(`${portal.url}/settings`);
    expect(Date.now() - shown).toBeGreaterThanOrEqual(700);
    expect((await me(page)).name).toBe('Ana Secretária Paroquial');
    await see(page, 'Ana Secretária Paroquial');
    await page.context().close();
  });
});

describe('password change in two steps', () => {
  async function verifyCurrent(page: Page, password: string) {
    await page.getByLabel('Senha atual').fill(password);
    await page.getByRole('button', { name: 'Continuar' }).click();
  }

  async function fillNew(page: Page, next: string, confirm = next) {
    await page.getByLabel('Nova senha', { exact: true }).fill(next);
    await page.getByLabel('Confirmar nova senha').fill(confirm);
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  }

  it('novato on /mudar-senha: wrong current, same password, then a new one and /dashboard', async () => {
    const page = await newPage();
    await signedIn(page, portal.url, 'novato');
    await page.waitForURL(`${portal.url}/mudar-senha`);

    await verifyCurrent(page, 'SenhaErrada1');
    await see(page, 'Usuário ou senha inválidos.');
    expect(await page.getByLabel('Nova senha', { exact: true }).count()).toBe(0);

    await verifyCurrent(page, DEMO_PASSWORD);
    await poll(() => page.getByLabel('Nova senha', { exact: true }).isVisible()).toBe(true);

    await fillNew(page, DEMO_PASSWORD);
    await see(page, 'A nova senha não pode ser igual à senha atual.');
    await fillNew(page, 'curta');
    await see(page, 'A senha deve ter ao menos 8 caracteres, com letras maiúsculas, minúsculas e números.');
    await fillNew(page, 'NovaSenha2027', 'NovaSenha2028');
    await see(page, 'A confirmação não confere com a nova senha.');

    await fillNew(page, 'NovaSenha2027');
    await see(page, 'Senha alterada com sucesso');
    const shown = Date.now();
    await page.waitForURL(`${portal.url}/dashboard`);
    expect(Date.now() - shown).toBeGreaterThanOrEqual(900);
    expect((await me(page)).require_password_change).toBe(false);
    await page.context().close();

    const again = await newPage();
    await signIn(again, portal.url, 'novato', 'NovaSenha2027');
    await again.waitForURL(`${portal.url}/dashboard`);
    await again.context().close();
  });

  it("shows the server's refusal when the verification no longer holds", async () => {
    const page = await newPage();
    // This test ends its session: one of its own, from the form.
    await signIn(page, portal.url, 'coordenador');
    await page.goto(`${portal.url}/settings/senha`);
    await verifyCurrent(page, DEMO_PASSWORD);
    await poll(() => page.getByLabel('Nova senha', { exact: true }).isVisible()).toBe(true);
    // A new plain sign-in replaces the session: the verification was for the old one.
    await page.request.post(`${portal.url}/api/logout`);
    await page.request.post(`${portal.url}/api/login`, { form: { user: 'coordenador', password: DEMO_PASSWORD, remember: '0' } });
    await fillNew(page, 'OutraSenha2027');
    await see(page, 'Verifique sua senha atual antes de alterar.');
    await page.context().close();
  });

  it('admin on /settings/senha: wrong current, same password, then success and /settings', async () => {
    const page = await newPage();
    await signedIn(page, portal.url, 'admin', '/settings');
    await page.getByRole('link', { name: /Alterar senha/ }).click();
    await page.waitForURL(`${portal.url}/settings/senha`);

    await verifyCurrent(page, 'Paroquia2025');
    await see(page, 'Usuário ou senha inválidos.');
    await verifyCurrent(page, DEMO_PASSWORD);
    await fillNew(page, DEMO_PASSWORD);
    await see(page, 'A nova senha não pode ser igual à senha atual.');

    await fillNew(page, 'AdminNova2027');
    await see(page, 'Senha alterada com sucesso');
    const shown = Date.now();
    await page.waitForURL(`${portal.url}/settings`);
    expect(Date.now() - shown).toBeGreaterThanOrEqual(900);
    await page.context().close();

    const again = await newPage();
    await signIn(again, portal.url, 'admin', 'AdminNova2027');
    await again.waitForURL(`${portal.url}/dashboard`);
    await again.context().close();
  });
});

describe('time zone', () => {
  it('semfuso: the modal falls back to the device zone when geolocation is denied, and saves it', async () => {
    const page = await newPage({ timezoneId: 'America/Manaus', permissions: [] });
    await signedIn(page, portal.url, 'semfuso');
    await page.waitForURL(`${portal.url}/dashboard`);
    const dialog = page.getByRole('dialog', { name: 'Defina seu fuso horário' });
    await poll(() => dialog.isVisible()).toBe(true);

    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await poll(() => dialog.getByText('Selecione um fuso horário', { exact: true }).isVisible()).toBe(true);

    // Focus stays inside the modal.
    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => {
        let active = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        return !!active?.closest('[role="dialog"]');
      }),
    ).toBe(true);

    await dialog.getByRole('button', { name: 'Detectar' }).click();
    await poll(() => dialog.getByText(/Permissão de localização negada\. Usamos o fuso horário do dispositivo \(America\/Manaus\)/).isVisible()).toBe(true);
    expect(await dialog.getByLabel('Fuso horário').inputValue()).toBe('America/Manaus');

    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await see(page, 'Fuso horário atualizado com sucesso!');
    await poll(() => dialog.count()).toBe(0);
    expect((await me(page)).timezone).toBe('America/Manaus');

    await page.reload();
    await see(page, 'Home');
    expect(await page.getByRole('dialog', { name: 'Defina seu fuso horário' }).count()).toBe(0);
    await page.context().close();
  });

  it("/settings: 'Detectar automaticamente' uses the weather service's zone; 'Salvar' stores it", async () => {
    const page = await newPage({ geolocation: { latitude: -8.05, longitude: -34.9 }, permissions: ['geolocation'] });
    await signedIn(page, portal.url, 'catequista', '/settings');
    const select = page.getByLabel('Fuso horário');
    await poll(() => select.isVisible()).toBe(true);

    await select.selectOption('');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await see(page, 'Selecione um fuso horário válido.');

    weatherCalls = [];
    await page.getByRole('button', { name: 'Detectar automaticamente' }).click();
    await see(page, 'Fuso horário detectado: America/Recife.');
    expect(await select.inputValue()).toBe('America/Recife');
    const call = new URL(weatherCalls.find((u) => u.includes('timezone=auto')) ?? '/', 'http://x');
    expect(call.searchParams.get('current')).toBe('temperature_2m,weather_code');
    expect(Number(call.searchParams.get('latitude'))).toBeCloseTo(-8.05, 2);

    await page.getByRole('button', { name: 'Salvar' }).click();
    await see(page, 'Fuso horário atualizado com sucesso!');
    expect((await me(page)).timezone).toBe('America/Recife');
    await page.context().close();
  });

  it("shows 'Falha ao salvar timezone' when saving fails without a message (the connection lost)", async () => {
    const page = await newPage();
    await signedIn(page, portal.url, 'acolito', '/settings');
    await page.route('**/api/me/timezone', (route) => route.abort('failed'));
    await page.getByLabel('Fuso horário').selectOption('America/Belem');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await see(page, 'Falha ao salvar timezone');
    await page.context().close();
  });
});

describe('/settings and /profile', () => {
  it('shows the avatar, roles as badges, quick links and the parish', async () => {
    const page = await newPage();
    await signedIn(page, portal.url, 'coordenador');
    for (const path of ['/settings', '/profile']) {
      await page.goto(`${portal.url}${path}`);
      await see(page, 'Coordenador - Crisma');
      await see(page, 'Paróquia São José');
    }
    await page.getByRole('link', { name: 'Ir para configurações' }).click();
    await page.waitForURL(`${portal.url}/settings`);
    for (const [name, path] of [
      ['Alterar foto', '/settings/foto'],
      ['Alterar nome', '/settings/nome'],
      ['Alterar senha', '/settings/senha'],
    ]) {
      expect(await page.getByRole('link', { name: new RegExp(name) }).getAttribute('href')).toBe(path);
    }
    await page.context().close();
  });
});
