import { join } from 'node:path';
import type { Config } from '../config';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Db } from './types';

/** The configured database: a PostgreSQL server when DATABASE_URL is set, else PGlite in DATA_DIR/pgdata. */
export function openDb(config: Pick<Config, 'databaseUrl' | 'dataDir'>, onError?: (error: Error) => void): Promise<Db> {
  return config.databaseUrl ? openPostgres(config.databaseUrl, onError) : openPglite(join(config.dataDir, 'pgdata'));
}
