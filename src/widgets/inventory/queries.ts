import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../core/api/errors';
import { fetchCategories, fetchItem, fetchItems, fetchStats } from './api';
import type { ItemsQuery } from './list-params';

/** Named keys: every inventory query sits under ['inventory'], so one invalidation refreshes them all. */
export const inventoryKeys = {
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

export const statsQuery = (paroquiaId: number | undefined) =>
  queryOptions({ queryKey: inventoryKeys.stats(paroquiaId), queryFn: ({ signal }) => fetchStats(paroquiaId, signal) });

// Categories change rarely: kept for 5 minutes.
export const categoriesQuery = () =>
  queryOptions({ queryKey: inventoryKeys.categories(), queryFn: ({ signal }) => fetchCategories(signal), staleTime: 300_000 });

export { communitiesQuery } from '../../core/communities';

export const itemQuery = (id: number) =>
  queryOptions({
    queryKey: inventoryKeys.item(id),
    queryFn: ({ signal }) => fetchItem(id, signal),
    // A missing item stays missing: no retry for a 404.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });

/** After a write: every list page and the summary are refetched (categories and communities are unaffected). */
export function refreshAfterWrite(queryClient: QueryClient, paroquiaId: number | undefined): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: inventoryKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: inventoryKeys.stats(paroquiaId) }),
  ]);
}
