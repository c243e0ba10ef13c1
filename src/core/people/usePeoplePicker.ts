import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { RegisterPickerResponse, type RegisterPick } from '../../shared/schemas/registers';
import { request } from '../api/client';
import { errorText } from '../api/errors';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { pageFromMeta, type Page } from '../list';

const PICKER_PAGE_SIZE = 50;

/** The registers' people to pick from: the spec's picker variant of GET /api/registers (a module may narrow it: same answer). */
const REGISTERS_PICKER = '/api/registers';

/** A picker list's page: id, name and photo, 50 at a time. */
async function pickPeople(path: string, params: { q?: string; page: number; limit: number }, signal?: AbortSignal): Promise<Page<RegisterPick>> {
  const { data } = RegisterPickerResponse.parse(await request(path, { query: params, signal }));
  return pageFromMeta(data.data, data.meta);
}

/** The cached pages of the picker list at `path`: a write that changes whom it offers (a person taken in) drops them, so the next picker starts afresh. */
export const pickerKey = (path: string) => ['people', path] as const;

const peopleQuery = (q: string, path = REGISTERS_PICKER) =>
  infiniteQueryOptions({
    queryKey: [...pickerKey(path), q] as const,
    queryFn: ({ pageParam, signal }) => pickPeople(path, { q: q || undefined, page: pageParam, limit: PICKER_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.lastPage ? last.page + 1 : undefined),
  });

/** The person picker searches 300 ms after the last key. */
const PICKER_DEBOUNCE_MS = 300;

/**
 * Searching the parish's registers through the picker variant (or `path`, a list of the same shape that
 * leaves some out: 'Novo dizimista' offers no one who is a tither already): the text settles for 300 ms,
 * results come 50 at a time and the next page loads when the list is scrolled to its end.
 */
export function usePeoplePicker(path = REGISTERS_PICKER) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), PICKER_DEBOUNCE_MS);
  const query = useInfiniteQuery(peopleQuery(q, path));
  const people = query.data?.pages.flatMap((p) => p.items) ?? [];
  return {
    text,
    setText,
    people,
    total: query.data?.pages[0]?.total ?? 0,
    loading: query.isPending || (query.isFetching && !query.isFetchingNextPage),
    searched: !query.isPending && q === text.trim(),
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
    error: query.isError ? errorText(query.error, 'Falha ao buscar pessoas') : null,
  };
}

export type PeoplePickerController = ReturnType<typeof usePeoplePicker>;
