import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useRefreshingMutation } from '../../core/query/useRefreshingMutation';
import type { UploadProgress } from '../../core/api/client';
import { communitiesQuery, communityChoices } from '../../core/communities';
import type { ConciliacaoAcao } from '../../shared/schemas/caixa';
import {
  actOnLine,
  closeMonth,
  createAccount,
  createEntry,
  createHolder,
  createTransfer,
  fetchAccounts,
  fetchEntries,
  fetchHolders,
  fetchMonths,
  fetchReconciliation,
  fetchReconciliations,
  fetchReport,
  fetchShare,
  importReconciliation,
  reopenMonth,
  reverseEntry,
  saveBudget,
  saveShare,
  updateHolder,
  type Query,
  type ReportKind,
} from './api';

export type { EntriesPage } from './api';

/** Every cash book query sits under ['caixa']: a write refreshes them all (entries, balances, months, reports, the share). */
const caixaKeys = { all: ['caixa'] as const };
const key = (...parts: unknown[]) => [...caixaKeys.all, ...parts];

/** The entries' pages, as the list kit asks for them. */
export const entriesQuery = (q: Query) => queryOptions({ queryKey: key('entries', q), queryFn: ({ signal }) => fetchEntries(q, signal) });

export const useAccounts = () => useQuery({ queryKey: key('accounts'), queryFn: ({ signal }) => fetchAccounts(signal) });
export const useHolders = () => useQuery({ queryKey: key('holders'), queryFn: ({ signal }) => fetchHolders(signal) });
/** The parish's communities as a select's choices. */
export function useCommunities() {
  return communityChoices(useQuery(communitiesQuery()).data);
}
export const useMonths = () => useQuery({ queryKey: key('months'), queryFn: ({ signal }) => fetchMonths(signal) });
export const useReconciliations = () => useQuery({ queryKey: key('reconciliations'), queryFn: ({ signal }) => fetchReconciliations(signal) });
/** One imported statement with its lines (none chosen: nothing asked). */
export const useReconciliation = (id: number | null) =>
  useQuery({ queryKey: key('reconciliation', id), queryFn: ({ signal }) => fetchReconciliation(id ?? 0, signal), enabled: id !== null });
/**
 * A report; the previous period's stays on screen while the next one's comes. Only the same report's: another
 * kind's answer has another shape (a balancete drawn as the budget would break the screen).
 */
export const useReport = (kind: ReportKind, query: Query) =>
  useQuery({
    queryKey: key('report', kind, query),
    queryFn: ({ signal }) => fetchReport(kind, query, signal),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === kind ? keepPreviousData(previous) : undefined),
  });
export const useShare = () => useQuery({ queryKey: key('share'), queryFn: ({ signal }) => fetchShare(signal) });

/** A write to the books: every cash book screen is refreshed after it, without the write waiting for them. */
function useCaixaMutation<A, R>(mutationFn: (arg: A) => Promise<R>) {
  return useRefreshingMutation(caixaKeys.all, mutationFn);
}

export const useCreateAccountMutation = () => useCaixaMutation(createAccount);
export const useCreateHolderMutation = () => useCaixaMutation(createHolder);
export const useUpdateHolderMutation = () => useCaixaMutation(updateHolder);
export const useCreateEntryMutation = () =>
  useCaixaMutation(({ values, file, onProgress }: { values: Record<string, string>; file: File | null; onProgress: UploadProgress }) =>
    createEntry(values, file, onProgress),
  );
export const useReverseEntryMutation = () => useCaixaMutation(({ id, motivo }: { id: number; motivo: string }) => reverseEntry(id, motivo));
export const useTransferMutation = () => useCaixaMutation(createTransfer);
export const useImportReconciliationMutation = () =>
  useCaixaMutation(({ file, holderId }: { file: File; holderId: number }) => importReconciliation(file, holderId));
export const useLineMutation = () => useCaixaMutation(({ id, action }: { id: number; action: ConciliacaoAcao }) => actOnLine(id, action));
export const useCloseMonthMutation = () => useCaixaMutation(closeMonth);
export const useReopenMonthMutation = () => useCaixaMutation(({ mes, motivo }: { mes: string; motivo: string }) => reopenMonth(mes, motivo));
export const useSaveShareMutation = () => useCaixaMutation(saveShare);
export const useSaveBudgetMutation = () => useCaixaMutation(saveBudget);
