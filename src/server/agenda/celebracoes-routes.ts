import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can } from '../../shared/roles';
import { AGENDA_MSG, CelebracaoBody, CelebracaoList, CelebracaoResponse, ExcecaoBody, agendaCount } from '../../shared/schemas/agenda';
import { MessageResponse } from '../../shared/schemas/zod';
import { shortDate } from '../documents/words';
import { forbidden, found, HttpError, invalidField } from '../http-error';
import { ErrorBody, formBody, idParams } from '../http/schemas';
import { parishTimeZone, parishToday } from '../parish-time';
import { signedIn } from '../plugins/auth';
import { checkCommunity, parishOf, write } from './context';
import { intencoesByDate, lockCelebracoes } from './intencoes-repository';
import { destinationMass, massLabel, moveIntencoes } from './intencoes-transfer';
import { celebracaoOcorrencias } from './occurrences';
import { isOccurrence, ruleProblem } from './recurrence';
import { celebracaoWire, deleteCelebracao, findCelebracao, insertCelebracao, listCelebracoes, saveExcecao, updateCelebracao } from './repository';

const EARLIEST = '1900-01-01';
const CelebracaoParams = idParams(AGENDA_MSG.celebracaoNotFound);
const celebracaoNotFound = () => new HttpError(404, AGENDA_MSG.celebracaoNotFound);

/**
 * The recurring celebrations (/api/agenda/celebracoes) and their exceptions. Rules are checked with rrule
 * before they are kept: readable, at most daily, with some date. A Mass with intentions is never cancelled
 * or ended under them (c. 949): they move to another Mass first, or, for a cancelled date, in the same step.
 */
