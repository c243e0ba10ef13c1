import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ApiError, errorText } from '../../core/api/errors';
import { toast } from '../../core/ui';
import type { ChatContact, ChatUsersPage, Message, PresenceEvent } from '../../shared/schemas/chat';
import { fetchContacts, fetchConversation, fetchPresence, markConversationRead, sendMessage, setPinned } from './api';
import { nextOffset, patchContact } from './contact-pages';
import { mergeMessages } from './message-list';
import { TEXT } from './text';

/** The chat's query keys, named in one place (invalidated after mutations and pushes). */
const chatKeys = {
  all: ['chat'] as const,
  contactLists: ['chat', 'contacts'] as const,
  contacts: (pageSize: number, q: string) => ['chat', 'contacts', pageSize, q] as const,
  conversation: (otherId: number) => ['chat', 'conversation', otherId] as const,
  presence: (otherId: number) => ['chat', 'presence', otherId] as const,
};

/** The list refreshes every 15 s (last seen, unread); the conversation is polled every 5 s while the push channel is down; presence read every 8 s. */
const LIST_REFRESH_MS = 15_000;
const CONVERSATION_POLL_MS = 5000;
const PRESENCE_STATE_MS = 8_000;

type Pages = InfiniteData<ChatUsersPage, number>;

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The people of the parish matching `q`, `pageSize` at a time, loaded page after page as the list scrolls. */
export function useContactPages(pageSize: number, q: string) {
  return useInfiniteQuery({
    queryKey: chatKeys.contacts(pageSize, q),
    queryFn: ({ pageParam }) => fetchContacts({ limit: pageSize, offset: pageParam, q }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    refetchInterval: LIST_REFRESH_MS,
    staleTime: 0,
    // While a new search or page size loads, the previous list stays instead of a spinner.
    placeholderData: keepPreviousData,
  });
}

/** The pin star: applied at once in every cached list, reverted with 'Falha ao atualizar fixação' on failure. */
export function usePinContact() {
  const client = useQueryClient();
  const cache = useChatCache();
  return useMutation({
    mutationKey: ['chat', 'pin'],
    mutationFn: ({ contact, pinned }: { contact: ChatContact; pinned: boolean }) => setPinned(contact.id, pinned),
    onMutate: async ({ contact, pinned }) => {
      await client.cancelQueries({ queryKey: chatKeys.contactLists });
      const before = client.getQueriesData<Pages>({ queryKey: chatKeys.contactLists });
      cache.patchContact(contact.id, { pinned });
      return { before };
    },
    onError: (error, _vars, context) => {
      context?.before.forEach(([key, data]) => client.setQueryData(key, data));
      toast.error(errorText(error, TEXT.pinFailed));
    },
    onSettled: () => client.invalidateQueries({ queryKey: chatKeys.contactLists }),
  });
}

/** The last 200 messages with `otherId`, polled only while the push channel is down; a 404 (not of the parish) is not tried again. */
export function useConversationMessages(otherId: number, pushConnected: boolean) {
  return useQuery({
    queryKey: chatKeys.conversation(otherId),
    queryFn: () => fetchConversation(otherId),
    refetchInterval: pushConnected ? false : CONVERSATION_POLL_MS,
    staleTime: 0,
    retry: (failures, error) => !isNotFound(error) && failures < 1,
    // Polls and pushes merge by id: a message never shows twice, nor blinks out and back.
    structuralSharing: (old, fresh) => mergeMessages(old as Message[] | undefined, fresh as Message[]),
  });
}

/** A message sent: the server's copy joins the cached conversation. */
export function useSendMessage(otherId: number) {
  const cache = useChatCache();
  return useMutation({
    mutationKey: ['chat', 'send'],
    mutationFn: (text: string) => sendMessage(otherId, text),
    onSuccess: (saved) => cache.addMessage(otherId, saved),
  });
}

/** What `otherId` sent up to `upTo` marked read, in the server and in the cached conversation. */
export function useMarkConversationRead(otherId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (_upTo: number) => markConversationRead(otherId),
    onSuccess: (_updated, upTo) =>
      client.setQueryData<Message[]>(chatKeys.conversation(otherId), (old) =>
        old?.map((m) => (m.sender_id === otherId && m.id <= upTo ? { ...m, is_read: true } : m)),
      ),
  });
}

/** The other side's presence in the open conversation (both_chatting, other_last_seen), read every 8 s and updated by pushes. */
export function usePresenceState(otherId: number | null) {
  return useQuery({
    queryKey: chatKeys.presence(otherId ?? 0),
    queryFn: () => fetchPresence(otherId!),
    enabled: otherId !== null,
    refetchInterval: PRESENCE_STATE_MS,
    staleTime: 0,
    retry: false,
  }).data;
}

/** The cache changes made by what arrives outside a request (the push channel) and by the screen (a badge read). */
export function useChatCache() {
  const client = useQueryClient();
  return useMemo(
    () => ({
      /** A message into its conversation, only when that conversation is loaded (another one loads in full when opened). */
      addMessage(otherId: number, message: Message, onlyIfLoaded = false) {
        client.setQueryData<Message[]>(chatKeys.conversation(otherId), (old) => (old || !onlyIfLoaded ? mergeMessages(old, [message]) : old));
      },
      setPresence: (p: PresenceEvent) =>
        client.setQueryData(chatKeys.presence(p.other_id), { both_chatting: p.both_chatting, other_last_seen: p.other_last_seen }),
      /** One person changed in every cached page of the list (pinned, unread count...). */
      patchContact: (id: number, patch: Partial<ChatContact>) =>
        client.setQueriesData<Pages>({ queryKey: chatKeys.contactLists }, (data) => patchContact(data, id, patch) as Pages),
      refreshContacts: () => void client.invalidateQueries({ queryKey: chatKeys.contactLists }),
      /** After the push channel was down: everything read again. */
      refreshAll: () => void client.invalidateQueries({ queryKey: chatKeys.all }),
    }),
    [client],
  );
}
