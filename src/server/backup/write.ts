import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Db } from '../db/types';
import { dumpDatabase } from './dump';
import { storedFiles } from './files';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupSummary, type Manifest } from './manifest';
import { TarWriter } from './tar';

/**
 * Writes database and stored files into one .tar.gz at `file` (which must not exist yet):
 * manifest.json, db/NNN-<table>.jsonl in load order, uploads/<kind>/<name>. Written beside it as
 * .partial and renamed when complete, so a failed backup never looks like a good one.
 * `uploadsDir` null leaves the files out (S3 storage).
 */
export async function writeBackup(o: { db: Db; source: Manifest['source']; uploadsDir: string | null; file: string }): Promise<BackupSummary> {
  const file = resolve(o.file);
  if (existsSync(file)) throw new Error(`${file} já existe`);
  const staging = await mkdtemp(join(dirname(file), '.sacra-backup-'));
  const partial = `${file}.partial`;
  try {
    await mkdir(join(staging, 'db'));
    const dump = await dumpDatabase(o.db, (f) => join(staging, f));
    const files = o.uploadsDir ? await storedFiles(o.uploadsDir) : null;
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      created_at: new Date().toISOString(),
      source: o.source,
      ...dump,
      files: files && { count: files.length, bytes: files.reduce((s, f) => s + f.size, 0) },
    };
    const gzip = createGzip();
    const written = pipeline(gzip, createWriteStream(partial, { flags: 'wx' }));
    const tar = new TarWriter(gzip);
    await tar.addBuffer('manifest.json', Buffer.from(JSON.stringify(manifest, null, 2)));
    for (const t of dump.tables) {
      const path = join(staging, t.file);
      await tar.addFile(t.file, path, (await stat(path)).size);
    }
    for (const f of files ?? []) await tar.addFile(f.path, f.source, f.size);
    await tar.finish();
    await written;
    await rename(partial, file);
    return {
      file,
      tables: dump.tables.length,
      rows: dump.tables.reduce((s, t) => s + t.rows, 0),
      files: files?.length ?? 0,
      fileBytes: manifest.files?.bytes ?? 0,
    };
  } finally {
    await rm(partial, { force: true });
    await rm(staging, { recursive: true, force: true });
  }
}
