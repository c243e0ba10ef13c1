import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ClassList, ClassResponse, OkResponse } from '../../shared/schemas/catechesis';
import type { Db } from '../db/types';
import { found, invalidField } from '../http-error';
import { formBody } from '../http/schemas';
import { parishToday } from '../parish-time';
import { deleteClass, findClass, insertClass, isParishCatechist, listClasses, updateClass, type ClassFields } from './classes-repository';
import { parishOf, type CatechesisScope, type ClassViewer } from './scope';

/** One sacrament's classes (/api/turmas/{sacramento}); the parish is the session's. */
export const classesRoutes: FastifyPluginAsyncZod<{ scope: CatechesisScope }> = async (app, { scope }) => {
  const { db } = app;
  const { slug, sacrament, msg, bodies, read, write, ClassParams } = scope;
  const base = `/api/turmas/${slug}`;

  /** The checks a class needs once its início is known: dates in order, tutor a catechist of the sacrament in the parish. */
  async function checkClass(tx: Db, paroquiaId: number, f: ClassFields): Promise<void> {
    if (f.termino < f.inicio) throw invalidField('termino', msg.terminoBeforeInicio);
    if (!(await isParishCatechist(tx, paroquiaId, slug, f.tutor))) throw invalidField('tutor', msg.tutorNotCatechist);
  }
  const classOr404 = async (viewer: ClassViewer, id: number) => found(await findClass(db, viewer, slug, id), scope.classNotFound);

  // A catechist's list holds only the classes they teach; coordinators see every class.
  app.get(base, { ...read, schema: { summary: `Turmas de ${sacrament.name}`, response: { 200: ClassList } } }, async (request) => ({
    data: await listClasses(db, scope.viewer(request), slug),
  }));

  const one = { summary: 'Uma turma', params: ClassParams, response: { 200: ClassResponse } };
  app.get(`${base}/:id`, { ...read, schema: one }, async (request) => ({ item: await classOr404(scope.viewer(request), request.params.id) }));

  const create = { summary: 'Nova turma', ...formBody(bodies.create), response: { 201: ClassResponse } };
  app.post(base, { ...write, schema: create }, async (request, reply) => {
    const viewer = scope.viewer(request);
    const { paroquiaId } = viewer;
    const { body } = request;
    const fields: ClassFields = { ...body, inicio: body.inicio ?? (await parishToday(db, paroquiaId, app.clock())) };
    const id = await db.transaction(async (tx) => {
      await checkClass(tx, paroquiaId, fields);
      return insertClass(tx, paroquiaId, slug, fields);
    });
    return reply.code(201).send({ item: await classOr404(viewer, id) });
  });

  const update = { summary: 'Editar turma', params: ClassParams, body: bodies.update, response: { 200: ClassResponse } };
  app.put(`${base}/:id`, { ...write, schema: update }, async (request) => {
    const viewer = scope.viewer(request);
    const { paroquiaId } = viewer;
    const { id } = request.params;
    const current = await classOr404(viewer, id);
    const { body } = request;
    const fields: ClassFields = { ...body, inicio: body.inicio ?? current.inicio!, status: body.status ?? current.status };
    await db.transaction(async (tx) => {
      await checkClass(tx, paroquiaId, fields);
      if (!(await updateClass(tx, paroquiaId, slug, id, fields))) throw scope.classNotFound();
    });
    return { message: msg.classUpdated, item: await classOr404(viewer, id) };
  });

  const remove = { summary: 'Excluir turma (as pessoas ficam nos registros)', params: ClassParams, response: { 200: OkResponse } };
  app.delete(`${base}/:id`, { ...write, schema: remove }, async (request) => {
    if (!(await deleteClass(db, parishOf(request), slug, request.params.id))) throw scope.classNotFound();
    return { ok: true as const, message: msg.classDeleted };
  });
};
