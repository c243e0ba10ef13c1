/**
 * Generated bad input against every write endpoint and every read endpoint that takes a query. The
 * routes come from the app's own route table (and its OpenAPI document); the field names come from
 * the shared zod request schemas, so each body names real fields with bad values.
 *
 * For every answer: never a 5xx; never a SQL error text, a stack trace or a server file path in the
 * body; and when the request is refused (4xx) no row of any table changed (an md5 of each table).
 *
 * Seeded: a failure prints the seed and path to replay. BAD_INPUT_RUNS sets the runs per endpoint.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as agenda from '../../shared/schemas/agenda';
import * as buckets from '../../shared/schemas/buckets';
import * as casamentos from '../../shared/schemas/casamentos';
import * as chat from '../../shared/schemas/chat';
import * as crisma from '../../shared/schemas/catechesis';
import * as dashboard from '../../shared/schemas/dashboard';
import * as diocese from '../../shared/schemas/diocese';
import * as escalas from '../../shared/schemas/escalas';
import * as inventory from '../../shared/schemas/inventory';
import * as lgpd from '../../shared/schemas/lgpd';
import * as noticesBase from '../../shared/schemas/notices-base';
import * as notices from '../../shared/schemas/notices';
import * as notifications from '../../shared/schemas/notifications';
import * as protocols from '../../shared/schemas/protocols';
import * as registers from '../../shared/schemas/registers';
import * as reminders from '../../shared/schemas/reminders';
import * as sacramentos from '../../shared/schemas/sacramentos';
import * as session from '../../shared/schemas/session';
import * as passwordLinks from '../../shared/schemas/password-links';
import * as setup from '../../shared/schemas/setup';
import * as users from '../../shared/schemas/users';
import { MSG } from '../../shared/messages';
import { createTestApp, type TestApp } from '../test/app';
import { signIn } from '../test/http';
import { bodyOf, idInputs, type Json, openapiDocument, operations, placeAt, request } from '../test/openapi';

const SEED = Number(process.env.BAD_INPUT_SEED ?? 20260409);
const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 18);

// ---------------------------------------------------------------------------------------------
// Field names from the shared request schemas
// ---------------------------------------------------------------------------------------------

/** Keys of every zod object a schema module exports (looking through optional/pipe/refine wrappers). */
function schemaKeys(modules: object[]): string[] {
  const keys = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (value: unknown, depth: number) => {
    if (!value || typeof value !== 'object' || seen.has(value) || depth > 4) return;
    seen.add(value);
    const v = value as { shape?: unknown; def?: Record<string, unknown>; _zod?: unknown };
    if (!v._zod && !v.def) return;
    if (v.shape && typeof v.shape === 'object') {
      for (const [k, inner] of Object.entries(v.shape as Record<string, unknown>)) {
        keys.add(k);
        walk(inner, depth + 1);
      }
    }
    const def = v.def ?? {};
    for (const k of ['innerType', 'in', 'out', 'schema', 'element', 'left', 'right']) walk(def[k], depth + 1);
    if (Array.isArray(def.options)) for (const o of def.options) walk(o, depth + 1);
  };
  for (const m of modules) for (const value of Object.values(m)) walk(value, 0);
  return [...keys].sort();
}

const FIELD_NAMES = schemaKeys([
  agenda,
  buckets,
  chat,
  crisma,
  dashboard,
  inventory,
  lgpd,
  noticesBase,
  notices,
  notifications,
  protocols,
  registers,
  reminders,
  sacramentos,
  session,
  users,
  passwordLinks,
  setup,
  escalas,
  casamentos,
  diocese,
]);
const QUERY_NAMES = [
  ...new Set([...FIELD_NAMES, 'page', 'limit', 'per_page', 'q', 'search', 'sort', 'order', 'from', 'to', 'status', 'cursor', 'before', 'after', 'since']),
];

// ---------------------------------------------------------------------------------------------
// Bad values
// ---------------------------------------------------------------------------------------------

