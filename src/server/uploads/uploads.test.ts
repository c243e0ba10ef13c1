import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { multipart, PNG_1PX } from '../test/files';
import { signIn } from '../test/http';
import { bucketCalls } from '../buckets/test-helpers';
import { noticeKit } from '../notices/test-helpers';

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

describe('a file follows the account state and visibility of the API that lists it', () => {
  const notices = () => noticeKit(t);
  const attachmentOf = async (values: Record<string, string>) => {
    const res = await notices().create(
      admin,
      { title: 'Aviso com anexo', legend: '', level_importance: '0', ...values },
      {
        name: 'anexo',
        filename: 'cartaz.png',
        type: 'image/png',
        data: PNG_1PX,
      },
    );
    expect(res.statusCode).toBe(201);
    return res.json().data.anexo_url as string;
  };

  it('a blocked user and one who must change the password get no notice attachment, published or scheduled', async () => {
    const published = await attachmentOf({ send_at: '' });
    const scheduled = await attachmentOf({ send_at: new Date(t.clock.now().getTime() + 86_400_000).toISOString() });
    const [acolito, secretaria, bloqueado, novato] = await Promise.all(['acolito', 'secretaria', 'bloqueado', 'novato'].map((u) => signIn(t.app, u)));
    expect((await get(published, acolito)).statusCode).toBe(200);
    expect((await get(scheduled, acolito)).statusCode).toBe(404);
    expect((await get(scheduled, secretaria)).statusCode).toBe(200);
    // The API refuses both of them; so do their files (novato writes notices, but not before changing the password).
    for (const [who, cookie] of [
      ['bloqueado', bloqueado],
      ['novato', novato],
    ]) {
      for (const url of [published, scheduled]) {
        const res = await get(url, cookie);
        expect(res.statusCode, `${who} ${url}`).toBe(404);
        expect(res.rawPayload.includes(PNG_1PX)).toBe(false);
      }
    }
  });

  it('one’s own avatar shows in any account state; others’ only to users who may list people', async () => {
    const own = 'cccccccccccccccccccccccccccccccc.png';
    await writeFile(join(t.config.uploadsDir, 'avatars', own), PNG_1PX);
    await t.db.query("UPDATE users SET avatar = $1 WHERE username = 'bloqueado'", [own]);
    const [bloqueado, novato, acolito] = await Promise.all(['bloqueado', 'novato', 'acolito'].map((u) => signIn(t.app, u)));
    expect((await get(`/uploads/avatars/${own}`, bloqueado)).statusCode).toBe(200);
    expect((await get(`/uploads/avatars/${own}`, acolito)).statusCode).toBe(200);
    expect((await get(avatarUrl, bloqueado)).statusCode).toBe(404);
    expect((await get(avatarUrl, novato)).statusCode).toBe(404);
  });

  it('register photos and attachments: only for users who may call the registers’ API, never kept in a cache', async () => {
    const body = multipart([
      { name: 'name', value: 'Pessoa com Foto' },
      { name: 'born_date', value: '1990-01-01' },
      { name: 'phone', value: '11987654321' },
      { name: 'photo', filename: 'foto.png', type: 'image/png', data: PNG_1PX },
    ]);
    const created = await t.app.inject({ method: 'POST', url: '/api/registers', headers: { ...body.headers, cookie: admin }, payload: body.payload });
    expect(created.statusCode).toBe(201);
    const photo = created.json().data.photo as string;
    const ok = await get(photo, admin);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    await t.db.query("UPDATE users SET status = 1 WHERE username = 'secretaria'");
    try {
      const secretaria = await signIn(t.app, 'secretaria');
      expect((await get(photo, secretaria)).statusCode).toBe(404);
    } finally {
      await t.db.query("UPDATE users SET status = 0 WHERE username = 'secretaria'");
    }
  });
});

describe('every upload kind keeps only a safe name for display and download', () => {
  // Folders both ways, a bidi override, a control character, '..' and a leading dot, for a PNG called .txt.
  const HOSTILE = '../..\\\u202E.evil\u0007..txt';
  const SHOWN = 'evil.png';
  const send = (url: string, cookie: string, parts: Parameters<typeof multipart>[0]) => {
    const body = multipart(parts);
    return t.app.inject({ method: 'POST', url, headers: { ...body.headers, cookie }, payload: body.payload });
  };
  const hostilePng = (name: string) => ({ name, filename: HOSTILE, type: 'image/png', data: PNG_1PX });

  it('avatar: stored and served under a random name only', async () => {
    const res = await send('/api/me/avatar', await signIn(t.app, 'semfoto'), [hostilePng('avatar')]);
    expect(res.statusCode).toBe(200);
    expect(res.json().avatar).toMatch(/^\/uploads\/avatars\/[a-f0-9]{32}\.(png|jpg)$/);
  });

  it('register photo and attachments', async () => {
    const photo = await send('/api/registers', admin, [
      { name: 'name', value: 'Nome Hostil' },
      { name: 'born_date', value: '1990-01-01' },
      { name: 'phone', value: '11987654321' },
      hostilePng('photo'),
    ]);
    expect(photo.statusCode).toBe(201);
    expect(photo.json().data.photo).toMatch(/^\/uploads\/registers\/[a-f0-9]{32}\.png$/);
    const attached = await send(`/api/registers/${photo.json().data.id}/attachments`, admin, [hostilePng('files[]')]);
    expect(attached.statusCode).toBe(200);
    expect(attached.json().items[0].original_name).toBe(SHOWN);
  });

  it('notice attachment', async () => {
    const res = await send('/api/feed-posts', admin, [{ name: 'title', value: 'Aviso hostil' }, hostilePng('anexo')]);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.anexo).toBe(SHOWN);
  });

  it('protocol files', async () => {
    const cookie = await signIn(t.app, 'acolito');
    const created = await t.app.inject({ method: 'POST', url: '/api/protocols', headers: { cookie }, payload: { description: 'Nome hostil' } });
    const res = await send(`/api/protocols/${created.json().item.id}/files`, cookie, [hostilePng('files[]')]);
    expect(res.statusCode).toBe(201);
    expect(res.json().files[0].original_name).toBe(SHOWN);
  });

  it('bucket files, also in the download’s Content-Disposition', async () => {
    const buckets = bucketCalls(t);
    const cookie = await signIn(t.app, 'acolito');
    const rand = await buckets.newBucket(cookie);
    const res = await buckets.upload(cookie, rand, HOSTILE, PNG_1PX);
    expect(res.statusCode).toBe(201);
    expect(res.json().file_name).toBe(SHOWN);
    const opened = await buckets.open(cookie, res.json().file_path);
    expect(opened.headers['content-disposition']).toBe(`inline; filename="${SHOWN}"; filename*=UTF-8''${SHOWN}`);
  });
});
