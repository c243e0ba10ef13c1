import type { FastifyRequest } from 'fastify';
import { signedIn } from '../plugins/auth';

/** The signed-in user and their parish: what queries of a user's own things (messages, notifications, protocols, reminders) are scoped by. */
export interface Caller {
  userId: number;
  paroquiaId: number;
}

export function callerOf(request: FastifyRequest): Caller {
  const { user } = signedIn(request);
  return { userId: user.id, paroquiaId: user.paroquia_id };
}
