import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { communitiesQuery } from '../../core/communities';
import { useConfirmedDelete, type ConfirmedDeleteOptions } from '../../core/query/useConfirmedDelete';
import type { InventoryItem } from '../../shared/schemas/inventory';
import { createItem, deleteItem, fetchCategories, fetchItem, fetchItems, fetchStats, updateItem } from './api';
import type { ItemPayload } from './form-values';
import type { ItemsQuery } from './list-params';

/** Named keys: every inventory query sits under ['inventory'], so one invalidation refreshes them all. */
const inventoryKeys = {
  all: ['inventory'] as const,
  lists: () => [...inventoryKeys.all, 'list'] as const,
  list: (query: ItemsQuery) => [...inventoryKeys.lists(), query] as const,
  item: (id: number) => [...inventoryKeys.all, 'item', id] as const,
  stats: (paroquiaId: number | undefined) => [...inventoryKeys.all, 'stats', paroquiaId ?? null] as const,
  categories: () => [...inventoryKeys.all, 'categories'] as const,
};

/**
 * One page per request, cached by what is sent (a one-letter search is the same page as none). The signal
 * cancels a request whose page is no longer wanted; a late answer only fills its own key.
 */
export const listQuery = (query: ItemsQuery) => queryOptions({ queryKey: inventoryKeys.list(query), queryFn: ({ signal }) => fetchItems(query, signal) });

export const useInventoryStats = (paroquiaId: number | undefined) =>
  useQuery({ queryKey: inventoryKeys.stats(paroquiaId), queryFn: ({ signal }) => fetchStats(paroquiaId, signal) });

// Categories change rarely: kept for 5 minutes.
export const useCategories = () => useQuery({ queryKey: inventoryKeys.categories(), queryFn: ({ signal }) => fetchCategories(signal), staleTime: 300_000 });

export const useCommunities = () => useQuery(communitiesQuery());

/** An item (null: none such); nothing is asked without an id. */
export const useItem = (id: number | null) =>
  useQuery({ queryKey: inventoryKeys.item(id ?? 0), queryFn: ({ signal }) => fetchItem(id!, signal), enabled: id !== null });

/** After a write: every list page and the summary are refetched (categories and communities are unaffected). */
function refreshAfterWrite(queryClient: QueryClient, paroquiaId: number | undefined): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: inventoryKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: inventoryKeys.stats(paroquiaId) }),
  ]);
}

/** A new item (id null) or an item's changes: the item's cache takes the answer, the lists and the summary are read again. */
export function useSaveItem(id: number | null, paroquiaId: number | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: ItemPayload) => (id !== null ? updateItem(id, payload) : createItem(payload)),
    onSuccess: async (saved) => {
      client.setQueryData(inventoryKeys.item(saved.i_id), saved);
      await refreshAfterWrite(client, paroquiaId);
    },
  });
}

/** Deleting an item after the confirmation: its cache goes, the lists and the summary are read again. */
export function useDeleteItem(paroquiaId: number | undefined, options: Omit<ConfirmedDeleteOptions<InventoryItem>, 'remove' | 'settled'>) {
  const client = useQueryClient();
  return useConfirmedDelete<InventoryItem>({
    remove: (item) => deleteItem(item.i_id),
    settled: async (item) => {
      client.removeQueries({ queryKey: inventoryKeys.item(item.i_id) });
      await refreshAfterWrite(client, paroquiaId);
    },
    ...options,
  });
}
