import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const SCRIPT = join(process.cwd(), 'scripts', 'check-sql.mjs');

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sacra-sql-check-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Runs the CI check on one source file; what it prints and whether it failed. */
async function check(source: string): Promise<{ failed: boolean; out: string }> {
  const file = join(dir, `case-${Math.random().toString(16).slice(2)}.ts`);
  await writeFile(file, source);
  try {
    const { stdout } = await run(process.execPath, [SCRIPT, file]);
    return { failed: false, out: stdout };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    expect(e.code).toBe(1);
    return { failed: true, out: e.stderr };
  }
}

describe('scripts/check-sql.mjs (the CI check in npm test)', () => {
  it('fails on values interpolated or concatenated into SQL, naming file and line', async () => {
    const cases = [
      "await db.query(`SELECT * FROM users WHERE name = '${name}'`);",
      'await db.query<{ id: number }>(\n  `SELECT id\n   FROM users WHERE id = ${id}`,\n  [],\n);',
      "await tx.query('SELECT * FROM users WHERE name = ' + name);",
      'const sql = `DELETE FROM notices WHERE id = ${req.params.id}`;\nawait db.query(sql);',
      "let sql = 'SELECT * FROM registers WHERE 1 = 1';\nsql += ` AND city = '${city}'`;\nawait db.query(sql, []);",
      "const sql = on ? `SELECT 1 FROM t WHERE a = ${a}` : 'SELECT 2';\nawait db.query(sql);",
      'await db.exec(`DROP TABLE ${table}`);',
      'const order = sort;\nawait db.query(`SELECT 1 FROM t ORDER BY ${order}`);',
    ];
    for (const source of cases) {
      const { failed, out } = await check(source);
      expect(failed, source).toBe(true);
      expect(out, source).toMatch(/case-[0-9a-f]+\.ts:\d+: /);
    }
    const { out } = await check('const a = 1;\n\nawait db.query(\n  `SELECT 1\n   WHERE x = ${x}`);');
    expect(out).toMatch(/\.ts:5: \$\{x\} interpolated into SQL/);
  });

  it('passes parameterised SQL, placeholder numbers, constants and ternaries of fixed text', async () => {
    const { failed, out } = await check(`
      const COLUMNS = 'id, name';
      const SELECT = \`SELECT \${COLUMNS} FROM users\`;
      const FOR_UPDATE = ' FOR UPDATE';
      await db.query('SELECT * FROM users WHERE id = $1', [id]);
      await db.query(\`\${SELECT} WHERE id = $1\${lock ? FOR_UPDATE : ''}\`, [id]);
      await db.query(SELECT + ' ORDER BY id');
      await db.query(\`SELECT 1 FROM t LIMIT $\${params.length + 1} OFFSET $\${n + 2}\`, params);
      const order = desc ? 'id DESC' : 'id ASC';
      await db.query(\`SELECT 1 FROM t ORDER BY \${order}\`);
      const m = /^HTTP (\\d+)/.exec(\`\${received}\`);
      const text = parts.join('');
      label.exec(text);
    `);
    expect(out).toMatch(/0 problems/);
    expect(failed).toBe(false);
  });

  it('accepts a reviewed fixed fragment only where it is marked, and lists the markers', async () => {
    const unmarked = await check('await db.query(`SELECT 1 FROM t WHERE ${where.sql}`, where.params);');
    expect(unmarked.failed).toBe(true);
    const marked =
      "await db.query(`SELECT 1 FROM t WHERE ${/* sql-fragment: fixed */ where.sql}`, where.params);\nawait db.query('SELECT 1 FROM t ORDER BY ' + /* sql-fragment: fixed */ orderBy);";
    expect((await check(marked)).failed).toBe(false);
    // The marker must say exactly that: any other comment is no review.
    expect((await check('await db.query(`SELECT 1 FROM t WHERE ${/* safe */ where.sql}`);')).failed).toBe(true);
    const file = join(dir, 'listed.ts');
    await writeFile(file, marked);
    const { stdout } = await run(process.execPath, [SCRIPT, '--list', file]);
    expect(stdout).toContain(`reviewed fragment: ${relative(process.cwd(), file)}:1`);
    expect(stdout).toMatch(/2 reviewed fragments, 0 problems/);
  });
});
