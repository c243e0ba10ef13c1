import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ESCALAS_MSG, MembroBody, MembroList, MembroParams, MembroResponse } from '../../shared/schemas/escalas';
import { MessageResponse } from '../../shared/schemas/zod';
import { found, HttpError, invalidField } from '../http-error';
import { formBody } from '../http/schemas';
import { actorOf, logAccess } from '../lgpd/access-log';
import { parishToday } from '../parish-time';
import { countSpan, managedMinisterio, MinisterioParams, parishOf, personal } from './context';
import {
  deleteMembro,
  findMembro,
  historico,
  insertMembro,
  listMembros,
  membroProblem,
  membroWire,
  updateMembro,
  type MembroProblem,
} from './membros-repository';

const FIELD: Record<MembroProblem, string> = {
  registerNotInParish: 'register_id',
  alreadyMember: 'register_id',
  userNotInParish: 'user_id',
  userAlreadyMember: 'user_id',
  funcaoNotFound: 'funcoes',
  celebracaoNotFound: 'preferencias.celebracoes_preferidas',
};
const membroNotFound = () => new HttpError(404, ESCALAS_MSG.membroNotFound);

/**
 * A ministry's members (/api/ministerios/{id}/membros): registers of the parish, each with the positions
 * they can fill, whether a minor, preferences and family; with this month's and the three months' counts.
 * Only whoever manages the ministry reads or writes them (a minor's data goes to their coordinators only);
 * each read of one member is in the registers' access log.
 */
export const membrosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const span = async (paroquiaId: number) => countSpan((await parishToday(db, paroquiaId, app.clock())).slice(0, 7));

  async function check(paroquiaId: number, ministerioId: number, body: MembroBody, except: number | null) {
    const problem = await membroProblem(db, paroquiaId, ministerioId, body, except);
    if (problem) throw invalidField(FIELD[problem], ESCALAS_MSG[problem === 'celebracaoNotFound' ? 'celebracaoNotFound' : problem]);
  }

  app.get(
    '/api/ministerios/:id/membros',
    { ...personal, schema: { summary: 'Membros do ministério, com as contagens', params: MinisterioParams, response: { 200: MembroList } } },
    async (request) => {
      const m = await managedMinisterio(db, request, request.params.id);
      const paroquiaId = parishOf(request);
      return { data: (await listMembros(db, paroquiaId, m.id, await span(paroquiaId))).map(membroWire) };
    },
  );

  app.post(
    '/api/ministerios/:id/membros',
    { ...personal, schema: { summary: 'Incluir membro', params: MinisterioParams, ...formBody(MembroBody), response: { 201: MembroResponse } } },
    async (request, reply) => {
      const m = await managedMinisterio(db, request, request.params.id);
      const paroquiaId = parishOf(request);
      await check(paroquiaId, m.id, request.body, null);
      const id = await insertMembro(db, paroquiaId, m.id, request.body);
      const row = found(await findMembro(db, paroquiaId, m.id, id, await span(paroquiaId)), membroNotFound);
      return reply.code(201).send({ message: ESCALAS_MSG.membroCreated, data: membroWire(row) });
    },
  );

  app.get(
    '/api/ministerios/:id/membros/:membroId',
    { ...personal, schema: { summary: 'Um membro, com o histórico', params: MembroParams, response: { 200: MembroResponse } } },
    async (request) => {
      const m = await managedMinisterio(db, request, request.params.id);
      const paroquiaId = parishOf(request);
      const today = await parishToday(db, paroquiaId, app.clock());
      const row = found(await findMembro(db, paroquiaId, m.id, request.params.membroId, countSpan(today.slice(0, 7))), membroNotFound);
      await logAccess(db, actorOf(request), row.register_id, 'escala_view', { ministerio: m.id, membro: row.id });
      return { data: { ...membroWire(row), historico: await historico(db, row.id, today) } };
    },
  );

  app.put(
    '/api/ministerios/:id/membros/:membroId',
    { ...personal, schema: { summary: 'Editar membro', params: MembroParams, ...formBody(MembroBody), response: { 200: MembroResponse } } },
    async (request) => {
      const m = await managedMinisterio(db, request, request.params.id);
      const paroquiaId = parishOf(request);
      found(await findMembro(db, paroquiaId, m.id, request.params.membroId, await span(paroquiaId)), membroNotFound);
      await check(paroquiaId, m.id, request.body, request.params.membroId);
      await updateMembro(db, paroquiaId, m.id, request.params.membroId, request.body);
      const row = found(await findMembro(db, paroquiaId, m.id, request.params.membroId, await span(paroquiaId)), membroNotFound);
      return { message: ESCALAS_MSG.membroUpdated, data: membroWire(row) };
    },
  );

  app.delete(
    '/api/ministerios/:id/membros/:membroId',
    { schema: { summary: 'Remover membro do ministério (e suas designações)', params: MembroParams, response: { 200: MessageResponse } } },
    async (request) => {
      const m = await managedMinisterio(db, request, request.params.id);
      if (!(await deleteMembro(db, parishOf(request), m.id, request.params.membroId))) throw membroNotFound();
      return { message: ESCALAS_MSG.membroDeleted };
    },
  );
};
