/**
 * The API benches' measuring (dízimo, sacramental books): GET calls through app.inject as a signed-in
 * user, p50/p95 over a number of samples, and each case's rows against its goal and against the
 * ceiling (GET /api/me measured the same way in the same run).
 */
import type { FastifyInstance } from 'fastify';
import type { BenchRow } from '../run';
import { percentile, sample } from '../stats';

export interface Timing {
  p50: number;
  p95: number;
}

/** Times GET `urls` (taken in turn) `samples` times, after 5 untimed calls; a non-200 answer stops the bench. */
export function injectedGets(app: FastifyInstance, cookie: string, samples: number) {
  return async (urls: string | string[]): Promise<Timing> => {
    const list = [urls].flat();
    const wall = await sample(
      samples,
      async (i) => {
        const url = list[i % list.length];
        const res = await app.inject({ method: 'GET', url, headers: { cookie } });
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      },
      5,
    );
    return { p50: percentile(wall, 50), p95: percentile(wall, 95) };
  };
}

/** A case's p50, its p95 (against `goalMs` when budgeted) and its p95 as a multiple of the ceiling's. */
export function caseRows(benchmark: string, label: string, m: Timing, ceiling: Timing, goalMs: number, budgeted = true): BenchRow[] {
  return [
    { benchmark, metric: `${label}: p50`, value: m.p50, unit: 'ms' },
    { benchmark, metric: `${label}: p95`, value: m.p95, unit: 'ms', ...(budgeted ? { budget: `< ${goalMs} ms`, ok: m.p95 < goalMs } : {}) },
    { benchmark, metric: `${label}: p95 / ceiling p95`, value: `${(m.p95 / ceiling.p95).toFixed(1)}×` },
  ];
}
