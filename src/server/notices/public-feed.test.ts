import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import { NoticeResponse, PublicFeed, type Notice } from '../../shared/schemas/notices';
import { createTestApp, type TestApp } from '../test/app';
import { PDF_HEADER, PNG_1PX } from '../test/files';
import { signIn } from '../test/http';
import { file, HOSTILE_SVG, noticeKit } from './test-helpers';

const SITE = 'https://paroquiasaojose.org.br';
// A site allowed to call the signed-in API with credentials: the public feed still never grants them.
const LISTED = 'https://suite.sacratech.com.br';

let t: TestApp;
let dist: string;
let kit: ReturnType<typeof noticeKit>;
let admin: string;
let saoJose: number;
let aparecida: number;
const ours: Record<string, Notice> = {};

beforeAll(async () => {
  // A built portal with the standalone element, as `npm run build` leaves it.
  dist = await mkdtemp(join(tmpdir(), 'sacra-dist-'));
  await mkdir(join(dist, 'widgets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Portal</title>');
  await writeFile(join(dist, 'widgets', 'sacra-notices.js'), 'export {};');
  t = await createTestApp({ corsOrigins: [LISTED], distDir: dist });
  kit = noticeKit(t);
  admin = await signIn(t.app, 'admin');
  [saoJose, aparecida] = [await kit.parishOf('admin'), await kit.parishOf('outra')];
  const make = async (key: string, values: Record<string, string>, ...files: ReturnType<typeof file>[]) => {
    ours[key] = NoticeResponse.parse((await kit.create(admin, values, ...files)).json()).data;
  };
  await make('poster', { title: 'Festa <b>junina</b>', legend: 'Quentão & pipoca', level_importance: '1' }, file(PNG_1PX, 'arraia.png'));
  await make('pdf', { title: 'Relatório do dízimo' }, file(PDF_HEADER, 'contas.pdf', 'application/pdf'));
  await make('svg', { title: 'Cartaz vetorial' }, file(HOSTILE_SVG, 'cartaz.svg', 'image/svg+xml'));
  const later = new Date(Date.now() + 86_400_000).toISOString();
  await make('scheduled', { title: 'Ainda não publicado', send_at: later }, file(PNG_1PX, 'segredo.png'));
});
afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

const feed = (paroquia: number | string, query = '', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/public/paroquias/${paroquia}/feed${query}`, headers: { origin: SITE, ...headers } });

describe('public notices feed', () => {
  it('answers without sign-in with the published notices only, newest first, and only their public fields', async () => {
    const res = await feed(saoJose, '?per_page=20');
    expect(res.statusCode).toBe(200);
    const { items, total, last_page, page } = PublicFeed.parse(res.json()).data;
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM notices WHERE paroquia_id = $1 AND (send_at IS NULL OR send_at <= now()) AND (public_until IS NULL OR public_until > now())',
      [saoJose],
    );
    expect(total).toBe(rows[0].n);
    expect(page).toBe(1);
    expect(last_page).toBe(Math.ceil(total / 20));
    expect(items.map((n) => n.title)).not.toContain('Ainda não publicado');
    // The seed's scheduled notice is not there either.
    expect(items.map((n) => n.title).some((title) => title.startsWith('Festa de Nossa Senhora das Graças'))).toBe(false);
    expect(items[0]).toEqual({
      id: ours.svg.id,
      title: 'Cartaz vetorial',
      legend: null,
      level_importance: 0,
      published_at: ours.svg.created_at,
      image_url: `/api/public/paroquias/${saoJose}/feed/${ours.svg.id}/imagem`,
    });
    const poster = items.find((n) => n.id === ours.poster.id)!;
    expect(poster).toMatchObject({ title: 'Festa <b>junina</b>', legend: 'Quentão & pipoca', level_importance: 1 });
    expect(items.find((n) => n.id === ours.pdf.id)!.image_url).toBeNull();
    for (const item of res.json().data.items) {
      expect(Object.keys(item).sort()).toEqual(['id', 'image_url', 'legend', 'level_importance', 'published_at', 'title']);
    }
    for (const secret of ['"views"', '"anexo', '"author', '"send_at"', 'arraia.png', 'Paróquia São José', '/uploads/']) expect(res.body).not.toContain(secret);
  });

  it('is readable from any website: Access-Control-Allow-Origin * and never credentials, even for a listed origin', async () => {
    for (const origin of [SITE, LISTED]) {
      const res = await feed(saoJose, '', { origin });
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    }
    const missing = await feed(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MSG.notFound });
    expect(missing.headers['access-control-allow-origin']).toBe('*');
    for (const id of ['abc', '9999999999999', '-1']) expect((await feed(id)).json(), id).toEqual({ message: MSG.notFound });
    // The signed-in API keeps its own rule: no wildcard there.
    const api = await t.app.inject({ method: 'GET', url: '/api/feed-posts', headers: { origin: SITE, cookie: admin } });
    expect(api.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('keeps each parish to its own notices and pages them', async () => {
    const other = PublicFeed.parse((await feed(aparecida, '?per_page=20')).json()).data;
    expect(other.items.length).toBeGreaterThan(0);
    expect(other.items.map((n) => n.id)).not.toContain(ours.poster.id);
    const paged = PublicFeed.parse((await feed(saoJose, '?per_page=2&page=2')).json()).data;
    expect(paged.items).toHaveLength(2);
    expect(paged.items[0].id).toBe(ours.poster.id);
    for (const q of ['?per_page=21', '?page=0']) expect((await feed(saoJose, q)).statusCode).toBe(422);
  });

  it('serves the images of published notices to anyone, inert; nothing else', async () => {
    const image = await t.app.inject({ method: 'GET', url: `/api/public/paroquias/${saoJose}/feed/${ours.poster.id}/imagem` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG_1PX)).toBe(true);
    expect(image.headers['content-security-policy']).toMatch(/sandbox/);
    expect(image.headers['x-content-type-options']).toBe('nosniff');

    const svg = await t.app.inject({ method: 'GET', url: `/api/public/paroquias/${saoJose}/feed/${ours.svg.id}/imagem` });
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);

    for (const [paroquia, id] of [
      [saoJose, ours.pdf.id], // a PDF stays inside the portal
      [saoJose, ours.scheduled.id], // not published yet
      [aparecida, ours.poster.id], // another parish's address for it
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/public/paroquias/${paroquia}/feed/${id}/imagem` });
      expect(res.statusCode, `${paroquia}/${id}`).toBe(404);
    }
  });

  it('counts no views', async () => {
    const before = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM notice_views')).rows[0].n;
    await feed(saoJose);
    await feed(saoJose, '', { cookie: admin });
    await t.app.inject({ method: 'GET', url: `/api/public/paroquias/${saoJose}/feed/${ours.poster.id}/imagem` });
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM notice_views')).rows[0].n).toBe(before);
  });

  it('serves the standalone element script to any website (module scripts load in CORS mode); the portal page is not opened', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/widgets/sacra-notices.js', headers: { origin: SITE } });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.headers['access-control-allow-origin']).toBe('*');
    expect(script.headers['access-control-allow-credentials']).toBeUndefined();
    const page = await t.app.inject({ method: 'GET', url: '/eventos', headers: { origin: SITE } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
  });
});
