import type { FastifyPluginAsync } from 'fastify';
import { anotacoesRoutes } from './anotacoes-routes';
import { pedidosRoutes } from './pedidos-routes';

/** Between parishes of this portal: requests (certificates, transfers) and marginal notes, for the parish office (pedidosWrite). */
export const pedidosModuleRoutes: FastifyPluginAsync = async (app) => {
  await app.register(pedidosRoutes);
  await app.register(anotacoesRoutes);
};
