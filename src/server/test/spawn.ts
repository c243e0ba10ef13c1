/**
 * The real server as a child process, built and run as `npm start` runs it (scripts/build-server.mjs),
 * for tests of what only a process shows: signals, restarts on the same DATA_DIR, several processes on one database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { buildServer } from '../../../scripts/build-server.mjs';
import { processAlive } from '../db/embedded';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts';
import { SESSION_COOKIE } from '../session/cookie';

export interface PortalProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** SIGTERM, then SIGKILL if it has not exited within `graceMs`; resolves with the exit code. */
  stop(graceMs?: number): Promise<number | null>;
}

/** A TCP port free on 127.0.0.1 right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

const BUILDS = '.test-output';
let built: Promise<string> | undefined;
/** The server as `npm start` runs it, built once per test process: other processes may be rebuilding theirs at the same moment. */
export function serverBuild(): Promise<string> {
  if (built) return built;
  // Test processes end without an exit hook: the first build of each removes those of processes gone.
  for (const name of existsSync(BUILDS) ? readdirSync(BUILDS) : []) {
    const pid = /^server-(\d+)$/.exec(name)?.[1];
    if (pid && !processAlive(Number(pid))) rmSync(join(BUILDS, name), { recursive: true, force: true });
  }
  return (built = buildServer(join(BUILDS, `server-${process.pid}`)));
}

/** Starts the portal on a free port with `dataDir` (and DATABASE_URL when given) and waits for /api/health. */
export async function spawnPortal(o: { dataDir: string; databaseUrl?: string; env?: Record<string, string> }): Promise<PortalProcess> {
  const port = await freePort();
  let log = '';
  // As `npm start` runs it (package.json).
  const child = spawn(process.execPath, ['--max-semi-space-size=4', await serverBuild()], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: o.dataDir,
      DIST_DIR: join(o.dataDir, 'no-dist'),
      DATABASE_URL: o.databaseUrl ?? '',
      LOG_LEVEL: 'info',
      ...o.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`portal exited early:\n${log}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`portal did not start in 120 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    port,
    child,
    output: () => log,
    exited,
    async stop(graceMs = 30_000) {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/** Signs in over HTTP as the login form does; the cookie header for later calls. */
export async function signInOver(url: string, user: string): Promise<string> {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ user, password: DEMO_PASSWORD, remember: '1' }),
  });
  const set = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (res.status !== 200 || !set) throw new Error(`sign-in as ${user} failed: ${res.status} ${await res.text()}`);
  return set.split(';')[0];
}
