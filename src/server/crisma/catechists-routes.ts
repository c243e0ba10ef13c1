import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CatechistCreateBody,
  CatechistList,
  CatechistListQuery,
  CatechistResponse,
  CatechistUpdateBody,
  CRISMA_MSG,
  OkResponse,
} from '../../shared/schemas/crisma';
import type { Db } from '../db/types';
import { HttpError, invalidField } from '../http-error';
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
import { CatechistParams, catechistNotFound, parishOf, read, write } from './scope';
import { isUniqueViolation } from './sql';

const duplicate = () => invalidField('register_id', CRISMA_MSG.catechistDuplicate, CRISMA_MSG.catechistDuplicate);

async function checkCommunity(db: Db, paroquiaId: number, entId: number): Promise<void> {
  if (!(await isParishCommunity(db, paroquiaId, entId))) throw invalidField('ent_id', CRISMA_MSG.communityNotInParish);
}

/** The catechist of the parish, or 404. */
async function catechistOr404(db: Db, paroquiaId: number, id: number) {
  const found = await findCatechist(db, paroquiaId, id);
  if (!found) throw catechistNotFound();
  return found;
}

/** Crisma catechists; the parish is the session's. */
export const crismaCatechistsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  const list = { summary: 'Catequistas de Crisma', querystring: CatechistListQuery, response: { 200: CatechistList } };
  app.get('/api/catequistas/crisma', { ...read, schema: list }, async (request) => {
    const { query } = request;
    const { items, total } = await listCatechists(db, parishOf(request), query);
    return { data: items, meta: listMeta(total, query.page, query.limit) };
  });

  const one = { summary: 'Um catequista', params: CatechistParams, response: { 200: CatechistResponse } };
  app.get('/api/catequistas/crisma/:id', { ...read, schema: one }, async (request) => ({
    item: await catechistOr404(db, parishOf(request), request.params.id),
  }));

  const create = { summary: 'Novo catequista', ...formBody(CatechistCreateBody), response: { 201: CatechistResponse } };
  app.post('/api/catequistas/crisma', { ...write, schema: create }, async (request, reply) => {
    const paroquiaId = parishOf(request);
    const { body } = request;
    let id: number;
    try {
      id = await db.transaction(async (tx) => {
        if (!(await isParishRegister(tx, paroquiaId, body.register_id))) throw invalidField('register_id', CRISMA_MSG.personNotInParish);
        await checkCommunity(tx, paroquiaId, body.ent_id);
        if (await isCatechist(tx, body.register_id)) throw duplicate();
        return insertCatechist(tx, paroquiaId, body);
      });
    } catch (error) {
      // Two people adding the same person at once: the unique key decides, the loser hears why.
      throw isUniqueViolation(error) ? duplicate() : error;
    }
    return reply.code(201).send({ message: CRISMA_MSG.catechistCreated, item: await catechistOr404(db, paroquiaId, id) });
  });

  const update = { summary: 'Editar catequista', params: CatechistParams, body: CatechistUpdateBody, response: { 200: CatechistResponse } };
  app.put('/api/catequistas/crisma/:id', { ...write, schema: update }, async (request) => {
    const paroquiaId = parishOf(request);
    const { params: { id }, body } = request;
    await catechistOr404(db, paroquiaId, id);
    await checkCommunity(db, paroquiaId, body.ent_id);
    if (!(await updateCatechist(db, paroquiaId, id, body))) throw catechistNotFound();
    return { message: CRISMA_MSG.catechistUpdated, item: await catechistOr404(db, paroquiaId, id) };
  });

  // A tutor of a class is not deleted (409): the class would be left without one.
  const remove = { summary: 'Excluir catequista', params: CatechistParams, response: { 200: OkResponse, 409: ErrorBody } };
  app.delete('/api/catequistas/crisma/:id', { ...write, schema: remove }, async (request) => {
    const paroquiaId = parishOf(request);
    const { id } = request.params;
    await db.transaction(async (tx) => {
      const classes = await tutoredClasses(tx, paroquiaId, id);
      if (classes.length) throw new HttpError(409, `${CRISMA_MSG.catechistTutors} ${classes.join(', ')}.`);
      if (!(await deleteCatechist(tx, paroquiaId, id))) throw catechistNotFound();
    });
    return { ok: true as const, message: CRISMA_MSG.catechistDeleted };
  });
};
