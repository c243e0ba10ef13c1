import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { errorText } from '../../core/api/errors';
import { useDebouncedValue } from '../../core/hooks/useDebouncedValue';
import { toast } from '../../core/ui';
import { CHAT_PAGE_SIZES, type ChatContact, type ChatUsersPage } from '../../shared/schemas/chat';
import { fetchContacts, setPinned } from './api';
import { flattenContacts, groupContacts, nextOffset, patchContact } from './contact-pages';
import { chatKeys } from './keys';
import { TEXT } from './text';

/** Search waits 250 ms after the last key; the list refreshes every 15 s (last seen, unread); 8 a page by default. */
export const SEARCH_DEBOUNCE_MS = 250;
export const LIST_REFRESH_MS = 15_000;
export const DEFAULT_PAGE_SIZE = CHAT_PAGE_SIZES[0];

type Pages = InfiniteData<ChatUsersPage, number>;

/**
 * The people list: search by name, page size, pages loaded as the list scrolls, refreshed every
 * 15 s, and the pin star applied at once, reverted with 'Falha ao atualizar fixação' on failure.
 */
export function useContacts() {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  const query = useInfiniteQuery({
    queryKey: chatKeys.contacts(pageSize, q),
    queryFn: ({ pageParam }) => fetchContacts({ limit: pageSize, offset: pageParam, q }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    refetchInterval: LIST_REFRESH_MS,
    staleTime: 0,
    // While a new search or page size loads, the previous list stays instead of a spinner.
    placeholderData: keepPreviousData,
  });

  const list = useMemo(() => flattenContacts(query.data?.pages), [query.data]);
  const groups = useMemo(() => groupContacts(list), [list]);

  const patchEverywhere = useCallback(
    (id: number, patch: Partial<ChatContact>) =>
      queryClient.setQueriesData<Pages>({ queryKey: chatKeys.contactLists }, (data) => patchContact(data, id, patch) as Pages),
    [queryClient],
  );

  const pin = useMutation({
    mutationKey: ['chat', 'pin'],
    mutationFn: ({ contact, pinned }: { contact: ChatContact; pinned: boolean }) => setPinned(contact.id, pinned),
    onMutate: async ({ contact, pinned }) => {
      await queryClient.cancelQueries({ queryKey: chatKeys.contactLists });
      const before = queryClient.getQueriesData<Pages>({ queryKey: chatKeys.contactLists });
      patchEverywhere(contact.id, { pinned });
      return { before };
    },
    onError: (error, _vars, context) => {
      context?.before.forEach(([key, data]) => queryClient.setQueryData(key, data));
      toast.error(errorText(error, TEXT.pinFailed));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.contactLists }),
  });

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const pinMutate = pin.mutate;
  return {
    search,
    setSearch,
    pageSize,
    setPageSize,
    list,
    groups,
    loading: query.isPending,
    /** Only when nothing could be shown: a failed refresh keeps the list on screen. */
    error: query.isError && !query.data ? errorText(query.error, TEXT.usersFailed) : null,
    retry: query.refetch,
    hasMore: Boolean(hasNextPage),
    loadingMore: isFetchingNextPage,
    loadMore,
    togglePin: useCallback((contact: ChatContact) => pinMutate({ contact, pinned: !contact.pinned }), [pinMutate]),
    /** After the conversation is marked read, its badge goes at once. */
    clearUnread: useCallback((id: number) => patchEverywhere(id, { unread_count: 0 }), [patchEverywhere]),
  };
}

export type ContactsState = ReturnType<typeof useContacts>;
