import type { Filter, ListState } from './list-state';

/**
 * One page of a list, as every list screen reads it whatever the wire format (react-admin's getList
 * result): the rows, how many match in all, which page this is and the last one.
 */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  lastPage: number;
  /**
   * false when the server stopped counting: `total` is then a floor ('mais de 1.000') and `lastPage` only
   * the last page known so far (the next one while this page came back full). Absent: the count is exact.
   */
  exact?: false;
}

/** The server's list meta as it comes: `total_exato: false` when a search counted only up to a cap. */
export interface WireMeta {
  total: number;
  page: number;
  last_page: number;
  /** The page size asked for; with an inexact total, a page this full means there may be a next one. */
  limit?: number;
  total_exato?: boolean;
}

/**
 * The server's list meta ({ total, page, last_page }) with its rows, as a Page. A total the server did not
 * count to the end (`total_exato: false`) gives an inexact page whose last page is the next one while this
 * one came back full, this one otherwise.
 */
export function pageFromMeta<T>(items: T[], meta: WireMeta): Page<T> {
  if (meta.total_exato !== false) return { items, total: meta.total, page: meta.page, lastPage: meta.last_page };
  const full = meta.limit === undefined ? items.length > 0 : items.length >= meta.limit;
  return { items, total: meta.total, page: meta.page, lastPage: full ? meta.page + 1 : meta.page, exact: false };
}

/** One page of rows held in the browser; a page past the end shows the last one. */
export function slicePage<T>(items: readonly T[], page: number, size: number): Page<T> {
  const lastPage = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), lastPage);
  return { items: items.slice((current - 1) * size, current * size), page: current, lastPage, total: items.length };
}

/** A list's filters as the API reads them (the query of a page, its CSV): each trimmed, the empty ones left out. */
export function filterQuery(filter: Filter): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filter)
      .map(([name, value]) => [name, value.trim()])
      .filter(([, value]) => value !== ''),
  );
}

/** A list's page as the API asks for it: its filters (filterQuery), the page and its size (`limit`). */
export const pageQuery = ({ filter, page, perPage }: ListState<Filter>) => ({ ...filterQuery(filter), page, limit: perPage });
