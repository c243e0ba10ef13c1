import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UploadProgress } from '../../core/api/client';
import type { ListState } from '../../core/list';
import {
  createProtocol,
  decideProtocol,
  deleteProtocol,
  fetchMyProtocols,
  fetchParishProtocols,
  parishQuery,
  uploadProtocolFiles,
  type ParishFilter,
} from './api';

/** Query keys of the module, in one place: every change invalidates `all` (both views share the cache). */
const protocolKeys = {
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
function useInvalidateProtocols() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: protocolKeys.all });
}

export function useCreateProtocol() {
  return useMutation({ mutationFn: createProtocol, onSuccess: useInvalidateProtocols() });
}

/** Files sent to a protocol, with progress; the lists are read again whether they all arrived or not. */
export function useUploadProtocolFiles() {
  return useMutation({
    mutationFn: ({ id, files, onProgress }: { id: number; files: File[]; onProgress?: UploadProgress }) => uploadProtocolFiles(id, files, onProgress),
    onSettled: useInvalidateProtocols(),
  });
}

export function useDeleteProtocol() {
  return useMutation({ mutationFn: deleteProtocol, onSuccess: useInvalidateProtocols() });
}

export function useDecideProtocol() {
  return useMutation({ mutationFn: ({ id, status }: { id: number; status: 1 | 2 | 3 }) => decideProtocol(id, status), onSuccess: useInvalidateProtocols() });
}
