import { navigate } from '../../../core/elements/events';
import { DataTable, ListFrame, type Column, type DataTableProps } from '../../../core/list';
import type { Filter } from '../../../core/list/list-state';
import type { ListController } from '../../../core/list/useListController';
import { pathTo } from '../../../core/paths';
import { EmptyState } from '../../../core/ui';
import { useSacrament } from '../sacrament';

interface ListTableProps<T extends { id: number }> {
  list: Pick<ListController<T, Filter>, 'data' | 'state' | 'setSort' | 'stale' | 'error' | 'retry' | 'setPage'>;
  columns: Column<T>[];
  /** 'turmas', 'catequistas': the list's texts, its caption, and where a row's edit form is. */
  noun: 'turmas' | 'catequistas';
  empty: string;
  canWrite: boolean;
  container?: HTMLElement | ShadowRoot;
}

/** A catechesis list's rows (classes, catechists): the list kit's frame and table, a row opening its edit form for those who may write. */
export function ListTable<T extends { id: number }>({ list, columns, noun, empty, canWrite, container }: ListTableProps<T>) {
  const s = useSacrament();
  // Rows with an id are keyed by it; a generic row type leaves DataTable's check unresolved, hence the assertion.
  const props = {
    list,
    columns,
    caption: `${noun[0].toUpperCase()}${noun.slice(1)} de ${s.name}`,
    onOpen: canWrite ? (row: T) => navigate(container, pathTo(`/${noun}/${s.slug}/{id}/editar`, { id: row.id })) : undefined,
  } as DataTableProps<T>;
  return (
    <ListFrame list={list} failed={`Falha ao carregar ${noun}`} loading={`Carregando ${noun}...`} empty={<EmptyState title={empty} />}>
      <DataTable {...props} />
    </ListFrame>
  );
}
