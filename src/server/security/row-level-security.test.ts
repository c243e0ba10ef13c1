/**
 * The second wall (migration 042, db/scope.ts): inside a signed-in request, a query that forgets its parish filter
 * still sees and changes only the session's parish; the diocese's offices read their diocese's parishes and write none
 * of their books. The probe routes below are such careless queries, added to a second app on the test's database.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../test/app';
import { signIn } from '../test/http';

/**
 * The tables without a parish's data: the instance's parishes and dioceses (and a diocese's petition types, read by
 * its parishes), sign-in and its defences (read before a request has a parish), migrations, and a person's own chat
 * screen state (pins, who is looking at whom), read and written by the session's user id only.
 */
const INSTANCE_TABLES = [
  'account_tokens',
  'chat_pins',
  'chat_presence',
  'dioceses',
  'instance_setup',
  'login_attempts',
  'paroquias',
  'peticao_tipos',
  'request_throttle',
  'schema_migrations',
  'server_secrets',
  'sessions',
];

let t: TestApp;
let on: FastifyInstance;
let off: FastifyInstance;
const parish = {} as { saoJose: number; aparecida: number; elsewhere: number };

interface Probe {
  /** Each table with a parish column: the parishes of the rows a bare `SELECT paroquia_id FROM t` returns. */
  seen: Record<string, number[]>;
  inserted: string;
  updated: number;
  deleted: number;
}

// Every table with paroquia_id, read without a filter: query_to_xml runs each as the caller, under its policies.
const EVERY_TABLE = `
  SELECT c.relname AS tabela,
         (xpath('//paroquia_id/text()', query_to_xml(format('SELECT DISTINCT paroquia_id FROM %I', c.relname), false, false, '')))::text[]::int[] AS seen
    FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'paroquia_id' AND NOT a.attisdropped
   WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r'`;

/** The app with a route whose queries name no parish but `target`'s, in a write. */
async function probeApp(rowLevelSecurity: boolean): Promise<FastifyInstance> {
  const app = buildApp({ config: { ...t.config, rowLevelSecurity }, db: t.db, clock: t.clock.now });
  // In a plugin, as the modules' routes are: registered after auth's, whose onRoute hook makes the route signed-in.
  app.register(async (probes) => {
    probes.post<{ Body: { target: number } }>('/api/rls-probe', async (request) => {
      const { target } = request.body;
      const { rows } = await t.db.query<{ tabela: string; seen: number[] }>(EVERY_TABLE);
      const inserted = await t.db.query("INSERT INTO inventory_categories (paroquia_id, name) VALUES ($1, 'Sonda') RETURNING id", [target]).then(
        () => 'ok',
        (error: { code?: string }) => error.code ?? 'error',
      );
      const updated = await t.db.query('UPDATE registers SET name = name WHERE paroquia_id = $1 RETURNING id', [target]);
      const deleted = await t.db.query('DELETE FROM reminders WHERE paroquia_id = $1 RETURNING id', [target]);
      return {
        seen: Object.fromEntries(rows.map((r) => [r.tabela, [...r.seen].sort()])),
        inserted,
        updated: updated.rows.length,
        deleted: deleted.rows.length,
      } satisfies Probe;
    });
  });
  await app.ready();
  return app;
}

async function probe(app: FastifyInstance, user: string, target: number): Promise<Probe> {
  const cookie = await signIn(app, user);
  const response = await app.inject({ method: 'POST', url: '/api/rls-probe', headers: { cookie }, payload: { target } });
  expect(response.statusCode).toBe(200);
  return response.json<Probe>();
}

const parishesSeen = (p: Probe) => [...new Set(Object.values(p.seen).flat())].sort();

beforeAll(async () => {
  t = await createTestApp();
  const id = async (user: string) => (await t.db.query<{ id: number }>('SELECT paroquia_id AS id FROM users WHERE username = $1', [user])).rows[0].id;
  parish.saoJose = await id('secretaria');
  parish.aparecida = await id('outra');
  // A parish outside the demo diocese, with a register and a reminder of its own.
  const { rows } = await t.db.query<{ id: number }>("INSERT INTO paroquias (name) VALUES ('Paróquia Fora da Diocese') RETURNING id");
  parish.elsewhere = rows[0].id;
  await t.db.query("INSERT INTO registers (paroquia_id, name) VALUES ($1, 'Pessoa de Fora')", [parish.elsewhere]);
  [on, off] = await Promise.all([probeApp(true), probeApp(false)]);
});

afterAll(async () => {
  await Promise.all([on?.close(), off?.close()]);
  await t?.close();
});

describe('row-level security', () => {
  it("every table has policies for reads, inserts, changes and deletes, but the instance's own", async () => {
    const { rows } = await t.db.query<{ tabela: string }>(
      `
      SELECT c.relname AS tabela FROM pg_class c
       WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r' AND c.relname <> ALL ($1::text[])
         AND NOT (c.relrowsecurity AND (SELECT count(DISTINCT p.cmd) FROM pg_policies p WHERE p.schemaname = 'public' AND p.tablename = c.relname AND 'sacra_paroquia' = ANY (p.roles)) = 4)
       ORDER BY 1`,
      [INSTANCE_TABLES],
    );
    expect(rows.map((r) => r.tabela)).toEqual([]);
  });

  it('a table a later migration creates is granted to the scoped role', async () => {
    await t.db.exec('CREATE TABLE rls_later (id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY, paroquia_id int NOT NULL)');
    const { rows } = await t.db.query<{ table: boolean; sequence: boolean }>(
      "SELECT has_table_privilege('sacra_paroquia', 'rls_later', 'SELECT, INSERT, UPDATE, DELETE') AS table, has_sequence_privilege('sacra_paroquia', 'rls_later_id_seq', 'USAGE') AS sequence",
    );
    expect(rows[0]).toEqual({ table: true, sequence: true });
  });

  it("a signed-in request's unfiltered queries see only its parish, and cannot write another's rows", async () => {
    const result = await probe(on, 'outra', parish.saoJose);
    expect(parishesSeen(result)).toEqual([parish.aparecida]);
    expect(result.seen.registers).toEqual([parish.aparecida]);
    expect(result).toMatchObject({ inserted: '42501', updated: 0, deleted: 0 });
    // Its own parish it still writes.
    expect(await probe(on, 'outra', parish.aparecida)).toMatchObject({ inserted: 'ok' });
  });

  it('without a request (and with ROW_LEVEL_SECURITY=off) the same queries see every parish', async () => {
    const { rows } = await t.db.query<{ seen: number[] }>(`SELECT seen FROM (${EVERY_TABLE}) x WHERE tabela = 'registers'`);
    expect(rows[0].seen.sort()).toEqual([parish.saoJose, parish.aparecida, parish.elsewhere].sort());
    const result = await probe(off, 'outra', parish.saoJose);
    expect(parishesSeen(result)).toEqual([parish.saoJose, parish.aparecida, parish.elsewhere].sort());
    expect(result.updated).toBeGreaterThan(0);
  });

  it("the chancery reads its diocese's parishes, not another diocese's, and writes none of their books", async () => {
    const result = await probe(on, 'chancelaria', parish.aparecida);
    expect(result.seen.registers).toEqual([parish.saoJose, parish.aparecida].sort());
    expect(parishesSeen(result)).not.toContain(parish.elsewhere);
    expect(result).toMatchObject({ inserted: '42501', updated: 0, deleted: 0 });
  });
});
