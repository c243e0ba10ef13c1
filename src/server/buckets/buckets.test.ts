import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import { BUCKET_MAX_BYTES, BUCKET_MSG, Bucket, BucketFile } from '../../shared/schemas/buckets';
import { createTestApp, type TestApp } from '../test/app';
import { multipart } from '../test/files';
import { signIn } from '../test/http';
import { bucketCalls, storedFiles } from './test-helpers';

let t: TestApp;
let api: ReturnType<typeof bucketCalls>;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  api = bucketCalls(t);
  for (const user of ['acolito', 'catequista', 'coordenador', 'secretaria', 'admin', 'outra']) cookies[user] = await signIn(t.app, user);
});
afterAll(() => t?.close());

describe('POST /api/buckets/create', () => {
  it('creates a bucket of the caller with a random 22-character code; it starts empty with the 1GB limit', async () => {
    const res = await api.create(cookies.catequista, { name: '  Fotos da catequese  ', regiao: 2 });
    expect(res.statusCode).toBe(201);
    const { rand } = res.json();
    expect(rand).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const bucket = Bucket.parse((await api.get(cookies.catequista, rand)).json());
    expect(bucket).toMatchObject({
      rand,
      name: 'Fotos da catequese',
      regiao: 2,
      tamanho: 0,
      tamanho_max: BUCKET_MAX_BYTES,
      used_percent: 0,
      owner_name: 'Ana Paula Ferreira',
      is_owner: true,
    });
    expect(Date.parse(bucket.created_at)).toBeGreaterThan(Date.now() - 60_000);
    // Codes do not follow one another.
    const other = (await api.create(cookies.catequista, { name: 'Outro', regiao: '1' })).json().rand;
    expect(other).not.toBe(rand);
    expect((await api.get(cookies.catequista, other)).json().regiao).toBe(1);
  });

  it('refuses a name of spaces, a missing name, an unknown region and a body that is not an object (422, nothing created)', async () => {
    const before = (await api.list(cookies.coordenador)).json().length;
    const cases: Array<[object | string, string, string]> = [
      [{ name: '    ', regiao: 1 }, 'name', BUCKET_MSG.nameRequired],
      [{ name: '\t\n ', regiao: 1 }, 'name', BUCKET_MSG.nameRequired],
      [{ regiao: 1 }, 'name', BUCKET_MSG.nameRequired],
      [{ name: 'x'.repeat(121), regiao: 1 }, 'name', ''],
      [{ name: 'Bucket', regiao: 3 }, 'regiao', BUCKET_MSG.regionInvalid],
      [{ name: 'Bucket', regiao: '1; DROP TABLE buckets' }, 'regiao', BUCKET_MSG.regionInvalid],
      [{ name: 'Bucket' }, 'regiao', BUCKET_MSG.regionInvalid],
    ];
    for (const [body, field, text] of cases) {
      const res = await api.create(cookies.coordenador, body as object);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().message).toBe(MSG.invalidData);
      if (text) expect(res.json().errors[field]).toEqual([text]);
      else expect(res.json().errors[field]).toHaveLength(1);
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/buckets/create',
      headers: { cookie: cookies.coordenador, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(notJson.statusCode).toBe(422);
    expect((await api.list(cookies.coordenador)).json()).toHaveLength(before);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/buckets/create', payload: { name: 'x', regiao: 1 } });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/buckets' })).statusCode).toBe(401);
  });
});

