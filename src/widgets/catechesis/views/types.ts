/** What every catechesis view receives from its element. */
export interface ViewProps {
  container?: HTMLElement | ShadowRoot;
}
