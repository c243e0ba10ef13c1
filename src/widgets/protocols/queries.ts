import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListState } from '../../core/list';
import { decideProtocol, deleteProtocol, fetchMyProtocols, fetchParishProtocols, parishQuery, type ParishFilter } from './api';

/** Query keys of the module, in one place: every change invalidates `all` (both views share the cache). */
export const protocolKeys = {
  all: ['protocols'] as const,
  mine: () => ['protocols', 'mine'] as const,
  parish: (query: Record<string, string | number>) => ['protocols', 'parish', query] as const,
};

export function useMyProtocols() {
  return useQuery({ queryKey: protocolKeys.mine(), queryFn: fetchMyProtocols });
}

/** A page of the parish's protocols, cached by what is sent. */
export function parishListQuery(state: ListState<ParishFilter>) {
  const query = parishQuery(state);
  return queryOptions({ queryKey: protocolKeys.parish(query), queryFn: ({ signal }) => fetchParishProtocols(query, signal) });
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
