export interface ViewProps {
  container?: HTMLElement | ShadowRoot;
}

/** The file id of the address ('12'), or null when it is no id (the screen says the file was not found). */
export const idOf = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : null);
