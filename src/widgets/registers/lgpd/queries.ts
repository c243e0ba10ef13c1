import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { registerKeys } from '../queries';
import { fetchAccessLog, fetchAnonymisePreview, fetchDue, fetchLogUsers, fetchRetention } from './api';

/** Under ['registers', 'lgpd']: every registers write that refreshes the module reaches these too. */
export const lgpdKeys = {
  all: [...registerKeys.all, 'lgpd'] as const,
  log: (registerId: number | null, query: Record<string, string | number>) => [...lgpdKeys.all, 'log', registerId, query] as const,
  users: () => [...lgpdKeys.all, 'log-users'] as const,
  preview: (id: number) => [...lgpdKeys.all, 'anonymise', id] as const,
  retention: () => [...lgpdKeys.all, 'retention'] as const,
  due: (page: number, limit: number) => [...lgpdKeys.all, 'due', page, limit] as const,
};

export const accessLogQuery = (registerId: number | null, query: Record<string, string | number>) =>
  queryOptions({
    queryKey: lgpdKeys.log(registerId, query),
    queryFn: ({ signal }) => fetchAccessLog(registerId, query, signal),
    // A log is read to see what just happened: never from a stale cache.
    staleTime: 0,
  });

export const logUsersQuery = () => queryOptions({ queryKey: lgpdKeys.users(), queryFn: ({ signal }) => fetchLogUsers(signal) });
export const previewQuery = (id: number) =>
  queryOptions({ queryKey: lgpdKeys.preview(id), queryFn: ({ signal }) => fetchAnonymisePreview(id, signal), staleTime: 0 });
export const retentionQuery = () => queryOptions({ queryKey: lgpdKeys.retention(), queryFn: ({ signal }) => fetchRetention(signal) });
export const dueQuery = (page: number, limit: number) =>
  queryOptions({ queryKey: lgpdKeys.due(page, limit), queryFn: ({ signal }) => fetchDue(page, limit, signal) });

/** After an export or an anonymisation: the logs, previews and due list are read again. */
export function refreshLgpd(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: lgpdKeys.all });
}
