import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROCESS_OWNER } from '../storage/owner';
import { lockEmbedded } from './embedded-lock';
import { SERVER_USER } from './embedded-user';
import { openDb } from './open';

const run = promisify(execFile);
const host = PROCESS_OWNER.slice(PROCESS_OWNER.indexOf('@') + 1);
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sacra-lock-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the embedded database', () => {
  it('a second portal opening a DATA_DIR this one holds is refused, in Portuguese, without touching it', { timeout: 120_000 }, async () => {
    const dataDir = join(dir, 'held');
    const db = await openDb({ dataDir, databaseUrl: undefined });
    try {
      await db.exec('CREATE TABLE kept (n int); INSERT INTO kept VALUES (1)');
      const other = `import('./src/server/db/open.ts').then((m) => m.openDb({ dataDir: ${JSON.stringify(dataDir)} })).then(() => process.exit.call(process, 0), (e) => { console.error(e.message); process.exit.call(process, 1); })`;
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
    // Closed: the lock is gone, the server stopped, and the next process opens the same data.
    expect(existsSync(join(dataDir, 'portal.lock'))).toBe(false);
    expect(existsSync(join(dataDir, 'pgdata', 'postmaster.pid'))).toBe(false);
    const again = await openDb({ dataDir, databaseUrl: undefined });
    try {
      expect((await again.query<{ n: number }>('SELECT n FROM kept')).rows).toEqual([{ n: 1 }]);
    } finally {
      await again.close();
    }
  });

  it('runs as an unprivileged user (sacratech under root) even where that user cannot enter the parent folders', { timeout: 120_000 }, async () => {
    const closed = join(dir, 'closed');
    await mkdir(closed, { mode: 0o700 });
    const db = await openDb({ dataDir: join(closed, 'data'), databaseUrl: undefined });
    try {
      // Unicode case folding, as the accent-blind searches need.
      expect((await db.query<{ fold: string }>("SELECT lower('ÇÃO') AS fold")).rows).toEqual([{ fold: 'ção' }]);
      const owner = statSync(join(closed, 'data', 'pgdata')).uid;
      const expected = process.getuid?.() === 0 ? SERVER_USER : execFileSync('id', ['-nu'], { encoding: 'utf8' }).trim();
      expect(execFileSync('id', ['-nu', String(owner)], { encoding: 'utf8' }).trim()).toBe(expected);
    } finally {
      await db.close();
    }
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
