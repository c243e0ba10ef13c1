import { useCallback, useEffect, useReducer, useRef } from 'react';
import { errorText } from '../../core/api/errors';
import { useFreshBucket, useUploadBucketFile } from './queries';
import { TEXT } from './text';
import { nextToSend, queueReducer } from './upload-queue';
import { remainingBytes } from './usage';

/**
 * Sends the chosen files one at a time, each with its own progress, and reloads the bucket and
 * its files after each. Before sending, the bucket is read again: a file that cannot fit in the
 * space left fails at once with the quota message instead of being sent for nothing.
 */
export function useUploadQueue(rand: string) {
  const [items, dispatch] = useReducer(queueReducer, []);
  const files = useRef(new Map<number, File>());
  const nextId = useRef(1);
  const freshBucket = useFreshBucket(rand);
  const upload = useUploadBucketFile(rand).mutateAsync;

  const add = useCallback((chosen: FileList | File[] | null | undefined) => {
    const list = Array.from(chosen ?? []);
    if (!list.length) return;
    const firstId = nextId.current;
    nextId.current += list.length;
    list.forEach((file, i) => files.current.set(firstId + i, file));
    dispatch({ type: 'add', files: list.map((f) => ({ name: f.name, size: f.size })), firstId });
  }, []);

  const send = useCallback(
    async (id: number) => {
      const file = files.current.get(id);
      files.current.delete(id);
      try {
        const bucket = await freshBucket();
        if (!file || file.size > remainingBytes(bucket)) {
          dispatch({ type: 'erro', id, error: TEXT.quotaExceeded });
          return;
        }
        await upload({ file, onProgress: (progress) => dispatch({ type: 'progress', id, progress }) });
        dispatch({ type: 'ok', id });
      } catch (error) {
        dispatch({ type: 'erro', id, error: errorText(error, TEXT.uploadFailed) });
      }
    },
    [freshBucket, upload],
  );

  // The next file starts once the one before it has finished (`next` is none while one is sending).
  const next = nextToSend(items)?.id;
  useEffect(() => {
    if (next === undefined) return;
    dispatch({ type: 'start', id: next });
    void send(next);
  }, [next, send]);

  return { items, add, clear: () => dispatch({ type: 'clear' }) };
}
