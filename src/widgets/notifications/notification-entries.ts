import type { Notification } from '../../shared/schemas/notifications';

/** One line of the bell's list: a notification, or several chat messages folded into one. */
export type NotificationEntry = { kind: 'single'; notification: Notification } | { kind: 'messages'; count: number; newest: Notification; unread: boolean };

/** Above this many 'message' notifications they show as one '{n} mensagens' entry: a busy chat must not bury the rest. */
const MESSAGES_COLLAPSE_AFTER = 2;

/**
 * The list as the bell shows it (input newest first). More than two 'message'
 * notifications collapse into one entry, placed where the newest of them was.
 */
export function notificationEntries(list: readonly Notification[]): NotificationEntry[] {
  const messages = list.filter((n) => n.type === 'message');
  if (messages.length <= MESSAGES_COLLAPSE_AFTER) return list.map((notification) => ({ kind: 'single', notification }));
  const folded: NotificationEntry = {
    kind: 'messages',
    count: messages.length,
    newest: messages[0],
    unread: messages.some((n) => !n.read),
  };
  const entries: NotificationEntry[] = [];
  for (const notification of list) {
    if (notification.type !== 'message') entries.push({ kind: 'single', notification });
    else if (notification === messages[0]) entries.push(folded);
  }
  return entries;
}

export function messagesLabel(count: number): string {
  return `${count} mensagens`;
}

/** The badge over the bell: nothing at zero, '99+' above 99. */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? '99+' : String(Math.trunc(count));
}

/** A rise worth a sound: a known count that grew (the first load is not a rise). */
export function countRose(previous: number | undefined, next: number | undefined): boolean {
  return previous !== undefined && next !== undefined && next > previous;
}
