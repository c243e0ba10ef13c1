/**
 * The banner a screen hands to the list it returns to, carried in the navigation state
 * (history.state). The list reads it when it opens and then clears it from the history entry.
 */
export interface Flash {
  kind: 'success' | 'error';
  text: string;
}

const KEY = 'inventoryFlash';

export function flashState(flash: Flash): Record<string, unknown> {
  return { [KEY]: flash };
}

function stateOf(): Record<string, unknown> | null {
  const state: unknown = typeof history === 'undefined' ? null : history.state;
  return state && typeof state === 'object' && KEY in state ? (state as Record<string, unknown>) : null;
}

export function readFlash(): Flash | null {
  const f = stateOf()?.[KEY] as Partial<Flash> | null | undefined;
  return f && (f.kind === 'success' || f.kind === 'error') && typeof f.text === 'string' ? { kind: f.kind, text: f.text } : null;
}

export function clearFlash(): void {
  const state = stateOf();
  if (!state) return;
  const { [KEY]: _taken, ...rest } = state;
  history.replaceState(Object.keys(rest).length ? rest : null, '');
}
