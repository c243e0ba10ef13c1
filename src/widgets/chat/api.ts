/** The chat's calls, parsed with the shared schemas. */
import { request } from '../../core/api/client';
import { getConfig } from '../../core/config';
import { ChatUsersPage, Conversation, CONVERSATION_LIMIT, MarkReadResult, Message, Ok, PinResult, PresenceState } from '../../shared/schemas/chat';

/** GET /api/chat/users?limit&offset&q: one page of the people of the user's parish. */
export async function fetchContacts(params: { limit: number; offset: number; q?: string }): Promise<ChatUsersPage> {
  const query = { limit: params.limit, offset: params.offset, ...(params.q ? { q: params.q } : {}) };
  return ChatUsersPage.parse(await request('/api/chat/users', { query }));
}

/** POST /api/chat/pin or /api/chat/unpin {user_id}. */
export async function setPinned(userId: number, pinned: boolean): Promise<void> {
  PinResult.parse(await request(pinned ? '/api/chat/pin' : '/api/chat/unpin', { method: 'POST', body: { user_id: userId } }));
}

/** GET /api/messages/conversation/{id}?limit=200: the last messages, oldest first. */
export async function fetchConversation(otherId: number): Promise<Message[]> {
  return Conversation.parse(await request(`/api/messages/conversation/${otherId}`, { query: { limit: CONVERSATION_LIMIT } })).items;
}

/** POST /api/messages/mark-conversation-read {other_id}. */
export async function markConversationRead(otherId: number): Promise<number> {
  return MarkReadResult.parse(await request('/api/messages/mark-conversation-read', { method: 'POST', body: { other_id: otherId } })).updated;
}

/** POST /api/messages/send JSON {receiver_id, message}: the stored message. */
export async function sendMessage(receiverId: number, message: string): Promise<Message> {
  return Message.parse(await request('/api/messages/send', { method: 'POST', body: { receiver_id: receiverId, message } }));
}

/** POST /api/chat/presence/set {other_id}. */
export async function setPresence(otherId: number): Promise<void> {
  Ok.parse(await request('/api/chat/presence/set', { method: 'POST', body: { other_id: otherId } }));
}

/** GET /api/chat/presence/state/{id}: both_chatting and other_last_seen. */
export async function fetchPresence(otherId: number): Promise<PresenceState> {
  return PresenceState.parse(await request(`/api/chat/presence/state/${otherId}`));
}

/** POST /api/chat/presence/clear; `keepalive` lets it finish while the page unloads. */
export async function clearPresence(keepalive = false): Promise<void> {
  Ok.parse(await request('/api/chat/presence/clear', { method: 'POST', keepalive }));
}

/** The address of the push channel (GET /api/chat/stream, server-sent events). */
export function streamUrl(): string {
  return `${getConfig().apiBase}/api/chat/stream`;
}
