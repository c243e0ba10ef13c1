import type { FastifyPluginAsync } from 'fastify';
import { attachmentsRoutes } from './attachments-routes';
import { refreshStatistics, STATISTICS_CHECK_MS } from './maintenance';
import { registerRecordsRoutes } from './registers-routes';

/**
 * Person registers. Full access for registersFull (1, 111, 2); the list, as a picker (id, name and
 * photo; only q, limit and page read), also for registersPicker (3, 7, 11), who may only pick a person;
 * the CSV export for registersExport (1, 111).
 * Everything is scoped by the session's parish: another parish's id answers 404 like a missing one.
 */
export const registersRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  // Statistics for the planner, kept fresh by the server itself (maintenance.ts).
  let timer: ReturnType<typeof setInterval> | undefined;
  let refreshing: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      refreshing = refreshStatistics(db).catch((err) => app.log.warn({ err }, 'registers statistics not refreshed'));
    }, STATISTICS_CHECK_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await refreshing;
  });

  await app.register(registerRecordsRoutes);
  await app.register(attachmentsRoutes);
};
