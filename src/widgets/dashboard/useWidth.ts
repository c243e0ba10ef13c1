import { useEffect, useRef, useState } from 'react';

/** The content width of the returned element, kept up to date (0 until it is laid out). */
export function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // The observer reports the first size too, after the browser's own layout: reading clientWidth here
    // would force that layout inside React's commit, one long task instead of two short ones.
    const observer = new ResizeObserver(() => setWidth(Math.round(element.clientWidth)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
