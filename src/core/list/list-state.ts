/**
 * What a list shows, as one value: its filters (as the screen holds them, '' for none), its sort, its
 * page and page size; the one reducer that changes it (react-admin's useListParams); and its form in
 * the page's address, so that a reload or a shared link shows the same list. Pure: tested alone.
 */

/** Filter values by name; the names are also the address's parameters. */
export type Filter = Record<string, string>;

export interface Sort {
  key: string;
  dir: 'asc' | 'desc';
}

export interface ListState<F extends Filter> {
  filter: F;
  sort: Sort | null;
  page: number;
  perPage: number;
}

/** A list's starting point and what its address may choose from. */
export interface ListDefaults<F extends Filter> {
  filter: F;
  sort?: Sort;
  /** The sortable keys: any other `sort` in an address is ignored. */
  sortable?: readonly string[];
  perPage: number;
  pageSizes: readonly number[];
}

/** A list's usual pages: 20 rows, or 50 or 100 on demand. */
export const USUAL_PAGES = { perPage: 20, pageSizes: [20, 50, 100] } as const;

export type ListAction<F extends Filter> =
  | { type: 'filter'; patch: Partial<F> }
  | { type: 'sort'; sort: Sort }
  | { type: 'perPage'; perPage: number }
  | { type: 'page'; page: number }
  | { type: 'load'; state: ListState<F> };

export function initialState<F extends Filter>(defaults: ListDefaults<F>): ListState<F> {
  return { filter: defaults.filter, sort: defaults.sort ?? null, page: 1, perPage: defaults.perPage };
}

/** Every change of what is listed (a filter, the sort, the page size) starts again at page 1. */
export function listReducer<F extends Filter>(state: ListState<F>, action: ListAction<F>): ListState<F> {
  switch (action.type) {
    case 'filter':
      return { ...state, filter: { ...state.filter, ...action.patch }, page: 1 };
    case 'sort':
      return { ...state, sort: action.sort, page: 1 };
    case 'perPage':
      return { ...state, perPage: action.perPage, page: 1 };
    case 'page':
      return { ...state, page: Math.max(1, action.page) };
    case 'load':
      return action.state;
  }
}

/** Whether any filter differs from its default. */
export function isFiltered<F extends Filter>(filter: F, defaults: F): boolean {
  return Object.entries(filter).some(([key, value]) => value !== defaults[key]);
}

const PAGE = 'page';
const LIMIT = 'limit';
const SORT = 'sort';

/** The list's parameters' names in an address: its filters', page, limit and sort. */
function ownNames<F extends Filter>(defaults: ListDefaults<F>): string[] {
  return [...Object.keys(defaults.filter), PAGE, LIMIT, SORT];
}

/** 'inicio' ascending, '-inicio' descending. */
function readSort<F extends Filter>(value: string | null, defaults: ListDefaults<F>): Sort | null {
  const fallback = defaults.sort ?? null;
  if (!value) return fallback;
  const key = value.replace(/^-/, '');
  return defaults.sortable?.includes(key) ? { key, dir: value.startsWith('-') ? 'desc' : 'asc' } : fallback;
}

/** The list an address asks for; what it leaves out, or gets wrong, is the default. */
export function readSearch<F extends Filter>(search: string, defaults: ListDefaults<F>): ListState<F> {
  const params = new URLSearchParams(search);
  const filter = Object.fromEntries(Object.entries(defaults.filter).map(([key, value]) => [key, params.get(key) ?? value])) as F;
  const page = Number(params.get(PAGE));
  const perPage = Number(params.get(LIMIT));
  return {
    filter,
    sort: readSort(params.get(SORT), defaults),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    perPage: defaults.pageSizes.includes(perPage) ? perPage : defaults.perPage,
  };
}

/**
 * `search` with the list's parameters set to `state`: only what differs from the default is written (the
 * plain list keeps a plain address), and the address's other parameters stay as they are.
 */
export function writeSearch<F extends Filter>(state: ListState<F>, defaults: ListDefaults<F>, search = ''): string {
  const params = new URLSearchParams(search);
  for (const name of ownNames(defaults)) params.delete(name);
  for (const [key, value] of Object.entries(state.filter)) if (value !== (defaults.filter[key] ?? '')) params.set(key, value);
  const sort = state.sort;
  const fallback = defaults.sort;
  if (sort && (sort.key !== fallback?.key || sort.dir !== fallback.dir)) params.set(SORT, `${sort.dir === 'desc' ? '-' : ''}${sort.key}`);
  if (state.perPage !== defaults.perPage) params.set(LIMIT, String(state.perPage));
  if (state.page > 1) params.set(PAGE, String(state.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
