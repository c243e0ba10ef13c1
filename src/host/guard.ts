import { can, type HasRoles } from '../shared/roles';
import type { User } from '../shared/schemas/session';
import type { RouteDef } from './routes';
import { pathTo } from '../core/paths';

export type Decision = { kind: 'loading' } | { kind: 'redirect'; to: string } | { kind: 'forbidden' } | { kind: 'render' };

export interface SessionView {
  loading: boolean;
  user: User | null;
}

/**
 * The step a signed-in user must pass before the portal, in this order (blocked, then forced password
 * change, then first-access photo: a blocked user changes nothing), or null.
 */
export function pendingStep(user: User): string | null {
  if (user.status === 1) return pathTo('/bloqueado');
  if (user.require_password_change) return pathTo('/mudar-senha');
  if (user.accepted_photo === 0) return pathTo('/welcome');
  return null;
}

/** Whether the user's roles open the route (the PERMISSIONS table); the sidebar and breadcrumbs use it too. */
export function mayOpen(route: RouteDef, user: HasRoles | null | undefined): boolean {
  return !route.capability || can(user, route.capability);
}

/**
 * What the host does with a route for the current session. Protected routes, in this order:
 * loading, no user -> /login, status 1 -> /bloqueado,
 * require_password_change -> /mudar-senha, accepted_photo 0 -> /welcome, else render
 * ('Acesso restrito' when the roles do not allow it). Step routes render only while
 * their step is the pending one, and otherwise go where the user belongs.
 */
export function decide(route: RouteDef, session: SessionView): Decision {
  if (route.redirect) return { kind: 'redirect', to: route.redirect };
  if (route.gate === 'public') return { kind: 'render' };
  if (session.loading) return { kind: 'loading' };
  if (route.gate === 'any') return { kind: 'render' };

  const user = session.user;
  if (!user) return { kind: 'redirect', to: pathTo('/login') };
  const step = pendingStep(user);

  if (route.gate === 'step') {
    if (step === route.path) return { kind: 'render' };
    return { kind: 'redirect', to: step ?? pathTo('/dashboard') };
  }
  if (step) return { kind: 'redirect', to: step };
  return mayOpen(route, user) ? { kind: 'render' } : { kind: 'forbidden' };
}
