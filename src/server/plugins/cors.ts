import type { FastifyRequest } from 'fastify';
import { MSG } from '../../shared/messages';
import { forbidden } from '../http-error';
import { globalPlugin } from './global-plugin';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function isSameOrigin(origin: string, request: FastifyRequest): boolean {
  try {
    // Through URL both sides drop default ports ('http://x:80' is 'http://x').
    return new URL(origin).origin === new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return false;
  }
}

/**
 * Cross-origin calls: the origins in CORS_ORIGINS (parish sites embedding the elements) may call
 * the API with credentials. Any other foreign Origin on a state-changing call is refused (403 CSRF):
 * SameSite=Lax already keeps the cookie off cross-site posts in current browsers; this covers the rest.
 */
export const corsPlugin = globalPlugin('cors', async (app) => {
  const allowed = new Set(app.config.corsOrigins);

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    const foreign = origin !== undefined && !isSameOrigin(origin, request);
    if (foreign && allowed.has(origin)) {
      reply.header('Access-Control-Allow-Origin', origin);
      reply.header('Access-Control-Allow-Credentials', 'true');
      reply.header('Vary', 'Origin');
    } else if (foreign && UNSAFE_METHODS.has(request.method)) {
      throw forbidden(MSG.csrf);
    }
    // Preflights are answered here, before routing and auth (they never carry cookies). Origins not
    // allowed get no CORS headers, so the browser stops there.
    if (request.method === 'OPTIONS') {
      if (reply.hasHeader('Access-Control-Allow-Origin')) {
        reply.header('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
        reply.header('Access-Control-Allow-Headers', 'Content-Type, Accept, X-Requested-With');
        reply.header('Access-Control-Max-Age', '600');
      }
      return reply.code(204).send();
    }
  });
});
