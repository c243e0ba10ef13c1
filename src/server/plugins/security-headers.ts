import type { FastifyReply } from 'fastify';
import type { Config } from '../config';
import { globalPlugin } from './global-plugin';

/** The page's CSP: its own scripts only, and connections to itself plus the four external services it calls. */
export function contentSecurityPolicy(config: Config): string {
  const services = [config.weatherApiUrl, config.geocodingApiUrl, config.ipLocationUrl, config.cepApiUrl].map((u) => new URL(u).origin);
  const connect = ["'self'", ...new Set(services)].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    `connect-src ${connect}`,
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * What every answer carries. Also called by errors.ts for errors raised before routing (a malformed
 * URL), whose replies skip the hooks.
 */
export function setBaselineHeaders(reply: FastifyReply): void {
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'same-origin');
  reply.header('X-Frame-Options', 'SAMEORIGIN');
  reply.header('X-Request-Id', reply.request.id);
}

export const securityHeadersPlugin = globalPlugin('security-headers', async (app) => {
  const csp = contentSecurityPolicy(app.config);
  app.addHook('onSend', async (_request, reply, payload) => {
    setBaselineHeaders(reply);
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) reply.header('Content-Security-Policy', csp);
    return payload;
  });
});
