import type { preHandlerAsyncHookHandler } from 'fastify';
import { MSG } from '../../shared/messages';
import { can, type Capability } from '../../shared/roles';
import { forbidden, unauthorized } from '../http-error';
import type { RouteAccess } from '../types';

/** 'METHOD /url-pattern', as Fastify names a route. HEAD is treated as the GET it mirrors. */
export type RouteKey = `${string} /${string}`;

export function routeKey(method: string, url: string): RouteKey {
  return `${method === 'HEAD' ? 'GET' : method} ${url}` as RouteKey;
}

/**
 * The only /api routes reachable without a session. Every other /api route requires one
 * (deny by default), whichever module registers it.
 */
export const PUBLIC_API_ROUTES: ReadonlySet<RouteKey> = new Set<RouteKey>([
  'POST /api/login',
  // Always answers ok and clears the cookie, signed in or not: a stale cookie can always be dropped.
  'POST /api/logout',
  'GET /api/config',
  'GET /api/health',
  // The API's description for integrators (openapi/routes.ts).
  'GET /api/openapi.json',
  // The notices feed parish websites embed: published notices and their images only (notices/public-routes.ts).
  'GET /api/public/paroquias/:id/feed',
  'GET /api/public/paroquias/:id/feed/:noticeId/imagem',
  // The donate element: the tithe's and public campaigns' totals and BR Codes, never a person (dizimo/public-routes.ts).
  'GET /api/public/paroquias/:id/dizimo',
  'GET /api/public/paroquias/:id/campanhas/:campanhaId',
  // A sacramental certificate's verification: parish, kind, name, date and whether annulled, nothing else (sacramentos/public-routes.ts).
  'GET /api/public/certidoes/:codigo',
  // The Mass times element and the calendar feed: public celebrations and events only, never an intention (agenda/public-routes.ts).
  'GET /api/public/paroquias/:id/horarios',
  'GET /api/public/paroquias/:id/agenda.ics',
  // The first run of an empty install, opened by the set-up token (setup/routes.ts).
  'GET /api/instalar',
  'POST /api/instalar',
  // The account links of e-mails: 'Esqueci minha senha', a reset, an invitation (accounts/link-routes.ts).
  'POST /api/senha/esqueci',
  'POST /api/senha/redefinir',
  'GET /api/convites/:token',
  'POST /api/convites/:token',
  // The rosters element: published rosters of public ministries, names as each ministry's visibility says (escalas/public-routes.ts).
  'GET /api/public/paroquias/:id/escalas',
  // A person's roster calendar, opened by its secret, revocable address (escalas/public-routes.ts).
  'GET /api/escalas/ical/:token',
  // A decree's verification: number, diocese, parish, protocol, kind, decision, date and signer (diocese/public-routes.ts).
  'GET /api/public/decretos/:codigo',
  // The website's baptism and certificate requests and their follow-up by its secret address, throttled per address (solicitacoes/public-routes.ts).
  'GET /api/public/paroquias/:id/batismo/vagas',
  'POST /api/public/paroquias/:id/batismo/reservas',
  'POST /api/public/paroquias/:id/pedidos/batismo',
  'POST /api/public/paroquias/:id/pedidos/certidao',
  'GET /api/public/pedidos/:segredo',
  'POST /api/public/pedidos/:segredo/mensagens',
  'GET /api/public/pedidos/:segredo/certidao.pdf',
  // A preparation course certificate's verification: name, parish, course day and validity (solicitacoes/certificado-routes.ts).
  'GET /api/public/certificados-curso/:codigo',
]);

/** What a blocked user (status 1) may still call besides the public routes: /api/me, so the portal can show why. */
const BLOCKED_USER_ROUTES: ReadonlySet<RouteKey> = new Set<RouteKey>(['GET /api/me']);

/** What a user who must change the password may still call besides the public routes. */
const PASSWORD_CHANGE_ROUTES: ReadonlySet<RouteKey> = new Set<RouteKey>(['GET /api/me', 'POST /api/me/password']);

/** Access of a route at registration: /api routes by the public list, others as they declare (default none). */
export function accessOf(method: string, url: string, declared: RouteAccess | undefined): RouteAccess {
  if (url.startsWith('/api/') || url === '/api') return PUBLIC_API_ROUTES.has(routeKey(method, url)) ? 'public' : 'signed-in';
  return declared ?? 'none';
}

interface UserState {
  status: number;
  require_password_change: boolean;
}

/** Throws the refusal for a signed-in route the user's state does not allow (blocked first, as the portal's guard). */
export function checkUserState(user: UserState | null, key: RouteKey): void {
  if (!user) throw unauthorized();
  if (user.status === 1 && !BLOCKED_USER_ROUTES.has(key)) throw forbidden(MSG.blocked);
  if (user.require_password_change && !PASSWORD_CHANGE_ROUTES.has(key)) throw forbidden(MSG.mustChangePassword);
}

/**
 * A route's role requirement, from the permission table in src/shared/roles.ts:
 * `{ preValidation: requireCapability('inventoryWrite') }` answers 403 to anyone else, before the
 * request's input is judged (a caller without the role learns nothing about what it would accept).
 */
export function requireCapability(capability: Capability): preHandlerAsyncHookHandler {
  const check: preHandlerAsyncHookHandler = async (request) => {
    if (!request.user) throw unauthorized();
    if (!can(request.user, capability)) throw forbidden();
  };
  return Object.assign(check, { capability });
}

/** The capability a route's hooks require through requireCapability, if any (recorded in app.routeTable). */
export function capabilityOf(route: { preValidation?: unknown; preHandler?: unknown }): Capability | null {
  for (const handler of [route.preValidation, route.preHandler].flat()) {
    const capability = (handler as { capability?: Capability } | null | undefined)?.capability;
    if (typeof handler === 'function' && capability) return capability;
  }
  return null;
}
