import type { FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '../../shared/messages';
import type { Db } from '../db/types';
import { HttpError } from '../http-error';

export interface ThrottleRule {
  /** What is counted ('import'): each action has its own count. */
  action: string;
  /** Tries one address may make in `windowMs`. */
  limit: number;
  windowMs: number;
  /** The refusal's text (default: the sign-in's). */
  message?: string;
}

/**
 * Counts a try of `rule.action` from the request's address, or refuses it (429 with Retry-After) once
 * the address made `limit` tries in the window. Counted in the database, so every server process sees
 * the same tries; the window's old tries are dropped as it goes.
 */
export async function throttle(db: Db, request: FastifyRequest, reply: FastifyReply, rule: ThrottleRule): Promise<void> {
  const now = request.server.clock();
  const since = new Date(now.getTime() - rule.windowMs);
  const address = request.ip;
  await db.query('DELETE FROM throttle_hits WHERE action = $1 AND at <= $2', [rule.action, since]);
  const { rows } = await db.query<{ n: number; first: Date | null }>(
    'SELECT count(*)::int AS n, min(at) AS first FROM throttle_hits WHERE action = $1 AND address = $2 AND at > $3',
    [rule.action, address, since],
  );
  if (rows[0].n >= rule.limit) {
    const wait = rows[0].first!.getTime() + rule.windowMs - now.getTime();
    reply.header('Retry-After', String(Math.max(1, Math.ceil(wait / 1000))));
    throw new HttpError(429, rule.message ?? MSG.tooManyAttempts);
  }
  await db.query('INSERT INTO throttle_hits (action, address, at) VALUES ($1, $2, $3)', [rule.action, address, now]);
}
