import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRefreshingMutation } from '../../../core/query/useRefreshingMutation';
import { refreshAfterWrite, registerKeys } from '../queries';
import { anonymiseRegister, fetchAccessLog, fetchAnonymisePreview, fetchDue, fetchLogUsers, fetchRetention, saveRetention } from './api';

/** Under ['registers', 'lgpd']: every registers write that refreshes the module reaches these too. */
const lgpdKeys = {
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

export const dueQuery = (page: number, limit: number) =>
  queryOptions({ queryKey: lgpdKeys.due(page, limit), queryFn: ({ signal }) => fetchDue(page, limit, signal) });

/** The users who appear in the parish's log, for its per-user filter. */
export const useLogUsers = (enabled: boolean) => useQuery({ queryKey: lgpdKeys.users(), queryFn: ({ signal }) => fetchLogUsers(signal), enabled });

/** What anonymising register `id` removes and keeps, always read afresh. */
export const useAnonymisePreview = (id: number) =>
  useQuery({ queryKey: lgpdKeys.preview(id), queryFn: ({ signal }) => fetchAnonymisePreview(id, signal), staleTime: 0 });

export const useRetentionSetting = () => useQuery({ queryKey: lgpdKeys.retention(), queryFn: ({ signal }) => fetchRetention(signal) });

/** Read again after an export or an anonymisation: the logs, previews and due list. */
export function useRefreshLgpd() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: lgpdKeys.all });
}

/** Anonymising register `id`: its sheet, the lists and every LGPD query are read again. */
export function useAnonymiseRegister(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => anonymiseRegister(id),
    onSuccess: () => Promise.all([refreshAfterWrite(client, id), client.invalidateQueries({ queryKey: lgpdKeys.all })]),
  });
}

/** The retention period (months, or null for none): the setting and the due list are read again. */
export const useSaveRetention = () => useRefreshingMutation(lgpdKeys.all, saveRetention);
