import { useEffect, useState, type ComponentType } from 'react';
import { getConfig } from '../config';
import { bodies, defineTag, elementBody, type ElementProps } from './define-light';
import { ELEMENTS, type ElementSpec, type SacraTag } from './tags';

// One question per page, whatever the number of elements asking: is anyone signed in to the portal?
const slot = globalThis as typeof globalThis & { __sacraSignedIn?: Promise<boolean> };
function signedIn(): Promise<boolean> {
  slot.__sacraSignedIn ??= fetch(`${getConfig().apiBase}/api/me`, { credentials: 'include', headers: { Accept: 'application/json' } }).then(
    (answer) => answer.ok,
    () => false,
  );
  return slot.__sacraSignedIn;
}

/**
 * Defines a signed-in element for a page outside the portal with only its sign-in gate: it asks whether
 * anyone is signed in and says the tag's line if not; the module (React's rest, the query cache, the
 * screens) is downloaded only for a signed-in visitor, then renders in the same element.
 */
export function defineGatedElement(tag: SacraTag, load: () => Promise<unknown>): void {
  const { signedOut = '' }: ElementSpec = ELEMENTS[tag];
  function Gate(props: ElementProps) {
    const [Body, setBody] = useState<{ component: ComponentType<ElementProps> } | null>(null);
    const [out, setOut] = useState(false);
    useEffect(() => {
      let live = true;
      void signedIn()
        .then((yes) => (yes ? load().then(() => bodies[tag]) : null))
        .then(
          (component) => {
            if (!live) return;
            if (component) setBody({ component });
            else setOut(true);
          },
          () => undefined, // the module did not come: nothing to show, as before the page was signed in
        );
      return () => {
        live = false;
      };
    }, []);
    if (Body) return <Body.component {...props} />;
    return out && signedOut ? <p style={{ color: 'var(--_muted)' }}>{signedOut}</p> : null;
  }
  defineTag(tag, elementBody(Gate));
}
