import type { FastifyPluginAsync } from 'fastify';
import { celebracoesRoutes } from './celebracoes-routes';
import { eventosRoutes } from './eventos-routes';
import { occurrencesRoutes } from './occurrences-routes';

/**
 * The parish calendar: its occurrences for any signed-in user of the parish; celebrations, their
 * exceptions and events written by agendaWrite (1, 111, 2, 9, 10). Every query is scoped by the session's
 * parish; another parish's celebration or event answers 404 as a missing one does.
 */
export const agendaRoutes: FastifyPluginAsync = async (app) => {
  await app.register(occurrencesRoutes);
  await app.register(celebracoesRoutes);
  await app.register(eventosRoutes);
};
