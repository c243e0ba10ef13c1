import type { FastifyRequest } from 'fastify';
import { can } from '../../shared/roles';
import { Id } from '../../shared/schemas/zod';
import { runWithScope, type ParishScope } from '../db/scope';
import { globalPlugin } from './global-plugin';

/** The website's routes about one parish name it first in their path: `/api/public/paroquias/:id/…`. */
const PUBLIC_PARISH_ROUTE = '/api/public/paroquias/:id/';

/**
 * The parish a request works in: a signed-in route's session's (and, for the diocese's offices, their diocese's); a
 * public route under PUBLIC_PARISH_ROUTE, the parish its URL names (a non-numeric id names none: validation answers).
 * Every other public route (a certificate or decree verified by its code, a follow-up by its secret address, the
 * login, the account links) runs without one and sees every parish: each finds its row by a secret or a code, not by
 * a parish, and reads the session, if any, only to tailor an answer anyone may have.
 */
function scopeOf(request: FastifyRequest): ParishScope | null {
  const { user } = request;
  const access = request.routeOptions.config.access;
  if (access === 'signed-in') return user ? { paroquiaId: user.paroquia_id, curia: can(user, 'dioceseRead') } : null;
  if (access !== 'public' || !request.routeOptions.url?.startsWith(PUBLIC_PARISH_ROUTE)) return null;
  const id = Id.safeParse((request.params as { id?: unknown }).id);
  return id.success ? { paroquiaId: id.data, curia: false } : null;
}

/**
 * The second wall between parishes (db/scope.ts, migration 042): once the session is known, the rest of the request
 * runs under its parish (scopeOf), so every query it makes sees that parish's rows only. A new public route about one
 * parish goes under PUBLIC_PARISH_ROUTE and is scoped by its URL alone. Requests without a scope and
 * ROW_LEVEL_SECURITY=off run without one, as the code outside requests does.
 */
export const rowScopePlugin = globalPlugin('row-scope', async (app) => {
  const scoped = new WeakMap<FastifyRequest, { end(): void }>();
  // preValidation: after auth's onRequest hook has loaded the session and after the body is read (whose stream events
  // would not carry the scope), before the route's own hooks and handler, which run inside `done`.
  app.addHook('preValidation', (request, _reply, done) => {
    const scope = app.config.rowLevelSecurity ? scopeOf(request) : null;
    if (!scope) return done();
    scoped.set(request, runWithScope(scope, done));
  });
  // Work the request left running (a timer, a queue it woke) goes on without its scope.
  app.addHook('onResponse', async (request) => scoped.get(request)?.end());
});
