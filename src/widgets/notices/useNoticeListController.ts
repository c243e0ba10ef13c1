import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../core/hooks/useDebouncedValue';
import { NOTICE_PAGE_SIZE, NOTICE_SEARCH_DEBOUNCE_MS } from '../../shared/schemas/notices';
import type { NoticeFilter } from './api';
import { useNoticeList } from './queries';

/**
 * The list screen's state: search (300 ms debounce), importance and attachment filters, and the page,
 * which goes back to 1 whenever the filters change (without fetching the old page under the new filters).
 */
export function useNoticeListController() {
  const [search, setSearch] = useState('');
  const [level, setLevel] = useState<NonNullable<NoticeFilter['level']>>('');
  const [hasAttachment, setHasAttachment] = useState<NonNullable<NoticeFilter['hasAttachment']>>('');
  const q = useDebouncedValue(search.trim(), NOTICE_SEARCH_DEBOUNCE_MS);
  const filter: NoticeFilter = { q, level, hasAttachment };
  const filterKey = JSON.stringify(filter);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const query = useNoticeList({ page, limit: NOTICE_PAGE_SIZE, filter });
  const lastPage = query.data?.lastPage;

  // Deleting the last notice of the last page leaves that page empty: show the new last one.
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) setPaging({ filterKey, page: lastPage });
  }, [page, lastPage, filterKey]);

  return {
    search,
    setSearch,
    level,
    setLevel,
    hasAttachment,
    setHasAttachment,
    page,
    setPage: (next: number) => setPaging({ filterKey, page: next }),
    filtered: Boolean(q || level || hasAttachment),
    query,
  };
}
