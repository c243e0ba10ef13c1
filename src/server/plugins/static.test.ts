import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../test/app';

let t: TestApp;
let dist: string;
let app: ReturnType<typeof buildApp>;

beforeAll(async () => {
  t = await createTestApp();
  dist = await mkdtemp(join(tmpdir(), 'sacra-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Portal</title><div id="app"></div>');
  await writeFile(join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
  await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = buildApp({ config: { ...t.config, distDir: dist }, db: t.db, clock: t.clock.now });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

describe('the built portal', () => {
  it('serves index.html for / and for every portal route (history fallback), with the page CSP', async () => {
    for (const url of ['/', '/login', '/dashboard', '/settings/senha', '/turmas/crisma/12/editar', '/nao-existe/mesmo', '/buckets/abc?x=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="app">');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("connect-src 'self' https://api.open-meteo.com https://geocoding-api.open-meteo.com https://ipapi.co https://viacep.com.br");
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves files, hashed assets cached for a year; a missing file with an extension is 404, not the page', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    const missing = await app.inject({ method: 'GET', url: '/assets/nada.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<div id="app">');
  });

  it('never answers the page for /api or /uploads paths, nor for other methods', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/nada' })).headers['content-type']).toMatch(/^application\/json/);
    expect((await app.inject({ method: 'GET', url: '/uploads/avatars' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/dashboard' })).statusCode).toBe(404);
  });

  it('without dist/ a portal route answers a plain page asking for npm run build', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('npm run build');
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
