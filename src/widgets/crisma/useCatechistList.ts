import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorText } from '../../core/api/errors';
import { useDebouncedValue } from '../../core/hooks/useDebouncedValue';
import { useConfirmedDelete } from '../../core/query/useConfirmedDelete';
import { useSession } from '../../core/session/useSession';
import { toast } from '../../core/ui';
import { can } from '../../shared/roles';
import { CRISMA_MSG, type Catechist } from '../../shared/schemas/crisma';
import { deleteCatechist, type CatechistFilter } from './api';
import { catechistListQuery, communitiesQuery, crismaKeys } from './queries';

export const CATECHIST_SEARCH_DEBOUNCE_MS = 300;
export const DEFAULT_CATECHIST_PAGE_SIZE = 12;

const idOrUndefined = (value: string) => (value ? Number(value) : undefined);

/** The catechist list screen: filters (name, status, community), server pages, and deletion after the dialog. */
export function useCatechistList() {
  const canWrite = can(useSession((s) => s.user), 'crismaWrite');
  const queryClient = useQueryClient();

  const [searchText, setSearchText] = useState('');
  const [status, setStatus] = useState('');
  const [entId, setEntId] = useState('');
  const [limit, setLimit] = useState(DEFAULT_CATECHIST_PAGE_SIZE);
  const q = useDebouncedValue(searchText.trim(), CATECHIST_SEARCH_DEBOUNCE_MS);
  const filter: CatechistFilter = { q: q || undefined, status: idOrUndefined(status), ent_id: idOrUndefined(entId) };

  // The page belongs to the filter and size it was chosen under: any change of those starts again at page 1.
  const scope = JSON.stringify([filter, limit]);
  const [paging, setPaging] = useState({ scope, page: 1 });
  const page = paging.scope === scope ? paging.page : 1;
  const setPage = (next: number) => setPaging({ scope, page: next });

  const list = useQuery(catechistListQuery({ page, limit, filter }));
  const communities = useQuery(communitiesQuery());
  const shown = list.data;

  // After a deletion the page may lie past the end: show the last one instead.
  useEffect(() => {
    if (shown && !list.isPlaceholderData && page > shown.lastPage) setPage(shown.lastPage);
  }, [shown?.lastPage, page, list.isPlaceholderData]);

  const deletion = useConfirmedDelete<Catechist>({
    remove: (c) => deleteCatechist(c.id),
    settled: (c) => {
      queryClient.removeQueries({ queryKey: crismaKeys.catechist(c.id) });
      return queryClient.invalidateQueries({ queryKey: crismaKeys.catechists() });
    },
    deleted: CRISMA_MSG.catechistDeleted,
    report: (kind, text) => toast[kind](text),
  });

  const filtered = Boolean(searchText || status || entId);
  return {
    canWrite,
    filters: {
      searchText,
      setSearchText,
      status,
      setStatus,
      entId,
      setEntId,
      limit,
      setLimit,
      communities: communities.data ?? [],
      active: filtered,
      clear: () => {
        setSearchText('');
        setStatus('');
        setEntId('');
      },
    },
    list: {
      items: shown?.items ?? [],
      total: shown?.total ?? 0,
      page,
      lastPage: shown?.lastPage ?? 1,
      setPage,
      loading: list.isPending,
      updating: list.isPlaceholderData,
      error: list.isError ? errorText(list.error, 'Falha ao carregar catequistas') : null,
    },
    deletion,
  };
}

export type CatechistListController = ReturnType<typeof useCatechistList>;
