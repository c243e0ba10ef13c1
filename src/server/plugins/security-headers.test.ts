import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { bucketCalls } from '../buckets/test-helpers';
import { createTestApp, type TestApp } from '../test/app';
import { PNG_1PX } from '../test/files';
import { signIn } from '../test/http';
import { contentTypeOf } from '../uploads/content-types';

let t: TestApp;
let built: FastifyInstance;
let dist: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  dist = await mkdtemp(join(tmpdir(), 'sacra-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(
    join(dist, 'index.html'),
    '<!doctype html><title>Portal</title><div id="app"></div><script type="module" src="/assets/main-abc.js"></script>',
  );
  await writeFile(join(dist, 'assets', 'main-abc.js'), 'export {};');
  built = buildApp({ config: { ...t.config, distDir: dist }, db: t.db, clock: t.clock.now });
  await built.ready();
  admin = await signIn(t.app, 'admin');
});
afterAll(async () => {
  await built?.close();
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

/** A stored file dropped straight into the public 'paroquias' kind, named as the storage names files. */
async function storedLogo(ext: string, content: string | Buffer): Promise<string> {
  const name = `${'c'.repeat(32)}.${ext}`;
  await writeFile(join(t.config.uploadsDir, 'paroquias', name), content);
  return `/uploads/paroquias/${name}`;
}

function expectBaseline(res: LightMyRequestResponse | Response, what: string): void {
  const get = (h: string) => (res instanceof Response ? res.headers.get(h) : (res.headers[h] as string | undefined));
  expect(get('x-content-type-options'), what).toBe('nosniff');
  expect(get('referrer-policy'), what).toBe('same-origin');
  expect(get('x-frame-options'), what).toBe('SAMEORIGIN');
}

/** Types a browser would render as a document or run as a script. */
const EXECUTABLE_TYPE = /^(text\/html|application\/xhtml|text\/xml|application\/xml|[a-z]+\/(x-)?(java|ecma)script)/;

/** A CSP header as a map of directive -> sources. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('headers on every answer', () => {
  it('nosniff, Referrer-Policy and X-Frame-Options on JSON, errors, preflights, pages, assets and files', async () => {
    const logo = (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: admin } })).json().paroquia.logo as string;
    const cases: Array<[string, () => Promise<LightMyRequestResponse>, number]> = [
      ['json 200', () => t.app.inject('/api/health'), 200],
      ['401', () => t.app.inject('/api/me'), 401],
      ['404 api', () => t.app.inject('/api/nada'), 404],
      ['404 text', () => t.app.inject('/nada.txt'), 404],
      ['400 malformed url', () => t.app.inject('/api/notifications/%E0%A4%A'), 400],
      ['415', () => t.app.inject({ method: 'POST', url: '/api/me/name', headers: { cookie: admin, 'content-type': 'application/xml' }, payload: '<a/>' }), 415],
      ['419', () => t.app.inject({ method: 'POST', url: '/api/me/name', headers: { cookie: admin, origin: 'https://evil.example' }, payload: {} }), 419],
      ['422', () => t.app.inject({ method: 'POST', url: '/api/me/name', headers: { cookie: admin }, payload: {} }), 422],
      ['preflight', () => t.app.inject({ method: 'OPTIONS', url: '/api/me', headers: { origin: 'https://evil.example' } }), 204],
      ['HEAD', () => t.app.inject({ method: 'HEAD', url: '/api/health' }), 200],
      ['page', () => built.inject('/dashboard'), 200],
      ['missing build page', () => t.app.inject('/dashboard'), 503],
      ['asset', () => built.inject('/assets/main-abc.js'), 200],
      ['upload', () => t.app.inject(logo), 200],
    ];
    for (const [what, send, status] of cases) {
      const res = await send();
      expect(res.statusCode, what).toBe(status);
      expectBaseline(res, what);
    }
  });

  it('over a real socket too, and nosniff on the chat’s event stream (written outside Fastify’s reply)', async () => {
    const listening = buildApp({ config: t.config, db: t.db, clock: t.clock.now });
    await listening.listen({ port: 0, host: '127.0.0.1' });
    const { port } = listening.server.address() as AddressInfo;
    try {
      expectBaseline(await fetch(`http://127.0.0.1:${port}/api/health`), 'health over http');
      const aborter = new AbortController();
      const stream = await fetch(`http://127.0.0.1:${port}/api/chat/stream`, { headers: { cookie: admin }, signal: aborter.signal });
      expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
      // Not a document, so only nosniff matters here (chat/stream.ts writes it itself).
      expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
      aborter.abort();
    } finally {
      await listening.close();
    }
  });
});

describe('Strict-Transport-Security', () => {
  const https = { 'x-forwarded-proto': 'https' };

  it('is sent, for a year, when the request came over HTTPS through a trusted proxy; never over plain HTTP', async () => {
    const proxied = buildApp({ config: { ...t.config, trustProxy: 1 }, db: t.db, clock: t.clock.now });
    try {
      for (const url of ['/api/health', '/api/me', '/uploads/paroquias/x']) {
        const res = await proxied.inject({ method: 'GET', url, headers: https });
        expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000');
      }
      expect((await proxied.inject({ method: 'GET', url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
      // Without a trusted proxy the header is only what a client claims.
      expect((await t.app.inject({ method: 'GET', url: '/api/health', headers: https })).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });

  it('covers subdomains only when HSTS_INCLUDE_SUBDOMAINS=true', async () => {
    const proxied = buildApp({ config: { ...t.config, trustProxy: 1, hstsIncludeSubdomains: true }, db: t.db, clock: t.clock.now });
    try {
      const res = await proxied.inject({ method: 'GET', url: '/api/health', headers: https });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await proxied.close();
    }
  });
});

describe('answers with personal data are never cached', () => {
  it('registers, their files, the access log and the exports: Cache-Control no-store, errors included; other answers keep theirs', async () => {
    const id = (await t.app.inject({ method: 'GET', url: '/api/registers?limit=1', headers: { cookie: admin } })).json().data.data[0].id;
    for (const url of [
      '/api/registers?limit=1',
      '/api/registers?q=ana&limit=50&page=1',
      `/api/registers/${id}`,
      `/api/registers/${id}/attachments`,
      '/api/registers/export',
      '/api/registers/access-log',
      `/api/registers/${id}/access-log`,
      `/api/registers/${id}/export`,
      '/api/registers/999999',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
      expect(res.headers['cache-control'], `${url} ${res.statusCode}`).toBe('no-store');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/feed-posts', headers: { cookie: admin } })).headers['cache-control']).toBeUndefined();
  });
});

describe('the portal page', () => {
  it('is served with a strict CSP: scripts from the portal only, no inline or eval, no plugins, no framing by others', async () => {
    for (const res of [await built.inject('/'), await built.inject('/login'), await t.app.inject('/login')]) {
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const csp = directives(String(res.headers['content-security-policy']));
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.has('script-src-elem') || csp.has('script-src-attr')).toBe(false);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('form-action')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      for (const [name, sources] of csp) {
        expect(sources, name).not.toContain('*');
        if (name !== 'style-src') expect(sources, name).not.toContain("'unsafe-inline'");
        expect(sources, name).not.toContain("'unsafe-eval'");
      }
    }
  });
});

describe('stored files are never run', () => {
  it('every type that is not an image is a download; only raster images and SVG display inline', () => {
    for (const ext of ['pdf', 'txt', 'csv', 'doc', 'docx', 'xls', 'xlsx', 'html', 'htm', 'js', 'mjs', 'xml', 'xhtml', 'exe', 'php', 'bin']) {
      const { type, inline } = contentTypeOf(`x.${ext}`);
      expect(inline, ext).toBe(false);
      expect(type, ext).not.toMatch(EXECUTABLE_TYPE);
    }
    for (const ext of ['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg']) expect(contentTypeOf(`x.${ext}`).inline, ext).toBe(true);
  });

  it('/uploads: HTML and script files come as opaque downloads, an SVG with a script is sandboxed', async () => {
    for (const ext of ['html', 'js', 'xml']) {
      const url = await storedLogo(ext, '<script>alert(document.cookie)</script>');
      const res = await t.app.inject(url);
      expect(res.statusCode, ext).toBe(200);
      expect(res.headers['content-type'], ext).toBe('application/octet-stream');
      expect(res.headers['content-disposition'], ext).toBe(`attachment; filename="${url.split('/').pop()}"`);
      expectBaseline(res, ext);
    }
    const svg = await t.app.inject(await storedLogo('svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    const csp = directives(String(svg.headers['content-security-policy']));
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.has('sandbox')).toBe(true);
    expect(csp.get('sandbox')).toEqual([]);
    const png = await t.app.inject(await storedLogo('png', PNG_1PX));
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toBeUndefined();
  });

  it('buckets: an uploaded page, script or SVG is served sandboxed, the non-images as attachments', async () => {
    const api = bucketCalls(t);
    const rand = await api.newBucket(admin, 'Arquivos hostis');
    const hostile = Buffer.from('<html><script>fetch("/api/me")</script></html>');
    const open = async (filename: string, data: Buffer) => {
      const up = await api.upload(admin, rand, filename, data);
      expect(up.statusCode, filename).toBe(201);
      return api.open(admin, up.json().file_path);
    };
    for (const name of ['pagina.html', 'codigo.js', 'sem-extensao']) {
      const res = await open(name, hostile);
      expect(res.headers['content-type'], name).not.toMatch(EXECUTABLE_TYPE);
      expect(String(res.headers['content-disposition']), name).toMatch(/^attachment; filename="/);
      expect(String(res.headers['content-security-policy']), name).toMatch(/sandbox/);
      expectBaseline(res, name);
    }
    const svg = await open('desenho.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(directives(String(svg.headers['content-security-policy'])).get('default-src')).toEqual(["'none'"]);
    expect(String(svg.headers['content-security-policy'])).toMatch(/sandbox/);
  });
});
