import { useCallback, useMemo } from 'react';
import type { DataState } from '../../core/data';
import { useListParams } from '../../core/list/useListParams';
import { CHAT_PAGE_SIZES, type ChatContact } from '../../shared/schemas/chat';
import { flattenContacts, groupContacts } from './contact-pages';
import { useChatCache, useContactPages, usePinContact } from './queries';

/** Search waits 250 ms after the last key; 8 a page by default. */
const SEARCH_DEBOUNCE_MS = 250;
const CONTACTS = {
  key: 'chat-contacts',
  filter: { q: '' },
  typed: ['q'] as const,
  debounceMs: SEARCH_DEBOUNCE_MS,
  perPage: CHAT_PAGE_SIZES[0],
  pageSizes: CHAT_PAGE_SIZES,
  // The people list is beside the conversation, not the page's subject: its search stays out of the address.
  inAddress: false,
};

/**
 * The people list: search by name and page size (the list kit's state: the typed search reaches the
 * list once typing stops), pages loaded as the list scrolls, refreshed every 15 s, and the pin star.
 */
export function useContacts() {
  const params = useListParams(CONTACTS);
  const query = useContactPages(params.state.perPage, params.state.filter.q.trim());
  const cache = useChatCache();
  const list = useMemo(() => flattenContacts(query.data?.pages), [query.data]);
  const groups = useMemo(() => groupContacts(list), [list]);
  const pin = usePinContact().mutate;

  const { hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  /** A failed refresh keeps the list on screen, silently; a failure shows only when nothing could be shown. */
  const state: DataState<ChatContact[]> = {
    data: query.data ? list : undefined,
    error: query.data ? null : query.error,
    retrying: query.isRefetching,
    retry: () => void refetch(),
  };
  const { patchContact } = cache;
  return {
    search: params.filter.q,
    setSearch: (q: string) => params.setFilter('q', q),
    pageSize: params.state.perPage,
    setPageSize: params.setPerPage,
    state,
    list,
    groups,
    hasMore: Boolean(hasNextPage),
    loadingMore: isFetchingNextPage,
    loadMore,
    togglePin: useCallback((contact: ChatContact) => pin({ contact, pinned: !contact.pinned }), [pin]),
    /** After the conversation is marked read, its badge goes at once. */
    clearUnread: useCallback((id: number) => patchContact(id, { unread_count: 0 }), [patchContact]),
  };
}

export type ContactsState = ReturnType<typeof useContacts>;
