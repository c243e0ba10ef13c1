import type { Db } from '../db/types';

/** LISTEN/NOTIFY channel of the chat. Payloads carry ids only; each stream loads what its user may see. */
export const CHAT_CHANNEL = 'chat';

export type ChatSignal =
  /** A new message: its id and the two people it concerns. */
  | { kind: 'message'; id: number; users: number[] }
  /** `from` opened or left a conversation that concerns `to`. */
  | { kind: 'presence'; from: number; to: number };

/** Announces a signal to every server process (inside a transaction: on commit). */
export function signal(db: Db, s: ChatSignal): Promise<void> {
  return db.notify(CHAT_CHANNEL, JSON.stringify(s));
}

/** signal() of a new message, as SQL over `row` (a chat_messages row), for the statement that inserts it. */
export const messageSignal = (row: string) =>
  `pg_notify('${CHAT_CHANNEL}', json_build_object('kind', 'message', 'id', ${row}.id, 'users', json_build_array(${row}.sender_id, ${row}.receiver_id))::text)`;

/** A payload heard on the channel, if it is a signal. */
export function parseSignal(payload: string): ChatSignal | null {
  try {
    const s = JSON.parse(payload) as ChatSignal;
    if (s.kind === 'message' && Number.isInteger(s.id) && Array.isArray(s.users)) return s;
    if (s.kind === 'presence' && Number.isInteger(s.from) && Number.isInteger(s.to)) return s;
  } catch {
    // Not JSON: not a signal.
  }
  return null;
}
