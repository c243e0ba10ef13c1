import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../http-error';
import { SessionCache } from '../session/cache';
import { clearSessionCookie, sessionToken, SESSION_COOKIE, SIGNED_IN_COOKIE } from '../session/cookie';
import { LastSeen } from '../session/last-seen';
import type { CurrentSession, CurrentUser } from '../session/repository';
import { sessionIdOf } from '../session/tokens';
import { accessOf, capabilityOf, checkUserState, routeKey } from './access-rules';
import { globalPlugin } from './global-plugin';

/** Who is calling, from the session cache (no database round trip once cached), and their presence. */
async function loadSession(request: FastifyRequest, reply: FastifyReply, lastSeen: LastSeen): Promise<void> {
  const { sessions, clock } = request.server;
  const now = clock();
  const token = sessionToken(request);
  const found = token ? await sessions.find(sessionIdOf(token), now) : null;
  if (!found) {
    // A stale or forged cookie is dropped so the browser stops sending it (and stops expecting a session).
    if (request.cookies[SESSION_COOKIE] !== undefined || request.cookies[SIGNED_IN_COOKIE] !== undefined) clearSessionCookie(request, reply);
    return;
  }
  request.user = found.user;
  request.session = found.session;
  await lastSeen.touch(found.user.id, found.session.id, found.user.last_seen_at, now);
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
  app.decorate('sessions', new SessionCache(app.db));
  app.addHook('onClose', async () => app.sessions.close());
  const lastSeen = new LastSeen(app.db);
  const changesAtStart = new WeakMap<FastifyRequest, number>();

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

  app.addHook('onSend', async (request) => {
    const before = changesAtStart.get(request);
    if (before === undefined) return;
    // A change answered by this process is answered once every other process has dropped the old state.
    if (request.method !== 'GET' && request.method !== 'HEAD' && before !== app.sessions.changesHeard) await app.sessions.sync();
  });
  app.addHook('onRequest', async (request, reply) => {
    changesAtStart.set(request, app.sessions.changesHeard);
    const access = request.routeOptions.config?.access;
    // No access means no route matched: the not-found handler answers, whoever asks.
    if (!access || access === 'none') return;
    await loadSession(request, reply, lastSeen);
    if (access === 'signed-in') checkUserState(request.user, routeKey(request.method, request.routeOptions.url ?? ''));
  });
});

/** The session user of a signed-in route (the hook has already refused anyone else). */
export function signedIn(request: FastifyRequest): { user: CurrentUser; session: CurrentSession } {
  if (!request.user || !request.session) throw unauthorized();
  return { user: request.user, session: request.session };
}
