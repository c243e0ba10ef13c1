import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbedded, type EmbeddedServer } from '../db/embedded';
import { createDatabase } from './postgres';
import { buildTemplate, seedDatabase } from './template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A stopped, seeded DATA_DIR with the embedded database, for tests that run the portal on a copy; empty with DATABASE_URL. */
    serverTemplateDir: string;
    /** The PostgreSQL server each createTestApp makes its database on: DATABASE_URL's, or one embedded server for the run. */
    testServerUrl: string;
    /** The seeded database every test database is copied from (CREATE DATABASE ... TEMPLATE), and its uploaded files. */
    testTemplate: { database: string; uploadsDir: string };
  }
}

const TEMPLATE = 'sacra_template';

async function createTemplate(serverUrl: string, name: string): Promise<void> {
  const url = new URL(serverUrl);
  url.pathname = '/template1';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${/* sql-fragment: fixed */ name} TEMPLATE postgres`);
  } finally {
    await client.end();
  }
}

/**
 * Once per run: a seeded database to copy per test file (copying one takes a fraction of a second;
 * migrating and seeding takes seconds). With DATABASE_URL it lives on that server; otherwise on an
 * embedded server started from a copy of the seeded DATA_DIR template.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'sacra-template-'));
  let embedded: EmbeddedServer | undefined;
  let dropTemplate = async () => undefined as void;
  try {
    const uploadsDir = join(dir, 'template', 'uploads');
    if (process.env.DATABASE_URL) {
      const database = await createDatabase(process.env.DATABASE_URL);
      dropTemplate = database.drop;
      await seedDatabase(database.url, uploadsDir);
      project.provide('serverTemplateDir', '');
      project.provide('testServerUrl', process.env.DATABASE_URL);
      project.provide('testTemplate', { database: new URL(database.url).pathname.slice(1), uploadsDir });
    } else {
      await buildTemplate(join(dir, 'template'));
      await cp(join(dir, 'template'), join(dir, 'server'), { recursive: true });
      embedded = await startEmbedded(join(dir, 'server'));
      // Copied under another name: test databases are made while connected to `postgres`.
      await createTemplate(embedded.url, TEMPLATE);
      project.provide('serverTemplateDir', join(dir, 'template'));
      project.provide('testServerUrl', embedded.url);
      project.provide('testTemplate', { database: TEMPLATE, uploadsDir });
    }
  } catch (error) {
    // A failing migration or seed stops the run before teardown exists: clean up here.
    await embedded?.stop();
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return async () => {
    await dropTemplate().catch(() => undefined);
    await embedded?.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
