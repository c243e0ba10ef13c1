import type { FastifyRequest } from 'fastify';
import { CRISMA_MSG, IdParams } from '../../shared/schemas/crisma';
import { HttpError } from '../http-error';
import { signedIn } from '../plugins/auth';

/** The session's parish: every Crisma query is scoped by it, whatever the client sends. */
export function parishOf(request: FastifyRequest): number {
  return signedIn(request).user.paroquia_id;
}

const notFoundAs = (message: string) => new HttpError(404, message);
export const classNotFound = () => notFoundAs(CRISMA_MSG.classNotFound);
export const catechistNotFound = () => notFoundAs(CRISMA_MSG.catechistNotFound);

/** The {id} of the path; one that cannot be an id is as unknown as another parish's (`missing` is thrown). */
export function pathId(request: FastifyRequest, missing: () => HttpError): number {
  const parsed = IdParams.safeParse(request.params);
  if (!parsed.success) throw missing();
  return parsed.data.id;
}
