import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { sessionStore } from '../session/store';
import { initialState, isFiltered, listReducer, readSearch, writeSearch, type Filter, type ListDefaults, type Sort } from './list-state';

export interface ListParamsOptions<F extends Filter> extends ListDefaults<F> {
  /** Names the list for `rememberedSearch` (a screen going back to it takes its filters along). */
  key: string;
  /** Filters typed in a text box: they reach the list once typing stops for `debounceMs`. */
  typed?: ReadonlyArray<keyof F & string>;
  debounceMs?: number;
  /** false for a list that is not the page's subject (inside a dialog): its state stays out of the address. */
  inAddress?: boolean;
}

// The last address of each list, by key, for this page's lifetime; forgotten when another user signs in here.
const remembered = new Map<string, string>();
let rememberedFor = sessionStore.getState().user?.id;
sessionStore.subscribe(({ user }) => {
  if (user?.id !== rememberedFor) remembered.clear();
  rememberedFor = user?.id;
});

/** The address query ('?q=ana&page=2' or '') the list `key` last showed, to return to it as it was. */
export function rememberedSearch(key: string): string {
  return remembered.get(key) ?? '';
}

/**
 * A list's filters, sort, page and page size: one reducer (every change of what is listed starts again at
 * page 1), kept in the page's address. Filter, sort and size changes replace the history entry; a page
 * change adds one, so Back returns to the previous page. Back and Forward load the address's list. Only
 * while the address is still the one the list opened on: the host page routes with the same history.
 */
export function useListParams<F extends Filter>(options: ListParamsOptions<F>) {
  const { typed = [], debounceMs = 0, inAddress = true } = options;
  const [state, dispatch] = useReducer(listReducer<F>, options, (o) => (o.inAddress === false ? initialState(o) : readSearch(location.search, o)));
  const [draft, setDraft] = useState<Partial<F>>({});
  const push = useRef(false);
  const [path] = useState(() => (inAddress ? location.pathname : ''));
  // The caller's options as of the last render, for the effects below (callers build them anew each render).
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    if (Object.keys(draft).length === 0) return;
    const timer = setTimeout(() => {
      dispatch({ type: 'filter', patch: draft });
      setDraft({});
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [draft, debounceMs]);

  useEffect(() => {
    const pushing = push.current;
    push.current = false;
    remembered.set(latest.current.key, writeSearch(state, latest.current));
    if (!inAddress || location.pathname !== path) return;
    const search = writeSearch(state, latest.current, location.search);
    if (search === location.search) return;
    const url = location.pathname + search + location.hash;
    if (pushing) history.pushState(null, '', url);
    else history.replaceState(history.state, '', url);
  }, [state, inAddress, path]);

  useEffect(() => {
    if (!inAddress) return;
    const load = () => {
      if (location.pathname !== path) return;
      setDraft({});
      dispatch({ type: 'load', state: readSearch(location.search, latest.current) });
    };
    addEventListener('popstate', load);
    return () => removeEventListener('popstate', load);
  }, [inAddress, path]);

  const fixPage = useCallback((page: number) => dispatch({ type: 'page', page }), []);
  const shown = { ...state.filter, ...draft } as F;
  return {
    state,
    /** The filters as the screen shows them (typing included). */
    filter: shown,
    setFilter(name: keyof F & string, value: string) {
      if (typed.includes(name)) setDraft((d) => ({ ...d, [name]: value }));
      else dispatch({ type: 'filter', patch: { [name]: value } as Partial<F> });
    },
    clearFilters() {
      setDraft({});
      dispatch({ type: 'filter', patch: options.filter });
    },
    filtered: isFiltered(shown, options.filter),
    setSort: (sort: Sort) => dispatch({ type: 'sort', sort }),
    setPerPage: (perPage: number) => dispatch({ type: 'perPage', perPage }),
    setPage(page: number) {
      push.current = true;
      dispatch({ type: 'page', page });
    },
    /** Shows another page without a history entry of its own (the list shrank under the page asked for). */
    fixPage,
    pageSizes: options.pageSizes,
  };
}

export type ListParams<F extends Filter> = ReturnType<typeof useListParams<F>>;
