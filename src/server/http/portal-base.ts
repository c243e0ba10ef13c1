import type { FastifyRequest } from 'fastify';

/**
 * Where the portal is, as a printed document or an e-mail's link must say it: PUBLIC_URL when set (never
 * what the request's Host header claims), else the address the request came to.
 */
export function portalBase(request: FastifyRequest): string {
  return request.server.config.publicUrl ?? `${request.protocol}://${request.host}`;
}
