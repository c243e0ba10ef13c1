import { loadConfig } from '../config';
import { openDb } from '../db/open';
import { describe, refuseEmbeddedInUse, runCommand } from './cli';
import { restoreBackup } from './restore-archive';

/**
 * `npm run restore -- <file.tar.gz>`: into an empty DATA_DIR (or an empty database at DATABASE_URL
 * plus an empty DATA_DIR/uploads). Refuses a target that holds anything.
 */
runCommand('Uso: npm run restore -- <arquivo.tar.gz>', async (file) => {
  const started = performance.now();
  const config = loadConfig();
  refuseEmbeddedInUse(config);
  const summary = await restoreBackup({ file, uploadsDir: config.uploadsDir, openDb: () => openDb(config) });
  if (config.storage.driver === 's3' && summary.files) {
    console.warn(`STORAGE=s3: os arquivos foram restaurados em ${config.uploadsDir}; copie-os para o bucket mantendo os caminhos.`);
  }
  return `Restaurado de ${describe(summary, (performance.now() - started) / 1000)}`;
});
