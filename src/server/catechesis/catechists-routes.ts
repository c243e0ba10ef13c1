import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CatechistAccountList,
  CatechistCreateBody,
  CatechistList,
  CatechistListQuery,
  CatechistResponse,
  CatechistUpdateBody,
  OkResponse,
} from '../../shared/schemas/catechesis';
import type { Db } from '../db/types';
import { found, HttpError, invalidField } from '../http-error';
import { ErrorBody, formBody, listMeta } from '../http/schemas';
import {
  accountLinkedElsewhere,
  catechistAccounts,
  deleteCatechist,
  findCatechist,
  insertCatechist,
  isCatechist,
  isCatechistAccount,
  isParishCommunity,
  isParishRegister,
  listCatechists,
  tutoredClasses,
  updateCatechist,
} from './catechists-repository';
import { parishOf, type CatechesisScope } from './scope';
import { isUniqueViolation } from './sql';

/**
 * One sacrament's catechists (/api/catequistas/{sacramento}); the parish is the session's. A catechist record
 * may link the catechist's user account (one of the parish's accounts with the sacrament's catechist role):
 * the classes it tutors are the ones that account sees.
 */
export const catechistsRoutes: FastifyPluginAsyncZod<{ scope: CatechesisScope }> = async (app, { scope }) => {
  const { db } = app;
  const { slug, sacrament, msg, read, write, teacherRoles, CatechistParams, catechistNotFound } = scope;
  const base = `/api/catequistas/${slug}`;
  const duplicate = () => invalidField('register_id', msg.catechistDuplicate, msg.catechistDuplicate);
  const accountTaken = () => invalidField('user_id', msg.accountTaken, msg.accountTaken);
  const checkCommunity = async (tx: Db, paroquiaId: number, entId: number) => {
    if (!(await isParishCommunity(tx, paroquiaId, entId))) throw invalidField('ent_id', msg.communityNotInParish);
  };
  /** The account to link (if any) is a catechist account of the parish, not linked to another catechist of the sacrament. */
  const checkAccount = async (tx: Db, paroquiaId: number, userId: number | null | undefined, catechistId: number | null) => {
    if (!userId) return;
    if (!(await isCatechistAccount(tx, paroquiaId, teacherRoles, userId))) throw invalidField('user_id', msg.accountNotCatechist);
    if (await accountLinkedElsewhere(tx, slug, userId, catechistId)) throw accountTaken();
  };
  // Two people linking the same account (or adding the same person) at once: the unique key decides, the loser hears why.
  const explainConflict = (error: unknown) =>
    isUniqueViolation(error, 'catechists_user_sacramento_key') ? accountTaken() : isUniqueViolation(error) ? duplicate() : error;
  const catechistOr404 = async (paroquiaId: number, id: number) => found(await findCatechist(db, paroquiaId, slug, id), catechistNotFound);

  const list = { summary: `Catequistas de ${sacrament.name}`, querystring: CatechistListQuery, response: { 200: CatechistList } };
  app.get(base, { ...read, schema: list }, async (request) => {
    const { query } = request;
    const { items, total } = await listCatechists(db, parishOf(request), slug, query);
    return { data: items, meta: listMeta(total, query.page, query.limit) };
  });

  const one = { summary: 'Um catequista', params: CatechistParams, response: { 200: CatechistResponse } };
  app.get(`${base}/:id`, { ...read, schema: one }, async (request) => ({
    item: await catechistOr404(parishOf(request), request.params.id),
  }));

  const create = { summary: 'Novo catequista', ...formBody(CatechistCreateBody), response: { 201: CatechistResponse } };
  app.post(base, { ...write, schema: create }, async (request, reply) => {
    const paroquiaId = parishOf(request);
    const { body } = request;
    let id: number;
    try {
      id = await db.transaction(async (tx) => {
        if (!(await isParishRegister(tx, paroquiaId, body.register_id))) throw invalidField('register_id', msg.personNotInParish);
        await checkCommunity(tx, paroquiaId, body.ent_id);
        if (await isCatechist(tx, slug, body.register_id)) throw duplicate();
        await checkAccount(tx, paroquiaId, body.user_id, null);
        return insertCatechist(tx, paroquiaId, slug, body);
      });
    } catch (error) {
      throw explainConflict(error);
    }
    return reply.code(201).send({ message: msg.catechistCreated, item: await catechistOr404(paroquiaId, id) });
  });

  const update = { summary: 'Editar catequista', params: CatechistParams, body: CatechistUpdateBody, response: { 200: CatechistResponse } };
  app.put(`${base}/:id`, { ...write, schema: update }, async (request) => {
    const paroquiaId = parishOf(request);
    const {
      params: { id },
      body,
    } = request;
    await catechistOr404(paroquiaId, id);
    await checkCommunity(db, paroquiaId, body.ent_id);
    await checkAccount(db, paroquiaId, body.user_id, id);
    try {
      if (!(await updateCatechist(db, paroquiaId, slug, id, body))) throw catechistNotFound();
    } catch (error) {
      throw explainConflict(error);
    }
    return { message: msg.catechistUpdated, item: await catechistOr404(paroquiaId, id) };
  });

  // The choices of the catechists screen's 'Conta no portal' select: for those who link accounts.
  const accounts = { summary: `Contas de catequista de ${sacrament.name} (para ligar a um catequista)`, response: { 200: CatechistAccountList } };
  app.get(`${base}/contas`, { ...write, schema: accounts }, async (request) => ({ data: await catechistAccounts(db, parishOf(request), teacherRoles) }));

  // A tutor of a class is not deleted (409): the class would be left without one.
  const remove = { summary: 'Excluir catequista', params: CatechistParams, response: { 200: OkResponse, 409: ErrorBody } };
  app.delete(`${base}/:id`, { ...write, schema: remove }, async (request) => {
    const paroquiaId = parishOf(request);
    const { id } = request.params;
    await db.transaction(async (tx) => {
      const classes = await tutoredClasses(tx, paroquiaId, slug, id);
      if (classes.length) throw new HttpError(409, `${msg.catechistTutors} ${classes.join(', ')}.`);
      if (!(await deleteCatechist(tx, paroquiaId, slug, id))) throw catechistNotFound();
    });
    return { ok: true as const, message: msg.catechistDeleted };
  });
};
