import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/errors';
import type { DataState } from './DataFrame';

export interface PublicFetch<T> extends DataState<T> {
  /** A new answer is on its way (another amount, another page); what came before stays on screen meanwhile. */
  fetching: boolean;
  /** The element's `data-state` on its base part, as public elements document it. */
  status: 'loading' | 'loaded' | 'not-found' | 'unavailable';
}

interface Answer<T> {
  /** The request it answers: identity, key and attempt. */
  request: string;
  identity: string;
  data: T | undefined;
  error: unknown;
}

/**
 * A public element's data (they run without the portal's query cache, which would double their size):
 * fetched when `key` changes, the request before it aborted, and fetched again by `retry()`. What is on
 * screen stays while a new key loads, unless `identity` changed too (another parish: nothing of the
 * previous one may stay). A failure of an aborted request is never shown.
 */
export function usePublicFetch<T>(key: string, load: (signal: AbortSignal) => Promise<T>, identity: string = key): PublicFetch<T> {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const request = JSON.stringify([identity, key, attempt]);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  useEffect(() => {
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (data) => setAnswer({ request, identity, data, error: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ request, identity, data: undefined, error });
      },
    );
    return () => controller.abort();
  }, [request, identity]);
  const fetching = answer?.request !== request;
  const data = answer?.identity === identity ? answer.data : undefined;
  const error = fetching ? null : answer.error;
  return {
    data,
    error,
    status: data !== undefined ? 'loaded' : error ? (error instanceof ApiError && error.status === 404 ? 'not-found' : 'unavailable') : 'loading',
    fetching,
    retrying: fetching && attempt > 0,
    retry: () => setAttempt((n) => n + 1),
  };
}
