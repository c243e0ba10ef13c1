import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { errorText } from '../../core/api/errors';
import { useDebouncedValue } from '../../core/hooks/useDebouncedValue';
import { useConfirmedDelete } from '../../core/query/useConfirmedDelete';
import { useSession } from '../../core/session/useSession';
import { can } from '../../shared/roles';
import { REGISTER_MSG, type RegisterSummary } from '../../shared/schemas/registers';
import { deleteRegister, exportUrl, type ListParams, type RegisterPage } from './api';
import { bannersFrom, SEARCH_DEBOUNCE_MS, searchTerm, withoutBanner, type Banners, type ListFilters } from './list-params';
import { listStore } from './list-store';
import { listQuery, refreshAfterWrite, registerKeys } from './queries';

/**
 * Everything the list screen shows and does: filters (search from 2 characters and the free-text
 * filters after 400 ms), the page and its size, the next page prefetched, the banners handed over
 * in the address, the sheet to open and deletion with its confirmation.
 */
export function useRegisterList() {
  const user = useSession((s) => s.user);
  const queryClient = useQueryClient();
  const { filters, limit, page: chosenPage, scope: pageScope } = useStore(listStore);

  const q = useDebouncedValue(searchTerm(filters.q), SEARCH_DEBOUNCE_MS);
  const city = useDebouncedValue(filters.city.trim(), SEARCH_DEBOUNCE_MS);
  const bairro = useDebouncedValue(filters.home_situation.trim(), SEARCH_DEBOUNCE_MS);
  const applied: ListFilters = { ...filters, q, city, home_situation: bairro };
  const scope = JSON.stringify([applied, limit]);
  const page = pageScope === scope ? chosenPage : 1;
  const setPage = (next: number) => listStore.setState({ page: next, scope });

  const params: ListParams = { page, limit, filter: applied };
  const list = useQuery(listQuery(params));
  // When a page cannot be fetched, the last page that came stays on screen (spec: cached data on network failure).
  const lastGood = useRef<RegisterPage | undefined>(undefined);
  if (list.data && !list.isPlaceholderData) lastGood.current = list.data;
  const shown = list.data;
  const settled = shown && !list.isPlaceholderData;
  useEffect(() => {
    if (!settled) return;
    if (page < shown.lastPage) void queryClient.prefetchQuery(listQuery({ ...params, page: page + 1 }));
    // After deletions the page may lie past the end: show the last one instead.
    if (page > shown.lastPage) setPage(shown.lastPage);
    // params is rebuilt every render: scope and page say when it changed.
  }, [settled, shown?.lastPage, page, scope]);

  const [banners, setBanners] = useState<Banners>(() => bannersFrom(typeof location === 'undefined' ? '' : location.search));
  function closeBanner(which: keyof Banners) {
    setBanners((b) => ({ ...b, [which]: null }));
    // Taken from the address: a reload must not show it again.
    if (typeof location !== 'undefined' && new URLSearchParams(location.search).has(which)) {
      history.replaceState(history.state, '', withoutBanner(location.href, which));
    }
  }

  const [sheetId, setSheetId] = useState<number | null>(null);
  const deletion = useConfirmedDelete<RegisterSummary>({
    remove: (r) => deleteRegister(r.id),
    settled: async (r) => {
      queryClient.removeQueries({ queryKey: registerKeys.detail(r.id) });
      await refreshAfterWrite(queryClient);
    },
    deleted: REGISTER_MSG.deleted,
    report: (kind, text) => setBanners(kind === 'success' ? { success: text, error: null } : { success: null, error: text }),
  });

  return {
    filters,
    setFilter: (key: keyof ListFilters, value: string) => listStore.setState((s) => ({ filters: { ...s.filters, [key]: value } })),
    limit,
    setLimit: (next: number) => listStore.setState({ limit: next }),
    page,
    setPage,
    list,
    data: list.data ?? (list.isError ? lastGood.current : undefined),
    /** The page on screen is not the one asked for (still coming, or it failed). */
    stale: list.isPlaceholderData || (list.isError && !list.data),
    /** A failure while a page is on screen (cached or the previous one): shown above it. */
    loadError: list.error ? errorText(list.error, 'Falha ao carregar registros') : null,
    exportHref: can(user, 'registersExport') ? exportUrl(applied) : null,
    banners,
    closeBanner,
    sheetId,
    openSheet: setSheetId,
    closeSheet: () => setSheetId(null),
    deletion,
  };
}
