import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUCKET_MSG } from '../../shared/schemas/buckets';
import { bucketCalls } from '../buckets/test-helpers';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test/app';
import { signIn } from '../test/http';
import { createStorage } from './index';
import { PROCESS_OWNER } from './owner';
import { s3Storage } from './s3';
import { startS3Server } from './s3-test-server';
import type { Storage } from './types';

let s3: Awaited<ReturnType<typeof startS3Server>>;
let storage: Storage;
let client: S3Client;

beforeAll(async () => {
  s3 = await startS3Server();
  storage = s3Storage(s3.config);
  const { endpoint, region, accessKeyId, secretAccessKey } = s3.config;
  client = new S3Client({ endpoint, region, forcePathStyle: true, credentials: { accessKeyId: accessKeyId!, secretAccessKey: secretAccessKey! } });
});
afterAll(async () => {
  client?.destroy();
  await s3?.stop();
});

/** Every key in the store, under an optional prefix. */
async function keys(prefix = ''): Promise<string[]> {
  const out = await client.send(new ListObjectsV2Command({ Bucket: s3.config.bucket, Prefix: prefix }));
  return (out.Contents ?? []).map((o) => o.Key!).sort();
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** `total` bytes of a repeating pattern, made on the fly in 1 MB chunks; fails after `failAfter` bytes if given. */
function generated(total: number, failAfter?: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (failAfter !== undefined && sent >= failAfter) return this.destroy(new Error('conexão caiu'));
      if (sent >= total) return this.push(null);
      const size = Math.min(1024 * 1024, total - sent);
      this.push(Buffer.alloc(size, sent / (1024 * 1024)));
      sent += size;
    },
  });
}

