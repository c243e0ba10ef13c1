import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { Storage } from '../storage/types';
import type { PersonExport } from './export-data';

/**
 * The export as a ZIP stream: data.json, then each file under files/. Every file is opened before
 * the archive starts, so a file missing from storage is named in data.json (missing_files) instead
 * of breaking the download half-way. Files are stored as they are (photos and documents are
 * compressed already); data.json is deflated.
 */
export async function personZip(storage: Storage, person: PersonExport, at: Date): Promise<Readable> {
  const zip = new ZipFile();
  const opened: Array<{ path: string; stream: Readable; size: number }> = [];
  const missing: string[] = [];
  for (const file of person.files) {
    const stored = await storage.open(file.kind, file.name);
    if (stored) opened.push({ path: file.path, stream: stored.stream, size: stored.size });
    else missing.push(file.path);
  }
  const data = missing.length ? { ...person.data, missing_files: missing } : person.data;
  zip.addBuffer(Buffer.from(JSON.stringify(data, null, 2), 'utf8'), 'data.json', { mtime: at });
  for (const file of opened) zip.addReadStream(file.stream, file.path, { mtime: at, size: file.size, compress: false });
  zip.end();
  return zip.outputStream as Readable;
}
