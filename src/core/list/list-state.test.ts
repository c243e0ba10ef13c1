import { describe, expect, it } from 'vitest';
import { initialState, isFiltered, listReducer, readSearch, writeSearch, type ListDefaults } from './list-state';
import { pageFromMeta, slicePage } from './page';

const DEFAULTS: ListDefaults<{ q: string; status: string }> = {
  filter: { q: '', status: '' },
  sort: { key: 'inicio', dir: 'desc' },
  sortable: ['id', 'inicio', 'turma'],
  perPage: 10,
  pageSizes: [10, 20, 50],
};

describe('the list reducer', () => {
  const onPage3 = { ...initialState(DEFAULTS), page: 3 };

  it('starts again at page 1 on any change of a filter, the sort or the page size', () => {
    expect(listReducer(onPage3, { type: 'filter', patch: { q: 'ana' } })).toMatchObject({ filter: { q: 'ana', status: '' }, page: 1 });
    expect(listReducer(onPage3, { type: 'sort', sort: { key: 'id', dir: 'asc' } })).toMatchObject({ sort: { key: 'id', dir: 'asc' }, page: 1 });
    expect(listReducer(onPage3, { type: 'perPage', perPage: 50 })).toMatchObject({ perPage: 50, page: 1 });
  });

  it('moves between pages, never below the first', () => {
    expect(listReducer(onPage3, { type: 'page', page: 4 }).page).toBe(4);
    expect(listReducer(onPage3, { type: 'page', page: 0 }).page).toBe(1);
  });

  it('tells when a filter differs from its default', () => {
    expect(isFiltered({ q: '', status: '' }, DEFAULTS.filter)).toBe(false);
    expect(isFiltered({ q: '', status: '2' }, DEFAULTS.filter)).toBe(true);
  });
});

describe('the list in the address', () => {
  it('writes only what differs from the default, and keeps the address’s other parameters', () => {
    expect(writeSearch(initialState(DEFAULTS), DEFAULTS)).toBe('');
    const state = { filter: { q: 'São José', status: '2' }, sort: { key: 'turma', dir: 'asc' as const }, page: 3, perPage: 20 };
    expect(writeSearch(state, DEFAULTS, '?success=Salvo&page=9')).toBe('?success=Salvo&q=S%C3%A3o+Jos%C3%A9&status=2&sort=turma&limit=20&page=3');
    expect(writeSearch({ ...state, sort: { key: 'id', dir: 'desc' } }, DEFAULTS)).toContain('sort=-id');
  });

  it('reads back what it wrote: a reload or a shared link shows the same list', () => {
    const state = { filter: { q: 'ana', status: '' }, sort: { key: 'id', dir: 'desc' as const }, page: 2, perPage: 50 };
    expect(readSearch(writeSearch(state, DEFAULTS), DEFAULTS)).toEqual(state);
    expect(readSearch('', DEFAULTS)).toEqual(initialState(DEFAULTS));
  });

  it('takes the default for what an address gets wrong', () => {
    expect(readSearch('?page=-2&limit=999&sort=senha', DEFAULTS)).toEqual(initialState(DEFAULTS));
    expect(readSearch('?page=abc&limit=20', DEFAULTS)).toMatchObject({ page: 1, perPage: 20 });
  });
});

describe('pages', () => {
  it('reads the server’s meta', () => {
    expect(pageFromMeta(['a'], { total: 21, page: 3, last_page: 3 })).toEqual({ items: ['a'], total: 21, page: 3, lastPage: 3 });
    expect(pageFromMeta(['a'], { total: 21, page: 3, last_page: 3, limit: 10, total_exato: true })).toEqual({ items: ['a'], total: 21, page: 3, lastPage: 3 });
  });

  it('a total counted only up to a cap is inexact: the next page stays open while a full page came back', () => {
    const full = Array.from({ length: 20 }, (_, i) => i);
    // Page 50 of a capped 1,000 (20 a page): the server's last_page (50) is not the end.
    expect(pageFromMeta(full, { total: 1000, page: 50, last_page: 50, limit: 20, total_exato: false })).toEqual({
      items: full,
      total: 1000,
      page: 50,
      lastPage: 51,
      exact: false,
    });
    expect(pageFromMeta(full.slice(0, 7), { total: 1000, page: 64, last_page: 50, limit: 20, total_exato: false })).toMatchObject({
      page: 64,
      lastPage: 64,
      exact: false,
    });
    expect(pageFromMeta([], { total: 1000, page: 90, last_page: 50, limit: 20, total_exato: false })).toMatchObject({ lastPage: 90, exact: false });
    // Without the page size, any row at all may have a next page.
    expect(pageFromMeta(['a'], { total: 1000, page: 2, last_page: 50, total_exato: false })).toMatchObject({ lastPage: 3, exact: false });
  });

  it('cuts rows held in the browser into pages, a page past the end showing the last', () => {
    const rows = Array.from({ length: 25 }, (_, i) => i);
    expect(slicePage(rows, 2, 10)).toEqual({ items: rows.slice(10, 20), page: 2, lastPage: 3, total: 25 });
    expect(slicePage(rows, 9, 10)).toMatchObject({ items: rows.slice(20), page: 3 });
    expect(slicePage([], 1, 10)).toEqual({ items: [], page: 1, lastPage: 1, total: 0 });
  });
});
