import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { configure } from '../config';
import baseCss from '../ui/base.css?inline';
import resetCss from '../ui/reset.css?inline';
import tokensCss from '../ui/tokens.css?inline';
import { attributeTypes, widgetProps, type WidgetAttributes } from './attributes';
import type { SacraTag } from './tags';

export interface ElementProps {
  /** The element's shadow root, handed in by r2wc; events are dispatched from its host. */
  container?: HTMLElement | ShadowRoot;
  /** Portal origin for embedding on another site (the `api` attribute). */
  api?: string;
}

// The signed-in elements' bodies by tag, shared through globalThis: the gate an embedding page loads first
// (./gate.tsx) defines the tag and renders the body once the module that registers it (./define.tsx) has come.
const slot = globalThis as typeof globalThis & { __sacraBodies?: Partial<Record<SacraTag, ComponentType<object>>> };
export const bodies = (slot.__sacraBodies ??= {});

/** What an element renders in its shadow root: the base styles (tokens.css, reset.css, base.css) plus `css`, then `Component`. */
export function elementBody<P extends ElementProps>(Component: ComponentType<P>, css = ''): ComponentType<P> {
  const styles = tokensCss + resetCss + baseCss + css;
  function Body(props: P) {
    if (props.api) configure({ apiBase: props.api });
    return (
      <>
        <style>{styles}</style>
        <Component {...props} />
      </>
    );
  }
  Body.displayName = `Body(${Component.displayName ?? Component.name})`;
  return Body;
}

/**
 * Defines `<tag>` as a custom element (r2wc, open shadow root) rendering `Body`, its attributes read as the
 * tag's attributes in ./tags.ts plus `api`, each value the table does not allow replaced by its default.
 * Skips silently when the tag is already defined (several bundles on one page, or the sign-in gate an
 * embedding page loads first: ./gate.tsx).
 */
export function defineTag<P extends ElementProps>(tag: SacraTag, Body: ComponentType<P>): void {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return;
  function Element(props: P) {
    return <Body {...widgetProps(tag, props)} />;
  }
  customElements.define(tag, r2wc(Element, { shadow: 'open', props: { api: 'string', ...attributeTypes(tag) } as never }));
}

/**
 * Defines a public element: base styles plus the module's own, and nothing else (no UI kit, query cache,
 * session or API client), so what a parish website embeds alone (weather, the notices feed) stays small.
 * Signed-in modules use `defineElement` (./define).
 */
export function defineLightElement<P extends ElementProps>(tag: SacraTag, Component: ComponentType<P>, css = ''): void {
  defineTag(tag, elementBody(Component, css));
}

/** A Widget's props: its element's attributes as the table of elements declares them (./attributes.ts), the container and `api`. */
export type WidgetProps<T extends SacraTag> = ElementProps & WidgetAttributes<T>;
