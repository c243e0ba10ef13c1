/**
 * A seeded random generator (mulberry32) for the demo seed: the same seed gives the same parish on every
 * machine, so screenshots, tests and benchmarks see the same people and numbers.
 */
export type Rng = () => number;

export function random(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)];
/** A whole number from min to max, both included. */
export const between = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