describe('GET /api/buckets', () => {
  it('lists only the caller’s own buckets, newest first', async () => {
    const rand = await api.newBucket(cookies.acolito, 'Escala nova');
    const list = (await api.list(cookies.acolito)).json() as Bucket[];
    expect(list.map((b) => b.name)).toEqual(['Escala nova', 'Escalas dos acólitos']);
    expect(list.every((b) => b.is_owner && b.owner_name === 'Lucas Henrique Oliveira')).toBe(true);
    expect(list[0].rand).toBe(rand);
    // The seeded bucket counts its files.
    expect(list[1].tamanho).toBeGreaterThan(0);
    expect(list[1].used_percent).toBeGreaterThanOrEqual(0);
  });

  it('roles 1 and 111 see every bucket of their parish, never another parish’s', async () => {
    const acolito = (await api.list(cookies.acolito)).json() as Bucket[];
    for (const user of ['admin', 'secretaria']) {
      const all = (await api.list(cookies[user])).json() as Bucket[];
      const names = all.map((b) => b.name);
      expect(names).toEqual(expect.arrayContaining(['Escalas dos acólitos', 'Documentos da secretaria', 'Fotos da festa junina']));
      expect(names).not.toContain('Arquivo paroquial');
      expect(all.find((b) => b.rand === acolito[0].rand)).toMatchObject({ is_owner: false, owner_name: 'Lucas Henrique Oliveira' });
    }
    const outra = (await api.list(cookies.outra)).json() as Bucket[];
    expect(outra.map((b) => b.name)).toEqual(['Arquivo paroquial']);
  });

  it('a user without buckets gets an empty array', async () => {
    const cookie = await signIn(t.app, 'semfuso');
    expect((await api.list(cookie)).json()).toEqual([]);
  });
});

