import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ESCALAS_MSG, MinisterioBody, MinisterioList, MinisterioResponse, NecessidadesBody } from '../../shared/schemas/escalas';
import { MessageResponse } from '../../shared/schemas/zod';
import { HttpError, invalidField } from '../http-error';
import { ErrorBody, formBody } from '../http/schemas';
import { requireCapability } from '../plugins/access-rules';
import { signedIn } from '../plugins/auth';
import { managedMinisterio, manages, MinisterioParams, ministerioNotFound, ministerioOf, parishOf } from './context';
import {
  deleteMinisterio,
  foreignCelebracoes,
  foreignUsers,
  insertMinisterio,
  listMinisterios,
  listNecessidades,
  nomeTaken,
  saveNecessidades,
  updateMinisterio,
} from './ministerios-repository';

const admin = { preValidation: requireCapability('escalasAdmin') };

/**
 * The ministries (/api/ministerios): read by every signed-in user of the parish (the published rosters are
 * theirs to see); created and deleted by escalasAdmin (1, 111, 2); changed, with their needs, by whoever
 * manages them (escalasAdmin, or the ministry's coordinators).
 */
export const ministeriosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  async function check(paroquiaId: number, body: MinisterioBody, except: number | null) {
    if (await nomeTaken(db, paroquiaId, body.nome, except)) throw invalidField('nome', ESCALAS_MSG.ministerioNomeTaken);
    if ((await foreignUsers(db, paroquiaId, body.coordenadores)).length) throw invalidField('coordenadores', ESCALAS_MSG.coordenadorNotInParish);
  }
  const withNeeds = async (request: Parameters<typeof ministerioOf>[1], id: number) => ({
    ...(await ministerioOf(db, request, id)),
    necessidades: await listNecessidades(db, id),
  });

  app.get('/api/ministerios', { schema: { summary: 'Ministérios da paróquia', response: { 200: MinisterioList } } }, async (request) => {
    const { user } = signedIn(request);
    return { data: (await listMinisterios(db, user.paroquia_id)).map((m) => ({ ...m, pode_gerir: manages(user, m.coordenadores) })) };
  });

  app.get(
    '/api/ministerios/:id',
    { schema: { summary: 'Um ministério, com as necessidades de cada celebração', params: MinisterioParams, response: { 200: MinisterioResponse } } },
    async (request) => ({ data: await withNeeds(request, request.params.id) }),
  );

  app.post(
    '/api/ministerios',
    { ...admin, schema: { summary: 'Novo ministério', ...formBody(MinisterioBody), response: { 201: MinisterioResponse } } },
    async (request, reply) => {
      const paroquiaId = parishOf(request);
      await check(paroquiaId, request.body, null);
      const id = await insertMinisterio(db, paroquiaId, request.body);
      return reply.code(201).send({ message: ESCALAS_MSG.ministerioCreated, data: await withNeeds(request, id) });
    },
  );

  const update = {
    summary: 'Editar ministério (funções, coordenação, visibilidade)',
    params: MinisterioParams,
    ...formBody(MinisterioBody),
    response: { 200: MinisterioResponse, 409: ErrorBody },
  };
  app.put('/api/ministerios/:id', { schema: update }, async (request) => {
    const m = await managedMinisterio(db, request, request.params.id);
    const paroquiaId = parishOf(request);
    await check(paroquiaId, request.body, m.id);
    const outcome = await updateMinisterio(db, paroquiaId, m.id, request.body);
    if (outcome === 'funcaoInUse') throw new HttpError(409, ESCALAS_MSG.funcaoInUse);
    if (outcome === 'funcaoNotFound') throw invalidField('funcoes', ESCALAS_MSG.funcaoNotFound);
    return { message: ESCALAS_MSG.ministerioUpdated, data: await withNeeds(request, m.id) };
  });

  app.delete(
    '/api/ministerios/:id',
    { ...admin, schema: { summary: 'Excluir ministério (e sua escala)', params: MinisterioParams, response: { 200: MessageResponse } } },
    async (request) => {
      if (!(await deleteMinisterio(db, parishOf(request), request.params.id))) throw ministerioNotFound();
      return { message: ESCALAS_MSG.ministerioDeleted };
    },
  );

  const needs = {
    summary: 'O que cada celebração da agenda precisa deste ministério (substitui a tabela toda)',
    params: MinisterioParams,
    body: NecessidadesBody,
    response: { 200: MinisterioResponse, 403: ErrorBody },
  };
  app.put('/api/ministerios/:id/necessidades', { schema: needs }, async (request) => {
    const m = await managedMinisterio(db, request, request.params.id);
    const paroquiaId = parishOf(request);
    const { necessidades } = request.body;
    const own = new Set(m.funcoes.map((f) => f.id));
    const badFuncao = necessidades.findIndex((n) => !own.has(n.funcao_id));
    if (badFuncao >= 0) throw invalidField(`necessidades.${badFuncao}.funcao_id`, ESCALAS_MSG.funcaoNotFound);
    const foreign = new Set(
      await foreignCelebracoes(
        db,
        paroquiaId,
        necessidades.map((n) => n.celebracao_id),
      ),
    );
    const badCelebracao = necessidades.findIndex((n) => foreign.has(n.celebracao_id));
    if (badCelebracao >= 0) throw invalidField(`necessidades.${badCelebracao}.celebracao_id`, ESCALAS_MSG.celebracaoNotFound);
    await saveNecessidades(db, paroquiaId, m.id, request.body);
    return { message: ESCALAS_MSG.necessidadesSaved, data: await withNeeds(request, m.id) };
  });
};
