import type { FastifyPluginAsync } from 'fastify';
import { choicesRoutes } from './choices-routes';
import { designacoesRoutes } from './designacoes-routes';
import { escalasRoutes } from './escalas-routes';
import { membrosRoutes } from './membros-routes';
import { minhaEscalaRoutes } from './minha-escala-routes';
import { ministeriosRoutes } from './ministerios-routes';
import { pdfRoutes } from './pdf-routes';
import { publicEscalasRoutes } from './public-routes';

/**
 * Ministry rosters. Ministries are read by the parish's signed-in users and managed by escalasAdmin (1, 111, 2)
 * or their coordinators; 'Minha escala' is any signed-in user's linked to a member; the public roster and the
 * personal calendar feed need no session. Every query is scoped by the session's parish (or the feed's owner);
 * another parish's ministry or assignment answers 404 as a missing one does.
 */
export const escalasModuleRoutes: FastifyPluginAsync = async (app) => {
  await app.register(ministeriosRoutes);
  await app.register(choicesRoutes);
  await app.register(membrosRoutes);
  await app.register(escalasRoutes);
  await app.register(designacoesRoutes);
  await app.register(minhaEscalaRoutes);
  await app.register(pdfRoutes);
  await app.register(publicEscalasRoutes);
};
