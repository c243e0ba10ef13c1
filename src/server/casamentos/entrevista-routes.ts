import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can } from '../../shared/roles';
import { CASAMENTOS_MSG, CasamentoParams, ENTREVISTA_PERGUNTAS, EntrevistaBody, EntrevistaResponse, type Entrevista } from '../../shared/schemas/casamentos';
import { forbidden, found } from '../http-error';
import { ErrorBody, formBody } from '../http/schemas';
import { actorOf } from '../lgpd/access-log';
import { logFile, openFile } from './casamentos-routes';
import { casamentoNotFound, read, write } from './context';
import { findEntrevista, saveEntrevista } from './entrevista-repository';
import { findCasamento } from './repository';

const perguntas = ENTREVISTA_PERGUNTAS.map((p) => ({ ...p }));

/**
 * The interview (exame dos noivos): each spouse's answers, recorded by the priest. Read only by casamentosWrite
 * (1, 111) and whoever recorded it: role 2 and the pastoral familiar team (16) read the file, never this (403).
 */
export const entrevistaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  const get = {
    summary: 'A entrevista dos noivos (somente 1, 111 e quem a registrou)',
    params: CasamentoParams,
    response: { 200: EntrevistaResponse, 403: ErrorBody },
  };
  app.get('/api/casamentos/:id/entrevista', { ...read, schema: get }, async (request) => {
    const actor = actorOf(request);
    const file = found(await findCasamento(db, actor.paroquiaId, request.params.id), casamentoNotFound);
    const e = await findEntrevista(db, actor.paroquiaId, file.id);
    if (!can(request.user, 'casamentosWrite') && (!e || e.recorded_by !== actor.userId)) throw forbidden(CASAMENTOS_MSG.entrevistaForbidden);
    await logFile(db, actor, file, { casamento: file.id, entrevista: true });
    const { recorded_by: _by, ...data } = e ?? { recorded_by: null };
    return { perguntas, data: e ? (data as Entrevista) : null };
  });

  const put = {
    summary: 'Registrar a entrevista dos noivos (as respostas de cada um)',
    params: CasamentoParams,
    ...formBody(EntrevistaBody),
    response: { 200: EntrevistaResponse },
  };
  app.put('/api/casamentos/:id/entrevista', { ...write, schema: put }, async (request) => {
    const actor = actorOf(request);
    const file = await openFile(db, actor.paroquiaId, request.params.id);
    await saveEntrevista(db, actor, file.id, request.body);
    const { recorded_by: _by, ...saved } = found(await findEntrevista(db, actor.paroquiaId, file.id));
    return { message: CASAMENTOS_MSG.entrevistaSaved, perguntas, data: saved };
  });
};
