import type { ComponentType } from 'react';
import { withQueryClient } from '../query/provider';
import { SignedIn } from '../session/SignedIn';
import kitCss from '../ui/kit.css?inline';
import listCss from '../ui/list.css?inline';
import screensCss from '../ui/screens.css?inline';
import { bodies, defineTag, elementBody, type ElementProps } from './define-light';
import { ELEMENTS, type ElementSpec, type SacraTag } from './tags';

export type { ElementProps, WidgetProps } from './define-light';

/**
 * Defines a signed-in module's element: the base styles, the UI kit's controls, the screens' layout pieces, the
 * list kit and the module's own; the shared query cache; and the sign-in gate, saying the tag's line of ./tags.ts
 * to a visitor who is not signed in. Public elements that must stay small use `defineLightElement` (./define-light) instead.
 */
export function defineElement<P extends ElementProps>(tag: SacraTag, Component: ComponentType<P>, css = ''): void {
  const { signedOut = '' }: ElementSpec = ELEMENTS[tag];
  function Gated(props: P) {
    return (
      <SignedIn signedOut={signedOut}>
        <Component {...props} />
      </SignedIn>
    );
  }
  const body = elementBody(withQueryClient(Gated), kitCss + screensCss + listCss + css);
  bodies[tag] = body as ComponentType<object>;
  defineTag(tag, body);
}
