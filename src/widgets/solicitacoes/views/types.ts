export interface ViewProps {
  container?: HTMLElement | ShadowRoot;
}

/** The id of the address ('12'), or null when it is no id (the screen says not found). */
export const idOf = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : null);
