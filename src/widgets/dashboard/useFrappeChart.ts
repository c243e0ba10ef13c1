import type { ChartOptions } from 'frappe-charts';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { frappeChartsCss } from './frappe-styles';

// frappe-charts in a chunk of its own, fetched when the first chart comes near the screen: on a phone the
// charts are below the fold, and drawing them (or even evaluating the library) was most of the dashboard's
// blocking time at load.
let frappe: Promise<typeof import('frappe-charts')> | undefined;
const loadFrappe = () => (frappe ??= import('frappe-charts'));

/** Becomes true once the element comes within 100 px of the viewport, and stays true. */
function useNearScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '100px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

/**
 * Draws a frappe chart into the returned element once it is near the screen, and redraws it when
 * `options` changes (memoise them on the data). The chart follows its container's width by itself.
 */
export function useFrappeChart(options: ChartOptions | null) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearScreen(ref);
  useEffect(() => {
    const parent = ref.current;
    if (!parent || !options || !near) return;
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    void loadFrappe().then(({ Chart }) => {
      if (cancelled) return;
      chart = new Chart(parent, options);
      // frappe puts its stylesheet in document.head, which this shadow root does not see: a copy goes beside the drawing.
      const style = document.createElement('style');
      style.dataset.frappeCharts = '';
      style.textContent = frappeChartsCss();
      parent.prepend(style);
    });
    return () => {
      cancelled = true;
      chart?.destroy();
      parent.replaceChildren();
    };
  }, [options, near]);
  return ref;
}
