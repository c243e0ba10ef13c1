/**
 * What an element test needs in the browser, without a global type package: Mocha's globals (the test
 * runner installs them before importing the test file), plain assertions and polling.
 */
type Test = (this: unknown) => void | Promise<void>;
interface MochaGlobals {
  describe(title: string, body: () => void): void;
  it(title: string, test: Test): void;
  beforeEach(hook: Test): void;
  afterEach(hook: Test): void;
}

export const { describe, it, beforeEach, afterEach } = globalThis as unknown as MochaGlobals;

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
