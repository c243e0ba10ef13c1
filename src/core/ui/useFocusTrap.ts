import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

/** The focused element, looking through open shadow roots. */
function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

// Open traps, innermost last: only the top one answers the keyboard (a dialog over a dialog).
const traps: HTMLElement[] = [];

/**
 * Keeps keyboard focus inside `ref` while active: Tab and Shift+Tab cycle, focus that
 * escapes into the page behind (or is lost when a focused button becomes disabled) is
 * brought back, Escape calls `onEscape`, and the previously focused element gets focus
 * back on close. Keys are read on the document, so they work wherever focus went.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, onEscape?: () => void): void {
  // Kept in a ref so a new callback on each render does not re-run the effect (and steal focus).
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  });
  useEffect(() => {
    const box = ref.current;
    if (!active || !box) return;
    const previous = deepActiveElement() as HTMLElement | null;
    const first = () => focusables(box)[0] ?? box;
    traps.push(box);
    first().focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (traps[traps.length - 1] !== box) return;
      if (event.key === 'Escape' && escape.current) {
        event.preventDefault();
        event.stopPropagation();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(box);
      const current = deepActiveElement();
      if (items.length === 0) {
        event.preventDefault();
        box.focus();
        return;
      }
      const inside = current !== null && box.contains(current);
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (!inside) {
        event.preventDefault();
        (event.shiftKey ? lastItem : firstItem).focus();
      } else if (event.shiftKey && (current === firstItem || current === box)) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && current === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (traps[traps.length - 1] === box && !event.composedPath().includes(box)) first().focus();
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      traps.splice(traps.indexOf(box), 1);
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      if (previous?.isConnected) previous.focus();
    };
  }, [ref, active]);
}
