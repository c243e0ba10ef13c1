import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../core/api/errors';
import { fetchAttachments, fetchRegister, fetchRegisters, type ListParams } from './api';

/** Named keys: every registers query sits under ['registers'], so one invalidation reaches them all. */
export const registerKeys = {
  all: ['registers'] as const,
  lists: () => [...registerKeys.all, 'list'] as const,
  list: (params: ListParams) => [...registerKeys.lists(), params] as const,
  detail: (id: number) => [...registerKeys.all, 'detail', id] as const,
  attachments: (id: number) => [...registerKeys.all, 'attachments', id] as const,
};

const notFoundIsFinal = (count: number, error: unknown) => !(error instanceof ApiError && error.status === 404) && count < 1;

/**
 * One page per key, cached per query. The signal cancels a request whose page is no longer
 * wanted; a late answer only fills its own key, so it never replaces the page on screen. The
 * previous page stays visible while the next one loads, and a cached page stays when a refetch fails.
 */
export const listQuery = (params: ListParams) =>
  queryOptions({
    queryKey: registerKeys.list(params),
    queryFn: ({ signal }) => fetchRegisters(params, signal),
    placeholderData: keepPreviousData,
  });

export const registerQuery = (id: number) =>
  queryOptions({ queryKey: registerKeys.detail(id), queryFn: ({ signal }) => fetchRegister(id, signal), retry: notFoundIsFinal });

export const attachmentsQuery = (id: number) =>
  queryOptions({ queryKey: registerKeys.attachments(id), queryFn: ({ signal }) => fetchAttachments(id, signal), retry: notFoundIsFinal });

/** After a write to register `id` (or any): its sheet and every list page are fetched again. */
export function refreshAfterWrite(queryClient: QueryClient, id?: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: registerKeys.lists() }),
    ...(id === undefined ? [] : [queryClient.invalidateQueries({ queryKey: registerKeys.detail(id) }), queryClient.invalidateQueries({ queryKey: registerKeys.attachments(id) })]),
  ]);
}
