import type { SacramentSlug } from '../../shared/sacraments';

/**
 * Events the elements emit, with their payloads, in one place: `sacra-<module>-<past-tense>` reports a fact
 * (not cancelable: it already happened), `sacra-request-<intent>` asks the page for something and may be
 * cancelled. All bubble out of the shadow root (composed). Declared in the DOM's event maps below, so
 * `addEventListener('sacra-notice-opened', (e) => e.detail.id)` is typed on any element or the document.
 */
export interface SacraEvents {
  /** Ask the page to navigate: the portal's host routes in place; cancel it to route yourself. */
  'sacra-request-navigate': { path: string; replace?: boolean; state?: Record<string, unknown> };
  'sacra-notice-opened': { id: number };
  'sacra-notice-saved': { id: number; created: boolean };
  'sacra-notice-deleted': { id: number };
  'sacra-chat-message-received': { id: number; senderId: number };
  'sacra-register-saved': { id: number; created: boolean };
  'sacra-register-deleted': { id: number };
  'sacra-inventory-item-saved': { id: number; created: boolean };
  'sacra-inventory-item-deleted': { id: number };
  'sacra-catechesis-class-saved': { id: number; created: boolean; sacramento: SacramentSlug };
  'sacra-catechesis-class-deleted': { id: number; sacramento: SacramentSlug };
  'sacra-catechesis-catechist-saved': { id: number; created: boolean; sacramento: SacramentSlug };
  'sacra-catechesis-catechist-deleted': { id: number; sacramento: SacramentSlug };
  'sacra-campaigns-campaign-saved': { id: number; created: boolean };
  'sacra-users-account-saved': { id: number; created: boolean };
}

type SacraEventMap = { [K in keyof SacraEvents]: CustomEvent<SacraEvents[K]> };

declare global {
  // Not an empty type: declaration merging adds the events to the DOM's own map, and only an interface merges.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends SacraEventMap {}
}

/**
 * Dispatches a composed, bubbling event from the element hosting `container`. A request can be cancelled
 * (returns false when it was); a fact cannot.
 */
export function emit<K extends keyof SacraEvents>(container: HTMLElement | ShadowRoot | null | undefined, name: K, detail: SacraEvents[K]): boolean {
  const target = container instanceof ShadowRoot ? container.host : (container ?? document);
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: name.startsWith('sacra-request-') }));
}

/** Navigation from inside an element: the host routes in place; alone on a page, the browser navigates. */
export function navigate(container: HTMLElement | ShadowRoot | null | undefined, path: string, state?: Record<string, unknown>): void {
  const handled = !emit(container, 'sacra-request-navigate', { path, state });
  if (!handled) window.location.assign(path);
}
