import type { FastifyRequest } from 'fastify';
import { IdParams } from '../../shared/schemas/crisma';
import { HttpError } from '../http-error';
import { signedIn } from '../plugins/auth';

/** The session's parish: every Crisma query is scoped by it, whatever the client sends. */
export function parishOf(request: FastifyRequest): number {
  return signedIn(request).user.paroquia_id;
}

export const notFoundAs = (message: string) => new HttpError(404, message);

/** The {id} of the path; one that cannot be an id is as unknown as another parish's (404 with `message`). */
export function pathId(request: FastifyRequest, message: string): number {
  const parsed = IdParams.safeParse(request.params);
  if (!parsed.success) throw notFoundAs(message);
  return parsed.data.id;
}
