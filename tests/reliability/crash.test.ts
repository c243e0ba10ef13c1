import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Bucket, BucketFileList } from '../../src/shared/schemas/buckets';
import { rawUpload } from '../../src/server/buckets/test-helpers';
import { multipart, PDF_HEADER } from '../../src/server/test/files';
import { signInOver } from '../../src/server/test/spawn';
import { DATABASES, portalSetups } from './portals';

const KB = 1024;
const MB = 1024 * KB;
const GB = 1024 * MB;
/** Free room left beside the big upload's reservation: a leaked reservation would make a 16 MB upload fail after the restart. */
const ROOM = 12 * MB;
const SLOW = { timeout: 60_000, interval: 100 };

const sockets: Array<{ destroy(): void }> = [];
afterAll(() => sockets.forEach((s) => s.destroy()));
const { prepare, start } = portalSetups('crash');

/** A bucket file's bytes, known from its name alone: any listed file can be checked, acknowledged or not. */
const contentOf = (name: string) => Buffer.alloc(64 * KB + Number(/\d+/.exec(name)?.[0] ?? 0), name);

const list = (dir: string) => readdir(dir).catch(() => [] as string[]);

describe.each(DATABASES)('crash: SIGKILL in the middle of writes, then a restart (%s)', (db) => {
  it('the database opens, no acknowledged write is lost, no half-written file is listed or counted', { timeout: 600_000 }, async () => {
    const setup = await prepare(db);
    const uploadsDir = join(setup.dataDir, 'uploads');
    const first = await start(setup);
    const url = first.url;
    const cookie = await signInOver(url, 'admin');
    const json = (body: object) => ({ method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const secretaria = await signInOver(url, 'secretaria');
    const receiverId = ((await (await fetch(`${url}/api/me`, { headers: { cookie: secretaria } })).json()) as { id: number }).id;
    const created = await fetch(`${url}/api/buckets/create`, json({ name: 'Arquivo da secretaria', regiao: 1 }));
    const { rand } = (await created.json()) as { rand: string };
    const bucketJson = async (base: string, c: string) => Bucket.parse(await (await fetch(`${base}/api/buckets/${rand}`, { headers: { cookie: c } })).json());

    const uploadFile = async (base: string, c: string, name: string, data: Buffer) => {
      const body = multipart([{ name: 'file', filename: name, type: 'application/octet-stream', data }]);
      return fetch(`${base}/api/buckets/${rand}/upload`, { method: 'POST', headers: { ...body.headers, cookie: c }, body: new Uint8Array(body.payload) });
    };
    const newRegister = async (name: string) => {
      const res = await fetch(`${url}/api/registers`, json({ name, phone: '11987654321', born_date: '1990-05-01' }));
      return res.status === 201 ? ((await res.json()) as { data: { id: number } }).data.id : null;
    };

    // Before the storm: two stored files, and a register with one attachment.
    for (const name of ['antes-1.bin', 'antes-2.bin']) expect((await uploadFile(url, cookie, name, contentOf(name))).status).toBe(201);
    const registerId = (await newRegister('Registro com anexo'))!;
    const pdf = multipart([{ name: 'files[]', filename: 'certidao.pdf', type: 'application/pdf', data: PDF_HEADER }]);
    const attached = await fetch(`${url}/api/registers/${registerId}/attachments`, {
      method: 'POST',
      headers: { ...pdf.headers, cookie },
      body: new Uint8Array(pdf.payload),
    });
    expect(attached.status).toBe(200);
    const bucketFilesBefore = (await list(join(uploadsDir, 'buckets'))).length;

    // A large upload that announces almost all the room left: its bytes are reserved up front, then it stalls half-sent.
    const used = (await bucketJson(url, cookie)).tamanho;
    const bigSize = GB - used - ROOM - 256;
    const big = rawUpload(first.port, { rand, cookie, filename: 'grande.bin', size: bigSize });
    sockets.push(big.socket);
    await big.send(3 * MB);
    await expect.poll(async () => (await bucketJson(url, cookie)).tamanho, SLOW).toBeGreaterThan(GB - ROOM - MB);
    // A register attachment cut the same way.
    const attachment = rawUpload(first.port, {
      rand,
      cookie,
      filename: 'laudo.pdf',
      size: 4 * MB,
      path: `/api/registers/${registerId}/attachments`,
      field: 'files[]',
    });
    sockets.push(attachment.socket);
    await attachment.send(2 * MB);

    // Streams of writes, each recording what the server acknowledged.
    let crashed = false;
    const registers: number[] = [];
    const messages: number[] = [];
    const uploaded: string[] = [];
    // Capped: the conversation endpoint shows the latest 200 messages, and the bucket's room is ROOM.
    const loop = async (step: (i: number) => Promise<void>, cap = Infinity) => {
      for (let i = 1; !crashed && i <= cap; i++) await step(i).catch(() => undefined);
    };
    const writers = [
      loop(async (i) => {
        const id = await newRegister(`Registro ${i}`);
        if (id) registers.push(id);
      }),
      loop(async (i) => {
        const res = await fetch(`${url}/api/messages/send`, json({ receiver_id: receiverId, message: `Mensagem ${i}` }));
        if (res.status === 200) messages.push(((await res.json()) as { id: number }).id);
      }, 150),
      loop(async (i) => {
        const name = `parte-${i}.bin`;
        if ((await uploadFile(url, cookie, name, contentOf(name))).status === 201) uploaded.push(name);
      }, 100),
    ];
    await expect.poll(() => Math.min(registers.length, messages.length, uploaded.length), SLOW).toBeGreaterThanOrEqual(3);
    // Both half-sent uploads sit in temporary files (the big one's name ends in its process: <random>.<pid>@<host>).
    await expect.poll(async () => (await list(join(uploadsDir, '.tmp'))).length, SLOW).toBeGreaterThanOrEqual(2);
    first.child.kill('SIGKILL');
    await first.exited;
    crashed = true;
    await Promise.all(writers);
    // The portal had no chance to remove its lock (the restart takes it over); its embedded server does not
    // outlive it: told by the kernel that its parent died, it shuts down cleanly by itself.
    if (!setup.database) {
      expect(existsSync(join(setup.dataDir, 'portal.lock'))).toBe(true);
      await expect.poll(() => existsSync(join(setup.dataDir, 'pgdata', 'postmaster.pid')), SLOW).toBe(false);
    }
    console.info(
      `crash (${db}): SIGKILL after ${registers.length} registers, ${messages.length} messages, ${uploaded.length} uploads acknowledged; 2 uploads half-sent`,
    );

    const t0 = Date.now();
    const second = await start(setup);
    const restartMs = Date.now() - t0;
    const again = await signInOver(second.url, 'admin');
    const get = (path: string) => fetch(`${second.url}${path}`, { headers: { cookie: again } });

    // Every acknowledged register and message is there.
    for (const id of [registerId, ...registers]) expect((await get(`/api/registers/${id}`)).status, `register ${id}`).toBe(200);
    const conversation = (await (await get(`/api/messages/conversation/${receiverId}`)).json()) as { items: Array<{ id: number }> };
    const ids = new Set(conversation.items.map((m) => m.id));
    expect(messages.filter((id) => !ids.has(id))).toEqual([]);

    // The cut uploads are neither listed nor counted; what is listed downloads byte for byte.
    const files = BucketFileList.parse(await (await get(`/api/buckets/${rand}/files`)).json());
    const names = files.map((f) => f.file_name);
    expect(names).not.toContain('grande.bin');
    for (const name of ['antes-1.bin', 'antes-2.bin', ...uploaded]) expect(names).toContain(name);
    const bucket = await bucketJson(second.url, again);
    expect(bucket.tamanho).toBe(files.reduce((sum, f) => sum + f.file_size, 0));
    for (const f of files) {
      const body = Buffer.from(await (await get(f.file_path)).arrayBuffer());
      expect(body.equals(contentOf(f.file_name)), f.file_name).toBe(true);
    }
    const attachments = (await (await get(`/api/registers/${registerId}/attachments`)).json()) as { data: Array<{ original_name: string }> };
    expect(attachments.data.map((a) => a.original_name)).toEqual(['certidao.pdf']);

    // No half-written file lingers: the temporary folder is empty, the bucket folder holds exactly the listed files.
    expect(await list(join(uploadsDir, '.tmp'))).toEqual([]);
    expect((await list(join(uploadsDir, 'buckets'))).length).toBe(bucketFilesBefore + files.length - 2);

    // The room the crashed upload had reserved is free again: a 16 MB file fits (it would not with the reservation leaked).
    const after = await uploadFile(second.url, again, 'depois-16.bin', Buffer.alloc(16 * MB, 7));
    expect(after.status, await after.clone().text()).toBe(201);
    expect((await bucketJson(second.url, again)).tamanho).toBe(bucket.tamanho + 16 * MB);
    console.info(`crash (${db}): restart ${restartMs} ms; ${files.length} files listed, ${bucket.tamanho} bytes counted = their sum; no temporary file left`);
    expect(await second.stop()).toBe(0);
  });
});
