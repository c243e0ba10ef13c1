/** Percentiles over samples in milliseconds. */
export function percentile(samples: number[], p: number): number {
  if (!samples.length) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

/** Times `fn` `n` times (after `warmup` untimed runs) and returns the samples in ms. */
export async function sample(n: number, fn: (i: number) => Promise<unknown>, warmup = 3): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn(i);
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn(i);
    out.push(performance.now() - t);
  }
  return out;
}

/** Like `sample`, with the process's CPU time of each run beside its wall time (both in ms). */
export async function sampleWallAndCpu(n: number, fn: () => Promise<unknown>, warmup = 5): Promise<{ wall: number[]; cpu: number[] }> {
  for (let i = 0; i < warmup; i++) await fn();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    const usage = process.cpuUsage();
    await fn();
    const spent = process.cpuUsage(usage);
    wall.push(performance.now() - started);
    cpu.push((spent.user + spent.system) / 1000);
  }
  return { wall, cpu };
}

let asked = 0;
/**
 * `url` made new: an `amostra` parameter no route reads, numbered across the run, so no cache on the way can
 * answer it. Every bench of a list or a search asks through this: a figure is the database path's.
 */
export function freshUrl(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}amostra=${++asked}`;
}
