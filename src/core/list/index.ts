/** The list kit: a list screen is its columns, its filters and its query. */
export { DataTable, type Column } from './DataTable';
export { ListFilters, PageSizeField, SelectFilter, SortField, TextFilter } from './filters';
export { ListFrame } from './ListFrame';
export { RowActions } from './RowActions';
export type { ListState, Sort } from './list-state';
export { pageFromMeta, type Page } from './page';
export { useListController, useLocalListController, type ListQuery } from './useListController';
export { rememberedSearch } from './useListParams';
