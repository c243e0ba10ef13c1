import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorText } from '../../core/api/errors';
import { toast } from '../../core/ui';
import { deleteBucket, deleteBucketFile, fetchBucket, fetchBucketFiles, fetchBuckets } from './api';
import { TEXT } from './messages';

/** Query keys of the module: every bucket query starts with 'buckets', so one invalidation refreshes them all. */
export const bucketKeys = {
  all: ['buckets'] as const,
  list: () => ['buckets', 'list'] as const,
  detail: (rand: string) => ['buckets', 'detail', rand] as const,
  files: (rand: string) => ['buckets', 'files', rand] as const,
};

export function useBucketList() {
  return useQuery({ queryKey: bucketKeys.list(), queryFn: fetchBuckets });
}

export function useBucket(rand: string) {
  return useQuery({ queryKey: bucketKeys.detail(rand), queryFn: () => fetchBucket(rand), enabled: Boolean(rand) });
}

export function useBucketFiles(rand: string) {
  return useQuery({ queryKey: bucketKeys.files(rand), queryFn: () => fetchBucketFiles(rand), enabled: Boolean(rand) });
}

/** Deleting one file: usage and list refresh afterwards; failures toast 'Falha ao excluir arquivo' (server text preferred). */
export function useDeleteFile(rand: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fileId: number) => deleteBucketFile(rand, fileId),
    onSuccess: () => toast.success(TEXT.fileDeleted),
    onError: (error) => toast.error(errorText(error, TEXT.deleteFileFailed)),
    onSettled: () => client.invalidateQueries({ queryKey: bucketKeys.all }),
  });
}

/** Deleting the bucket with its files; `onDeleted` leaves the page. */
export function useDeleteBucket(rand: string, onDeleted: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => deleteBucket(rand),
    onSuccess: () => {
      client.removeQueries({ queryKey: bucketKeys.detail(rand) });
      client.removeQueries({ queryKey: bucketKeys.files(rand) });
      void client.invalidateQueries({ queryKey: bucketKeys.list() });
      toast.success(TEXT.bucketDeleted);
      onDeleted();
    },
    onError: (error) => toast.error(errorText(error, TEXT.deleteFailed)),
  });
}