const HUGE = 'A'.repeat(100_003);
const HUGE_UNICODE = '😀\u202Eé\u200B'.repeat(25_001); // 125k UTF-16 units of emoji, RTL override, zero-width
const INJECTIONS = [
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '1; DELETE FROM registers; --',
  '" OR ""="',
  "1' UNION SELECT password_hash FROM users --",
  "admin'--",
  '$1',
  '%',
  '_',
  '\\',
  "E'\\x00'",
  '${7*7}',
  '{{constructor.constructor("return process")()}}',
  '__proto__',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/etc/passwd\u0000.png',
  'file:///etc/passwd',
  '<script>alert(1)</script>',
];
const UNICODE_EDGES = [
  '\uD800', // lone high surrogate
  '\uDC00x', // lone low surrogate
  'a\uD83Db', // broken emoji pair
  '\u202Egnp.exe', // RTL override
  '\u200F\u200E\u061C',
  '\u200B\u200C\u200D\uFEFF', // zero-width
  '👨‍👩‍👧‍👦🏳️‍🌈',
  '\u0000',
  'nul\u0000byte',
  '\u0001\u0007\u001b[31m',
  '\r\n\r\nX-Injected: 1',
  'ﷺ𒐫𝕏',
  '\u0301\u0301\u0301',
  ' ',
  '',
];

const badString = fc.oneof(
  fc.constantFrom(...INJECTIONS, ...UNICODE_EDGES),
  fc.constantFrom(HUGE, HUGE_UNICODE),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 20 }),
  fc.constantFrom('2026-02-30', '9999-99-99', '0000-00-00T25:61', '-1', '1e309', 'NaN', 'Infinity', 'true', 'null', '[]', '{}'),
);

/** JSON nested `depth` levels deep, as text (too deep for a naive recursive walker). */
const deepJson = (depth: number, open: string, close: string) => open.repeat(depth) + close.repeat(depth);

const badScalar = fc.oneof(
  badString,
  fc.integer(),
  fc.constantFrom(0, -1, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 1e308, -1e-308, 0.5),
  fc.boolean(),
  fc.constant(null),
);
const { badValue } = fc.letrec((tie) => ({
  badValue: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    badScalar,
    fc.array(tie('badValue'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...FIELD_NAMES, '__proto__', 'constructor'), tie('badValue'), { maxKeys: 3 }),
  ),
}));

const fieldName = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...FIELD_NAMES) }, { weight: 1, arbitrary: badString.map((s) => s.slice(0, 200)) });

type Body =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw-json'; text: string }
  | { kind: 'form'; fields: [string, string][] }
  | { kind: 'multipart'; fields: [string, string][]; file?: { field: string; name: string; type: string; content: string } }
  | { kind: 'none' };

const fieldPairs = fc.array(fc.tuple(fieldName, badString), { maxLength: 6 });
const body: fc.Arbitrary<Body> = fc.oneof(
  { weight: 5, arbitrary: fc.dictionary(fieldName, badValue, { maxKeys: 8 }).map((value) => ({ kind: 'json' as const, value })) },
  { weight: 1, arbitrary: badValue.map((value) => ({ kind: 'json' as const, value })) },
  { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(
        deepJson(5_000, '[', ']'),
        deepJson(3_000, '{"a":', '}').replace(/}+$/, (m) => `1${m}`),
        '{"a":',
        '{"__proto__":{"admin":true}}',
        '{"constructor":{"prototype":{"x":1}}}',
        '\u0000',
        'null',
        '"just a string"',
        '1e99999',
      )
      .map((text) => ({ kind: 'raw-json' as const, text })),
  },
  { weight: 2, arbitrary: fieldPairs.map((fields) => ({ kind: 'form' as const, fields })) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fieldPairs.map((f) => f.map(([k, v]) => [k, v.slice(0, 60_000)] as [string, string])),
        fc.option(
          fc.record({
            field: fc.constantFrom('file', 'files', 'avatar', 'attachment', 'image', 'photo'),
            name: fc.constantFrom('../../../etc/passwd', 'a\u0000.png', '\u202Egnp.exe', 'x.svg', '..\\..\\evil.js', '', '.htaccess', 'é😀.pdf'),
            type: fc.constantFrom('image/png', 'image/svg+xml', 'application/pdf', 'text/html', 'application/x-msdownload', ''),
            content: fc.constantFrom('<svg onload=alert(1)>', '\u0000\u0001PK\u0003\u0004', '%PDF-1.4 not really', ''),
          }),
          { nil: undefined },
        ),
      )
      .map(([fields, file]) => ({ kind: 'multipart' as const, fields, file })),
  },
);

