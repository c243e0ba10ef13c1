import { spawnSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BUCKET_MSG } from '../../shared/schemas/buckets';
import { createTestApp, type TestApp } from '../test/app';
import { signIn } from '../test/http';
import { localStorage } from '../storage/local';
import { abandonedAtStart, PROCESS_OWNER } from '../storage/owner';
import { removeAbandonedReservations } from './repository';
import { BUCKET_KIND } from './upload';
import { bucketCalls, rawUpload as rawUploadOf, storedFiles } from './test-helpers';

// The 1 GB quota is a column: these buckets get a few hundred KB so the same rules run in milliseconds.
const KB = 1024;
/** Server-side work is polled for: a busy machine may take seconds. */
const SLOW = { timeout: 20_000, interval: 50 };

let t: TestApp;
let api: ReturnType<typeof bucketCalls>;
let cookie: string;
let port: number;
const openSockets: Array<{ destroy: () => void }> = [];

beforeAll(async () => {
  t = await createTestApp();
  api = bucketCalls(t);
  cookie = await signIn(t.app, 'catequista');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
// A failed test must not leave a half-sent upload holding the server open.
afterEach(() => openSockets.splice(0).forEach((s) => s.destroy()));
afterAll(() => t?.close());

/** A raw upload whose socket is closed after the test, whatever happens. */
function rawUpload(...args: Parameters<typeof rawUploadOf>) {
  const upload = rawUploadOf(...args);
  openSockets.push(upload.socket);
  return upload;
}

async function bucketWithQuota(bytes: number): Promise<string> {
  const rand = await api.newBucket(cookie, `Cota ${bytes}`);
  await api.setQuota(rand, bytes);
  return rand;
}

describe('the quota', () => {
  it('accepts a file that fills the bucket to the byte, then refuses one more byte; the bucket reads 100%', async () => {
    const rand = await bucketWithQuota(64 * KB);
    expect((await api.upload(cookie, rand, 'a.bin', Buffer.alloc(40 * KB))).statusCode).toBe(201);
    expect((await api.upload(cookie, rand, 'b.bin', Buffer.alloc(24 * KB))).statusCode).toBe(201);
    const full = await api.upload(cookie, rand, 'c.bin', Buffer.alloc(1));
    expect(full.statusCode).toBe(413);
    expect(full.json()).toEqual({ message: BUCKET_MSG.quotaExceeded });
    expect((await api.get(cookie, rand)).json()).toMatchObject({ tamanho: 64 * KB, used_percent: 100 });
    expect((await api.files(cookie, rand)).json()).toHaveLength(2);
  });

  it('two uploads at once that together pass it: exactly one is stored, and the usage is that file’s size', async () => {
    const rand = await bucketWithQuota(1000 * KB);
    const before = await storedFiles(t);
    const answers = await Promise.all([
      api.upload(cookie, rand, 'um.bin', Buffer.alloc(600 * KB, 1)),
      api.upload(cookie, rand, 'dois.bin', Buffer.alloc(600 * KB, 2)),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 413]);
    expect(await api.usage(rand)).toBe(600 * KB);
    expect((await api.files(cookie, rand)).json()).toHaveLength(1);
    await expect.poll(async () => (await storedFiles(t)).tmp, SLOW).toEqual([]);
    expect((await storedFiles(t)).buckets).toHaveLength(before.buckets.length + 1);
  });

  it('a streamed upload (unknown length) that runs out of room while another is in flight stops mid-stream', async () => {
    const rand = await bucketWithQuota(1000 * KB);
    const before = await storedFiles(t);
    const first = rawUpload(port, { rand, cookie, filename: 'primeiro.bin', size: 600 * KB, chunked: true });
    await first.send(600 * KB);
    await expect.poll(() => api.usage(rand), SLOW).toBeGreaterThanOrEqual(600 * KB);

    const second = rawUpload(port, { rand, cookie, filename: 'segundo.bin', size: 600 * KB, chunked: true });
    let answered: { status: number; body: string } | undefined;
    void second.response().then((a) => (answered = a));
    // 50 KB at a time: the server answers once the second file passes the 400 KB still free, not at its end.
    let sent = 0;
    while (!answered && sent < 600 * KB) {
      await second.send(50 * KB);
      sent += 50 * KB;
      await new Promise((r) => setTimeout(r, 20));
    }
    await expect.poll(() => answered?.status, SLOW).toBe(413);
    expect(JSON.parse(answered!.body)).toEqual({ message: BUCKET_MSG.quotaExceeded });

    await first.finish();
    expect((await first.response()).status).toBe(201);
    await expect.poll(() => api.usage(rand), SLOW).toBe(600 * KB);
    expect(((await api.files(cookie, rand)).json() as Array<{ file_name: string }>).map((f) => f.file_name)).toEqual(['primeiro.bin']);
    await expect.poll(async () => (await storedFiles(t)).tmp, SLOW).toEqual([]);
    expect((await storedFiles(t)).buckets).toHaveLength(before.buckets.length + 1);
  });

  it('uploads racing chunk by chunk never pass it together; what is counted is exactly what is stored', async () => {
    const rand = await bucketWithQuota(1000 * KB);
    const before = await storedFiles(t);
    const uploads = [0, 1, 2].map((i) => rawUpload(port, { rand, cookie, filename: `corrida-${i}.bin`, size: 400 * KB, chunked: true }));
    for (let sent = 0; sent < 400 * KB; sent += 40 * KB) {
      for (const u of uploads) await u.send(40 * KB);
    }
    for (const u of uploads) await u.finish();
    const statuses = (await Promise.all(uploads.map((u) => u.response()))).map((a) => a.status);
    expect(statuses.every((s) => s === 201 || s === 413)).toBe(true);
    expect(statuses).toContain(413);
    const stored = statuses.filter((s) => s === 201).length;
    await expect.poll(() => api.usage(rand), SLOW).toBe(stored * 400 * KB);
    expect((await api.files(cookie, rand)).json()).toHaveLength(stored);
    await expect.poll(async () => (await storedFiles(t)).tmp, SLOW).toEqual([]);
    expect((await storedFiles(t)).buckets).toHaveLength(before.buckets.length + stored);
  });

  it('a body announced larger than the space left is refused at once, before any of it is read or stored', async () => {
    const rand = await bucketWithQuota(100 * KB);
    const upload = rawUpload(port, { rand, cookie, filename: 'grande.bin', size: 10 * 1024 * KB });
    await upload.send(1 * KB);
    // Only 1 KB of 10 MB was sent: the answer comes without waiting for the rest.
    const answer = await upload.response();
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: BUCKET_MSG.quotaExceeded });
    expect(await api.usage(rand)).toBe(0);
    await expect.poll(async () => (await storedFiles(t)).tmp, SLOW).toEqual([]);
  });
});

