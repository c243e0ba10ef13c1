import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { DIZIMO_MSG, MyTithe, titherTxid } from '../../shared/schemas/dizimo';
import { found, HttpError } from '../http-error';
import { ErrorBody } from '../http/schemas';
import { signedIn } from '../plugins/auth';
import { ContributionParams, dizimoContext, own, parishOf, pdf } from './context';
import { allContributions } from './contributions-repository';
import { brCode, loadPix } from './pix-settings';
import { titherOfRegister } from './tithers-repository';

/** 'Meu dízimo' (role 14, /api/dizimo/meu): the member's own carnê, contributions, PIX and receipts. */
export const mineRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const { since, sendReceipt } = dizimoContext(app);

  /** The signed-in member's own tither record, or 404 when their account is not linked to one. */
  async function myTither(request: FastifyRequest) {
    const { user } = signedIn(request);
    const { rows } = await db.query<{ register_id: number }>('SELECT register_id FROM user_registers WHERE user_id = $1', [user.id]);
    const registerId = rows[0]?.register_id;
    const tither = registerId ? await titherOfRegister(db, user.paroquia_id, await since(user.paroquia_id), registerId) : null;
    return found(tither, () => new HttpError(404, DIZIMO_MSG.notTither));
  }

  app.get(
    '/api/dizimo/meu',
    { ...own, schema: { summary: 'Meu dízimo: meu carnê, minhas contribuições e meu PIX', response: { 200: MyTithe, 404: ErrorBody } } },
    async (request) => {
      const paroquiaId = parishOf(request);
      const tither = await myTither(request);
      const rows = await allContributions(db, paroquiaId, { dizimista_id: tither.id });
      return { dizimista: tither, contribuicoes: rows.reverse(), pix: brCode(await loadPix(db, paroquiaId), titherTxid(Number(tither.numero_carne))) };
    },
  );

  const myReceipt = { summary: 'Recibo de uma contribuição minha (PDF)', params: ContributionParams, response: pdf };
  app.get('/api/dizimo/meu/recibos/:id', { ...own, schema: myReceipt }, async (request, reply) => {
    const tither = await myTither(request);
    return sendReceipt(request, reply, request.params.id, tither.id);
  });
};
