/**
 * Lighthouse on /login signed out and /dashboard signed in as admin, against a running
 * portal (bench/lib/portal.ts) on this run's build, in Debian's Chromium. Lighthouse's default profile:
 * a mid-range phone (CPU slowed 4x) on a slow 4G link, simulated. Budgets: performance >= 95,
 * accessibility 100, best practices >= 95.
 *
 * Performance is mostly CPU time, and the simulated phone is this machine slowed down: on a busy shared
 * machine it says more about the neighbours than about the portal. So each page runs RUNS times and the
 * median run (by performance) is reported, with the load average and Lighthouse's own CPU benchmark
 * index beside it. The full reports go to .test-output/lighthouse/ (open them in a Lighthouse viewer).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { startBenchPortal } from './lib/portal';
import type { BenchRow } from './run';

const REPORTS = '.test-output/lighthouse';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
/** LIGHTHOUSE_PRESET=desktop: Lighthouse's desktop profile (no CPU slowdown, fast link) instead of the phone. */
const DESKTOP = process.env.LIGHTHOUSE_PRESET === 'desktop';
/** LIGHTHOUSE_PAGES=/dashboard: only those pages (comma-separated), to iterate on one. */
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/login,/dashboard').split(',');
const BUDGETS = { performance: 95, accessibility: 100, 'best-practices': 95 } as const;
type Category = keyof typeof BUDGETS;
// The launch flags of tests/e2e/harness.ts (shared TOOLCHAIN); not imported from there: the harness needs vitest.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const score = (lhr: Result, category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** Audits of the category that cost it points, for the table when the budget is missed. */
function failing(lhr: Result, category: Category): string[] {
  const refs = lhr.categories[category].auditRefs.filter((r) => r.weight > 0).map((r) => r.id);
  return refs.filter((id) => (lhr.audits[id]?.score ?? 1) < 0.9);
}

export async function run(): Promise<BenchRow[]> {
  const portal = await startBenchPortal();
  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', chromeFlags: CHROMIUM_ARGS });
  const rows: BenchRow[] = [];
  try {
    const admin = await portal.cookieOf('admin');
    await mkdir(REPORTS, { recursive: true });
    for (const path of PAGES) {
      const cookie = path === '/login' ? '' : admin;
      const runs: { lhr: Result; report: string }[] = [];
      for (let i = 0; i < RUNS; i++) {
        const flags = {
          port: chrome.port,
          output: 'json' as const,
          logLevel: 'error' as const,
          onlyCategories: Object.keys(BUDGETS),
          ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
        };
        const result = await lighthouse(`${portal.url}${path}`, flags, DESKTOP ? desktopConfig : undefined);
        if (!result) throw new Error(`lighthouse gave no result for ${path}`);
        if (!new URL(result.lhr.finalDisplayedUrl).pathname.endsWith(path)) throw new Error(`${path} ended at ${result.lhr.finalDisplayedUrl}`);
        runs.push({ lhr: result.lhr, report: result.report as string });
      }
      runs.sort((a, b) => score(a.lhr, 'performance') - score(b.lhr, 'performance'));
      const { lhr, report } = runs[Math.floor(runs.length / 2)];
      await writeFile(join(REPORTS, `${path.slice(1)}.json`), report);
      for (const category of Object.keys(BUDGETS) as Category[]) {
        const value = score(lhr, category);
        const ok = value >= BUDGETS[category];
        rows.push({
          benchmark: DESKTOP ? 'lighthouse (desktop)' : 'lighthouse',
          metric: `${path} ${category}${ok ? '' : ` (${failing(lhr, category).join(', ')})`}`,
          value,
          budget: BUDGETS[category] === 100 ? '= 100' : `≥ ${BUDGETS[category]}`,
          ok,
        });
      }
      const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'];
      rows.push({
        benchmark: DESKTOP ? 'lighthouse (desktop)' : 'lighthouse',
        metric: `${path} FCP / LCP / TBT / CLS`,
        value: metrics.map((m) => lhr.audits[m]?.displayValue ?? '?').join(' / '),
      });
      rows.push({
        benchmark: DESKTOP ? 'lighthouse (desktop)' : 'lighthouse',
        metric: `${path} performance of ${RUNS} runs (median above); CPU index, load`,
        value: `${runs.map((r) => score(r.lhr, 'performance')).join(', ')}; ${Math.round(lhr.environment.benchmarkIndex)}, ${loadavg()[0].toFixed(1)}`,
      });
    }
  } finally {
    await chrome.kill();
    await portal.stop();
  }
  return rows;
}
