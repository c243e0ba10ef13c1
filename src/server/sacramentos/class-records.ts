import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ClassParams,
  ClassPreview,
  ClassRecordsBody,
  ClassRecordsResponse,
  classRecordsCreated,
  SACRAMENTOS_MSG,
  type SacramentoRecord,
} from '../../shared/schemas/sacramentos';
import type { Db } from '../db/types';
import { found, HttpError, invalidField } from '../http-error';
import { formBody } from '../http/schemas';
import { actorOf } from '../lgpd/access-log';
import { parishToday } from '../parish-time';
import { requireCapability } from '../plugins/access-rules';
import { columnsOf, findRecord, insertRecord, noteOnBaptism, type Person } from './repository';

/** 'Crismada': the class was confirmed (catechesis_classes.status 3). */
const CONCLUDED = 3;
const write = { preValidation: requireCapability('sacramentosWrite'), config: { personalData: true } };
const classNotFound = () => new HttpError(404, SACRAMENTOS_MSG.classNotFound);

async function findClass(db: Db, paroquiaId: number, id: number, lock = false) {
  const { rows } = await db.query<{ id: number; nome: string; status: number }>(
    `SELECT id, turma AS nome, status FROM catechesis_classes WHERE paroquia_id = $1 AND sacramento = 'crisma' AND id = $2${lock ? ' FOR UPDATE' : ''}`,
    [paroquiaId, id],
  );
  return rows[0] ?? null;
}

/** The class's students by name, each as the book needs them, and whether they already have a (not annulled) Crisma record here. */
async function students(db: Db, paroquiaId: number, turmaId: number): Promise<Array<Person & { registrado: boolean }>> {
  const { rows } = await db.query<Person & { registrado: boolean }>(
    `SELECT r.id, r.name, to_char(r.born_date, 'YYYY-MM-DD') AS born_date, r.father_name, r.mother_name,
            EXISTS (SELECT 1 FROM sacramental_records x
                     WHERE x.paroquia_id = s.paroquia_id AND x.kind = 'crisma' AND x.register_id = s.register_id AND x.annulled_at IS NULL) AS registrado
       FROM catechesis_students s JOIN registers r ON r.id = s.register_id AND r.paroquia_id = s.paroquia_id
      WHERE s.paroquia_id = $1 AND s.turma_id = $2
      ORDER BY r.name_search, r.id`,
    [paroquiaId, turmaId],
  );
  return rows;
}

/**
 * A concluded Crisma class becomes records of the Crisma book in one step: one record per student
 * not yet in it, numbered by the system, each noted on the student's baptism here, all or none.
 */
export const crismaClassRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const url = '/api/sacramentos/crisma/turmas/:turmaId';

  const preview = { summary: 'Crisma: os alunos de uma turma e quem já está no livro', params: ClassParams, response: { 200: ClassPreview } };
  app.get(url, { ...write, schema: preview }, async (request) => {
    const { paroquiaId } = actorOf(request);
    const turma = found(await findClass(db, paroquiaId, request.params.turmaId), classNotFound);
    const alunos = (await students(db, paroquiaId, turma.id)).map((s) => ({ register_id: s.id, nome: s.name, registrado: s.registrado }));
    return { turma, alunos };
  });

  const create = {
    summary: 'Crisma: lançar no livro os alunos de uma turma concluída (Crismada) ainda sem registro',
    params: ClassParams,
    ...formBody(ClassRecordsBody),
    response: { 201: ClassRecordsResponse },
  };
  app.post(url, { ...write, schema: create }, async (request, reply) => {
    const actor = actorOf(request);
    const body = request.body;
    const records = await db.transaction(async (tx) => {
      // Locked: two launches of the same class at once do not both write its students.
      const turma = found(await findClass(tx, actor.paroquiaId, request.params.turmaId, true), classNotFound);
      if (turma.status !== CONCLUDED) throw new HttpError(422, SACRAMENTOS_MSG.classNotConcluded);
      if (body.data > (await parishToday(tx, actor.paroquiaId, app.clock()))) throw invalidField('data', SACRAMENTOS_MSG.dateFuture);
      const all = await students(tx, actor.paroquiaId, turma.id);
      if (!all.length) throw new HttpError(422, SACRAMENTOS_MSG.classEmpty);
      const pending = all.filter((s) => !s.registrado);
      if (!pending.length) throw new HttpError(422, SACRAMENTOS_MSG.classAllRegistered);
      const young = pending.find((s) => s.born_date && body.data < s.born_date);
      if (young) throw invalidField('data', `${SACRAMENTOS_MSG.beforeBirth} (${young.name})`);
      const made: SacramentoRecord[] = [];
      for (const student of pending) {
        const columns = columnsOf(
          'crisma',
          { register_id: student.id, data: body.data, celebrante: body.celebrante, local: body.local },
          new Map([[student.id, student]]),
        );
        const id = await insertRecord(tx, actor.paroquiaId, 'crisma', columns, null, actor);
        const record = found(await findRecord(tx, actor.paroquiaId, 'crisma', id));
        await noteOnBaptism(tx, actor.paroquiaId, record, actor);
        made.push(record);
      }
      return made;
    });
    return reply.code(201).send({ message: classRecordsCreated(records.length), data: records });
  });
};
