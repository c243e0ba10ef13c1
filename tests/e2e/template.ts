import { spawn } from 'node:child_process';
import { cp } from 'node:fs/promises';
import { freePort } from '../../src/server/test/spawn';

/**
 * Starts the real server on `dataDir` until it answers /api/health (migrated and seeded), runs
 * `whileUp` against it, then stops it with SIGTERM.
 */
export async function runSeededServerOnce(dataDir: string, whileUp: (url: string) => Promise<void> = async () => undefined): Promise<void> {
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`seeding server exited early:\n${log}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`seeding server did not start in 180 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  try {
    await whileUp(`http://127.0.0.1:${port}`);
  } finally {
    child.kill('SIGTERM');
  }
  const code = await exited;
  if (code !== 0) throw new Error(`seeding server did not stop cleanly (exit ${code}):\n${log}`);
}

export async function copyTemplate(template: string, target: string): Promise<void> {
  await cp(template, target, { recursive: true });
}
