import type { FastifyPluginAsync } from 'fastify';
import { crismaCatechistsRoutes } from './catechists-routes';
import { crismaClassesRoutes } from './classes-routes';
import { crismandosRoutes } from './crismandos-routes';

/** The Crisma module: classes, their students and the catechists. */
export const crismaRoutes: FastifyPluginAsync = async (app) => {
  await app.register(crismaClassesRoutes);
  await app.register(crismandosRoutes);
  await app.register(crismaCatechistsRoutes);
};
