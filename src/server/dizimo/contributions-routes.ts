import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContributionBody, ContributionList, ContributionListQuery, ContributionResponse, DIZIMO_MSG, ReversalBody } from '../../shared/schemas/dizimo';
import { found, HttpError, invalidField } from '../http-error';
import { ErrorBody, formBody, listMeta } from '../http/schemas';
import { actorOf, logAccess } from '../lgpd/access-log';
import { admin, ContributionParams, contributionNotFound, csv, dizimoContext, parishOf, pdf, receiverOf } from './context';
import { allContributions, campaignInParish, findContribution, insertContribution, listContributions, reverseContribution } from './contributions-repository';
import { contributionsCsv } from './csv';
import { titherExists } from './tithers-repository';

/**
 * The contributions (/api/dizimo/contribuicoes), a ledger: list with the filter's totals, CSV, a new one
 * with its numbered receipt, a reversal (an opposite entry with a reason, never an edit), the receipt's PDF.
 */
export const contributionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const { today, titherOr404, sendReceipt } = dizimoContext(app);

  const contributions = {
    summary: 'Contribuições, com os totais do filtro',
    querystring: ContributionListQuery,
    response: { 200: ContributionList, 404: ErrorBody },
  };
  app.get('/api/dizimo/contribuicoes', { ...admin, schema: contributions }, async (request) => {
    const paroquiaId = parishOf(request);
    const { page, limit, ...filter } = request.query;
    if (filter.dizimista_id) {
      const tither = await titherOr404(paroquiaId, filter.dizimista_id);
      await logAccess(db, actorOf(request), tither.register_id, 'tithe_view', { dizimista: tither.id });
    }
    const { rows, total, totals } = await listContributions(db, paroquiaId, filter, { page, limit });
    return { data: rows, meta: listMeta(total, page, limit), totais: totals };
  });

  const contributionsExport = { summary: 'Contribuições filtradas em CSV', querystring: ContributionListQuery, response: csv };
  app.get('/api/dizimo/contribuicoes/export', { ...admin, schema: contributionsExport }, async (request, reply) => {
    const paroquiaId = parishOf(request);
    const { page: _p, limit: _l, ...filter } = request.query;
    await logAccess(db, actorOf(request), null, 'tithe_csv', { contribuicoes: filter });
    const rows = await allContributions(db, paroquiaId, filter);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="contribuicoes-${await today(paroquiaId)}.csv"`)
      .send(contributionsCsv(rows));
  });

  const create = { summary: 'Nova contribuição (com recibo numerado)', ...formBody(ContributionBody), response: { 201: ContributionResponse } };
  app.post('/api/dizimo/contribuicoes', { ...admin, schema: create }, async (request, reply) => {
    const paroquiaId = parishOf(request);
    const { body } = request;
    if (body.data > (await today(paroquiaId))) throw invalidField('data', DIZIMO_MSG.dateFuture);
    if (body.dizimista_id && !(await titherExists(db, paroquiaId, body.dizimista_id))) throw invalidField('dizimista_id', DIZIMO_MSG.titherNotFound);
    if (body.campanha_id && !(await campaignInParish(db, paroquiaId, body.campanha_id))) throw invalidField('campanha_id', DIZIMO_MSG.campaignNotInParish);
    const id = await db.transaction((tx) => insertContribution(tx, paroquiaId, body, receiverOf(request)));
    return reply.code(201).send({ message: DIZIMO_MSG.contributionCreated, data: found(await findContribution(db, paroquiaId, id)) });
  });

  const reverse = {
    summary: 'Estornar contribuição (um lançamento oposto, com motivo)',
    params: ContributionParams,
    ...formBody(ReversalBody),
    response: { 201: ContributionResponse, 409: ErrorBody },
  };
  app.post('/api/dizimo/contribuicoes/:id/estorno', { ...admin, schema: reverse }, async (request, reply) => {
    const paroquiaId = parishOf(request);
    const day = await today(paroquiaId);
    const outcome = await db.transaction((tx) => reverseContribution(tx, paroquiaId, request.params.id, request.body.motivo, day, receiverOf(request)));
    if (outcome === 'missing') throw contributionNotFound();
    if (outcome === 'reversal') throw new HttpError(409, DIZIMO_MSG.reversalOfReversal);
    if (outcome === 'already') throw new HttpError(409, DIZIMO_MSG.alreadyReversed);
    return reply.code(201).send({ message: DIZIMO_MSG.reversed, data: found(await findContribution(db, paroquiaId, outcome.id)) });
  });

  const receipt = { summary: 'Recibo da contribuição (PDF)', params: ContributionParams, response: pdf };
  app.get('/api/dizimo/contribuicoes/:id/recibo', { ...admin, schema: receipt }, (request, reply) => sendReceipt(request, reply, request.params.id));
};
