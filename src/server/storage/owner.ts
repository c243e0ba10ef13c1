import { hostname } from 'node:os';

const HOST =
  hostname()
    .replace(/[^A-Za-z0-9.-]/g, '_')
    .slice(0, 64) || 'host';

/** Left-overs older than this belong to no upload under way, whoever made them (another machine on shared storage). */
export const ABANDONED_AFTER_MS = 24 * 3600_000;

/** This process, as it signs what it may leave half-done (temporary files, quota reservations): `<pid>@<host>`. */
export const PROCESS_OWNER = `${process.pid}@${HOST}`;

/**
 * For start-up clean-up only (before serving): whether what `owner` left is abandoned, i.e. it ran on
 * this machine and is no longer running, or had this very pid (a container restarted as pid 1 again:
 * this process has nothing under way yet). Owners on other machines cannot be checked from here.
 */
export function abandonedAtStart(owner: string): boolean {
  const at = owner.indexOf('@');
  const pid = Number(owner.slice(0, at));
  if (at < 1 || owner.slice(at + 1) !== HOST || !Number.isSafeInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    // EPERM: the pid runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
