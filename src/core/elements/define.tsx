import r2wc from '@r2wc/react-to-web-component';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { configure } from '../config';
import { queryClient } from '../query/client';
import baseCss from '../ui/base.css?inline';

type PropType = 'string' | 'number' | 'boolean' | 'json' | 'function' | 'method';

export interface ElementProps {
  /** The element's shadow root, handed in by r2wc; events are dispatched from its host. */
  container?: HTMLElement | ShadowRoot;
  /** Portal origin for embedding on another site (the `api` attribute). */
  api?: string;
}

/**
 * Defines `<tag>` as a custom element rendering `Component` in an open shadow root with
 * the shared base styles plus the module's own, inside the shared query cache.
 * Skips silently when the tag is already defined (several bundles on one page).
 */
export function defineElement<P extends ElementProps>(
  tag: string,
  Component: ComponentType<P>,
  options: { props?: Partial<Record<Exclude<keyof P, 'container'>, PropType>>; css?: string } = {},
): void {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return;
  const css = baseCss + (options.css ?? '');
  function Element(props: P) {
    if (props.api) configure({ apiBase: props.api });
    return (
      <QueryClientProvider client={queryClient}>
        <style>{css}</style>
        <Component {...props} />
      </QueryClientProvider>
    );
  }
  Element.displayName = `Element(${tag})`;
  const props = { api: 'string', ...(options.props ?? {}) } as Record<string, PropType>;
  customElements.define(tag, r2wc(Element, { shadow: 'open', props: props as never }));
}
