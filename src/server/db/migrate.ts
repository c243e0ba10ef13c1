import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './types';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

const MIGRATION_FILE = /^\d{3}-[a-z0-9-]+\.sql$/;
/** Any fixed number: every process starting against the same database takes this lock in turn. */
const MIGRATION_LOCK = 7_250_001;

/**
 * Applies migrations/NNN-name.sql not yet recorded in schema_migrations, in order, in one
 * transaction. The transaction-scoped advisory lock makes concurrent starts wait for each other
 * instead of racing on CREATE TABLE. Returns the versions applied now.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((f) => MIGRATION_FILE.test(f)).sort();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
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
