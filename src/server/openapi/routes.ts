import type { FastifyPluginAsync } from 'fastify';
import { openApiDocument } from './document';

/**
 * GET /api/openapi.json (public, in PUBLIC_API_ROUTES), from the route table the auth plugin keeps
 * (app.routeTable: every route, with the capability it requires). Built once, on the first request,
 * when every module has registered its routes. Like the configuration, any site may read it.
 */
export const openApiRoutes: FastifyPluginAsync = async (app) => {
  let document: string | undefined;
  app.get('/api/openapi.json', async (_request, reply) => {
    document ??= JSON.stringify(openApiDocument(app.routeTable, { title: `${app.config.productName} — Portal Paroquial`, version: '1' }));
    reply.header('Access-Control-Allow-Origin', '*').removeHeader('Access-Control-Allow-Credentials');
    return reply.type('application/json; charset=utf-8').send(document);
  });
};
