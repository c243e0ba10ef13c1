import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { errorText } from '../../core/api/errors';
import { fetchBucket, uploadBucketFile } from './api';
import { TEXT } from './messages';
import { nextToSend, queueReducer } from './upload-queue';
import { remainingBytes } from './usage';
import { bucketKeys } from './useBuckets';

/**
 * Sends the chosen files one at a time, each with its own progress, and reloads the bucket and
 * its files after each. Before sending, the bucket is read again: a file that cannot fit in the
 * space left fails at once with the quota message instead of being sent for nothing.
 */
export function useUploadQueue(rand: string) {
  const client = useQueryClient();
  const [items, dispatch] = useReducer(queueReducer, []);
  const files = useRef(new Map<number, File>());
  const nextId = useRef(1);

  const add = useCallback((chosen: FileList | File[] | null | undefined) => {
    const list = Array.from(chosen ?? []);
    if (!list.length) return;
    const firstId = nextId.current;
    nextId.current += list.length;
    list.forEach((file, i) => files.current.set(firstId + i, file));
    dispatch({ type: 'add', files: list.map((f) => ({ name: f.name, size: f.size })), firstId });
  }, []);

  const next = nextToSend(items);
  useEffect(() => {
    if (!next) return;
    const { id } = next;
    const file = files.current.get(id);
    dispatch({ type: 'start', id });
    void (async () => {
      try {
        const bucket = await client.fetchQuery({ queryKey: bucketKeys.detail(rand), queryFn: () => fetchBucket(rand), staleTime: 0 });
        if (!file || file.size > remainingBytes(bucket)) {
          dispatch({ type: 'erro', id, error: TEXT.quotaExceeded });
          return;
        }
        await uploadBucketFile(rand, file, (progress) => dispatch({ type: 'progress', id, progress }));
        dispatch({ type: 'ok', id });
      } catch (error) {
        dispatch({ type: 'erro', id, error: errorText(error, TEXT.uploadFailed) });
      } finally {
        files.current.delete(id);
        await client.invalidateQueries({ queryKey: bucketKeys.all });
      }
    })();
    // Runs once per file: `next` changes only when the previous one has finished.
  }, [next?.id]);

  return { items, add, clear: () => dispatch({ type: 'clear' }) };
}
