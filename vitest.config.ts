import { defineConfig } from 'vitest/config';

// Four suites: pure unit tests, server tests on a real database, browser flows against the real
// server in Debian's Chromium, and reliability tests of real server processes (signals, crashes,
// load, several processes on one PostgreSQL). `npm test` runs them in that order.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/core/**/*.test.ts', 'src/widgets/**/*.test.ts', 'src/host/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two cores: two test files at a time, each on its own copy of the template database.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          fileParallelism: false,
          // Only the a11y sweep runs tests concurrently (its routes, a few pages at a time).
          maxConcurrency: 3,
          // A page on a busy 2-core machine may take seconds to show what a poll waits for (the default is 1 s);
          // a poll still returns as soon as it holds.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        test: {
          name: 'reliability',
          include: ['tests/reliability/**/*.test.ts'],
          environment: 'node',
          // The seeded DATA_DIR (embedded database included) the spawned portals copy.
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 240_000,
          // Each file runs real portal processes (and PostgreSQL servers): one at a time on 2 cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
