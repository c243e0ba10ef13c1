import { keepPreviousData, useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Filter, ListState } from './list-state';
import { slicePage, type Page } from './page';
import { useListParams, type ListParams, type ListParamsOptions } from './useListParams';

/** Everything a list screen shows and does: its parameters (useListParams) and the page on screen. */
export interface ListController<T, F extends Filter> extends ListParams<F> {
  /** The page on screen: the one asked for, the previous one while it loads, or the last that came when it failed. */
  data: Page<T> | undefined;
  /** The page on screen is not the one asked for (still coming, or it failed). */
  stale: boolean;
  /** A request is under way (the first, the next page, a refresh). */
  fetching: boolean;
  /** The last attempt failed (null when it did not): said above the page on screen, or instead of it. */
  error: unknown;
  retry: () => void;
}

/** A cached query (TanStack Query's options: key, fetch, and whatever else it sets). */
export type ListQuery<T, K extends QueryKey = QueryKey> = UseQueryOptions<T, Error, T, K>;

/** A page asked for past the end (the list shrank under it: deletions) shows the last one, without a history entry. */
function useKeepPageInRange(page: number, lastPage: number | undefined, settled: boolean, fixPage: (page: number) => void) {
  useEffect(() => {
    if (settled && lastPage !== undefined && page > lastPage) fixPage(lastPage);
  }, [settled, page, lastPage, fixPage]);
}

/** The last page that came as asked for (kept from render to render), shown when a later one fails. */
function useLastGood<T>(page: Page<T> | undefined): Page<T> | undefined {
  const [last, setLast] = useState(page);
  if (page && page !== last) setLast(page);
  return page ?? last;
}

/**
 * A list paged by the server: `query` gives the cached query of one page (its key must hold everything the
 * request sends). The previous page stays on screen while the next one loads, the next page is fetched
 * ahead, a page that fails leaves the last good one on screen with the error above it.
 */
export function useListController<T, F extends Filter, K extends QueryKey>(
  options: ListParamsOptions<F> & { query: (state: ListState<F>) => ListQuery<Page<T>, K> },
): ListController<T, F> {
  const params = useListParams(options);
  const { state } = params;
  const queryClient = useQueryClient();
  const list = useQuery({ ...options.query(state), placeholderData: keepPreviousData });
  const lastGood = useLastGood(list.data && !list.isPlaceholderData ? list.data : undefined);
  const settled = list.isSuccess && !list.isPlaceholderData;
  const lastPage = list.data?.lastPage ?? 0;
  // The caller's query as of the last render (callers build it anew each render): the prefetch runs when the page does.
  const query = useRef(options.query);
  useEffect(() => {
    query.current = options.query;
  });
  useEffect(() => {
    if (settled && state.page < lastPage) void queryClient.prefetchQuery(query.current({ ...state, page: state.page + 1 }));
  }, [settled, state, lastPage, queryClient]);
  useKeepPageInRange(state.page, list.data?.lastPage, settled, params.fixPage);
  return {
    ...params,
    data: list.data ?? (list.isError ? lastGood : undefined),
    stale: list.isPlaceholderData || (list.isError && !list.data),
    fetching: list.isFetching,
    error: list.error,
    retry: () => void list.refetch(),
  };
}

/**
 * A list the browser holds whole (fetched once by `query`) and filters, sorts and pages itself: `rows`
 * gives the rows `state` shows, in order.
 */
export function useLocalListController<T, F extends Filter, K extends QueryKey>(
  options: ListParamsOptions<F> & { query: ListQuery<T[], K>; rows: (items: T[], state: ListState<F>) => T[] },
): ListController<T, F> {
  const params = useListParams(options);
  const { state } = params;
  const list = useQuery(options.query);
  const { rows } = options;
  const data = useMemo(() => (list.data ? slicePage(rows(list.data, state), state.page, state.perPage) : undefined), [list.data, state, rows]);
  useKeepPageInRange(state.page, data?.lastPage, list.isSuccess, params.fixPage);
  return { ...params, data, stale: false, fetching: list.isFetching, error: list.error, retry: () => void list.refetch() };
}
