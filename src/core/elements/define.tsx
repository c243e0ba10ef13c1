import type { ComponentType } from 'react';
import listCss from '../ui/list.css?inline';
import { withQueryClient } from '../query/provider';
import kitCss from '../ui/kit.css?inline';
import { defineLightElement, type DefineOptions, type ElementProps } from './define-light';

export type { DefineOptions, ElementProps, PropType } from './define-light';

/**
 * Defines `<tag>` as a custom element rendering `Component` in an open shadow root with the shared base
 * styles, the UI and list kits and the module's own, inside the shared query cache (the portal's signed-in
 * modules). Public elements that must stay small use `defineLightElement` (./define-light) instead.
 */
export function defineElement<P extends ElementProps>(tag: string, Component: ComponentType<P>, options: DefineOptions<P> = {}): void {
  defineLightElement(tag, withQueryClient(Component), { ...options, css: kitCss + listCss + (options.css ?? '') });
}
