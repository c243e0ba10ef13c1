import { createHash, randomBytes } from 'node:crypto';

/** A new session token for the cookie: 256 random bits. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Sessions are stored under the token's sha256, so the table alone cannot be replayed as cookies. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
