import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardQuery, DashboardStats } from '../../shared/schemas/dashboard';
import { z } from '../../shared/schemas/zod';
import { requireCapability } from '../plugins/access-rules';
import { signedIn } from '../plugins/auth';
import { etagMatches, etagOf } from './etag';
import { dashboardStats } from './stats';

/**
 * GET /api/stats/dashboard?months=12, for the dashboardStats capability only. Answered with an ETag
 * of the body; a matching If-None-Match gets 304 with no body, so the browser's HTTP cache
 * revalidates instead of downloading the same numbers again.
 */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  const schema = {
    summary: 'Estatísticas do painel (ETag)',
    querystring: DashboardQuery,
    response: { 200: DashboardStats, 304: z.null().describe('Não mudou desde o ETag enviado') },
  };
  app.get('/api/stats/dashboard', { preValidation: requireCapability('dashboardStats'), schema }, async (request, reply) => {
    const { months } = request.query;
    const { user } = signedIn(request);
    const stats = await dashboardStats(db, { paroquiaId: user.paroquia_id, userId: user.id, months, now: app.clock() });
    const etag = etagOf(JSON.stringify(stats));
    // private + no-cache: kept only by this browser, and always revalidated (the numbers belong to a session).
    // Vary is added to, not replaced: the CORS hook may already have said 'Origin'.
    const vary = reply.getHeader('Vary');
    reply
      .header('ETag', etag)
      .header('Cache-Control', 'private, no-cache')
      .header('Vary', vary ? `${String(vary)}, Cookie` : 'Cookie');
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
    return stats;
  });
};
