import type { FastifyPluginAsync } from 'fastify';
import { ClassCreateBody, ClassUpdateBody, CRISMA_MSG } from '../../shared/schemas/crisma';
import type { Db } from '../db/types';
import { invalidField } from '../http-error';
import { requireCapability } from '../plugins/access-rules';
import { deleteClass, findClass, insertClass, isParishCatechist, listClasses, updateClass, type ClassFields } from './classes-repository';
import { parishToday } from './parish-date';
import { classNotFound, parishOf, pathId } from './scope';


/** The checks a class needs once its início is known: dates in order, tutor a catechist of the parish. */
async function checkClass(db: Db, paroquiaId: number, f: ClassFields): Promise<void> {
  if (f.termino < f.inicio) throw invalidField('termino', CRISMA_MSG.terminoBeforeInicio);
  if (!(await isParishCatechist(db, paroquiaId, f.tutor))) throw invalidField('tutor', CRISMA_MSG.tutorNotCatechist);
}

/**
 * Crisma classes (spec section 7): GET/POST /api/turmas/crisma, GET/PUT/DELETE /api/turmas/crisma/{id}.
 * Reads crismaRead (1, 111, 3, 13), writes crismaWrite (1, 111, 3); the parish is the session's.
 */
export const crismaClassesRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const read = { preHandler: requireCapability('crismaRead') };
  const write = { preHandler: requireCapability('crismaWrite') };

  app.get('/api/turmas/crisma', read, async (request) => ({ data: await listClasses(db, parishOf(request)) }));

  app.get('/api/turmas/crisma/:id', read, async (request) => {
    const item = await findClass(db, parishOf(request), pathId(request, classNotFound));
    if (!item) throw classNotFound();
    return { item };
  });

  app.post('/api/turmas/crisma', write, async (request, reply) => {
    const paroquiaId = parishOf(request);
    const body = ClassCreateBody.parse(request.body);
    const fields: ClassFields = { ...body, inicio: body.inicio ?? parishToday(app.clock()) };
    const id = await db.transaction(async (tx) => {
      await checkClass(tx, paroquiaId, fields);
      return insertClass(tx, paroquiaId, fields);
    });
    return reply.code(201).send({ item: await findClass(db, paroquiaId, id) });
  });

  app.put('/api/turmas/crisma/:id', write, async (request) => {
    const paroquiaId = parishOf(request);
    const id = pathId(request, classNotFound);
    const current = await findClass(db, paroquiaId, id);
    if (!current) throw classNotFound();
    const body = ClassUpdateBody.parse(request.body);
    const fields: ClassFields = { ...body, inicio: body.inicio ?? current.inicio!, status: body.status ?? current.status };
    await db.transaction(async (tx) => {
      await checkClass(tx, paroquiaId, fields);
      if (!(await updateClass(tx, paroquiaId, id, fields))) throw classNotFound();
    });
    return { message: CRISMA_MSG.classUpdated, item: await findClass(db, paroquiaId, id) };
  });

  app.delete('/api/turmas/crisma/:id', write, async (request) => {
    if (!(await deleteClass(db, parishOf(request), pathId(request, classNotFound)))) throw classNotFound();
    return { ok: true, message: CRISMA_MSG.classDeleted };
  });
};
