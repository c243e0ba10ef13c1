import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { loadConfig } from './config';
import { migrate } from './db/migrate';
import { openDb } from './db/open';
import { demoAccountsTable } from './db/seed/demo-accounts';
import { hasDemoAccounts, seedDemo } from './db/seed/index';
import { createStorage } from './storage/index';

/** `npm start`: open the database, migrate, seed an empty one, serve, and stop cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDb(config, (error) => console.error('Erro na conexão com o banco:', error.message));
  const storage = createStorage(config);
  await migrate(db);
  if (config.seed !== 'none') await seedDemo(db, storage);

  const app = buildApp({ config, db, storage });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'encerrando');
    try {
      await app.close();
    } finally {
      await db.close();
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as AddressInfo;
  console.log(`Portal em http://${config.host}:${port}`);
  if (await hasDemoAccounts(db)) console.log(demoAccountsTable());
}

main().catch((error) => {
  console.error('Falha ao iniciar o portal:', error);
  process.exit(1);
});
