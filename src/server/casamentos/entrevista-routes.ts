import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can } from '../../shared/roles';
import {
  CASAMENTOS_MSG,
  CasamentoParams,
  EntrevistaBody,
  EntrevistaResponse,
  QuestionarioBody,
  QuestionarioResponse,
  type Entrevista,
} from '../../shared/schemas/casamentos';
import { forbidden, found, invalidField } from '../http-error';
import { ErrorBody, formBody } from '../http/schemas';
import { actorOf } from '../lgpd/access-log';
import { logFile, openFile } from './casamentos-routes';
import { casamentoNotFound, read, write } from './context';
import { findEntrevista, saveEntrevista } from './entrevista-repository';
import { parishQuestionnaire, saveQuestionnaire } from './questionario';
import { findCasamento } from './repository';

/**
 * The parish's questionnaire (GET for casamentosRead, PUT for casamentosWrite) and the interview (exame dos noivos):
 * each spouse's answers to it, recorded by the priest and kept with the questions as asked. Read only by casamentosWrite
 * (1, 111) and whoever recorded it: role 2 and the pastoral familiar team (16) read the file, never this (403).
 */
export const entrevistaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  const questionnaire = { summary: 'O questionário da entrevista dos noivos (o da paróquia, ou o comum)', response: { 200: QuestionarioResponse } };
  app.get('/api/casamentos/questionario', { ...read, schema: questionnaire }, async (request) => ({
    data: { perguntas: await parishQuestionnaire(db, actorOf(request).paroquiaId) },
  }));
  const saveList = {
    summary: 'Mudar o questionário (as entrevistas já registradas guardam as perguntas como foram feitas)',
    ...formBody(QuestionarioBody),
    response: { 200: QuestionarioResponse },
  };
  app.put('/api/casamentos/questionario', { ...write, schema: saveList }, async (request) => {
    const actor = actorOf(request);
    await saveQuestionnaire(db, actor.paroquiaId, request.body.perguntas, actor.at);
    return { message: CASAMENTOS_MSG.questionarioSaved, data: { perguntas: await parishQuestionnaire(db, actor.paroquiaId) } };
  });

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
    return { perguntas: await parishQuestionnaire(db, actor.paroquiaId), data: e ? (data as Entrevista) : null };
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
    // The answers are to the parish's questionnaire as it stands now; it is kept with them.
    const perguntas = await parishQuestionnaire(db, actor.paroquiaId);
    for (const n of [1, 2] as const) {
      const keys = Object.keys(n === 1 ? request.body.conjuge1 : request.body.conjuge2);
      if (keys.some((k) => !perguntas.some((p) => p.chave === k))) throw invalidField(`conjuge${n}`, CASAMENTOS_MSG.perguntaUnknown);
    }
    await saveEntrevista(db, actor, file.id, perguntas, request.body);
    const { recorded_by: _by, ...saved } = found(await findEntrevista(db, actor.paroquiaId, file.id));
    return { message: CASAMENTOS_MSG.entrevistaSaved, perguntas, data: saved };
  });
};
