/**
 * A hook rendered in a throwaway React root, as react-admin's tests render theirs: `result()` is what it
 * returned last; changes made through it go inside `act`, so React has drawn them when the call returns.
 */
import { act, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

// React's act() flushes effects and updates only where the environment says it is a test.
(globalThis as typeof globalThis & { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface RenderedHook<T> {
  /** What the hook returned at its last render. */
  result: () => T;
  /** Every value it returned, render by render. */
  history: T[];
  unmount: () => void;
}

export function renderHook<T>(hook: () => T, Wrapper: ComponentType<{ children: ReactNode }> = ({ children }) => <>{children}</>): RenderedHook<T> {
  const history: T[] = [];
  function Probe() {
    history.push(hook());
    return null;
  }
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  act(() =>
    root.render(
      <Wrapper>
        <Probe />
      </Wrapper>,
    ),
  );
  return {
    result: () => history[history.length - 1],
    history,
    unmount() {
      act(() => root.unmount());
      host.remove();
    },
  };
}

export { act };
