import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UploadProgress } from '../../core/api/client';
import type { ImportKind, ImportSummary, Mapping } from '../../shared/schemas/imports';
import { checkLines, fetchImport, fetchImports, importLines, sendSheet, undoImport, type ImportsQuery } from './api';

/** Named keys: every imports query sits under ['imports']. */
const importKeys = {
  all: ['imports'] as const,
  lists: () => [...importKeys.all, 'list'] as const,
  list: (query: ImportsQuery) => [...importKeys.lists(), query] as const,
  detail: (id: number) => [...importKeys.all, 'detail', id] as const,
  progress: (id: number) => [...importKeys.all, 'progress', id] as const,
};

export const listQuery = (query: ImportsQuery) => queryOptions({ queryKey: importKeys.list(query), queryFn: ({ signal }) => fetchImports(query, signal) });

/** An import while it runs, asked again every half second for its progress. */
export const useImportProgress = (id: number | null) =>
  useQuery({
    queryKey: importKeys.progress(id ?? 0),
    queryFn: ({ signal }) => fetchImport(id!, signal),
    enabled: id !== null,
    refetchInterval: id !== null ? 500 : false,
  });

/** An import's detail, asked when it is taken up again (always afresh: its mapping may have changed). */
export function useFetchImport() {
  const client = useQueryClient();
  return (id: number) => client.fetchQuery({ queryKey: importKeys.detail(id), queryFn: ({ signal }) => fetchImport(id, signal), staleTime: 0 });
}

/** A step of an import: the list shows every import's state, so it is read again after each (failed or not). */
function useImportStep<A, R>(mutationFn: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: importKeys.lists() }) });
}

export const useSendSheet = () =>
  useImportStep(({ file, tipo, onProgress }: { file: File; tipo: ImportKind; onProgress: UploadProgress }) => sendSheet(file, tipo, onProgress));
export const useCheckLines = () => useImportStep(({ id, mapping }: { id: number; mapping: Mapping }) => checkLines(id, mapping));
export const useImportLines = () => useImportStep(importLines);
/** Undoes an import, or cancels one not imported yet. */
export const useUndoImport = () => useImportStep((row: Pick<ImportSummary, 'id'>) => undoImport(row.id));
