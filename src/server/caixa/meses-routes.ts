import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CAIXA_MSG, MesList, MesParams, MesResponse, ReabrirBody } from '../../shared/schemas/caixa';
import { found, HttpError } from '../http-error';
import { ErrorBody, formBody } from '../http/schemas';
import { authorOf, caixaContext, lockBooks, parishOf, read, reopen, write } from './context';
import { closeMonth, listMonths, reopenMonth } from './meses-repository';

const CLOSE_REFUSAL = { future: CAIXA_MSG.mesFuturo, closed: CAIXA_MSG.mesJaFechado, earlier: CAIXA_MSG.mesAnteriorAberto } as const;
const REOPEN_REFUSAL = { open: CAIXA_MSG.mesNaoFechado, later: CAIXA_MSG.mesPosteriorFechado } as const;

/** Closing the month (/api/caixa/meses): a closed month takes no entry; reopening (roles 1, 111) needs a reason and is logged. */
export const mesesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const { today, ready } = caixaContext(app);
  const monthOf = async (paroquiaId: number, mes: string) =>
    found((await listMonths(db, paroquiaId, await today(paroquiaId))).find((m) => m.mes === mes) ?? null);

  app.get('/api/caixa/meses', { ...read, schema: { summary: 'Meses do livro caixa, abertos e fechados', response: { 200: MesList } } }, async (request) => {
    const paroquiaId = parishOf(request);
    await ready(paroquiaId);
    return { data: await listMonths(db, paroquiaId, await today(paroquiaId)) };
  });

  const close = { summary: 'Fechar o mês (saldos transportados)', params: MesParams, response: { 200: MesResponse, 409: ErrorBody } };
  app.post('/api/caixa/meses/:mes/fechar', { ...write, schema: close }, async (request) => {
    const author = authorOf(request);
    const { mes } = request.params;
    const day = await today(author.paroquiaId);
    const outcome = await db.transaction(async (tx) => {
      await lockBooks(tx, author.paroquiaId);
      return closeMonth(tx, author, mes, day, app.clock());
    });
    if (outcome !== 'ok') throw new HttpError(409, CLOSE_REFUSAL[outcome]);
    return { message: CAIXA_MSG.mesClosed, data: await monthOf(author.paroquiaId, mes) };
  });

  const reopenSchema = {
    summary: 'Reabrir o mês (com motivo, registrado)',
    params: MesParams,
    ...formBody(ReabrirBody),
    response: { 200: MesResponse, 409: ErrorBody },
  };
  app.post('/api/caixa/meses/:mes/reabrir', { ...reopen, schema: reopenSchema }, async (request) => {
    const author = authorOf(request);
    const { mes } = request.params;
    const outcome = await db.transaction(async (tx) => {
      await lockBooks(tx, author.paroquiaId);
      return reopenMonth(tx, author, mes, request.body.motivo, app.clock());
    });
    if (outcome !== 'ok') throw new HttpError(409, REOPEN_REFUSAL[outcome]);
    return { message: CAIXA_MSG.mesReopened, data: await monthOf(author.paroquiaId, mes) };
  });
};
