import { useLayoutEffect, useRef, useState } from 'react';

/** Whether the returned element's content is taller than its box (a collapsed long message), kept up to date. */
export function useOverflow<T extends HTMLElement>(content: string) {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setOverflows((was) => (was ? true : el.scrollHeight > el.clientHeight + 1));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [content]);
  return [ref, overflows] as const;
}
