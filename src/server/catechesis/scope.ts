import type { FastifyRequest } from 'fastify';
import { SACRAMENTS, type Sacrament, type SacramentSlug } from '../../shared/sacraments';
import { catechesisMsg, classBodies } from '../../shared/schemas/catechesis';
import { HttpError } from '../http-error';
import { idParams } from '../http/schemas';
import { requireCapability } from '../plugins/access-rules';
import { signedIn } from '../plugins/auth';

/** The session's parish: every catechesis query is scoped by it, whatever the client sends. */
export function parishOf(request: FastifyRequest): number {
  return signedIn(request).user.paroquia_id;
}

/**
 * What one sacrament's routes need: its name in the paths and texts, its capabilities (read also takes
 * attendance: the catechists and coordinators of that sacrament), and the 404s. A class or catechist of
 * the other sacrament answers 404 here, as one of another parish does.
 */
export function catechesisScope(slug: SacramentSlug) {
  const sacrament: Sacrament = SACRAMENTS[slug];
  const msg = catechesisMsg(sacrament);
  return {
    slug,
    sacrament,
    msg,
    bodies: classBodies(sacrament),
    read: { preValidation: requireCapability(sacrament.read) },
    write: { preValidation: requireCapability(sacrament.write) },
    classNotFound: () => new HttpError(404, msg.classNotFound),
    catechistNotFound: () => new HttpError(404, msg.catechistNotFound),
    ClassParams: idParams(msg.classNotFound),
    CatechistParams: idParams(msg.catechistNotFound),
  };
}
export type CatechesisScope = ReturnType<typeof catechesisScope>;
