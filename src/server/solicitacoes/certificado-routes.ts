import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CertificateParams, SACRAMENTOS_MSG } from '../../shared/schemas/sacramentos';
import { PublicCursoCertificado } from '../../shared/schemas/solicitacoes';
import { HttpError } from '../http-error';
import { answerAnySite } from '../plugins/cors';
import { publicCourseCertificate } from './course';

/**
 * A preparation course certificate's public verification (listed in PUBLIC_API_ROUTES), by the code printed on
 * its PDF: no session, any site, never credentials, as the sacramental certificates'; an unknown code is
 * answered as theirs.
 */
export const publicCursoCertificadoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.addHook('onRequest', async (_request, reply) => {
    answerAnySite(reply);
  });
  const verify = {
    summary: 'Verificar um certificado do curso de preparação para o batismo pelo código (sem login): nome, paróquia, dia do curso e validade',
    params: CertificateParams,
    response: { 200: PublicCursoCertificado },
  };
  app.get('/api/public/certificados-curso/:codigo', { schema: verify }, async (request, reply) => {
    const certificado = await publicCourseCertificate(db, request.params.codigo, app.clock());
    if (!certificado) throw new HttpError(404, SACRAMENTOS_MSG.certificateNotFound);
    // Valid today, not tomorrow: never cached.
    reply.header('Cache-Control', 'no-store');
    return certificado;
  });
};
