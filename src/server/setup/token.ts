import { timingSafeEqual } from 'node:crypto';
import { chmod, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/types';
import { hasParish } from '../parishes/repository';
import { newSessionToken, sessionIdOf } from '../session/tokens';

/**
 * The first run of an empty install: one set-up token (256 random bits) opens /instalar until it is used.
 * The database keeps only its sha256 (instance_setup); the token itself is printed at start and kept in
 * DATA_DIR/setup-token (mode 0600), so a restart prints the same address.
 */
export const SETUP_LOCK = 7_250_003;

export const setupTokenFile = (dataDir: string) => join(dataDir, 'setup-token');

async function savedToken(dataDir: string): Promise<string | null> {
  try {
    return (await readFile(setupTokenFile(dataDir), 'utf8')).trim() || null;
  } catch {
    return null;
  }
}

/** Whether `token` is the set-up token whose hash is `hash` (compared in constant time). */
export function isSetupToken(hash: string, token: string): boolean {
  const given = Buffer.from(sessionIdOf(token));
  const expected = Buffer.from(hash);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The set-up token while the instance has no parish, null once it has one. Processes starting together
 * take it in turn (an advisory lock) and agree on one: the first makes it, the others find its hash and,
 * in the same DATA_DIR, its file. A token whose file is gone (another DATA_DIR, a wiped folder) is replaced.
 */
export async function pendingSetupToken(db: Db, dataDir: string, now: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SETUP_LOCK]);
    if (await hasParish(tx)) return null;
    const { rows } = await tx.query<{ token_hash: string }>('SELECT token_hash FROM instance_setup');
    const saved = await savedToken(dataDir);
    if (saved && rows[0] && isSetupToken(rows[0].token_hash, saved)) return saved;
    const token = newSessionToken();
    await tx.query(
      `INSERT INTO instance_setup (token_hash, created_at) VALUES ($1, $2)
       ON CONFLICT (only_row) DO UPDATE SET token_hash = EXCLUDED.token_hash, created_at = EXCLUDED.created_at`,
      [sessionIdOf(token), now],
    );
    const file = setupTokenFile(dataDir);
    await writeFile(`${file}.tmp`, `${token}\n`, { mode: 0o600 });
    await chmod(`${file}.tmp`, 0o600);
    await rename(`${file}.tmp`, file);
    return token;
  });
}

/** Whether /instalar is open: a set-up token waits and no parish exists. */
export async function setupPending(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ pending: boolean }>('SELECT EXISTS (SELECT 1 FROM instance_setup) AND NOT EXISTS (SELECT 1 FROM paroquias) AS pending');
  return rows[0].pending;
}

/** The set-up is over (done, or a parish was made another way): the token's row and file go. */
export async function endSetup(tx: Db, dataDir: string): Promise<void> {
  await tx.query('DELETE FROM instance_setup');
  await rm(setupTokenFile(dataDir), { force: true });
}
