import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LGPD_MSG, RetentionDueQuery, RetentionDueResponse, RetentionResponse, RetentionUpdate } from '../../shared/schemas/lgpd';
import { listMeta } from '../http/schemas';
import { actorOf } from './access-log';
import { dueForAnonymisation, retentionMonths, setRetentionMonths } from './retention';
import { lgpd } from './context';

/** The retention setting, and the inactive registers kept beyond it. */
export const retentionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

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
