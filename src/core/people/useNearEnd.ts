import { useCallback, useEffect, useRef } from 'react';

/**
 * A ref for a sentinel element at the end of a scrolling list: `onNearEnd` runs when it scrolls
 * into view (the people picker's infinite scroll). A new sentinel element is observed afresh,
 * so one re-keyed after each page is checked again even if it never left the view.
 */
export function useNearEnd<T extends HTMLElement>(onNearEnd: () => void) {
  const callback = useRef(onNearEnd);
  useEffect(() => {
    callback.current = onNearEnd;
  });
  const observer = useRef<IntersectionObserver | null>(null);
  return useCallback((el: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    observer.current = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && callback.current(), {
      root: el.parentElement,
      rootMargin: '0px 0px 120px 0px',
    });
    observer.current.observe(el);
  }, []);
}
