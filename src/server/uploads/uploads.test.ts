import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { multipart, PNG_1PX } from '../test/files';
import { signIn } from '../test/http';

let t: TestApp;
let logoUrl: string;
let avatarUrl: string;
let admin: string;
let outra: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin');
  outra = await signIn(t.app, 'outra');
  logoUrl = (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: admin } })).json().paroquia.logo;
  const body = multipart([{ name: 'avatar', filename: 'a.png', type: 'image/png', data: PNG_1PX }]);
  const res = await t.app.inject({ method: 'POST', url: '/api/me/avatar', headers: { ...body.headers, cookie: admin }, payload: body.payload });
  avatarUrl = res.json().avatar;
});
afterAll(() => t?.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('/uploads', () => {
  it('parish logos are public; SVG is sandboxed and never sniffed', async () => {
    const res = await get(logoUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toMatch(/sandbox/);
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.body).toContain('<svg');
    const head = await t.app.inject({ method: 'HEAD', url: logoUrl });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('avatars are served only to signed-in users of the owner’s parish', async () => {
    const same = await signIn(t.app, 'acolito');
    expect((await get(avatarUrl, admin)).statusCode).toBe(200);
    expect((await get(avatarUrl, same)).statusCode).toBe(200);
    expect((await get(avatarUrl, same)).headers['cache-control']).toBe('private, max-age=86400');
    const foreign = await get(avatarUrl, outra);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('PNG');
    expect((await get(avatarUrl)).statusCode).toBe(404);
  });

  it('a file on disk that no user owns is not served as an avatar', async () => {
    const orphan = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png';
    await writeFile(join(t.config.uploadsDir, 'avatars', orphan), PNG_1PX);
    expect((await get(`/uploads/avatars/${orphan}`, admin)).statusCode).toBe(404);
  });

  it('non-image files are downloads, not pages', async () => {
    const pdf = 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.pdf';
    await writeFile(join(t.config.uploadsDir, 'paroquias', pdf), '%PDF-1.4');
    const res = await get(`/uploads/paroquias/${pdf}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${pdf}"`);
  });

  it('refuses traversal, odd names and unknown kinds with 404', async () => {
    const logoName = logoUrl.split('/').pop()!;
    for (const url of [
      '/uploads/../package.json',
      '/uploads/paroquias/../../package.json',
      '/uploads/paroquias/..%2F..%2Fpackage.json',
      '/uploads/paroquias/%2e%2e%2f%2e%2e%2fpackage.json',
      '/uploads/paroquias/..%5C..%5Cpackage.json',
      '/uploads/..%2Fpgdata/PG_VERSION',
      '/uploads/.tmp/x',
      '/uploads/paroquias/.hidden',
      '/uploads/paroquias/LOGO.SVG',
      `/uploads/paroquias/${logoName}%00.png`,
      `/uploads/registers/${logoName}`,
      `/uploads/constructor/${logoName}`,
      `/uploads/__proto__/${logoName}`,
      '/uploads/paroquias',
    ]) {
      const res = await get(url, admin);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('"name"');
    }
  });
});
