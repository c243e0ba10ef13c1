/** The list kit: a list screen is its columns, its filters and its query. */
export { DataTable, type Column, type DataTableProps } from './DataTable';
export { ExportLink } from './ExportLink';
export { ListFilters, PageSizeField, SelectFilter, SortField, TextFilter } from './filters';
export { ListFrame } from './ListFrame';
export { RowActions } from './RowActions';
export { USUAL_PAGES, type ListState, type Sort } from './list-state';
export { filterQuery, pageFromMeta, pageQuery, type Page } from './page';
export { useListController, useLocalListController, type ListQuery } from './useListController';
export { rememberedSearch } from './useListParams';
