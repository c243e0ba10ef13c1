/**
 * The second wall (migration 042, db/scope.ts): inside a signed-in request, a query that forgets its parish filter
 * still sees and changes only the session's parish; the diocese's offices read their diocese's parishes and write none
 * of their books; a public route about one parish (`/api/public/paroquias/:id/…`) sees and changes only the parish its
 * URL names. The probes below are such careless queries, added to a second app on the test's database.
 */
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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

let probeCount = 0;

/** Queries that name no parish but `target`'s, in a write: what they saw and changed. */
async function carelessQueries(target: number): Promise<Probe> {
  const { rows } = await t.db.query<{ tabela: string; seen: number[] }>(EVERY_TABLE);
  const name = `Sonda ${++probeCount}`;
  const inserted = await t.db.query('INSERT INTO inventory_categories (paroquia_id, name) VALUES ($1, $2) RETURNING id', [target, name]).then(
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
  };
}

/** The header that turns any request of the probe app into a probe: the careless queries' target parish. */
const PROBE_HEADER = 'x-rls-probe';

/** The app with a route whose queries are careless, and the careless queries in place of any route's answer on demand. */
async function probeApp(rowLevelSecurity: boolean): Promise<FastifyInstance> {
  const app = buildApp({ config: { ...t.config, rowLevelSecurity }, db: t.db, clock: t.clock.now });
  // Added before the routes' plugins load, so every route gets it: a request with the header answers what the careless
  // queries saw in its place, after its input was judged, where the route's handler would have run.
  app.addHook('preHandler', async (request, reply) => {
    const target = request.headers[PROBE_HEADER];
    if (typeof target === 'string') return reply.send(await carelessQueries(Number(target)));
  });
  // In a plugin, as the modules' routes are: registered after auth's, whose onRoute hook makes the route signed-in.
  app.register(async (probes) => {
    probes.post<{ Body: { target: number } }>('/api/rls-probe', async (request) => carelessQueries(request.body.target));
  });
  await app.ready();
  return app;
}

async function probe(app: FastifyInstance, user: string, target: number, cookie?: string): Promise<Probe> {
  cookie ??= await signIn(app, user);
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

  it("the chancery's next request reads a parish as soon as it joins the diocese, and not after it leaves", async () => {
    // Moved from elsewhere (another process, a SQL prompt): the chancery's pooled connections keep the scope they were given.
    const prompt = new pg.Client(t.databaseUrl);
    await prompt.connect();
    // Into the demo's diocese (that of São José), or out of any.
    const move = (into: number | null) =>
      prompt.query('UPDATE paroquias SET diocese_id = (SELECT diocese_id FROM paroquias WHERE id = $2) WHERE id = $1', [parish.elsewhere, into]);
    // Signed in once: a sign-in's own queries run without a scope and would make every connection take it again.
    const cookie = await signIn(on, 'chancelaria');
    const seen = async () => (await probe(on, 'chancelaria', parish.aparecida, cookie)).seen.registers;
    try {
      expect(await seen()).not.toContain(parish.elsewhere);
      await move(parish.saoJose);
      await vi.waitFor(async () => expect(await seen()).toContain(parish.elsewhere));
      await move(null);
      await vi.waitFor(async () => expect(await seen()).not.toContain(parish.elsewhere));
    } finally {
      await move(null);
      await prompt.end();
    }
  });
});

type RouteRow = FastifyInstance['routeTable'][number];

/** The routes anyone may call (HEAD aside, the GET it mirrors): 'METHOD /url'. */
const publicRoutes = (app: FastifyInstance) => app.routeTable.filter((r) => r.access === 'public' && r.method !== 'HEAD');
const aboutOneParish = (r: RouteRow) => r.url.startsWith('/api/public/paroquias/:id/');

