import { useCallback, useEffect, useRef } from 'react';
import { navigate } from '../../core/elements/events';

type Container = HTMLElement | ShadowRoot | null | undefined;

/**
 * Navigation from inside the element, now or after a delay (the redirects after
 * 1 s / 1.2 s). Pending redirects are dropped when the element unmounts, and nothing is
 * asked of a host that already took the element off the page (the guard moved on).
 */
export function useElementNavigation(container: Container) {
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const go = useCallback(
    (path: string) => {
      const host = container instanceof ShadowRoot ? container.host : container;
      if (host && !host.isConnected) return;
      navigate(container, path);
    },
    [container],
  );

  /** Waits `delay` ms, runs `before` (e.g. a session refresh), then goes to `path`. */
  const goLater = useCallback(
    (path: string, delay: number, before?: () => Promise<unknown>) => {
      timers.current.push(
        setTimeout(async () => {
          await before?.();
          go(path);
        }, delay),
      );
    },
    [go],
  );

  return { go, goLater };
}
