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

  app.get('/api/config', async () => publicConfig);

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
