import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { runningEmbeddedUrl } from '../../src/server/db/embedded';
import { openPostgres } from '../../src/server/db/postgres';
import { addMembers, latencies, runMixedLoad } from './mixed-load';
import { DATABASES, portalSetups } from './portals';

const USERS = 50;
const RUN_MS = 45_000;
const WARMUP_MS = 15_000;
/**
 * Allowed RSS growth from the end of the warm-up to the peak of the last 10 s. A healthy process
 * still moves: V8 grows its old space in steps before a full collection; measured +22 MB.
 * A leak of 30 KB per request over the ~3,600 requests after the warm-up, such as keeping each
 * upload or response, goes past it.
 */
const RSS_MARGIN_MB = 80;

const portals = portalSetups('load');
// Each database's portal stops before the next one starts: one load at a time on the machine.
afterEach(() => portals.removeAll());

describe.each(DATABASES)('load: %s', (db) => {
  it(`${USERS} users for ${RUN_MS / 1000} s: no 5xx, no lost message or upload, memory flat`, { timeout: 420_000 }, async () => {
    const setup = await portals.prepare(db);
    // Warnings and errors only: per-request log lines would cost the server more than the requests.
    const portal = await portals.start(setup, { LOG_LEVEL: 'warn' });
    // The members go in beside the running portal (it migrated and seeded a new PostgreSQL database first).
    const database = await openPostgres(setup.database?.url ?? runningEmbeddedUrl(setup.dataDir)!);
    const members = await addMembers(database, USERS).finally(() => database.close());

    const run = await runMixedLoad({ url: portal.url, pid: portal.child.pid!, members, durationMs: RUN_MS });
    const failures = run.calls.filter((c) => c.error);
    const errors = failures.filter((c) => c.status === 0 || c.status >= 500);
    const { p50, p95, p99 } = latencies(run.calls);
    const warm = run.rss.find((s) => s.at >= WARMUP_MS)!.mb;
    const last = run.rss.filter((s) => s.at >= RUN_MS - 10_000).map((s) => s.mb);
    const peakLast = Math.max(...last);
    const [load1] = readFileSync('/proc/loadavg', 'utf8').split(' ');
    console.info(
      `load ${db}: ${run.calls.length} requests in ${run.seconds.toFixed(0)} s (${(run.calls.length / run.seconds).toFixed(0)} req/s), ` +
        `p50/p95/p99 ${p50.toFixed(0)}/${p95.toFixed(0)}/${p99.toFixed(0)} ms, ` +
        `5xx/network ${errors.length}, other unexpected ${failures.length - errors.length}, messages sent ${run.sent}, ` +
        `pushed ${run.pushed}/${run.toStreams} (${run.streams} streams), uploads ${run.uploads}, ` +
        `RSS ${run.rss[0].mb.toFixed(0)} → ${warm.toFixed(0)} at ${WARMUP_MS / 1000} s → ${last[last.length - 1].toFixed(0)} MB (last 10 s peak ${peakLast.toFixed(0)}), load average ${load1}`,
    );
    const show = (list: typeof failures) =>
      list
        .slice(0, 20)
        .map((c) => `${c.what} ${c.status} ${c.error}`)
        .join('\n');
    expect(errors, `5xx or network errors:\n${show(errors)}\n${portal.output().slice(-3000)}`).toEqual([]);
    expect(failures, `unexpected answers:\n${show(failures)}`).toEqual([]);
    expect(run.lost, run.lost.slice(0, 20).join('\n')).toEqual([]);
    expect(run.streamsEnded).toBe(0);
    expect(run.sent).toBeGreaterThan(USERS);
    expect(run.uploads).toBeGreaterThan(USERS / 2);
    expect(peakLast - warm, `RSS grew from ${warm.toFixed(0)} to ${peakLast.toFixed(0)} MB after the warm-up`).toBeLessThan(RSS_MARGIN_MB);
  });
});
