let pageElement: HTMLElement | null = null;

/**
 * The element a route shows. The same instance is kept while the tag stays the same
 * (/registros -> /registros/12/editar only changes attributes), so an element is not
 * torn down and rebuilt by every navigation inside its module. Created before its
 * module is defined, it upgrades as soon as the lazy import finishes.
 */
export function routeElement(tag: string, attrs: Record<string, string>): HTMLElement {
  if (pageElement?.localName !== tag) pageElement = document.createElement(tag);
  const element = pageElement;
  for (const name of element.getAttributeNames()) {
    if (!(name in attrs)) element.removeAttribute(name);
  }
  for (const [name, value] of Object.entries(attrs)) {
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
  return element;
}

/** Drops the kept element, so the next user to sign in on this page never sees the previous one's screen state. */
export function forgetRouteElement(): void {
  pageElement = null;
}
