import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './types';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

const MIGRATION_FILE = /^\d{3}-[a-z0-9-]+\.sql$/;
/** Any fixed number: every process starting against the same database takes this lock in turn. */
const MIGRATION_LOCK = 7_250_001;

/**
 * Shipped migrations renamed since, old name to new: an installed database recorded the old name, and has
 * applied the file under its new one. Two files once shared the number 013; the fold took 015, unused.
 */
const RENAMED: Readonly<Record<string, string>> = { '013-search-fold.sql': '015-search-fold.sql' };

/** A migration's name as the files now have it (a backup may list one by its old name). */
export const currentName = (version: string): string => RENAMED[version] ?? version;

/** The migration files of `dir`, in order; two of one number are refused (rule 8: one number each). */
async function migrationFiles(dir: string): Promise<string[]> {
  const files = (await readdir(dir)).filter((f) => MIGRATION_FILE.test(f)).sort();
  const twice = files.filter((f, i) => i > 0 && f.slice(0, 3) === files[i - 1].slice(0, 3));
  if (twice.length) throw new Error(`Migrations must have one number each: ${twice.map((f) => f.slice(0, 3)).join(', ')} is used twice (${dir})`);
  return files;
}

/**
 * Applies migrations/NNN-name.sql not yet recorded in schema_migrations, in order, in one
 * transaction. The transaction-scoped advisory lock makes concurrent starts wait for each other
 * instead of racing on CREATE TABLE. Returns the versions applied now.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = await migrationFiles(dir);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    for (const [old, renamed] of Object.entries(RENAMED)) await tx.query('UPDATE schema_migrations SET version = $2 WHERE version = $1', [old, renamed]);
    const done = await tx.query<{ version: string }>('SELECT version FROM schema_migrations');
    const applied = new Set(done.rows.map((r) => r.version));
    const pending = files.filter((f) => !applied.has(f));
    for (const file of pending) {
      await tx.exec(await readFile(join(dir, file), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
    }
    return pending;
  });
}
