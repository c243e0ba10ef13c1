import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { errorText } from '../../core/api/errors';
import { useConfirmedDelete } from '../../core/query/useConfirmedDelete';
import { useSession } from '../../core/session/useSession';
import { toast } from '../../core/ui';
import { can } from '../../shared/roles';
import { CRISMA_MSG, type CrismaClass } from '../../shared/schemas/crisma';
import { deleteClass } from './api';
import { DEFAULT_CLASS_PAGE_SIZE, DEFAULT_SORT, EMPTY_FILTER, filterClasses, isFiltered, nextSort, pageOf, sortClasses, type ClassFilter, type ClassSort, type ClassSortKey } from './class-list';
import { classListQuery, crismaKeys } from './queries';

/**
 * The class list screen: every class of the parish fetched once, then filtered, sorted and paged
 * here (spec section 9); refresh, and deletion after the dialog's confirmation.
 */
export function useClassList() {
  const canWrite = can(useSession((s) => s.user), 'crismaWrite');
  const queryClient = useQueryClient();
  const list = useQuery(classListQuery());

  const [filter, setFilter] = useState<ClassFilter>(EMPTY_FILTER);
  const [sort, setSort] = useState<ClassSort>(DEFAULT_SORT);
  const [size, setSize] = useState<number>(DEFAULT_CLASS_PAGE_SIZE);
  const [page, setPage] = useState(1);
  const rows = useMemo(() => sortClasses(filterClasses(list.data ?? [], filter), sort), [list.data, filter, sort]);
  const shown = pageOf(rows, page, size);

  // Any change of what is listed starts again at page 1.
  const changeFilter = (patch: Partial<ClassFilter>) => {
    setFilter((f) => ({ ...f, ...patch }));
    setPage(1);
  };

  const deletion = useConfirmedDelete<CrismaClass>({
    remove: (c) => deleteClass(c.id),
    settled: (c) => {
      queryClient.removeQueries({ queryKey: crismaKeys.class(c.id) });
      queryClient.removeQueries({ queryKey: crismaKeys.students(c.id) });
      return queryClient.invalidateQueries({ queryKey: crismaKeys.classList() });
    },
    deleted: CRISMA_MSG.classDeleted,
    report: (kind, text) => toast[kind](text),
  });

  return {
    canWrite,
    filters: {
      filter,
      change: changeFilter,
      clear: () => changeFilter(EMPTY_FILTER),
      active: isFiltered(filter),
      size,
      setSize: (next: number) => {
        setSize(next);
        setPage(1);
      },
    },
    sorting: {
      sort,
      by: (key: ClassSortKey) => setSort((s) => nextSort(s, key)),
      set: setSort,
    },
    list: {
      ...shown,
      setPage,
      loading: list.isPending,
      refreshing: list.isFetching,
      refresh: () => void list.refetch(),
      error: list.isError ? errorText(list.error, 'Falha ao carregar turmas') : null,
    },
    deletion,
  };
}

export type ClassListController = ReturnType<typeof useClassList>;
