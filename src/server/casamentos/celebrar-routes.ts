import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CASAMENTOS_MSG,
  CasamentoParams,
  CasamentoResponse,
  CelebrarBody,
  CelebrarResponse,
  EnviadaBody,
  NotificacaoParams,
} from '../../shared/schemas/casamentos';
import { loadLetterhead } from '../documents/letterhead';
import { shortDate } from '../documents/words';
import { found, HttpError, invalidField } from '../http-error';
import { ErrorBody, formBody } from '../http/schemas';
import { actorOf } from '../lgpd/access-log';
import { parishToday } from '../parish-time';
import { findRecord } from '../sacramentos/repository';
import { logFile, openFile } from './casamentos-routes';
import { celebrate, marriageNote, spouse } from './celebrate';
import { casamentoNotFound, pdfAnswer, read, sendPdf, write } from './context';
import { officeLetter } from '../documents/office-letter';
import { findCasamento } from './repository';
import { casamentoOf } from './view';

/**
 * After the wedding: POST celebrar writes the marriage entry from the file (spouses, parents, witnesses,
 * celebrant, date, place, civil effect; the permissions as a marginal note) through the books' engine and
 * archives the file, in one transaction, with each spouse's notice; the notice letter for a baptism parish
 * outside the portal, and the day it was sent.
 */
export const celebrarRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;
  const today = (paroquiaId: number) => parishToday(db, paroquiaId, app.clock());

  const celebrar = {
    summary: 'Registrar a celebração: o termo no livro de Matrimônio, o processo arquivado e as notificações às paróquias de batismo',
    params: CasamentoParams,
    ...formBody(CelebrarBody),
    response: { 201: CelebrarResponse, 409: ErrorBody },
  };
  app.post('/api/casamentos/:id/celebrar', { ...write, schema: celebrar }, async (request, reply) => {
    const actor = actorOf(request);
    const day = await today(actor.paroquiaId);
    const recordId = await db.transaction(async (tx) => {
      const r = await openFile(tx, actor.paroquiaId, request.params.id);
      if (r.estado !== 'habilitado') throw new HttpError(409, CASAMENTOS_MSG.notHabilitado);
      return celebrate(tx, actor, r, request.body.data, day);
    });
    return reply.code(201).send({ message: CASAMENTOS_MSG.celebrated, data: found(await findRecord(db, actor.paroquiaId, 'matrimonio', recordId)) });
  });

  /** A spouse's notice by letter (the baptism parish is not on this portal), or a 409. */
  const letterOf = async (paroquiaId: number, id: number, conjuge: 1 | 2) => {
    const r = found(await findCasamento(db, paroquiaId, id), casamentoNotFound);
    const { rows } = await db.query<{ paroquia: string }>(
      "SELECT paroquia FROM casamento_notificacoes WHERE casamento_id = $1 AND paroquia_id = $2 AND conjuge = $3 AND modo = 'carta'",
      [r.id, paroquiaId, conjuge],
    );
    if (!rows[0] || !r.record_id) throw new HttpError(409, CASAMENTOS_MSG.notificacaoNotNeeded);
    return { r, paroquia: rows[0].paroquia, record: found(await findRecord(db, paroquiaId, 'matrimonio', r.record_id)) };
  };

  const letter = {
    summary: 'A notificação de matrimônio (c. 1122) à paróquia de batismo fora do portal (PDF)',
    params: NotificacaoParams,
    response: { ...pdfAnswer('PDF'), 409: ErrorBody },
  };
  app.get('/api/casamentos/:id/notificacao/:conjuge.pdf', { ...read, schema: letter }, async (request, reply) => {
    const actor = actorOf(request);
    const { conjuge } = request.params;
    const { r, paroquia, record } = await letterOf(actor.paroquiaId, request.params.id, conjuge);
    const s = spouse(r, conjuge);
    const head = await loadLetterhead(db, storage, actor.paroquiaId);
    await logFile(db, actor, r, { casamento: r.id, notificacao: conjuge });
    const bytes = await officeLetter(db, actor.paroquiaId, head, await today(actor.paroquiaId), 'Notificação de matrimônio', [
      { text: `À ${paroquia},`, margin: [0, 0, 0, 8] },
      {
        text:
          `Comunicamos, para a anotação à margem do registro de batismo (c. 1122), que ${s.nome}` +
          `${s.pai || s.mae ? `, filho(a) de ${[s.pai, s.mae].filter(Boolean).join(' e ')}` : ''}${s.data_batismo ? `, batizado(a) em ${shortDate(s.data_batismo)}` : ''}, ` +
          marriageNote(r, conjuge, record, head.name).replace(/^Contraiu/, 'contraiu'),
        margin: [0, 0, 0, 8],
      },
      { text: 'Pedimos a gentileza de confirmar a anotação a esta paróquia.' },
    ]);
    return sendPdf(reply, `notificacao-${r.id}-${conjuge}.pdf`, bytes);
  });

  const sent = {
    summary: 'Registrar o envio da carta de notificação',
    params: NotificacaoParams,
    ...formBody(EnviadaBody),
    response: { 200: CasamentoResponse, 409: ErrorBody },
  };
  app.post('/api/casamentos/:id/notificacao/:conjuge/enviada', { ...write, schema: sent }, async (request) => {
    const actor = actorOf(request);
    const { r } = await letterOf(actor.paroquiaId, request.params.id, request.params.conjuge);
    const day = await today(actor.paroquiaId);
    if (request.body.data > day) throw invalidField('data', CASAMENTOS_MSG.dateFuture);
    await db.query('UPDATE casamento_notificacoes SET enviada_em = $4 WHERE casamento_id = $1 AND paroquia_id = $2 AND conjuge = $3', [
      r.id,
      actor.paroquiaId,
      request.params.conjuge,
      request.body.data,
    ]);
    return { message: CASAMENTOS_MSG.notificacaoSent, data: await casamentoOf(db, actor.paroquiaId, r, day, { userId: actor.userId, writes: true }) };
  });
};
