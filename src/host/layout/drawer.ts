import { setDrawer } from './ui-state';

/** Opens the narrow-screen drawer and moves focus into it (the page behind is inert meanwhile). */
export function openDrawer(): void {
  setDrawer(true);
  // The layout re-renders in a microtask; the frame after it has the drawer visible.
  requestAnimationFrame(() => document.querySelector<HTMLElement>('#sidebar a, #sidebar button')?.focus());
}

/** Closes it and gives focus back to the menu button that opened it. */
export function closeDrawer(): void {
  setDrawer(false);
  // After the re-render queued by setDrawer: until then the header (and so the button) is still inert.
  queueMicrotask(() => document.getElementById('menu-toggle')?.focus());
}
