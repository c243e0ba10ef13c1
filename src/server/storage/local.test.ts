import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStorage } from './local';
import { PROCESS_OWNER } from './owner';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'sacra-storage-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('local storage', () => {
  it('receives into a temporary file, commits under a random name, reads back and removes', async () => {
    const storage = localStorage(root);
    const upload = await storage.receive(Readable.from([Buffer.from('olá '), Buffer.from('mundo')]));
    expect(upload.size).toBe(Buffer.byteLength('olá mundo'));
    expect(await upload.head(3)).toEqual(Buffer.from('olá mundo').subarray(0, 3));
    const name = await upload.commit('docs', 'txt');
    expect(name).toMatch(/^[a-f0-9]{32}\.txt$/);
    await upload.discard();
    expect(await readdir(join(root, '.tmp'))).toEqual([]);
    const file = await storage.open('docs', name);
    const chunks: Buffer[] = [];
    for await (const c of file!.stream) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('olá mundo');
    await storage.remove('docs', name);
    expect(await storage.open('docs', name)).toBeNull();
  });

  it('leaves nothing behind when the source stream fails', async () => {
    const storage = localStorage(root);
    const failing = new Readable({
      read() {
        this.destroy(new Error('conexão caiu'));
      },
    });
    await expect(storage.receive(failing)).rejects.toThrow('conexão caiu');
    expect(await readdir(join(root, '.tmp'))).toEqual([]);
  });

  it('refuses names and kinds it could not have made', async () => {
    const storage = localStorage(root);
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

  it('at start-up removes the temporary files of gone processes of this machine and old ones, and keeps live uploads', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sacra-abandoned-'));
    const storage = localStorage(dir);
    const host = PROCESS_OWNER.slice(PROCESS_OWNER.indexOf('@') + 1);
    const gonePid = spawnSync(process.execPath, ['-e', '']).pid;
    const names = {
      gone: `${'a'.repeat(32)}.${gonePid}@${host}`,
      live: `${'b'.repeat(32)}.${process.ppid}@${host}`,
      elsewhere: `${'c'.repeat(32)}.1@outra-maquina`,
      elsewhereOld: `${'d'.repeat(32)}.1@outra-maquina`,
    };
    await mkdir(join(dir, '.tmp'));
    for (const name of Object.values(names)) await writeFile(join(dir, '.tmp', name), 'meio arquivo');
    const twoDaysAgo = new Date(Date.now() - 48 * 3600_000);
    await utimes(join(dir, '.tmp', names.elsewhereOld), twoDaysAgo, twoDaysAgo);
    expect(await storage.removeAbandoned()).toBe(2);
    expect((await readdir(join(dir, '.tmp'))).sort()).toEqual([names.live, names.elsewhere].sort());
    await rm(dir, { recursive: true, force: true });
  });
});
