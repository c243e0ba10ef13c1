import { useEffect, useState } from 'react';
import type { PublicNotice } from '../../shared/schemas/notices-base';
import type { Page } from '../../core/list/page';
import { fetchPublicFeed } from './public-api';

export interface PublicFeedState {
  data: Page<PublicNotice> | undefined;
  error: unknown;
  /** Nothing to show yet (first page loading). */
  isPending: boolean;
  /** A page is loading; the previous one stays on screen meanwhile. */
  isFetching: boolean;
}

/**
 * The public feed of `paroquia`, page by page; no session involved. A plain effect rather than the
 * portal's query cache: a parish website embeds this view alone, and TanStack Query would double its size.
 */
export function usePublicFeed(paroquia: number | undefined) {
  const [page, setPage] = useState(1);
  const valid = Number.isInteger(paroquia) && paroquia! > 0;
  const [query, setQuery] = useState<PublicFeedState>({ data: undefined, error: null, isPending: true, isFetching: valid });
  useEffect(() => {
    if (!valid) return;
    const controller = new AbortController();
    setQuery((q) => ({ ...q, isFetching: true }));
    fetchPublicFeed(paroquia!, page, controller.signal).then(
      (data) => setQuery({ data, error: null, isPending: false, isFetching: false }),
      (error: unknown) => {
        if (!controller.signal.aborted) setQuery((q) => ({ ...q, error, isPending: false, isFetching: false }));
      },
    );
    return () => controller.abort();
  }, [valid, paroquia, page]);
  return { valid, page, setPage, query };
}
