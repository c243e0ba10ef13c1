import type { InventoryStats } from '../../shared/schemas/inventory';

/** The list screen's rules that need no React: search threshold, page label, top communities. */

/** Search text is used only from this many characters (spec section 5). */
export const SEARCH_MIN = 2;
export const SEARCH_DEBOUNCE_MS = 400;
export const TOP_COMMUNITIES = 4;

export interface ListFilter {
  q?: string;
  category_id?: number;
  ent_id?: number;
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
