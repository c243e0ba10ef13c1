import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AccessLogQuery, AccessLogResponse, AccessLogUsersResponse } from '../../shared/schemas/lgpd';
import { listMeta } from '../http/schemas';
import { registerExists } from '../registers/repository';
import { actorOf, listAccessLog, loggedInParish, loggedUsers } from './access-log';
import { lgpd, Params, registerNotFound } from './context';

/** The registers' access log: the parish's, who appears in it, and one register's. */
export const accessLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

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
};
