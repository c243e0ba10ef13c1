import type { FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '../../shared/messages';
import { IMPORT_TRIES_PER_MINUTE } from '../../shared/schemas/imports';
import type { Db } from '../db/types';
import { HttpError } from '../http-error';
import { throttleAddress } from '../session/login-attempts';

/**
 * Calls counted per address (or other key) in the database, so every server process counts the same
 * tries: each scope allows `limit` tries of one key in `windowMs`. From one address, never fewer than 10
 * a minute, so a person who mistypes a few times is not locked out; the account links' tokens themselves
 * (256 random bits) are what keeps a guesser out.
 */
const THROTTLE = {
  /** POST /api/instalar with a wrong token, per address. */
  instalar: { limit: 10, windowMs: 60_000 },
  /** 'Esqueci minha senha', per address: every request. */
  esqueci: { limit: 10, windowMs: 60_000 },
  /** 'Esqueci minha senha', per user name: e-mails sent (more requests get the same answer and no e-mail). */
  esqueciConta: { limit: 3, windowMs: 60 * 60_000 },
  /** An invitation or reset link that opens nothing (unknown, used, expired), per address. */
  link: { limit: 10, windowMs: 60_000 },
  /** An import's upload, dry run and confirmation together, per address. */
  import: { limit: IMPORT_TRIES_PER_MINUTE, windowMs: 60_000 },
  /** The website's requests (solicitacoes/public-routes.ts): a baptism or certificate request, or a place held, per address. */
  pedido: { limit: 10, windowMs: 60_000 },
  /** A follow-up address that opens nothing, per address. */
  segredo: { limit: 10, windowMs: 60_000 },
  /** The free places the baptism form reads, per address (a parish office behind one address opens it often). */
  vagas: { limit: 60, windowMs: 60_000 },
} as const;
export type ThrottleScope = keyof typeof THROTTLE;
const LONGEST_MS = Math.max(...Object.values(THROTTLE).map((t) => t.windowMs));

/** Milliseconds until `key` may try again in `scope` (0: now), from the tries counted in the database (every process alike). */
export async function throttleWait(db: Db, scope: ThrottleScope, key: string, now: Date): Promise<number> {
  const { limit, windowMs } = THROTTLE[scope];
  const { rows } = await db.query<{ n: number; oldest: Date | null }>(
    `SELECT count(*)::int AS n, min(at) AS oldest FROM (
       SELECT at FROM request_throttle WHERE scope = $1 AND key = $2 AND at > $3 ORDER BY at DESC LIMIT $4
     ) AS recent`,
    [scope, key, new Date(now.getTime() - windowMs), limit],
  );
  const { n, oldest } = rows[0];
  return n < limit || !oldest ? 0 : Math.max(0, oldest.getTime() + windowMs - now.getTime());
}

export async function recordTry(db: Db, scope: ThrottleScope, key: string, now: Date): Promise<void> {
  await db.query('INSERT INTO request_throttle (scope, key, at) VALUES ($1, $2, $3)', [scope, key, now]);
  await db.query('DELETE FROM request_throttle WHERE at <= $1', [new Date(now.getTime() - LONGEST_MS)]);
}

/** The key of the request's address (an IPv6 address by its /64, as sign-in counts it). */
const addressKey = (request: FastifyRequest) => throttleAddress(request.ip);

/** 429 with Retry-After (and `message`) while the request's address is throttled in `scope`. */
export async function refuseWhileThrottled(
  request: FastifyRequest,
  reply: FastifyReply,
  scope: ThrottleScope,
  message: string = MSG.tooManyAttempts,
): Promise<void> {
  const wait = await throttleWait(request.server.db, scope, addressKey(request), request.server.clock());
  if (wait <= 0) return;
  reply.header('Retry-After', String(Math.ceil(wait / 1000)));
  throw new HttpError(429, message);
}

/** Counts one try of the request's address in `scope`. */
export const countTry = (request: FastifyRequest, scope: ThrottleScope) => recordTry(request.server.db, scope, addressKey(request), request.server.clock());
