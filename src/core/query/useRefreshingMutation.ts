import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A write after which every query under `queryKey` is read again. The reading is not awaited: the save (and the form
 * that awaits it) ends when the server answers, not after the lists are read again, so what a user types meanwhile into
 * the emptied form is kept (it was wiped on a slow connection).
 */
export function useRefreshingMutation<A, R>(queryKey: QueryKey, mutationFn: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => void client.invalidateQueries({ queryKey }) });
}
