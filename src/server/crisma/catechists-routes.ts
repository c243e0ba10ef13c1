import type { FastifyPluginAsync } from 'fastify';
import { CatechistCreateBody, CatechistListQuery, CatechistUpdateBody, CRISMA_MSG } from '../../shared/schemas/crisma';
import type { Db } from '../db/types';
import { HttpError, invalidField } from '../http-error';
import { requireCapability } from '../plugins/access-rules';
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
import { catechistNotFound, parishOf, pathId } from './scope';
import { isUniqueViolation } from './sql';

const duplicate = () => invalidField('register_id', CRISMA_MSG.catechistDuplicate, CRISMA_MSG.catechistDuplicate);

async function checkCommunity(db: Db, paroquiaId: number, entId: number): Promise<void> {
  if (!(await isParishCommunity(db, paroquiaId, entId))) throw invalidField('ent_id', CRISMA_MSG.communityNotInParish);
}

/**
 * Crisma catechists (spec section 7): GET/POST /api/catequistas/crisma, GET/PUT/DELETE /api/catequistas/crisma/{id}.
 * Reads crismaRead (1, 111, 3, 13), writes crismaWrite (1, 111, 3); the parish is the session's.
 */
export const crismaCatechistsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const read = { preHandler: requireCapability('crismaRead') };
  const write = { preHandler: requireCapability('crismaWrite') };

  app.get('/api/catequistas/crisma', read, async (request) => {
    const query = CatechistListQuery.parse(request.query);
    const { items, total } = await listCatechists(db, parishOf(request), query);
    return { data: items, meta: { total, page: query.page, limit: query.limit, last_page: Math.max(1, Math.ceil(total / query.limit)) } };
  });

  app.get('/api/catequistas/crisma/:id', read, async (request) => {
    const item = await findCatechist(db, parishOf(request), pathId(request, catechistNotFound));
    if (!item) throw catechistNotFound();
    return { item };
  });

  app.post('/api/catequistas/crisma', write, async (request, reply) => {
    const paroquiaId = parishOf(request);
    const body = CatechistCreateBody.parse(request.body);
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
    return reply.code(201).send({ message: CRISMA_MSG.catechistCreated, item: await findCatechist(db, paroquiaId, id) });
  });

  app.put('/api/catequistas/crisma/:id', write, async (request) => {
    const paroquiaId = parishOf(request);
    const id = pathId(request, catechistNotFound);
    if (!(await findCatechist(db, paroquiaId, id))) throw catechistNotFound();
    const body = CatechistUpdateBody.parse(request.body);
    await checkCommunity(db, paroquiaId, body.ent_id);
    if (!(await updateCatechist(db, paroquiaId, id, body))) throw catechistNotFound();
    return { message: CRISMA_MSG.catechistUpdated, item: await findCatechist(db, paroquiaId, id) };
  });

  app.delete('/api/catequistas/crisma/:id', write, async (request) => {
    const paroquiaId = parishOf(request);
    const id = pathId(request, catechistNotFound);
    await db.transaction(async (tx) => {
      const classes = await tutoredClasses(tx, paroquiaId, id);
      if (classes.length) throw new HttpError(409, `${CRISMA_MSG.catechistTutors} ${classes.join(', ')}.`);
      if (!(await deleteCatechist(tx, paroquiaId, id))) throw catechistNotFound();
    });
    return { ok: true, message: CRISMA_MSG.catechistDeleted };
  });
};
