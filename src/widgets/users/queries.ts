import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../core/api/errors';
import { fetchAccount, fetchAccounts, fetchAudit, usernameFree, type Query } from './api';

/** Every accounts query sits under ['usuarios']: a change refreshes the lists, the account and its history. */
export const usersKeys = { all: ['usuarios'] as const };
const key = (...parts: unknown[]) => [...usersKeys.all, ...parts];

export const accountsQuery = (q: Query) => queryOptions({ queryKey: key('list', q), queryFn: ({ signal }) => fetchAccounts(q, signal) });
export const accountQuery = (id: number) =>
  queryOptions({
    queryKey: key('account', id),
    queryFn: ({ signal }) => fetchAccount(id, signal),
    // A missing account (or another parish's) stays missing.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });
export const auditQuery = (id: number, q: Query) => queryOptions({ queryKey: key('audit', id, q), queryFn: ({ signal }) => fetchAudit(id, q, signal) });

export const refreshAccounts = (client: QueryClient) => client.invalidateQueries({ queryKey: usersKeys.all });

/** Whether a typed user name is free (kept 10 s: the same name typed again asks nothing). */
export const usernameQuery = (usuario: string, except: number | undefined) =>
  queryOptions({
    queryKey: key('livre', usuario.toLowerCase(), except ?? null),
    queryFn: ({ signal }) => usernameFree(usuario, except, signal),
    staleTime: 10_000,
  });
