/** What every settings view receives from the element. */
export interface ViewProps {
  container?: HTMLElement | ShadowRoot;
}
