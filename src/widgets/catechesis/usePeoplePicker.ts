import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../core/api/errors';
import { useDebouncedValue } from '../../core/hooks/useDebouncedValue';
import { peopleQuery } from './queries';

/** The person picker searches 300 ms after the last key. */
export const PICKER_DEBOUNCE_MS = 300;

/**
 * Searching the parish's registers through the picker variant: the text settles for 300 ms,
 * results come 50 at a time and the next page loads when the list is scrolled to its end.
 */
export function usePeoplePicker() {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), PICKER_DEBOUNCE_MS);
  const query = useInfiniteQuery(peopleQuery(q));
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