export const celebracoesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  async function checkCelebracao(paroquiaId: number, body: CelebracaoBody) {
    await checkCommunity(db, paroquiaId, body.ent_id);
    // Dates before 1900 are typing mistakes, and a rule would walk every month since then.
    if (body.inicio < EARLIEST) throw invalidField('inicio', AGENDA_MSG.dateInvalid);
    const problem = ruleProblem({ ...body, fim: body.fim ?? null });
    if (problem) throw invalidField('regra', AGENDA_MSG[problem]);
  }
  /** A new rule, start, end or kind must keep, as a Mass, every date that holds intentions still to be celebrated. */
  async function checkIntentionsKept(paroquiaId: number, id: number, body: CelebracaoBody) {
    const today = await parishToday(db, paroquiaId, app.clock());
    // A date is lost when the celebration no longer occurs on it, or is no longer a Mass.
    const kept = (day: string) => body.tipo === 'missa' && isOccurrence({ ...body, fim: body.fim ?? null }, day);
    const lost = [...(await intencoesByDate(db, paroquiaId, id, today))].filter(([day]) => !kept(day));
    if (lost.length) {
      const n = lost.reduce((sum, [, count]) => sum + count, 0);
      throw new HttpError(409, agendaCount.changeStrandsIntentions(n, lost.map(([day]) => shortDate(day)).join(', ')));
    }
  }
  const celebracaoOr404 = async (paroquiaId: number, id: number) => found(await findCelebracao(db, paroquiaId, id), celebracaoNotFound);

  app.get('/api/agenda/celebracoes', { schema: { summary: 'Celebrações recorrentes', response: { 200: CelebracaoList } } }, async (request) => ({
    data: (await listCelebracoes(db, parishOf(request))).map(celebracaoWire),
  }));

  app.get(
    '/api/agenda/celebracoes/:id',
    { schema: { summary: 'Uma celebração', params: CelebracaoParams, response: { 200: CelebracaoResponse } } },
    async (request) => ({
      data: celebracaoWire(await celebracaoOr404(parishOf(request), request.params.id)),
    }),
  );

  app.post(
    '/api/agenda/celebracoes',
    { ...write, schema: { summary: 'Nova celebração', ...formBody(CelebracaoBody), response: { 201: CelebracaoResponse } } },
    async (request, reply) => {
      const paroquiaId = parishOf(request);
      await checkCelebracao(paroquiaId, request.body);
      const id = await insertCelebracao(db, paroquiaId, request.body);
      return reply.code(201).send({ message: AGENDA_MSG.celebracaoCreated, data: celebracaoWire(await celebracaoOr404(paroquiaId, id)) });
    },
  );

  const update = {
    summary: 'Editar celebração (recusada se deixar intenções sem missa)',
    params: CelebracaoParams,
    ...formBody(CelebracaoBody),
    response: { 200: CelebracaoResponse, 409: ErrorBody },
  };
  app.put('/api/agenda/celebracoes/:id', { ...write, schema: update }, async (request) => {
    const paroquiaId = parishOf(request);
    await celebracaoOr404(paroquiaId, request.params.id);
    await checkCelebracao(paroquiaId, request.body);
    await checkIntentionsKept(paroquiaId, request.params.id, request.body);
    if (!(await updateCelebracao(db, paroquiaId, request.params.id, request.body))) throw celebracaoNotFound();
    return { message: AGENDA_MSG.celebracaoUpdated, data: celebracaoWire(await celebracaoOr404(paroquiaId, request.params.id)) };
  });

  const remove = { summary: 'Excluir celebração', params: CelebracaoParams, response: { 200: MessageResponse, 409: ErrorBody } };
  app.delete('/api/agenda/celebracoes/:id', { ...write, schema: remove }, async (request) => {
    const outcome = await deleteCelebracao(db, parishOf(request), request.params.id);
    if (outcome === 'missing') throw celebracaoNotFound();
    if (outcome === 'intentions') throw new HttpError(409, AGENDA_MSG.celebracaoHasIntentions);
    return { message: AGENDA_MSG.celebracaoDeleted };
  });

  const exception = {
    summary: 'Cancelar ou mudar o horário de uma data (cancelar uma missa com intenções pede a missa que as recebe)',
    params: CelebracaoParams,
    ...formBody(ExcecaoBody),
    response: { 201: CelebracaoResponse },
  };
  app.post('/api/agenda/celebracoes/:id/excecoes', { ...write, schema: exception }, async (request, reply) => {
    const { user } = signedIn(request);
    const paroquiaId = user.paroquia_id;
    const { body } = request;
    const celebracao = await celebracaoOr404(paroquiaId, request.params.id);
    if (!isOccurrence(celebracao, body.data)) throw invalidField('data', AGENDA_MSG.noOccurrence);
    const zone = await parishTimeZone(db, paroquiaId);
    // Under the lock intentions are taken with: none lands on the date between the count and the cancellation.
    await db.transaction(async (tx) => {
      await lockCelebracoes(tx, [celebracao.id]);
      const held = body.acao === 'cancelar' ? ((await intencoesByDate(tx, paroquiaId, celebracao.id, body.data)).get(body.data) ?? 0) : 0;
      if (held) {
        const text = agendaCount.cancelHasIntentions(held);
        if (!body.destino_data) throw invalidField('destino_data', text, text);
        if (!can(user, 'intencoesWrite')) throw forbidden(AGENDA_MSG.transferForbidden);
      }
      await saveExcecao(tx, paroquiaId, celebracao.id, body);
      if (!held) return;
      const from = { celebracao_id: celebracao.id, data: body.data, label: massLabel(celebracaoOcorrencias(celebracao, body.data, body.data, zone)[0]) };
      const to = await destinationMass(tx, paroquiaId, zone, from, { celebracao_id: body.destino_celebracao_id, data: body.destino_data! }, app.clock());
      await moveIntencoes(tx, paroquiaId, from, to, { cancelada: true, motivo: body.motivo }, app.clock());
    });
    return reply.code(201).send({ message: AGENDA_MSG.excecaoSaved, data: celebracaoWire(await celebracaoOr404(paroquiaId, celebracao.id)) });
  });
};
