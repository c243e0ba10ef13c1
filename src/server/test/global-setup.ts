import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildTemplate } from './template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The prepared DATA_DIR each test file copies; empty when DATABASE_URL points at a server. */
    serverTemplateDir: string;
  }
}

/** Once per run of the server suite: the PGlite template (not needed against a PostgreSQL server). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.DATABASE_URL) {
    project.provide('serverTemplateDir', '');
    return async () => undefined;
  }
  const dir = await mkdtemp(join(tmpdir(), 'sacra-template-'));
  try {
    await buildTemplate(dir);
  } catch (error) {
    // A failing migration or seed stops the run before teardown exists: clean up here.
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  project.provide('serverTemplateDir', dir);
  return () => rm(dir, { recursive: true, force: true });
}
