import type { FastifyPluginAsync } from 'fastify';
import { MSG } from '../../shared/messages';
import type { PublicConfig } from '../../shared/schemas/session';
import { HttpError } from '../http-error';

/** GET /api/config (what the page needs before sign-in) and GET /api/health (for probes and the e2e harness). */
export const systemRoutes: FastifyPluginAsync = async (app) => {
  const publicConfig: PublicConfig = {
    product: app.config.productName,
    weatherApiUrl: app.config.weatherApiUrl,
    geocodingApiUrl: app.config.geocodingApiUrl,
    ipLocationUrl: app.config.ipLocationUrl,
    cepApiUrl: app.config.cepApiUrl,
  };

  // The same for everyone and never needs the cookie: any site embedding an element (the weather's service
  // URLs) may read it, like the public notices feed.
  app.get('/api/config', async (_request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*').removeHeader('Access-Control-Allow-Credentials');
    return publicConfig;
  });

  app.get('/api/health', async (request) => {
    try {
      await app.db.query('SELECT 1');
    } catch (err) {
      request.log.error({ err }, 'health check: database unreachable');
      throw new HttpError(503, MSG.unavailable);
    }
    return { ok: true };
  });
};
