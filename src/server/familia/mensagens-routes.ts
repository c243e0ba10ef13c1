import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can } from '../../shared/roles';
import { SACRAMENTS } from '../../shared/sacraments';
import { AvisoTurmaList, FAMILIA_MSG, MensagemFamiliasBody, MensagemFamiliasResponse } from '../../shared/schemas/familia';
import type { Db } from '../db/types';
import { tell } from '../escalas/tell';
import { found, HttpError } from '../http-error';
import { ErrorBody, idParams } from '../http/schemas';
import { requireCapability } from '../plugins/access-rules';
import { signedIn } from '../plugins/auth';
import type { CurrentUser } from '../session/repository';
import { findParishClass, guardiansOfClass, insertClassMessage, listClassMessages, type ClassOfParish } from './repository';

/**
 * The class of the parish the caller teaches or coordinates: its sacrament's coordinators and administrators (write)
 * any class of it, its catechists (read) the classes they tutor. Any other class answers 404, as catechesis does.
 */
async function taughtClass(db: Db, user: CurrentUser, turmaId: number): Promise<ClassOfParish> {
  const turma = await findParishClass(db, user.paroquia_id, turmaId);
  const sacrament = turma && SACRAMENTS[turma.sacramento];
  const teaches = sacrament && (can(user, sacrament.write) || (can(user, sacrament.read) && turma.tutor_user_id === user.id));
  return found(teaches ? turma : null, () => new HttpError(404, FAMILIA_MSG.classNotFound));
}

/**
 * 'Mensagem às famílias': the catechist (or a coordinator) writes to every family of a class. The message is the
 * class's notice on the guardians' page, and each linked guardian gets a notification and an e-mail (mail queue).
 */
export const mensagensRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const teacher = { preValidation: requireCapability('catechesisRead'), config: { personalData: true } };
  const params = idParams(FAMILIA_MSG.classNotFound);

  const list = { summary: 'Mensagens enviadas às famílias da turma', params, response: { 200: AvisoTurmaList, 404: ErrorBody } };
  app.get('/api/familia/turmas/:id/mensagens', { ...teacher, schema: list }, async (request) => {
    const { user } = signedIn(request);
    const turma = await taughtClass(db, user, request.params.id);
    return { data: await listClassMessages(db, user.paroquia_id, turma.id) };
  });

  const send = {
    summary: 'Mensagem a todas as famílias da turma (aviso, notificação e e-mail)',
    params,
    body: MensagemFamiliasBody,
    response: { 201: MensagemFamiliasResponse, 404: ErrorBody, 422: ErrorBody },
  };
  app.post('/api/familia/turmas/:id/mensagens', { ...teacher, schema: send }, async (request, reply) => {
    const { user } = signedIn(request);
    const turma = await taughtClass(db, user, request.params.id);
    const { assunto, texto } = request.body;
    const at = app.clock();
    const { item, familias } = await db.transaction(async (tx) => {
      const saved = await insertClassMessage(tx, { paroquiaId: user.paroquia_id, turmaId: turma.id, userId: user.id, autor: user.name, assunto, texto, at });
      const guardians = await guardiansOfClass(tx, user.paroquia_id, turma.id);
      const body = `${user.name} escreveu às famílias da turma ${turma.turma}:\n\n${texto}`;
      for (const id of guardians) await tell(tx, user.paroquia_id, { user_id: id }, { title: assunto, subject: `${turma.turma}: ${assunto}`, body }, at);
      return { item: saved, familias: guardians.length };
    });
    return reply.code(201).send({ message: FAMILIA_MSG.messageSent(familias), familias, item });
  });
};
