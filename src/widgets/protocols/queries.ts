import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { decideProtocol, deleteProtocol, fetchMyProtocols, fetchParishProtocols, type ParishFilter } from './api';

/** Query keys of the module, in one place: every change invalidates `all` (both views share the cache). */
export const protocolKeys = {
  all: ['protocols'] as const,
  mine: () => ['protocols', 'mine'] as const,
  parish: (filter: ParishFilter) => ['protocols', 'parish', filter] as const,
};

export function useMyProtocols() {
  return useQuery({ queryKey: protocolKeys.mine(), queryFn: fetchMyProtocols });
}

/** A page of the parish's protocols; the previous page stays on screen while the next one loads. */
export function useParishProtocols(filter: ParishFilter) {
  return useQuery({ queryKey: protocolKeys.parish(filter), queryFn: () => fetchParishProtocols(filter), placeholderData: keepPreviousData });
}

/** Refreshes every cached protocol list after a change. */
export function useInvalidateProtocols() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: protocolKeys.all });
}

export function useDeleteProtocol() {
  const invalidate = useInvalidateProtocols();
  return useMutation({ mutationFn: deleteProtocol, onSuccess: invalidate });
}

export function useDecideProtocol() {
  const invalidate = useInvalidateProtocols();
  return useMutation({ mutationFn: ({ id, status }: { id: number; status: 1 | 2 | 3 }) => decideProtocol(id, status), onSuccess: invalidate });
}