/** A public route as a probe: `id` in the path, 1 for any other parameter, a body its schema accepts. */
function probePublic(app: FastifyInstance, route: RouteRow, id: string, target: number, cookie?: string) {
  const url = route.url.replace(':id', id).replace(/:\w+/g, '1');
  const headers = { [PROBE_HEADER]: String(target), ...(cookie && { cookie }) };
  return app.inject({ method: route.method as 'GET' | 'POST', url, headers, ...(route.method === 'POST' && { payload: { data_id: 1 } }) });
}

describe("row-level security on the website's routes", () => {
  it('a public route about one parish sees and changes only the parish its URL names, whoever calls it', async () => {
    const routes = publicRoutes(on).filter(aboutOneParish);
    const listed = ['feed', 'feed/:noticeId/imagem', 'dizimo', 'campanhas/:campanhaId', 'horarios', 'agenda.ics', 'escalas', 'batismo/vagas']
      .map((path) => `GET /api/public/paroquias/:id/${path}`)
      .concat(['batismo/reservas', 'pedidos/batismo', 'pedidos/certidao'].map((path) => `POST /api/public/paroquias/:id/${path}`));
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(expect.arrayContaining(listed));
    const cookie = await signIn(on, 'outra');
    for (const route of routes) {
      for (const caller of [undefined, cookie]) {
        const response = await probePublic(on, route, String(parish.saoJose), parish.aparecida, caller);
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(200);
        const result = response.json<Probe>();
        expect(parishesSeen(result), `${route.method} ${route.url}`).toEqual([parish.saoJose]);
        expect(result, `${route.method} ${route.url}`).toMatchObject({ inserted: '42501', updated: 0, deleted: 0 });
      }
    }
    // The parish it names it writes.
    expect((await probePublic(on, routes[0], String(parish.saoJose), parish.saoJose)).json<Probe>()).toMatchObject({ inserted: 'ok' });
  });

  it('an id that names no parish gets no scope and the answer it had: 404', async () => {
    const [route] = publicRoutes(on).filter(aboutOneParish);
    for (const id of ['abc', '0', '99999999999']) expect((await probePublic(on, route, id, parish.aparecida)).statusCode, id).toBe(404);
  });

  it('the public routes without a parish in their URL find their row by a code or a secret, and see every parish', async () => {
    const unscoped = publicRoutes(on)
      .filter((r) => !aboutOneParish(r))
      .map((r) => `${r.method} ${r.url}`);
    // A new public route lands here only if it names no parish: one that does goes under /api/public/paroquias/:id/.
    expect(unscoped.sort()).toEqual([
      'GET /api/config',
      'GET /api/convites/:token',
      'GET /api/escalas/ical/:token',
      'GET /api/health',
      'GET /api/instalar',
      'GET /api/openapi.json',
      'GET /api/public/certidoes/:codigo',
      'GET /api/public/certificados-curso/:codigo',
      'GET /api/public/decretos/:codigo',
      'GET /api/public/pedidos/:segredo',
      'GET /api/public/pedidos/:segredo/certidao.pdf',
      'GET /uploads/:kind/:file',
      'POST /api/convites/:token',
      'POST /api/instalar',
      'POST /api/login',
      'POST /api/logout',
      'POST /api/public/pedidos/:segredo/mensagens',
      'POST /api/senha/esqueci',
      'POST /api/senha/redefinir',
    ]);
    const route = publicRoutes(on).find((r) => r.url === '/api/public/pedidos/:segredo')!;
    const result = (await probePublic(on, route, '', parish.aparecida)).json<Probe>();
    expect(result.seen.registers).toEqual([parish.saoJose, parish.aparecida, parish.elsewhere].sort());
  });

  it('with ROW_LEVEL_SECURITY=off a public route about one parish sees every parish', async () => {
    const [route] = publicRoutes(off).filter(aboutOneParish);
    const result = (await probePublic(off, route, String(parish.saoJose), parish.aparecida)).json<Probe>();
    expect(parishesSeen(result)).toEqual([parish.saoJose, parish.aparecida, parish.elsewhere].sort());
  });
});
