export interface ViewProps {
  container?: HTMLElement | ShadowRoot;
}
