import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { MSG } from '../../shared/messages';
import { LoginBody, type LoginResponse } from '../../shared/schemas/session';
import { HttpError } from '../http-error';
import { signedIn } from '../plugins/auth';
import { clearSessionCookie, sessionLifetimeSeconds, setSessionCookie } from './cookie';
import { clearLoginFailures, loginWaitMs, pruneLoginAttempts, recordLoginFailure } from './login-attempts';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import {
  createSession,
  deleteExpiredSessions,
  deleteSession,
  findLoginCandidate,
  recordLogin,
  setPasswordVerifiedAt,
} from './repository';
import { newSessionToken, sessionIdOf } from './tokens';
import { toUserResponse } from './user-response';

function isJson(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith('application/json');
}

/** POST /api/login, POST /api/logout, GET /api/me. */
export const sessionRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  app.post('/api/login', async (request, reply) => {
    const body = LoginBody.parse(request.body);
    const now = app.clock();
    const address = request.ip;

    // Before the password is looked at, so a guess made too soon teaches the attacker nothing.
    const wait = await loginWaitMs(db, body.user, address, now);
    if (wait > 0) {
      reply.header('Retry-After', String(Math.ceil(wait / 1000)));
      throw new HttpError(429, MSG.tooManyAttempts);
    }

    const candidate = await findLoginCandidate(db, body.user);
    const valid = candidate ? await verifyPassword(candidate.password_hash, body.password) : await verifyAgainstDummy(body.password);
    if (!candidate || !valid) {
      await recordLoginFailure(db, body.user, address, now);
      await pruneLoginAttempts(db, now);
      // One answer for an unknown name and a wrong password: the response never tells which.
      throw new HttpError(401, MSG.badCredentials);
    }
    await clearLoginFailures(db, body.user, address);

    const answer: LoginResponse = { ok: true, ...(candidate.require_password_change ? { require_password_change: true } : {}) };

    // The 'verify current password' step: same user, same session, same cookie; only the mark is new.
    if (isJson(request) && request.session && request.user?.id === candidate.id) {
      await setPasswordVerifiedAt(db, request.session.id, now);
      return answer;
    }

    // A sign-in always starts a new session under a new token; the one this browser had (any user) ends.
    const token = newSessionToken();
    const previous = request.session?.id;
    await db.transaction(async (tx) => {
      if (previous) await deleteSession(tx, previous);
      await deleteExpiredSessions(tx, now);
      await createSession(tx, {
        id: sessionIdOf(token),
        userId: candidate.id,
        remember: body.remember,
        now,
        expiresAt: new Date(now.getTime() + sessionLifetimeSeconds(body.remember) * 1000),
      });
      await recordLogin(tx, candidate.id, candidate.paroquia_id, now);
    });
    setSessionCookie(request, reply, token, body.remember);
    return answer;
  });

  app.post('/api/logout', async (request, reply) => {
    if (request.session) await deleteSession(db, request.session.id);
    clearSessionCookie(request, reply);
    return { ok: true };
  });

  app.get('/api/me', async (request) => toUserResponse(signedIn(request).user));
};
