import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BucketFileList } from '../../src/shared/schemas/buckets';
import { rawUpload } from '../../src/server/buckets/test-helpers';
import { processAlive } from '../../src/server/db/embedded';
import { freePort, serverBuild, signInOver } from '../../src/server/test/spawn';
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

/**
 * `npm start` as a supervisor runs it (systemd, Docker, a process manager): the supervisor signals the
 * process it started, npm's. The real package.json's start script runs in a folder of its own, pointed at
 * the server this run built (its prestart, the builds, is not the point here).
 */
describe('npm start under a supervisor (embedded database)', () => {
  const folders: string[] = [];
  const started: ChildProcess[] = [];
  const servers: number[] = [];
  afterAll(async () => {
    for (const npm of started) if (npm.exitCode === null && npm.signalCode === null) npm.kill('SIGKILL');
    // What a failed test left behind (npm's sh, the server): stopped the clean way, so the server stops its PostgreSQL too.
    for (const pid of servers.filter(processAlive)) process.kill(pid, 'SIGTERM');
    for (let i = 0; i < 100 && servers.some(processAlive); i++) await new Promise((r) => setTimeout(r, 100));
    for (const dir of folders) await rm(dir, { recursive: true, force: true });
  });

  async function npmStart(dataDir: string) {
    const script = (JSON.parse(readFileSync(resolve('package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
    expect(script).toContain('dist-server/main.mjs');
    const dir = await mkdtemp(join(tmpdir(), 'sacra-npm-start-'));
    folders.push(dir);
    await writeFile(
      join(dir, 'package.json'),
      JSON.stringify({ name: 'portal-start', private: true, scripts: { start: script.replace('dist-server/main.mjs', resolve(await serverBuild())) } }),
    );
    const port = await freePort();
    const npm = spawn('npm', ['start'], {
      cwd: dir,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DIST_DIR: join(dataDir, 'no-dist'),
        DATABASE_URL: '',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.push(npm);
    let log = '';
    npm.stdout?.on('data', (d) => (log += d));
    npm.stderr?.on('data', (d) => (log += d));
    const exited = new Promise<void>((done) => npm.once('exit', () => done()));
    const deadline = Date.now() + 120_000;
    while (
      !(await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      expect(npm.exitCode, log).toBeNull();
      expect(Date.now() < deadline, `not up in 120 s:\n${log}`).toBe(true);
      await new Promise((r) => setTimeout(r, 200));
    }
    // Who serves: the node process under npm (directly, or under npm's sh), and the embedded PostgreSQL it started.
    const descendants = (pid: number): number[] =>
      readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number)
        .flatMap((c) => [c, ...descendants(c)]);
    const below = descendants(npm.pid!);
    const server = below.find((pid) => basename(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0]) === 'node')!;
    const postgres = Number(readFileSync(join(dataDir, 'pgdata', 'postmaster.pid'), 'utf8').split('\n')[0]);
    servers.push(...below);
    expect(server).toBeGreaterThan(0);
    expect(processAlive(postgres)).toBe(true);
    return { npm, port, server, postgres, exited, output: () => log };
  }

  /** Everything stopped: the port closed, the server and PostgreSQL gone, the data folder's locks released. */
  async function expectAllStopped(run: Awaited<ReturnType<typeof npmStart>>, dataDir: string) {
    const deadline = Date.now() + 30_000;
    while (!(await refused(run.port)) || processAlive(run.server) || processAlive(run.postgres)) {
      expect(
        Date.now() < deadline,
        `still running 30 s after the signal (port open: ${!(await refused(run.port))}, server: ${processAlive(run.server)}, PostgreSQL: ${processAlive(run.postgres)})\n${run.output()}`,
      ).toBe(true);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(existsSync(join(dataDir, 'pgdata', 'postmaster.pid')), 'PostgreSQL’s lock').toBe(false);
    expect(existsSync(join(dataDir, 'portal.lock')), 'the portal’s lock').toBe(false);
    expect(run.output()).toContain('encerrando');
  }

  it(
    'SIGTERM to npm’s process stops the server cleanly: port closed, PostgreSQL stopped, the data folder released; a new start works',
    { timeout: 300_000 },
    async () => {
      const setup = await prepare('embedded');
      const run = await npmStart(setup.dataDir);
      run.npm.kill('SIGTERM');
      await expectAllStopped(run, setup.dataDir);
      await run.exited;
      // The folder is free: the next start takes it.
      const again = await npmStart(setup.dataDir);
      again.npm.kill('SIGTERM');
      await expectAllStopped(again, setup.dataDir);
    },
  );

  it('npm killed outright (SIGKILL, a supervisor’s last resort) does not leave the server running: it stops as on SIGTERM', { timeout: 300_000 }, async () => {
    const setup = await prepare('embedded');
    const run = await npmStart(setup.dataDir);
    run.npm.kill('SIGKILL');
    await expectAllStopped(run, setup.dataDir);
  });
});
