import type { DatabaseDump } from './dump';

export const BACKUP_FORMAT = 'sacratech-backup';
export const BACKUP_VERSION = 1;

/** manifest.json, the first entry of every backup archive. */
export interface Manifest extends DatabaseDump {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  created_at: string;
  /** Where the database came from: the embedded one ('pglite' in backups of earlier versions) or a server; either restores into either. */
  source: 'embedded' | 'pglite' | 'postgresql';
  /** Stored files in the archive; null when they live in an S3 bucket and are not in it. */
  files: { count: number; bytes: number } | null;
}

export interface BackupSummary {
  file: string;
  tables: number;
  rows: number;
  files: number;
  fileBytes: number;
}

export function parseManifest(text: string): Manifest {
  let manifest: Partial<Manifest> = {};
  try {
    manifest = JSON.parse(text) as Partial<Manifest>;
  } catch {
    /* refused below */
  }
  if (manifest.format !== BACKUP_FORMAT || manifest.version !== BACKUP_VERSION || !Array.isArray(manifest.tables)) {
    throw new Error('não é um backup do portal (manifest.json ausente ou de outro formato)');
  }
  return manifest as Manifest;
}