describe('one bucket: get, files, upload, open, delete', () => {
  let rand: string;
  beforeAll(async () => {
    rand = await api.newBucket(cookies.acolito, 'Documentos');
  });

  it('uploads a file, counts its bytes and lists it; the file opens with its original name and nosniff', async () => {
    const data = Buffer.from('Olá, paróquia! '.repeat(100));
    const res = await api.upload(cookies.acolito, rand, 'relatório anual.txt', data);
    expect(res.statusCode).toBe(201);
    const file = BucketFile.parse(res.json());
    expect(file).toMatchObject({ file_name: 'relatório anual.txt', file_size: data.length, file_path: `/api/buckets/${rand}/files/${file.id}` });

    const bucket = (await api.get(cookies.acolito, rand)).json() as Bucket;
    expect(bucket.tamanho).toBe(data.length);
    expect(bucket.used_percent).toBe(Math.round((data.length / BUCKET_MAX_BYTES) * 10_000) / 100);
    expect((await api.files(cookies.acolito, rand)).json()).toEqual([file]);

    const opened = await api.open(cookies.acolito, file.file_path);
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(data)).toBe(true);
    expect(opened.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(opened.headers['content-disposition']).toBe(`attachment; filename="relatorio anual.txt"; filename*=UTF-8''relat%C3%B3rio%20anual.txt`);
    expect(opened.headers['x-content-type-options']).toBe('nosniff');
    expect(opened.headers['content-security-policy']).toContain('sandbox');
    expect(opened.headers['cache-control']).toBe('private, no-cache');
  });

  it('images open inline; HTML is never served as a page', async () => {
    const png = await api.upload(cookies.acolito, rand, 'foto.png', Buffer.from('89504e470d0a1a0a', 'hex'));
    const opened = await api.open(cookies.acolito, png.json().file_path);
    expect(opened.headers['content-type']).toBe('image/png');
    expect(opened.headers['content-disposition']).toMatch(/^inline; filename="foto.png"/);

    const html = await api.upload(cookies.acolito, rand, 'pagina.html', Buffer.from('<script>alert(1)</script>'));
    const page = await api.open(cookies.acolito, html.json().file_path);
    expect(page.headers['content-type']).toBe('application/octet-stream');
    expect(page.headers['content-disposition']).toMatch(/^attachment; filename="pagina.html"/);
  });

  it('names with ../ or control characters are stored under a random name and shown cleaned', async () => {
    const before = await storedFiles(t);
    const cases: Array<[string, string]> = [
      ['../../../../etc/passwd', 'passwd'],
      ['..\\..\\boot.ini', 'boot.ini'],
      ['nota\u0001\u0007\u001b[31m.txt', 'nota[31m.txt'],
      ['fatura\u202Efdp.exe', 'faturafdp.exe'],
      ['\u0000\u0001', 'arquivo'],
    ];
    for (const [sent, shown] of cases) {
      const res = await api.upload(cookies.acolito, rand, sent, Buffer.from('conteúdo'));
      expect(res.statusCode, sent).toBe(201);
      expect(res.json().file_name, sent).toBe(shown);
      const opened = await api.open(cookies.acolito, res.json().file_path);
      expect(opened.body).toBe('conteúdo');
      expect(opened.headers['content-disposition']).not.toMatch(/\p{Cc}/u);
      expect(opened.headers['content-disposition']).toMatch(/filename="[^"/\\]*"/);
    }
    const after = await storedFiles(t);
    const added = after.buckets.filter((n) => !before.buckets.includes(n));
    expect(added).toHaveLength(cases.length);
    for (const name of added) expect(name).toMatch(/^[a-f0-9]{32}\.(bin|txt|exe|ini)$/);
    // Nothing was written next to the storage folder.
    await expect(readFile(join(t.config.uploadsDir, '..', 'etc', 'passwd'))).rejects.toThrow();
    await expect(readFile(join(t.config.dataDir, '..', 'boot.ini'))).rejects.toThrow();
    expect(after.tmp).toEqual([]);
  });

  it('refuses a request without the file field, or not multipart (422), and counts nothing', async () => {
    const usage = await api.usage(rand);
    const wrongField = await api.upload(cookies.acolito, rand, 'a.txt', Buffer.from('x'), 'arquivo');
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json()).toEqual({ message: BUCKET_MSG.fileMissing, errors: { file: [BUCKET_MSG.fileMissing] } });
    const json = await t.app.inject({ method: 'POST', url: `/api/buckets/${rand}/upload`, headers: { cookie: cookies.acolito }, payload: { file: 'x' } });
    expect(json.statusCode).toBe(422);
    expect(await api.usage(rand)).toBe(usage);
  });

  it('a 20,000-character name is stored and shown cut to 120 characters; a stray text field is ignored', async () => {
    const usage = await api.usage(rand);
    const body = multipart([
      { name: 'nota', value: 'ignorada' },
      { name: 'file', filename: `${'n'.repeat(20_000)}.txt`, type: 'text/plain', data: Buffer.from('a') },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/buckets/${rand}/upload`,
      headers: { ...body.headers, cookie: cookies.acolito },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().file_name).toBe('n'.repeat(120));
    expect(res.json().file_size).toBe(1);
    expect(await api.usage(rand)).toBe(usage + 1);
  });

  it('HEAD on a file answers its headers without the body', async () => {
    const res = await api.upload(cookies.acolito, rand, 'cabecalho.txt', Buffer.from('corpo'));
    const head = await t.app.inject({ method: 'HEAD', url: res.json().file_path, headers: { cookie: cookies.acolito } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe('5');
    expect(head.body).toBe('');
  });

  it('deletes a file: gone from the list, the storage and the usage', async () => {
    const res = await api.upload(cookies.acolito, rand, 'apagar.txt', Buffer.alloc(1000, 1));
    const file = res.json() as BucketFile;
    const usage = await api.usage(rand);
    const stored = await storedFiles(t);

    const del = await api.deleteFile(cookies.acolito, rand, file.id);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ ok: true, message: BUCKET_MSG.fileDeleted });
    expect(await api.usage(rand)).toBe(usage - 1000);
    expect(((await api.files(cookies.acolito, rand)).json() as BucketFile[]).some((f) => f.id === file.id)).toBe(false);
    expect((await storedFiles(t)).buckets).toHaveLength(stored.buckets.length - 1);
    expect((await api.open(cookies.acolito, file.file_path)).statusCode).toBe(404);
    expect((await api.deleteFile(cookies.acolito, rand, file.id)).statusCode).toBe(404);
    expect((await api.deleteFile(cookies.acolito, rand, 'abc')).statusCode).toBe(404);
  });

  it('deletes the bucket with all its files', async () => {
    const doomed = await api.newBucket(cookies.acolito, 'Temporário');
    const before = await storedFiles(t);
    for (const name of ['a.txt', 'b.txt', 'c.txt']) await api.upload(cookies.acolito, doomed, name, Buffer.from(name));
    expect((await storedFiles(t)).buckets).toHaveLength(before.buckets.length + 3);

    const res = await api.deleteBucket(cookies.acolito, doomed);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: BUCKET_MSG.bucketDeleted });
    expect((await api.get(cookies.acolito, doomed)).statusCode).toBe(404);
    expect((await api.files(cookies.acolito, doomed)).statusCode).toBe(404);
    expect((await storedFiles(t)).buckets).toEqual(before.buckets);
    const { rows } = await t.db.query('SELECT 1 FROM bucket_files f JOIN buckets b ON b.id = f.bucket_id WHERE b.rand = $1', [doomed]);
    expect(rows).toEqual([]);
  });
});

describe('who may see and change a bucket', () => {
  let rand: string;
  let filePath: string;
  beforeAll(async () => {
    rand = await api.newBucket(cookies.coordenador, 'Particular');
    filePath = (await api.upload(cookies.coordenador, rand, 'segredo.txt', Buffer.from('segredo'))).json().file_path;
  });

  it('another user of the parish, and anyone of another parish, get 404 on every call; nothing changes', async () => {
    for (const user of ['acolito', 'outra']) {
      const cookie = cookies[user];
      const answers = [
        await api.get(cookie, rand),
        await api.files(cookie, rand),
        await api.open(cookie, filePath),
        await api.upload(cookie, rand, 'x.txt', Buffer.from('x')),
        await api.deleteFile(cookie, rand, filePath.split('/').pop()!),
        await api.deleteBucket(cookie, rand),
      ];
      for (const res of answers) {
        expect(res.statusCode, `${user} ${res.raw.req.method} ${res.raw.req.url}`).toBe(404);
        expect(res.json()).toEqual({ message: MSG.notFound });
      }
    }
    expect((await api.files(cookies.coordenador, rand)).json()).toHaveLength(1);
  });

  it('roles 1 and 111 of the parish see the bucket and open its files, but only the creator changes it (403)', async () => {
    for (const user of ['admin', 'secretaria']) {
      const cookie = cookies[user];
      expect((await api.get(cookie, rand)).json()).toMatchObject({ name: 'Particular', is_owner: false, owner_name: 'José Carlos Almeida' });
      expect((await api.files(cookie, rand)).json()).toHaveLength(1);
      expect((await api.open(cookie, filePath)).body).toBe('segredo');
      for (const res of [
        await api.upload(cookie, rand, 'x.txt', Buffer.from('x')),
        await api.deleteFile(cookie, rand, filePath.split('/').pop()!),
        await api.deleteBucket(cookie, rand),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: BUCKET_MSG.ownerOnly });
      }
    }
    expect((await api.files(cookies.coordenador, rand)).json()).toHaveLength(1);
  });

  it('malformed or unknown codes and ids are 404, never an error page', async () => {
    for (const url of [
      '/api/buckets/curto',
      '/api/buckets/AAAAAAAAAAAAAAAAAAAAAA',
      `/api/buckets/${rand}x`,
      "/api/buckets/'%20OR%201=1--/files",
      `/api/buckets/${rand}/files/0`,
      `/api/buckets/${rand}/files/99999999999`,
      `/api/buckets/${rand}/files/..%2F..%2Fpackage.json`,
    ]) {
      const res = await api.open(cookies.coordenador, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toMatch(/select|stack|\/tmp\//i);
    }
  });
});
