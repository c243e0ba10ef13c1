import type { FastifyPluginAsync } from 'fastify';
import { accessLogRoutes } from './access-log-routes';
import { personDataRoutes } from './person-data-routes';
import { retentionRoutes } from './retention-routes';

/**
 * Personal data under the LGPD: the registers' access log, a person's data export (ZIP),
 * anonymisation and the retention setting. Roles 1 and 111 only (registersAccessLog); the parish is
 * the session's, another parish's id answers 404.
 */
export const lgpdRoutes: FastifyPluginAsync = async (app) => {
  await app.register(accessLogRoutes);
  await app.register(personDataRoutes);
  await app.register(retentionRoutes);
};
