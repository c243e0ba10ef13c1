import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '../../shared/messages';
import { PublicConfig } from '../../shared/schemas/session';
import { OkResponse } from '../../shared/schemas/zod';
import { HttpError } from '../http-error';
import { ErrorBody } from '../http/schemas';
import { answerAnySite } from '../plugins/cors';

/** GET /api/config (what the page needs before sign-in) and GET /api/health (for probes and the e2e harness). */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicConfig: PublicConfig = {
    product: app.config.productName,
    weatherApiUrl: app.config.weatherApiUrl,
    geocodingApiUrl: app.config.geocodingApiUrl,
    ipLocationUrl: app.config.ipLocationUrl,
    cepApiUrl: app.config.cepApiUrl,
  };

  // The same for everyone and never needs the cookie: any site embedding an element (the weather's service
  // URLs) may read it, like the public notices feed.
  const config = { summary: 'Configuração pública da página (nome do produto, serviços externos)', response: { 200: PublicConfig } };
  app.get('/api/config', { schema: config }, async (_request, reply) => {
    answerAnySite(reply);
    return publicConfig;
  });

  const health = { summary: 'Servidor e banco respondendo', response: { 200: OkResponse, 503: ErrorBody } };
  app.get('/api/health', { schema: health }, async (request) => {
    try {
      await app.db.query('SELECT 1');
    } catch (err) {
      request.log.error({ err }, 'health check: database unreachable');
      throw new HttpError(503, MSG.unavailable);
    }
    return { ok: true as const };
  });
};
