import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '../../core/session/useSession';
import type { Notification } from '../../shared/schemas/notifications';
import { announceNewNotifications, askNotificationPermission } from './alert';
import { deleteAll, fetchNotifications, fetchUnreadCount, markAllRead } from './api';
import { badgeText, countRose, notificationEntries, type NotificationEntry } from './notification-entries';

export const notificationKeys = {
  unreadCount: ['notifications', 'unread-count'] as const,
  list: ['notifications', 'list'] as const,
};

const LIST_LIMIT = 20;

export interface NotificationsState {
  unread: number;
  badge: string | null;
  open: boolean;
  entries: NotificationEntry[];
  loadingList: boolean;
  clearing: boolean;
  toggle: () => void;
  close: () => void;
  clear: () => void;
}

/** Sound and browser notification when the unread count goes up (not on the first load). */
function useAnnounceRise(count: number | undefined): void {
  const previous = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (countRose(previous.current, count)) announceNewNotifications();
    if (count !== undefined) previous.current = count;
  }, [count]);
}

/**
 * The bell's behaviour: unread count on load and on window
 * focus; opening loads the latest 20 and marks all read; 'Limpar' deletes all.
 * Failures leave the bell as it was, silently.
 */
export function useNotifications(): NotificationsState {
  const queryClient = useQueryClient();
  const signedIn = useSession((s) => s.user !== null);
  const [open, setOpen] = useState(false);

  const count = useQuery({
    queryKey: notificationKeys.unreadCount,
    queryFn: fetchUnreadCount,
    enabled: signedIn,
    staleTime: 0,
    retry: false,
  });
  // Filled by openPanel below, so the list is fetched before it is marked read.
  const list = useQuery<Notification[]>({
    queryKey: notificationKeys.list,
    queryFn: () => fetchNotifications(LIST_LIMIT),
    enabled: false,
  });

  const refetchCount = count.refetch;
  useEffect(() => {
    if (!signedIn) return;
    // 'focus' rather than the query library's visibilitychange: coming back to the window from another one counts too.
    const onFocus = () => void refetchCount();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [signedIn, refetchCount]);

  useAnnounceRise(count.data);

  const openPanel = useCallback(async () => {
    setOpen(true);
    askNotificationPermission();
    try {
      await queryClient.fetchQuery({ queryKey: notificationKeys.list, queryFn: () => fetchNotifications(LIST_LIMIT), staleTime: 0 });
      await markAllRead();
      queryClient.setQueryData(notificationKeys.unreadCount, 0);
    } catch {
      // Silent: the bell is a convenience, and the count stays until the next successful check.
    }
  }, [queryClient]);

  const clearAll = useMutation({
    mutationFn: deleteAll,
    onSuccess: () => {
      queryClient.setQueryData(notificationKeys.list, []);
      queryClient.setQueryData(notificationKeys.unreadCount, 0);
    },
  });

  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => (open ? setOpen(false) : void openPanel()), [open, openPanel]);
  const clearMutate = clearAll.mutate;
  const clear = useCallback(() => clearMutate(undefined, { onError: () => undefined }), [clearMutate]);

  const unread = count.data ?? 0;
  return {
    unread,
    badge: badgeText(unread),
    open,
    entries: notificationEntries(list.data ?? []),
    loadingList: list.isFetching,
    clearing: clearAll.isPending,
    toggle,
    close,
    clear,
  };
}
