import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
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
  deleteCatechist,
  findCatechist,
  insertCatechist,
  isCatechist,
  isParishCommunity,
  isParishRegister,
  listCatechists,
  tutoredClasses,
  updateCatechist,
} from './catechists-repository';
import { parishOf, type CatechesisScope } from './scope';
import { isUniqueViolation } from './sql';

/** One sacrament's catechists (/api/catequistas/{sacramento}); the parish is the session's. */
export const catechistsRoutes: FastifyPluginAsyncZod<{ scope: CatechesisScope }> = async (app, { scope }) => {
  const { db } = app;
  const { slug, sacrament, msg, read, write, CatechistParams, catechistNotFound } = scope;
  const base = `/api/catequistas/${slug}`;
  const duplicate = () => invalidField('register_id', msg.catechistDuplicate, msg.catechistDuplicate);
  const checkCommunity = async (tx: Db, paroquiaId: number, entId: number) => {
    if (!(await isParishCommunity(tx, paroquiaId, entId))) throw invalidField('ent_id', msg.communityNotInParish);
  };
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
        return insertCatechist(tx, paroquiaId, slug, body);
      });
    } catch (error) {
      // Two people adding the same person at once: the unique key decides, the loser hears why.
      throw isUniqueViolation(error) ? duplicate() : error;
    }
    return reply.code(201).send({ message: msg.catechistCreated, item: await catechistOr404(paroquiaId, id) });
  });

  const update = { summary: 'Editar catequista', params: CatechistParams, body: CatechistUpdateBody, response: { 200: CatechistResponse } };
  app.put(`${base}/:id`, { ...write, schema: update }, async (request) => {
    const paroquiaId = parishOf(request);
    const { params: { id }, body } = request;
    await catechistOr404(paroquiaId, id);
    await checkCommunity(db, paroquiaId, body.ent_id);
    if (!(await updateCatechist(db, paroquiaId, slug, id, body))) throw catechistNotFound();
    return { message: msg.catechistUpdated, item: await catechistOr404(paroquiaId, id) };
  });

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
