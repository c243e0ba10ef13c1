import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { removeAbandonedReservations } from './buckets/repository';
import { BUCKET_KIND } from './buckets/upload';
import { loadConfig } from './config';
import { migrate } from './db/migrate';
import { openDb } from './db/open';
import { demoAccountsTable } from './db/seed/demo-accounts';
import { hasDemoAccounts, seedDemo } from './db/seed/index';
import { pendingSetupToken } from './setup/token';
import { createStorage } from './storage/index';
import { abandonedAtStart } from './storage/owner';

/** How long a stop waits for requests under way: below the 30 s orchestrators (Docker, Kubernetes) allow before SIGKILL. */
const SHUTDOWN_GRACE_MS = 25_000;
/** How often a portal started by `npm start` looks whether npm is still there. */
const NPM_WATCH_MS = 1_000;

/** `npm start`: open the database, migrate, seed an empty one, serve, and stop cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDb(config, (error) => console.error('Erro na conexão com o banco:', error.message));
  const storage = createStorage(config);
  await migrate(db);
  if (config.seed !== 'none') await seedDemo(db, storage);
  // SEED=none on an empty database: the first run's one-time address (setup/token.ts).
  const setupToken = await pendingSetupToken(db, config.dataDir, new Date());
  // Before serving: what uploads cut by a crash (SIGKILL, power loss) left, temporary files and quota reservations.
  const tmp = await storage.removeAbandoned();
  const reservations = await removeAbandonedReservations(db, abandonedAtStart, (name) => storage.remove(BUCKET_KIND, name));
  if (tmp || reservations) console.log(`Uploads interrompidos removidos: ${tmp} arquivo(s) temporário(s), ${reservations} reserva(s) de cota.`);

  const app = buildApp({ config, db, storage });
  let stopping = false;
  /**
   * Stops accepting connections, lets the requests under way finish (new requests on open
   * keep-alive connections get 503), then closes the database, so the embedded server writes its last checkpoint.
   * Requests still running after SHUTDOWN_GRACE_MS are cut off and the exit code is 1.
   */
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'encerrando: sem novas conexões, aguardando as requisições em andamento');
    let code = 0;
    const deadline = setTimeout(() => {
      app.log.error('encerrando: requisições ainda em andamento após o prazo; conexões interrompidas');
      code = 1;
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    try {
      await app.close();
    } catch (error) {
      app.log.error({ err: error }, 'encerrando: falha ao fechar o servidor');
      code = 1;
    } finally {
      clearTimeout(deadline);
      await db.close().catch((error: Error) => {
        app.log.error({ err: error }, 'encerrando: falha ao fechar o banco');
        code = 1;
      });
    }
    app.log.info({ code }, 'encerrado');
    // Exits even if a socket or timer is still open: everything that mattered was closed above.
    process.exit.call(process, code);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  stopWithNpm(stop);

  // The address and the demo accounts are the last lines printed: what a person starting the portal looks for.
  await app.listen({ port: config.port, host: config.host, listenTextResolver: (address) => `ouvindo em ${address}` });
  const { port } = app.server.address() as AddressInfo;
  const accounts = (await hasDemoAccounts(db)) ? `\n${demoAccountsTable()}` : '';
  const base = config.publicUrl ?? `http://${config.host}:${port}`;
  const setup = setupToken ? `\nConfiguração inicial (endereço de uso único): ${base}/instalar?token=${setupToken}` : '';
  console.log(`\nPortal em http://${config.host}:${port}${accounts}${setup}`);
}

/**
 * Under `npm start` (whose script execs node, so npm passes a supervisor's SIGTERM straight to this
 * process), npm is the process a supervisor watches and signals. If npm goes away without passing a
 * signal on (killed outright, SIGKILL), the portal stops as on SIGTERM rather than keep the port and the
 * embedded database running with nobody to stop them. Started directly (node dist-server/main.mjs), it
 * keeps running whatever its parent does.
 */
function stopWithNpm(stop: (signal: string) => Promise<void>): void {
  if (!process.env.npm_lifecycle_event) return;
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) void stop('npm encerrado');
  }, NPM_WATCH_MS).unref();
}

main().catch((error) => {
  console.error('Falha ao iniciar o portal:', error);
  process.exit.call(process, 1);
});
