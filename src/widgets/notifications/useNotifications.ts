import { useCallback, useEffect, useRef, useState } from 'react';
import type { DataState } from '../../core/data';
import { useSession } from '../../core/session/useSession';
import { announceNewNotifications, askNotificationPermission } from './alert';
import { badgeText, countRose, notificationEntries, type NotificationEntry } from './notification-entries';
import { useClearNotifications, useNotificationList, useReadNotifications, useUnreadCount } from './queries';

export interface NotificationsState {
  unread: number;
  badge: string | null;
  open: boolean;
  /** The panel's entries: loading while the first list comes, empty after a failure (the bell's failures are silent). */
  list: DataState<NotificationEntry[]>;
  clearing: boolean;
  canClear: boolean;
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

const silent = { onError: () => undefined };

/**
 * The bell's behaviour: unread count on load and on window
 * focus; opening loads the latest 20 and marks all read; 'Limpar' deletes all.
 * Failures leave the bell as it was, silently.
 */
export function useNotifications(): NotificationsState {
  const signedIn = useSession((s) => s.user !== null);
  const [open, setOpen] = useState(false);
  const count = useUnreadCount(signedIn);
  const list = useNotificationList();
  const read = useReadNotifications().mutate;
  const clearAll = useClearNotifications();

  const refetchCount = count.refetch;
  useEffect(() => {
    if (!signedIn) return;
    // 'focus' rather than the query library's visibilitychange: coming back to the window from another one counts too.
    const onFocus = () => void refetchCount();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [signedIn, refetchCount]);

  useAnnounceRise(count.data);

  const openPanel = useCallback(() => {
    setOpen(true);
    askNotificationPermission();
    // Silent: the bell is a convenience, and the count stays until the next successful check.
    read(undefined, silent);
  }, [read]);

  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => (open ? setOpen(false) : openPanel()), [open, openPanel]);
  const clearMutate = clearAll.mutate;
  const clear = useCallback(() => clearMutate(undefined, silent), [clearMutate]);

  const unread = count.data ?? 0;
  const entries = notificationEntries(list.data ?? []);
  return {
    unread,
    badge: badgeText(unread),
    open,
    list: { data: entries.length || !list.isFetching ? entries : undefined, error: null, retry: () => read(undefined, silent) },
    clearing: clearAll.isPending,
    canClear: entries.length > 0,
    toggle,
    close,
    clear,
  };
}
