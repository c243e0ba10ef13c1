import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ATTACHMENT_TYPES, PublicFeed, PublicFeedQuery } from '../../shared/schemas/notices';
import { rowId, z } from '../../shared/schemas/zod';
import { MSG } from '../../shared/messages';
import { notFound } from '../http-error';
import { fileResponse, idParams, lastPage } from '../http/schemas';
import { FEED_KIND } from './attachment';
import { listPublished, parishExists, publishedImage } from './public-repository';
import { answerAnySite } from '../plugins/cors';

// An image opened directly is a document: it may draw, never run script or load anything.
const IMAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const IMAGE_TYPES = Object.keys(ATTACHMENT_TYPES).filter((type) => type.startsWith('image/'));

/**
 * The public feed a parish website embeds (listed in PUBLIC_API_ROUTES): published notices only, no
 * sign-in, no view counting. Any site may read it, so it answers `Access-Control-Allow-Origin: *` and
 * never with credentials; the session cookie is never needed here.
 */
export const publicFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;

  app.addHook('onRequest', async (_request, reply) => {
    answerAnySite(reply);
  });

  const feed = {
    summary: 'Avisos publicados, para sites de paróquias (sem login)',
    params: idParams(),
    querystring: PublicFeedQuery,
    response: { 200: PublicFeed },
  };
  app.get('/api/public/paroquias/:id/feed', { schema: feed }, async (request, reply) => {
    const {
      params: { id },
      query: { page, per_page },
    } = request;
    if (!(await parishExists(db, id))) throw notFound();
    const { items, total } = await listPublished(db, id, app.clock(), page, per_page);
    reply.header('Cache-Control', 'public, max-age=60');
    return { data: { items, total, page, last_page: lastPage(total, per_page) } };
  });

  const image = {
    summary: 'Imagem de um aviso publicado',
    params: z.object({ id: rowId(MSG.notFound), noticeId: rowId(MSG.notFound) }),
    response: { 200: fileResponse(IMAGE_TYPES, 'A imagem, servida como documento isolado (CSP sandbox)') },
  };
  app.get('/api/public/paroquias/:id/feed/:noticeId/imagem', { schema: image }, async (request, reply) => {
    const { id, noticeId } = request.params;
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
