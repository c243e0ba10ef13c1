import type { FastifyRequest } from 'fastify';
import { PERMISSIONS, can } from '../../shared/roles';
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
 * Whose classes a caller sees: the session's parish, and for one who reads the sacrament without writing it
 * (its catechists, roles 12 and 13) their account, so that only the classes whose tutor is the catechist
 * linked to it are found. Coordinators and administrators (the write capability) see every class: null.
 */
export interface ClassViewer {
  paroquiaId: number;
  teacherId: number | null;
}

/**
 * What one sacrament's routes need: its name in the paths and texts, its capabilities (read also takes
 * attendance: the catechists and coordinators of that sacrament), who sees which class, and the 404s. A
 * class or catechist of the other sacrament answers 404 here, as one of another parish does; so does a
 * class a catechist does not teach. Every answer carries children's and catechists' personal data:
 * never cached (personalData: Cache-Control no-store).
 */
export function catechesisScope(slug: SacramentSlug) {
  const sacrament: Sacrament = SACRAMENTS[slug];
  const msg = catechesisMsg(sacrament);
  const writers: readonly number[] = PERMISSIONS[sacrament.write];
  return {
    slug,
    sacrament,
    msg,
    bodies: classBodies(sacrament),
    read: { preValidation: requireCapability(sacrament.read), config: { personalData: true } },
    write: { preValidation: requireCapability(sacrament.write), config: { personalData: true } },
    /** The roles that read the sacrament without writing it: its catechists, whose accounts a catechist record links to. */
    teacherRoles: PERMISSIONS[sacrament.read].filter((role) => !writers.includes(role)),
    viewer(request: FastifyRequest): ClassViewer {
      const { user } = signedIn(request);
      return { paroquiaId: user.paroquia_id, teacherId: can(user, sacrament.write) ? null : user.id };
    },
    classNotFound: () => new HttpError(404, msg.classNotFound),
    catechistNotFound: () => new HttpError(404, msg.catechistNotFound),
    ClassParams: idParams(msg.classNotFound),
    CatechistParams: idParams(msg.catechistNotFound),
  };
}
export type CatechesisScope = ReturnType<typeof catechesisScope>;
