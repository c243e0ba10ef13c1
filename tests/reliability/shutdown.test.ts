import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BucketFileList } from '../../src/shared/schemas/buckets';
import { rawUpload } from '../../src/server/buckets/test-helpers';
import { signInOver } from '../../src/server/test/spawn';
import { DATABASES, portalSetups } from './portals';

const MB = 1024 * 1024;

const { prepare, start } = portalSetups('shutdown');

/** Whether a new TCP connection to the port is refused. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

describe.each(DATABASES)('graceful shutdown on SIGTERM (the real server process, %s)', (db) => {
  it('stops accepting, finishes the upload under way, closes the database, exits 0; a restart finds the file', { timeout: 300_000 }, async () => {
    const setup = await prepare(db);
    const first = await start(setup);
    const cookie = await signInOver(first.url, 'admin');
    const created = await fetch(`${first.url}/api/buckets/create`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Atas do conselho', regiao: 1 }),
    });
    expect(created.status).toBe(201);
    const { rand } = (await created.json()) as { rand: string };

    // A 3 MB upload sent slowly: the first megabyte, then SIGTERM, then the rest.
    const upload = rawUpload(first.port, { rand, cookie, filename: 'ata-2026.txt', size: 3 * MB });
    await upload.send(MB);
    await new Promise((r) => setTimeout(r, 300));
    first.child.kill('SIGTERM');

    const stopAccepting = Date.now() + 10_000;
    while (!(await refused(first.port))) {
      expect(Date.now(), 'still accepting connections 10 s after SIGTERM').toBeLessThan(stopAccepting);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(first.child.exitCode).toBeNull();

    await upload.send(MB);
    await upload.send(MB);
    await upload.finish();
    const finished = Date.now();
    const answer = await upload.response();
    expect(answer.status, answer.body).toBe(201);
    expect(JSON.parse(answer.body)).toMatchObject({ file_name: 'ata-2026.txt', file_size: 3 * MB });

    expect(await first.exited).toBe(0);
    const exitMs = Date.now() - finished;
    expect(exitMs, 'exit after the last response').toBeLessThan(10_000);
    console.info(`shutdown: the upload under way finished (201) after SIGTERM; exit 0 ${exitMs} ms after its answer`);
    expect(first.output()).toContain('encerrando');
    // Closed cleanly: the embedded server stopped (its postmaster.pid gone) and the portal's lock removed.
    if (!setup.database) {
      expect(existsSync(join(setup.dataDir, 'pgdata', 'postmaster.pid'))).toBe(false);
      expect(existsSync(join(setup.dataDir, 'portal.lock'))).toBe(false);
    }

    const second = await start(setup);
    const again = await signInOver(second.url, 'admin');
    const files = await fetch(`${second.url}/api/buckets/${rand}/files`, { headers: { cookie: again } });
    const ata = BucketFileList.parse(await files.json()).find((f) => f.file_name === 'ata-2026.txt');
    expect(ata?.file_size).toBe(3 * MB);
    const download = await fetch(`${second.url}${ata!.file_path}`, { headers: { cookie: again } });
    const body = Buffer.from(await download.arrayBuffer());
    expect(body.length).toBe(3 * MB);
    expect(body.every((b) => b === 0x61)).toBe(true);
    expect(await second.stop()).toBe(0);
  });
});
