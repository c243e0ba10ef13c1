import { queryOptions, useQuery } from '@tanstack/react-query';
import { useRefreshingMutation } from '../../core/query/useRefreshingMutation';
import type { AccountDetail } from '../../shared/schemas/users';
import { fetchAccount, fetchAccounts, fetchAudit, saveAccount, sendLink, setBlocked, usernameFree, type Query } from './api';
import { accountBody, valuesOf, type AccountFormValues } from './form-values';

/** Every accounts query sits under ['usuarios']: a change refreshes the lists, the account and its history. */
const usersKeys = { all: ['usuarios'] as const };
const key = (...parts: unknown[]) => [...usersKeys.all, ...parts];

export const accountsQuery = (q: Query) => queryOptions({ queryKey: key('list', q), queryFn: ({ signal }) => fetchAccounts(q, signal) });
export const auditQuery = (id: number, q: Query) => queryOptions({ queryKey: key('audit', id, q), queryFn: ({ signal }) => fetchAudit(id, q, signal) });

/** An account (null: none such); nothing is asked without an id. */
export const useAccount = (id: number | null) =>
  useQuery({ queryKey: key('account', id), queryFn: ({ signal }) => fetchAccount(id!, signal), enabled: id !== null });

/** Whether a typed user name is free (kept 10 s: the same name typed again asks nothing). */
export const useUsernameFree = (usuario: string, except: number | undefined, enabled: boolean) =>
  useQuery({
    queryKey: key('livre', usuario.toLowerCase(), except ?? null),
    queryFn: ({ signal }) => usernameFree(usuario, except, signal),
    staleTime: 10_000,
    enabled,
  });

/** Any change to an account refreshes every accounts query (lists, the account, its history). */
function useAccountsMutation<A, R>(mutationFn: (arg: A) => Promise<R>) {
  return useRefreshingMutation(usersKeys.all, mutationFn);
}

/** A new account (id null: POST) or the account's changes (PUT). */
export const useSaveAccount = (id: number | null) => useAccountsMutation((values: AccountFormValues) => saveAccount(id, accountBody(values, id === null)));

/** A temporary password set here: the account as it is, with the password. */
export const useSetTemporaryPassword = (account: AccountDetail | undefined) =>
  useAccountsMutation((senha: string) => saveAccount(account!.id, { ...accountBody(valuesOf(account!), false), senha_temporaria: senha }));

export const useSetBlocked = (account: AccountDetail | undefined) => useAccountsMutation((blocked: boolean) => setBlocked(account!.id, blocked));
export const useSendLink = (account: AccountDetail | undefined) => useAccountsMutation(() => sendLink(account!.id));
