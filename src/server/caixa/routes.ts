import type { FastifyPluginAsync } from 'fastify';
import { conciliacaoRoutes } from './conciliacao-routes';
import { contasRoutes } from './contas-routes';
import { lancamentosRoutes } from './lancamentos-routes';
import { mesesRoutes } from './meses-routes';
import { portadoresRoutes } from './portadores-routes';
import { relatoriosRoutes } from './relatorios-routes';

/**
 * The parish's books of account (caixaWrite: 1, 111, 11; caixaRead: those, 2 and 17), one plugin per
 * resource. Every query is scoped by the session's parish; another parish's account, holder, entry or
 * statement answers as a missing one does.
 */
export const caixaRoutes: FastifyPluginAsync = async (app) => {
  await app.register(contasRoutes);
  await app.register(portadoresRoutes);
  await app.register(lancamentosRoutes);
  await app.register(mesesRoutes);
  await app.register(conciliacaoRoutes);
  await app.register(relatoriosRoutes);
};
