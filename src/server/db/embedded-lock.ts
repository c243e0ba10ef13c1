import { readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { abandonedAtStart, PROCESS_OWNER } from '../storage/owner';

/**
 * One portal per DATA_DIR with the embedded database: the portal starts and stops that database's
 * server, so a second portal on the same folder would stop the first one's. The opener writes
 * `<pid>@<host>` to DATA_DIR/portal.lock and removes it when it closes; the lock of a process that
 * has ended (a crash, SIGKILL) is taken over.
 */
const lockFile = (dir: string) => join(dir, 'portal.lock');

/** The refusal when another live process holds the embedded database in `dir`. */
export const inUse = (dir: string, holder: string) =>
  new Error(`o banco embutido em ${dir} está em uso pelo processo ${holder}: pare o portal antes (o banco embutido aceita um processo só).`);

/** Who else holds the embedded database in `dir` now, or null. */
export function embeddedHolder(dir: string): string | null {
  let owner: string;
  try {
    owner = readFileSync(lockFile(dir), 'utf8').trim();
  } catch {
    return null;
  }
  return owner === PROCESS_OWNER || abandonedAtStart(owner) ? null : owner;
}

/** Takes the lock of `dir` (refusing, in Portuguese, when a live process holds it); resolves with its release. */
export async function lockEmbedded(dir: string): Promise<() => Promise<void>> {
  for (let attempt = 0; ; attempt++) {
    try {
      // 'wx': of two processes starting at once, one creates the file and the other finds it.
      await writeFile(lockFile(dir), PROCESS_OWNER, { flag: 'wx' });
      return () => rm(lockFile(dir), { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
    }
    const holder = embeddedHolder(dir);
    if (holder) throw inUse(dir, holder);
    await rm(lockFile(dir), { force: true });
  }
}
