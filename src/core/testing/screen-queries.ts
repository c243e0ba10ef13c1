/**
 * Finding what a user sees inside elements (through their open shadow roots), the way a user names it: by
 * its text, a button's or link's name, a field's label. No CSS classes or structure, so tests survive
 * a screen's rewrite as long as the user sees the same thing.
 */
import { waitFor } from './element-test-kit';

type Root = Element | ShadowRoot | Document;
export type Name = string | RegExp;
export type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Every element under `root`, open shadow roots included, in document order. */
function* everything(root: Root): Generator<Element> {
  for (const element of Array.from(root.querySelectorAll('*'))) {
    yield element;
    if (element.shadowRoot) yield* everything(element.shadowRoot);
  }
  if (root instanceof Element && root.shadowRoot) yield* everything(root.shadowRoot);
}

/** Text as a screen reader reads it: aria-hidden parts and styles left out, white space collapsed. */
export function readText(node: Node): string {
  const parts: string[] = [];
  const walk = (n: Node) => {
    if (n.nodeType === Node.TEXT_NODE) parts.push(n.textContent ?? '');
    if (n.nodeType !== Node.ELEMENT_NODE && n.nodeType !== Node.DOCUMENT_FRAGMENT_NODE) return;
    if (n instanceof Element && (n.getAttribute('aria-hidden') === 'true' || n.localName === 'style' || n.localName === 'script')) return;
    n.childNodes.forEach(walk);
  };
  walk(node);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

const matches = (text: string, name: Name) => (typeof name === 'string' ? text === name : name.test(text));
const visible = (element: Element) => element.checkVisibility();

/** The innermost visible elements whose text is `text` (a string: all of it; a RegExp: a match). */
function allByText(root: Root, text: Name): Element[] {
  const found = Array.from(everything(root)).filter((e) => visible(e) && matches(readText(e), text));
  return found.filter((e) => !found.some((other) => other !== e && e.contains(other)));
}

const byText = (root: Root, text: Name): Element | null => allByText(root, text)[0] ?? null;

export const findText = (root: Root, text: Name): Promise<Element> => waitFor(() => byText(root, text), `the text ${text}`);

/** A control's accessible name: aria-label, else the text of the elements aria-labelledby names, else its own text. */
export function nameOf(element: Element): string {
  const label = element.getAttribute('aria-label');
  if (label) return label.trim();
  const by = element.getAttribute('aria-labelledby');
  const rootNode = element.getRootNode() as Document | ShadowRoot;
  if (by)
    return by
      .split(/\s+/)
      .map((id) => readText(rootNode.getElementById(id) ?? document.createElement('i')))
      .join(' ');
  if (element instanceof HTMLInputElement) return element.value;
  if (element instanceof HTMLImageElement) return element.alt;
  if (element instanceof HTMLTableElement && element.caption) return readText(element.caption);
  return readText(element);
}

const ROLES = {
  button: 'button, [role="button"], input[type="submit"], input[type="button"]',
  link: 'a[href], [role="link"]',
  tab: '[role="tab"]',
  dialog: 'dialog[open], [role="dialog"], [role="alertdialog"]',
  row: 'tr, [role="row"]',
  checkbox: 'input[type="checkbox"], [role="checkbox"], [role="switch"]',
  heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
  img: 'img, [role="img"]',
  progressbar: 'progress, [role="progressbar"]',
  alert: '[role="alert"]',
  status: '[role="status"], output',
  region: 'section[aria-label], section[aria-labelledby], [role="region"]',
  list: 'ul, ol, [role="list"]',
  listitem: 'li, [role="listitem"]',
  table: 'table, [role="table"], [role="grid"]',
  navigation: 'nav, [role="navigation"]',
  article: 'article, [role="article"]',
  form: 'form[aria-label], form[aria-labelledby], [role="form"]',
} as const;
type Role = keyof typeof ROLES;

/** The visible elements of `role` named `name` (any name when none is given). */
export function allByRole(root: Root, role: Role, name?: Name): Element[] {
  return Array.from(everything(root)).filter((e) => e.matches(ROLES[role]) && visible(e) && (name === undefined || matches(nameOf(e), name)));
}

export const byRole = (root: Root, role: Role, name?: Name): Element | null => allByRole(root, role, name)[0] ?? null;

export const findRole = (root: Root, role: Role, name?: Name): Promise<Element> =>
  waitFor(() => byRole(root, role, name), `a ${role}${name === undefined ? '' : ` named ${name}`}`);

const enabled = (e: Element): e is HTMLElement => e instanceof HTMLElement && !(e as HTMLButtonElement).disabled && e.getAttribute('aria-disabled') !== 'true';

/** Clicks the button (or link, tab, checkbox) named `name` once it is there and enabled. */
export async function click(root: Root, name: Name, role: Role = 'button'): Promise<void> {
  const target = await waitFor(() => allByRole(root, role, name).find(enabled), `an enabled ${role} named ${name}`);
  target.click();
}

export const clickButton = (root: Root, name: Name): Promise<void> => click(root, name, 'button');

/** The innermost element of `role` whose text holds `text` (a table's row, a list's item). */
export function withText(root: Root, role: Role, text: Name): Element | null {
  const found = allByRole(root, role).filter((e) => (typeof text === 'string' ? readText(e).includes(text) : text.test(readText(e))));
  return found.find((e) => !found.some((other) => other !== e && e.contains(other))) ?? null;
}

export const findRow = (root: Root, text: Name): Promise<Element> => waitFor(() => withText(root, 'row', text), `a row with ${text}`);

export const findItem = (root: Root, text: Name): Promise<Element> => waitFor(() => withText(root, 'listitem', text), `a list item with ${text}`);

/** The form control labelled `label`: by its <label>, its aria-label, or its placeholder. */
function field(root: Root, label: Name): Control | null {
  for (const element of everything(root)) {
    if (!visible(element)) continue;
    if (element instanceof HTMLLabelElement && matches(readText(element), label)) {
      const control = element.control ?? element.querySelector('input, select, textarea');
      if (control) return control as Control;
    }
    if (element.matches('input, select, textarea')) {
      const own = element.getAttribute('aria-label') ?? element.getAttribute('placeholder');
      if (own && matches(own.trim(), label)) return element as Control;
    }
  }
  return null;
}

export const findField = (root: Root, label: Name): Promise<Control> => waitFor(() => field(root, label), `the field ${label}`);

const optionOf = (select: HTMLSelectElement, value: string) => Array.from(select.options).find((o) => o.value === value || o.text.trim() === value);

/** Types `value` into a text field or picks it in a select, as a user does: React and the masks hear it. */
function fill(control: Control, value: string): void {
  control.focus();
  if (control instanceof HTMLSelectElement) {
    const option = optionOf(control, value);
    if (!option) throw new Error(`no option ${value} in ${Array.from(control.options, (o) => o.text).join(', ')}`);
    control.value = option.value;
    control.dispatchEvent(new Event('change', { bubbles: true }));
  } else {
    // The prototype's setter: React tracks the value set through the element's own property.
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set;
    setter?.call(control, value);
    control.dispatchEvent(new Event('input', { bubbles: true }));
    control.dispatchEvent(new Event('change', { bubbles: true }));
  }
  control.blur();
}

/** Fills the field labelled `label` once it is there (a select: once it has the option `value`, by its value or text). */
export async function fillField(root: Root, label: Name, value: string): Promise<Control> {
  const control = await findField(root, label);
  if (control instanceof HTMLSelectElement) await waitFor(() => optionOf(control, value), `the option ${value} of ${label}`);
  fill(control, value);
  return control;
}

/** Chooses `files` in a file input, as the browser's picker does. */
export function chooseFiles(input: Control, files: File[]): void {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  (input as HTMLInputElement).files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}
