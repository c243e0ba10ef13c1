import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '../../shared/messages';
import { CrismandoList, CrismandosQuery, EnrolBody, EnrolResponse, TransferBody } from '../../shared/schemas/catechesis';
import { HttpError, type FieldErrors } from '../http-error';
import { ErrorBody } from '../http/schemas';
import { findClass, lockClasses } from './classes-repository';
import { parishOf, type CatechesisScope } from './scope';
import { enrolledIn, insertStudents, listStudents, moveStudents, parishRegisters } from './students-repository';

/** Refuses the whole call when any entry failed: nothing is written unless every entry is good. */
function refuseIfAny(errors: FieldErrors): void {
  if (Object.keys(errors).length) throw new HttpError(422, MSG.invalidData, errors);
}

/**
 * A class's students (/api/crismandos, /api/catequizandos): list, enrol in batch, transfer to another class
 * of the same sacrament. Batch and transfer are all or nothing, in one transaction holding the classes' rows.
 */
export const studentsRoutes: FastifyPluginAsyncZod<{ scope: CatechesisScope }> = async (app, { scope }) => {
  const { db } = app;
  const { slug, sacrament, msg, read, write, classNotFound } = scope;
  const base = `/api/${sacrament.students}`;

  // An unknown class (or another parish's, or one a catechist does not teach) is a 404, in the query as in the bodies below.
  const list = {
    summary: `${sacrament.students[0].toUpperCase()}${sacrament.students.slice(1)} de uma turma`,
    querystring: CrismandosQuery,
    response: { 200: CrismandoList, 404: ErrorBody },
  };
  app.get(base, { ...read, schema: list }, async (request) => {
    const viewer = scope.viewer(request);
    const { turma_id } = request.query;
    if (!(await findClass(db, viewer, slug, turma_id))) throw classNotFound();
    const data = await listStudents(db, viewer.paroquiaId, turma_id);
    return { data, meta: { total: data.length } };
  });

  const batch = { summary: `Associar ${sacrament.students} (tudo ou nada)`, body: EnrolBody, response: { 200: EnrolResponse, 404: ErrorBody } };
  app.post(`${base}/batch`, { ...write, schema: batch }, async (request) => {
    const paroquiaId = parishOf(request);
    const { turma_id, items } = request.body;
    const ids = items.map((i) => i.register_id);
    const count = await db.transaction(async (tx) => {
      if (!(await lockClasses(tx, paroquiaId, slug, [turma_id])).length) throw classNotFound();
      const [known, enrolled] = [await parishRegisters(tx, paroquiaId, ids), await enrolledIn(tx, turma_id, ids)];
      const errors: FieldErrors = {};
      ids.forEach((id, i) => {
        const text = !known.has(id) ? msg.personNotInParish : enrolled.has(id) ? msg.alreadyInClass : ids.indexOf(id) < i ? msg.enrolDuplicateItem : null;
        if (text) errors[`items.${i}.register_id`] = [text];
      });
      refuseIfAny(errors);
      return insertStudents(tx, paroquiaId, turma_id, items);
    });
    return { message: msg.enrolled, count };
  });

  const transfer = { summary: `Transferir ${sacrament.students} de turma`, body: TransferBody, response: { 200: EnrolResponse, 404: ErrorBody } };
  app.post(`${base}/transfer`, { ...write, schema: transfer }, async (request) => {
    const paroquiaId = parishOf(request);
    const { from_turma_id, to_turma_id, register_ids } = request.body;
    const ids = [...new Set(register_ids)];
    const count = await db.transaction(async (tx) => {
      const found = await lockClasses(tx, paroquiaId, slug, [from_turma_id, to_turma_id]);
      if (found.length !== 2) throw classNotFound();
      const [inSource, inDestination] = [await enrolledIn(tx, from_turma_id, ids), await enrolledIn(tx, to_turma_id, ids)];
      const errors: FieldErrors = {};
      register_ids.forEach((id, i) => {
        const text = !inSource.has(id) ? msg.transferNotInSource : inDestination.has(id) ? msg.transferAlreadyInDestination : null;
        if (text) errors[`register_ids.${i}`] = [text];
      });
      refuseIfAny(errors);
      const moved = await moveStudents(tx, paroquiaId, from_turma_id, to_turma_id, ids);
      // Checked above under the classes' locks; a difference here means something else broke: undo it all.
      if (moved !== ids.length) throw new Error(`transfer moved ${moved} of ${ids.length}`);
      return moved;
    });
    return { message: msg.transferDone, count };
  });
};
