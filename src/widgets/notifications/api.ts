import { request } from '../../core/api/client';
import { NotificationList, UnreadCount, type Notification } from '../../shared/schemas/notifications';

/** The bell's calls, parsed with the shared schemas. */

export async function fetchUnreadCount(): Promise<number> {
  return UnreadCount.parse(await request('/api/notifications/unread-count')).data.count;
}

export async function fetchNotifications(limit: number): Promise<Notification[]> {
  return NotificationList.parse(await request('/api/notifications', { query: { limit } })).data;
}

export async function markAllRead(): Promise<void> {
  await request('/api/notifications/mark-all-read', { method: 'POST' });
}

export async function deleteAll(): Promise<void> {
  await request('/api/notifications/delete-all', { method: 'POST' });
}
