/** The list kit: a list screen is its columns, its filters and its query. */
export { DataTable, type Column } from './DataTable';
export { ListFilters, PageSizeField, SelectFilter, SortField, TextFilter } from './filters';
export { ListFrame } from './ListFrame';
export { RowActions } from './RowActions';
export type { Filter, ListState, Sort } from './list-state';
export { pageFromMeta, slicePage, type Page, type WireMeta } from './page';
export { useListController, useLocalListController, type ListController, type ListQuery } from './useListController';
export { rememberedSearch } from './useListParams';
