/**
 * The API against its own OpenAPI document (generated from the routes' schemas): every documented
 * operation is called with inputs generated from its declared schemas, valid ones and ones with a
 * field made bad, signed in as a role the permission table allows. Pass line: no 5xx, no status the
 * operation does not document, and every JSON answer valid against the schema documented for it.
 *
 * Seeded: a failure prints the seed and the input to replay. CONTRACT_RUNS sets the runs per operation.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../shared/roles';
import { createTestApp, type TestApp } from '../test/app';
import { signIn } from '../test/http';
import { bodyOf, type Input, type Json, openapiDocument, type Operation, operations, parametersOf, request, valueOf } from '../test/openapi';

const SEED = Number(process.env.CONTRACT_SEED ?? 20261124);
const RUNS = Number(process.env.CONTRACT_RUNS ?? 8);

/** A demo user of each role the permission table tells apart. */
const USERS: Record<string, number[]> = {
  admin: [111],
  secretaria: [1],
  coordenador: [3],
  catequista: [13],
  acolito: [8],
  'coord-eucaristia': [7],
  tesoureiro: [11],
  dizimista: [14],
  chancelaria: [20],
  economato: [21],
  responsavel: [15],
};
/** Not called: an endless event stream (chat/stream.test.ts covers it). */
const SKIP = new Set(['GET /api/chat/stream']);
/** Values that break a field of any type. */
const BAD = fc.constantFrom<unknown>('', ' ', '-1', '0', '1.5', '1e3', '2147483648', '99999999999999999999', 'abc', null, true, [], {}, 'x'.repeat(300));

let t: TestApp;
let doc: Json;
const cookies = new Map<string, string>();
const validators = new Map<string, ValidateFunction>();
const statuses = new Map<number, number>();

beforeAll(async () => {
  t = await createTestApp();
  doc = await openapiDocument(t.app);
  for (const user of Object.keys(USERS)) cookies.set(user, await signIn(t.app, user));
}, 60_000);
afterAll(async () => {
  console.log(`contract: statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`);
  await t?.close();
});

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

/** The documented schema of an answer, compiled once, with the document's components for its $refs. */
function validatorOf(key: string, schema: Json): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile({ ...schema, components: doc.components });
    validators.set(key, validate);
  }
  return validate;
}

/** Throws unless the answer is one the document lists for the operation, in the documented shape. */
function checkAnswer(operation: Operation, res: LightMyRequestResponse): void {
  const label = `${operation.method} ${operation.path} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
  statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
  if (res.statusCode >= 500) throw new Error(`5xx: ${label}`);
  const documented = operation.op.responses?.[String(res.statusCode)] as Json | undefined;
  if (!documented) throw new Error(`status not documented: ${label}`);
  if (!documented.content) return;
  const type = String(res.headers['content-type'] ?? '').split(';')[0];
  if (!(type in documented.content)) throw new Error(`content type ${type} not documented: ${label}`);
  if (type !== 'application/json') return;
  const validate = validatorOf(`${operation.method} ${operation.path} ${res.statusCode}`, documented.content[type].schema);
  if (!validate(res.json())) throw new Error(`answer breaks its schema: ${JSON.stringify(validate.errors?.slice(0, 3))}: ${label}`);
}

/** Who may call the operation: no one signed in for a public route, else the users whose roles the table allows. */
function callers(operation: Operation): Array<string | null> {
  if (operation.op.security?.length === 0) return [null];
  const route = t.app.routeTable.find((r) => r.method === operation.method && r.url === operation.url);
  const allowed = route?.capability ? (PERMISSIONS[route.capability] as readonly number[]) : null;
  return Object.keys(USERS).filter((user) => !allowed || USERS[user].some((role) => allowed.includes(role)));
}

/** Valid inputs, some with one field (of the path, query or body) replaced by a bad value. */
function inputs(operation: Operation): fc.Arbitrary<Input> {
  const body = bodyOf(doc, operation.op);
  const valid = fc.record({
    path: valueOf(doc, parametersOf(operation.op, 'path')),
    query: valueOf(doc, parametersOf(operation.op, 'query')),
    body: body ? valueOf(doc, body.schema) : fc.constant(undefined),
  }) as fc.Arbitrary<Input>;
  const change = fc.option(fc.record({ part: fc.constantFrom('path', 'query', 'body'), pick: fc.nat(), bad: BAD }), { freq: 2 });
  return fc.tuple(valid, change).map(([input, c]) => {
    if (!c) return input;
    const values = (input[c.part as keyof Input] ?? {}) as Json;
    const keys = Object.keys(c.part === 'body' ? ((body?.schema.properties ?? {}) as Json) : parametersOf(operation.op, c.part as 'path').properties);
    return keys.length ? { ...input, [c.part]: { ...values, [keys[c.pick % keys.length]]: c.bad } } : input;
  });
}

describe('the API against its OpenAPI document (fast-check, seeded)', () => {
  it('every operation documents its success answer', () => {
    const silent = operations(doc).filter((o) => !Object.keys(o.op.responses ?? {}).some((s) => s.startsWith('2') || s === '304'));
    expect(silent.map((o) => `${o.method} ${o.path}`)).toEqual([]);
  });

  it('answers generated valid and invalid input with documented statuses only, never a 5xx, in the documented shapes', async () => {
    const all = operations(doc).filter((o) => !SKIP.has(`${o.method} ${o.path}`));
    expect(all.length).toBeGreaterThan(80);
    let n = 0;
    for (const operation of all) {
      const body = bodyOf(doc, operation.op);
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...callers(operation)), inputs(operation), async (user, input) => {
          const req = request(operation, body, input);
          const cookie = user ? cookies.get(user) : undefined;
          const res = await t.app.inject({ ...req, method: req.method as 'GET', headers: { ...req.headers, ...(cookie ? { cookie } : {}) } });
          checkAnswer(operation, res);
          n++;
        }),
        { seed: SEED + n, numRuns: RUNS, endOnFailure: true },
      );
    }
    expect(n).toBe(all.length * RUNS);
  }, 120_000);
});
