import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, rmdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { createGunzip } from 'node:zlib';
import type { Db } from '../db/types';
import { archivePath, storedFiles } from './files';
import { isEmptyDatabase } from './catalog';
import { loadDatabase } from './load';
import { parseManifest, type BackupSummary, type Manifest } from './manifest';
import { readTar } from './tar';

async function isEmptyDir(dir: string): Promise<boolean> {
  return (await readdir(dir).catch(() => [])).length === 0;
}

/**
 * Restores an archive into an empty target: `openDb()` opens the (empty) database, the rows are
 * loaded there in one transaction, then the files move into `uploadsDir`. The archive is first
 * extracted beside the uploads folder (same disk, so moving the files in is one rename), each entry
 * checked against what a backup holds.
 */
export async function restoreBackup(o: { file: string; uploadsDir: string; openDb: () => Promise<Db> }): Promise<BackupSummary> {
  const file = resolve(o.file);
  if (!existsSync(file)) throw new Error(`${file} não existe`);
  if (!(await isEmptyDir(o.uploadsDir))) throw new Error(`a pasta de arquivos ${o.uploadsDir} não está vazia`);
  const staging = join(dirname(o.uploadsDir), `.restore-${randomBytes(6).toString('hex')}`);
  try {
    return await restoreInto(o, file, staging);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function restoreInto(o: { uploadsDir: string; openDb: () => Promise<Db> }, file: string, staging: string): Promise<BackupSummary> {
  const db = await o.openDb();
  let files: Awaited<ReturnType<typeof storedFiles>>;
  let manifest: Manifest;
  try {
    // Before reading a possibly large archive: a target in use is refused at once.
    if (!(await isEmptyDatabase(db))) throw new Error('o banco de destino não está vazio');
    await mkdir(join(staging, 'db'), { recursive: true });
    await readTar(createReadStream(file).pipe(createGunzip()), async (entry) => {
      const what = archivePath(entry.path);
      if (!what) throw new Error(`entrada inesperada no arquivo de backup: ${entry.path}`);
      if (what.kind === 'upload') await mkdir(join(staging, 'uploads', what.dir), { recursive: true });
      const target = what.kind === 'manifest' ? 'manifest.json' : what.kind === 'table' ? what.file : join('uploads', what.dir, what.name);
      return createWriteStream(join(staging, target), { flags: 'wx' });
    });
    manifest = parseManifest(await readFile(join(staging, 'manifest.json'), 'utf8').catch(() => ''));
    files = await storedFiles(join(staging, 'uploads'));
    if (manifest.files && files.length !== manifest.files.count) {
      throw new Error(`arquivo de backup incompleto: ${files.length} de ${manifest.files.count} arquivos`);
    }
    await loadDatabase(db, manifest, (f) => join(staging, f));
  } finally {
    await db.close();
  }
  if (files.length) {
    await rmdir(o.uploadsDir).catch(() => undefined);
    await rename(join(staging, 'uploads'), o.uploadsDir);
  }
  return {
    file,
    tables: manifest.tables.length,
    rows: manifest.tables.reduce((s, t) => s + t.rows, 0),
    files: files.length,
    fileBytes: files.reduce((s, f) => s + f.size, 0),
  };
}
