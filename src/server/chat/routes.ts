import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  CHAT_MSG,
  ConversationQuery,
  ChatUsersQuery,
  OtherBody,
  OtherParams,
  PinBody,
  SendMessage,
} from '../../shared/schemas/chat';
import { z } from '../../shared/schemas/zod';
import type { Db } from '../db/types';
import { HttpError, invalidField } from '../http-error';
import { notify } from '../notifications/notify';
import { markReadFrom } from '../notifications/repository';
import { fieldErrors } from '../plugins/errors';
import { signedIn } from '../plugins/auth';
import { ChatHub, signal } from './hub';
import { clearPresence, presenceState, setPresence } from './presence';
import {
  conversation,
  findMember,
  insertMessage,
  listContacts,
  markConversationRead,
  setPinned,
  type Me,
  type Member,
} from './repository';
import { openStream } from './stream';

/** How much of a message the receiver's notification shows. */
const NOTIFICATION_BODY_MAX = 140;

function meOf(request: FastifyRequest): Me {
  const { user } = signedIn(request);
  return { userId: user.id, paroquiaId: user.paroquia_id };
}

/** The other person, who must be an active member of the caller's parish: 404 otherwise, whatever the reason. */
async function memberOr404(db: Db, me: Me, otherId: number, field: string): Promise<Member> {
  if (otherId === me.userId) throw invalidField(field, CHAT_MSG.notYourself, CHAT_MSG.notYourself);
  const member = await findMember(db, me.paroquiaId, otherId);
  if (!member) throw new HttpError(404, CHAT_MSG.notMember);
  return member;
}

/** The send body, its refusal naming the problem itself in `message` (the spec: `{message}` on error). */
function parseSend(body: unknown): z.output<typeof SendMessage> {
  const parsed = SendMessage.safeParse(body);
  if (parsed.success) return parsed.data;
  const errors = fieldErrors(parsed.error);
  throw new HttpError(422, Object.values(errors)[0][0], errors);
}

function preview(text: string): string {
  return text.length > NOTIFICATION_BODY_MAX ? `${text.slice(0, NOTIFICATION_BODY_MAX - 1)}…` : text;
}

/**
 * Chat (/chat): people of the caller's parish, pins, conversations, messages, presence, and
 * GET /api/chat/stream pushing new messages and presence changes as server-sent events,
 * fed by LISTEN/NOTIFY so several server processes on one database deliver alike.
 * Every query takes the parish from the session; another parish's person is a 404.
 */
export const chatRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const hub = new ChatHub(db, () => app.clock(), app.log);
  // Open streams would keep the server from closing: end them first.
  app.addHook('preClose', async () => hub.close());

  app.get('/api/chat/users', async (request) => {
    const query = ChatUsersQuery.parse(request.query);
    const page = await listContacts(db, meOf(request), query);
    return { ...page, limit: query.limit, offset: query.offset };
  });

  for (const [url, pinned] of [
    ['/api/chat/pin', true],
    ['/api/chat/unpin', false],
  ] as const) {
    app.post(url, async (request) => {
      const { user_id } = PinBody.parse(request.body);
      const me = meOf(request);
      await memberOr404(db, me, user_id, 'user_id');
      await setPinned(db, me, user_id, pinned);
      return { ok: true, pinned };
    });
  }

  app.get('/api/messages/conversation/:id', async (request) => {
    const { id } = OtherParams.parse(request.params);
    const { limit } = ConversationQuery.parse(request.query);
    const me = meOf(request);
    await memberOr404(db, me, id, 'id');
    return { items: await conversation(db, me, id, limit) };
  });

  app.post('/api/messages/mark-conversation-read', async (request) => {
    const { other_id } = OtherBody.parse(request.body);
    const me = meOf(request);
    await memberOr404(db, me, other_id, 'other_id');
    // The messages read, and the bell's notifications of them.
    return db.transaction(async (tx) => {
      const updated = await markConversationRead(tx, me, other_id);
      await markReadFrom(tx, me, other_id);
      return { ok: true, updated };
    });
  });

  app.post('/api/messages/send', async (request) => {
    const { receiver_id, message } = parseSend(request.body);
    const { user } = signedIn(request);
    const me = meOf(request);
    // One transaction: the message, its notification and the signal exist together or not at all.
    return db.transaction(async (tx) => {
      await memberOr404(tx, me, receiver_id, 'receiver_id');
      const saved = await insertMessage(tx, me, receiver_id, message);
      await notify(tx, { userId: receiver_id, paroquiaId: me.paroquiaId }, { type: 'message', title: `Nova mensagem de ${user.name}`, body: preview(message), from: me.userId });
      await signal(tx, { kind: 'message', id: saved.id, users: [me.userId, receiver_id] });
      return saved;
    });
  });

  app.post('/api/chat/presence/set', async (request) => {
    const { other_id } = OtherBody.parse(request.body);
    const me = meOf(request);
    await memberOr404(db, me, other_id, 'other_id');
    await db.transaction(async (tx) => {
      const changed = await setPresence(tx, me, other_id, app.clock());
      for (const to of changed) await signal(tx, { kind: 'presence', from: me.userId, to });
    });
    return { ok: true };
  });

  app.get('/api/chat/presence/state/:id', async (request) => {
    const { id } = OtherParams.parse(request.params);
    const me = meOf(request);
    await memberOr404(db, me, id, 'id');
    return presenceState(db, me, id, app.clock());
  });

  app.post('/api/chat/presence/clear', async (request) => {
    const me = meOf(request);
    await db.transaction(async (tx) => {
      const other = await clearPresence(tx, me, app.clock());
      if (other !== null) await signal(tx, { kind: 'presence', from: me.userId, to: other });
    });
    return { ok: true };
  });

  app.get('/api/chat/stream', async (request, reply) => {
    const { user, session } = signedIn(request);
    await openStream(request, reply, { hub, db, clock: () => app.clock(), user, sessionId: session.id });
  });
};
