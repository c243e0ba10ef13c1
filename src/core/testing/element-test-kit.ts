/**
 * What an element test needs in the browser, without a global type package: Mocha's globals (the test
 * runner installs them before importing the test file), plain assertions, polling, and the elements
 * themselves: mounted on the page, their events awaited, their navigation requests kept on the page.
 */
import type { SacraEvents } from '../elements/events';

type Test = (this: unknown) => void | Promise<void>;
interface MochaGlobals {
  describe(title: string, body: () => void): void;
  it(title: string, test: Test): void;
  before(hook: Test): void;
  beforeEach(hook: Test): void;
  afterEach(hook: Test): void;
}

export const { describe, it, before, beforeEach, afterEach } = globalThis as unknown as MochaGlobals;

export function assertEqual<T>(actual: T, expected: T, what: string): void {
  if (actual !== expected) throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}

export function assertOneOf<T>(actual: T, expected: readonly T[], what: string): void {
  if (!expected.includes(actual)) throw new Error(`${what}: expected one of ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}

/** Polls until `probe` returns something other than undefined/null/false, or fails after timeoutMs. */
export async function waitFor<T>(probe: () => T | null | undefined | false, what: string, timeoutMs = 5000): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined && value !== null && value !== false) return value;
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Every navigation an element asked for (sacra-request-navigate), cancelled as the portal's host cancels
 * it: the test page stays where it is, and the test reads where the element wanted to go.
 */
const navigations: Array<SacraEvents['sacra-request-navigate']> = [];
function keepOnPage(event: CustomEvent<SacraEvents['sacra-request-navigate']>) {
  event.preventDefault();
  navigations.push(event.detail);
}

const mounted: HTMLElement[] = [];
// The page's address as the test runner opened it: lists keep their filters in the address.
const address = location.href;
// A root hook of every file that imports the kit: each test starts with none of the last one's elements, requests or filters.
afterEach(() => {
  mounted.splice(0).forEach((element) => element.remove());
  navigations.length = 0;
  history.replaceState(null, '', address);
});

/** `<tag>` with `attributes` on the page, as an embedding page writes it; removed after the test. */
export function mount(tag: string, attributes: Record<string, string | number> = {}): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  // On the element itself: a request it makes after the test removed it (an answer that came late) is kept here too.
  element.addEventListener('sacra-request-navigate', keepOnPage);
  document.body.append(element);
  mounted.push(element);
  return element;
}

/** The payload of the next `name` event that reaches `target` (bubbling out of an element's shadow root). */
export function nextEvent<K extends keyof SacraEvents>(target: EventTarget, name: K, timeoutMs = 8000): Promise<SacraEvents[K]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${name} event in ${timeoutMs} ms`)), timeoutMs);
    target.addEventListener(
      name,
      (event) => {
        clearTimeout(timer);
        resolve((event as CustomEvent<SacraEvents[K]>).detail);
      },
      { once: true },
    );
  });
}

/** Waits until the element asked to go to a path matching `path`; resolves with the request. */
export function navigatedTo(path: string | RegExp, what = `a navigation to ${path}`): Promise<SacraEvents['sacra-request-navigate']> {
  const matches = (p: string) => (typeof path === 'string' ? p === path : path.test(p));
  return waitFor(() => navigations.find((n) => matches(n.path)), what, 8000);
}
