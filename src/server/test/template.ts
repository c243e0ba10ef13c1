import { join } from 'node:path';
import { migrate } from '../db/migrate';
import { openDb } from '../db/open';
import { openPostgres } from '../db/postgres';
import { seedDemo } from '../db/seed/index';
import { localStorage } from '../storage/local';

/** Migrates and seeds the database at `url`, its uploaded files going to `uploadsDir`. */
export async function seedDatabase(url: string, uploadsDir: string): Promise<void> {
  const db = await openPostgres(url);
  try {
    await migrate(db);
    await seedDemo(db, localStorage(uploadsDir));
  } finally {
    await db.close();
  }
}

/**
 * A migrated, seeded DATA_DIR with the embedded database (pgdata/, stopped, + uploads/), as `npm start`
 * leaves one: the suite builds it once, and tests that run the whole portal on a folder copy it.
 */
export async function buildTemplate(dataDir: string): Promise<void> {
  const db = await openDb({ dataDir, databaseUrl: undefined });
  try {
    await migrate(db);
    await seedDemo(db, localStorage(join(dataDir, 'uploads')));
  } finally {
    await db.close();
  }
}
