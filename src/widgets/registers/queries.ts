import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { UploadProgress } from '../../core/api/client';
import { ApiError } from '../../core/api/errors';
import type { ListState } from '../../core/list';
import { useConfirmedDelete, type ConfirmedDeleteOptions } from '../../core/query/useConfirmedDelete';
import type { RegisterAttachment, RegisterSummary } from '../../shared/schemas/registers';
import { createRegister, deleteAttachment, deleteRegister, fetchAttachments, fetchRegister, fetchRegisters, updateRegister, uploadAttachments } from './api';
import type { RegisterFormValues } from './form-values';
import { filterQuery, type RegisterFilter } from './list-params';

/** Named keys: every registers query sits under ['registers'], so one invalidation reaches them all (the LGPD ones too). */
export const registerKeys = {
  all: ['registers'] as const,
  lists: () => [...registerKeys.all, 'list'] as const,
  list: (query: Record<string, string | number>) => [...registerKeys.lists(), query] as const,
  detail: (id: number) => [...registerKeys.all, 'detail', id] as const,
  attachments: (id: number) => [...registerKeys.all, 'attachments', id] as const,
};

const notFoundIsFinal = (count: number, error: Error) => !(error instanceof ApiError && error.status === 404) && count < 1;

/**
 * One page per request, cached by what is sent (a one-letter search is the same page as none). The signal
 * cancels a request whose page is no longer wanted; a late answer only fills its own key.
 */
export function listQuery({ filter, page, perPage }: ListState<RegisterFilter>) {
  const query = { ...filterQuery(filter), page, limit: perPage };
  return queryOptions({ queryKey: registerKeys.list(query), queryFn: ({ signal }) => fetchRegisters(query, signal) });
}

/** A register (its 404 told as the server tells it); nothing is asked without an id. */
export const useRegister = (id: number | null) =>
  useQuery({ queryKey: registerKeys.detail(id ?? 0), queryFn: ({ signal }) => fetchRegister(id!, signal), retry: notFoundIsFinal, enabled: id !== null });

export const useAttachments = (id: number | null) =>
  useQuery({
    queryKey: registerKeys.attachments(id ?? 0),
    queryFn: ({ signal }) => fetchAttachments(id!, signal),
    retry: notFoundIsFinal,
    enabled: id !== null,
  });

/** After a write to register `id` (or any): its sheet and every list page are fetched again. */
export function refreshAfterWrite(queryClient: QueryClient, id?: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: registerKeys.lists() }),
    ...(id === undefined
      ? []
      : [queryClient.invalidateQueries({ queryKey: registerKeys.detail(id) }), queryClient.invalidateQueries({ queryKey: registerKeys.attachments(id) })]),
  ]);
}

export interface RegisterSave {
  values: RegisterFormValues;
  photo: File | null;
  removePhoto: boolean;
  /** Fields only some may send (the legal basis). */
  extra?: Record<string, string>;
}

/** A new register (id null) or a register's changes, with its photo. */
export function useSaveRegister(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ values, photo, removePhoto, extra }: RegisterSave) =>
      id !== null ? updateRegister(id, values, photo, removePhoto, extra) : createRegister(values, photo, extra),
    onSuccess: (saved) => refreshAfterWrite(client, saved.id),
  });
}

/** Sending files to a register, with the upload's progress. */
export function useUploadAttachments() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, files, onProgress }: { id: number; files: File[]; onProgress: UploadProgress }) => uploadAttachments(id, files, onProgress),
    onSettled: (_items, _error, { id }) => refreshAfterWrite(client, id),
  });
}

export function useDeleteAttachment(registerId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (a: RegisterAttachment) => deleteAttachment(registerId!, a.id),
    onSettled: () => refreshAfterWrite(client, registerId ?? undefined),
  });
}

/** Deleting a register after the confirmation: its sheet's cache goes, the list is read again. */
export function useDeleteRegister(options: Omit<ConfirmedDeleteOptions<RegisterSummary>, 'remove' | 'settled'>) {
  const client = useQueryClient();
  return useConfirmedDelete<RegisterSummary>({
    remove: (r) => deleteRegister(r.id),
    settled: async (r) => {
      client.removeQueries({ queryKey: registerKeys.detail(r.id) });
      await refreshAfterWrite(client);
    },
    ...options,
  });
}
