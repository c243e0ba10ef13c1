import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { portalAndBrowser, signedIn, signIn } from './harness';

const e2e = portalAndBrowser();

async function newPage(): Promise<Page> {
  const context = await e2e.browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  return context.newPage();
}

describe('sign-in lands where the guard says', () => {
  const landings: Array<[string, string]> = [
    ['admin', '/dashboard'],
    ['secretaria', '/dashboard'],
    ['coordenador', '/dashboard'],
    ['catequista', '/dashboard'],
    ['acolito', '/dashboard'],
    ['semfuso', '/dashboard'],
    ['outra', '/dashboard'],
    ['bloqueado', '/bloqueado'],
    ['novato', '/mudar-senha'],
    ['semfoto', '/welcome'],
  ];
  for (const [user, path] of landings) {
    it(`${user} -> ${path}`, async () => {
      const page = await newPage();
      await signIn(page, e2e.portal.url, user);
      await page.waitForURL(`${e2e.portal.url}${path}`);
      expect(new URL(page.url()).pathname).toBe(path);
      await page.context().close();
    });
  }

  it('bloqueado sees the blocked screen and can sign out', async () => {
    const page = await newPage();
    // Signing out ends the session: a session of its own, from the form.
    await signIn(page, e2e.portal.url, 'bloqueado');
    await expect.poll(() => page.getByRole('heading', { name: 'Acesso bloqueado' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: /sair/i }).click();
    await page.waitForURL(`${e2e.portal.url}/login`);
    await page.goto(`${e2e.portal.url}/dashboard`);
    await page.waitForURL(`${e2e.portal.url}/login`);
    await page.context().close();
  });
});

describe('/login', () => {
  it("paints 'Carregando...' at once on a slow network, before the portal's script arrives", async () => {
    const page = await newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${e2e.portal.url}/login`, { waitUntil: 'commit' });
    await expect.poll(() => page.getByRole('status').getByText('Carregando...').isVisible()).toBe(true);
    release();
    await expect.poll(() => page.getByRole('button', { name: 'Entrar' }).isVisible()).toBe(true);
    expect(await page.getByText('Carregando...').count()).toBe(0);
    await page.context().close();
  });

  it('shows the specified form', async () => {
    const page = await newPage();
    await page.goto(`${e2e.portal.url}/`);
    await page.waitForURL(`${e2e.portal.url}/login`);
    await expect.poll(() => page.getByRole('heading', { name: 'Acessar o Sacratech' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Entre com suas credenciais para continuar').isVisible()).toBe(true);
    expect(await page.getByLabel('Usuário').getAttribute('placeholder')).toBe('seu usuário');
    expect(await page.getByLabel('Senha').getAttribute('placeholder')).toBe('sua senha');
    expect(await page.getByLabel('Manter minha sessão por 24h').isChecked()).toBe(true);
    await page.context().close();
  });

  it('shows "Erro: ..." for wrong credentials and stays on /login', async () => {
    const page = await newPage();
    await page.goto(`${e2e.portal.url}/login`);
    await page.getByLabel('Usuário').fill('admin');
    await page.getByLabel('Senha').fill('senha-errada');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect.poll(() => page.getByText('Erro: Usuário ou senha inválidos.').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.context().close();
  });

  it('remember unchecked gives a browser-session cookie; checked gives 24 h', async () => {
    for (const remember of [true, false]) {
      const page = await newPage();
      await page.goto(`${e2e.portal.url}/login`);
      await page.getByLabel('Usuário').fill('admin');
      await page.getByLabel('Senha').fill('Paroquia2026');
      if (!remember) await page.getByLabel('Manter minha sessão por 24h').uncheck();
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.waitForURL(`${e2e.portal.url}/dashboard`);
      const cookie = (await page.context().cookies()).find((c) => c.name === 'sacra_sid');
      expect(cookie?.httpOnly).toBe(true);
      expect(cookie?.sameSite).toBe('Lax');
      if (remember) expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(23 * 3600);
      else expect(cookie?.expires).toBe(-1);
      await page.context().close();
    }
  });
});

describe('not-found page', () => {
  it('links to /login when signed out', async () => {
    const page = await newPage();
    await page.goto(`${e2e.portal.url}/nao-existe/mesmo`);
    await expect.poll(() => page.getByRole('heading', { name: 'Página não encontrada' }).isVisible()).toBe(true);
    expect(
      await page
        .getByRole('link', { name: /login|entrar/i })
        .first()
        .getAttribute('href'),
    ).toBe('/login');
    await page.context().close();
  });

  it('links to /dashboard when signed in', async () => {
    const page = await newPage();
    await signedIn(page, e2e.portal.url, 'admin', '/nao-existe');
    await expect.poll(() => page.getByRole('heading', { name: 'Página não encontrada' }).isVisible()).toBe(true);
    await expect.poll(() => page.locator('main a[href="/dashboard"]').count()).toBeGreaterThan(0);
    await page.context().close();
  });
});

describe('layout', () => {
  it("'Sair' signs out and returns to /login", async () => {
    const page = await newPage();
    await signIn(page, e2e.portal.url, 'secretaria');
    await page
      .getByRole('button', { name: /menu do usuário|secretaria|conta/i })
      .first()
      .click();
    await page
      .getByRole('button', { name: 'Sair' })
      .or(page.getByRole('menuitem', { name: 'Sair' }))
      .first()
      .click();
    await page.waitForURL(`${e2e.portal.url}/login`);
    const me = await page.evaluate(async () => (await fetch('/api/me')).status);
    expect(me).toBe(401);
    await page.context().close();
  });

  it('shows the sidebar groups the user may open, and the suite link only for role 111', async () => {
    const page = await newPage();
    await signedIn(page, e2e.portal.url, 'admin');
    const nav = page.getByRole('navigation', { name: /menu principal|navegação/i });
    for (const group of ['Geral', 'Comunicação', 'Atividades', 'Turmas de Catequeses', 'Configurações', 'Armazenamento']) {
      await expect.poll(() => nav.getByRole('button', { name: group, exact: true }).isVisible()).toBe(true);
    }
    for (const href of [
      '/dashboard',
      '/protocolos/meus',
      '/registros',
      '/chat',
      '/eventos',
      '/lembretes',
      '/turmas/crisma',
      '/catequistas',
      '/settings',
      '/buckets',
      '/inventario',
    ]) {
      expect(await nav.locator(`a[href="${href}"]`).count()).toBe(1);
    }
    expect(await page.getByRole('link', { name: 'Painel Suite Sacratech' }).count()).toBe(1);
    await page.context().close();

    const acolito = await newPage();
    await signedIn(acolito, e2e.portal.url, 'acolito');
    const nav2 = acolito.getByRole('navigation', { name: /menu principal|navegação/i });
    await expect.poll(() => nav2.locator('a[href="/chat"]').count()).toBe(1);
    expect(await nav2.locator('a[href="/registros"]').count()).toBe(0);
    expect(await nav2.getByRole('button', { name: 'Turmas de Catequeses', exact: true }).count()).toBe(0);
    expect(await acolito.getByRole('link', { name: 'Painel Suite Sacratech' }).count()).toBe(0);
    await acolito.context().close();
  });

  it('a route the role may not open shows "Acesso restrito"', async () => {
    const page = await newPage();
    await signedIn(page, e2e.portal.url, 'acolito', '/registros');
    await expect.poll(() => page.getByText('Acesso restrito').first().isVisible()).toBe(true);
    await page.context().close();
  });

  it('a module that fails to download says so, and loads on the next navigation or on "Tentar novamente"', async () => {
    const page = await newPage();
    await signIn(page, e2e.portal.url, 'admin');
    const nav = page.getByRole('navigation', { name: /menu principal|navegação/i });
    const failed = page.getByText('Não foi possível carregar esta área. Verifique sua conexão e tente novamente.');
    await page.context().setOffline(true);
    await nav.locator('a[href="/buckets"]').click();
    await expect.poll(() => failed.isVisible()).toBe(true);
    expect(await page.getByText('Em breve').count()).toBe(0);
    // Back online: the next navigation to it downloads it again.
    await page.context().setOffline(false);
    await nav.locator('a[href="/dashboard"]').click();
    await nav.locator('a[href="/buckets"]').click();
    await expect.poll(() => page.locator('sacra-buckets').getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    // Or the button, without leaving the page.
    await page.context().setOffline(true);
    await nav.locator('a[href="/inventario"]').click();
    await expect.poll(() => failed.isVisible()).toBe(true);
    await page.context().setOffline(false);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect.poll(() => page.locator('sacra-inventory').getByRole('heading', { name: 'Inventário Paroquial' }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('remembers a collapsed sidebar group across reloads', async () => {
    const page = await newPage();
    await signedIn(page, e2e.portal.url, 'admin');
    const nav = page.getByRole('navigation', { name: /menu principal|navegação/i });
    const toggle = nav.getByRole('button', { name: 'Comunicação' });
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await page.reload();
    await expect.poll(() => nav.getByRole('button', { name: 'Comunicação' }).getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });
});
