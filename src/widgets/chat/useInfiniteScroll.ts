import { useEffect, useRef } from 'react';

/** How close to the bottom of the list the next page starts loading. */
const NEAR_BOTTOM = '0px 0px 160px 0px';

/**
 * Calls `onNearBottom` when the returned sentinel (the list's last child) comes within reach of
 * the scroll box's bottom. Observing again after each change also fills a box that the first
 * pages do not.
 */
export function useInfiniteScroll<Box extends HTMLElement, Sentinel extends HTMLElement>(onNearBottom: () => void, enabled: boolean, version: unknown) {
  const box = useRef<Box>(null);
  const sentinel = useRef<Sentinel>(null);
  useEffect(() => {
    if (!enabled || !box.current || !sentinel.current || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onNearBottom(), {
      root: box.current,
      rootMargin: NEAR_BOTTOM,
    });
    observer.observe(sentinel.current);
    return () => observer.disconnect();
  }, [onNearBottom, enabled, version]);
  return { box, sentinel };
}
