import { rememberedSearch } from '../../core/list';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, SEARCH_MIN } from '../../shared/schemas/registers';
import { pathTo } from '../../core/paths';

/**
 * The list's filters as the screen holds them (text as typed, choices as '' or the option's key); the names
 * are the address's and the API's. The search and the free-text filters wait 400 ms after the last key.
 * no_legal_basis (roles 1 and 111): '1' lists only registers without a legal basis.
 */
export const REGISTER_LIST = {
  key: 'registers',
  filter: { q: '', civil_status: '', work_state: '', race: '', city: '', home_situation: '', no_legal_basis: '' },
  typed: ['q', 'city', 'home_situation'] as const,
  debounceMs: 400,
  perPage: DEFAULT_PAGE_SIZE,
  pageSizes: PAGE_SIZES,
};
export type RegisterFilter = (typeof REGISTER_LIST)['filter'];

export const NO_FILTERS: RegisterFilter = REGISTER_LIST.filter;

/** The search text counts from 2 characters: one letter would match nearly everyone. */
export function searchTerm(text: string): string {
  const term = text.trim();
  return term.length >= SEARCH_MIN ? term : '';
}

/** The filters as query parameters: what is empty is left out. */
export function filterQuery(filters: RegisterFilter): Record<string, string> {
  const query: Record<string, string> = {};
  const q = searchTerm(filters.q);
  if (q) query.q = q;
  for (const key of ['civil_status', 'work_state', 'race', 'city', 'home_situation'] as const) {
    const value = filters[key].trim();
    if (value) query[key] = value;
  }
  if (filters.no_legal_basis === '1') query.no_legal_basis = '1';
  return query;
}

export interface Banners {
  success: string | null;
  error: string | null;
}

/** The banners a screen hands to the list through the address (?success=...&error=...). */
export function bannersFrom(search: string): Banners {
  const params = new URLSearchParams(search);
  return { success: params.get('success') || null, error: params.get('error') || null };
}

/** /registros as the list last was (its filters, its page), with the banners to show there. */
export function listPath(banners: Partial<Banners> = {}): string {
  const params = new URLSearchParams(rememberedSearch(REGISTER_LIST.key));
  if (banners.success) params.set('success', banners.success);
  if (banners.error) params.set('error', banners.error);
  return pathTo('/registros', { query: params });
}

/** The address without one banner's parameter (closing it), keeping everything else. */
export function withoutBanner(href: string, which: keyof Banners): string {
  const url = new URL(href);
  url.searchParams.delete(which);
  return url.pathname + url.search + url.hash;
}
