import type { SacraEvents } from '../core/elements/events';
import { normalizePath } from './route-match';

/** How the location changed: a new entry, a replaced one (redirects), or the back/forward buttons. */
export type RouteChange = 'push' | 'replace' | 'pop';

const listeners = new Set<(change: RouteChange) => void>();

export function onRouteChange(listener: (change: RouteChange) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Server paths that share the origin but are not portal screens.
const SERVER_PREFIXES = ['/api/', '/uploads/', '/assets/'];

/** A same-origin URL the host should route in place (not an API call, upload or static file). */
function isPortalUrl(url: URL): boolean {
  if (url.origin !== location.origin) return false;
  if (SERVER_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return false;
  return !/\.[a-z0-9]+$/i.test(url.pathname);
}

export interface NavigateOptions {
  replace?: boolean;
  /** Navigation state for the target screen, kept in history.state (e.g. a toast to show). */
  state?: unknown;
}

/** Moves to `path` inside the portal (History API), or lets the browser go if it is not a portal URL. */
export function navigateTo(path: string, options: NavigateOptions = {}): void {
  const url = new URL(path, location.href);
  if (!isPortalUrl(url)) {
    location.assign(url.href);
    return;
  }
  const target = normalizePath(url.pathname) + url.search + url.hash;
  const current = location.pathname + location.search + location.hash;
  // Following a link to the page already shown must not stack duplicate history entries.
  const replace = options.replace || target === current;
  history[replace ? 'replaceState' : 'pushState'](options.state ?? null, '', target);
  listeners.forEach((listener) => listener(replace ? 'replace' : 'push'));
}

/** The anchor a click landed on, looking through shadow roots (elements render links in theirs). */
function clickedAnchor(event: MouseEvent): HTMLAnchorElement | null {
  for (const node of event.composedPath()) {
    if (node instanceof HTMLAnchorElement && node.hasAttribute('href')) return node;
  }
  return null;
}

function onClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = clickedAnchor(event);
  if (!anchor || anchor.hasAttribute('download')) return;
  if (anchor.target && anchor.target !== '_self') return;
  if (anchor.relList.contains('external')) return;
  const url = new URL(anchor.href, location.href);
  if (!isPortalUrl(url)) return;
  // In-page anchors (the skip link) keep the browser's own behaviour.
  if (url.pathname === location.pathname && url.search === location.search && url.hash) return;
  event.preventDefault();
  navigateTo(url.pathname + url.search + url.hash);
}

function onNavigateRequest(event: CustomEvent<SacraEvents['sacra-request-navigate']>): void {
  const { detail } = event;
  if (!detail || typeof detail.path !== 'string') return;
  const url = new URL(detail.path, location.href);
  if (!isPortalUrl(url)) return; // not ours: the element falls back to a full navigation
  event.preventDefault();
  navigateTo(url.pathname + url.search + url.hash, { replace: detail.replace, state: detail.state });
}

/**
 * Routes in place: links clicked anywhere (light DOM or an element's shadow root),
 * elements' `sacra-request-navigate` events, and the back/forward buttons.
 */
export function startRouter(): void {
  document.addEventListener('click', onClick);
  document.addEventListener('sacra-request-navigate', onNavigateRequest);
  window.addEventListener('popstate', () => listeners.forEach((listener) => listener('pop')));
}
