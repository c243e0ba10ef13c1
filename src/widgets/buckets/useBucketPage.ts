import { useState } from 'react';
import { navigate } from '../../core/elements/events';
import type { BucketFile } from '../../shared/schemas/buckets';
import { usageLevel } from './usage';
import { useBucket, useBucketFiles, useDeleteBucket, useDeleteFile } from './queries';
import { useUploadQueue } from './useUploadQueue';
import { pathTo } from '../../core/paths';

export type FileLayout = 'grid' | 'list';

/** /buckets/{rand}: the bucket, its files, the upload queue, the layout toggle and both delete confirmations. */
export function useBucketPage(rand: string, container?: HTMLElement | ShadowRoot) {
  const bucket = useBucket(rand);
  const files = useBucketFiles(rand);
  const uploads = useUploadQueue(rand);
  const [layout, setLayout] = useState<FileLayout>('grid');
  const [fileToDelete, setFileToDelete] = useState<BucketFile | null>(null);
  const [confirmBucket, setConfirmBucket] = useState(false);
  const removeFile = useDeleteFile(rand);
  const removeBucket = useDeleteBucket(rand, () => navigate(container, pathTo('/buckets')));

  const data = bucket.data;
  const level = data ? usageLevel(data) : 'ok';
  return {
    bucket,
    files,
    level,
    /** Only the creator uploads and deletes; at 100% nothing more is sent. */
    canChange: Boolean(data?.is_owner),
    uploadBlocked: level === 'full',
    uploads,
    layout,
    setLayout,
    fileToDelete,
    askDeleteFile: setFileToDelete,
    cancelDeleteFile: () => setFileToDelete(null),
    confirmDeleteFile: () => {
      if (!fileToDelete) return;
      removeFile.mutate(fileToDelete.id, { onSettled: () => setFileToDelete(null) });
    },
    deletingFile: removeFile.isPending,
    confirmBucket,
    askDeleteBucket: () => setConfirmBucket(true),
    cancelDeleteBucket: () => setConfirmBucket(false),
    confirmDeleteBucket: () => removeBucket.mutate(undefined, { onError: () => setConfirmBucket(false) }),
    deletingBucket: removeBucket.isPending,
  };
}

export type BucketPage = ReturnType<typeof useBucketPage>;
