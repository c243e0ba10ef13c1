/**
 * Real portal processes on a chosen database, for the reliability tests: each `prepare` gives a new
 * DATA_DIR (embedded: a copy of the suite's migrated and seeded one, its PostgreSQL cluster included;
 * PostgreSQL: an empty database the server migrates and seeds), `start` runs a portal on it, and the
 * hook removes everything after the file.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, inject } from 'vitest';
import { createDatabase, postgresServer, type PostgresServer } from '../../src/server/test/postgres';
import { spawnPortal, type PortalProcess } from '../../src/server/test/spawn';
import { buildTemplate } from '../../src/server/test/template';

export const DATABASES = ['embedded', 'PostgreSQL'] as const;
export type Database = (typeof DATABASES)[number];

export interface Setup {
  dataDir: string;
  database?: { url: string; drop(): Promise<void> };
}

export function portalSetups(name: string) {
  let pgServer: PostgresServer | undefined;
  const processes: PortalProcess[] = [];
  const setups: Setup[] = [];

  /** Stops the portals and removes the DATA_DIRs and databases made so far (a test may call it sooner, to free memory). */
  async function removeAll(): Promise<void> {
    for (const p of processes.splice(0)) await p.stop(10_000);
    for (const s of setups.splice(0)) {
      await s.database?.drop();
      await rm(s.dataDir, { recursive: true, force: true });
    }
  }
  afterAll(async () => {
    await removeAll();
    await pgServer?.stop();
  });

  return {
    removeAll,
    async prepare(db: Database): Promise<Setup> {
      const setup: Setup = { dataDir: await mkdtemp(join(tmpdir(), `sacra-${name}-`)) };
      setups.push(setup);
      if (db === 'PostgreSQL') {
        pgServer ??= await postgresServer();
        setup.database = await createDatabase(pgServer.url);
      } else {
        // The template is not built when the run has DATABASE_URL: build this one.
        const template = inject('serverTemplateDir');
        if (template) await cp(template, setup.dataDir, { recursive: true });
        else await buildTemplate(setup.dataDir);
      }
      return setup;
    },
    async start({ dataDir, database }: Setup, env?: Record<string, string>): Promise<PortalProcess> {
      const p = await spawnPortal({ dataDir, databaseUrl: database?.url, env });
      processes.push(p);
      return p;
    },
  };
}
