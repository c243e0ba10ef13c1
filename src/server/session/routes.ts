import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '../../shared/messages';
import { LoginBody, LoginResponse, User } from '../../shared/schemas/session';
import { OkResponse } from '../../shared/schemas/zod';
import { HttpError } from '../http-error';
import { ErrorBody, formBody } from '../http/schemas';
import { signedIn } from '../plugins/auth';
import { clearSessionCookie } from './cookie';
import { isTrustedDevice } from './device';
import { clearLoginFailures, loginWaitMs, pruneLoginAttempts, recordLoginFailure, throttleAddress } from './login-attempts';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import { deleteSession, findLoginCandidate, setPasswordVerifiedAt } from './repository';
import { startSession } from './start';
import { toUserResponse } from './user-response';

function isJson(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith('application/json');
}

/** POST /api/login, POST /api/logout, GET /api/me. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  // 401 for an unknown name or a wrong password alike; 429 while throttled.
  const login = {
    summary: 'Entrar (em JSON, de quem já entrou: confirma a senha atual)',
    ...formBody(LoginBody),
    response: { 200: LoginResponse, 401: ErrorBody, 429: ErrorBody },
  };
  app.post('/api/login', { schema: login }, async (request, reply) => {
    const { body } = request;
    const now = app.clock();
    const address = throttleAddress(request.ip);
    const candidate = await findLoginCandidate(db, body.user);

    // Before the password is looked at, so a guess made too soon teaches the attacker nothing.
    const trusted = candidate !== null && (await isTrustedDevice(request, { id: candidate.id, username: body.user }, now));
    const wait = await loginWaitMs(db, body.user, address, now, trusted);
    if (wait > 0) {
      reply.header('Retry-After', String(Math.ceil(wait / 1000)));
      throw new HttpError(429, MSG.tooManyAttempts);
    }

    // An invited account has no password yet (an empty hash): it fails after the same work as an unknown name.
    const valid = candidate?.password_hash ? await verifyPassword(candidate.password_hash, body.password) : await verifyAgainstDummy(body.password);
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
    await db.transaction((tx) =>
      startSession(tx, request, reply, { id: candidate.id, paroquia_id: candidate.paroquia_id, username: body.user }, body.remember, now),
    );
    return answer;
  });

  const logout = { summary: 'Sair: encerra a sessão e apaga o cookie', response: { 200: OkResponse } };
  app.post('/api/logout', { schema: logout }, async (request, reply) => {
    if (request.session) await deleteSession(db, request.session.id);
    clearSessionCookie(request, reply);
    return { ok: true as const };
  });

  app.get('/api/me', { schema: { summary: 'O usuário da sessão', response: { 200: User } } }, async (request) => toUserResponse(signedIn(request).user));
};
