import type { FastifyPluginAsync } from 'fastify';
import { SACRAMENT_SLUGS } from '../../shared/sacraments';
import { attendanceRoutes } from './attendance-routes';
import { catechistsRoutes } from './catechists-routes';
import { classesRoutes } from './classes-routes';
import { catechesisScope } from './scope';
import { studentsRoutes } from './students-routes';

/** Catechesis, once per sacrament: classes, their students, attendance and the catechists. */
export const catechesisRoutes: FastifyPluginAsync = async (app) => {
  for (const slug of SACRAMENT_SLUGS) {
    const scope = catechesisScope(slug);
    await app.register(classesRoutes, { scope });
    await app.register(studentsRoutes, { scope });
    await app.register(attendanceRoutes, { scope });
    await app.register(catechistsRoutes, { scope });
  }
};
