/**
 * Every search compares text folded by search_fold() (015-search-fold.sql: no accents, lower case,
 * the same under any locale), columns and typed text alike, so 'joao' finds 'João'. What the user
 * typed is matched literally: LIKE's wildcards % and _, and its escape \, are escaped in it.
 */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** The LIKE pattern for `text` anywhere in the value; compare with `column LIKE search_fold($n)`, or foldedLike. */
export const likeContains = (text: string) => `%${likeLiteral(text)}%`;

/**
 * `search_fold(param)` computed once per statement: a prepared statement's generic plan folds a bare `search_fold($n)`
 * again for every row it compares (~3.5 µs each: a search of a parish's 2,000 tithers took 9.4 ms against 2.5).
 */
export const foldedParam = (param: string) => `(SELECT search_fold(${param}))`;

/**
 * The LIKE pattern for parameter `param` (a LIKE literal, likeLiteral) anywhere in a value, folded and built once per
 * statement: around a bare foldedParam, `'%' || ... || '%' ESCAPE '\'` is built again for every row compared (LIKE's
 * escape is the backslash without saying so).
 */
export const foldedContains = (param: string) => `(SELECT '%' || search_fold(${param}) || '%')`;

/**
 * `value LIKE` the pattern in parameter `param`, folded once (foldedParam). For lists whose search no index of the
 * pattern serves, so that their statements are prepared and not planned again for each name (db/types.ts); the
 * registers and the books keep `search_fold($n)` where their trigram indexes serve the search (a parish or a book
 * past its own index's limit).
 */
export const foldedLike = (value: string, param: string) => `${value} LIKE ${foldedParam(param)}`;

/**
 * A name search counts its matches up to this many: counting every 'Silva' of a 200,000-record archive, or of
 * a diocese's million baptisms, reads most of the table (bench/sacramentos.bench.ts, bench/diocese.bench.ts);
 * past it the list says 'more than' (total_exato false).
 */
export const SEARCH_COUNT_CAP = 1000;

export interface CappedPage<T> {
  rows: T[];
  total: number;
  exact: boolean;
}

/** What a count of up to SEARCH_COUNT_CAP + 1 matches says: all of them, or the cap and 'more than' (exact false); an uncapped count is exact. */
export function cappedTotal(counted: number, capped = true): Omit<CappedPage<never>, 'rows'> {
  return capped && counted > SEARCH_COUNT_CAP ? { total: SEARCH_COUNT_CAP, exact: false } : { total: counted, exact: true };
}

/**
 * One page, newest first, of a search counted up to SEARCH_COUNT_CAP: `matches(cap + 1)` gives the matches' ids
 * and dates ('YYYY-MM-DD') in any order (one pass of the search's index); when they are all there the page is
 * cut from them and read by `byIds`, else it comes from `inOrder` (the list's own order: common names fill it early).
 */
export async function cappedSearch<T>(
  page: { page: number; limit: number },
  matches: (limit: number) => Promise<Array<{ id: number; data: string }>>,
  inOrder: () => Promise<T[]>,
  byIds: (ids: number[]) => Promise<T[]>,
): Promise<CappedPage<T>> {
  const found = await matches(SEARCH_COUNT_CAP + 1);
  const counted = cappedTotal(found.length);
  if (!counted.exact) return { rows: await inOrder(), ...counted };
  const ids = found
    .sort((a, b) => b.data.localeCompare(a.data) || b.id - a.id)
    .slice((page.page - 1) * page.limit, page.page * page.limit)
    .map((m) => m.id);
  return { rows: ids.length ? await byIds(ids) : [], ...counted };
}
