import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CertificateParams, PublicCertificate, SACRAMENTOS_MSG } from '../../shared/schemas/sacramentos';
import { HttpError } from '../http-error';
import { publicCertificate } from './certificates';
import { answerAnySite } from '../plugins/cors';

/**
 * A certificate's public verification (listed in PUBLIC_API_ROUTES), opened from its QR code or from
 * <sacra-certidao> on any site: no session, `Access-Control-Allow-Origin: *` and never credentials. The
 * code may be typed without dashes, with spaces or in lower case.
 */
export const publicCertificateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.addHook('onRequest', async (_request, reply) => {
    answerAnySite(reply);
  });

  const verify = {
    summary:
      'Verificar uma certidão pelo código (sem login): se o registro foi anulado ou retificado depois da emissão, a data do sacramento e livro, folha e termo',
    params: CertificateParams,
    response: { 200: PublicCertificate },
  };
  app.get('/api/public/certidoes/:codigo', { schema: verify }, async (request, reply) => {
    const certificate = await publicCertificate(db, request.params.codigo);
    if (!certificate) throw new HttpError(404, SACRAMENTOS_MSG.certificateNotFound);
    // Whether the record was annulled or corrected can change at any time: never cached.
    reply.header('Cache-Control', 'no-store');
    return certificate;
  });
};
