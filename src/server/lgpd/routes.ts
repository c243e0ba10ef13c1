import type { FastifyPluginAsync } from 'fastify';
import { AccessLogQuery, LGPD_MSG, RetentionDueQuery, RetentionUpdate } from '../../shared/schemas/lgpd';
import { REGISTER_MSG } from '../../shared/schemas/registers';
import { HttpError } from '../http-error';
import { requireCapability } from '../plugins/access-rules';
import { registerExists } from '../registers/repository';
import { actorOf, listAccessLog, loggedInParish, loggedUsers } from './access-log';
import { anonymisePreview, anonymiseRegister } from './anonymise';
import { collectPersonData } from './export-data';
import { personZip } from './export-zip';
import { dueForAnonymisation, retentionMonths, setRetentionMonths } from './retention';

const registerNotFound = () => new HttpError(404, REGISTER_MSG.notFound);

/** A path id: digits within int range, else the same 404 as an id of another parish. */
function pathId(value: string | undefined): number {
  const id = /^\d{1,10}$/.test(value ?? '') ? Number(value) : 0;
  if (id < 1 || id > 2_147_483_647) throw registerNotFound();
  return id;
}

const meta = (total: number, page: number, limit: number) => ({ total, page, last_page: Math.max(1, Math.ceil(total / limit)), limit });

/**
 * Personal data under the LGPD (issue 10; docs/contracts.md): the registers' access log, a person's
 * data export (ZIP), anonymisation and the retention setting. Roles 1 and 111 only
 * (registersAccessLog); the parish is the session's, another parish's id answers 404.
 */
export const lgpdRoutes: FastifyPluginAsync = async (app) => {
  const { db, storage } = app;
  const lgpd = { preHandler: requireCapability('registersAccessLog'), config: { personalData: true } };

  app.get('/api/registers/access-log', lgpd, async (request) => {
    const query = AccessLogQuery.parse(request.query);
    const { rows, total } = await listAccessLog(db, actorOf(request).paroquiaId, query);
    return { data: rows, meta: meta(total, query.page, query.limit) };
  });

  app.get('/api/registers/access-log/users', lgpd, async (request) => ({ data: await loggedUsers(db, actorOf(request).paroquiaId) }));

  app.get<{ Params: { id: string } }>('/api/registers/:id/access-log', lgpd, async (request) => {
    const id = pathId(request.params.id);
    const { paroquiaId } = actorOf(request);
    // A deleted register's log stays readable; an id the parish never had is unknown.
    if (!(await registerExists(db, paroquiaId, id)) && !(await loggedInParish(db, paroquiaId, id))) throw registerNotFound();
    const query = AccessLogQuery.parse(request.query);
    const { rows, total } = await listAccessLog(db, paroquiaId, { ...query, register_id: id });
    return { data: rows, meta: meta(total, query.page, query.limit) };
  });

  app.get<{ Params: { id: string } }>('/api/registers/:id/export', lgpd, async (request, reply) => {
    const id = pathId(request.params.id);
    const actor = actorOf(request);
    const person = await db.transaction((tx) => collectPersonData(tx, actor, id));
    if (!person) throw registerNotFound();
    const stream = await personZip(storage, person, actor.at);
    reply
      .type('application/zip')
      .header('Content-Disposition', `attachment; filename="registro-${id}-dados-lgpd.zip"`);
    return reply.send(stream);
  });

  app.get<{ Params: { id: string } }>('/api/registers/:id/anonymise', lgpd, async (request) => {
    const preview = await anonymisePreview(db, actorOf(request).paroquiaId, pathId(request.params.id));
    if (!preview) throw registerNotFound();
    return { data: preview };
  });

  app.post<{ Params: { id: string } }>('/api/registers/:id/anonymise', lgpd, async (request) => {
    const id = pathId(request.params.id);
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

  app.get('/api/lgpd/retention', lgpd, async (request) => ({
    data: { retention_months: await retentionMonths(db, actorOf(request).paroquiaId) },
  }));

  app.put('/api/lgpd/retention', lgpd, async (request) => {
    const { retention_months } = RetentionUpdate.parse(request.body ?? {});
    await setRetentionMonths(db, actorOf(request), retention_months);
    return { message: LGPD_MSG.retentionSaved, data: { retention_months } };
  });

  app.get('/api/lgpd/retention/due', lgpd, async (request) => {
    const { page, limit } = RetentionDueQuery.parse(request.query);
    const actor = actorOf(request);
    const months = await retentionMonths(db, actor.paroquiaId);
    const { rows, total } = months ? await dueForAnonymisation(db, actor.paroquiaId, months, actor.at, { page, limit }) : { rows: [], total: 0 };
    return { data: rows, meta: { ...meta(total, page, limit), retention_months: months } };
  });
};
