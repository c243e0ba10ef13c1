import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, openSync, closeSync, readFileSync, statSync } from 'node:fs';
import { chmod, mkdir, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { lockEmbedded } from './embedded-lock';
import { embeddedBinaries } from './embedded-binaries';
import { ownedBy, type OsUser, serverUser } from './embedded-user';

const run = promisify(execFile);

/**
 * Settings of the embedded server, given on its command line so they travel with the code. Reached
 * only through a Unix socket inside the 0700 data folder (no TCP port, nothing for other users of
 * the machine), so it trusts whoever reaches the socket. Small shared memory: one parish's data fits.
 */
const SETTINGS = {
  listen_addresses: '',
  max_connections: '40',
  shared_buffers: '32MB',
  // Reads done by the backends themselves: three fewer processes than PostgreSQL 18's I/O workers.
  io_method: 'sync',
  // The default 'LOG' level prints every start and checkpoint; the portal's own log says what matters.
  log_min_messages: 'warning',
  log_checkpoints: 'off',
  log_min_error_statement: 'panic',
};
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;
/** The log file grows only with warnings; past this size it is moved aside at the next start. */
const LOG_ROTATE_BYTES = 10 * 1024 * 1024;

export interface EmbeddedServer {
  /** The connection string (a Unix socket) while it runs. */
  url: string;
  /** Fast shutdown (open transactions rolled back, last checkpoint written); releases DATA_DIR. */
  stop(): Promise<void>;
}

/**
 * On Linux the server is started inside its data folder and names it `/proc/self/cwd`, and clients
 * reach its socket through `/proc/<pid>/cwd`: the paths stay short whatever DATA_DIR is (a Unix
 * socket path has ~100 bytes), and the unprivileged user the server runs as under root needs no
 * access to DATA_DIR's parents (/root is closed to other users). Elsewhere, the real path.
 */
const PROC = process.platform === 'linux';
const serverDir = (pgdata: string) => (PROC ? '/proc/self/cwd' : pgdata);
const socketDir = (pgdata: string, pid: number) => (PROC ? `/proc/${pid}/cwd` : pgdata);
const urlOf = (host: string) => `postgres://postgres@localhost/postgres?host=${encodeURIComponent(host)}`;

/** The URL of the embedded server running on DATA_DIR now (tests connect beside the portal), or null. */
export function runningEmbeddedUrl(dataDir: string): string | null {
  const pid = postmasterPid(join(dataDir, 'pgdata'));
  return pid && processAlive(pid) ? urlOf(socketDir(join(dataDir, 'pgdata'), pid)) : null;
}

/**
 * The embedded database: PostgreSQL 18 from the npm package's binaries, its cluster in
 * DATA_DIR/pgdata (created on first start), run as this process's child and stopped with it.
 * One portal per DATA_DIR (portal.lock). When the portal dies without stopping it (SIGKILL), Linux
 * sends the server SIGINT (a clean fast shutdown); a server left running anyway is stopped at the next start.
 */
export async function startEmbedded(dataDir: string): Promise<EmbeddedServer> {
  await mkdir(dataDir, { recursive: true });
  const unlock = await lockEmbedded(dataDir);
  try {
    const pgdata = join(dataDir, 'pgdata');
    const user = await serverUser();
    const bin = await embeddedBinaries(user);
    await mkdir(pgdata, { recursive: true, mode: 0o700 });
    await ownedBy(pgdata, user);
    await chmod(pgdata, 0o700);
    await stopLeftOver(pgdata);
    const logFile = join(dataDir, 'postgresql.log');
    await rotate(logFile);
    if (!existsSync(join(pgdata, 'PG_VERSION'))) await initdb(bin.initdb, pgdata, user, logFile);
    const child = launch(bin.postgres, pgdata, user, logFile);
    const url = urlOf(socketDir(pgdata, child.pid!));
    await ready(child, url, logFile);
    return { url, stop: () => shutDown(child).finally(unlock) };
  } catch (error) {
    await unlock();
    throw error;
  }
}

/** Runs a binary as the server's user: via setpriv on Linux, so it also gets SIGINT when this process dies. */
function command(binary: string, args: string[], user: OsUser | null, deathSignal: boolean): [string, string[]] {
  if (!PROC || !existsSync('/usr/bin/setpriv')) return [binary, args];
  const as = user ? [`--reuid=${user.uid}`, `--regid=${user.gid}`, '--clear-groups'] : [];
  return ['/usr/bin/setpriv', [...as, ...(deathSignal ? ['--pdeathsig=SIGINT'] : []), '--', binary, ...args]];
}

/** Without setpriv, the uid/gid switch is Node's own (the child is not stopped if this process dies). */
const ids = (user: OsUser | null) => (user && !(PROC && existsSync('/usr/bin/setpriv')) ? { uid: user.uid, gid: user.gid } : {});

async function initdb(binary: string, pgdata: string, user: OsUser | null, logFile: string): Promise<void> {
  // Unicode upper/lower (the search folds 'É' to 'e') with code-point order, the same on every machine.
  const args = [
    '-D',
    serverDir(pgdata),
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--locale-provider=builtin',
    '--builtin-locale=C.UTF-8',
    '--no-instructions',
  ];
  const [file, argv] = command(binary, args, user, false);
  try {
    await run(file, argv, { cwd: pgdata, ...ids(user), env: { ...process.env, LC_ALL: 'C' } });
  } catch (error) {
    const e = error as { stderr?: string; message: string };
    throw new Error(`não foi possível criar o banco embutido em ${pgdata}: ${(e.stderr || e.message).trim()} (log: ${logFile})`, { cause: error });
  }
}

function launch(binary: string, pgdata: string, user: OsUser | null, logFile: string): ChildProcess {
  const settings = Object.entries({ ...SETTINGS, unix_socket_directories: serverDir(pgdata) }).flatMap(([k, v]) => ['-c', `${k}=${v}`]);
  const [file, argv] = command(binary, ['-D', serverDir(pgdata), ...settings], user, true);
  const log = openSync(logFile, 'a');
  try {
    return spawn(file, argv, { cwd: pgdata, ...ids(user), stdio: ['ignore', log, log], env: { ...process.env, LC_ALL: 'C' } });
  } finally {
    closeSync(log);
  }
}

/** Resolves once the server accepts a connection; rejects with its log's end if it exits or takes too long. */
async function ready(child: ChildProcess, url: string, logFile: string): Promise<void> {
  let exited = false;
  child.once('exit', () => (exited = true));
  child.once('error', () => (exited = true));
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
    }
    if (exited || Date.now() > deadline) {
      if (!exited) child.kill('SIGQUIT');
      const tail = logTail(logFile);
      // PGlite, the embedded database of earlier versions, kept a cluster this server cannot read.
      const earlier = tail.includes('incompatible with server')
        ? ' (pasta de uma versão anterior do portal? Faça o backup com ela, npm run backup, e restaure nesta num DATA_DIR novo, npm run restore)'
        : '';
      throw new Error(`o banco embutido não iniciou: ${tail}${earlier}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

function shutDown(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGQUIT'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGINT');
  });
}

function postmasterPid(pgdata: string): number | null {
  try {
    const pid = Number(readFileSync(join(pgdata, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Whether process `pid` runs (EPERM: it does, under another user). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A server a dead portal left running on this folder (no setpriv, or it was itself killed): asked
 * to stop (fast shutdown), and waited for. Only a process that is this folder's postgres is signalled.
 */
async function stopLeftOver(pgdata: string): Promise<void> {
  const pid = postmasterPid(pgdata);
  if (!pid || !processAlive(pid) || !isOurPostgres(pid, pgdata)) return;
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (processAlive(pid)) {
    if (Date.now() > deadline) throw new Error(`o banco embutido deixado em ${pgdata} (processo ${pid}) não parou: pare-o e tente de novo`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

function isOurPostgres(pid: number, pgdata: string): boolean {
  if (!PROC) return false;
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return cmdline.includes('postgres') && statSync(`/proc/${pid}/cwd`).ino === statSync(pgdata).ino;
  } catch {
    return false;
  }
}

async function rotate(logFile: string): Promise<void> {
  if (existsSync(logFile) && statSync(logFile).size > LOG_ROTATE_BYTES) await rename(logFile, `${logFile}.1`);
}

function logTail(logFile: string): string {
  try {
    return readFileSync(logFile, 'utf8').trim().split('\n').slice(-5).join(' | ');
  } catch {
    return `(sem log em ${logFile})`;
  }
}
