import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FAMILIA_MSG, FamiliaCatequese, JustificativaBody, JustificativaResponse } from '../../shared/schemas/familia';
import { found, HttpError, invalidField } from '../http-error';
import { ErrorBody } from '../http/schemas';
import { actorOf, logAccess } from '../lgpd/access-log';
import { requireCapability } from '../plugins/access-rules';
import { shortDate } from '../documents/words';
import { tell } from '../escalas/tell';
import { childEncounter, childrenOf, findParishClass, guardedChild, guardianEncounter, insertJustification } from './repository';

/**
 * A guardian's side (role 15, capability familia): their children's catechesis, and the justification of an absence,
 * which goes to the class's catechist. A child not linked to the account answers 404, as one that does not exist;
 * reading a child's catechesis is in the access log (children's data).
 */
export const catequeseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const guardian = { preValidation: requireCapability('familia'), config: { personalData: true } };

  const read = { summary: 'A catequese dos filhos do responsável', response: { 200: FamiliaCatequese } };
  app.get('/api/familia/catequese', { ...guardian, schema: read }, async (request) => {
    const actor = actorOf(request);
    const data = await childrenOf(db, actor.paroquiaId, actor.userId);
    for (const child of data) await logAccess(db, actor, child.register_id, 'familia_view', { turmas: child.turmas.map((t) => t.id) });
    return { data };
  });

  const justify = {
    summary: 'Justificar a falta de um filho (mensagem ao catequista)',
    body: JustificativaBody,
    response: { 201: JustificativaResponse, 404: ErrorBody, 422: ErrorBody },
  };
  app.post('/api/familia/justificativas', { ...guardian, schema: justify }, async (request, reply) => {
    const actor = actorOf(request);
    const { encontro_id, register_id, texto } = request.body;
    const child = found(await guardedChild(db, actor.paroquiaId, actor.userId, register_id), () => new HttpError(404, FAMILIA_MSG.studentNotFound));
    const encounter = found(await childEncounter(db, actor.paroquiaId, register_id, encontro_id), () => new HttpError(404, FAMILIA_MSG.encounterNotFound));
    if (encounter.justificada || encounter.status === 'justificado') throw invalidField('encontro_id', FAMILIA_MSG.alreadyJustified);
    if (encounter.status !== 'ausente') throw invalidField('encontro_id', FAMILIA_MSG.onlyAbsence);
    await db.transaction(async (tx) => {
      const written = await insertJustification(tx, { ...actor, encontroId: encontro_id, registerId: register_id, autor: actor.userName, texto, at: actor.at });
      if (!written) throw invalidField('encontro_id', FAMILIA_MSG.alreadyJustified);
      // The encounter's class exists (the encounter was just found in it); its tutor's account, if any, is told.
      const turma = (await findParishClass(tx, actor.paroquiaId, encounter.turma_id))!;
      const body = `${actor.userName} justificou a falta de ${child} no encontro de ${shortDate(encounter.data)} (${encounter.tema}), turma ${turma.turma}:\n\n${texto}`;
      await tell(tx, actor.paroquiaId, { user_id: turma.tutor_user_id }, { title: `Justificativa de falta: ${child}`, body }, actor.at);
    });
    return reply.code(201).send({ message: FAMILIA_MSG.justified, item: await guardianEncounter(db, register_id, encontro_id) });
  });
};
