import type { Config } from '../config';
import { embeddedHolder, inUse } from '../db/embedded-lock';
import type { BackupSummary } from './manifest';

/** The embedded database is one process's (db/embedded-lock.ts): a portal running on this DATA_DIR is stopped first. */
export function refuseEmbeddedInUse(config: Config): void {
  if (config.databaseUrl) return;
  const holder = embeddedHolder(config.dataDir);
  if (holder) throw inUse(config.dataDir, holder);
}

export function describe(s: BackupSummary, seconds: number): string {
  const mb = (s.fileBytes / 1024 / 1024).toFixed(1);
  return `${s.file}: ${s.tables} tabelas, ${s.rows} linhas, ${s.files} arquivos (${mb} MB) em ${seconds.toFixed(1)} s`;
}

/** Runs a command's body: its error as one line in Portuguese and exit code 1; usage errors exit 2. */
export function runCommand(usage: string, body: (file: string) => Promise<string>): void {
  // Exits at once: an open database pool or timer must not keep a finished command waiting.
  const quit = process.exit.bind(process);
  const file = process.argv[2];
  if (!file || file.startsWith('-')) {
    console.error(usage);
    quit(2);
  }
  body(file).then(
    (message) => {
      console.log(message);
      quit(0);
    },
    (error: Error) => {
      console.error(`Falhou: ${error.message}`);
      quit(1);
    },
  );
}
