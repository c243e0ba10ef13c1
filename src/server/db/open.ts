import type { Config } from '../config';
import { startEmbedded } from './embedded';
import { openPostgres } from './postgres';
import type { Db } from './types';

/**
 * The configured database: the PostgreSQL server at DATABASE_URL, else the embedded one in
 * DATA_DIR/pgdata, started here and stopped by the Db's close().
 */
export async function openDb(config: Pick<Config, 'databaseUrl' | 'dataDir'>, onError?: (error: Error) => void): Promise<Db> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, onError);
  const server = await startEmbedded(config.dataDir);
  try {
    const db = await openPostgres(server.url, onError);
    return { ...db, close: () => db.close().finally(server.stop) };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
