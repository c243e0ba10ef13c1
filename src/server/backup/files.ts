import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { isSafeKind, isSafeName } from '../storage/names';

export interface StoredFileEntry {
  /** uploads/<kind>/<name> inside the archive. */
  path: string;
  source: string;
  size: number;
}

/**
 * The stored files under DATA_DIR/uploads: only names the storage itself makes (<kind>/<random>.<ext>);
 * half-received uploads (.tmp) and anything else found there stay out.
 */
export async function storedFiles(uploadsDir: string): Promise<StoredFileEntry[]> {
  const kinds = await readdir(uploadsDir, { withFileTypes: true }).catch(() => []);
  const out: StoredFileEntry[] = [];
  for (const kind of kinds) {
    if (!kind.isDirectory() || !isSafeKind(kind.name)) continue;
    for (const name of (await readdir(join(uploadsDir, kind.name))).sort()) {
      if (!isSafeName(name)) continue;
      const source = join(uploadsDir, kind.name, name);
      const info = await stat(source);
      if (info.isFile()) out.push({ path: `uploads/${kind.name}/${name}`, source, size: info.size });
    }
  }
  return out.sort((a, b) => a.path.localeCompare(b.path));
}

export type ArchivePath = { kind: 'manifest' } | { kind: 'table'; file: string } | { kind: 'upload'; dir: string; name: string };

const TABLE_FILE = /^db\/\d{3}-[a-z0-9_]{1,63}\.jsonl$/;

/** What an archive entry is, or null for anything a backup never holds (so nothing lands outside the restore's folders). */
export function archivePath(path: string): ArchivePath | null {
  if (path === 'manifest.json') return { kind: 'manifest' };
  if (TABLE_FILE.test(path)) return { kind: 'table', file: path };
  const parts = path.split('/');
  if (parts.length === 3 && parts[0] === 'uploads' && isSafeKind(parts[1]) && isSafeName(parts[2])) return { kind: 'upload', dir: parts[1], name: parts[2] };
  return null;
}
