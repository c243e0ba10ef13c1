import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHAT_MSG,
  ChatUsersPage,
  ChatUsersQuery,
  Conversation,
  ConversationQuery,
  MarkReadResult,
  Message,
  OtherBody,
  PinBody,
  PinResult,
  PresenceState,
  SendMessage,
} from '../../shared/schemas/chat';
import { OkResponse, z } from '../../shared/schemas/zod';
import type { Db } from '../db/types';
import { HttpError, invalidField } from '../http-error';
import { type Caller, callerOf } from '../http/caller';
import { ErrorBody, fileResponse, idParams } from '../http/schemas';
import { fieldErrors } from '../plugins/errors';
import { signedIn } from '../plugins/auth';
import { ChatHub } from './hub';
import { signal } from './signals';
import { clearPresence, presenceState, setPresence } from './presence';
import { conversation, findMember, listContacts, markConversationRead, sendMessage, setPinned, type Member } from './repository';
import { openStream } from './stream';

/** How much of a message the receiver's notification shows. */
const NOTIFICATION_BODY_MAX = 140;

/** The other person (in a path or a body) is never the caller: 422. */
function notYourself(me: Caller, otherId: number, field: string): void {
  if (otherId === me.userId) throw invalidField(field, CHAT_MSG.notYourself, CHAT_MSG.notYourself);
}

/** ...and must be an active member of the caller's parish: 404 otherwise, whatever the reason. */
function found<T>(answer: T | null): T {
  if (answer === null) throw new HttpError(404, CHAT_MSG.notMember);
  return answer;
}

async function memberOr404(db: Db, me: Caller, otherId: number, field: string): Promise<Member> {
  notYourself(me, otherId, field);
  return found(await findMember(db, me.paroquiaId, otherId));
}

/** A refused send names the problem itself in `message`: the chat shows `{ message }` on error. */
function sendRefusal(error: z.ZodError): HttpError {
  const errors = fieldErrors(error);
  return new HttpError(422, Object.values(errors)[0][0], errors);
}

/** The other person of a conversation, in the path: any id that is not a member of the parish is a 404. */
const OtherParams = idParams(CHAT_MSG.notMember);

function preview(text: string): string {
  return text.length > NOTIFICATION_BODY_MAX ? `${text.slice(0, NOTIFICATION_BODY_MAX - 1)}…` : text;
}

/**
 * Chat (/chat): people of the caller's parish, pins, conversations, messages, presence, and
 * GET /api/chat/stream pushing new messages and presence changes as server-sent events,
 * fed by LISTEN/NOTIFY so several server processes on one database deliver alike.
 * Every query takes the parish from the session; another parish's person is a 404.
 */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const hub = new ChatHub(db, () => app.clock(), app.log);
  // Open streams would keep the server from closing: end them first.
  app.addHook('preClose', async () => hub.close());

  const users = { summary: 'Pessoas da paróquia para conversar', querystring: ChatUsersQuery, response: { 200: ChatUsersPage } };
  app.get('/api/chat/users', { schema: users }, async (request) => {
    const { query } = request;
    const page = await listContacts(db, callerOf(request), query);
    return { ...page, limit: query.limit, offset: query.offset };
  });

  for (const [url, pinned] of [
    ['/api/chat/pin', true],
    ['/api/chat/unpin', false],
  ] as const) {
    const pin = { summary: pinned ? 'Fixar uma pessoa' : 'Desafixar uma pessoa', body: PinBody, response: { 200: PinResult, 404: ErrorBody } };
    app.post(url, { schema: pin }, async (request) => {
      const { user_id } = request.body;
      const me = callerOf(request);
      await memberOr404(db, me, user_id, 'user_id');
      await setPinned(db, me, user_id, pinned);
      return { ok: true as const, pinned };
    });
  }

  const talk = { summary: 'Conversa com uma pessoa', params: OtherParams, querystring: ConversationQuery, response: { 200: Conversation } };
  app.get('/api/messages/conversation/:id', { schema: talk }, async (request) => {
    const {
      params: { id },
      query: { limit },
    } = request;
    const me = callerOf(request);
    notYourself(me, id, 'id');
    return { items: found(await conversation(db, me, id, limit)) };
  });

  const read = { summary: 'Marcar conversa como lida', body: OtherBody, response: { 200: MarkReadResult, 404: ErrorBody } };
  app.post('/api/messages/mark-conversation-read', { schema: read }, async (request) => {
    const { other_id } = request.body;
    const me = callerOf(request);
    notYourself(me, other_id, 'other_id');
    return { ok: true as const, updated: found(await markConversationRead(db, me, other_id)) };
  });

  const send = { summary: 'Enviar mensagem', body: SendMessage, response: { 200: Message, 404: ErrorBody } };
  app.post('/api/messages/send', { schema: send, attachValidation: true }, async (request) => {
    if (request.validationError) throw request.validationError instanceof z.ZodError ? sendRefusal(request.validationError) : request.validationError;
    const { receiver_id, message } = request.body;
    const { user } = signedIn(request);
    const me = callerOf(request);
    notYourself(me, receiver_id, 'receiver_id');
    return found(await sendMessage(db, me, receiver_id, message, { title: `Nova mensagem de ${user.name}`, body: preview(message) }));
  });

  const presence = { summary: 'Estou nesta conversa', body: OtherBody, response: { 200: OkResponse, 404: ErrorBody } };
  app.post('/api/chat/presence/set', { schema: presence }, async (request) => {
    const { other_id } = request.body;
    const me = callerOf(request);
    await memberOr404(db, me, other_id, 'other_id');
    await db.transaction(async (tx) => {
      const changed = await setPresence(tx, me, other_id, app.clock());
      for (const to of changed) await signal(tx, { kind: 'presence', from: me.userId, to });
    });
    return { ok: true as const };
  });

  // The caller's own id is a 422 ('Escolha outra pessoa'), as in the bodies.
  const state = { summary: 'Presença na conversa', params: OtherParams, response: { 200: PresenceState, 422: ErrorBody } };
  app.get('/api/chat/presence/state/:id', { schema: state }, async (request) => {
    const { id } = request.params;
    const me = callerOf(request);
    await memberOr404(db, me, id, 'id');
    return presenceState(db, me, id, app.clock());
  });

  app.post('/api/chat/presence/clear', { schema: { summary: 'Saí da conversa', response: { 200: OkResponse } } }, async (request) => {
    const me = callerOf(request);
    await db.transaction(async (tx) => {
      const other = await clearPresence(tx, me, app.clock());
      if (other !== null) await signal(tx, { kind: 'presence', from: me.userId, to: other });
    });
    return { ok: true as const };
  });

  const stream = { summary: 'Mensagens e presença em tempo real', response: { 200: fileResponse('text/event-stream', 'Eventos message e presence') } };
  app.get('/api/chat/stream', { schema: stream }, async (request, reply) => {
    const { user, session } = signedIn(request);
    await openStream(request, reply, { hub, sessions: app.sessions, clock: () => app.clock(), user, sessionId: session.id });
  });
};
