import { createStore } from 'zustand/vanilla';
import { ELEMENTS, type SacraTag } from '../core/elements/tags';

/**
 * The element modules present in this build (src/widgets/<module>/index.ts). Each is a
 * lazy import, so the bundler gives it its own chunk and the login page loads none of them.
 */
const modules = import.meta.glob('../widgets/*/index.ts');

/** loading: import under way; ready: its elements are defined; missing: not in this build; failed: the download failed. */
export type WidgetStatus = 'loading' | 'ready' | 'missing' | 'failed';

export const widgetStatus = createStore<Record<string, WidgetStatus | undefined>>(() => ({}));

function setStatus(module: string, status: WidgetStatus | undefined): void {
  widgetStatus.setState({ [module]: status });
}

/**
 * Starts importing the module that defines `tag` the first time it is needed and tells how far it got.
 * Never throws: a module that is absent or fails to load leaves the page usable
 * (its route says so, a header widget simply stays empty).
 */
export function ensureWidget(tag: SacraTag): WidgetStatus {
  const { module } = ELEMENTS[tag];
  const known = widgetStatus.getState()[module];
  if (known) return known;
  const load = modules[`../widgets/${module}/index.ts`];
  if (!load) {
    setStatus(module, 'missing');
    return 'missing';
  }
  setStatus(module, 'loading');
  // After the frame being drawn is painted: the page's first paint (the route's skeleton) does not wait on
  // these downloads: on a slow phone the page's skeleton shows sooner.
  afterPaint(() => {
    load().then(
      () => setStatus(module, 'ready'),
      (error: unknown) => {
        console.warn(`[portal] módulo ${module} indisponível`, error);
        setStatus(module, 'failed');
      },
    );
  });
  return 'loading';
}

/**
 * Tries a failed download again by loading the page afresh (at the address it shows now): Chromium keeps
 * a failed dynamic import in the document's module map, so importing the same chunk again fails at once
 * without asking the network. A new document has a new map; the session is in its cookie.
 */
export function retryWidget(module: string): void {
  if (widgetStatus.getState()[module] !== 'failed') return;
  // Still offline: a reload would only show the browser's error page; the import is tried (and fails) in place.
  if (navigator.onLine) location.reload();
  else setStatus(module, undefined);
}

/** On a navigation: a page that lost a module is loaded afresh at the new address once the network is back. */
export function retryFailedWidgets(): void {
  for (const [module, status] of Object.entries(widgetStatus.getState())) if (status === 'failed') return retryWidget(module);
}

function afterPaint(task: () => void): void {
  // A hidden tab gets no animation frames: nothing is painted there, so nothing to wait for.
  if (document.visibilityState === 'hidden') task();
  else requestAnimationFrame(() => setTimeout(task, 0));
}
