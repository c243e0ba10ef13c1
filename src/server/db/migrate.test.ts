import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { migrate } from './migrate';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const versions = async () => (await t.db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version')).rows.map((r) => r.version);

describe('the migration runner', () => {
  it('knows a renamed migration by its old name: a database that applied 013-search-fold.sql does not apply 015-search-fold.sql again', async () => {
    await t.db.query("UPDATE schema_migrations SET version = '013-search-fold.sql' WHERE version = '015-search-fold.sql'");
    expect(await migrate(t.db)).toEqual([]);
    const after = await versions();
    expect(after).toContain('015-search-fold.sql');
    expect(after).not.toContain('013-search-fold.sql');
  });

  it('refuses two migrations of one number, and applies none of them', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sacra-migrations-'));
    try {
      await writeFile(join(dir, '900-one.sql'), 'CREATE TABLE twice_one (id int);');
      await writeFile(join(dir, '900-two.sql'), 'CREATE TABLE twice_two (id int);');
      await expect(migrate(t.db, dir)).rejects.toThrow(/one number each: 900 is used twice/);
      expect(await versions()).not.toContain('900-one.sql');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
