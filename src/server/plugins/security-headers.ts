import type { FastifyReply } from 'fastify';
import type { Config } from '../config';
import { globalPlugin } from './global-plugin';

/** The page's CSP: its own scripts only, and connections to itself plus the four external services it calls. */
function contentSecurityPolicy(config: Config): string {
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

/** A year, as browsers and the HSTS preload list expect. */
const HSTS_MAX_AGE = 365 * 24 * 3600;

/**
 * What every answer carries. Also called by errors.ts for errors raised before routing (a malformed
 * URL), whose replies skip the hooks.
 */
export function setBaselineHeaders(reply: FastifyReply): void {
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'same-origin');
  reply.header('X-Frame-Options', 'SAMEORIGIN');
  reply.header('X-Request-Id', reply.request.id);
  // Only what came over HTTPS (through a trusted proxy's X-Forwarded-Proto): over plain HTTP a browser ignores it.
  if (reply.request.protocol === 'https') {
    const subdomains = reply.server.config.hstsIncludeSubdomains ? '; includeSubDomains' : '';
    reply.header('Strict-Transport-Security', `max-age=${HSTS_MAX_AGE}${subdomains}`);
  }
}

export const securityHeadersPlugin = globalPlugin('security-headers', async (app) => {
  const csp = contentSecurityPolicy(app.config);
  app.addHook('onSend', async (request, reply, payload) => {
    setBaselineHeaders(reply);
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) reply.header('Content-Security-Policy', csp);
    // Personal data never stays in a browser's or a proxy's cache (routes opt in with config.personalData).
    if (request.routeOptions.config?.personalData) reply.header('Cache-Control', 'no-store');
    return payload;
  });
});
