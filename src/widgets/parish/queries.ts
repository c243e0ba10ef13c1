import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ParishListQuery } from '../../shared/schemas/parishes';
import { fetchParishes, fetchProfile } from './api';

/** Named keys: the profile and the parishes' list pages under ['parish']. */
export const parishKeys = {
  all: ['parish'] as const,
  profile: () => [...parishKeys.all, 'profile'] as const,
  list: (query: ParishListQuery) => [...parishKeys.all, 'list', query] as const,
};

export const profileQuery = () => queryOptions({ queryKey: parishKeys.profile(), queryFn: ({ signal }) => fetchProfile(signal) });

export const parishesQuery = (query: ParishListQuery) =>
  queryOptions({ queryKey: parishKeys.list(query), queryFn: ({ signal }) => fetchParishes(query, signal) });

export const refreshParish = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: parishKeys.all });
