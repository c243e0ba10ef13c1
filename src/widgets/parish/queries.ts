import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRefreshingMutation } from '../../core/query/useRefreshingMutation';
import type { ParishListQuery } from '../../shared/schemas/parishes';
import { actAs, createParish, fetchParishes, fetchProfile, saveProfile, uploadLogo } from './api';
import { bodyOf, type ProfileValues } from './profile-values';

/** Named keys: the profile and the parishes' list pages under ['parish']. */
const parishKeys = {
  all: ['parish'] as const,
  profile: () => [...parishKeys.all, 'profile'] as const,
  list: (query: ParishListQuery) => [...parishKeys.all, 'list', query] as const,
};

export const useProfile = () => useQuery({ queryKey: parishKeys.profile(), queryFn: ({ signal }) => fetchProfile(signal) });

export const parishesQuery = (query: ParishListQuery) =>
  queryOptions({ queryKey: parishKeys.list(query), queryFn: ({ signal }) => fetchParishes(query, signal) });

/** PUT /api/paroquia: the answer is the profile now. */
export function useSaveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: ProfileValues) => saveProfile(bodyOf(values)),
    onSuccess: (saved) => client.setQueryData(parishKeys.profile(), saved),
  });
}

export const useUploadLogo = () => useRefreshingMutation(parishKeys.all, uploadLogo);

export const useCreateParish = () => useRefreshingMutation(parishKeys.all, createParish);

/** Acting as a parish (or back home, null): nothing to refresh, the page starts afresh after it. */
export const useActAsParish = () => useMutation({ mutationFn: actAs });
