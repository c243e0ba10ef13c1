import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { ApiError } from '../api/errors';
import { afterEach, assertEqual, describe, it, waitFor } from '../testing/element-test-kit';
import { DataFrame, type DataState } from './DataFrame';
import { usePublicFetch } from './usePublicFetch';

let root: Root | undefined;
let host: HTMLElement | undefined;
afterEach(() => {
  root?.unmount();
  host?.remove();
});

function mount(node: React.ReactNode): HTMLElement {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  flushSync(() => root!.render(node));
  return host;
}

const state = <T,>(data: T | undefined, error: unknown = null, retry: () => unknown = () => undefined): DataState<T> => ({ data, error, retry: () => void retry() });
const frame = (s: DataState<string[]>) => (
  <DataFrame state={s} loading="Carregando nomes..." failed="Falha ao carregar nomes" notFound="Paróquia não encontrada." empty="Nenhum nome.">
    {(names) => <ul>{names.map((n) => <li key={n}>{n}</li>)}</ul>}
  </DataFrame>
);

describe('DataFrame: the states of data that loads, drawn one way', () => {
  it('loading, then the data, or the empty state', () => {
    const el = mount(frame(state<string[]>(undefined)));
    assertEqual(el.querySelector('[role="status"]')?.textContent, 'Carregando nomes...', 'the spinner');
    flushSync(() => root!.render(frame(state(['Ana', 'Bento']))));
    assertEqual(el.querySelectorAll('li').length, 2, 'the rows');
    flushSync(() => root!.render(frame(state<string[]>([]))));
    assertEqual(el.textContent, 'Nenhum nome.', 'the empty state');
  });

  it("a failure says the server's text or the screen's line, with 'Tentar novamente'; above the last data when there is some", () => {
    let retried = 0;
    const el = mount(frame(state<string[]>(undefined, new ApiError(500, { message: 'Banco indisponível.' }), () => retried++)));
    assertEqual(el.textContent?.includes('Banco indisponível.'), true, "the server's text");
    el.querySelector<HTMLButtonElement>('button')!.click();
    assertEqual(retried, 1, 'Tentar novamente');
    flushSync(() => root!.render(frame(state<string[]>(undefined, new ApiError(0, null)))));
    assertEqual(el.textContent?.includes('Falha ao carregar nomes'), true, "the screen's line when the server said nothing");
    flushSync(() => root!.render(frame(state(['Ana'], new ApiError(500, null)))));
    assertEqual(el.textContent?.includes('Mostrando os últimos dados carregados.') && el.querySelectorAll('li').length === 1, true, 'the failure above the last data');
  });

  it('a 404 is final: its text, no retry', () => {
    const el = mount(frame(state<string[]>(undefined, new ApiError(404, null))));
    assertEqual(el.textContent, 'Paróquia não encontrada.', 'the text');
    assertEqual(el.querySelector('button'), null, 'no retry');
  });
});

describe('usePublicFetch: a public element fetch', () => {
  it('aborts the request of a key no longer wanted, keeps what is shown while a new key loads, retries, and says not-found', async () => {
    const calls: { key: string; signal: AbortSignal; resolve: (v: string) => void; reject: (e: unknown) => void }[] = [];
    let setKey: (k: string) => void = () => undefined;
    let seen: ReturnType<typeof usePublicFetch<string>> | undefined;
    function Probe({ identity }: { identity: string }) {
      const [key, set] = useState('a');
      setKey = set;
      seen = usePublicFetch(
        key,
        (signal) =>
          new Promise<string>((resolve, reject) => {
            calls.push({ key, signal, resolve, reject });
          }),
        identity,
      );
      return null;
    }
    mount(<Probe identity="p1" />);
    await waitFor(() => calls.length === 1, 'the first request');
    assertEqual(seen!.status, 'loading', 'loading');
    calls[0].resolve('A');
    await waitFor(() => seen!.data === 'A', 'the first answer');
    flushSync(() => setKey('b'));
    await waitFor(() => calls.length === 2, 'the second request');
    assertEqual(seen!.data, 'A', 'what was shown stays while the new key loads');
    assertEqual(seen!.fetching, true, 'fetching');
    flushSync(() => setKey('c'));
    await waitFor(() => calls.length === 3, 'the third request');
    assertEqual(calls[1].signal.aborted, true, 'the request no longer wanted is aborted');
    calls[1].reject(new ApiError(500, null));
    calls[2].reject(new ApiError(500, null));
    await waitFor(() => seen!.status === 'unavailable', 'unavailable');
    flushSync(() => seen!.retry());
    await waitFor(() => calls.length === 4, 'the retry');
    calls[3].reject(new ApiError(404, null));
    await waitFor(() => seen!.status === 'not-found', 'not found');
    flushSync(() => root!.render(<Probe identity="p2" />));
    await waitFor(() => calls.length === 5, 'another identity');
    assertEqual(seen!.data, undefined, "nothing of another identity's data stays");
  });
});
