import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '../../shared/messages';
import { ATTENDANCE_MSG, AttendanceBody, EncounterBody, EncounterList, EncounterResponse } from '../../shared/schemas/catechesis';
import { rowId } from '../../shared/schemas/zod';
import { found, HttpError, invalidField, type FieldErrors } from '../http-error';
import { ErrorBody } from '../http/schemas';
import { parishToday } from '../parish-time';
import { attendanceRates, findEncounter, insertEncounter, listEncounters, saveMarks } from './attendance-repository';
import { findClass } from './classes-repository';
import { type CatechesisScope, type ClassViewer } from './scope';
import { enrolledIn } from './students-repository';

/**
 * Attendance of one sacrament's classes: encounters (date, theme) and, for each, every student marked
 * presente, ausente or justificado. The sacrament's coordinators read and write it for every class, its
 * catechists for the classes they teach (its read capability, narrowed by the scope's viewer); a class of
 * the other sacrament, or one the catechist does not teach, answers 404 on this route.
 */
export const attendanceRoutes: FastifyPluginAsyncZod<{ scope: CatechesisScope }> = async (app, { scope }) => {
  const { db } = app;
  const { slug, read, ClassParams, classNotFound } = scope;
  const base = `/api/turmas/${slug}/:id/encontros`;
  const EncounterParams = ClassParams.extend({ encontroId: rowId(ATTENDANCE_MSG.encounterNotFound) });
  // A catechist takes the attendance of the classes they teach only (the scope's viewer).
  const classOr404 = async (viewer: ClassViewer, id: number) => found(await findClass(db, viewer, slug, id), classNotFound);

  const answer = async (paroquiaId: number, turmaId: number) => ({
    data: await listEncounters(db, paroquiaId, turmaId),
    frequencia: await attendanceRates(db, paroquiaId, slug, turmaId),
  });

  const list = { summary: 'Encontros da turma e frequência de cada aluno', params: ClassParams, response: { 200: EncounterList } };
  app.get(base, { ...read, schema: list }, async (request) => {
    const viewer = scope.viewer(request);
    await classOr404(viewer, request.params.id);
    return answer(viewer.paroquiaId, request.params.id);
  });

  const create = { summary: 'Novo encontro', params: ClassParams, body: EncounterBody, response: { 201: EncounterResponse, 422: ErrorBody } };
  app.post(base, { ...read, schema: create }, async (request, reply) => {
    const viewer = scope.viewer(request);
    const { paroquiaId } = viewer;
    const { params, body } = request;
    await classOr404(viewer, params.id);
    const id = await insertEncounter(db, paroquiaId, params.id, body);
    if (id === null) throw invalidField('data', ATTENDANCE_MSG.encounterTaken);
    const item = (await listEncounters(db, paroquiaId, params.id)).find((e) => e.id === id)!;
    return reply.code(201).send({ message: ATTENDANCE_MSG.encounterCreated, item });
  });

  const mark = { summary: 'Marcar presenças de um encontro', params: EncounterParams, body: AttendanceBody, response: { 200: EncounterResponse } };
  app.put(`${base}/:encontroId/presencas`, { ...read, schema: mark }, async (request) => {
    const viewer = scope.viewer(request);
    const { paroquiaId } = viewer;
    const { params, body } = request;
    await classOr404(viewer, params.id);
    const encounter = found(await findEncounter(db, paroquiaId, params.id, params.encontroId), () => new HttpError(404, ATTENDANCE_MSG.encounterNotFound));
    if (encounter.data > (await parishToday(db, paroquiaId, app.clock()))) throw invalidField('data', ATTENDANCE_MSG.futureEncounter);
    const ids = body.items.map((i) => i.register_id);
    const enrolled = await enrolledIn(db, params.id, ids);
    const errors: FieldErrors = {};
    ids.forEach((id, i) => {
      const text = !enrolled.has(id) ? ATTENDANCE_MSG.notInClass : ids.indexOf(id) < i ? ATTENDANCE_MSG.duplicateItem : null;
      if (text) errors[`items.${i}.register_id`] = [text];
    });
    if (Object.keys(errors).length) throw new HttpError(422, MSG.invalidData, errors);
    await saveMarks(db, paroquiaId, encounter.id, body.items);
    const item = (await listEncounters(db, paroquiaId, params.id)).find((e) => e.id === encounter.id)!;
    return { message: ATTENDANCE_MSG.saved, item };
  });
};
