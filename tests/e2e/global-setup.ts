import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { runSeededServerOnce } from './template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR the real server migrated and seeded once; every startPortal copies it. */
    e2eTemplateDir: string;
  }
}

/**
 * Once per e2e run: start the real server on an empty DATA_DIR so it migrates and seeds the demo
 * data, stop it cleanly, and keep the folder. Each test file then starts from a copy in about a
 * second instead of paying the database's creation and the whole seed again.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'sacra-e2e-template-'));
  try {
    await runSeededServerOnce(dir);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  project.provide('e2eTemplateDir', dir);
  return () => rm(dir, { recursive: true, force: true });
}