describe('configuration', () => {
  it('STORAGE=s3 needs S3_BUCKET; the factory picks the driver the configuration names', () => {
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow(/STORAGE/);
    expect(loadConfig({}).storage).toEqual({ driver: 'local' });
    const config = loadConfig({ STORAGE: 's3', S3_BUCKET: 'midia', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' });
    expect(config.storage).toEqual({
      driver: 's3',
      bucket: 'midia',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'a',
      secretAccessKey: 'b',
    });
    expect(createStorage(config)).not.toBe(createStorage(loadConfig({})));
  });
});

describe('S3 storage driver (against s3rver on 127.0.0.1)', () => {
  it('receives into a temporary key, commits under a random name, reads back and removes', async () => {
    const upload = await storage.receive(Readable.from([Buffer.from('olá '), Buffer.from('mundo')]));
    expect(upload.size).toBe(Buffer.byteLength('olá mundo'));
    expect(await upload.head(3)).toEqual(Buffer.from('olá mundo').subarray(0, 3));
    expect(await keys('.tmp/')).toHaveLength(1);
    const name = await upload.commit('docs', 'txt');
    expect(name).toMatch(/^[a-f0-9]{32}\.txt$/);
    await upload.discard();
    expect(await keys()).toEqual([`docs/${name}`]);
    const file = await storage.open('docs', name);
    expect(file!.size).toBe(upload.size);
    expect((await readAll(file!.stream)).toString()).toBe('olá mundo');
    await storage.remove('docs', name);
    expect(await storage.open('docs', name)).toBeNull();
    expect(await keys()).toEqual([]);
  });

  it('a discarded upload leaves nothing; put stores a whole buffer', async () => {
    const upload = await storage.receive(Readable.from([Buffer.from('rascunho')]));
    await upload.discard();
    expect(await keys()).toEqual([]);
    const name = await storage.put('paroquias', '<svg/>', 'svg');
    expect((await readAll((await storage.open('paroquias', name))!.stream)).toString()).toBe('<svg/>');
    await storage.remove('paroquias', name);
  });

  it('streams a 20 MB upload in parts (never whole in memory) and reads back the same bytes', async () => {
    const total = 20 * 1024 * 1024;
    const expected = createHash('sha256');
    for await (const c of generated(total)) expected.update(c as Buffer);
    const upload = await storage.receive(generated(total));
    expect(upload.size).toBe(total);
    const name = await upload.commit('buckets', 'bin');
    const file = await storage.open('buckets', name);
    expect(file!.size).toBe(total);
    const actual = createHash('sha256');
    for await (const c of file!.stream) actual.update(c as Buffer);
    expect(actual.digest('hex')).toBe(expected.digest('hex'));
    await storage.remove('buckets', name);
  });

  it('leaves nothing behind when the source fails, before or after the first part was sent', async () => {
    await expect(storage.receive(generated(1024, 0))).rejects.toThrow('conexão caiu');
    await expect(storage.receive(generated(30 * 1024 * 1024, 18 * 1024 * 1024))).rejects.toThrow('conexão caiu');
    expect(await keys()).toEqual([]);
  });

  it('refuses names and kinds it could not have made', async () => {
    for (const [kind, name] of [
      ['docs', '../x.txt'],
      ['docs', 'x.txt'],
      ['../docs', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.txt'],
      ['.tmp', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.txt'],
    ]) {
      expect(await storage.open(kind, name)).toBeNull();
    }
    await expect(storage.put('docs', 'x', '../sh')).rejects.toThrow();
    await expect(storage.put('../etc', 'x', 'txt')).rejects.toThrow();
  });

  it('at start-up removes the temporary objects of gone processes of this machine, and keeps live uploads', async () => {
    const host = PROCESS_OWNER.slice(PROCESS_OWNER.indexOf('@') + 1);
    const gone = `.tmp/${'a'.repeat(32)}.${spawnSync(process.execPath, ['-e', '']).pid}@${host}`;
    const kept = [`.tmp/${'b'.repeat(32)}.${process.ppid}@${host}`, `.tmp/${'c'.repeat(32)}.1@outra-maquina`];
    for (const key of [gone, ...kept]) await client.send(new PutObjectCommand({ Bucket: s3.config.bucket, Key: key, Body: 'meio arquivo' }));
    expect(await storage.removeAbandoned()).toBe(1);
    expect(await keys('.tmp/')).toEqual(kept.sort());
    for (const key of kept) await client.send(new DeleteObjectCommand({ Bucket: s3.config.bucket, Key: key }));
  });
});

describe('buckets on S3 storage (STORAGE=s3)', () => {
  let t: TestApp;
  let api: ReturnType<typeof bucketCalls>;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ storage: s3.config });
    api = bucketCalls(t);
    cookie = await signIn(t.app, 'acolito');
  });
  afterAll(() => t?.close());

  it('uploads, opens, refuses past the quota, and deletes files and the bucket in the object store', async () => {
    const rand = await api.newBucket(cookie, 'Na nuvem');
    await api.setQuota(rand, 100 * 1024);
    const first = await api.upload(cookie, rand, '../relatório.txt', Buffer.from('conteúdo na nuvem'));
    expect(first.statusCode).toBe(201);
    expect(first.json().file_name).toBe('relatório.txt');
    const opened = await api.open(cookie, first.json().file_path);
    expect(opened.body).toBe('conteúdo na nuvem');
    expect(opened.headers['content-disposition']).toBe(`attachment; filename="relatorio.txt"; filename*=UTF-8''relat%C3%B3rio.txt`);
    expect(await keys('buckets/')).toHaveLength(1);

    const big = await Promise.all([api.upload(cookie, rand, 'a.bin', Buffer.alloc(60 * 1024)), api.upload(cookie, rand, 'b.bin', Buffer.alloc(60 * 1024))]);
    expect(big.map((r) => r.statusCode).sort()).toEqual([201, 413]);
    expect(big.find((r) => r.statusCode === 413)!.json()).toEqual({ message: BUCKET_MSG.quotaExceeded });
    expect(await api.usage(rand)).toBe(Buffer.byteLength('conteúdo na nuvem') + 60 * 1024);
    expect(await keys('buckets/')).toHaveLength(2);
    expect(await keys('.tmp/')).toEqual([]);

    expect((await api.deleteFile(cookie, rand, first.json().id)).statusCode).toBe(200);
    expect(await keys('buckets/')).toHaveLength(1);
    expect((await api.deleteBucket(cookie, rand)).statusCode).toBe(200);
    expect(await keys()).toEqual([]);
  });
});
