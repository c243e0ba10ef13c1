import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AnotacaoList, AnotacaoListQuery, AnotacaoParams, AnotacaoResponse, CASAMENTOS_MSG, ConfirmarBody, RecusarBody } from '../../shared/schemas/casamentos';
import type { Db } from '../db/types';
import { found, HttpError, invalidField } from '../http-error';
import { ErrorBody, formBody, listMeta } from '../http/schemas';
import { actorOf } from '../lgpd/access-log';
import { addNote, findRecord } from '../sacramentos/repository';
import { baptismCandidates, findReceived, listAnotacoes } from './anotacoes-repository';
import { office } from './context';

const notFound = () => new HttpError(404, CASAMENTOS_MSG.anotacaoNotFound);

/**
 * Marginal notes from other parishes of this portal (a marriage, c. 1122; a confirmation, c. 535 §2): the
 * office sees them pending with the baptism entries that may be the person's, confirms one onto the entry (the
 * sender sees it confirmed) or refuses it with a reason. Each side reads only the notes it sent or received.
 */
export const anotacoesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const withCandidates = async (paroquiaId: number, a: Awaited<ReturnType<typeof listAnotacoes>>['rows'][number]) => ({
    ...a,
    candidatos: a.direcao === 'recebidos' && a.estado === 'pendente' ? await baptismCandidates(db, paroquiaId, a.nome, a.data_batismo) : [],
  });
  const page = async (paroquiaId: number, q: { direcao: 'recebidos' | 'enviados'; page: number; limit: number }, pendentes: boolean) => {
    const { rows, total } = await listAnotacoes(db, paroquiaId, q.direcao, { ...q, pendentes });
    const data = [];
    for (const r of rows) data.push(await withCandidates(paroquiaId, r));
    return { data, meta: listMeta(total, q.page, q.limit) };
  };

  const pending = {
    summary: 'Anotações pendentes vindas de outras paróquias, com os registros de batismo candidatos',
    querystring: AnotacaoListQuery.omit({ direcao: true }),
    response: { 200: AnotacaoList },
  };
  app.get('/api/anotacoes/pendentes', { ...office, schema: pending }, async (request) =>
    page(actorOf(request).paroquiaId, { ...request.query, direcao: 'recebidos' }, true),
  );
  const all = { summary: 'Anotações recebidas ou enviadas (?direcao=recebidos|enviados)', querystring: AnotacaoListQuery, response: { 200: AnotacaoList } };
  app.get('/api/anotacoes', { ...office, schema: all }, async (request) => page(actorOf(request).paroquiaId, request.query, false));

  const answerOf = async (paroquiaId: number, id: number) => withCandidates(paroquiaId, found(await findReceived(db, paroquiaId, id), notFound));
  /** A received note still pending, locked; else 404 / 409. */
  const pendingNote = async (tx: Db, paroquiaId: number, id: number) => {
    const a = found(await findReceived(tx, paroquiaId, id, true), notFound);
    if (a.estado !== 'pendente') throw new HttpError(409, CASAMENTOS_MSG.anotacaoAnswered);
    return a;
  };

  const confirm = {
    summary: 'Confirmar: a anotação é lançada à margem do registro de batismo desta paróquia',
    params: AnotacaoParams,
    ...formBody(ConfirmarBody),
    response: { 200: AnotacaoResponse, 409: ErrorBody },
  };
  app.post('/api/anotacoes/:id/confirmar', { ...office, schema: confirm }, async (request) => {
    const actor = actorOf(request);
    await db.transaction(async (tx) => {
      const a = await pendingNote(tx, actor.paroquiaId, request.params.id);
      const registroId = request.body.registro_id ?? a.registro_id;
      if (!registroId) throw invalidField('registro_id', CASAMENTOS_MSG.batismoRequired);
      const baptism = await findRecord(tx, actor.paroquiaId, 'batismo', registroId);
      if (!baptism || baptism.anulado) throw invalidField('registro_id', CASAMENTOS_MSG.batismoNotFound);
      await addNote(tx, baptism.id, a.texto, actor, { automatic: true });
      await tx.query(
        "UPDATE anotacoes_remotas SET estado = 'confirmada', registro_id = $3, answered_by_name = $4, answered_at = $5 WHERE id = $1 AND destino_paroquia_id = $2",
        [a.id, actor.paroquiaId, baptism.id, actor.userName, actor.at],
      );
    });
    return { message: CASAMENTOS_MSG.anotacaoConfirmed, data: await answerOf(actor.paroquiaId, request.params.id) };
  });

  const refuse = {
    summary: 'Recusar a anotação (registro não encontrado), com motivo',
    params: AnotacaoParams,
    ...formBody(RecusarBody),
    response: { 200: AnotacaoResponse, 409: ErrorBody },
  };
  app.post('/api/anotacoes/:id/recusar', { ...office, schema: refuse }, async (request) => {
    const actor = actorOf(request);
    await db.transaction(async (tx) => {
      const a = await pendingNote(tx, actor.paroquiaId, request.params.id);
      await tx.query(
        "UPDATE anotacoes_remotas SET estado = 'recusada', motivo = $3, answered_by_name = $4, answered_at = $5 WHERE id = $1 AND destino_paroquia_id = $2",
        [a.id, actor.paroquiaId, request.body.motivo, actor.userName, actor.at],
      );
    });
    return { message: CASAMENTOS_MSG.anotacaoRefused, data: await answerOf(actor.paroquiaId, request.params.id) };
  });
};
