import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../config';
import { openDb } from '../db/open';
import { describe, refuseEmbeddedInUse, runCommand } from './cli';
import { writeBackup } from './write';

/** `npm run backup -- <file.tar.gz>`: the database (DATA_DIR/pgdata or DATABASE_URL) and DATA_DIR/uploads in one archive. */
runCommand('Uso: npm run backup -- <arquivo.tar.gz>', async (file) => {
  const started = performance.now();
  const config = loadConfig();
  refuseEmbeddedInUse(config);
  if (!config.databaseUrl && !existsSync(join(config.dataDir, 'pgdata', 'PG_VERSION'))) {
    throw new Error(`não há banco em ${config.dataDir}/pgdata (confira DATA_DIR)`);
  }
  const s3 = config.storage.driver === 's3';
  if (s3) console.warn('STORAGE=s3: os arquivos ficam no bucket e não entram no backup (faça o backup do bucket à parte).');
  const db = await openDb(config);
  try {
    const summary = await writeBackup({
      db,
      source: config.databaseUrl ? 'postgresql' : 'embedded',
      uploadsDir: s3 ? null : config.uploadsDir,
      file,
    });
    return `Backup gravado em ${describe(summary, (performance.now() - started) / 1000)}`;
  } finally {
    await db.close();
  }
});
