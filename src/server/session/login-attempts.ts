import { isIPv6 } from 'node:net';
import type { Db } from '../db/types';

/**
 * How failed sign-ins slow the next ones down. Nobody is locked out: a wrong password from one address
 * slows that account on that address only, so a stranger who knows a user name cannot keep its owner out.
 */
export const LOGIN_LIMITS = {
  /** Failures older than this are forgotten. */
  windowMs: 60 * 60_000,
  /** One account from one address: this many failures are free... */
  pairFree: 5,
  /** ...then each attempt waits this long after the last failure, doubling with every further failure, */
  pairFirstDelayMs: 30_000,
  /** up to this. That lets one address make about 12 failures an hour on an account. */
  pairMaxDelayMs: 15 * 60_000,
  /** One address, any user names (trying many accounts): failures tolerated in addressWindowMs. */
  perAddress: 20,
  addressWindowMs: 15 * 60_000,
  /**
   * One account from all addresses together (guessing spread over many addresses): failures free in the
   * window, then one attempt per accountDelayMs. Above what one address can reach, so one address alone never slows the owner elsewhere.
   */
  accountFree: 30,
  accountDelayMs: 60_000,
} as const;

/**
 * The address the limits count a client by: an IPv4 address as it is (an IPv4-mapped IPv6 one as its IPv4),
 * an IPv6 address by its /64. One subscriber, one home or one server gets a whole /64, so counting its
 * addresses one by one would hand a guesser 2^64 fresh addresses, each with its own free failures.
 */
export function throttleAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  const address = ip.split('%')[0];
  if (!isIPv6(address)) return ip;
  const [head, tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An IPv4 tail ('::1.2.3.4') takes two groups; only the first four groups matter here.
  const width = right.some((g) => g.includes('.')) ? right.length + 1 : right.length;
  const groups = address.includes('::') ? [...left, ...Array<string>(8 - left.length - width).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

interface Failures {
  pair: number;
  pairLast: Date | null;
  account: number;
  accountLast: Date | null;
  address: number;
  addressFirst: Date | null;
}

/**
 * Milliseconds until this account may be tried from this address again under the failures seen; 0 when it
 * may now. A trusted device (one the account signed in on before: device.ts) skips the account-wide delay,
 * so a guess spread over many addresses never keeps the owner out; the delays of its own address still apply.
 */
function loginWait(f: Failures, now: Date, trustedDevice = false): number {
  const L = LOGIN_LIMITS;
  const until: number[] = [];
  if (f.pair >= L.pairFree && f.pairLast) {
    until.push(f.pairLast.getTime() + Math.min(L.pairFirstDelayMs * 2 ** (f.pair - L.pairFree), L.pairMaxDelayMs));
  }
  if (f.account >= L.accountFree && f.accountLast && !trustedDevice) until.push(f.accountLast.getTime() + L.accountDelayMs);
  if (f.address >= L.perAddress && f.addressFirst) until.push(f.addressFirst.getTime() + L.addressWindowMs);
  return Math.max(0, ...until.map((t) => t - now.getTime()));
}

/**
 * How long this attempt must wait (0: go ahead). Counted in the database, so every server process sees the
 * same failures. `address` is the client's as throttleAddress keys it.
 */
export async function loginWaitMs(db: Db, username: string, address: string, now: Date, trustedDevice = false): Promise<number> {
  const { rows } = await db.query<Failures>(
    `SELECT count(*) FILTER (WHERE username = $1 AND address = $2)::int AS pair,
            max(at) FILTER (WHERE username = $1 AND address = $2) AS "pairLast",
            count(*) FILTER (WHERE username = $1)::int AS account,
            max(at) FILTER (WHERE username = $1) AS "accountLast",
            count(*) FILTER (WHERE address = $2 AND at > $4)::int AS address,
            min(at) FILTER (WHERE address = $2 AND at > $4) AS "addressFirst"
       FROM login_attempts
      WHERE at > $3 AND (username = $1 OR address = $2)`,
    [username.toLowerCase(), address, new Date(now.getTime() - LOGIN_LIMITS.windowMs), new Date(now.getTime() - LOGIN_LIMITS.addressWindowMs)],
  );
  return loginWait(rows[0], now, trustedDevice);
}

export async function recordLoginFailure(db: Db, username: string, address: string, now: Date): Promise<void> {
  await db.query('INSERT INTO login_attempts (username, address, at) VALUES ($1, $2, $3)', [username.toLowerCase(), address, now]);
}

/**
 * A correct password ends the streak of that account on that address. The account's failures from
 * other addresses stay, so a guesser spread over many addresses stays slowed after the owner signs in.
 */
export async function clearLoginFailures(db: Db, username: string, address: string): Promise<void> {
  await db.query('DELETE FROM login_attempts WHERE username = $1 AND address = $2', [username.toLowerCase(), address]);
}

export async function pruneLoginAttempts(db: Db, now: Date): Promise<void> {
  await db.query('DELETE FROM login_attempts WHERE at <= $1', [new Date(now.getTime() - LOGIN_LIMITS.windowMs)]);
}
