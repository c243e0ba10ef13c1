import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import {
  CategoryList,
  CommunityList,
  INVENTORY_MSG,
  InventoryItemResponse,
  InventoryList,
  InventoryStats,
  type InventoryItem,
} from '../../shared/schemas/inventory';
import { DEMO_PARISHES, DEMO_PASSWORD } from '../db/seed/demo-accounts';
import { hashPassword } from '../session/passwords';
import { createTestApp, type TestApp } from '../test/app';
import { signIn } from '../test/http';
import { searchFold } from '../../shared/search-fold';

let t: TestApp;
/** Session cookies by demo user name (plus 'gestor' role 2, created here). */
const cookies: Record<string, string> = {};
let saoJose: number;
let aparecida: number;
let categories: Array<{ id: number; name: string }>;
let communities: Array<{ ent_id: number; ent_name: string }>;
let otherCategory: number;
let otherCommunity: number;

async function addUser(username: string, paroquiaId: number, roles: number[]): Promise<void> {
  await t.db.query(
    `INSERT INTO users (paroquia_id, username, name, password_hash, accepted_photo, timezone, roles)
     VALUES ($1, $2, $2, $3, 1, 'America/Sao_Paulo', $4)`,
    [paroquiaId, username, await hashPassword(DEMO_PASSWORD), roles],
  );
}

beforeAll(async () => {
  t = await createTestApp();
  const parishes = await t.db.query<{ id: number; name: string }>('SELECT id, name FROM paroquias');
  saoJose = parishes.rows.find((p) => p.name === DEMO_PARISHES.saoJose.name)!.id;
  aparecida = parishes.rows.find((p) => p.name === DEMO_PARISHES.aparecida.name)!.id;
  await addUser('gestor', saoJose, [2]);
  for (const user of ['admin', 'secretaria', 'gestor', 'tesoureiro', 'coordenador', 'catequista', 'acolito', 'outra']) {
    cookies[user] = await signIn(t.app, user);
  }
  categories = CategoryList.parse((await get('/api/inventory/categories')).json()).data;
  communities = CommunityList.parse((await get('/api/inventory/entities')).json()).data;
  otherCategory = CategoryList.parse((await get('/api/inventory/categories', 'outra')).json()).data[0].id;
  otherCommunity = CommunityList.parse((await get('/api/inventory/entities', 'outra')).json()).data[0].ent_id;
});

afterAll(() => t?.close());

function get(url: string, user = 'admin'): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url, headers: { cookie: cookies[user] } });
}

/** POST as the browser sends it: multipart form data with Accept JSON and X-Requested-With. */
function postForm(fields: Record<string, string | number>, user = 'admin'): Promise<LightMyRequestResponse> {
  const payload = new FormData();
  for (const [key, value] of Object.entries(fields)) payload.append(key, String(value));
  return t.app.inject({
    method: 'POST',
    url: '/api/inventory',
    headers: { cookie: cookies[user], accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    payload,
  });
}

function put(id: number | string, body: Record<string, unknown>, user = 'admin'): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'PUT', url: `/api/inventory/${id}`, headers: { cookie: cookies[user] }, payload: body });
}

function del(id: number | string, user = 'admin'): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'DELETE', url: `/api/inventory/${id}`, headers: { cookie: cookies[user] } });
}

function valid(overrides: Record<string, string | number> = {}): Record<string, string | number> {
  return {
    item: 'Teste: cálice de estanho',
    category_id: categories[0].id,
    category: categories[0].id,
    ent_id: communities[1].ent_id,
    description: 'Doado em 2026',
    qntd_distributed: 3,
    ...overrides,
  };
}

async function created(overrides: Record<string, string | number> = {}, user = 'admin'): Promise<InventoryItem> {
  const response = await postForm(valid(overrides), user);
  expect(response.statusCode, response.body).toBe(201);
  return InventoryItemResponse.parse(response.json()).data;
}

async function list(query = '', user = 'admin') {
  const response = await get(`/api/inventory${query}`, user);
  expect(response.statusCode, response.body).toBe(200);
  return InventoryList.parse(response.json()).data;
}

