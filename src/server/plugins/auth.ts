import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../http-error';
import { findSession, touchLastSeen, type CurrentSession, type CurrentUser } from '../session/repository';
import { clearSessionCookie, sessionToken, SESSION_COOKIE } from '../session/cookie';
import { sessionIdOf } from '../session/tokens';
import { accessOf, capabilityOf, checkUserState, routeKey } from './access-rules';
import { globalPlugin } from './global-plugin';

/** Presence is written at most this often per user, not on every request. */
export const LAST_SEEN_INTERVAL_MS = 30_000;

async function loadSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { db, clock } = request.server;
  const now = clock();
  const token = sessionToken(request);
  const found = token ? await findSession(db, sessionIdOf(token), now) : null;
  if (!found) {
    // A stale or forged cookie is dropped so the browser stops sending it.
    if (request.cookies[SESSION_COOKIE] !== undefined) clearSessionCookie(request, reply);
    return;
  }
  request.user = found.user;
  request.session = found.session;
  const seen = found.user.last_seen_at?.getTime() ?? 0;
  if (now.getTime() - seen >= LAST_SEEN_INTERVAL_MS) await touchLastSeen(db, found.user.id, found.session.id, now);
}

/**
 * Deny by default. Each route's access is fixed when it is registered (access-rules.ts);
 * before a handler runs, this hook loads the session from the cookie and refuses what the
 * access and the user's state do not allow. The parish is always the session user's.
 */
export const authPlugin = globalPlugin('auth', async (app) => {
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  app.decorate('routeTable', []);

  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat().map(String);
    const declared = route.config?.access;
    const accesses = new Set(methods.map((m) => accessOf(m, route.url, declared)));
    if (accesses.size > 1) throw new Error(`${route.url}: split this route, its methods need different access`);
    const [access] = accesses;
    route.config = { ...route.config, access };
    const capability = capabilityOf(route);
    for (const method of methods) app.routeTable.push({ method, url: route.url, access, capability });
  });

  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config?.access;
    // No access means no route matched: the not-found handler answers, whoever asks.
    if (!access || access === 'none') return;
    await loadSession(request, reply);
    if (access === 'signed-in') checkUserState(request.user, routeKey(request.method, request.routeOptions.url ?? ''));
  });
});

/** The session user of a signed-in route (the hook has already refused anyone else). */
export function signedIn(request: FastifyRequest): { user: CurrentUser; session: CurrentSession } {
  if (!request.user || !request.session) throw unauthorized();
  return { user: request.user, session: request.session };
}
