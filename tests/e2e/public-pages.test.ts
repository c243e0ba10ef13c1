/**
 * The portal's pages anyone may open (/login, /certidoes, a page that does not exist): a visitor with no
 * session gets a clean console, because the portal asks who is signed in (GET /api/me) only when this
 * browser signed in; one who did is still recognised, and signing out makes the browser a visitor again.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { portalAndBrowser, see, signIn } from './harness';

const e2e = portalAndBrowser();

/** Every console error of the page (failed loads included) and every call to /api/me. */
function watch(page: Page) {
  const errors: string[] = [];
  const me: number[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('response', (r) => new URL(r.url()).pathname === '/api/me' && me.push(r.status()));
  return { errors, me };
}

describe('public pages', () => {
  it('a visitor’s console has no errors on /login, /certidoes and the not-found page, and nothing asks /api/me', async () => {
    const page = await e2e.newPage();
    const seen = watch(page);
    await page.goto(`${e2e.portal.url}/certidoes`);
    await see(page.locator('sacra-certidao'), 'Código de verificação');
    await see(page, 'Entrar');
    await page.goto(`${e2e.portal.url}/login`);
    await page.getByLabel('Usuário', { exact: true }).waitFor();
    await page.goto(`${e2e.portal.url}/nao-existe`);
    await see(page, 'Página não encontrada');
    await page.waitForLoadState('networkidle');
    expect(seen.errors).toEqual([]);
    expect(seen.me).toEqual([]);
    await page.context().close();
  });

  it('a browser that signed in is recognised on a public page; after signing out it is a visitor again, with a clean console', async () => {
    const page = await e2e.newPage();
    await signIn(page, e2e.portal.url, 'acolito');
    const seen = watch(page);
    await page.goto(`${e2e.portal.url}/certidoes`);
    await see(page, 'Ir para o painel');
    expect(seen.me).toEqual([200]);

    await page.goto(`${e2e.portal.url}/dashboard`);
    await page.getByRole('button', { name: 'Menu do usuário: Lucas Henrique Oliveira' }).click();
    await page.getByRole('button', { name: 'Sair', exact: true }).click();
    await page.waitForURL(`${e2e.portal.url}/login`);
    seen.me.length = 0;
    seen.errors.length = 0;
    await page.goto(`${e2e.portal.url}/certidoes`);
    await see(page, 'Entrar');
    await page.waitForLoadState('networkidle');
    expect(seen.me).toEqual([]);
    expect(seen.errors).toEqual([]);
    await page.context().close();
  });
});
