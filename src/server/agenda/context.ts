/** What the calendar's route files share: who writes, the parish of the call, its communities. */
import type { FastifyRequest } from 'fastify';
import { AGENDA_MSG } from '../../shared/schemas/agenda';
import type { Db } from '../db/types';
import { invalidField } from '../http-error';
import { requireCapability } from '../plugins/access-rules';
import { signedIn } from '../plugins/auth';
import { communityName } from './repository';

/** Celebrations, their exceptions and events are written by agendaWrite (1, 111, 2, 9, 10). */
export const write = { preValidation: requireCapability('agendaWrite') };

/** The session's parish: every query of the calendar is scoped by it. */
export const parishOf = (request: FastifyRequest) => signedIn(request).user.paroquia_id;

/** A community named by a body must be the parish's own. */
export async function checkCommunity(db: Db, paroquiaId: number, entId: number | undefined): Promise<void> {
  if (entId !== undefined && !(await communityName(db, paroquiaId, entId))) throw invalidField('ent_id', AGENDA_MSG.communityNotInParish);
}
