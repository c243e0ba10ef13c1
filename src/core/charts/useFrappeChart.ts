import type { ChartOptions } from 'frappe-charts';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { frappeChartsCss } from './frappe-styles';

// frappe-charts in a chunk of its own, fetched when the first chart comes near the screen: on a phone the
// charts are below the fold, and drawing them (or even evaluating the library) was most of the dashboard's
// blocking time at load.
let frappe: Promise<typeof import('frappe-charts')> | undefined;
const loadFrappe = () => (frappe ??= import('frappe-charts'));

/** The part of frappe's tooltip (SvgTip) that fill() uses. */
interface FrappeTip {
  container: HTMLElement;
  title: HTMLElement;
  dataPointList: HTMLElement;
  titleName: unknown;
  titleValue: unknown;
  titleValueFirst: number;
  listValues: Array<{ title?: unknown; value?: unknown; formatted?: unknown }>;
  colors: string[];
  index: number;
  fill(): void;
}

const shown = (value: unknown) => (value === 0 || value ? String(value) : '');
const strong = (text: string, block = false) => Object.assign(document.createElement('strong'), { textContent: text, style: block ? 'display: block' : '' });

/**
 * frappe-charts draws axis labels and legends as SVG text, but fills its tooltip with innerHTML from the
 * labels, dataset names and values, and community names reach those: a name like '<img src=x onerror=...>'
 * would run. Each chart's tooltip is filled as text instead, with the same elements.
 */
function tooltipAsText(tip: FrappeTip | undefined): void {
  if (!tip) return;
  tip.fill = function fill(this: FrappeTip) {
    if (this.index) this.container.setAttribute('data-point-index', String(this.index));
    const name = document.createTextNode(shown(this.titleName));
    const value = strong(shown(this.titleValue));
    this.title.replaceChildren(...(this.titleValueFirst ? [value, name] : [name, value]));
    this.dataPointList.replaceChildren(
      ...this.listValues.map((set, i) => {
        const item = document.createElement('li');
        item.style.borderTop = `3px solid ${this.colors[i] || 'black'}`;
        item.append(strong(shown(shown(set.formatted) ? set.formatted : set.value), true), shown(set.title));
        return item;
      }),
    );
  };
}

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
 * frappe-charts writes the y axis's numbers as they are ('10000'); `format` writes them as the chart's
 * unit reads ('R$ 10.000'), each time frappe draws them (at first and on every resize).
 */
function formatYAxis(parent: HTMLElement, format: (value: number) => string): () => void {
  const relabel = () =>
    parent.querySelectorAll<SVGTextElement>('.y.axis text').forEach((label) => {
      const raw = label.textContent ?? '';
      if (/^-?\d+(\.\d+)?$/.test(raw)) label.textContent = format(Number(raw));
    });
  relabel();
  const observer = new MutationObserver(relabel);
  observer.observe(parent, { childList: true, subtree: true, characterData: true });
  return () => observer.disconnect();
}

/**
 * Draws a frappe chart into the returned element once it is near the screen, and redraws it when
 * `options` changes (memoise them on the data). The chart follows its container's width by itself.
 * `formatY` writes the y axis's numbers in the chart's unit (memoise it too).
 */
export function useFrappeChart(options: ChartOptions | null, formatY?: (value: number) => string) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearScreen(ref);
  useEffect(() => {
    const parent = ref.current;
    if (!parent || !options || !near) return;
    let chart: { destroy(): void } | undefined;
    let stopFormatting: (() => void) | undefined;
    let cancelled = false;
    void loadFrappe().then(({ Chart }) => {
      if (cancelled) return;
      chart = new Chart(parent, options);
      tooltipAsText((chart as { tip?: FrappeTip }).tip);
      // frappe puts its stylesheet in document.head, which this shadow root does not see: a copy goes beside the drawing.
      const style = document.createElement('style');
      style.dataset.frappeCharts = '';
      style.textContent = frappeChartsCss();
      parent.prepend(style);
      if (formatY) stopFormatting = formatYAxis(parent, formatY);
    });
    return () => {
      cancelled = true;
      stopFormatting?.();
      chart?.destroy();
      parent.replaceChildren();
    };
  }, [options, near, formatY]);
  return ref;
}
