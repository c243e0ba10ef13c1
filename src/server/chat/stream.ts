import type { FastifyReply, FastifyRequest } from 'fastify';
import { checkUserState, routeKey } from '../plugins/access-rules';
import type { SessionCache } from '../session/cache';
import type { Clock } from '../types';
import type { ChatHub, StreamClient } from './hub';

/** A comment line this often keeps proxies from closing an idle stream, and re-checks the session (expiry). */
const HEARTBEAT_MS = 20_000;
/** How soon the browser reconnects after the stream drops. */
const RETRY_MS = 3000;
const STREAM_ROUTE = routeKey('GET', '/api/chat/stream');

/** Whether the stream's session still lets its user chat, by the auth hook's own rules: not signed out or expired, not blocked since. */
async function mayStillChat(sessions: SessionCache, sessionId: string, now: Date): Promise<boolean> {
  const found = await sessions.find(sessionId, now);
  try {
    checkUserState(found?.user ?? null, STREAM_ROUTE);
    return true;
  } catch {
    return false;
  }
}

/**
 * GET /api/chat/stream: server-sent events for the signed-in user (`message`, `presence`), until
 * the browser leaves, the server closes, or the session ends: signed out, expired, its user
 * blocked or their password changed elsewhere. The session cache tells every process of each such
 * change as it is committed, so the stream ends at once wherever it is open.
 */
export async function openStream(
  request: FastifyRequest,
  reply: FastifyReply,
  {
    hub,
    sessions,
    clock,
    user,
    sessionId,
  }: { hub: ChatHub; sessions: SessionCache; clock: Clock; user: { id: number; paroquia_id: number }; sessionId: string },
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
  let checking = false;
  const recheck = () => {
    if (ended || checking) return;
    checking = true;
    mayStillChat(sessions, sessionId, clock()).then(
      (may) => {
        checking = false;
        if (!may) client.end();
      },
      (error: unknown) => {
        checking = false;
        request.log.warn({ err: error }, 'chat: sessão não verificada');
      },
    );
  };
  const stopWatching = sessions.onDropped((userId) => (userId === null || userId === user.id) && recheck());
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
      stopWatching();
      hub.remove(client);
      res.end();
    },
  };
  const heartbeat = setInterval(() => {
    if (ended) return;
    res.write(': ping\n\n');
    recheck();
  }, HEARTBEAT_MS);
  heartbeat.unref();
  hub.add(client);
  // The response closes when the browser leaves or the connection drops (and after end()).
  res.on('close', () => client.end());
  res.on('error', () => client.end());
}
