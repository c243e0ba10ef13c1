import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccessLogQuery,
  AccessLogResponse,
  AccessLogUsersResponse,
  AnonymisePreviewResponse,
  AnonymiseResponse,
  LGPD_MSG,
  RetentionDueQuery,
  RetentionDueResponse,
  RetentionResponse,
  RetentionUpdate,
} from '../../shared/schemas/lgpd';
import { REGISTER_MSG } from '../../shared/schemas/registers';
import { HttpError } from '../http-error';
import { ErrorBody, fileResponse, idParams, listMeta } from '../http/schemas';
import { requireCapability } from '../plugins/access-rules';
import { registerExists } from '../registers/repository';
import { actorOf, listAccessLog, loggedInParish, loggedUsers } from './access-log';
import { anonymisePreview, anonymiseRegister } from './anonymise';
import { collectPersonData } from './export-data';
import { personZip } from './export-zip';
import { dueForAnonymisation, retentionMonths, setRetentionMonths } from './retention';

const registerNotFound = () => new HttpError(404, REGISTER_MSG.notFound);
const Params = idParams(REGISTER_MSG.notFound);

/**
 * Personal data under the LGPD: the registers' access log, a person's data export (ZIP),
 * anonymisation and the retention setting. Roles 1 and 111 only (registersAccessLog); the parish is
 * the session's, another parish's id answers 404.
 */
export const lgpdRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;
  const lgpd = { preValidation: requireCapability('registersAccessLog'), config: { personalData: true } };

  const log = { summary: 'Registro de acessos aos registros', querystring: AccessLogQuery, response: { 200: AccessLogResponse } };
  app.get('/api/registers/access-log', { ...lgpd, schema: log }, async (request) => {
    const { query } = request;
    const { rows, total } = await listAccessLog(db, actorOf(request).paroquiaId, query);
    return { data: rows, meta: listMeta(total, query.page, query.limit) };
  });

  const users = { summary: 'Quem aparece no registro de acessos', response: { 200: AccessLogUsersResponse } };
  app.get('/api/registers/access-log/users', { ...lgpd, schema: users }, async (request) => ({ data: await loggedUsers(db, actorOf(request).paroquiaId) }));

  const oneLog = { summary: 'Acessos a um registro', params: Params, querystring: AccessLogQuery, response: { 200: AccessLogResponse } };
  app.get('/api/registers/:id/access-log', { ...lgpd, schema: oneLog }, async (request) => {
    const {
      params: { id },
      query,
    } = request;
    const { paroquiaId } = actorOf(request);
    // A deleted register's log stays readable; an id the parish never had is unknown.
    if (!(await registerExists(db, paroquiaId, id)) && !(await loggedInParish(db, paroquiaId, id))) throw registerNotFound();
    const { rows, total } = await listAccessLog(db, paroquiaId, { ...query, register_id: id });
    return { data: rows, meta: listMeta(total, query.page, query.limit) };
  });

  const zip = {
    summary: 'Os dados de uma pessoa, para o titular (ZIP)',
    params: Params,
    response: { 200: fileResponse('application/zip', 'dados.json, a foto e os anexos') },
  };
  app.get('/api/registers/:id/export', { ...lgpd, schema: zip }, async (request, reply) => {
    const { id } = request.params;
    const actor = actorOf(request);
    const person = await db.transaction((tx) => collectPersonData(tx, actor, id));
    if (!person) throw registerNotFound();
    const stream = await personZip(storage, person, actor.at);
    reply.type('application/zip').header('Content-Disposition', `attachment; filename="registro-${id}-dados-lgpd.zip"`);
    return reply.send(stream);
  });

  const preview = { summary: 'O que a anonimização apagaria', params: Params, response: { 200: AnonymisePreviewResponse } };
  app.get('/api/registers/:id/anonymise', { ...lgpd, schema: preview }, async (request) => {
    const preview = await anonymisePreview(db, actorOf(request).paroquiaId, request.params.id);
    if (!preview) throw registerNotFound();
    return { data: preview };
  });

  const anonymise = { summary: 'Anonimizar registro', params: Params, response: { 200: AnonymiseResponse, 409: ErrorBody } };
  app.post('/api/registers/:id/anonymise', { ...lgpd, schema: anonymise }, async (request) => {
    const { id } = request.params;
    const actor = actorOf(request);
    const result = await db.transaction((tx) => anonymiseRegister(tx, actor, id));
    if (!result) throw registerNotFound();
    if ('already' in result) throw new HttpError(409, LGPD_MSG.alreadyAnonymised);
    // The rows are committed; a file that cannot be removed now is logged loudly for an operator.
    await Promise.all(
      result.files.map(([kind, name]) =>
        storage.remove(kind, name).catch((err) => request.log.error({ err, kind, name }, 'anonymised register file not removed')),
      ),
    );
    return { message: LGPD_MSG.anonymised, data: result.done };
  });

  app.get('/api/lgpd/retention', { ...lgpd, schema: { summary: 'Prazo de retenção', response: { 200: RetentionResponse } } }, async (request) => ({
    data: { retention_months: await retentionMonths(db, actorOf(request).paroquiaId) },
  }));

  const retention = { summary: 'Alterar prazo de retenção', body: RetentionUpdate, response: { 200: RetentionResponse } };
  app.put('/api/lgpd/retention', { ...lgpd, schema: retention }, async (request) => {
    const { retention_months } = request.body;
    await setRetentionMonths(db, actorOf(request), retention_months);
    return { message: LGPD_MSG.retentionSaved, data: { retention_months } };
  });

  const due = { summary: 'Registros inativos além do prazo', querystring: RetentionDueQuery, response: { 200: RetentionDueResponse } };
  app.get('/api/lgpd/retention/due', { ...lgpd, schema: due }, async (request) => {
    const { page, limit } = request.query;
    const actor = actorOf(request);
    const months = await retentionMonths(db, actor.paroquiaId);
    const { rows, total } = months ? await dueForAnonymisation(db, actor.paroquiaId, months, actor.at, { page, limit }) : { rows: [], total: 0 };
    return { data: rows, meta: { ...listMeta(total, page, limit), retention_months: months } };
  });
};
