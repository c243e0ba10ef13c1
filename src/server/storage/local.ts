import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isSafeKind, isSafeName, randomName } from './names';
import { ABANDONED_AFTER_MS, abandonedAtStart, PROCESS_OWNER } from './owner';
import type { PendingUpload, Storage } from './types';

/**
 * Files on local disk under `root` (DATA_DIR/uploads): <root>/<kind>/<random>.<ext>.
 * Uploads are written to <root>/.tmp first and renamed into place, so a half-received file is never
 * visible under its final name (the rename stays on one filesystem). A temporary file is named
 * `<random>.<pid>@<host>`, so after a crash the next start knows whose it was (removeAbandoned).
 */
export function localStorage(root: string): Storage {
  const tmpDir = join(root, '.tmp');

  function pathOf(kind: string, name: string): string {
    if (!isSafeKind(kind) || !isSafeName(name)) throw new Error('unsafe storage path');
    return join(root, kind, name);
  }

  async function place(kind: string, ext: string, write: (path: string) => Promise<void>, chosen?: string): Promise<string> {
    if (!isSafeKind(kind)) throw new Error(`invalid storage kind: ${kind}`);
    if (chosen !== undefined && !isSafeName(chosen)) throw new Error('unsafe storage name');
    await mkdir(join(root, kind), { recursive: true });
    const name = chosen ?? randomName(ext);
    await write(join(root, kind, name));
    return name;
  }

  return {
    async receive(source: Readable): Promise<PendingUpload> {
      await mkdir(tmpDir, { recursive: true });
      const tmp = join(tmpDir, `${randomBytes(16).toString('hex')}.${PROCESS_OWNER}`);
      try {
        await pipeline(source, createWriteStream(tmp, { flags: 'wx' }));
      } catch (error) {
        await rm(tmp, { force: true });
        throw error;
      }
      const { size } = await stat(tmp);
      let settled = false;
      return {
        size,
        async head(bytes = 4100) {
          const handle = await open(tmp, 'r');
          try {
            const buffer = Buffer.alloc(Math.min(bytes, size));
            await handle.read(buffer, 0, buffer.length, 0);
            return buffer;
          } finally {
            await handle.close();
          }
        },
        async commit(kind, ext, chosen) {
          if (settled) throw new Error('upload already committed or discarded');
          const name = await place(kind, ext, (path) => rename(tmp, path), chosen);
          settled = true;
          return name;
        },
        async discard() {
          if (settled) return;
          settled = true;
          await rm(tmp, { force: true });
        },
      };
    },

    put(kind, data, ext) {
      return place(kind, ext, (path) => writeFile(path, data, { flag: 'wx' }));
    },

    async open(kind, name) {
      if (!isSafeKind(kind) || !isSafeName(name)) return null;
      const path = pathOf(kind, name);
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        return { stream: createReadStream(path), size: info.size };
      } catch {
        return null;
      }
    },

    async remove(kind, name) {
      if (!isSafeKind(kind) || !isSafeName(name)) return;
      await rm(pathOf(kind, name), { force: true });
    },

    async removeAbandoned() {
      let removed = 0;
      for (const name of await readdir(tmpDir).catch(() => [] as string[])) {
        const path = join(tmpDir, name);
        const dot = name.indexOf('.');
        const old = async () => Date.now() - (await stat(path)).mtimeMs > ABANDONED_AFTER_MS;
        try {
          if ((dot > 0 && abandonedAtStart(name.slice(dot + 1))) || (await old())) {
            await rm(path, { force: true, recursive: true });
            removed++;
          }
        } catch {
          // Gone meanwhile (its upload finished): nothing to do.
        }
      }
      return removed;
    },
  };
}
