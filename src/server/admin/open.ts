import type { Config } from '../config';
import { runningEmbeddedUrl } from '../db/embedded';
import { embeddedHolder, inUse } from '../db/embedded-lock';
import { openDb } from '../db/open';
import { openPostgres } from '../db/postgres';
import type { Db } from '../db/types';

/**
 * The database for a terminal command: DATABASE_URL's server; else the embedded one in DATA_DIR. While a
 * portal runs on that folder (it holds portal.lock and its PostgreSQL), the command connects beside it
 * through its socket and leaves the lock and the server alone, as the tests do (db/embedded.ts). A folder
 * locked by a live process whose database is not up (still starting, or stopping) is refused as the backup refuses it.
 */
export async function openCommandDb(config: Config): Promise<Db> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const holder = embeddedHolder(config.dataDir);
  if (!holder) return openDb(config);
  const url = runningEmbeddedUrl(config.dataDir);
  if (!url) throw inUse(config.dataDir, holder);
  return openPostgres(url);
}
