import { sessionStore } from '../session/store';
import type { User } from '../../shared/schemas/session';
import { act, renderHook, type RenderedHook } from '../testing/render-hook';
import { afterEach, assertEqual, describe, it } from '../testing/element-test-kit';
import { rememberedSearch, useListParams, type ListParams } from './useListParams';

// The list kit's parameters as a screen uses them, in a real browser (its address and history), with the
// debounce run on a clock the test moves: react-admin's useListParams.spec is the model.

type Filter = { q: string; status: string };
const LIST = {
  key: 'probe',
  filter: { q: '', status: '' },
  sort: { key: 'nome', dir: 'asc' as const },
  sortable: ['nome', 'inicio'],
  perPage: 12,
  pageSizes: [8, 12, 16],
  typed: ['q'] as const,
  debounceMs: 300,
};

/** The page's setTimeout and clearTimeout on a clock that moves only when the test says (mocha keeps its own). */
function fakeClock() {
  const real = { setTimeout: window.setTimeout, clearTimeout: window.clearTimeout };
  const timers = new Map<number, { at: number; run: () => void }>();
  let now = 0;
  let last = 0;
  window.setTimeout = ((run: () => void, ms = 0) => {
    timers.set(++last, { at: now + ms, run });
    return last;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id: number) => void timers.delete(id)) as typeof window.clearTimeout;
  return {
    /** Moves the clock `ms` on, running each timer that falls due on the way, in order. */
    tick(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = [...timers].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        act(() => due[1].run());
      }
      now = until;
    },
    restore: () => Object.assign(window, real),
  };
}

let rendered: RenderedHook<ListParams<Filter>> | undefined;
let clock: ReturnType<typeof fakeClock> | undefined;
afterEach(() => {
  clock?.restore();
  clock = undefined;
  rendered?.unmount();
  rendered = undefined;
});

/** The list opened on `search` (the page's address), as a screen opens it. */
function openList(search = '') {
  history.replaceState(null, '', `${location.pathname}${search}`);
  rendered = renderHook(() => useListParams<Filter>({ ...LIST, typed: [...LIST.typed] }));
  return rendered;
}
const state = () => rendered!.result().state;

describe('useListParams: the list in the address', () => {
  it('opens on the list the address asks for; what it leaves out or gets wrong is the default', () => {
    openList('?q=ana&status=2&page=3&limit=16&sort=-inicio&tab=outra');
    assertEqual(
      JSON.stringify(state()),
      JSON.stringify({ filter: { q: 'ana', status: '2' }, sort: { key: 'inicio', dir: 'desc' }, page: 3, perPage: 16 }),
      'the state',
    );
    rendered!.unmount();
    openList('?page=-2&limit=7&sort=senha');
    assertEqual(
      JSON.stringify(state()),
      JSON.stringify({ filter: { q: '', status: '' }, sort: { key: 'nome', dir: 'asc' }, page: 1, perPage: 12 }),
      'the defaults',
    );
  });

  it('debounces a typed filter: only the text typed last reaches the list, once typing stops, on page 1', () => {
    openList('?page=2');
    clock = fakeClock();
    const list = () => rendered!.result();
    act(() => list().setFilter('q', 'a'));
    clock.tick(200);
    act(() => list().setFilter('q', 'an'));
    clock.tick(200);
    act(() => list().setFilter('q', 'ana'));
    assertEqual(list().filter.q, 'ana', 'the box shows what is typed');
    clock.tick(299);
    assertEqual(state().filter.q, '', 'the list before the pause');
    clock.tick(1);
    assertEqual(state().filter.q, 'ana', 'the list after the pause');
    assertEqual(state().page, 1, 'back to page 1');
    const searched = [...new Set(rendered!.history.map((r) => r.state.filter.q))];
    assertEqual(JSON.stringify(searched), JSON.stringify(['', 'ana']), 'the searches the list made');
    assertEqual(location.search, '?q=ana', 'the address');
  });

  it('goes back to page 1 on a filter, sort or page-size change, replacing the history entry; a page change adds one', () => {
    openList('?page=3');
    const list = () => rendered!.result();
    const entries = history.length;
    act(() => list().setFilter('status', '2'));
    assertEqual(state().page, 1, 'page after a filter');
    assertEqual(location.search, '?status=2', 'the address after a filter');
    act(() => list().setPage(2));
    assertEqual(history.length, entries + 1, 'a page change is a history entry');
    assertEqual(location.search, '?status=2&page=2', 'the address on page 2');
    act(() => list().setSort({ key: 'inicio', dir: 'desc' }));
    assertEqual(state().page, 1, 'page after a sort');
    act(() => list().setPage(3));
    act(() => list().setPerPage(16));
    assertEqual(state().page, 1, 'page after a page size');
    assertEqual(location.search, '?status=2&sort=-inicio&limit=16', 'the address');
    assertEqual(history.length, entries + 2, 'only the page changes added entries');
  });

  it("Back shows the address's list again", async () => {
    openList('');
    act(() => rendered!.result().setPage(2));
    assertEqual(state().page, 2, 'page 2');
    await act(async () => {
      const popped = new Promise((resolve) => addEventListener('popstate', resolve, { once: true }));
      history.back();
      await popped;
    });
    assertEqual(state().page, 1, 'page 1 after Back');
    assertEqual(location.search, '', 'the address after Back');
  });

  it('remembers the search of each list, from the address it opened on, after it is gone, until another user signs in', () => {
    openList('?q=jo&page=2');
    assertEqual(rememberedSearch('probe'), '?q=jo&page=2', 'read from the address');
    act(() => rendered!.result().setFilter('status', '1'));
    assertEqual(rememberedSearch('probe'), '?q=jo&status=1', 'kept as it changes');
    rendered!.unmount();
    rendered = undefined;
    history.replaceState(null, '', location.pathname);
    assertEqual(rememberedSearch('probe'), '?q=jo&status=1', 'kept once the list is gone');
    sessionStore.setState({ user: { id: 4242 } as User });
    assertEqual(rememberedSearch('probe'), '', 'forgotten for another user');
    sessionStore.setState({ user: null });
  });
});
