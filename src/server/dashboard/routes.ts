import type { FastifyPluginAsync } from 'fastify';
import { DashboardQuery } from '../../shared/schemas/dashboard';
import { requireCapability } from '../plugins/access-rules';
import { signedIn } from '../plugins/auth';
import { etagMatches, etagOf } from './etag';
import { dashboardStats } from './stats';

/**
 * GET /api/stats/dashboard?months=12 (spec section 7), for the dashboardStats capability only.
 * Answered with an ETag of the body; a matching If-None-Match gets 304 with no body, so the
 * browser's HTTP cache revalidates instead of downloading the same numbers again.
 */
export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  app.get('/api/stats/dashboard', { preHandler: requireCapability('dashboardStats') }, async (request, reply) => {
    const { months } = DashboardQuery.parse(request.query);
    const { user } = signedIn(request);
    const stats = await dashboardStats(db, { paroquiaId: user.paroquia_id, userId: user.id, months, now: app.clock() });
    const body = JSON.stringify(stats);
    const etag = etagOf(body);
    // private + no-cache: kept only by this browser, and always revalidated (the numbers belong to a session).
    // Vary is added to, not replaced: the CORS hook may already have said 'Origin'.
    const vary = reply.getHeader('Vary');
    reply.header('ETag', etag).header('Cache-Control', 'private, no-cache').header('Vary', vary ? `${String(vary)}, Cookie` : 'Cookie');
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });
};
