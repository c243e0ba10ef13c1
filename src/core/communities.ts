import { queryOptions } from '@tanstack/react-query';
import { CommunityList, type Community } from '../shared/schemas/inventory';
import { request } from './api/client';
import type { Choices } from './ui/Options';

/** The parish's communities (chapels): the inventory module's list, readable by the whole parish. */
async function fetchCommunities(signal?: AbortSignal): Promise<Community[]> {
  return CommunityList.parse(await request('/api/inventory/entities', { signal })).data;
}

/** The communities as a select's choices, in the order the server lists them. */
export const communityChoices = (list: Community[] | undefined): Choices => (list ?? []).map((c) => [c.ent_id, c.ent_name] as const);

/** The communities as a cached query: they change seldom, and every module's filters and forms share them. */
export const communitiesQuery = () => queryOptions({ queryKey: ['communities'], queryFn: ({ signal }) => fetchCommunities(signal), staleTime: 5 * 60_000 });
