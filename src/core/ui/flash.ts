/** The banner a form hands to the list it returns to, in the navigation state (core/hooks/useHandedOver). */
export interface Flash {
  kind: 'success' | 'error';
  text: string;
}

/** The navigation state carrying `flash` under the list's own key. */
export function flashState(key: string, flash: Flash): Record<string, unknown> {
  return { [key]: flash };
}

export function isFlash(value: unknown): value is Flash {
  const f = value as Partial<Flash> | null | undefined;
  return typeof f === 'object' && f !== null && (f.kind === 'success' || f.kind === 'error') && typeof f.text === 'string';
}
