import { Id, z } from './zod';

/** The chat's texts that both the server and the browser show (the spec's own words where it has them). */
export const CHAT_MSG = {
  notMember: 'Essa pessoa não foi encontrada ou não pertence ao quadro de membros da paróquia.',
  messageRequired: 'Digite uma mensagem.',
  messageTooLong: 'A mensagem pode ter no máximo 4.000 caracteres.',
  notYourself: 'Escolha outra pessoa da paróquia.',
} as const;

/** Longest message, in characters (UTF-16 units, as the textarea's maxLength counts them). */
export const MESSAGE_MAX = 4000;
/** The conversation call's limit: a conversation loads its last 200 messages. */
export const CONVERSATION_LIMIT = 200;
/** Page sizes of the people list, the first being the default. */
export const CHAT_PAGE_SIZES = [8, 12, 16, 20, 30, 50] as const;

export const ChatContact = z.object({
  id: z.number().int(),
  name: z.string(),
  user: z.string(),
  avatar: z.string().nullable(),
  last_seen: z.string().nullable(),
  unread_count: z.number().int(),
  pinned: z.boolean(),
});
export type ChatContact = z.infer<typeof ChatContact>;

export const Message = z.object({
  id: z.number().int(),
  sender_id: z.number().int(),
  receiver_id: z.number().int(),
  message: z.string(),
  is_read: z.boolean(),
  created_at: z.string(),
});
export type Message = z.infer<typeof Message>;

/** GET /api/chat/users?limit&offset&q: q matches the name, ignoring accents and case. */
export const ChatUsersQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(CHAT_PAGE_SIZES[0]),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  q: z
    .string()
    .trim()
    .max(100)
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
});
export type ChatUsersQuery = z.input<typeof ChatUsersQuery>;

/** The page of people: pinned first, then those with unread messages, then by name. */
export const ChatUsersPage = z.object({
  items: z.array(ChatContact),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type ChatUsersPage = z.infer<typeof ChatUsersPage>;

/** POST /api/chat/pin and /api/chat/unpin. */
export const PinBody = z.object({ user_id: Id });
export const PinResult = z.object({ ok: z.literal(true), pinned: z.boolean() });

export const ConversationQuery = z.object({
  limit: z.coerce.number().int().min(1).max(CONVERSATION_LIMIT).default(CONVERSATION_LIMIT),
});

/** The last messages of a conversation, oldest first. */
export const Conversation = z.object({ items: z.array(Message) });

/** POST /api/messages/mark-conversation-read; also the body of presence/set. */
export const OtherBody = z.object({ other_id: Id });
export const MarkReadResult = z.object({ ok: z.literal(true), updated: z.number().int() });

/** POST /api/messages/send: text only, trimmed, 1 to 4,000 characters. */
export const SendMessage = z.object({
  receiver_id: Id,
  message: z.string(CHAT_MSG.messageRequired).trim().min(1, CHAT_MSG.messageRequired).max(MESSAGE_MAX, CHAT_MSG.messageTooLong),
});
export type SendMessage = z.input<typeof SendMessage>;

/** GET /api/chat/presence/state/{id}: whether both have this conversation open, and when the other was last seen. */
export const PresenceState = z.object({
  both_chatting: z.boolean(),
  other_last_seen: z.string().nullable(),
});
export type PresenceState = z.infer<typeof PresenceState>;

export { OkResponse as Ok } from './zod';

/**
 * Events of GET /api/chat/stream (server-sent events): `message` carries a Message the signed-in
 * user sent or received; `presence` the presence of someone who opened or left a conversation with them.
 */
export const PresenceEvent = PresenceState.extend({ other_id: z.number().int() });
export type PresenceEvent = z.infer<typeof PresenceEvent>;
