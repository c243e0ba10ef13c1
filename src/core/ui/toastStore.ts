import { createStore } from 'zustand/vanilla';

export type ToastKind = 'success' | 'error' | 'info';

interface ToastItem {
  id: number;
  kind: ToastKind;
  text: string;
}

/** How long a toast stays: success 5 s, error (more to read) 7 s. */
export const TOAST_DURATION: Record<ToastKind, number> = { success: 5000, error: 7000, info: 5000 };

interface ToastState {
  items: ToastItem[];
  /** Mounted Toasters, oldest first: only the oldest draws, so a page never shows a toast twice. */
  hosts: symbol[];
  seq: number;
}

// Module-level and shared through globalThis: a toast outlives the element that raised it
// (a screen that redirects after success), and separately built bundles share one queue.
const slot = globalThis as typeof globalThis & { __sacraToasts?: ReturnType<typeof createToastStore> };
function createToastStore() {
  return createStore<ToastState>()(() => ({ items: [], hosts: [], seq: 0 }));
}
export const toastStore = (slot.__sacraToasts ??= createToastStore());

function nextId(): number {
  const seq = toastStore.getState().seq + 1;
  toastStore.setState({ seq });
  return seq;
}

export function dismissToast(id: number): void {
  toastStore.setState((s) => ({ items: s.items.filter((t) => t.id !== id) }));
}

export function showToast(kind: ToastKind, text: string, duration = TOAST_DURATION[kind]): number {
  const id = nextId();
  toastStore.setState((s) => ({ items: [...s.items, { id, kind, text }] }));
  setTimeout(() => dismissToast(id), duration);
  return id;
}

export const toast = {
  success: (text: string) => showToast('success', text),
  error: (text: string) => showToast('error', text),
  info: (text: string) => showToast('info', text),
};

/** Registers a drawing surface (`host`: its own symbol); returns it and the function that removes it. */
export function registerToastHost(host: symbol = Symbol('toaster')): [symbol, () => void] {
  toastStore.setState((s) => ({ hosts: [...s.hosts, host] }));
  return [host, () => toastStore.setState((s) => ({ hosts: s.hosts.filter((h) => h !== host) }))];
}
