import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { configure } from '../config';
import baseCss from '../ui/base.css?inline';

export type PropType = 'string' | 'number' | 'boolean' | 'json' | 'function' | 'method';

export interface ElementProps {
  /** The element's shadow root, handed in by r2wc; events are dispatched from its host. */
  container?: HTMLElement | ShadowRoot;
  /** Portal origin for embedding on another site (the `api` attribute). */
  api?: string;
}

export interface DefineOptions<P> {
  props?: Partial<Record<Exclude<keyof P, 'container'>, PropType>>;
  css?: string;
}

/**
 * Defines `<tag>` as a custom element rendering `Component` in an open shadow root with the shared base
 * styles (base.css) plus the module's own. Nothing else: no UI kit, no query cache, no session, no API client,
 * so the public elements a parish website embeds alone (weather, the notices feed) stay small. Signed-in
 * modules use `defineElement` (./define), which adds the UI kit and the shared query cache on top of this.
 * Skips silently when the tag is already defined (several bundles on one page).
 */
export function defineLightElement<P extends ElementProps>(tag: string, Component: ComponentType<P>, options: DefineOptions<P> = {}): void {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return;
  const css = baseCss + (options.css ?? '');
  function Element(props: P) {
    if (props.api) configure({ apiBase: props.api });
    return (
      <>
        <style>{css}</style>
        <Component {...props} />
      </>
    );
  }
  Element.displayName = `Element(${tag})`;
  const props = { api: 'string', ...(options.props ?? {}) } as Record<string, PropType>;
  customElements.define(tag, r2wc(Element, { shadow: 'open', props: props as never }));
}
