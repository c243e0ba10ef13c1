import { can } from '../../shared/roles';
import { runWithScopeHolder, setScope } from '../db/scope';
import { globalPlugin } from './global-plugin';

/**
 * The second wall between parishes (db/scope.ts, migration 042): each request runs with a scope holder, filled with
 * the session's parish once the session is known, so every query it makes sees that parish's rows only (and, for the
 * diocese's offices, their diocese's). Requests without a session (the public pages, the login) and ROW_LEVEL_SECURITY=off
 * run without one, as the code outside requests does.
 */
export const rowScopePlugin = globalPlugin('row-scope', async (app) => {
  // Before the session is read: the session cache reads every parish's users.
  app.addHook('onRequest', (_request, _reply, done) => runWithScopeHolder(done));
  // After every onRequest hook (auth's loads the session), before the route's own hooks and handler.
  app.addHook('preValidation', async (request) => {
    const user = request.user;
    if (!user || !app.config.rowLevelSecurity) return;
    setScope({ paroquiaId: user.paroquia_id, curia: can(user, 'dioceseRead') });
  });
  // Work the request left running (a timer, a queue it woke) goes on without its scope.
  app.addHook('onResponse', async () => setScope(null));
});
