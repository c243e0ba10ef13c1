import type { FastifyPluginAsync } from 'fastify';
import { PublicFeedParams, PublicFeedQuery, PublicImageParams } from '../../shared/schemas/notices';
import { notFound } from '../http-error';
import { FEED_KIND } from './attachment';
import { listPublished, parishExists, publishedImage } from './public-repository';

// An image opened directly is a document: it may draw, never run script or load anything.
const IMAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * The public feed a parish website embeds (listed in PUBLIC_API_ROUTES): published notices only, no
 * sign-in, no view counting. Any site may read it, so it answers `Access-Control-Allow-Origin: *` and
 * never with credentials; the session cookie is never needed here.
 */
export const publicFeedRoutes: FastifyPluginAsync = async (app) => {
  const { db, storage } = app;

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    // The CORS plugin may have granted a listed origin credentials: not on these routes.
    reply.removeHeader('Access-Control-Allow-Credentials');
  });

  app.get('/api/public/paroquias/:id/feed', async (request, reply) => {
    const { id } = PublicFeedParams.parse(request.params);
    const { page, per_page } = PublicFeedQuery.parse(request.query);
    if (!(await parishExists(db, id))) throw notFound();
    const { items, total } = await listPublished(db, id, app.clock(), page, per_page);
    reply.header('Cache-Control', 'public, max-age=60');
    return { data: { items, total, page, last_page: Math.max(1, Math.ceil(total / per_page)) } };
  });

  app.get('/api/public/paroquias/:id/feed/:noticeId/imagem', async (request, reply) => {
    const { id, noticeId } = PublicImageParams.parse(request.params);
    const image = await publishedImage(db, id, noticeId, app.clock());
    const stored = image && (await storage.open(FEED_KIND, image.file));
    if (!image || !stored) throw notFound();
    reply.type(image.mime).header('Content-Length', stored.size);
    reply.header('Cache-Control', 'public, max-age=300');
    reply.header('Content-Security-Policy', IMAGE_POLICY);
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    return reply.send(stored.stream);
  });
};
