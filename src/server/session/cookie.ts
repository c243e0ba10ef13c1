import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'sacra_sid';
/**
 * Beside the session's cookie, which scripts cannot read, one they can: it says only that this browser
 * signed in (no secret), so the portal's public pages ask GET /api/me only when a session may exist, instead
 * of logging a 401 for every visitor. Set and cleared with the session's cookie.
 */
export const SIGNED_IN_COOKIE = 'sacra_in';

const REMEMBER_SECONDS = 24 * 60 * 60;
/** Server-side lifetime of a session whose cookie lasts only while the browser is open. */
const BROWSER_SESSION_SECONDS = 12 * 60 * 60;

export function sessionLifetimeSeconds(remember: boolean): number {
  return remember ? REMEMBER_SECONDS : BROWSER_SESSION_SECONDS;
}

function baseOptions(request: FastifyRequest) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: request.protocol === 'https' };
}

/** 'Manter minha sessão por 24h' gives a 24 h cookie; without it, a browser-session cookie (no Max-Age). */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, remember: boolean): void {
  const lifetime = remember ? { maxAge: REMEMBER_SECONDS } : {};
  reply.setCookie(SESSION_COOKIE, token, { ...baseOptions(request), ...lifetime });
  reply.setCookie(SIGNED_IN_COOKIE, '1', { ...baseOptions(request), httpOnly: false, ...lifetime });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, baseOptions(request));
  reply.clearCookie(SIGNED_IN_COOKIE, { ...baseOptions(request), httpOnly: false });
}

export function sessionToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE];
  // Our tokens are 43 base64url characters; anything else cannot be one, so skip the lookup.
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
}
