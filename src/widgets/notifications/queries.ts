import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '../../shared/schemas/notifications';
import { deleteAll, fetchNotifications, fetchUnreadCount, markAllRead } from './api';

const notificationKeys = {
  unreadCount: ['notifications', 'unread-count'] as const,
  list: ['notifications', 'list'] as const,
};

const LIST_LIMIT = 20;
const listQuery = { queryKey: notificationKeys.list, queryFn: () => fetchNotifications(LIST_LIMIT) };

/** The bell's number; read again by `refetch` (on window focus). */
export function useUnreadCount(signedIn: boolean) {
  return useQuery({ queryKey: notificationKeys.unreadCount, queryFn: fetchUnreadCount, enabled: signedIn, staleTime: 0, retry: false });
}

/** The latest 20, as `useReadNotifications` last fetched them (never fetched on its own). */
export function useNotificationList() {
  return useQuery<Notification[]>({ ...listQuery, enabled: false });
}

/** Opening the bell: the latest 20 are fetched first, then all are marked read and the count drops to 0. */
export function useReadNotifications() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await client.fetchQuery({ ...listQuery, staleTime: 0 });
      await markAllRead();
    },
    onSuccess: () => client.setQueryData(notificationKeys.unreadCount, 0),
  });
}

/** 'Limpar': everything deleted, the list and the count emptied. */
export function useClearNotifications() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAll,
    onSuccess: () => {
      client.setQueryData(notificationKeys.list, []);
      client.setQueryData(notificationKeys.unreadCount, 0);
    },
  });
}
