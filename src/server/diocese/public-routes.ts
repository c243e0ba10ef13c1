import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DecretoParams, DIOCESE_MSG, PublicDecreto } from '../../shared/schemas/diocese';
import { HttpError } from '../http-error';
import { answerAnySite } from '../plugins/cors';
import { publicDecreto } from './decretos';

/**
 * A decree's public verification (listed in PUBLIC_API_ROUTES), opened from its QR code: no session, any site, never
 * credentials, as the certificates' verification. It shows the decree, not the persons it names.
 */
export const publicDecretoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.addHook('onRequest', async (_request, reply) => {
    answerAnySite(reply);
  });
  const verify = { summary: 'Verificar um decreto da Cúria pelo código (sem login)', params: DecretoParams, response: { 200: PublicDecreto } };
  app.get('/api/public/decretos/:codigo', { schema: verify }, async (request, reply) => {
    const decreto = await publicDecreto(db, request.params.codigo);
    if (!decreto) throw new HttpError(404, DIOCESE_MSG.decretoNotFound);
    reply.header('Cache-Control', 'no-store');
    return decreto;
  });
};
