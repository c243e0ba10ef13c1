import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AGENDA_MSG, EsportulaConfirmBody, EsportulaList, EsportulaListQuery, EsportulaResponse } from '../../shared/schemas/agenda';
import { loadLetterhead } from '../documents/letterhead';
import { findContribution } from '../dizimo/contributions-repository';
import { found, HttpError } from '../http-error';
import { ErrorBody, fileResponse, formBody, idParams, listMeta } from '../http/schemas';
import { parishToday } from '../parish-time';
import { requireCapability } from '../plugins/access-rules';
import { signedIn } from '../plugins/auth';
import { esportulaReceiptPdf } from './esportula-pdf';
import { confirmEsportula, findEsportula, listEsportulas } from './esportulas-repository';

const treasurer = { preValidation: requireCapability('dizimoAdmin'), config: { personalData: true } };
const EsportulaParams = idParams(AGENDA_MSG.esportulaNotFound);
const notFound = () => new HttpError(404, AGENDA_MSG.esportulaNotFound);

/**
 * Mass stipends, the treasurer's side (dizimoAdmin: 1, 111, 11): the offerings the office took with
 * intentions wait here until a treasurer confirms the money, which books them in the stipends' account
 * of the ledger (never the tithe's), with a numbered receipt in the treasurer's name. A booked one is
 * reversed like any contribution (POST /api/dizimo/contribuicoes/{contribuicao_id}/estorno).
 */
export const esportulasRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;

  const list = { summary: 'Espórtulas de intenções de missa (pendentes primeiro)', querystring: EsportulaListQuery, response: { 200: EsportulaList } };
  app.get('/api/agenda/esportulas', { ...treasurer, schema: list }, async (request) => {
    const { page, limit, estado } = request.query;
    const { rows, total, pendentes } = await listEsportulas(db, signedIn(request).user.paroquia_id, estado, { page, limit });
    return { data: rows, meta: listMeta(total, page, limit), pendentes_centavos: pendentes };
  });

  const confirm = {
    summary: 'Confirmar o recebimento da oferta: lançada no caixa das espórtulas, com recibo',
    params: EsportulaParams,
    ...formBody(EsportulaConfirmBody),
    response: { 200: EsportulaResponse, 409: ErrorBody },
  };
  app.post('/api/agenda/esportulas/:id/confirmar', { ...treasurer, schema: confirm }, async (request) => {
    const { user } = signedIn(request);
    const today = await parishToday(db, user.paroquia_id, app.clock());
    const outcome = await db.transaction((tx) =>
      confirmEsportula(tx, user.paroquia_id, request.params.id, request.body.metodo, today, { userId: user.id, userName: user.name }),
    );
    if (outcome === 'missing') throw notFound();
    if (outcome === 'already') throw new HttpError(409, AGENDA_MSG.esportulaAlreadyConfirmed);
    return { message: AGENDA_MSG.esportulaConfirmed, data: found(await findEsportula(db, user.paroquia_id, request.params.id), notFound) };
  });

  const receipt = {
    summary: 'Recibo da espórtula confirmada (PDF)',
    params: EsportulaParams,
    response: { 200: fileResponse('application/pdf', 'PDF'), 404: ErrorBody },
  };
  app.get('/api/agenda/esportulas/:id/recibo', { ...treasurer, schema: receipt }, async (request, reply) => {
    const paroquiaId = signedIn(request).user.paroquia_id;
    const e = found(await findEsportula(db, paroquiaId, request.params.id), notFound);
    const c = e.contribuicao_id ? await findContribution(db, paroquiaId, e.contribuicao_id) : null;
    if (!c?.recibo_numero) throw notFound();
    const bytes = await esportulaReceiptPdf(await loadLetterhead(db, storage, paroquiaId), e, c, await parishToday(db, paroquiaId, app.clock()));
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="recibo-${c.recibo_numero.replace('/', '-')}.pdf"`)
      .send(bytes);
  });
};
