import type { ListState } from '../../core/list';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type InventoryStats } from '../../shared/schemas/inventory';

/** The list screen's rules that need no React: its filters, the search threshold, the top communities. */

/** Search text is used only from this many characters: one letter would match nearly every item. */
const SEARCH_MIN = 2;
const TOP_COMMUNITIES = 4;

/** The filters as the screen holds them ('' for all); the names are the address's and the API's. */
export const ITEM_LIST = {
  key: 'inventory',
  filter: { q: '', category_id: '', ent_id: '' },
  typed: ['q'] as const,
  debounceMs: 400,
  perPage: DEFAULT_PAGE_SIZE,
  pageSizes: PAGE_SIZES,
};
export type ItemFilter = (typeof ITEM_LIST)['filter'];

/** What GET /api/inventory is sent for a list state; the parish is the session's, sent as other systems send it. */
export interface ItemsQuery {
  q?: string;
  category_id?: number;
  ent_id?: number;
  page: number;
  limit: number;
  paroquia_id?: number;
}

export function itemsQuery({ filter, page, perPage }: ListState<ItemFilter>, paroquiaId: number | undefined): ItemsQuery {
  return { q: searchTerm(filter.q), category_id: idFilter(filter.category_id), ent_id: idFilter(filter.ent_id), page, limit: perPage, paroquia_id: paroquiaId };
}

/** The typed search as sent: trimmed, and only with at least 2 characters. */
export function searchTerm(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed.length >= SEARCH_MIN ? trimmed : undefined;
}

/** A select's value as an id filter ('' means all). */
export function idFilter(value: string): number | undefined {
  const id = Number(value);
  return value !== '' && Number.isInteger(id) && id > 0 ? id : undefined;
}

/** The communities shown on the summary card: the first four by quantity, as the server orders them. */
export function topCommunities(stats: InventoryStats | undefined): InventoryStats['by_entity'] {
  return (stats?.by_entity ?? []).slice(0, TOP_COMMUNITIES);
}
