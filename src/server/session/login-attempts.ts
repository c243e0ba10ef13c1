import type { Db } from '../db/types';

/** Failed sign-ins tolerated in the window; the next attempt is refused before any password check. */
export const LOGIN_LIMITS = {
  windowMs: 15 * 60 * 1000,
  perUser: 5,
  perAddress: 20,
} as const;

/**
 * True when this user name or this address already has as many failures in the window as allowed.
 * Counted in the database so every server process sees the same attempts.
 */
export async function isLoginThrottled(db: Db, username: string, address: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - LOGIN_LIMITS.windowMs);
  const { rows } = await db.query<{ by_user: number; by_address: number }>(
    `SELECT count(*) FILTER (WHERE username = $1)::int AS by_user,
            count(*) FILTER (WHERE address = $2)::int AS by_address
       FROM login_attempts
      WHERE at > $3 AND (username = $1 OR address = $2)`,
    [username.toLowerCase(), address, since],
  );
  const { by_user, by_address } = rows[0];
  return by_user >= LOGIN_LIMITS.perUser || by_address >= LOGIN_LIMITS.perAddress;
}

export async function recordLoginFailure(db: Db, username: string, address: string, now: Date): Promise<void> {
  await db.query('INSERT INTO login_attempts (username, address, at) VALUES ($1, $2, $3)', [username.toLowerCase(), address, now]);
}

/** A correct password ends that user name's streak; the address count stays, so spraying names is still limited. */
export async function clearLoginFailures(db: Db, username: string): Promise<void> {
  await db.query('DELETE FROM login_attempts WHERE username = $1', [username.toLowerCase()]);
}

export async function pruneLoginAttempts(db: Db, now: Date): Promise<void> {
  await db.query('DELETE FROM login_attempts WHERE at <= $1', [new Date(now.getTime() - LOGIN_LIMITS.windowMs)]);
}
