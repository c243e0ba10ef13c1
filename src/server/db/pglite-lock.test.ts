import { execFile, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROCESS_OWNER } from '../storage/owner';
import { openPglite } from './pglite';
import { lockEmbedded } from './pglite-lock';

const run = promisify(execFile);
const host = PROCESS_OWNER.slice(PROCESS_OWNER.indexOf('@') + 1);
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sacra-lock-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('one process per embedded database', () => {
  it('a second process opening a folder this one holds is refused, in Portuguese, without touching it', { timeout: 120_000 }, async () => {
    const pgdata = join(dir, 'held');
    const db = await openPglite(pgdata);
    try {
      await db.exec('CREATE TABLE kept (n int); INSERT INTO kept VALUES (1)');
      const other = `import('./src/server/db/pglite.ts').then((m) => m.openPglite(${JSON.stringify(pgdata)})).then(() => process.exit(0), (e) => { console.error(e.message); process.exit(1); })`;
      const refused = await run(process.execPath, ['--import', 'tsx', '-e', other]).then(
        () => null,
        (error: { code: number; stderr: string }) => error,
      );
      expect(refused?.code).toBe(1);
      expect(refused?.stderr).toContain(`está em uso pelo processo ${PROCESS_OWNER}: pare o portal antes`);
      expect((await db.query<{ n: number }>('SELECT n FROM kept')).rows).toEqual([{ n: 1 }]);
    } finally {
      await db.close();
    }
    // Closed: the lock is gone and the next process may open it.
    expect(existsSync(join(pgdata, 'portal.lock'))).toBe(false);
  });

  it('takes over the lock of a process that ended without closing (a crash)', async () => {
    const folder = join(dir, 'crashed');
    await mkdir(folder, { recursive: true });
    const ended = spawnSync(process.execPath, ['-e', '0']).pid;
    await writeFile(join(folder, 'portal.lock'), `${ended}@${host}`);
    const release = await lockEmbedded(folder);
    expect(readFileSync(join(folder, 'portal.lock'), 'utf8')).toBe(PROCESS_OWNER);
    await release();
    expect(existsSync(join(folder, 'portal.lock'))).toBe(false);
  });

  it('refuses a lock held by another live process', async () => {
    const folder = join(dir, 'live');
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'portal.lock'), `${process.ppid}@${host}`);
    await expect(lockEmbedded(folder)).rejects.toThrow(`está em uso pelo processo ${process.ppid}@${host}`);
    expect(readFileSync(join(folder, 'portal.lock'), 'utf8')).toBe(`${process.ppid}@${host}`);
  });
});
