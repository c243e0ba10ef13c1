import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PublicAmountQuery, PublicCampaign, PublicCampaignParams, PublicTithe } from '../../shared/schemas/dizimo';
import { notFound } from '../http-error';
import { publicParishSchema } from '../http/schemas';
import { findPublicCampaign } from './campaigns-repository';
import { brCode, loadPix } from './pix-settings';
import { answerAnySite } from '../plugins/cors';

/** The txid of a campaign's BR Code: the statement then says which campaign a PIX was for. */
const campaignTxid = (id: number) => `CP${String(id).padStart(6, '0')}`;

/**
 * What the donate element shows on any parish website (listed in PUBLIC_API_ROUTES): the parish's tithe
 * BR Code, and a public campaign's totals and BR Code. Totals only, never a person; a private or
 * unknown campaign answers 404. `valor_centavos`, typed by the visitor, goes into the BR Code. Any site may read it: `Access-Control-Allow-Origin: *`, never credentials.
 */
export const publicDonateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.addHook('onRequest', async (_request, reply) => {
    answerAnySite(reply);
  });

  app.get(
    '/api/public/paroquias/:id/dizimo',
    { schema: publicParishSchema('PIX do dízimo da paróquia (sem login)', PublicAmountQuery, PublicTithe) },
    async (request, reply) => {
      const { rows } = await db.query<{ name: string }>('SELECT name FROM paroquias WHERE id = $1', [request.params.id]);
      if (!rows[0]) throw notFound();
      reply.header('Cache-Control', 'public, max-age=60');
      return { paroquia: rows[0].name, pix: brCode(await loadPix(db, request.params.id), undefined, request.query.valor_centavos) };
    },
  );

  const campaign = {
    summary: 'Totais e PIX de uma campanha pública (sem login)',
    params: PublicCampaignParams,
    querystring: PublicAmountQuery,
    response: { 200: PublicCampaign },
  };
  app.get('/api/public/paroquias/:id/campanhas/:campanhaId', { schema: campaign }, async (request, reply) => {
    const { id, campanhaId } = request.params;
    const c = await findPublicCampaign(db, id, campanhaId);
    if (!c) throw notFound();
    reply.header('Cache-Control', 'public, max-age=60');
    return {
      nome: c.nome,
      descricao: c.descricao,
      meta_centavos: c.meta_centavos,
      arrecadado_centavos: c.arrecadado_centavos,
      doadores: c.doadores,
      pix: brCode(await loadPix(db, id), campaignTxid(c.id), request.query.valor_centavos),
    };
  });
};