/** Every item of the caller's parish, read page by page through the API. */
async function allItems(user = 'admin'): Promise<InventoryItem[]> {
  const items: InventoryItem[] = [];
  for (let page = 1; ; page++) {
    const { data, meta } = await list(`?limit=50&page=${page}`, user);
    items.push(...data);
    if (page >= meta.last_page) return items;
  }
}

async function stats(user = 'admin') {
  const response = await get('/api/inventory/stats', user);
  expect(response.statusCode, response.body).toBe(200);
  return InventoryStats.parse(response.json());
}

const errorsOf = (response: LightMyRequestResponse) => response.json().errors as Record<string, string[]>;

describe('reading (everyone of the parish)', () => {
  it('categories and communities are the parish’s own, sorted by name', async () => {
    expect(categories.map((c) => c.name)).toEqual(
      ['Alimentos/Cestas básicas', 'Decoração', 'Eletrônicos', 'Limpeza', 'Liturgia', 'Material de catequese', 'Móveis', 'Paramentos'].sort((a, b) =>
        a.localeCompare(b, 'en'),
      ),
    );
    expect(communities.map((c) => c.ent_name).sort()).toEqual([...DEMO_PARISHES.saoJose.communities].sort());
    const theirs = CommunityList.parse((await get('/api/inventory/entities', 'outra')).json()).data;
    expect(theirs.map((c) => c.ent_name).sort()).toEqual([...DEMO_PARISHES.aparecida.communities].sort());
    expect(theirs.map((c) => c.ent_id)).not.toContain(communities[0].ent_id);
  });

  it('every role of the parish reads the list, one item, stats, categories and communities', async () => {
    const first = (await list()).data[0];
    for (const user of ['admin', 'secretaria', 'gestor', 'tesoureiro', 'coordenador', 'catequista', 'acolito']) {
      for (const url of ['/api/inventory', `/api/inventory/${first.i_id}`, '/api/inventory/stats', '/api/inventory/categories', '/api/inventory/entities']) {
        expect((await get(url, user)).statusCode, `${user} ${url}`).toBe(200);
      }
    }
  });

  it('without a session every call answers 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/inventory'],
      ['GET', '/api/inventory/1'],
      ['GET', '/api/inventory/stats'],
      ['GET', '/api/inventory/categories'],
      ['GET', '/api/inventory/entities'],
      ['POST', '/api/inventory'],
      ['PUT', '/api/inventory/1'],
      ['DELETE', '/api/inventory/1'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ message: MSG.notAuthenticated });
    }
  });

  it('one item with its category and community names and an ISO last_update', async () => {
    const item = await created({ item: 'Leitura de um item', qntd_distributed: 7 });
    const response = await get(`/api/inventory/${item.i_id}`, 'acolito');
    const { data } = InventoryItemResponse.parse(response.json());
    expect(data).toEqual({
      i_id: item.i_id,
      item: 'Leitura de um item',
      category_id: categories[0].id,
      category_name: categories[0].name,
      ent_id: communities[1].ent_id,
      ent_name: communities[1].ent_name,
      description: 'Doado em 2026',
      qntd_distributed: 7,
      last_update: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it('an unknown id, a malformed id and another parish’s item all answer 404 "Item não encontrado."', async () => {
    const theirs = (await list('', 'outra')).data[0];
    for (const [url, user] of [
      ['/api/inventory/999999', 'admin'],
      ['/api/inventory/abc', 'admin'],
      ['/api/inventory/0', 'admin'],
      ['/api/inventory/99999999999', 'admin'],
      [`/api/inventory/${theirs.i_id}`, 'admin'],
    ]) {
      const response = await get(url, user);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: INVENTORY_MSG.notFound });
    }
  });
});

