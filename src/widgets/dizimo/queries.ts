import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { fetchCampaignChoices, fetchContributions, fetchMine, fetchPending, fetchPix, fetchReport, fetchTither, fetchTithers, type Query } from './api';

/** Every tithe query sits under ['dizimo']: a write refreshes them all (lists, totals, report, 'Meu dízimo'). */
export const dizimoKeys = { all: ['dizimo'] as const };
const key = (...parts: unknown[]) => [...dizimoKeys.all, ...parts];

export const tithersQuery = (q: Query) => queryOptions({ queryKey: key('tithers', q), queryFn: ({ signal }) => fetchTithers(q, signal) });
export const titherQuery = (id: number) => queryOptions({ queryKey: key('tither', id), queryFn: ({ signal }) => fetchTither(id, signal) });
export const contributionsQuery = (q: Query) => queryOptions({ queryKey: key('contributions', q), queryFn: ({ signal }) => fetchContributions(q, signal) });
export const reportQuery = (period: Query) => queryOptions({ queryKey: key('report', period), queryFn: ({ signal }) => fetchReport(period, signal) });
export const mineQuery = () => queryOptions({ queryKey: key('mine'), queryFn: ({ signal }) => fetchMine(signal) });
export const pendingQuery = () => queryOptions({ queryKey: key('pending'), queryFn: ({ signal }) => fetchPending(signal) });
export const pixQuery = () => queryOptions({ queryKey: key('pix'), queryFn: ({ signal }) => fetchPix(signal) });

export const refreshAll = (client: QueryClient) => client.invalidateQueries({ queryKey: dizimoKeys.all });
export const campaignChoicesQuery = () =>
  queryOptions({ queryKey: key('campaigns'), queryFn: ({ signal }) => fetchCampaignChoices(signal), staleTime: 60_000 });
