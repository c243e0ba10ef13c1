import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { afterEach, assertEqual, describe, it } from '../testing/element-test-kit';
import { usePager } from './usePager';

let root: Root | undefined;
let host: HTMLElement | undefined;
afterEach(() => {
  root?.unmount();
  host?.remove();
});

/** A pager as a list draws it: the page, 'Próxima', and a way to ask for a page before the first. */
function Probe({ identity }: { identity: string }) {
  const { page, setPage } = usePager(identity);
  return (
    <>
      <p>{page}</p>
      <button type="button" onClick={() => setPage(page + 1)}>
        Próxima
      </button>
      <button type="button" onClick={() => setPage(0)}>
        Página 0
      </button>
    </>
  );
}

const click = (el: HTMLElement, name: string) => flushSync(() => [...el.querySelectorAll('button')].find((b) => b.textContent === name)!.click());

describe('usePager: the page of a list kept out of the address', () => {
  it('starts at 1, moves, never goes below 1, and starts again at 1 for another identity', () => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    flushSync(() => root!.render(<Probe identity="1" />));
    const page = () => host!.querySelector('p')!.textContent;
    assertEqual(page(), '1', 'page 1 to begin with');
    click(host, 'Próxima');
    click(host, 'Próxima');
    assertEqual(page(), '3', 'the page asked for');
    click(host, 'Página 0');
    assertEqual(page(), '1', 'never below 1');
    click(host, 'Próxima');
    flushSync(() => root!.render(<Probe identity="2" />));
    assertEqual(page(), '1', 'another parish starts at page 1');
  });
});
