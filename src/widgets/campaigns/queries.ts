import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../core/api/errors';
import { fetchCampaign, fetchCampaigns } from './api';

/** Named keys: every campaign query sits under ['campaigns'], so one invalidation refreshes them all. */
export const campaignKeys = {
  all: ['campaigns'] as const,
  list: () => [...campaignKeys.all, 'list'] as const,
  campaign: (id: number) => [...campaignKeys.all, 'campaign', id] as const,
};

export const listQuery = () => queryOptions({ queryKey: campaignKeys.list(), queryFn: ({ signal }) => fetchCampaigns(signal) });

export const campaignQuery = (id: number) =>
  queryOptions({
    queryKey: campaignKeys.campaign(id),
    queryFn: ({ signal }) => fetchCampaign(id, signal),
    // A missing campaign stays missing: no retry for a 404.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });

/** After a write the list is refetched (the amounts raised come from the server, not the form). */
export function refreshAfterWrite(queryClient: QueryClient): Promise<unknown> {
  return queryClient.invalidateQueries({ queryKey: campaignKeys.list() });
}
