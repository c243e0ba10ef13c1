import { useCallback, useEffect, useRef } from 'react';
import { navigate } from '../elements/events';

type Container = HTMLElement | ShadowRoot | null | undefined;

/**
 * Navigation from inside the element after a delay (the list 600 ms after a save). Dropped if
 * the element unmounts first, or if the host already took it off the page.
 */
export function useDelayedNavigation(container: Container) {
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  return useCallback(
    (path: string, delay: number, state?: Record<string, unknown>) => {
      timers.current.push(
        setTimeout(() => {
          const host = container instanceof ShadowRoot ? container.host : container;
          if (host && !host.isConnected) return;
          navigate(container, path, state);
        }, delay),
      );
    },
    [container],
  );
}
