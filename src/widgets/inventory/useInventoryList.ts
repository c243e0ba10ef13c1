import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorText } from '../../core/api/errors';
import { useDebouncedValue } from '../../core/hooks/useDebouncedValue';
import { useConfirmedDelete } from '../../core/query/useConfirmedDelete';
import { useSession } from '../../core/session/useSession';
import { can } from '../../shared/roles';
import { DEFAULT_PAGE_SIZE, INVENTORY_MSG, type InventoryItem } from '../../shared/schemas/inventory';
import { deleteItem, type ListParams } from './api';
import { clearFlash, readFlash, type Flash } from './flash';
import { idFilter, SEARCH_DEBOUNCE_MS, searchTerm, topCommunities } from './list-params';
import { categoriesQuery, communitiesQuery, inventoryKeys, listQuery, refreshAfterWrite, statsQuery } from './queries';

/**
 * Everything the list screen shows and does: filters (search from 2 characters, debounced),
 * the page and its size, the summary, the next page prefetched, and deletion with its banner.
 * The parish sent as a filter is the session's.
 */
export function useInventoryList() {
  const user = useSession((s) => s.user);
  const paroquiaId = user?.paroquia?.id;
  const canWrite = can(user, 'inventoryWrite');
  const queryClient = useQueryClient();

  const [searchText, setSearchText] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [entId, setEntId] = useState('');
  const [limit, setLimit] = useState<number>(DEFAULT_PAGE_SIZE);
  const q = useDebouncedValue(searchTerm(searchText), SEARCH_DEBOUNCE_MS);
  const filter = { q, category_id: idFilter(categoryId), ent_id: idFilter(entId) };

  // The page belongs to the filter and size it was chosen under: any change of those starts again at page 1.
  const scope = JSON.stringify([filter, limit]);
  const [paging, setPaging] = useState({ scope, page: 1 });
  const page = paging.scope === scope ? paging.page : 1;
  const setPage = (next: number) => setPaging({ scope, page: next });

  const params: ListParams = { page, limit, filter, paroquiaId };
  const list = useQuery(listQuery(params));
  const stats = useQuery(statsQuery(paroquiaId));
  const categories = useQuery(categoriesQuery());
  const communities = useQuery(communitiesQuery());

  const shown = list.data;
  const settled = shown && !list.isPlaceholderData;
  useEffect(() => {
    if (!settled) return;
    if (page < shown.lastPage) void queryClient.prefetchQuery(listQuery({ ...params, page: page + 1 }));
    // After deletions the page may lie past the end: show the last one instead.
    if (page > shown.lastPage) setPage(shown.lastPage);
    // params is rebuilt every render: scope, page and parish say when it changed.
  }, [settled, shown?.lastPage, page, scope, paroquiaId]);

  const [banner, setBanner] = useState<Flash | null>(readFlash);
  // Taken once: a reload of the list does not show it again.
  useEffect(clearFlash, []);
  const deletion = useConfirmedDelete<InventoryItem>({
    remove: (item) => deleteItem(item.i_id),
    settled: async (item) => {
      queryClient.removeQueries({ queryKey: inventoryKeys.item(item.i_id) });
      await refreshAfterWrite(queryClient, paroquiaId);
    },
    deleted: INVENTORY_MSG.deleted,
    report: (kind, text) => setBanner({ kind, text }),
  });

  return {
    canWrite,
    filters: {
      searchText,
      setSearchText,
      categoryId,
      setCategoryId,
      entId,
      setEntId,
      limit,
      setLimit,
      categories: categories.data ?? [],
      communities: communities.data ?? [],
    },
    list: {
      items: shown?.items ?? [],
      total: shown?.total ?? 0,
      page,
      lastPage: shown?.lastPage ?? 1,
      setPage,
      loading: list.isPending,
      updating: list.isPlaceholderData,
      // A failed refresh keeps the cached page on screen (spec: cached data on network failure).
      error: list.isError ? errorText(list.error, 'Falha ao carregar itens') : null,
      usingCache: list.isError && shown !== undefined,
      retry: () => void list.refetch(),
    },
    summary: {
      stats: stats.data,
      top: topCommunities(stats.data),
      loading: stats.isPending,
      error: stats.isError && !stats.data ? errorText(stats.error, 'Falha ao carregar o resumo') : null,
    },
    banner,
    dismissBanner: () => setBanner(null),
    deletion,
  };
}

export type InventoryListController = ReturnType<typeof useInventoryList>;
