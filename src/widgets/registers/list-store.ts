import { createStore } from 'zustand/vanilla';
import { DEFAULT_PAGE_SIZE } from '../../shared/schemas/registers';
import { NO_FILTERS, type ListFilters } from './list-params';

export interface ListState {
  /** As typed or chosen; text filters reach the query after the debounce. */
  filters: ListFilters;
  limit: number;
  page: number;
  /** The filters and size the page was chosen under: when they change, the list starts again at page 1. */
  scope: string;
}

/**
 * The list's filters and page, outside React: they survive a trip to a register's form and back
 * (the element's view changes, the list view remounts).
 */
export const listStore = createStore<ListState>(() => ({ filters: NO_FILTERS, limit: DEFAULT_PAGE_SIZE, page: 1, scope: '' }));
