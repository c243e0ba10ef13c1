import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ClassCreateBody, ClassList, ClassResponse, ClassUpdateBody, CRISMA_MSG, OkResponse } from '../../shared/schemas/crisma';
import type { Db } from '../db/types';
import { invalidField } from '../http-error';
import { formBody } from '../http/schemas';
import { deleteClass, findClass, insertClass, isParishCatechist, listClasses, updateClass, type ClassFields } from './classes-repository';
import { parishToday } from './parish-date';
import { ClassParams, classNotFound, parishOf, read, write } from './scope';

/** The checks a class needs once its início is known: dates in order, tutor a catechist of the parish. */
async function checkClass(db: Db, paroquiaId: number, f: ClassFields): Promise<void> {
  if (f.termino < f.inicio) throw invalidField('termino', CRISMA_MSG.terminoBeforeInicio);
  if (!(await isParishCatechist(db, paroquiaId, f.tutor))) throw invalidField('tutor', CRISMA_MSG.tutorNotCatechist);
}

/** The class of the parish, or 404. */
async function classOr404(db: Db, paroquiaId: number, id: number) {
  const found = await findClass(db, paroquiaId, id);
  if (!found) throw classNotFound();
  return found;
}

/** Crisma classes; the parish is the session's. */
export const crismaClassesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get('/api/turmas/crisma', { ...read, schema: { summary: 'Turmas de Crisma', response: { 200: ClassList } } }, async (request) => ({
    data: await listClasses(db, parishOf(request)),
  }));

  const one = { summary: 'Uma turma', params: ClassParams, response: { 200: ClassResponse } };
  app.get('/api/turmas/crisma/:id', { ...read, schema: one }, async (request) => ({ item: await classOr404(db, parishOf(request), request.params.id) }));

  const create = { summary: 'Nova turma', ...formBody(ClassCreateBody), response: { 201: ClassResponse } };
  app.post('/api/turmas/crisma', { ...write, schema: create }, async (request, reply) => {
    const paroquiaId = parishOf(request);
    const { body } = request;
    const fields: ClassFields = { ...body, inicio: body.inicio ?? parishToday(app.clock()) };
    const id = await db.transaction(async (tx) => {
      await checkClass(tx, paroquiaId, fields);
      return insertClass(tx, paroquiaId, fields);
    });
    return reply.code(201).send({ item: await classOr404(db, paroquiaId, id) });
  });

  const update = { summary: 'Editar turma', params: ClassParams, body: ClassUpdateBody, response: { 200: ClassResponse } };
  app.put('/api/turmas/crisma/:id', { ...write, schema: update }, async (request) => {
    const paroquiaId = parishOf(request);
    const { id } = request.params;
    const current = await classOr404(db, paroquiaId, id);
    const { body } = request;
    const fields: ClassFields = { ...body, inicio: body.inicio ?? current.inicio!, status: body.status ?? current.status };
    await db.transaction(async (tx) => {
      await checkClass(tx, paroquiaId, fields);
      if (!(await updateClass(tx, paroquiaId, id, fields))) throw classNotFound();
    });
    return { message: CRISMA_MSG.classUpdated, item: await classOr404(db, paroquiaId, id) };
  });

  const remove = { summary: 'Excluir turma (as pessoas ficam nos registros)', params: ClassParams, response: { 200: OkResponse } };
  app.delete('/api/turmas/crisma/:id', { ...write, schema: remove }, async (request) => {
    if (!(await deleteClass(db, parishOf(request), request.params.id))) throw classNotFound();
    return { ok: true as const, message: CRISMA_MSG.classDeleted };
  });
};