describe('an upload cut off half-way', () => {
  it('leaves nothing stored and nothing counted', async () => {
    const rand = await bucketWithQuota(10 * 1024 * KB);
    const before = await storedFiles(t);
    const upload = rawUpload(port, { rand, cookie, filename: 'cortado.bin', size: 2 * 1024 * KB });
    await upload.send(1024 * KB);
    // The server has the file half-received: its bytes are reserved and a temporary file exists.
    await expect.poll(() => api.usage(rand), SLOW).toBeGreaterThan(0);
    await expect.poll(async () => (await storedFiles(t)).tmp.length, SLOW).toBe(1);
    upload.socket.destroy();

    await expect.poll(() => api.usage(rand), SLOW).toBe(0);
    await expect.poll(async () => (await storedFiles(t)).tmp, SLOW).toEqual([]);
    expect((await storedFiles(t)).buckets).toEqual(before.buckets);
    expect((await api.files(cookie, rand)).json()).toEqual([]);
    // The bucket still works afterwards.
    expect((await api.upload(cookie, rand, 'depois.txt', Buffer.from('ok'))).statusCode).toBe(201);
    expect(await api.usage(rand)).toBe(2);
  });
});

describe('after a crash mid-upload (the process killed, its reservation row left behind)', () => {
  it('start-up drops the reservation of a gone process and the file it had just stored; a live one’s stays; an expired one never counts', async () => {
    const rand = await bucketWithQuota(1000 * KB);
    const { rows } = await t.db.query<{ id: number }>('SELECT id FROM buckets WHERE rand = $1', [rand]);
    const storage = localStorage(t.config.uploadsDir);
    const stored = await storage.put(BUCKET_KIND, 'movido, sem linha', 'bin');
    const host = PROCESS_OWNER.slice(PROCESS_OWNER.indexOf('@') + 1);
    const reserve = (id: string, owner: string, bytes: number, storedName: string | null, seconds: number) =>
      t.db.query(
        "INSERT INTO bucket_reservations (id, bucket_id, owner, bytes, stored_name, expires_at) VALUES ($1, $2, $3, $4, $5, now() + $6 * interval '1 second')",
        [id, rows[0].id, owner, bytes, storedName, seconds],
      );
    await reserve('morto', `${spawnSync(process.execPath, ['-e', '']).pid}@${host}`, 600 * KB, stored, 120);
    await reserve('vivo', `${process.ppid}@${host}`, 100 * KB, null, 120);
    await reserve('vencido', `${process.ppid}@outra-maquina`, 900 * KB, null, -1);
    expect(await api.usage(rand)).toBe(700 * KB);
    expect((await api.upload(cookie, rand, 'nao-cabe.bin', Buffer.alloc(400 * KB))).statusCode).toBe(413);

    expect(await removeAbandonedReservations(t.db, abandonedAtStart, (name) => storage.remove(BUCKET_KIND, name))).toBe(1);
    expect(await api.usage(rand)).toBe(100 * KB);
    expect(await storage.open(BUCKET_KIND, stored)).toBeNull();
    expect((await api.upload(cookie, rand, 'cabe.bin', Buffer.alloc(400 * KB))).statusCode).toBe(201);
    expect(await api.usage(rand)).toBe(500 * KB);
  });
});
