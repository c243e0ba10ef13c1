import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useRefreshingMutation } from '../../core/query/useRefreshingMutation';
import {
  bookCredit,
  createContribution,
  dismissCredit,
  fetchCampaignChoices,
  fetchContributions,
  fetchMine,
  fetchPending,
  fetchPix,
  fetchReport,
  fetchTither,
  fetchTithers,
  importStatement,
  reverseContribution,
  savePix,
  saveTither,
  type Query,
} from './api';
import { confirmEsportula, fetchEsportulas } from './esportulas';

/** Every tithe query sits under ['dizimo']: a write refreshes them all (lists, totals, report, 'Meu dízimo'). */
const dizimoKeys = { all: ['dizimo'] as const };
const key = (...parts: unknown[]) => [...dizimoKeys.all, ...parts];

// The list screens' pages, as the list kit asks for them.
export const tithersQuery = (q: Query) => queryOptions({ queryKey: key('tithers', q), queryFn: ({ signal }) => fetchTithers(q, signal) });
export const contributionsQuery = (q: Query) => queryOptions({ queryKey: key('contributions', q), queryFn: ({ signal }) => fetchContributions(q, signal) });
export const esportulasQuery = (q: { estado?: string; page: number; limit: number }) =>
  queryOptions({ queryKey: key('esportulas', q), queryFn: ({ signal }) => fetchEsportulas(q, signal) });

/** A tither with the years they contributed in. */
export function useTither(id: number) {
  return useQuery({ queryKey: key('tither', id), queryFn: ({ signal }) => fetchTither(id, signal) });
}

/** The tithers a typed card number or name finds (the fast entry shows who it is as it is typed). */
export function useTitherMatches(q: string) {
  return useQuery({ ...tithersQuery({ q, limit: 5, page: 1 }), enabled: q.length > 0 });
}

/** The report of a period; the previous period's stays on screen while the next one comes. */
export function useReport(period: Query) {
  return useQuery({ queryKey: key('report', period), queryFn: ({ signal }) => fetchReport(period, signal), placeholderData: keepPreviousData });
}

/** 'Meu dízimo': a 404 (the account is no tither's) is final. */
export function useMine() {
  return useQuery({ queryKey: key('mine'), queryFn: ({ signal }) => fetchMine(signal), retry: false });
}

export function usePendingCredits() {
  return useQuery({ queryKey: key('pending'), queryFn: ({ signal }) => fetchPending(signal) });
}

export function usePix() {
  return useQuery({ queryKey: key('pix'), queryFn: ({ signal }) => fetchPix(signal) });
}

/** The campaigns a contribution may go to. */
export function useCampaignChoices() {
  return useQuery({ queryKey: key('campaigns'), queryFn: ({ signal }) => fetchCampaignChoices(signal), staleTime: 60_000 });
}

/** A write of the tithe: every tithe screen is refreshed after it, without the write waiting for them. */
function useDizimoMutation<A, R>(mutationFn: (arg: A) => Promise<R>) {
  return useRefreshingMutation(dizimoKeys.all, mutationFn);
}

/** Creates (`id` null) or updates a tither. */
export const useSaveTitherMutation = (id: number | null) => useDizimoMutation((body: Record<string, unknown>) => saveTither(id, body));
export const useCreateContributionMutation = () => useDizimoMutation(createContribution);
export const useReverseContributionMutation = () => useDizimoMutation(({ id, motivo }: { id: number; motivo: string }) => reverseContribution(id, motivo));
export const useSavePixMutation = () => useDizimoMutation(savePix);
export const useImportStatementMutation = () => useDizimoMutation(importStatement);
/** Books a pending credit to a tither, or as an anonymous offering (`titherId` null). */
export const useBookCreditMutation = () => useDizimoMutation(({ id, titherId }: { id: number; titherId: number | null }) => bookCredit(id, titherId));
export const useDismissCreditMutation = () => useDizimoMutation(dismissCredit);
export const useConfirmEsportulaMutation = () => useDizimoMutation(({ id, metodo }: { id: number; metodo: string }) => confirmEsportula(id, metodo));
