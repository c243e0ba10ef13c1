import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/types';
import { sessionLifetimeSeconds, setSessionCookie } from './cookie';
import { trustDevice } from './device';
import { createSession, deleteExpiredSessions, deleteSession, recordLogin } from './repository';
import { newSessionToken, sessionIdOf } from './tokens';

export interface SessionAccount {
  id: number;
  paroquia_id: number;
  /** As typed at sign-in or as stored: the trusted-device cookie is named after it, whatever its case. */
  username: string;
}

/**
 * Signs `account` in on this browser: a new session under a new token (the one this browser had, of any
 * user, ends), the sign-in recorded, the session's cookies and the trusted-device cookie set. `tx` is the
 * caller's transaction, so a sign-in that comes with other writes (the set-up, an accepted invitation)
 * stands or falls with them. Used by POST /api/login, /api/instalar, /api/convites/{token} and /api/senha/redefinir.
 */
export async function startSession(tx: Db, request: FastifyRequest, reply: FastifyReply, account: SessionAccount, remember: boolean, now: Date): Promise<void> {
  const token = newSessionToken();
  const previous = request.session?.id;
  if (previous) await deleteSession(tx, previous);
  await deleteExpiredSessions(tx, now);
  await createSession(tx, {
    id: sessionIdOf(token),
    userId: account.id,
    remember,
    now,
    expiresAt: new Date(now.getTime() + sessionLifetimeSeconds(remember) * 1000),
  });
  await recordLogin(tx, account.id, account.paroquia_id, now);
  setSessionCookie(request, reply, token, remember);
  await trustDevice(request, reply, { id: account.id, username: account.username }, now);
}
