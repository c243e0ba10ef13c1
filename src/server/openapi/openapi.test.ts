import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '../plugins/access-rules';
import { createTestApp, type TestApp } from '../test/app';
import { ROUTE_DOCS } from './catalog';

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

  it("the catalog describes only routes that exist (a renamed route is noticed)", () => {
    const registered = new Set(t.app.routeTable.map((r) => routeKey(r.method, r.url)));
    expect(Object.keys(ROUTE_DOCS).filter((key) => !registered.has(key as never))).toEqual([]);
  });

  it('describes requests and answers with the shared schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const login = doc.paths['/api/login'].post;
    expect(login.security).toEqual([]);
    expect(login.requestBody.content['application/x-www-form-urlencoded'].schema).toEqual({ $ref: '#/components/schemas/LoginBodyInput' });
    expect(doc.components.schemas.LoginBodyInput.required).toEqual(['user', 'password']);
    expect(doc.paths['/api/me'].get.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/User' });
    expect(doc.components.schemas.User.properties.roles).toBeDefined();
    const feed = doc.paths['/api/public/paroquias/{id}/feed'].get;
    expect(feed.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).toEqual(['path:id', 'query:page', 'query:per_page']);
    expect(doc.paths['/api/registers'].get.security).toBeUndefined();
  });
});
