import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/types';

/**
 * A device the account signed in on before: a cookie set at each successful sign-in, `<user id>.<issued
 * at>.<HMAC>` signed with the server's secret, so it cannot be made up nor moved to another account. It
 * lets its owner past the account-wide delay of a guess spread over many addresses (login-attempts.ts).
 * One cookie per account, named after its user name's hash, so a shared office computer keeps everyone's.
 */
const PREFIX = 'sacra_device_';
/** How long a device stays trusted after its last sign-in. */
const DEVICE_TRUST_SECONDS = 180 * 24 * 3600;
const COOKIE_PATH = '/api/login';

/** The server's signing secret: made once in the database (server_secrets), shared by every process. */
const secrets = new WeakMap<Db, Promise<Buffer>>();
function secretOf(db: Db): Promise<Buffer> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = db
      .query<{ value: string }>(
        `WITH made AS (INSERT INTO server_secrets (name, value) VALUES ('device', $1) ON CONFLICT (name) DO NOTHING RETURNING value)
         SELECT value FROM made UNION ALL SELECT value FROM server_secrets WHERE name = 'device' LIMIT 1`,
        [randomBytes(32).toString('base64')],
      )
      // Made by another process in the same instant: this statement's snapshot did not see it yet, the next one does.
      .then(async ({ rows }) => rows[0] ?? (await db.query<{ value: string }>("SELECT value FROM server_secrets WHERE name = 'device'")).rows[0])
      .then((row) => Buffer.from(row.value, 'base64'));
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

const cookieName = (username: string) => `${PREFIX}${createHash('sha256').update(username.toLowerCase()).digest('hex').slice(0, 16)}`;
const mac = (secret: Buffer, userId: number, issuedAt: number) => createHmac('sha256', secret).update(`device:${userId}:${issuedAt}`).digest();

/** Marks this browser as a device of the account (again), for DEVICE_TRUST_SECONDS. */
export async function trustDevice(request: FastifyRequest, reply: FastifyReply, user: { id: number; username: string }, now: Date): Promise<void> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const value = `${user.id}.${issuedAt}.${mac(await secretOf(request.server.db), user.id, issuedAt).toString('base64url')}`;
  reply.setCookie(cookieName(user.username), value, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: DEVICE_TRUST_SECONDS,
  });
}

/** Whether the request comes from a device the account signed in on within DEVICE_TRUST_SECONDS. */
export async function isTrustedDevice(request: FastifyRequest, user: { id: number; username: string }, now: Date): Promise<boolean> {
  const [id, issued, signature, extra] = (request.cookies[cookieName(user.username)] ?? '').split('.');
  const issuedAt = Number(issued);
  if (extra !== undefined || Number(id) !== user.id || !Number.isInteger(issuedAt) || !signature) return false;
  const age = now.getTime() / 1000 - issuedAt;
  if (age < -60 || age > DEVICE_TRUST_SECONDS) return false;
  const expected = mac(await secretOf(request.server.db), user.id, issuedAt);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
