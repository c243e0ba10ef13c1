import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_ACTIONS } from '../../shared/schemas/lgpd';
import { createTestApp, type TestApp } from '../test/app';
import { migrate, MIGRATIONS_DIR } from './migrate';

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

  it('leaves the access log taking every action the code writes, after each migration that added its own', async () => {
    const paroquia = (await t.db.query<{ id: number }>('SELECT min(id) AS id FROM paroquias')).rows[0]!.id;
    const refused: string[] = [];
    for (const action of ACCESS_ACTIONS) {
      await t.db
        .query('INSERT INTO register_access_log (paroquia_id, user_id, user_name, action) VALUES ($1, 0, $2, $3)', [paroquia, 'teste', action])
        .catch(() => refused.push(action));
    }
    expect(refused).toEqual([]);
  });

  it("041 moves the economic council's accounts from role 15 (now 'Responsável') to 17, keeping their other roles", async () => {
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO users (paroquia_id, username, name, password_hash, roles) SELECT paroquia_id, 'conselho.antigo', 'Conselho Antigo', password_hash, '{2,15}'
         FROM users WHERE username = 'secretaria' RETURNING id`,
    );
    // The migration's first statement, as shipped (the rest creates tables that exist already).
    const sql = await readFile(join(MIGRATIONS_DIR, '041-familia.sql'), 'utf8');
    await t.db.exec(/^UPDATE users[^;]*;/m.exec(sql)![0]);
    const roles = await t.db.query<{ roles: number[] }>('SELECT roles FROM users WHERE id = $1', [rows[0].id]);
    expect(roles.rows[0].roles).toEqual([2, 17]);
  });
});