/** Valid bodies of the main create calls: each run of those routes also sends one with a single field made bad. */
type Base = { kind: 'json' | 'multipart'; fields: Record<string, unknown> };
let BASES: Record<string, Base> = {};

function nearValid(base: Base): fc.Arbitrary<Body> {
  const keys = Object.keys(base.fields);
  return fc.tuple(fc.constantFrom(...keys), base.kind === 'json' ? badValue : badString, fc.boolean()).map(([key, value, drop]) => {
    const fields: Record<string, unknown> = { ...base.fields };
    if (drop) delete fields[key];
    else fields[key] = value;
    return base.kind === 'json'
      ? { kind: 'json' as const, value: fields }
      : { kind: 'multipart' as const, fields: Object.entries(fields).map(([k, v]) => [k, String(v).slice(0, 60_000)] as [string, string]) };
  });
}

const query = fc.array(
  fc.tuple(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...QUERY_NAMES) }, { weight: 1, arbitrary: badString.map((s) => s.slice(0, 100)) }), badString),
  { minLength: 1, maxLength: 5 },
);

/** Path parameter values: a seeded id sometimes, mostly nonsense. */
const paramValue = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom('1', '2') },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '0',
      '-1',
      '99999999999999999999',
      '1.5',
      '1e3',
      'NaN',
      "1' OR '1'='1",
      '1; DROP TABLE users; --',
      '..%2F..%2Fetc%2Fpasswd',
      '%00',
      '%E2%80%AE',
      '%F0%9F%98%80',
      '%ED%A0%80',
      'a'.repeat(2_000),
      '00000000-0000-0000-0000-000000000000',
      'undefined',
    ),
  },
);

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

const BOUNDARY = '----badinput7MA4YWxkTrZu0gW';
function encode(b: Body): { payload?: string | Buffer; contentType?: string } {
  switch (b.kind) {
    case 'none':
      return {};
    case 'json':
      return { payload: JSON.stringify(b.value) ?? 'null', contentType: 'application/json' };
    case 'raw-json':
      return { payload: b.text, contentType: 'application/json' };
    case 'form':
      return { payload: new URLSearchParams(b.fields).toString(), contentType: 'application/x-www-form-urlencoded' };
    case 'multipart': {
      const parts: string[] = [];
      for (const [k, v] of b.fields) parts.push(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k.replace(/["\r\n]/g, '_')}"\r\n\r\n${v}\r\n`);
      if (b.file) {
        parts.push(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${b.file.field}"; filename="${b.file.name.replace(/["\r\n]/g, '_')}"\r\nContent-Type: ${b.file.type || 'application/octet-stream'}\r\n\r\n${b.file.content}\r\n`,
        );
      }
      parts.push(`--${BOUNDARY}--\r\n`);
      return { payload: Buffer.from(parts.join(''), 'utf8'), contentType: `multipart/form-data; boundary=${BOUNDARY}` };
    }
  }
}

interface Route {
  method: string;
  url: string;
}

/** Every route from Fastify's own table: printRoutes draws a radix tree, each line a suffix of its parent's path. */
function routeTable(app: FastifyInstance): Route[] {
  const text = app.printRoutes({ commonPrefix: false, includeHooks: false });
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of text.split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    const url = (stack[depth - 1] ?? '') + m[2]!;
    stack[depth] = url;
    if (!m[3]) continue;
    for (const method of m[3].split(',').map((s) => s.trim())) routes.push({ method, url });
  }
  return routes;
}

/** Routes left out, with the reason. */
const SKIP: Record<string, string> = {
  'POST /api/login': 'sign-in: a wrong password counts towards the rate limit that would lock the suite out (session tests cover it)',
  'POST /api/logout': 'would end the admin session the suite runs under',
  'GET /api/chat/stream': 'an endless event stream (chat/stream.test.ts)',
};

