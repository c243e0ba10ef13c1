import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../core/api/errors';
import type { ListState } from '../../core/list';
import { fetchAttachments, fetchRegister, fetchRegisters } from './api';
import { filterQuery, type RegisterFilter } from './list-params';

/** Named keys: every registers query sits under ['registers'], so one invalidation reaches them all. */
export const registerKeys = {
  all: ['registers'] as const,
  lists: () => [...registerKeys.all, 'list'] as const,
  list: (query: Record<string, string | number>) => [...registerKeys.lists(), query] as const,
  detail: (id: number) => [...registerKeys.all, 'detail', id] as const,
  attachments: (id: number) => [...registerKeys.all, 'attachments', id] as const,
};

const notFoundIsFinal = (count: number, error: unknown) => !(error instanceof ApiError && error.status === 404) && count < 1;

/**
 * One page per request, cached by what is sent (a one-letter search is the same page as none). The signal
 * cancels a request whose page is no longer wanted; a late answer only fills its own key.
 */
export function listQuery({ filter, page, perPage }: ListState<RegisterFilter>) {
  const query = { ...filterQuery(filter), page, limit: perPage };
  return queryOptions({ queryKey: registerKeys.list(query), queryFn: ({ signal }) => fetchRegisters(query, signal) });
}

export const registerQuery = (id: number) =>
  queryOptions({ queryKey: registerKeys.detail(id), queryFn: ({ signal }) => fetchRegister(id, signal), retry: notFoundIsFinal });

export const attachmentsQuery = (id: number) =>
  queryOptions({ queryKey: registerKeys.attachments(id), queryFn: ({ signal }) => fetchAttachments(id, signal), retry: notFoundIsFinal });

/** After a write to register `id` (or any): its sheet and every list page are fetched again. */
export function refreshAfterWrite(queryClient: QueryClient, id?: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: registerKeys.lists() }),
    ...(id === undefined
      ? []
      : [queryClient.invalidateQueries({ queryKey: registerKeys.detail(id) }), queryClient.invalidateQueries({ queryKey: registerKeys.attachments(id) })]),
  ]);
}
