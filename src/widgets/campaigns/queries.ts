import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../core/api/errors';
import type { CampaignBody } from '../../shared/schemas/dizimo';
import { createCampaign, fetchCampaign, fetchCampaigns, updateCampaign } from './api';

/** Named keys: every campaign query sits under ['campaigns']. */
const campaignKeys = {
  all: ['campaigns'] as const,
  list: () => [...campaignKeys.all, 'list'] as const,
  campaign: (id: number) => [...campaignKeys.all, 'campaign', id] as const,
};

/** Every campaign of the parish (the list kit pages them in the browser). */
export const listQuery = () => queryOptions({ queryKey: campaignKeys.list(), queryFn: ({ signal }) => fetchCampaigns(signal) });

export function useCampaign(id: number) {
  return useQuery({
    queryKey: campaignKeys.campaign(id),
    queryFn: ({ signal }) => fetchCampaign(id, signal),
    // A missing campaign stays missing: no retry for a 404.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });
}

/**
 * Creates (`id` null) or updates a campaign. The saved campaign is its cached copy at once; the list is
 * fetched again (the amounts raised come from the server, not the form).
 */
export function useSaveCampaignMutation(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CampaignBody) => (id !== null ? updateCampaign(id, body) : createCampaign(body)),
    onSuccess: async ({ campaign }) => {
      client.setQueryData(campaignKeys.campaign(campaign.id), campaign);
      await client.invalidateQueries({ queryKey: campaignKeys.list() });
    },
  });
}
