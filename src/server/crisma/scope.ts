import type { FastifyRequest } from 'fastify';
import { CRISMA_MSG } from '../../shared/schemas/crisma';
import { HttpError } from '../http-error';
import { idParams } from '../http/schemas';
import { requireCapability } from '../plugins/access-rules';
import { signedIn } from '../plugins/auth';

/** The session's parish: every Crisma query is scoped by it, whatever the client sends. */
export function parishOf(request: FastifyRequest): number {
  return signedIn(request).user.paroquia_id;
}

export const classNotFound = () => new HttpError(404, CRISMA_MSG.classNotFound);
export const catechistNotFound = () => new HttpError(404, CRISMA_MSG.catechistNotFound);
export const ClassParams = idParams(CRISMA_MSG.classNotFound);
export const CatechistParams = idParams(CRISMA_MSG.catechistNotFound);

/** Reads for crismaRead (1, 111, 3, 13), writes for crismaWrite (1, 111, 3). */
export const read = { preValidation: requireCapability('crismaRead') };
export const write = { preValidation: requireCapability('crismaWrite') };
