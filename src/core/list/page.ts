/**
 * One page of a list, as every list screen reads it whatever the wire format (react-admin's getList
 * result): the rows, how many match in all, which page this is and the last one.
 */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  lastPage: number;
}

/** The server's list meta ({ total, page, last_page }) with its rows, as a Page. */
export function pageFromMeta<T>(items: T[], meta: { total: number; page: number; last_page: number }): Page<T> {
  return { items, total: meta.total, page: meta.page, lastPage: meta.last_page };
}

/** One page of rows held in the browser; a page past the end shows the last one. */
export function slicePage<T>(items: readonly T[], page: number, size: number): Page<T> {
  const lastPage = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), lastPage);
  return { items: items.slice((current - 1) * size, current * size), page: current, lastPage, total: items.length };
}
