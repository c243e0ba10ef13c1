import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('GET /api/openapi.json', () => {
  it('is valid OpenAPI 3.1, without a session, readable by any site', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { origin: 'https://paroquia.example.org' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every /api route the server registered, with its method', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const listed = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    const registered = t.app.routeTable
      .filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && r.method !== 'OPTIONS')
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(registered.length).toBeGreaterThan(50);
    expect(listed.sort()).toEqual([...new Set(registered)].sort());
  });

  it('describes requests and answers with the shared schemas, and every status a route answers', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const login = doc.paths['/api/login'].post;
    expect(login.security).toEqual([]);
    expect(login.requestBody.content['application/x-www-form-urlencoded'].schema.required).toEqual(['user', 'password']);
    expect(Object.keys(login.responses).sort()).toEqual(['200', '401', '413', '415', '419', '422', '429']);
    expect(doc.paths['/api/me'].get.responses['200'].content['application/json'].schema.properties.roles).toBeDefined();
    const registers = doc.paths['/api/registers'].get;
    expect(registers.security).toBeUndefined();
    // The list and its picker variant (id, name, photo for roles 3 and 13) are one route.
    expect(registers.description).toBe('Papéis: 1, 111, 2, 3, 7, 11 (registersPicker).');
    expect(registers.responses['403'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorBody' });
    const one = doc.paths['/api/registers/{id}'].get;
    expect(one.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).toEqual(['path:id']);
    expect(one.parameters[0].schema['x-row-id']).toBe(true);
    expect(doc.paths['/api/registers'].post.requestBody.content['multipart/form-data'].schema.properties.photo.format).toBe('binary');
    expect(Object.keys(doc.paths['/api/catequistas/crisma/{id}'].delete.responses)).toContain('409');
  });
});
