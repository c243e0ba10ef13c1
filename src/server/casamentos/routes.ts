import type { FastifyPluginAsync } from 'fastify';
import { casamentosRoutes } from './casamentos-routes';
import { celebrarRoutes } from './celebrar-routes';
import { documentosRoutes } from './documentos-routes';
import { entrevistaRoutes } from './entrevista-routes';
import { permissoesRoutes } from './permissoes-routes';
import { proclamasRoutes } from './proclamas-routes';

/**
 * Marriage files (processos de habilitação matrimonial): the file, its documents, the interview, the banns,
 * the permissions, and the wedding written in the book with the notices to the baptism parishes (c. 1122).
 * Every query is scoped by the session's parish; another parish's file answers 404 as a missing one does.
 */
export const casamentosModuleRoutes: FastifyPluginAsync = async (app) => {
  await app.register(casamentosRoutes);
  await app.register(documentosRoutes);
  await app.register(entrevistaRoutes);
  await app.register(proclamasRoutes);
  await app.register(permissoesRoutes);
  await app.register(celebrarRoutes);
};
