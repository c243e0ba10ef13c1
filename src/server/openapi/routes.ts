import swagger from '@fastify/swagger';
import { z } from '../../shared/schemas/zod';
import { globalPlugin } from '../plugins/global-plugin';
import { openapiFrame, transform } from './document';
import { answerAnySite } from '../plugins/cors';

/**
 * GET /api/openapi.json (public, in PUBLIC_API_ROUTES): the OpenAPI 3.1 document @fastify/swagger
 * builds from the schemas every route declares, once, on the first request. Registered before the
 * modules, so it sees each of their routes. Like the configuration, any site may read it.
 */
export const openApiRoutes = globalPlugin('openapi', async (app) => {
  await app.register(swagger, { openapi: openapiFrame(`${app.config.productName} — Portal Paroquial`), transform });
  let document: string | undefined;
  const schema = { summary: 'Este documento', response: { 200: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }) } };
  app.get('/api/openapi.json', { schema }, async (_request, reply) => {
    document ??= JSON.stringify(app.swagger());
    answerAnySite(reply);
    return reply.type('application/json; charset=utf-8').send(document);
  });
});
