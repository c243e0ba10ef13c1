import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '../../shared/messages';
import { CrismandoList, CrismandosQuery, CRISMA_MSG, EnrolBody, EnrolResponse, TransferBody } from '../../shared/schemas/crisma';
import { HttpError, type FieldErrors } from '../http-error';
import { ErrorBody } from '../http/schemas';
import { findClass, lockClasses } from './classes-repository';
import { enrolledIn, insertCrismandos, listCrismandos, moveCrismandos, parishRegisters } from './crismandos-repository';
import { classNotFound, parishOf, read, write } from './scope';

/** Refuses the whole call when any entry failed: nothing is written unless every entry is good. */
function refuseIfAny(errors: FieldErrors): void {
  if (Object.keys(errors).length) throw new HttpError(422, MSG.invalidData, errors);
}

/**
 * A class's students (crismandos): list, enrol in batch, transfer to another class.
 * Batch and transfer are all or nothing, in one transaction holding the classes' rows.
 */
export const crismandosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  // An unknown class (or another parish's) is a 404, in the query as in the bodies below.
  const list = { summary: 'Crismandos de uma turma', querystring: CrismandosQuery, response: { 200: CrismandoList, 404: ErrorBody } };
  app.get('/api/crismandos', { ...read, schema: list }, async (request) => {
    const paroquiaId = parishOf(request);
    const { turma_id } = request.query;
    if (!(await findClass(db, paroquiaId, turma_id))) throw classNotFound();
    const data = await listCrismandos(db, paroquiaId, turma_id);
    return { data, meta: { total: data.length } };
  });

  const batch = { summary: 'Associar crismandos (tudo ou nada)', body: EnrolBody, response: { 200: EnrolResponse, 404: ErrorBody } };
  app.post('/api/crismandos/batch', { ...write, schema: batch }, async (request) => {
    const paroquiaId = parishOf(request);
    const { turma_id, items } = request.body;
    const ids = items.map((i) => i.register_id);
    const count = await db.transaction(async (tx) => {
      if (!(await lockClasses(tx, paroquiaId, [turma_id])).length) throw classNotFound();
      const [known, enrolled] = [await parishRegisters(tx, paroquiaId, ids), await enrolledIn(tx, turma_id, ids)];
      const errors: FieldErrors = {};
      ids.forEach((id, i) => {
        const text = !known.has(id)
          ? CRISMA_MSG.personNotInParish
          : enrolled.has(id)
            ? CRISMA_MSG.alreadyInClass
            : ids.indexOf(id) < i
              ? CRISMA_MSG.enrolDuplicateItem
              : null;
        if (text) errors[`items.${i}.register_id`] = [text];
      });
      refuseIfAny(errors);
      return insertCrismandos(tx, paroquiaId, turma_id, items);
    });
    return { message: CRISMA_MSG.enrolled, count };
  });

  const transfer = { summary: 'Transferir crismandos de turma', body: TransferBody, response: { 200: EnrolResponse, 404: ErrorBody } };
  app.post('/api/crismandos/transfer', { ...write, schema: transfer }, async (request) => {
    const paroquiaId = parishOf(request);
    const { from_turma_id, to_turma_id, register_ids } = request.body;
    const ids = [...new Set(register_ids)];
    const count = await db.transaction(async (tx) => {
      const found = await lockClasses(tx, paroquiaId, [from_turma_id, to_turma_id]);
      if (found.length !== 2) throw classNotFound();
      const [inSource, inDestination] = [await enrolledIn(tx, from_turma_id, ids), await enrolledIn(tx, to_turma_id, ids)];
      const errors: FieldErrors = {};
      register_ids.forEach((id, i) => {
        const text = !inSource.has(id) ? CRISMA_MSG.transferNotInSource : inDestination.has(id) ? CRISMA_MSG.transferAlreadyInDestination : null;
        if (text) errors[`register_ids.${i}`] = [text];
      });
      refuseIfAny(errors);
      const moved = await moveCrismandos(tx, paroquiaId, from_turma_id, to_turma_id, ids);
      // Checked above under the classes' locks; a difference here means something else broke: undo it all.
      if (moved !== ids.length) throw new Error(`transfer moved ${moved} of ${ids.length}`);
      return moved;
    });
    return { message: CRISMA_MSG.transferDone, count };
  });
};
