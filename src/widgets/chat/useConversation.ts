import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, errorText } from '../../core/api/errors';
import type { Message } from '../../shared/schemas/chat';
import { fetchConversation, markConversationRead, sendMessage } from './api';
import { chatKeys } from './keys';
import { mergeMessages, newestId, visibleMessages, type PendingMessage } from './message-list';
import { TEXT } from './text';

/** The conversation is polled every 5 s, only while the push channel is down (pushed messages need no poll). */
export const CONVERSATION_POLL_MS = 5000;

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
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
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: chatKeys.conversation(otherId),
    queryFn: () => fetchConversation(otherId),
    refetchInterval: pushConnected ? false : CONVERSATION_POLL_MS,
    staleTime: 0,
    retry: (failures, error) => !isNotFound(error) && failures < 1,
    // Polls and pushes merge by id: a message never shows twice, nor blinks out and back.
    structuralSharing: (old, fresh) => mergeMessages(old as Message[] | undefined, fresh as Message[]),
  });
  const server = useMemo(() => query.data ?? [], [query.data]);

  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [sendError, setSendError] = useState<string | null>(null);
  const messages = useMemo(() => visibleMessages(server, pending, meId), [server, pending, meId]);

  const send = useMutation({ mutationKey: ['chat', 'send'], mutationFn: (text: string) => sendMessage(otherId, text) });
  const sendAsync = send.mutateAsync;

  const deliver = useCallback(
    async (local: PendingMessage) => {
      try {
        const saved = await sendAsync(local.message);
        queryClient.setQueryData<Message[]>(chatKeys.conversation(otherId), (old) => mergeMessages(old, [saved]));
        setPending((list) => list.filter((p) => p.localId !== local.localId));
      } catch (error) {
        setPending((list) => list.map((p) => (p.localId === local.localId ? { ...p, error: TEXT.sendFailed } : p)));
        setSendError(errorText(error, TEXT.sendFailed));
      }
    },
    [sendAsync, queryClient, otherId],
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
  useEffect(() => {
    if (!lastUnread || marking.current >= lastUnread) return;
    marking.current = lastUnread;
    markConversationRead(otherId).then(
      () => {
        queryClient.setQueryData<Message[]>(chatKeys.conversation(otherId), (old) =>
          old?.map((m) => (m.sender_id === otherId && m.id <= lastUnread ? { ...m, is_read: true } : m)),
        );
        onRead(otherId);
      },
      () => (marking.current = 0),
    );
  }, [lastUnread, otherId, queryClient, onRead]);

  return {
    messages,
    loading: query.isPending,
    notFound: isNotFound(query.error),
    loadError: query.isError && !query.data && !isNotFound(query.error) ? errorText(query.error, TEXT.conversationFailed) : null,
    sendError,
    submit,
    retry,
  };
}