describe('list', () => {
  it('pages with meta (default 12), newest update first, and an empty page past the last', async () => {
    const all = await allItems();
    expect(all.length).toBeGreaterThan(150);
    const first = await list();
    expect(first.meta).toEqual({ total: all.length, page: 1, limit: 12, last_page: Math.ceil(all.length / 12) });
    expect(first.data).toHaveLength(12);
    const times = all.map((i) => i.last_update);
    expect(times).toEqual([...times].sort().reverse());

    const second = await list('?limit=8&page=2');
    expect(second.data.map((i) => i.i_id)).toEqual(all.slice(8, 16).map((i) => i.i_id));
    expect(second.meta).toMatchObject({ page: 2, limit: 8, last_page: Math.ceil(all.length / 8) });

    const beyond = await list('?page=9999');
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.total).toBe(all.length);
  });

  it('never lists another parish’s items', async () => {
    const ours = new Set((await allItems()).map((i) => i.i_id));
    const theirs = await allItems('outra');
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.filter((i) => ours.has(i.i_id))).toEqual([]);
    const theirCommunities = new Set(DEMO_PARISHES.aparecida.communities);
    expect(theirs.every((i) => theirCommunities.has(i.ent_name))).toBe(true);
  });

  it('filters by category and by community, together', async () => {
    const all = await allItems();
    const category = categories[2].id;
    const ent = communities[0].ent_id;
    const byCategory = await list(`?category_id=${category}&limit=50`);
    expect(byCategory.meta.total).toBe(all.filter((i) => i.category_id === category).length);
    expect(byCategory.data.every((i) => i.category_id === category)).toBe(true);
    const both = await list(`?category_id=${category}&ent_id=${ent}&limit=50`);
    expect(both.meta.total).toBe(all.filter((i) => i.category_id === category && i.ent_id === ent).length);
    expect(both.data.every((i) => i.category_id === category && i.ent_id === ent)).toBe(true);
    // Another parish's category simply matches nothing here.
    expect((await list(`?category_id=${otherCategory}`)).meta.total).toBe(0);
  });

  it('q matches item and description ignoring accents and case; % and _ are literal', async () => {
    const mine = await created({ item: 'Ostensório de prata', description: 'Guardado no COFRE da sacristia' });
    for (const q of ['ostensorio', 'OSTENSÓRIO', 'ostensorio de prata', 'cofre da sacristía', 'SACRISTIA']) {
      const { data } = await list(`?q=${encodeURIComponent(q)}&limit=50`);
      expect(
        data.map((i) => i.i_id),
        q,
      ).toContain(mine.i_id);
      expect(
        data.every((i) => searchFold(`${i.item} ${i.description ?? ''}`).includes(searchFold(q))),
        q,
      ).toBe(true);
    }
    expect((await list('?q=%25')).meta.total).toBe(0);
    expect((await list('?q=_')).meta.total).toBe(0);
    expect((await list(`?q=${encodeURIComponent("'; DROP TABLE inventory_items; --")}`)).meta.total).toBe(0);
    expect((await list('')).meta.total).toBeGreaterThan(0);
  });

  it('refuses bad paging and filters with 422 field errors', async () => {
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=51', 'limit'],
      ['limit=abc', 'limit'],
      ['page=0', 'page'],
      ['page=1.5', 'page'],
      ['category_id=abc', 'category_id'],
      ['ent_id=-2', 'ent_id'],
      [`q=${'x'.repeat(101)}`, 'q'],
    ]) {
      const response = await get(`/api/inventory?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(errorsOf(response)[field], query).toBeDefined();
    }
    for (const size of [8, 12, 16, 20, 30, 50]) expect((await list(`?limit=${size}`)).data.length).toBeLessThanOrEqual(size);
  });
});

describe('paroquia_id sent by the client', () => {
  it('the session’s own parish is accepted; another parish is refused with 403 and nothing of it is shown', async () => {
    expect((await list(`?paroquia_id=${saoJose}`)).meta.total).toBe((await list()).meta.total);
    expect((await get(`/api/inventory/stats?paroquia_id=${saoJose}`)).statusCode).toBe(200);
    for (const url of [`/api/inventory?paroquia_id=${aparecida}`, `/api/inventory/stats?paroquia_id=${aparecida}`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ message: MSG.forbidden });
    }
    expect((await get('/api/inventory?paroquia_id=abc')).statusCode).toBe(422);
  });

  it('in a create or update body, another parish is refused and nothing is saved', async () => {
    const before = (await list()).meta.total;
    const response = await postForm(valid({ paroquia_id: aparecida }));
    expect(response.statusCode).toBe(403);
    expect((await list()).meta.total).toBe(before);
    const mine = await created({ paroquia_id: saoJose, item: 'Com a própria paróquia' });
    expect((await put(mine.i_id, { ...valid(), item: 'Mudado', paroquia_id: aparecida })).statusCode).toBe(403);
    expect(InventoryItemResponse.parse((await get(`/api/inventory/${mine.i_id}`)).json()).data.item).toBe('Com a própria paróquia');
  });
});

describe('stats', () => {
  it('totals and per-community sums match the items, largest first', async () => {
    const items = await allItems();
    const s = await stats('acolito');
    expect(s.total_items).toBe(items.length);
    expect(s.total_quantity).toBe(items.reduce((sum, i) => sum + i.qntd_distributed, 0));
    const sums = new Map<number, number>();
    for (const i of items) sums.set(i.ent_id, (sums.get(i.ent_id) ?? 0) + i.qntd_distributed);
    expect(s.by_entity).toHaveLength(sums.size);
    for (const e of s.by_entity) expect(e.qty_sum, e.ent_name).toBe(sums.get(e.ent_id));
    const quantities = s.by_entity.map((e) => e.qty_sum);
    expect(quantities).toEqual([...quantities].sort((a, b) => b - a));
  });

  it('follow creates, updates and deletes, and stay per parish', async () => {
    const target = communities[4];
    const theirsBefore = await stats('outra');
    const before = await stats();
    const item = await created({ ent_id: target.ent_id, qntd_distributed: 100_000 });
    let after = await stats();
    expect(after.total_items).toBe(before.total_items + 1);
    expect(after.total_quantity).toBe(before.total_quantity + 100_000);
    expect(after.by_entity[0]).toEqual({
      ent_id: target.ent_id,
      ent_name: target.ent_name,
      qty_sum: (before.by_entity.find((e) => e.ent_id === target.ent_id)?.qty_sum ?? 0) + 100_000,
    });

    expect((await put(item.i_id, { ...valid(), ent_id: target.ent_id, qntd_distributed: 40 })).statusCode).toBe(200);
    after = await stats();
    expect(after.total_quantity).toBe(before.total_quantity + 40);

    expect((await del(item.i_id)).statusCode).toBe(200);
    expect(await stats()).toEqual(before);
    expect(await stats('outra')).toEqual(theirsBefore);
    expect(theirsBefore.by_entity.every((e) => DEMO_PARISHES.aparecida.communities.includes(e.ent_name))).toBe(true);
  });
});

describe('create', () => {
  it('multipart form data as the browser sends it: 201 with the item and the spec’s message', async () => {
    const response = await postForm(valid({ item: '  Turíbulo novo  ', qntd_distributed: '0' }));
    expect(response.statusCode).toBe(201);
    const body = InventoryItemResponse.parse(response.json());
    expect(body.message).toBe('Item criado com sucesso!');
    expect(body.data).toMatchObject({ item: 'Turíbulo novo', category_id: categories[0].id, ent_id: communities[1].ent_id, qntd_distributed: 0 });
    expect((await list()).data[0].i_id).toBe(body.data.i_id);
  });

  it('accepts the category as `category` alone, and form-encoded or JSON bodies', async () => {
    const { category_id: _omit, ...rest } = valid({ category: categories[3].id });
    const viaAlias = InventoryItemResponse.parse((await postForm(rest)).json()).data;
    expect(viaAlias.category_id).toBe(categories[3].id);

    const encoded = await t.app.inject({
      method: 'POST',
      url: '/api/inventory',
      headers: { cookie: cookies.admin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(Object.entries(valid({ item: 'Via formulário' })).map(([k, v]) => [k, String(v)])).toString(),
    });
    expect(encoded.statusCode).toBe(201);
    const json = await t.app.inject({ method: 'POST', url: '/api/inventory', headers: { cookie: cookies.admin }, payload: valid({ item: 'Via JSON' }) });
    expect(json.statusCode).toBe(201);
    expect(json.json().data.item).toBe('Via JSON');
  });

  it('roles 1, 111, 2 and 11 create; 3, 8 and 13 get 403 and nothing is saved', async () => {
    for (const user of ['admin', 'secretaria', 'gestor', 'tesoureiro']) {
      expect((await postForm(valid({ item: `Criado por ${user}` }), user)).statusCode, user).toBe(201);
    }
    const before = (await list()).meta.total;
    for (const user of ['coordenador', 'acolito', 'catequista']) {
      const response = await postForm(valid({ item: `Recusado ${user}` }), user);
      expect(response.statusCode, user).toBe(403);
      expect(response.json()).toEqual({ message: MSG.forbidden });
    }
    expect((await list()).meta.total).toBe(before);
  });

  it('the spec’s messages for a missing item, category, community and quantity', async () => {
    const response = await postForm({ item: '   ', category_id: '', category: '', ent_id: '', qntd_distributed: '', description: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(MSG.invalidData);
    expect(errorsOf(response)).toEqual({
      item: ['O campo "Item" é obrigatório.'],
      category_id: ['Selecione uma categoria.'],
      ent_id: ['Selecione uma comunidade.'],
      qntd_distributed: ['Quantidade distribuída deve ser um número maior ou igual a zero.'],
    });
  });

  it('negative, fractional, non-numeric and huge quantities are refused with the spec’s message; nothing is saved', async () => {
    const before = (await list()).meta.total;
    for (const qty of ['-1', '1.5', '2,5', 'abc', '1e3', '0x10']) {
      const response = await postForm(valid({ qntd_distributed: qty }));
      expect(response.statusCode, qty).toBe(422);
      expect(errorsOf(response).qntd_distributed, qty).toEqual([INVENTORY_MSG.quantityInvalid]);
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/inventory',
      headers: { cookie: cookies.admin },
      payload: { ...valid(), qntd_distributed: -0.5 },
    });
    expect(errorsOf(json).qntd_distributed).toEqual([INVENTORY_MSG.quantityInvalid]);
    const huge = await postForm(valid({ qntd_distributed: '99999999999' }));
    expect(errorsOf(huge).qntd_distributed).toEqual([INVENTORY_MSG.quantityTooLarge]);
    expect((await list()).meta.total).toBe(before);
  });

  it('huge text is refused with a clear message; HTML is kept verbatim', async () => {
    const longItem = await postForm(valid({ item: 'x'.repeat(201) }));
    expect(errorsOf(longItem).item).toEqual([INVENTORY_MSG.itemTooLong]);
    const longDescription = await postForm(valid({ description: 'y'.repeat(20_000) }));
    expect(errorsOf(longDescription).description).toEqual([INVENTORY_MSG.descriptionTooLong]);
    const tooBig = await postForm(valid({ description: 'z'.repeat(70_000) }));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ message: MSG.payloadTooLarge });

    const html = '<img src=x onerror="alert(1)"><b>Cálice</b> & "aspas"';
    const item = await created({ item: html, description: '<script>alert("x")</script>' });
    const { data } = InventoryItemResponse.parse((await get(`/api/inventory/${item.i_id}`)).json());
    expect(data.item).toBe(html);
    expect(data.description).toBe('<script>alert("x")</script>');
  });

  it('a category or community of another parish is refused on its field; nothing is saved', async () => {
    const before = (await list()).meta.total;
    const response = await postForm(valid({ category_id: otherCategory, category: otherCategory, ent_id: otherCommunity }));
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({ category_id: [INVENTORY_MSG.categoryNotInParish], ent_id: [INVENTORY_MSG.communityNotInParish] });
    const unknown = await postForm(valid({ ent_id: 999_999 }));
    expect(errorsOf(unknown)).toEqual({ ent_id: [INVENTORY_MSG.communityNotInParish] });
    expect((await list()).meta.total).toBe(before);
  });

  it('a file in the form is refused', async () => {
    const payload = new FormData();
    for (const [key, value] of Object.entries(valid())) payload.append(key, String(value));
    payload.append('foto', new Blob(['oi'], { type: 'text/plain' }), 'a.txt');
    const response = await t.app.inject({ method: 'POST', url: '/api/inventory', headers: { cookie: cookies.admin }, payload });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response).foto).toBeDefined();
  });

  it('errors never carry SQL, stack traces or paths', async () => {
    const responses = [
      await postForm(valid({ category_id: '99999999999' })),
      await postForm(valid({ qntd_distributed: '1; DROP TABLE inventory_items' })),
      await get('/api/inventory?category_id=1%27%20OR%201=1'),
      await put('1', { nonsense: true }),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.body).not.toMatch(/select|insert|inventory_items|postgres|\bat \w+ \(|\/work\/|node_modules|\.ts:/i);
    }
  });
});

describe('update', () => {
  it('PUT JSON replaces the fields, refreshes last_update and answers the spec’s message', async () => {
    const item = await created({ item: 'Antes', qntd_distributed: 1 });
    t.clock.advance(60_000);
    const response = await put(item.i_id, {
      item: 'Depois',
      category_id: categories[5].id,
      category: categories[5].id,
      ent_id: communities[2].ent_id,
      description: '',
      qntd_distributed: 9,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = InventoryItemResponse.parse(response.json());
    expect(body.message).toBe('Item atualizado com sucesso!');
    expect(body.data).toMatchObject({
      i_id: item.i_id,
      item: 'Depois',
      category_id: categories[5].id,
      category_name: categories[5].name,
      ent_id: communities[2].ent_id,
      description: null,
      qntd_distributed: 9,
    });
    expect(Date.parse(body.data.last_update) - Date.parse(item.last_update)).toBeGreaterThanOrEqual(60_000);
    expect(InventoryItemResponse.parse((await get(`/api/inventory/${item.i_id}`)).json()).data).toEqual(body.data);
  });

  it('bad input on edit is refused and changes nothing', async () => {
    const item = await created({ item: 'Intocado', qntd_distributed: 4 });
    for (const [patch, field, text] of [
      [{ qntd_distributed: -3 }, 'qntd_distributed', INVENTORY_MSG.quantityInvalid],
      [{ qntd_distributed: 2.5 }, 'qntd_distributed', INVENTORY_MSG.quantityInvalid],
      [{ item: '' }, 'item', INVENTORY_MSG.itemRequired],
      [{ ent_id: otherCommunity }, 'ent_id', INVENTORY_MSG.communityNotInParish],
      [{ category_id: otherCategory, category: otherCategory }, 'category_id', INVENTORY_MSG.categoryNotInParish],
    ] as const) {
      const response = await put(item.i_id, { ...valid(), ...patch });
      expect(response.statusCode, field).toBe(422);
      expect(errorsOf(response)[field], field).toEqual([text]);
    }
    expect(InventoryItemResponse.parse((await get(`/api/inventory/${item.i_id}`)).json()).data).toEqual(item);
  });

  it('writers of the parish may edit; readers get 403; another parish and unknown ids get 404', async () => {
    const item = await created({ item: 'Para editar' });
    for (const user of ['secretaria', 'gestor', 'tesoureiro']) {
      expect((await put(item.i_id, { ...valid(), item: `Editado por ${user}` }, user)).statusCode, user).toBe(200);
    }
    for (const user of ['acolito', 'catequista', 'coordenador']) expect((await put(item.i_id, valid(), user)).statusCode, user).toBe(403);
    const outra = await put(item.i_id, { ...valid(), category_id: otherCategory, ent_id: otherCommunity }, 'outra');
    expect(outra.statusCode).toBe(404);
    expect(outra.json()).toEqual({ message: INVENTORY_MSG.notFound });
    expect((await put(999_999, valid())).statusCode).toBe(404);
    expect(InventoryItemResponse.parse((await get(`/api/inventory/${item.i_id}`)).json()).data.item).toBe('Editado por tesoureiro');
  });
});

describe('delete', () => {
  it('writers delete with the spec’s message; the item is gone; a second delete is 404', async () => {
    for (const user of ['admin', 'secretaria', 'gestor', 'tesoureiro']) {
      const item = await created({ item: `Apagar ${user}` });
      const response = await del(item.i_id, user);
      expect(response.statusCode, user).toBe(200);
      expect(response.json()).toEqual({ message: 'Item excluído com sucesso.' });
      expect((await get(`/api/inventory/${item.i_id}`)).statusCode).toBe(404);
      expect((await del(item.i_id, user)).statusCode).toBe(404);
    }
  });

  it('readers get 403 and another parish 404; the item stays', async () => {
    const item = await created({ item: 'Fica' });
    for (const user of ['acolito', 'catequista', 'coordenador']) expect((await del(item.i_id, user)).statusCode, user).toBe(403);
    expect((await del(item.i_id, 'outra')).statusCode).toBe(404);
    expect((await del('abc')).statusCode).toBe(404);
    expect((await del('99999999999')).statusCode).toBe(404);
    expect((await put('99999999999', valid())).statusCode).toBe(404);
    expect((await get(`/api/inventory/${item.i_id}`)).statusCode).toBe(200);
  });
});
