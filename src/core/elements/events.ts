/**
 * Events the elements emit, with their payloads, in one place (Shoelace convention:
 * `sacra-<module>-<past-tense>` for facts, `sacra-request-<intent>` for cancelable intents).
 */
export interface SacraEvents {
  /** Ask the host to navigate (it routes in place); cancel to stop the default. */
  'sacra-request-navigate': { path: string; replace?: boolean; state?: Record<string, unknown> };
  'sacra-session-changed': { signedIn: boolean };
  'sacra-notice-opened': { id: number };
  'sacra-chat-message-received': { id: number; senderId: number };
}

/** Dispatches a composed, bubbling event from the element hosting `container`. Returns false if cancelled. */
export function emit<K extends keyof SacraEvents>(
  container: HTMLElement | ShadowRoot | null | undefined,
  name: K,
  detail: SacraEvents[K],
): boolean {
  const target = container instanceof ShadowRoot ? container.host : (container ?? document);
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: true }));
}

/** Navigation from inside an element: the host routes in place; alone on a page, the browser navigates. */
export function navigate(container: HTMLElement | ShadowRoot | null | undefined, path: string, state?: Record<string, unknown>): void {
  const handled = !emit(container, 'sacra-request-navigate', { path, state });
  if (!handled) window.location.assign(path);
}
