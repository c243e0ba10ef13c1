import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/types';
import type { Clock } from '../types';
import type { ChatHub, StreamClient } from './hub';

/** A comment line this often keeps proxies from closing an idle stream, and re-checks the session. */
export const HEARTBEAT_MS = 20_000;
/** How soon the browser reconnects after the stream drops. */
const RETRY_MS = 3000;

/** Whether the stream's session still lets its user chat: not signed out or expired, not blocked since. */
async function sessionAlive(db: Db, sessionId: string, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id = $1 AND s.expires_at > $2 AND u.status = 0 AND NOT u.require_password_change`,
    [sessionId, now],
  );
  return rows.length > 0;
}

/**
 * GET /api/chat/stream: server-sent events for the signed-in user (`message`, `presence`),
 * until the browser leaves, the session ends (sign-out elsewhere, expiry) or the server closes.
 */
export async function openStream(
  request: FastifyRequest,
  reply: FastifyReply,
  { hub, db, clock, user, sessionId }: { hub: ChatHub; db: Db; clock: Clock; user: { id: number; paroquia_id: number }; sessionId: string },
): Promise<void> {
  // LISTEN first: once the browser sees the stream open, nothing committed afterwards is missed.
  await hub.ready();
  reply.hijack();
  const res = reply.raw;
  // Hijacked, the reply's own hooks do not run: carry what the plugins set (CORS) and the safety headers.
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) res.setHeader(name, value);
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
    'X-Content-Type-Options': 'nosniff',
    'X-Request-Id': request.id,
  });
  res.write(`retry: ${RETRY_MS}\n: conectado\n\n`);

  let ended = false;
  const client: StreamClient = {
    userId: user.id,
    paroquiaId: user.paroquia_id,
    send(event, data) {
      if (!ended) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      hub.remove(client);
      res.end();
    },
  };
  const heartbeat = setInterval(() => {
    if (ended) return;
    res.write(': ping\n\n');
    sessionAlive(db, sessionId, clock()).then(
      (alive) => alive || client.end(),
      (error: unknown) => request.log.warn({ err: error }, 'chat: sessão não verificada'),
    );
  }, HEARTBEAT_MS);
  heartbeat.unref();
  hub.add(client);
  // The response closes when the browser leaves or the connection drops (and after end()).
  res.on('close', () => client.end());
  res.on('error', () => client.end());
}
