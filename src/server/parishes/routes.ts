import type { FastifyPluginAsync } from 'fastify';
import { instanceRoutes } from './instance-routes';
import { profileRoutes } from './profile-routes';

/** The signed-in parish's profile (/paroquia) and the instance's parishes (/paroquias). */
export const parishesRoutes: FastifyPluginAsync = async (app) => {
  await app.register(profileRoutes);
  await app.register(instanceRoutes);
};
