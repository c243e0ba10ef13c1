import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { fetchImport, fetchImports, type ImportsQuery } from './api';

/** Named keys: every imports query sits under ['imports']. */
export const importKeys = {
  all: ['imports'] as const,
  lists: () => [...importKeys.all, 'list'] as const,
  list: (query: ImportsQuery) => [...importKeys.lists(), query] as const,
  progress: (id: number) => [...importKeys.all, 'progress', id] as const,
};

export const listQuery = (query: ImportsQuery) => queryOptions({ queryKey: importKeys.list(query), queryFn: ({ signal }) => fetchImports(query, signal) });

/** An import while it runs, asked again every half second for its progress. */
export const progressQuery = (id: number, running: boolean) =>
  queryOptions({
    queryKey: importKeys.progress(id),
    queryFn: ({ signal }) => fetchImport(id, signal),
    enabled: running,
    refetchInterval: running ? 500 : false,
  });

export const refreshList = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: importKeys.lists() });
