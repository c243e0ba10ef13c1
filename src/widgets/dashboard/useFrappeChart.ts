import { Chart, type ChartOptions } from 'frappe-charts';
import { useEffect, useRef } from 'react';

/**
 * Draws a frappe chart into the returned element and redraws it when `options` changes
 * (memoise them on the data). The chart follows its container's width by itself.
 */
export function useFrappeChart(options: ChartOptions | null) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const parent = ref.current;
    if (!parent || !options) return;
    const chart = new Chart(parent, options);
    return () => {
      chart.destroy();
      parent.replaceChildren();
    };
  }, [options]);
  return ref;
}
