import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { ApiError } from '../api/errors';
import { afterEach, assertEqual, describe, it } from '../testing/element-test-kit';
import { DataFrame, type DataFrameProps } from './DataFrame';

let root: Root | undefined;
let host: HTMLElement | undefined;
afterEach(() => {
  root?.unmount();
  host?.remove();
});

function mount(notFound: DataFrameProps<string>['notFound']): HTMLElement {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  const state = { data: undefined, error: new ApiError(404, { message: 'Certidão não encontrada. Confira o código.' }), retry: () => undefined };
  flushSync(() =>
    root!.render(
      <DataFrame state={state} loading="Verificando..." failed="Falha" notFound={notFound}>
        {(text) => <p>{text}</p>}
      </DataFrame>,
    ),
  );
  return host;
}

describe("DataFrame's final 'not found'", () => {
  it("says the server's own words when given a function, with no 'Tentar novamente'", () => {
    const el = mount((error) => (error instanceof ApiError ? String((error.body as { message: string }).message) : ''));
    assertEqual(el.querySelector('[role="alert"]')?.textContent, 'Certidão não encontrada. Confira o código.', 'the text');
    assertEqual(el.querySelector('button'), null, 'no retry');
  });

  it('draws a whole state when given one (the text with a way back)', () => {
    const el = mount(
      <div className="empty-state">
        <p>Campanha não encontrada.</p>
        <a href="/dizimo/campanhas">Voltar às campanhas</a>
      </div>,
    );
    assertEqual(el.querySelector('.empty-state p')?.textContent, 'Campanha não encontrada.', 'the text');
    assertEqual(el.querySelector('a')?.textContent, 'Voltar às campanhas', 'the way back');
    assertEqual(el.querySelector('[role="alert"]'), null, 'not an error banner');
  });

  it("draws a whole state made from the error when given a function of it (the server's words with a way back)", () => {
    const el = mount((error) => (
      <section>
        <h1>Verificar certidão</h1>
        <p className="why">{error instanceof ApiError ? String((error.body as { message: string }).message) : ''}</p>
        <a href="/">Voltar</a>
      </section>
    ));
    assertEqual(el.querySelector('h1')?.textContent, 'Verificar certidão', "the screen's title");
    assertEqual(el.querySelector('.why')?.textContent, 'Certidão não encontrada. Confira o código.', "the server's words");
    assertEqual(el.querySelector('a')?.textContent, 'Voltar', 'the way back');
    assertEqual(el.querySelector('button'), null, 'no retry');
  });
});
