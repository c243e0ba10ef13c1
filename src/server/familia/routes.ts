import type { FastifyPluginAsync } from 'fastify';
import { catequeseRoutes } from './catequese-routes';
import { mensagensRoutes } from './mensagens-routes';
import { vinculosRoutes } from './vinculos-routes';

/**
 * Families in catechesis (issue 34): a guardian (role 15) follows their children's classes, encounters, attendance and
 * the class's notices and justifies an absence; the catechist writes to every family of a class; the office and the
 * coordinators link guardians' accounts to children. Every query is scoped by the session's parish.
 */
export const familiaModuleRoutes: FastifyPluginAsync = async (app) => {
  await app.register(catequeseRoutes);
  await app.register(mensagensRoutes);
  await app.register(vinculosRoutes);
};
