import type { FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '../../shared/messages';
import { HttpError } from '../http-error';
import { globalPlugin } from './global-plugin';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The status of a cross-site refusal; the client labels it CSRFError (src/widgets/inventory/create-error.ts). */
const CSRF_STATUS = 419;

/** The origin of a URL or an Origin header; null for 'null' (sandboxed frames, privacy redirects) or anything unreadable. */
function originOf(value: string): string | null {
  try {
    const { origin } = new URL(value);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

function ownOrigin(request: FastifyRequest): string | null {
  // Through URL both sides drop default ports ('http://x:80' is 'http://x').
  return originOf(`${request.protocol}://${request.host}`);
}

/**
 * Where a request says it comes from: the Origin header, else the Referer's origin (browsers that
 * leave Origin off still send a Referer under our Referrer-Policy). Undefined when it says neither:
 * curl and server-to-server calls, which carry no browser cookie to abuse.
 */
function claimedOrigin(request: FastifyRequest): string | null | undefined {
  const { origin, referer } = request.headers;
  if (origin !== undefined) return originOf(origin);
  if (referer !== undefined) return originOf(referer);
  return undefined;
}

/**
 * Cross-origin calls: the origins in CORS_ORIGINS (parish sites embedding the elements) may call
 * the API with credentials. A state-changing call from anywhere else, anywhere on the server, is
 * refused with 419 and MSG.csrf: SameSite=Lax already keeps the cookie off cross-site posts in
 * current browsers; this covers the rest (older browsers, same-site subdomains, top-level navigations).
 */
export const corsPlugin = globalPlugin('cors', async (app) => {
  const allowed = new Set(app.config.corsOrigins);

  app.addHook('onRequest', async (request, reply) => {
    // /api/public/ routes never read the session (a website's baptism or certificate request posts from the parish's own site).
    if (UNSAFE_METHODS.has(request.method) && !request.url.startsWith('/api/public/')) {
      const from = claimedOrigin(request);
      if (from !== undefined && from !== ownOrigin(request) && (from === null || !allowed.has(from))) {
        throw new HttpError(CSRF_STATUS, MSG.csrf);
      }
    }
    if (!request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (origin !== undefined && allowed.has(origin) && origin !== ownOrigin(request)) {
      reply.header('Access-Control-Allow-Origin', origin);
      reply.header('Access-Control-Allow-Credentials', 'true');
      reply.header('Vary', 'Origin');
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

/**
 * A public answer any site may read (the embeddable elements' routes, the configuration, the OpenAPI):
 * `Access-Control-Allow-Origin: *`, and never credentials, even where the hook above granted a listed origin them.
 */
export function answerAnySite(reply: FastifyReply): FastifyReply {
  return reply.header('Access-Control-Allow-Origin', '*').removeHeader('Access-Control-Allow-Credentials');
}
