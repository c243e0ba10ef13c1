import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EnviadaBody, SACRAMENTOS_MSG, SacramentoResponse } from '../../shared/schemas/sacramentos';
import type { Db } from '../db/types';
import { loadLetterhead } from '../documents/letterhead';
import { officeLetter } from '../documents/office-letter';
import { shortDate } from '../documents/words';
import { found, HttpError, invalidField } from '../http-error';
import { ErrorBody, fileResponse, formBody, idParams } from '../http/schemas';
import { actorOf, logAccess } from '../lgpd/access-log';
import { parishToday } from '../parish-time';
import { requireCapability } from '../plugins/access-rules';
import { confirmationNote } from './confirmation-notice';
import { findDetail, findRecord } from './repository';

const write = { preValidation: requireCapability('sacramentosWrite'), config: { personalData: true } };
const Params = idParams(SACRAMENTOS_MSG.notFound);
const recordNotFound = () => new HttpError(404, SACRAMENTOS_MSG.notFound);

/** A confirmation of this parish whose notice goes by letter (the baptism parish is outside the portal), or 404/409. */
async function letterOf(db: Db, paroquiaId: number, id: number) {
  const record = found(await findRecord(db, paroquiaId, 'crisma', id), recordNotFound);
  const { rows } = await db.query<{ paroquia: string }>(
    "SELECT paroquia FROM crisma_notificacoes WHERE record_id = $1 AND paroquia_id = $2 AND modo = 'carta'",
    [record.id, paroquiaId],
  );
  if (!rows[0]) throw new HttpError(409, SACRAMENTOS_MSG.noticeNotLetter);
  return { record, paroquia: rows[0].paroquia };
}

/**
 * The confirmation's notice (c. 535 §2) to a baptism parish outside the portal: the letter (the parish's header
 * and the pároco's signature line, as the marriage's), the first printing kept, and the day it was sent.
 */
export const confirmationNoticeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;
  const today = (paroquiaId: number) => parishToday(db, paroquiaId, app.clock());
  const base = '/api/sacramentos/crisma/:id/notificacao';

  const letter = {
    summary: 'Crisma: a notificação (c. 535 §2) à paróquia do batismo fora do portal (PDF)',
    params: Params,
    response: { 200: fileResponse('application/pdf', 'PDF'), 409: ErrorBody },
  };
  app.get(`${base}.pdf`, { ...write, schema: letter }, async (request, reply) => {
    const actor = actorOf(request);
    const { record: r, paroquia } = await letterOf(db, actor.paroquiaId, request.params.id);
    const head = await loadLetterhead(db, storage, actor.paroquiaId);
    const parents = [r.pai, r.mae].filter(Boolean).join(' e ');
    const entry = r.batismo_livro ? ` (livro ${r.batismo_livro}, folha ${r.batismo_folha ?? '-'}, termo ${r.batismo_termo ?? '-'})` : '';
    const bytes = await officeLetter(db, actor.paroquiaId, head, await today(actor.paroquiaId), 'Notificação de crisma', [
      { text: `À ${paroquia},`, margin: [0, 0, 0, 8] },
      {
        text:
          `Comunicamos, para a anotação à margem do registro de batismo (c. 535 §2), que ${r.nome}` +
          `${parents ? `, filho(a) de ${parents}` : ''}${r.data_batismo ? `, batizado(a) em ${shortDate(r.data_batismo)}` : ''}${entry}, ` +
          confirmationNote(r, head.name).replace(/^Crismado/, 'foi crismado'),
        margin: [0, 0, 0, 8],
      },
      { text: 'Pedimos a gentileza de confirmar a anotação a esta paróquia.' },
    ]);
    await db.query('UPDATE crisma_notificacoes SET impressa_em = coalesce(impressa_em, $2) WHERE record_id = $1', [r.id, actor.at]);
    await logAccess(db, actor, r.register_id ?? null, 'sacrament_view', { sacramento: 'crisma', registro: r.id, notificacao: true });
    return reply.type('application/pdf').header('Content-Disposition', `attachment; filename="notificacao-crisma-${r.id}.pdf"`).send(bytes);
  });

  const sent = {
    summary: 'Crisma: registrar o envio da carta de notificação à paróquia do batismo',
    params: Params,
    ...formBody(EnviadaBody),
    response: { 200: SacramentoResponse, 409: ErrorBody },
  };
  app.post(`${base}/enviada`, { ...write, schema: sent }, async (request) => {
    const actor = actorOf(request);
    const { record: r } = await letterOf(db, actor.paroquiaId, request.params.id);
    if (request.body.data > (await today(actor.paroquiaId))) throw invalidField('data', SACRAMENTOS_MSG.dateFuture);
    if (request.body.data < r.data) throw invalidField('data', SACRAMENTOS_MSG.noticeBeforeConfirmation);
    await db.query('UPDATE crisma_notificacoes SET enviada_em = $2 WHERE record_id = $1', [r.id, request.body.data]);
    return { message: SACRAMENTOS_MSG.noticeSent, data: found(await findDetail(db, actor.paroquiaId, 'crisma', r.id), recordNotFound) };
  });
};
