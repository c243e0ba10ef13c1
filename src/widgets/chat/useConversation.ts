import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { errorText } from '../../core/api/errors';
import type { DataState } from '../../core/data';
import { newestId, visibleMessages, type ChatMessage, type PendingMessage } from './message-list';
import { isNotFound, useConversationMessages, useMarkConversationRead, useSendMessage } from './queries';
import { TEXT } from './text';

let localSeq = 0;

/**
 * One open conversation: the last 200 messages (polled only while the push channel is down),
 * read marks for what the other person sent, and sending with an optimistic entry that the
 * server's message replaces, or that is marked 'Falha ao enviar' with the error below the chat.
 */
export function useConversation({
  meId,
  otherId,
  pushConnected,
  onRead,
}: {
  meId: number;
  otherId: number;
  pushConnected: boolean;
  onRead: (otherId: number) => void;
}) {
  const query = useConversationMessages(otherId, pushConnected);
  const server = useMemo(() => query.data ?? [], [query.data]);

  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [sendError, setSendError] = useState<string | null>(null);
  const messages = useMemo(() => visibleMessages(server, pending, meId), [server, pending, meId]);

  const sendAsync = useSendMessage(otherId).mutateAsync;
  const deliver = useCallback(
    async (local: PendingMessage) => {
      try {
        await sendAsync(local.message);
        setPending((list) => list.filter((p) => p.localId !== local.localId));
      } catch (error) {
        setPending((list) => list.map((p) => (p.localId === local.localId ? { ...p, error: TEXT.sendFailed } : p)));
        setSendError(errorText(error, TEXT.sendFailed));
      }
    },
    [sendAsync],
  );

  /** Sends `text` (trimmed); false when there is nothing to send. */
  const submit = useCallback(
    (text: string): boolean => {
      const message = text.trim();
      if (!message) return false;
      const now = Date.now();
      const local: PendingMessage = {
        id: -++localSeq,
        localId: `local-${localSeq}`,
        optimistic: true,
        sort_ts: now,
        afterId: newestId(server),
        sender_id: meId,
        receiver_id: otherId,
        message,
        is_read: false,
        created_at: new Date(now).toISOString(),
      };
      setPending((list) => [...list, local]);
      setSendError(null);
      void deliver(local);
      return true;
    },
    [deliver, server, meId, otherId],
  );

  const retry = useCallback(
    (localId: string) => {
      const failed = pending.find((p) => p.localId === localId);
      if (!failed) return;
      const again = { ...failed, error: undefined, afterId: newestId(server) };
      setPending((list) => list.map((p) => (p.localId === localId ? again : p)));
      setSendError(null);
      void deliver(again);
    },
    [pending, server, deliver],
  );

  // What the other person sent and this screen shows is read: mark it once per new message.
  const lastUnread = server.reduce((max, m) => (m.sender_id === otherId && !m.is_read ? Math.max(max, m.id) : max), 0);
  const marking = useRef(0);
  const markRead = useMarkConversationRead(otherId).mutateAsync;
  useEffect(() => {
    if (!lastUnread || marking.current >= lastUnread) return;
    marking.current = lastUnread;
    markRead(lastUnread).then(
      () => onRead(otherId),
      () => (marking.current = 0),
    );
  }, [lastUnread, otherId, markRead, onRead]);

  /** A failed poll keeps the conversation on screen, silently; a failure shows only when nothing could be shown. */
  const state: DataState<ChatMessage[]> = {
    data: query.data ? messages : undefined,
    error: query.data ? null : query.error,
    retrying: query.isRefetching,
    retry: () => void query.refetch(),
  };
  return {
    state,
    messageCount: messages.length,
    notFound: isNotFound(query.error),
    sendError,
    submit,
    retry,
  };
}
