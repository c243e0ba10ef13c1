import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/demo-accounts';
import { signInOver } from '../../src/server/test/spawn';
import { runSeededServerOnce } from './template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR the real server migrated and seeded once; every startPortal copies it. */
    e2eTemplateDir: string;
    /** Each demo account's session cookie ('sacra_sid=...'), signed in once in the template: valid in every portal copied from it. */
    e2eSessions: Record<string, string>;
  }
}

/**
 * Once per e2e run: start the real server on an empty DATA_DIR so it migrates and seeds the demo
 * data, sign every demo account in once (the sessions live in the database, so every copy has them),
 * stop it cleanly, and keep the folder. Each test file then starts from a copy in about a second
 * instead of paying the database's creation and the whole seed again, and opens pages already signed in.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'sacra-e2e-template-'));
  const sessions: Record<string, string> = {};
  try {
    await runSeededServerOnce(dir, async (url) => {
      for (const { user } of DEMO_ACCOUNTS) sessions[user] = await signInOver(url, user);
    });
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  project.provide('e2eTemplateDir', dir);
  project.provide('e2eSessions', sessions);
  return () => rm(dir, { recursive: true, force: true });
}
