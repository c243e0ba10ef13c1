import { spawn } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { appendFile, cp, mkdtemp, readdir, readFile, rm, stat, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_SOURCES } from '../../scripts/build-once.mjs';
import { freePort } from '../../src/server/test/spawn';
import { portalSetups, type Setup } from './portals';

/**
 * `npm start` as deployed: a folder with the sources and no build, N processes started from it at once on one
 * PostgreSQL (its prestart, scripts/build-once.mjs, builds once, atomically, under a lock), then restarts.
 */
const { prepare } = portalSetups('start-build');
let project: string;
let setup: Setup;
const running: { stop(): Promise<void> }[] = [];

beforeAll(async () => {
  project = await mkdtemp(join(tmpdir(), 'sacra-start-build-'));
  for (const source of BUILD_SOURCES) await cp(source, join(project, source), { recursive: true });
  await symlink(realpathSync('node_modules'), join(project, 'node_modules'));
  setup = await prepare('PostgreSQL');
});

afterAll(async () => {
  for (const p of running.splice(0)) await p.stop();
  await rm(project, { recursive: true, force: true });
});

/** `npm start` in the project folder, in a process group of its own; resolves when it answers /api/health. */
async function npmStart() {
  const port = await freePort();
  const npm = spawn('npm', ['start'], {
    cwd: project,
    detached: true,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: setup.dataDir, DATABASE_URL: setup.database!.url, DIST_DIR: '', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  npm.stdout.on('data', (d) => (log += d));
  npm.stderr.on('data', (d) => (log += d));
  const exited = new Promise<void>((done) => npm.once('exit', () => done()));
  const run = {
    url: `http://127.0.0.1:${port}`,
    output: () => log,
    async stop() {
      if (npm.exitCode !== null || npm.signalCode !== null) return;
      process.kill(-npm.pid!, 'SIGTERM');
      await exited;
    },
  };
  running.push(run);
  const deadline = Date.now() + 240_000;
  while (
    !(await fetch(`${run.url}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    expect(npm.exitCode, log).toBeNull();
    expect(Date.now() < deadline, `not up in 240 s:\n${log}`).toBe(true);
    await new Promise((r) => setTimeout(r, 200));
  }
  return run;
}

/** What a browser gets: the host page, its script, and a standalone element's module, all from the build. */
async function servesPortal(url: string): Promise<string> {
  const page = await fetch(`${url}/login`);
  expect(page.status).toBe(200);
  const html = await page.text();
  const script = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script, html).toBeDefined();
  expect((await fetch(`${url}${script}`)).status).toBe(200);
  expect((await fetch(`${url}/widgets/sacra-notices.js`)).status).toBe(200);
  return html;
}

const BUILDING = 'Compilando o portal';

async function stopAll() {
  for (const p of running.splice(0)) await p.stop();
}

/** The build's identity: the files' inodes and change times (a rebuild renames new folders into place). */
async function buildId(): Promise<string> {
  const files = ['dist/index.html', 'dist/widgets/sacra-notices.js', 'dist-server/main.mjs'];
  const info = await Promise.all(files.map((f) => stat(join(project, f))));
  return info.map((i) => `${i.ino}:${i.ctimeMs}`).join(' ');
}

describe('npm start builds once, and only when the sources changed', () => {
  it('two processes started at once from a folder without a build: one builds, the other waits, both serve the same portal', { timeout: 300_000 }, async () => {
    expect(existsSync(join(project, 'dist'))).toBe(false);
    const [a, b] = await Promise.all([npmStart(), npmStart()]);
    const builders = [a, b].filter((p) => p.output().includes(BUILDING));
    expect(builders, `${a.output()}\n---\n${b.output()}`).toHaveLength(1);
    expect([a, b].find((p) => !builders.includes(p))!.output()).toMatch(/compilando o portal; aguardando/);
    expect(await servesPortal(a.url)).toBe(await servesPortal(b.url));
    // Nothing of the build left beside it: the lock released, the temporary folder renamed or removed.
    expect((await readdir(project)).filter((name) => name.startsWith('.build'))).toEqual([]);
    await stopAll();
  });

  it('a second start with the same sources does not rebuild', { timeout: 120_000 }, async () => {
    const before = await buildId();
    const again = await npmStart();
    expect(again.output()).not.toContain(BUILDING);
    expect(again.output()).toContain('Portal já compilado a partir destas fontes.');
    await servesPortal(again.url);
    expect(await buildId()).toBe(before);
    await stopAll();
  });

  it('a start after a source changed rebuilds, and serves the new build', { timeout: 300_000 }, async () => {
    const before = await buildId();
    const stamp = await readFile(join(project, 'dist-server/build-stamp.txt'), 'utf8');
    await appendFile(join(project, 'src/host/main.ts'), '\n// changed after the first build\n');
    const changed = await npmStart();
    expect(changed.output()).toContain(BUILDING);
    await servesPortal(changed.url);
    expect(await buildId()).not.toBe(before);
    expect(await readFile(join(project, 'dist-server/build-stamp.txt'), 'utf8')).not.toBe(stamp);
    await stopAll();
  });
});
