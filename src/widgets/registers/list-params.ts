import { SEARCH_MIN } from '../../shared/schemas/registers';

/** Search and free-text filters wait this long after the last key (spec section 9). */
export const SEARCH_DEBOUNCE_MS = 400;

/** The list's filters as the screen holds them: text as typed, choices as '' or the option's key. */
export interface ListFilters {
  q: string;
  civil_status: string;
  work_state: string;
  race: string;
  city: string;
  home_situation: string;
  /** LGPD (roles 1 and 111): '1' lists only registers without a legal basis. */
  no_legal_basis?: string;
}

export const NO_FILTERS: ListFilters = { q: '', civil_status: '', work_state: '', race: '', city: '', home_situation: '' };

/** The search text counts from 2 characters (spec section 5); shorter is no search. */
export function searchTerm(text: string): string {
  const term = text.trim();
  return term.length >= SEARCH_MIN ? term : '';
}

/** The filters as query parameters: what is empty is left out. */
export function filterQuery(filters: ListFilters): Record<string, string> {
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

/** /registros with the banners to show there. */
export function listPath(banners: Partial<Banners> = {}): string {
  const params = new URLSearchParams();
  if (banners.success) params.set('success', banners.success);
  if (banners.error) params.set('error', banners.error);
  const query = params.toString();
  return query ? `/registros?${query}` : '/registros';
}

/** The address without one banner's parameter (closing it), keeping everything else. */
export function withoutBanner(href: string, which: keyof Banners): string {
  const url = new URL(href);
  url.searchParams.delete(which);
  return url.pathname + url.search + url.hash;
}

