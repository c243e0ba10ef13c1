import type { Db } from '../db/types';
import { newSessionToken, sessionIdOf } from '../session/tokens';

/** One-time links of an account: an invitation to choose a password (72 h), or a password reset (1 h). */
export type AccountTokenKind = 'convite' | 'senha';

export const TOKEN_LIFETIME_MS: Record<AccountTokenKind, number> = { convite: 72 * 3600_000, senha: 3600_000 };

/**
 * A new link's token (256 random bits; only its sha256 is stored). The account's earlier unused links
 * of the same kind stop working: only the newest e-mail opens it.
 */
export async function issueAccountToken(tx: Db, userId: number, kind: AccountTokenKind, now: Date): Promise<string> {
  const token = newSessionToken();
  await tx.query('UPDATE account_tokens SET used_at = $3 WHERE user_id = $1 AND kind = $2 AND used_at IS NULL', [userId, kind, now]);
  await tx.query('INSERT INTO account_tokens (user_id, kind, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
    userId,
    kind,
    sessionIdOf(token),
    now,
    new Date(now.getTime() + TOKEN_LIFETIME_MS[kind]),
  ]);
  return token;
}

/** The account a live (unused, unexpired) token of `kind` opens, without spending it; null otherwise. */
export async function accountOfToken(db: Db, token: string, kind: AccountTokenKind, now: Date): Promise<number | null> {
  const { rows } = await db.query<{ user_id: number }>(
    'SELECT user_id FROM account_tokens WHERE token_hash = $1 AND kind = $2 AND used_at IS NULL AND expires_at > $3',
    [sessionIdOf(token), kind, now],
  );
  return rows[0]?.user_id ?? null;
}

/** Spends a live token of `kind` once: the account it opened, or null when it was unknown, used or expired. */
export async function spendAccountToken(tx: Db, token: string, kind: AccountTokenKind, now: Date): Promise<number | null> {
  const { rows } = await tx.query<{ user_id: number }>(
    `UPDATE account_tokens SET used_at = $3
      WHERE token_hash = $1 AND kind = $2 AND used_at IS NULL AND expires_at > $3 RETURNING user_id`,
    [sessionIdOf(token), kind, now],
  );
  return rows[0]?.user_id ?? null;
}
