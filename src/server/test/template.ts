import { join } from 'node:path';
import { migrate } from '../db/migrate';
import { openPglite } from '../db/pglite';
import { seedDemo } from '../db/seed/index';
import { localStorage } from '../storage/local';

/**
 * A migrated, seeded DATA_DIR (pgdata/ + uploads/). Creating a PGlite database costs ~5 s and
 * ~700 MB, so the suite builds this once and every test file copies it (~0.4 s to reopen).
 */
export async function buildTemplate(dataDir: string): Promise<void> {
  const db = await openPglite(join(dataDir, 'pgdata'));
  try {
    await migrate(db);
    await seedDemo(db, localStorage(join(dataDir, 'uploads')));
  } finally {
    await db.close();
  }
}
