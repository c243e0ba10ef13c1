/**
 * The banner a screen hands to the list it returns to, carried in the navigation state
 * (history.state) and taken once: a reload of the list does not show it again.
 */
export interface Flash {
  kind: 'success' | 'error';
  text: string;
}

const KEY = 'inventoryFlash';

export function flashState(flash: Flash): Record<string, unknown> {
  return { [KEY]: flash };
}

export function takeFlash(): Flash | null {
  if (typeof history === 'undefined') return null;
  const state: unknown = history.state;
  if (!state || typeof state !== 'object' || !(KEY in state)) return null;
  const { [KEY]: flash, ...rest } = state as Record<string, unknown>;
  history.replaceState(Object.keys(rest).length ? rest : null, '');
  const f = flash as Partial<Flash> | null;
  return f && (f.kind === 'success' || f.kind === 'error') && typeof f.text === 'string' ? { kind: f.kind, text: f.text } : null;
}
