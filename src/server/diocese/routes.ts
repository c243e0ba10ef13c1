import type { FastifyPluginAsync } from 'fastify';
import { batismosRoutes } from './batismos-routes';
import { dioceseRoutes } from './diocese-routes';
import { duplicatasRoutes } from './duplicatas-routes';
import { estatisticasRoutes } from './estatisticas-routes';
import { peticoesRoutes } from './peticoes-routes';
import { publicDecretoRoutes } from './public-routes';
import { relatoriosRoutes } from './relatorios-routes';

/**
 * The diocese above its parishes (issue 33): the diocese and its economato's view, the chancery's reads of the
 * parishes' books, the petitions with their decrees (and the decrees' public verification), the duplicate books and
 * the year's statistics. The diocese is always the caller's parish's; a parish sees only its own petitions.
 */
export const dioceseModuleRoutes: FastifyPluginAsync = async (app) => {
  await app.register(dioceseRoutes);
  await app.register(batismosRoutes);
  await app.register(peticoesRoutes);
  await app.register(publicDecretoRoutes);
  await app.register(estatisticasRoutes);
  await app.register(duplicatasRoutes);
  await app.register(relatoriosRoutes);
};
