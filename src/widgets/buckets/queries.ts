import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { UploadProgress } from '../../core/api/client';
import { errorText } from '../../core/api/errors';
import { toast } from '../../core/ui';
import type { CreateBucket } from '../../shared/schemas/buckets';
import { createBucket, deleteBucket, deleteBucketFile, fetchBucket, fetchBucketFiles, fetchBuckets, uploadBucketFile } from './api';
import { TEXT } from './text';

/** Query keys of the module: every bucket query starts with 'buckets', so one invalidation refreshes them all. */
const bucketKeys = {
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

/** The bucket as the server has it now (the space left before a file is sent), into the cache. */
export function useFreshBucket(rand: string) {
  const client = useQueryClient();
  return useCallback(() => client.fetchQuery({ queryKey: bucketKeys.detail(rand), queryFn: () => fetchBucket(rand), staleTime: 0 }), [client, rand]);
}

/** A new bucket (its code answered); the list reads again. */
export function useCreateBucket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateBucket) => createBucket(input),
    onSuccess: () => void client.invalidateQueries({ queryKey: bucketKeys.list() }),
  });
}

/** One file sent with its progress; usage and files read again whether it arrived or not. */
export function useUploadBucketFile(rand: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: UploadProgress }) => uploadBucketFile(rand, file, onProgress),
    onSettled: () => client.invalidateQueries({ queryKey: bucketKeys.all }),
  });
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
