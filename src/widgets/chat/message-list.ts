import { formatDate } from '../../core/format';
import { CONVERSATION_LIMIT, type Message } from '../../shared/schemas/chat';

/** A message as the screen holds it: the server's, or a local one still sending or failed (shown at once, replaced or marked when the server answers). */
export interface ChatMessage extends Message {
  localId?: string;
  optimistic?: boolean;
  error?: string;
  sort_ts?: number;
}

/** A message typed here, shown at once while it is being sent. */
export interface PendingMessage extends ChatMessage {
  localId: string;
  sort_ts: number;
  /** The newest server id known when it was sent: only a later message can be its server copy. */
  afterId: number;
}

const byId = (a: Message, b: Message) => a.id - b.id;

/**
 * Two answers for one conversation merged: every id once (the newer answer wins), oldest first,
 * the last `limit` kept. Polls, pushes and send answers all go through here, so a message that
 * arrives by two ways still shows once.
 */
export function mergeMessages(current: readonly Message[] | undefined, incoming: readonly Message[], limit = CONVERSATION_LIMIT): Message[] {
  const map = new Map<number, Message>();
  for (const m of current ?? []) map.set(m.id, m);
  for (const m of incoming) map.set(m.id, m);
  return [...map.values()].sort(byId).slice(-limit);
}

export function newestId(messages: readonly Message[]): number {
  return messages.reduce((max, m) => Math.max(max, m.id), 0);
}

const sortTs = (m: ChatMessage) => m.sort_ts ?? Date.parse(m.created_at);

/**
 * What the conversation shows: the server's messages and the local ones, in time order.
 * A local message still sending whose server copy already arrived (pushed before the send
 * answered) is dropped, so nothing shows twice; each server message stands in for one local one.
 */
export function visibleMessages(server: readonly Message[], pending: readonly PendingMessage[], meId: number): ChatMessage[] {
  const claimed = new Set<number>();
  const local = pending.filter((p) => {
    if (p.error) return true;
    const copy = server.find(
      (m) => !claimed.has(m.id) && m.id > p.afterId && m.sender_id === meId && m.receiver_id === p.receiver_id && m.message === p.message,
    );
    if (!copy) return true;
    claimed.add(copy.id);
    return false;
  });
  return [...server, ...local].sort((a, b) => sortTs(a) - sortTs(b) || a.id - b.id);
}

export type ListEntry = { kind: 'day'; key: string; label: string } | { kind: 'message'; key: string; message: ChatMessage };

/** 'Hoje', 'Ontem' or 'dd/mm/aaaa' for the day of `iso` in `timeZone`. */
export function dayLabel(iso: string, now: Date, timeZone: string): string {
  const day = formatDate(iso, { timeZone });
  if (day === formatDate(now, { timeZone })) return 'Hoje';
  if (day === formatDate(new Date(now.getTime() - 86_400_000), { timeZone })) return 'Ontem';
  return day;
}

/** The messages with a day heading before the first message of each day. */
export function withDays(messages: readonly ChatMessage[], now: Date, timeZone: string): ListEntry[] {
  const entries: ListEntry[] = [];
  let previous = '';
  for (const message of messages) {
    const label = dayLabel(message.created_at, now, timeZone);
    if (label !== previous) entries.push({ kind: 'day', key: `day-${message.created_at}`, label });
    previous = label;
    entries.push({ kind: 'message', key: message.localId ?? String(message.id), message });
  }
  return entries;
}
