import type { Clock } from '../types';

/** Real time shifted by an offset tests move: sessions, rate-limit windows and verifications age on demand. */
export interface TestClock {
  now: Clock;
  advance(ms: number): void;
  reset(): void;
}

export function testClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms) {
      offset += ms;
    },
    reset() {
      offset = 0;
    },
  };
}
