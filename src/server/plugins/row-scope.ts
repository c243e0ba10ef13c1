import type { FastifyRequest } from 'fastify';
import { can } from '../../shared/roles';
import { runWithScope } from '../db/scope';
import { globalPlugin } from './global-plugin';

/**
 * The second wall between parishes (db/scope.ts, migration 042): once the session is known, the rest of the request
 * runs under its parish, so every query it makes sees that parish's rows only (and, for the diocese's offices, their
 * diocese's). Requests without a session (the public pages, the login) and ROW_LEVEL_SECURITY=off run without one, as
 * the code outside requests does.
 */
export const rowScopePlugin = globalPlugin('row-scope', async (app) => {
  const scoped = new WeakMap<FastifyRequest, { end(): void }>();
  // preValidation: after auth's onRequest hook has loaded the session and after the body is read (whose stream events
  // would not carry the scope), before the route's own hooks and handler, which run inside `done`.
  app.addHook('preValidation', (request, _reply, done) => {
    const user = request.user;
    // Public routes read the session only to tailor an answer anyone may have (a certificate verified by its code).
    if (!user || request.routeOptions.config.access !== 'signed-in' || !app.config.rowLevelSecurity) return done();
    scoped.set(request, runWithScope({ paroquiaId: user.paroquia_id, curia: can(user, 'dioceseRead') }, done));
  });
  // Work the request left running (a timer, a queue it woke) goes on without its scope.
  app.addHook('onResponse', async (request) => scoped.get(request)?.end());
});
