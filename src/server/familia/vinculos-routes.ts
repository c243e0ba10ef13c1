import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can, type HasRoles } from '../../shared/roles';
import { SACRAMENT_SLUGS, SACRAMENTS } from '../../shared/sacraments';
import { ContaResponsavelList, FAMILIA_MSG, VinculoBody, VinculoList, VinculoQuery, VinculoResponse } from '../../shared/schemas/familia';
import { found, HttpError, invalidField } from '../http-error';
import { ErrorBody, idParams } from '../http/schemas';
import { actorOf, logAccess } from '../lgpd/access-log';
import { requireCapability } from '../plugins/access-rules';
import { signedIn } from '../plugins/auth';
import { accountRoles, deleteLink, findLink, guardianAccounts, insertLink, isStudentOf, listLinks } from './repository';

/** The guardian role (the one role table: 15 'Responsável'). */
const GUARDIAN_ROLE = 15;

/** The sacraments whose students the caller links: a coordinator's own, every one for the office. */
const linkedSacraments = (user: HasRoles) => SACRAMENT_SLUGS.filter((s) => can(user, SACRAMENTS[s].write));

/**
 * Guardians' accounts linked to children in catechesis (capability familiaVinculos): the office for every class, a
 * coordinator for their sacrament's. The account is made on /usuarios with the role 'Responsável' (the accounts module
 * sends its invitation); a person who is not a student of such a class answers 404. Linking and unlinking are logged.
 */
export const vinculosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const office = { preValidation: requireCapability('familiaVinculos'), config: { personalData: true } };
  const studentOr404 = async (paroquiaId: number, user: HasRoles, registerId: number) => {
    if (!(await isStudentOf(db, paroquiaId, registerId, linkedSacraments(user)))) throw new HttpError(404, FAMILIA_MSG.studentNotFound);
  };

  const list = { summary: 'Responsáveis vinculados a um aluno', querystring: VinculoQuery, response: { 200: VinculoList, 404: ErrorBody } };
  app.get('/api/familia/vinculos', { ...office, schema: list }, async (request) => {
    const actor = actorOf(request);
    await studentOr404(actor.paroquiaId, signedIn(request).user, request.query.register_id);
    return { data: await listLinks(db, actor.paroquiaId, request.query.register_id) };
  });

  const accounts = { summary: 'Contas de responsáveis da paróquia (regra 15)', response: { 200: ContaResponsavelList } };
  app.get('/api/familia/contas', { ...office, schema: accounts }, async (request) => ({
    data: await guardianAccounts(db, actorOf(request).paroquiaId, GUARDIAN_ROLE),
  }));

  const create = {
    summary: 'Vincular a conta de um responsável a um aluno',
    body: VinculoBody,
    response: { 201: VinculoResponse, 404: ErrorBody, 422: ErrorBody },
  };
  app.post('/api/familia/vinculos', { ...office, schema: create }, async (request, reply) => {
    const actor = actorOf(request);
    const { register_id, user_id } = request.body;
    await studentOr404(actor.paroquiaId, signedIn(request).user, register_id);
    const roles = await accountRoles(db, actor.paroquiaId, user_id);
    if (roles === null) throw invalidField('user_id', FAMILIA_MSG.accountNotFound);
    if (!roles.includes(GUARDIAN_ROLE)) throw invalidField('user_id', FAMILIA_MSG.notGuardian);
    const id = await db.transaction(async (tx) => {
      const created = await insertLink(tx, actor.paroquiaId, user_id, register_id, actor.userId);
      if (created === null) throw invalidField('user_id', FAMILIA_MSG.alreadyLinked);
      await logAccess(tx, actor, register_id, 'familia_link', { vinculo: created, user_id, acao: 'vincular' });
      return created;
    });
    return reply.code(201).send({ message: FAMILIA_MSG.linked, item: (await findLink(db, actor.paroquiaId, id))! });
  });

  const remove = { summary: 'Desvincular um responsável', params: idParams(FAMILIA_MSG.linkNotFound), response: { 200: VinculoResponse, 404: ErrorBody } };
  app.delete('/api/familia/vinculos/:id', { ...office, schema: remove }, async (request) => {
    const actor = actorOf(request);
    const link = found(await findLink(db, actor.paroquiaId, request.params.id), () => new HttpError(404, FAMILIA_MSG.linkNotFound));
    if (!(await isStudentOf(db, actor.paroquiaId, link.register_id, linkedSacraments(signedIn(request).user))))
      throw new HttpError(404, FAMILIA_MSG.linkNotFound);
    await db.transaction(async (tx) => {
      await deleteLink(tx, actor.paroquiaId, link.id);
      await logAccess(tx, actor, link.register_id, 'familia_link', { vinculo: link.id, user_id: link.user_id, acao: 'desvincular' });
    });
    return { message: FAMILIA_MSG.unlinked, item: link };
  });
};