const LEAKS: [RegExp, string][] = [
  [/syntax error/i, 'SQL syntax error'],
  [/relation "/i, 'SQL relation'],
  [/violates/i, 'SQL constraint text'],
  [/duplicate key/i, 'SQL duplicate key'],
  [/invalid input syntax/i, 'SQL input syntax'],
  [/column "/i, 'SQL column'],
  [/out of range for type/i, 'SQL range'],
  [/\bSELECT\b[\s\S]*\bFROM\b/, 'SQL statement'],
  [/ {4}at /, 'stack trace'],
  [/\/work\//, 'file path'],
  [/node_modules/, 'file path'],
  [/src\/server/, 'file path'],
  [/\.ts:\d+/, 'source location'],
  [/TypeError|ReferenceError|RangeError/, 'JS error name'],
];

/** Tables whose rows legitimately change on any request, refused or not (and users.last_seen_at, left out of the fingerprint). */
// mail_queue: the scheduler sends, in the background, e-mails an earlier accepted call queued; request_throttle counts throttled tries.
const VOLATILE = new Set(['sessions', 'login_attempts', 'user_logins', 'schema_migrations', 'migrations', 'mail_queue', 'request_throttle']);

let t: TestApp;
let cookie: string;
/** The demo member (role 14), for the routes only a member may call. */
let memberCookie: string;
let guardianCookie: string;
let tables: string[] = [];
const counts = { requests: 0, endpoints: 0, byStatus: new Map<number, number>(), accepted: new Map<string, number>() };

/**
 * Per table: the row count and the newest row version (xmin changes on every insert and update, the
 * count on a delete); users, whose last_seen_at moves on every signed-in call, by an md5 of the rest.
 */
async function fingerprint(): Promise<Map<string, string>> {
  const parts = tables.map((name) =>
    name === 'users'
      ? `SELECT 'users' AS t, md5(coalesce(string_agg((to_jsonb(x) - 'last_seen_at')::text, '|' ORDER BY x.id), '')) AS h FROM users x`
      : `SELECT '${name}' AS t, count(*)::text || ':' || coalesce(max(x.xmin::text::bigint), 0)::text AS h FROM ${/* sql-fragment: catalog table name */ `"${name}"`} x`,
  );
  const { rows } = await t.db.query<{ t: string; h: string }>(parts.join(' UNION ALL '));
  return new Map(rows.map((r) => [r.t, r.h]));
}

function diff(a: Map<string, string>, b: Map<string, string>): string[] {
  return [...a.keys()].filter((k) => a.get(k) !== b.get(k));
}

function checkResponse(label: string, res: LightMyRequestResponse): void {
  counts.requests++;
  counts.byStatus.set(res.statusCode, (counts.byStatus.get(res.statusCode) ?? 0) + 1);
  if (res.statusCode >= 500) throw new Error(`${label}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  const text = res.body.length > 200_000 ? res.body.slice(0, 200_000) : res.body;
  // Successful reads answer with data, which may legitimately hold what the suite wrote; the leak checks are for errors.
  if (res.statusCode >= 400) {
    for (const [re, what] of LEAKS) if (re.test(text)) throw new Error(`${label}: ${what} in the ${res.statusCode} body: ${text.slice(0, 400)}`);
  } else {
    for (const [re, what] of LEAKS.filter(([, w]) => w === 'stack trace' || w === 'JS error name' || w === 'source location')) {
      if (re.test(text) && !/onerror|<script/.test(text)) throw new Error(`${label}: ${what} in the ${res.statusCode} body: ${text.slice(0, 400)}`);
    }
  }
}

beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t.app, 'admin');
  memberCookie = await signIn(t.app, 'dizimista');
  guardianCookie = await signIn(t.app, 'responsavel');
  const { rows } = await t.db.query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
  );
  tables = rows.map((r) => r.name).filter((n) => !VOLATILE.has(n));
  const first = async (url: string) =>
    ((await t.app.inject({ method: 'GET', url, headers: { cookie } })).json() as { data: Record<string, number>[] }).data[0]!;
  const secretaria = (await t.db.query<{ id: number }>("SELECT id FROM users WHERE username = 'secretaria'")).rows[0]!.id;
  const catechist = (await first('/api/catequistas/crisma?limit=5')).id;
  const category = (await first('/api/inventory/categories')).id;
  const community = (await first('/api/inventory/entities')).ent_id;
  const celebracao = (await first('/api/agenda/celebracoes')).id;
  const outraParoquia = (await t.db.query<{ paroquia_id: number }>("SELECT paroquia_id FROM users WHERE username = 'outra'")).rows[0]!.paroquia_id;
  BASES = {
    'POST /api/protocols': { kind: 'json', fields: { description: 'Pedido de certidão' } },
    'POST /api/reminders': { kind: 'json', fields: { descricao: 'Reunião', data_hora: '2030-06-01T10:00:00-03:00', repeat: 'none', pref_email: false } },
    'PUT /api/reminders/:id': { kind: 'json', fields: { descricao: 'Reunião', data_hora: '2030-06-01T10:00:00-03:00', repeat: 'none', pref_email: false } },
    'POST /api/buckets/create': { kind: 'json', fields: { name: 'Fotos', regiao: 1 } },
    'POST /api/me/name': { kind: 'json', fields: { name: 'Pe. Antônio' } },
    'POST /api/me/timezone': { kind: 'json', fields: { timezone: 'America/Sao_Paulo' } },
    'POST /api/messages/send': { kind: 'json', fields: { receiver_id: secretaria, message: 'Olá' } },
    'POST /api/turmas/crisma': { kind: 'json', fields: { turma: 'Turma A', tutor: catechist, termino: '2030-12-01' } },
    'PUT /api/turmas/crisma/:id': { kind: 'json', fields: { turma: 'Turma A', tutor: catechist, termino: '2030-12-01', status: 1 } },
    'PUT /api/inventory/:id': { kind: 'json', fields: { item: 'Cálice', category_id: category, ent_id: community, qntd_distributed: 1, description: 'Prata' } },
    'POST /api/inventory': {
      kind: 'multipart',
      fields: { item: 'Cálice', category_id: category, ent_id: community, qntd_distributed: 1, description: 'Prata' },
    },
    'POST /api/feed-posts': { kind: 'multipart', fields: { title: 'Missa', legend: 'Domingo', level_importance: '0', send_at: '' } },
    'POST /api/registers': {
      kind: 'multipart',
      fields: {
        name: 'Maria Teste',
        phone: '19987654321',
        born_date: '1990-05-01',
        status: '0',
        address: 'Rua A',
        mother_name: 'Ana',
        legal_basis: 'consentimento',
      },
    },
    'PUT /api/lgpd/retention': { kind: 'json', fields: { retention_months: 24 } },
    'POST /api/agenda/celebracoes': {
      kind: 'json',
      fields: { tipo: 'missa', ent_id: community, regra: 'FREQ=WEEKLY;BYDAY=SU', hora: '10:00', duracao_min: 60, inicio: '2030-01-01', publica: true },
    },
    'POST /api/agenda/eventos': {
      kind: 'json',
      fields: { titulo: 'Festa', ent_id: community, inicio: '2030-06-01T18:00:00-03:00', fim: '2030-06-01T22:00:00-03:00', publica: true },
    },
    'POST /api/agenda/intencoes': { kind: 'json', fields: { celebracao_id: celebracao, intencao: 'Pelas almas', tipo: 'falecido', solicitante: 'Família' } },
    'POST /api/casamentos': {
      kind: 'json',
      fields: { conjuge1: { nome: 'Noivo Teste' }, conjuge2: { nome: 'Noiva Teste' }, data_prevista: '2031-05-10', hora_prevista: '10:00', ent_id: community },
    },
    'POST /api/pedidos': {
      kind: 'json',
      fields: { paroquia_id: outraParoquia, tipo: 'certidao', sacramento: 'batismo', nome: 'Pessoa Teste', data: '1990-01-01' },
    },
    'POST /api/peticoes': { kind: 'json', fields: { tipo: 'outro', assunto: 'Pedido à Cúria', texto: 'Texto do pedido.' } },
    'POST /api/peticoes/:id/responder': { kind: 'json', fields: { estado: 'em_analise', texto: 'Em estudo.' } },
  };
}, 120_000);
afterAll(async () => {
  console.log(
    `bad-input: ${counts.endpoints} endpoints, ${counts.requests} requests, statuses ${JSON.stringify(Object.fromEntries([...counts.byStatus].sort((a, b) => a[0] - b[0])))}`,
  );
  console.log(`bad-input: accepted writes ${JSON.stringify(Object.fromEntries([...counts.accepted].filter(([k]) => !k.startsWith('GET '))))}`);
  await t?.close();
});

function bodyFor(route: Route): fc.Arbitrary<Body> {
  if (route.method === 'GET') return fc.constant<Body>({ kind: 'none' });
  const base = BASES[`${route.method} ${route.url}`];
  return base ? fc.oneof({ weight: 1, arbitrary: body }, { weight: 1, arbitrary: nearValid(base) }) : body;
}

describe('bad input to every endpoint (fast-check, seeded)', () => {
  it('the route table holds the write endpoints of every module', () => {
    const routes = routeTable(t.app).map((r) => `${r.method} ${r.url}`);
    for (const expected of [
      'POST /api/registers',
      'POST /api/feed-posts',
      'POST /api/inventory',
      'POST /api/protocols',
      'POST /api/reminders',
      'POST /api/buckets/create',
      'POST /api/messages/send',
      'POST /api/me/name',
      'PUT /api/lgpd/retention',
    ]) {
      expect(routes).toContain(expected);
    }
  });

  it('a NUL byte in a text field that passes validation is a 422, not a 500 (PostgreSQL cannot store it), and nothing is saved', async () => {
    const before = await fingerprint();
    for (const [url, payload] of [
      ['/api/protocols', { description: 'antes\u0000depois' }],
      ['/api/me/name', { name: 'Nome\u0000' }],
      ['/api/buckets/create', { name: '\u0000', regiao: 1 }],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(422);
      expect(res.body).not.toMatch(/0x00|UTF8|byte sequence/);
    }
    expect(diff(before, await fingerprint())).toEqual([]);
  });

  it('never a 5xx, never a SQL error / stack / path in the body, never a changed row on a refusal', async () => {
    const all = routeTable(t.app).filter((r) => r.url.startsWith('/api/') && !['HEAD', 'OPTIONS'].includes(r.method) && !SKIP[`${r.method} ${r.url}`]);
    const writes = all.filter((r) => r.method !== 'GET');
    const reads = all.filter((r) => r.method === 'GET');
    expect(writes.length).toBeGreaterThan(20);
    for (const key of Object.keys(BASES))
      expect(
        all.map((r) => `${r.method} ${r.url}`),
        'a valid base body for a route that exists',
      ).toContain(key);
    let before = await fingerprint();
    let n = 0;
    for (const route of [...writes, ...reads]) {
      counts.endpoints++;
      if (process.env.BAD_INPUT_PROGRESS) process.stderr.write(`bad-input ${new Date().toISOString()} ${route.method} ${route.url}\n`);
      const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      const isWrite = route.method !== 'GET';
      await fc.assert(
        fc.asyncProperty(
          fc.array(paramValue, { minLength: params.length, maxLength: params.length }),
          bodyFor(route),
          query,
          fc.boolean(),
          async (paramValues, b, q, withQuery) => {
            let path = route.url;
            params.forEach((p, i) => {
              const v = paramValues[i]!;
              path = path.replace(`:${p}`, /%/.test(v) ? v : encodeURIComponent(v));
            });
            const qs = !isWrite || withQuery ? `?${new URLSearchParams(q).toString()}` : '';
            const { payload, contentType } = encode(b);
            const label = `${route.method} ${path.slice(0, 120)}${qs.slice(0, 120)} [${b.kind}]`;
            const res = await t.app.inject({
              method: route.method as 'GET',
              url: path + qs,
              headers: { cookie, ...(contentType ? { 'content-type': contentType } : {}) },
              ...(payload !== undefined ? { payload } : {}),
            });
            checkResponse(label, res);
            n++;
            if (res.statusCode < 300) counts.accepted.set(`${route.method} ${route.url}`, (counts.accepted.get(`${route.method} ${route.url}`) ?? 0) + 1);
            // Reads may log access (register_access_log) and successful writes change rows: the refusals must not.
            const after = await fingerprint();
            if (res.statusCode >= 400) {
              const changed = diff(before, after);
              if (changed.length) throw new Error(`${label}: refused with ${res.statusCode} yet changed ${changed.join(', ')}: ${res.body.slice(0, 200)}`);
            }
            before = after;
          },
        ),
        { seed: SEED + counts.endpoints, numRuns: RUNS, endOnFailure: true },
      );
    }
    expect(n).toBe((writes.length + reads.length) * RUNS);
    // The admin session survived the run (no route was refused for a lost session).
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(200);
  }, 600_000);
});

/** Ids that name no row: out of range, negative, fractional, in exponent form, huge, not numbers. */
const BAD_IDS: unknown[] = ['0', '-1', '1.5', '1e3', '2147483648', '99999999999999999999', 'abc', ' 1', '0x10'];
/** In a JSON body, the same as numbers too. */
const BAD_JSON_IDS: unknown[] = [...BAD_IDS, 0, -1, 1.5, 2147483648, 1e20];

/** Every file under the uploads folder (and its temporary area). */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(t.config.uploadsDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

describe('ids and bodies that name nothing (every route of the OpenAPI document)', () => {
  it('out-of-range, negative, fractional, exponent, huge and non-numeric ids: 404 in a path, 422 naming the field in a query or body; nothing changes', async () => {
    const doc = await openapiDocument(t.app);
    const before = await fingerprint();
    const routes = new Set<string>();
    let sent = 0;
    for (const operation of operations(doc)) {
      const body = bodyOf(doc, operation.op);
      for (const { part, at } of idInputs(doc, operation.op)) {
        routes.add(`${operation.method} ${operation.path}`);
        for (const bad of part === 'body' && body?.type === 'application/json' ? BAD_JSON_IDS : BAD_IDS) {
          // Every other path parameter names something plausible; query and body hold only the bad id.
          const path = Object.fromEntries([...operation.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, name === 'rand' ? 'A'.repeat(22) : 1]));
          const input = { path, query: {}, body: {} as Json };
          input[part] = placeAt(input[part], at, bad);
          const req = request(operation, body, input);
          // 'Meu dízimo' is the member's own (role 14), a guardian's justification theirs (role 15): the administrator would be refused before the id is read.
          const as = operation.path.startsWith('/api/dizimo/meu') ? memberCookie : operation.path === '/api/familia/justificativas' ? guardianCookie : cookie;
          const res = await t.app.inject({ ...req, method: req.method as 'GET', headers: { ...req.headers, cookie: as } });
          sent++;
          const label = `${operation.method} ${operation.path} ${part} ${at.join('.')}=${JSON.stringify(bad)}: ${res.statusCode} ${res.body.slice(0, 200)}`;
          if (part === 'path') expect(res.statusCode, label).toBe(404);
          else {
            expect(res.statusCode, label).toBe(422);
            expect(res.json().errors?.[at.join('.')], label).toBeDefined();
          }
        }
      }
    }
    console.log(`bad ids: ${routes.size} routes, ${sent} requests`);
    // Registers, inventory, Crisma, notices, chat, buckets, protocols, reminders and the LGPD routes all take ids.
    expect(routes.size).toBeGreaterThan(40);
    expect(diff(before, await fingerprint())).toEqual([]);
  });

  it('a malformed multipart body is a 422 with the usual text on every route that takes multipart, and stores nothing', async () => {
    const doc = await openapiDocument(t.app);
    const first = async (url: string) =>
      ((await t.app.inject({ method: 'GET', url, headers: { cookie } })).json() as { data: { data?: Array<{ id: number }>; items?: Array<{ id: number }> } })
        .data;
    const post = async (url: string, payload: object) => (await t.app.inject({ method: 'POST', url, headers: { cookie }, payload })).json();
    const openFile = (await t.db.query<{ id: number }>("SELECT id FROM casamentos WHERE estado = 'documentacao' ORDER BY id LIMIT 1")).rows[0]!.id;
    const parish = (await t.db.query<{ paroquia_id: number }>("SELECT paroquia_id FROM users WHERE username = 'secretaria'")).rows[0]!.paroquia_id;
    // Real rows for the path, so each route gets as far as reading the body.
    const existing: Record<string, Record<string, unknown>> = {
      '/api/registers/{id}': { id: (await first('/api/registers?limit=1')).data![0].id },
      '/api/registers/{id}/attachments': { id: (await first('/api/registers?limit=1')).data![0].id },
      '/api/feed-posts/{id}': { id: (await first('/api/feed-posts?per_page=1')).items![0].id },
      '/api/protocols/{id}/files': { id: (await post('/api/protocols', { description: 'Multipart malformado' })).item.id },
      '/api/buckets/{rand}/upload': { rand: (await post('/api/buckets/create', { name: 'Multipart malformado', regiao: 1 })).rand },
      '/api/casamentos/{id}/documentos': { id: openFile },
      '/api/casamentos/{id}/permissoes': { id: openFile },
      '/api/peticoes/{id}/documentos': { id: (await post('/api/peticoes', { tipo: 'outro', assunto: 'Multipart malformado', texto: 'Pedido.' })).data.id },
      '/api/public/paroquias/{id}/pedidos/batismo': { id: parish },
      '/api/public/paroquias/{id}/pedidos/certidao': { id: parish },
    };
    const multipart = operations(doc).filter((o) => o.op.requestBody?.content['multipart/form-data']);
    expect(multipart.map((o) => `${o.method} ${o.path}`).sort()).toEqual(
      [
        '/api/buckets/{rand}/upload',
        '/api/caixa/conciliacao',
        '/api/caixa/lancamentos',
        '/api/casamentos/{id}/documentos',
        '/api/casamentos/{id}/permissoes',
        '/api/dizimo/extrato',
        '/api/feed-posts',
        '/api/feed-posts/{id}',
        '/api/importacoes',
        '/api/inventory',
        '/api/me/avatar',
        '/api/paroquia/logo',
        '/api/peticoes/{id}/documentos',
        '/api/protocols/{id}/files',
        '/api/public/paroquias/{id}/pedidos/batismo',
        '/api/public/paroquias/{id}/pedidos/certidao',
        '/api/registers',
        '/api/registers/{id}',
        '/api/registers/{id}/attachments',
      ].map((p) => `POST ${p}`),
    );
    const [rows, files] = [await fingerprint(), await storedFiles()];
    // Each request from its own address: the website's public forms are throttled per address.
    let sender = 0;
    for (const operation of multipart) {
      const url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => String(existing[operation.path]?.[name]));
      const properties = bodyOf(doc, operation.op)!.schema.properties ?? {};
      const fileField = Object.keys(properties).find((name) => properties[name].format === 'binary');
      // A body that breaks off before its first part, and one that breaks off inside its file.
      const cut = `--XyZ\r\nContent-Disposition: form-data; name="${fileField}"; filename="a.pdf"\r\n\r\n%PDF-1.4 cortado`;
      for (const payload of ['--XyZ\r\n[]--XyZ--\r\n', ...(fileField ? [cut] : [])]) {
        const remoteAddress = `10.77.0.${++sender}`;
        const res = await t.app.inject({
          method: 'POST',
          url,
          remoteAddress,
          headers: { cookie, 'content-type': 'multipart/form-data; boundary=XyZ' },
          payload,
        });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(422);
        expect(res.json(), url).toEqual({ message: MSG.invalidData, errors: { body: [MSG.invalidBody] } });
      }
    }
    expect(diff(rows, await fingerprint())).toEqual([]);
    expect(await storedFiles()).toEqual(files);
  });
});
