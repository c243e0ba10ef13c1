import { notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { act, renderHook, type RenderedHook } from '../testing/render-hook';
import { afterEach, assertEqual, describe, it, waitFor } from '../testing/element-test-kit';
import type { ListState } from './list-state';
import type { Page } from './page';
import { useListController, type ListController } from './useListController';

// The list kit's controller over a real query cache, in a real browser. The pages come from `server`, a
// stand-in for the list's call that counts what it was asked and can hold or refuse a page.

// The cache tells the screens of its answers inside act, so React draws them (effects included) as they come.
notifyManager.setNotifyFunction((notify) => act(notify));

type Filter = { q: string };
const LIST = { key: 'probe', filter: { q: '' }, perPage: 10, pageSizes: [10, 20] };
const ROWS = Array.from({ length: 25 }, (_, i) => `Pessoa ${i + 1}`);

const server = {
  asked: [] as number[],
  /** A page that waits for the test (resolve) or fails (reject) instead of answering at once. */
  held: new Map<number, { resolve: () => void; reject: (error: Error) => void }>(),
  hold: new Set<number>(),
  async page({ filter, page, perPage }: ListState<Filter>): Promise<Page<string>> {
    server.asked.push(page);
    if (server.hold.has(page)) await new Promise<void>((resolve, reject) => server.held.set(page, { resolve, reject }));
    const rows = ROWS.filter((r) => r.includes(filter.q));
    const lastPage = Math.max(1, Math.ceil(rows.length / perPage));
    // As the portal answers a page past the end: no rows, and which page is the last.
    return { items: rows.slice((page - 1) * perPage, page * perPage), total: rows.length, page, lastPage };
  },
};

let rendered: RenderedHook<ListController<string, Filter>> | undefined;
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  server.asked = [];
  server.hold.clear();
  server.held.clear();
});

function openList(search = '') {
  history.replaceState(null, '', `${location.pathname}${search}`);
  // The portal's cache settings (core/query/client.ts), one cache per test, no retry of a failed page.
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  rendered = renderHook(
    () =>
      useListController<string, Filter, readonly unknown[]>({ ...LIST, query: (state) => ({ queryKey: ['probe', state], queryFn: () => server.page(state) }) }),
    wrapper,
  );
  return { list: () => rendered!.result() };
}

const onScreen = (list: () => ListController<string, Filter>) => list().data?.items[0];

describe('useListController: a list paged by the server', () => {
  it('fetches the next page ahead, and shows it from the cache when asked', async () => {
    const { list } = openList();
    await waitFor(() => server.asked.includes(2), 'page 2 fetched ahead');
    assertEqual(list().state.page, 1, 'still on page 1');
    assertEqual(onScreen(list), 'Pessoa 1', 'page 1 on screen');
    act(() => list().setPage(2));
    assertEqual(onScreen(list), 'Pessoa 11', 'page 2 at once, from the cache');
    await waitFor(() => server.asked.includes(3), 'page 3 fetched ahead');
    assertEqual(server.asked.filter((p) => p === 2).length, 1, 'page 2 asked once');
    // The last page has no next one to fetch.
    act(() => list().setPage(3));
    await waitFor(() => onScreen(list) === 'Pessoa 21', 'page 3');
    assertEqual(server.asked.includes(4), false, 'no page after the last');
  });

  it('shows the last page when the address asks for one past the end, without a history entry', async () => {
    const entries = history.length;
    const { list } = openList('?page=7');
    await waitFor(() => list().state.page === 3, 'the last page');
    await waitFor(() => onScreen(list) === 'Pessoa 21', 'its rows');
    assertEqual(location.search, '?page=3', 'the address');
    assertEqual(history.length, entries, 'no history entry');
  });

  it('goes back to page 1 when a filter changes', async () => {
    const { list } = openList('?page=2');
    await waitFor(() => onScreen(list) === 'Pessoa 11', 'page 2');
    act(() => list().setFilter('q', 'Pessoa 2'));
    await waitFor(() => onScreen(list) === 'Pessoa 2', 'the filtered list');
    assertEqual(list().state.page, 1, 'page 1');
    assertEqual(list().data?.total, 7, 'Pessoa 2 and 20 to 25');
  });

  it('keeps the page on screen while the next one comes, and after it fails, with the error to retry', async () => {
    server.hold.add(2);
    const { list } = openList();
    await waitFor(() => server.held.has(2), 'page 2 asked');
    act(() => list().setPage(2));
    assertEqual(onScreen(list), 'Pessoa 1', 'page 1 while page 2 comes');
    assertEqual(list().stale, true, 'stale');
    await act(async () => server.held.get(2)!.reject(new Error('Servidor fora do ar')));
    await waitFor(() => list().error, 'the failure');
    assertEqual(onScreen(list), 'Pessoa 1', 'the last good page stays');
    assertEqual((list().error as Error).message, 'Servidor fora do ar', 'the error');

    server.hold.clear();
    act(() => list().retry());
    await waitFor(() => onScreen(list) === 'Pessoa 11', 'page 2 after the retry');
    assertEqual(list().error, null, 'no error');
    assertEqual(list().stale, false, 'not stale');
  });
});
