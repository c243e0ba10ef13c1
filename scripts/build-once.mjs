// `npm start`'s prestart: builds the portal (dist/: the host page and the standalone elements) and the server
// (dist-server/) only when the build is missing or was made from other sources, so a start with a current build
// starts at once. The build is made in a folder of its own and renamed into place, under a lock: N processes
// started from one folder at once make one build (the others wait for it), and none sees a half-written dist/.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer } from './build-server.mjs';

/** What the build is made from: folders (read whole, tests left out) and files, relative to the project. */
export const BUILD_SOURCES = [
  'src',
  'vite',
  'public',
  'scripts',
  'index.html',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'vite.embed.config.ts',
];
const STAMP = 'dist-server/build-stamp.txt';
const LOCK = '.build.lock';
const WAIT_MS = 200;
/** A lock folder with no owner written yet is being created; past this age, its creator died in between. */
const UNOWNED_LOCK_MS = 10_000;

/** A hash of the sources' paths and contents: the build is current when it was made from the same. */
async function sourceStamp(root = '.') {
  const hash = createHash('sha256');
  const files = [];
  for (const source of BUILD_SOURCES) {
    const path = join(root, source);
    const info = await stat(path).catch(() => null);
    if (info?.isFile()) files.push(path);
    else if (info?.isDirectory()) {
      for (const entry of await readdir(path, { recursive: true, withFileTypes: true })) {
        if (entry.isFile() && !/\.test\.tsx?$/.test(entry.name)) files.push(join(entry.parentPath, entry.name));
      }
    }
  }
  for (const file of files.sort())
    hash
      .update(`${relative(root, file)}\0`)
      .update(await readFile(file))
      .update('\0');
  return hash.digest('hex');
}

async function isCurrent(stamp) {
  const built = await readFile(STAMP, 'utf8').catch(() => '');
  const portal = await stat('dist/index.html').catch(() => null);
  return built.trim() === stamp && portal !== null;
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Takes the lock folder (its `owner` file names the pid); a lock whose owner died is taken over. */
async function lock(onWait) {
  for (let waited = false; ;) {
    try {
      await mkdir(LOCK);
      await writeFile(join(LOCK, 'owner'), String(process.pid));
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    const owner = Number(await readFile(join(LOCK, 'owner'), 'utf8').catch(() => '0'));
    const since = (await stat(LOCK).catch(() => null))?.mtimeMs ?? Date.now();
    // (Two waiters taking over one dead lock at once could both build: only after a builder was killed mid-build.)
    if (owner ? !alive(owner) : Date.now() - since > UNOWNED_LOCK_MS) {
      await rm(LOCK, { recursive: true, force: true });
      continue;
    }
    if (!waited) onWait(owner);
    waited = true;
    await new Promise((r) => setTimeout(r, WAIT_MS));
  }
}

function vite(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', ...args], { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build ${args.join(' ')}: código ${code}`))));
  });
}

/** Replaces `target` with `built` by renames: it is the old folder or the new one, whole, at every moment. */
async function swap(built, target, trash) {
  await rename(target, join(trash, target)).catch((error) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await rename(built, target);
}

async function build(stamp) {
  const tmp = `.build-${process.pid}`;
  await rm(tmp, { recursive: true, force: true });
  await mkdir(join(tmp, 'old'), { recursive: true });
  try {
    await vite(['--outDir', join(tmp, 'dist'), '--emptyOutDir']);
    await vite(['-c', 'vite.embed.config.ts', '--outDir', join(tmp, 'dist', 'widgets'), '--emptyOutDir']);
    await buildServer(join(tmp, 'dist-server'));
    await writeFile(join(tmp, STAMP), `${stamp}\n`);
    // dist-server, with the stamp, goes last: a build cut between the two renames is not current.
    await swap(join(tmp, 'dist'), 'dist', join(tmp, 'old'));
    await swap(join(tmp, 'dist-server'), 'dist-server', join(tmp, 'old'));
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

/** Builds when the build is missing or stale; resolves with what it did. */
async function buildOnce() {
  const stamp = await sourceStamp();
  if (await isCurrent(stamp)) return 'current';
  await lock((owner) => console.log(`Outro processo (${owner}) está compilando o portal; aguardando...`));
  try {
    // Whoever held the lock may just have built these very sources.
    if (await isCurrent(stamp)) return 'built by another';
    // A build cut off (its process killed) leaves its folder behind.
    for (const name of await readdir('.')) {
      const pid = /^\.build-(\d+)$/.exec(name)?.[1];
      if (pid && !alive(Number(pid))) await rm(name, { recursive: true, force: true });
    }
    console.log('Compilando o portal (fontes mudaram ou ainda não compilado)...');
    await build(stamp);
    return 'built';
  } finally {
    await rm(LOCK, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  if ((await buildOnce()) === 'current') console.log('Portal já compilado a partir destas fontes.');
}
