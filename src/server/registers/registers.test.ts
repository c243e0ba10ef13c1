import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidCpf } from '../../shared/cpf';
import { MSG } from '../../shared/messages';
import { REGISTER_MSG, Register, RegisterListQuery, RegisterListResponse, RegisterPickerResponse } from '../../shared/schemas/registers';
import { searchFold } from '../../shared/search-fold';
import { DEFAULT_TIME_ZONE, dayIn } from '../../shared/time-zone';
import { JPEG_HEADER, PDF_HEADER, PNG_1PX } from '../test/files';
import { refreshStatistics, statisticsStale } from './maintenance';
import { addRegisterReference } from './references';
import { whereOf } from './filters';
import { listRegisters } from './repository';
import { caller, created, photoPart, registersKit, storedFiles, VALID, type Kit, type TestUser } from './test-helpers';

let kit: Kit;
beforeAll(async () => {
  kit = await registersKit();
});
afterAll(() => kit?.t.close());

const as = (user: TestUser) => caller(kit, user);
const list = async (query = '', user: TestUser = 'admin') => {
  const res = await as(user).get(`/api/registers${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return RegisterListResponse.parse(res.json()).data;
};
const one = async (id: number, user: TestUser = 'admin') => Register.parse((await as(user).get(`/api/registers/${id}`)).json().data);
const countAll = async () => (await kit.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM registers')).rows[0].n;
const countIn = async (paroquiaId: number) =>
  (await kit.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM registers WHERE paroquia_id = $1', [paroquiaId])).rows[0].n;

// First: later tests add registers of their own.
describe('the demo registers', () => {
  it('São José has a few hundred people with valid CPFs, 11-digit phones and 8-digit CEPs; Aparecida a few dozen', async () => {
    const { rows } = await kit.t.db.query<{ paroquia_id: number; cpf: string | null; phone: string; cep: string; city: string; photo: string | null }>(
      'SELECT paroquia_id, cpf, phone, cep, city, photo FROM registers',
    );
    const saoJose = rows.filter((r) => r.paroquia_id === kit.saoJose);
    const aparecida = rows.filter((r) => r.paroquia_id === kit.aparecida);
    expect(saoJose.length).toBeGreaterThanOrEqual(200);
    expect(aparecida.length).toBeGreaterThanOrEqual(24);
    expect(aparecida.length).toBeLessThan(100);
    for (const r of rows) {
      if (r.cpf) expect(isValidCpf(r.cpf), r.cpf).toBe(true);
      expect(r.phone).toMatch(/^\d{11}$/);
      expect(r.cep).toMatch(/^\d{8}$/);
    }
    expect(new Set(saoJose.map((r) => r.city)).has('Campinas')).toBe(true);
    const photos = saoJose.filter((r) => r.photo).map((r) => r.photo!);
    expect(photos.length).toBeGreaterThan(20);
    expect(await storedFiles(kit, 'registers')).toEqual(expect.arrayContaining(photos));
  });
});

describe('who may call what', () => {
  const FULL: TestUser[] = ['admin', 'secretaria', 'gestor'];

  it('roles 1, 111 and 2 read the list; 3, 13 and 8 get 403; no session gets 401', async () => {
    for (const user of FULL) expect((await as(user).get('/api/registers')).statusCode, user).toBe(200);
    const res = await as('acolito').get('/api/registers');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MSG.forbidden });
    expect((await kit.t.app.inject({ method: 'GET', url: '/api/registers' })).statusCode).toBe(401);
  });

  it('role 3 gets the picker variant of the same list: id, name and photo only, no other filter; 13 and 8 get 403', async () => {
    for (const user of ['coordenador'] as const) {
      const res = await as(user).get('/api/registers?q=ana&limit=5&page=1');
      expect(res.statusCode, user).toBe(200);
      const { data } = RegisterPickerResponse.parse(res.json());
      expect(data.data).toHaveLength(5);
      for (const row of res.json().data.data) expect(Object.keys(row).sort()).toEqual(['id', 'name', 'photo']);
      // A full-list filter is not theirs to use: the answer is the same as without it.
      const filtered = await as(user).get('/api/registers?q=ana&limit=5&page=1&civil_status=2&city=zz');
      expect(filtered.json(), user).toEqual(res.json());
    }
    for (const user of FULL) {
      const res = await as(user).get('/api/registers?q=ana&limit=5&page=1');
      expect(RegisterListResponse.parse(res.json()).data.data[0], user).toHaveProperty('civil_status');
    }
    // A catechist sees only the students of the classes they teach (catechesis), never the parish's registers.
    for (const user of ['catequista', 'acolito'] as const) expect((await as(user).get('/api/registers?q=ana&limit=50&page=1')).statusCode, user).toBe(403);
  });

  it('the CSV export is for roles 1 and 111 only', async () => {
    for (const user of ['admin', 'secretaria'] as const) expect((await as(user).get('/api/registers/export')).statusCode, user).toBe(200);
    for (const user of ['gestor', 'coordenador', 'catequista', 'acolito'] as const)
      expect((await as(user).get('/api/registers/export')).statusCode, user).toBe(403);
  });

  it('every other call refuses roles 3, 13 and 8, and changes nothing', async () => {
    const id = await created(kit, { name: 'Pessoa Protegida' });
    const before = await countIn(kit.saoJose);
    for (const user of ['coordenador', 'catequista', 'acolito'] as const) {
      const c = as(user);
      const responses = [
        await c.get(`/api/registers/${id}`),
        await c.get(`/api/registers/${id}/attachments`),
        await c.create({ name: 'Não Deveria' }),
        await c.update(id, { name: 'Alterado' }),
        await c.attach(id, [{ name: 'files[]', filename: 'a.pdf', type: 'application/pdf', data: PDF_HEADER }]),
        await c.del(`/api/registers/${id}/attachments/1`),
        await c.del(`/api/registers/${id}`),
      ];
      for (const res of responses) expect(res.statusCode, `${user} ${res.body}`).toBe(403);
    }
    expect(await countIn(kit.saoJose)).toBe(before);
    expect((await one(id)).name).toBe('Pessoa Protegida');
  });
});

describe('GET /api/registers', () => {
  it('answers the first 12 in name order with the meta of the whole parish', async () => {
    const { data, meta } = await list();
    const total = await countIn(kit.saoJose);
    expect(meta).toEqual({ total, page: 1, last_page: Math.ceil(total / 12), limit: 12 });
    expect(data).toHaveLength(12);
    expect(data.map((r) => searchFold(r.name))).toEqual(data.map((r) => searchFold(r.name)).sort());
    expect(data[0]).toEqual(expect.objectContaining({ id: expect.any(Number), phone: expect.stringMatching(/^\d{11}$/) }));
    expect(Object.keys(data[0]).sort()).toEqual(['age', 'born_date', 'city', 'civil_status', 'home_situation', 'id', 'name', 'phone', 'photo', 'status']);
  });

  it('pages through every register once', async () => {
    const first = await list('?limit=50');
    const seen = new Set<number>();
    for (let page = 1; page <= first.meta.last_page; page++) {
      for (const r of (await list(`?limit=50&page=${page}`)).data) seen.add(r.id);
    }
    expect(seen.size).toBe(first.meta.total);
    const beyond = await list(`?limit=50&page=${first.meta.last_page + 1}`);
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.total).toBe(first.meta.total);
  });

  it('answers the same pages in name order whichever way it reads them (own name index, index walk or sorted matches)', async () => {
    const expected = async (where: string, params: unknown[]) =>
      (
        await kit.t.db.query<{ id: number }>(
          `SELECT id FROM registers WHERE paroquia_id = $1 AND ${/* sql-fragment: fixed */ where} ORDER BY name_search, id`,
          [kit.saoJose, ...params],
        )
      ).rows.map((r) => r.id);
    const cases: Array<[string, string, unknown[]]> = [
      // Broad and spread: the walk.
      ['race=3', 'race = $2', [3]],
      ['q=an', "name_search LIKE '%an%'", []],
      // Few matches, or clustered at the start of the names: the sort.
      ['q=maria', "name_search LIKE '%maria%'", []],
      ['q=ferreira&city=campinas', "name_search LIKE '%ferreira%' AND city_search LIKE 'campinas%'", []],
    ];
    for (const [query, where, params] of cases) {
      const ids = await expected(where, params);
      expect(ids.length, query).toBeGreaterThan(2);
      const seen: number[] = [];
      const walkedOrSorted: number[] = [];
      const { page: _, limit: __, ...filter } = RegisterListQuery.parse(Object.fromEntries(new URLSearchParams(query)));
      for (let page = 1; page <= Math.ceil(ids.length / 8); page++) {
        // Over HTTP the demo parish is small: its own name index. With no parish small enough: the walk or the sort.
        const { data, meta } = await list(`?${query}&limit=8&page=${page}`);
        expect(meta.total, query).toBe(ids.length);
        seen.push(...data.map((r) => r.id));
        const other = await listRegisters(kit.t.db, { paroquiaId: kit.saoJose, today: '2026-11-27' }, filter, { page, limit: 8 }, { ownIndexMax: 0 });
        expect(other.total, query).toBe(ids.length);
        walkedOrSorted.push(...other.rows.map((r) => r.id));
      }
      expect(seen, query).toEqual(ids);
      expect(walkedOrSorted, query).toEqual(ids);
    }
  });

  it("counts a large parish's matches up to 1,000 for the screen and says so (total_exato false), its pages still the matches in name order", async () => {
    const { rows: added } = await kit.t.db.query<{ id: number }>(
      `INSERT INTO registers (paroquia_id, name, status) SELECT $1, 'Zacarias Contagem ' || lpad(i::text, 4, '0'), '0' FROM generate_series(1, 1005) AS i RETURNING id`,
      [kit.saoJose],
    );
    try {
      const large = (q: string, page: number, exactTotal = false) =>
        listRegisters(
          kit.t.db,
          { paroquiaId: kit.saoJose, today: '2026-11-27' },
          RegisterListQuery.parse({ q }),
          { page, limit: 8, exactTotal },
          { ownIndexMax: 0 },
        );
      const first = await large('contagem', 1);
      expect([first.total, first.exact]).toEqual([1000, false]);
      // A caller that did not say it shows 'more than' (an integrator paging to last_page) gets every match counted.
      const counted = await large('contagem', 1, true);
      expect([counted.total, counted.exact, counted.rows]).toEqual([1005, true, first.rows]);
      expect(first.rows.map((r) => r.name)).toEqual(Array.from({ length: 8 }, (_, i) => `Zacarias Contagem ${String(i + 1).padStart(4, '0')}`));
      // Past the counted thousand the pages go on.
      expect((await large('contagem', 126)).rows.map((r) => r.name)).toEqual(Array.from({ length: 5 }, (_, i) => `Zacarias Contagem ${1001 + i}`));
      const few = await large('contagem 100', 1);
      expect([few.total, few.exact, few.rows.length]).toEqual([6, true, 6]);
      // A parish its own name index serves counts every match, whoever asks: the spec's meta, nothing added.
      expect((await list('?q=contagem&total_exato=0')).meta).toEqual({ total: 1005, page: 1, last_page: 84, limit: 12 });
      expect((await as('admin').get('/api/registers?total_exato=2')).statusCode).toBe(422);
    } finally {
      await kit.t.db.query('DELETE FROM registers WHERE id = ANY($1)', [added.map((r) => r.id)]);
    }
  });

  it("a name search of a large parish reads its count and page off the registers' words: the same as the name index's, following every change", async () => {
    const names = [
      'Joaquina Palavra Souza',
      'Ana  Palavra  Joana',
      "Maria D'Ávila Palavra",
      'João Palavra',
      'Palavrinha 50%_x',
      'Jô Xistovaldo',
      'Rui Xistovaldo',
      'Joana Joaquina Lima',
    ];
    const { rows: added } = await kit.t.db.query<{ id: number; name: string }>(
      `INSERT INTO registers (paroquia_id, name, status) SELECT $1, n, '0' FROM unnest($2::text[]) AS n RETURNING id, name`,
      [kit.saoJose, names],
    );
    const idOf = (name: string) => added.find((r) => r.name === name)!.id;
    // As a large parish (its words), or as a small one read off its own name index.
    const page = (q: string, p: number, ways: Parameters<typeof listRegisters>[4] = { ownIndexMax: 0 }, exactTotal = true) =>
      listRegisters(kit.t.db, { paroquiaId: kit.saoJose, today: '2026-11-27' }, RegisterListQuery.parse({ q }), { page: p, limit: 2, exactTotal }, ways);
    const same = async (q: string) => {
      for (const p of [1, 2, 3]) {
        const [words, index] = await Promise.all([page(q, p), page(q, p, { ownIndexMax: Infinity, words: false })]);
        expect(words, `${q} page ${p}`).toEqual(index);
      }
    };
    const vocab = async (word: string) =>
      (await kit.t.db.query<{ people: number }>('SELECT people FROM register_vocab WHERE paroquia_id = $1 AND word = $2', [kit.saoJose, word])).rows[0]?.people;
    // Only a name search alone with a piece of 3 letters or more between its spaces takes this way.
    const where = (f: Partial<RegisterListQuery>) => whereOf(1, f).word;
    expect([{ q: 'joa' }, { q: 'jo' }, { q: 'joao silva' }, { q: 'de 50%' }, { q: 'a de' }, { q: 'joao', city: 'campinas' }].map(where)).toEqual([
      { piece: 'joa', whole: true },
      undefined,
      { piece: 'silva', whole: false },
      { piece: '50\\%', whole: false },
      undefined,
      undefined,
    ]);
    try {
      for (const q of [
        'palavra',
        'joa',
        'avila',
        "d'avila",
        'ALAVR',
        '50%',
        '%_x',
        'xistovaldo',
        'nenhumnome',
        'palavra souza',
        'ana  palavra',
        'a palavra j',
        "d'avila pal",
        'ana palavra',
        'a x',
      ])
        await same(q);
      expect((await page('palavra', 1)).rows.map((r) => r.name)).toEqual(['Ana  Palavra  Joana', 'João Palavra']);
      expect((await page('palavra', 1, undefined, false)).total).toBe(4);
      // A rename: the old words find it no more, the new ones do.
      await kit.t.db.query("UPDATE registers SET name = 'Joaquina Renomeada' WHERE id = $1", [idOf('Joaquina Palavra Souza')]);
      expect((await page('palavra', 1)).total).toBe(3);
      expect((await page('renomeada', 1)).rows.map((r) => r.id)).toEqual([idOf('Joaquina Palavra Souza')]);
      await same('joaquina');
      // The vocabulary counts the people of each word; a word nobody has any more leaves it.
      expect(await vocab('xistovaldo')).toBe(2);
      await kit.t.db.query('DELETE FROM registers WHERE id = $1', [idOf('Jô Xistovaldo')]);
      expect(await vocab('xistovaldo')).toBe(1);
      await kit.t.db.query('DELETE FROM registers WHERE id = $1', [idOf('Rui Xistovaldo')]);
      expect(await vocab('xistovaldo')).toBeUndefined();
      expect(await vocab('souza')).toBeGreaterThan(0);
      expect((await kit.t.db.query('SELECT 1 FROM register_words WHERE paroquia_id = $1 AND word = $2', [kit.saoJose, 'xistovaldo'])).rows).toEqual([]);
    } finally {
      await kit.t.db.query('DELETE FROM registers WHERE id = ANY($1)', [added.map((r) => r.id)]);
    }
    expect(await vocab('palavra')).toBeUndefined();
  });

  it('searches names without accents or case from 2 characters: joao finds João', async () => {
    await created(kit, { name: 'João Zebedeu' });
    await created(kit, { name: 'JOAO ZEBEDEU FILHO' });
    await created(kit, { name: 'Maria Zebedéu' });
    expect((await list('?q=joao%20zebedeu')).data.map((r) => r.name)).toEqual(['João Zebedeu', 'JOAO ZEBEDEU FILHO']);
    expect((await list('?q=ZEBEDÊU')).meta.total).toBe(3);
    expect((await list('?q=ebed')).meta.total).toBe(3);
    // One character is not a search (a search counts from SEARCH_MIN characters): the whole parish.
    expect((await list('?q=z')).meta.total).toBe(await countIn(kit.saoJose));
    // Wildcards are letters like any other.
    expect((await list('?q=%25%25')).meta.total).toBe(0);
    expect((await list('?q=__')).meta.total).toBe(0);
  });

  it('filters by civil status, work state, race, city and neighbourhood (accent-insensitive prefixes), combined', async () => {
    const base = { city: 'São José dos Campos', home_situation: 'Jardim Satélite' };
    await created(kit, { ...base, name: 'Filtro Um', civil_status: '2', work_state: '3', race: '4' });
    await created(kit, { ...base, name: 'Filtro Dois', civil_status: '2', work_state: '1', race: '4' });
    await created(kit, { ...base, name: 'Filtro Três', civil_status: '6', work_state: '3', race: '1', home_situation: 'Centro' });
    const names = async (q: string) =>
      (await list(`${q}&limit=100`)).data
        .map((r) => r.name)
        .filter((n) => n.startsWith('Filtro'))
        .sort();
    expect(await names('?city=sao%20jose%20dos')).toEqual(['Filtro Dois', 'Filtro Três', 'Filtro Um']);
    expect(await names('?city=sao%20jose%20dos&civil_status=2')).toEqual(['Filtro Dois', 'Filtro Um']);
    expect(await names('?city=SAO%20JOSE&work_state=3')).toEqual(['Filtro Três', 'Filtro Um']);
    expect(await names('?race=4&city=s%C3%A3o%20jos%C3%A9')).toEqual(['Filtro Dois', 'Filtro Um']);
    expect(await names('?home_situation=jardim%20satelite&city=sao%20jose')).toEqual(['Filtro Dois', 'Filtro Um']);
    expect((await list('?city=sao%20jose%20dos&civil_status=2&work_state=1')).meta.total).toBe(1);
  });

  it('refuses choices out of range and limits outside 1..100 with 422 naming the field', async () => {
    for (const [query, field] of [
      ['civil_status=7', 'civil_status'],
      ['work_state=0', 'work_state'],
      ['race=abc', 'race'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['page=0', 'page'],
      [`q=${'x'.repeat(101)}`, 'q'],
    ]) {
      const res = await as('admin').get(`/api/registers?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors, query).toHaveProperty(field);
    }
  });

  it("lists only the caller's parish", async () => {
    const other = await list('?limit=100', 'outra');
    expect(other.meta.total).toBe(await countIn(kit.aparecida));
    expect((await list('?q=zebedeu', 'outra')).meta.total).toBe(0);
  });
});

describe('the parish totals (register_counts, kept by triggers)', () => {
  it('follow inserts of many rows, deletes and a register moving to another parish', async () => {
    const totals = async () => [(await list()).meta.total, (await list('', 'outra')).meta.total];
    const counted = async () => [await countIn(kit.saoJose), await countIn(kit.aparecida)];
    expect(await totals()).toEqual(await counted());
    const { rows } = await kit.t.db.query<{ id: number }>(
      "INSERT INTO registers (paroquia_id, name) SELECT $1::int, 'Lote ' || n FROM generate_series(1, 3) AS n RETURNING id",
      [kit.saoJose],
    );
    expect((await as('admin').del(`/api/registers/${rows[0].id}`)).statusCode).toBe(200);
    await kit.t.db.query('UPDATE registers SET paroquia_id = $1 WHERE id = $2', [kit.aparecida, rows[1].id]);
    await kit.t.db.query("UPDATE registers SET name = 'Lote renomeado' WHERE id = $1", [rows[2].id]);
    expect(await totals()).toEqual(await counted());
    await kit.t.db.query('DELETE FROM registers WHERE id = $1', [rows[1].id]);
    expect(await totals()).toEqual(await counted());
  });
});

describe('statistics for the planner (maintenance.ts)', () => {
  it('are refreshed once the registers grew by more than 50 + 10%, and not again until they change', async () => {
    await refreshStatistics(kit.t.db);
    expect(await statisticsStale(kit.t.db)).toBe(false);
    const analysed = async () => (await kit.t.db.query<{ n: number }>("SELECT reltuples::int AS n FROM pg_class WHERE oid = 'registers'::regclass")).rows[0].n;
    const before = await analysed();
    await kit.t.db.query("INSERT INTO registers (paroquia_id, name) SELECT $1::int, 'Estatística ' || n FROM generate_series(1, 60) AS n", [kit.saoJose]);
    expect(await statisticsStale(kit.t.db)).toBe(before * 0.1 + 50 < 60);
    await kit.t.db.query("INSERT INTO registers (paroquia_id, name) SELECT $1::int, 'Estatística B' || n FROM generate_series(1, 100) AS n", [kit.saoJose]);
    expect(await statisticsStale(kit.t.db)).toBe(true);
    expect(await refreshStatistics(kit.t.db)).toBe(true);
    expect(await analysed()).toBe(await countAll());
    expect(await refreshStatistics(kit.t.db)).toBe(false);
  });
});

describe('GET /api/registers as a picker', () => {
  it('searches by name and pages like the list', async () => {
    const res = await as('coordenador').get('/api/registers?q=zebedeu&limit=2&page=1');
    expect(res.json().data.meta).toEqual({ total: 3, page: 1, last_page: 2, limit: 2 });
    expect(res.json().data.data.map((r: { name: string }) => r.name)).toEqual(['João Zebedeu', 'JOAO ZEBEDEU FILHO']);
  });
});

describe('GET /api/registers/{id}', () => {
  it('answers every field, with the age from the birth date and the photo URL', async () => {
    const id = await created(
      kit,
      {
        name: 'Ficha Completa',
        email: 'ficha@exemplo.com.br',
        cpf: '529.982.247-25',
        rg: '12.345.678-9',
        familly_qntd: '4',
        civil_status: '3',
        born_date: '2000-01-15',
        work_state: '6',
        race: '3',
        status: '1',
        cep: '13010-100',
        address: 'Rua Barão de Jaguara',
        address_number: '123A',
        home_situation: 'Centro',
        city: 'Campinas',
        state: 'SP',
        mother_name: 'Mãe da Ficha',
        motherPhone: '19912345678',
        father_name: 'Pai da Ficha',
        fatherPhone: '19987651234',
      },
      [photoPart(PNG_1PX)],
    );
    const r = await one(id);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
    const age = Number(today.slice(0, 4)) - 2000 - (today.slice(5) < '01-15' ? 1 : 0);
    expect(r).toEqual({
      id,
      name: 'Ficha Completa',
      email: 'ficha@exemplo.com.br',
      phone: '19987654321',
      cpf: '52998224725',
      rg: '12.345.678-9',
      familly_qntd: 4,
      civil_status: 3,
      age,
      born_date: '2000-01-15',
      work_state: 6,
      race: 3,
      country: 'Brasil',
      state: 'SP',
      city: 'Campinas',
      cep: '13010100',
      address: 'Rua Barão de Jaguara',
      address_number: '123A',
      mother_name: 'Mãe da Ficha',
      motherPhone: '19912345678',
      father_name: 'Pai da Ficha',
      fatherPhone: '19987651234',
      home_situation: 'Centro',
      status: '1',
      photo: expect.stringMatching(/^\/uploads\/registers\/[a-f0-9]{32}\.png$/),
      paroquia_id: kit.saoJose,
      // LGPD (src/server/lgpd): no legal basis sent, not anonymised.
      legal_basis: null,
      legal_basis_at: null,
      legal_basis_by_name: null,
      anonymised_at: null,
    });
  });

  it("answers 404 for another parish's id, an unknown id and ids that are not ids", async () => {
    const foreign = (await list('', 'outra')).data[0].id;
    for (const id of [foreign, 999_999, 'abc', '0', '99999999999', '1.5']) {
      const res = await as('admin').get(`/api/registers/${id}`);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json(), String(id)).toEqual({ message: REGISTER_MSG.notFound });
    }
  });
});

describe('POST /api/registers', () => {
  it('creates a register with its photo (201) in the caller’s parish, whatever paroquia_id says', async () => {
    const res = await as('gestor').create({ name: 'Nova Pessoa', paroquia_id: String(kit.aparecida) }, [photoPart(JPEG_HEADER, 'eu.jpg', 'image/jpeg')]);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Registro criado com sucesso!');
    const r = Register.parse(res.json().data);
    expect(r.paroquia_id).toBe(kit.saoJose);
    expect(r.photo).toMatch(/\.jpg$/);
    const photo = await kit.t.app.inject({ method: 'GET', url: r.photo!, headers: { cookie: kit.cookies.admin } });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
  });

  it('accepts a form without a photo, and JSON', async () => {
    expect((await as('admin').create({ name: 'Sem Foto' })).json().data.photo).toBeNull();
    const res = await kit.t.app.inject({
      method: 'POST',
      url: '/api/registers',
      headers: { cookie: kit.cookies.admin },
      payload: { name: 'Por JSON', phone: '11987654321', born_date: '1985-12-31', civil_status: 2 },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual(expect.objectContaining({ name: 'Por JSON', civil_status: 2, country: 'Brasil', status: '0' }));
  });

  it('refuses bad input with the spec’s messages and saves nothing', async () => {
    const before = await countIn(kit.saoJose);
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ phone: '1998765432' }, 'phone', REGISTER_MSG.phone],
      [{ phone: '(19) 98765-4321' }, 'phone', REGISTER_MSG.phone],
      [{ phone: '' }, 'phone', REGISTER_MSG.phone],
      [{ name: '   ' }, 'name', REGISTER_MSG.nameRequired],
      [{ name: 'x'.repeat(10_000) }, 'name', REGISTER_MSG.tooLong(150)],
      [{ born_date: '' }, 'born_date', REGISTER_MSG.bornDateRequired],
      [{ born_date: future }, 'born_date', REGISTER_MSG.bornDateFuture],
      [{ born_date: '1990-02-30' }, 'born_date', REGISTER_MSG.bornDateInvalid],
      [{ cpf: '529.982.247-24' }, 'cpf', REGISTER_MSG.cpfInvalid],
      [{ cpf: '111.111.111-11' }, 'cpf', REGISTER_MSG.cpfInvalid],
      [{ email: 'não é email' }, 'email', REGISTER_MSG.emailInvalid],
      [{ civil_status: '7' }, 'civil_status', REGISTER_MSG.choiceInvalid],
      [{ work_state: '8' }, 'work_state', REGISTER_MSG.choiceInvalid],
      [{ race: '0' }, 'race', REGISTER_MSG.choiceInvalid],
      [{ status: '2' }, 'status', REGISTER_MSG.choiceInvalid],
      [{ cep: '1301010' }, 'cep', REGISTER_MSG.cepInvalid],
      [{ motherPhone: '123' }, 'motherPhone', REGISTER_MSG.phone],
      [{ familly_qntd: '-1' }, 'familly_qntd', REGISTER_MSG.familyInvalid],
    ];
    for (const [fields, field, text] of cases) {
      const res = await as('admin').create(fields);
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors[field], JSON.stringify(fields).slice(0, 60)).toEqual([text]);
    }
    expect(await countIn(kit.saoJose)).toBe(before);
  });

  it('bounds the birth date by today in the parish’s own zone', async () => {
    // 26 hours apart: Kiritimati's today is always a later day than the one 12 hours behind UTC.
    const kiritimatiToday = dayIn('Pacific/Kiritimati');
    const setZone = (zone: string) => kit.t.db.query('UPDATE paroquias SET time_zone = $1 WHERE id = $2', [zone, kit.saoJose]);
    try {
      await setZone('Pacific/Kiritimati');
      expect((await as('admin').create({ name: 'Nascido Hoje em Kiritimati', born_date: kiritimatiToday })).statusCode).toBe(201);
      await setZone('Etc/GMT+12');
      const res = await as('admin').create({ name: 'Nascido Amanhã', born_date: kiritimatiToday });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.born_date).toEqual([REGISTER_MSG.bornDateFuture]);
    } finally {
      await setZone(DEFAULT_TIME_ZONE);
    }
  });

  it('keeps HTML verbatim (the screens show it as text)', async () => {
    const html = '<img src=x onerror="alert(1)"> & <b>Zé</b>';
    const id = await created(kit, { name: html, address: '<script>alert(2)</script>' });
    const r = await one(id);
    expect(r.name).toBe(html);
    expect(r.address).toBe('<script>alert(2)</script>');
  });

  it('refuses a CPF already in the parish, but not one from another parish', async () => {
    await created(kit, { name: 'Dono do CPF', cpf: '111.444.777-35' });
    const again = await as('secretaria').create({ name: 'Outro Dono', cpf: '11144477735' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: REGISTER_MSG.cpfTaken, errors: { cpf: [REGISTER_MSG.cpfTaken] } });
    expect((await as('outra').create({ name: 'Mesmo CPF, outra paróquia', cpf: '111.444.777-35' })).statusCode).toBe(201);
  });

  it('refuses a photo that is not an image by its content and leaves no file behind', async () => {
    const photos = await storedFiles(kit, 'registers');
    const before = await countIn(kit.saoJose);
    for (const [data, filename, type] of [
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'foto.svg', 'image/svg+xml'],
      [Buffer.from('só texto'), 'foto.jpg', 'image/jpeg'],
      [PDF_HEADER, 'foto.png', 'image/png'],
    ] as const) {
      const res = await as('admin').create({ name: 'Foto Falsa' }, [photoPart(data, filename, type)]);
      expect(res.statusCode, filename).toBe(422);
      expect(res.json(), filename).toEqual({ message: REGISTER_MSG.photoNotImage, errors: { photo: [REGISTER_MSG.photoNotImage] } });
    }
    // A valid photo with an invalid field: nothing is kept either.
    expect((await as('admin').create({ name: 'Foto Boa', phone: '123' }, [photoPart(PNG_1PX)])).statusCode).toBe(422);
    // A duplicate CPF with a valid photo.
    expect((await as('admin').create({ name: 'CPF Repetido', cpf: '111.444.777-35' }, [photoPart(PNG_1PX)])).statusCode).toBe(422);
    // A photo over 10 MB.
    const huge = await as('admin').create({ name: 'Foto Enorme' }, [photoPart(Buffer.concat([PNG_1PX, Buffer.alloc(10 * 1024 * 1024)]))]);
    expect(huge.json()).toEqual({ message: REGISTER_MSG.photoTooLarge, errors: { photo: [REGISTER_MSG.photoTooLarge] } });
    expect(await countIn(kit.saoJose)).toBe(before);
    expect(await storedFiles(kit, 'registers')).toEqual(photos);
    expect(await storedFiles(kit, '.tmp')).toEqual([]);
  });
});

describe('POST /api/registers/{id} (_method=PUT)', () => {
  it('rewrites every field, keeps the photo when none is sent, replaces it and removes the old file', async () => {
    const id = await created(kit, { name: 'Antes', city: 'Campinas', email: 'antes@exemplo.com' }, [photoPart(PNG_1PX)]);
    const firstPhoto = (await one(id)).photo!.split('/').pop()!;

    const res = await as('gestor').update(id, { name: 'Depois', city: 'Valinhos', civil_status: '2' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Registro atualizado com sucesso!');
    const after = await one(id);
    expect(after).toEqual(expect.objectContaining({ name: 'Depois', city: 'Valinhos', civil_status: 2, email: null }));
    expect(after.photo).toMatch(new RegExp(`${firstPhoto}$`));

    const replaced = await as('admin').update(id, { name: 'Depois' }, [photoPart(JPEG_HEADER, 'nova.jpg', 'image/jpeg')]);
    const newPhoto = replaced.json().data.photo.split('/').pop();
    expect(newPhoto).toMatch(/\.jpg$/);
    const stored = await storedFiles(kit, 'registers');
    expect(stored).toContain(newPhoto);
    expect(stored).not.toContain(firstPhoto);

    const removed = await as('admin').update(id, { name: 'Depois', remove_photo: '1' });
    expect(removed.json().data.photo).toBeNull();
    expect(await storedFiles(kit, 'registers')).not.toContain(newPhoto);
  });

  it('keeps its own CPF, refuses another register’s, requires _method=PUT and validates like create', async () => {
    const id = await created(kit, { name: 'Com CPF', cpf: '935.411.347-80' });
    expect((await as('admin').update(id, { name: 'Com CPF', cpf: '93541134780' })).statusCode).toBe(200);
    const taken = await as('admin').update(id, { name: 'Com CPF', cpf: '111.444.777-35' });
    expect(taken.json().errors).toEqual({ cpf: [REGISTER_MSG.cpfTaken] });
    const noMethod = await as('admin').send('POST', `/api/registers/${id}`, { ...VALID, name: 'Sem método' });
    expect(noMethod.statusCode).toBe(422);
    expect(noMethod.json().errors).toEqual({ _method: [REGISTER_MSG.methodPut] });
    const badPhone = await as('admin').update(id, { name: 'Com CPF', phone: '12345' });
    expect(badPhone.json().errors).toEqual({ phone: [REGISTER_MSG.phone] });
    const badPhoto = await as('admin').update(id, { name: 'Com CPF' }, [photoPart(Buffer.from('texto'), 'x.png')]);
    expect(badPhoto.json().errors).toEqual({ photo: [REGISTER_MSG.photoNotImage] });
    expect((await one(id)).name).toBe('Com CPF');
  });

  it("answers 404 to another parish's register and changes nothing", async () => {
    const id = await created(kit, { name: 'Intocada' });
    const res = await as('outra').update(id, { name: 'Invadida' }, [photoPart(PNG_1PX)]);
    expect(res.statusCode).toBe(404);
    expect((await one(id)).name).toBe('Intocada');
    expect(await storedFiles(kit, '.tmp')).toEqual([]);
  });
});

describe('DELETE /api/registers/{id}', () => {
  it('removes the register with its photo and attachments', async () => {
    const id = await created(kit, { name: 'Para Excluir' }, [photoPart(PNG_1PX)]);
    const photo = (await one(id)).photo!.split('/').pop()!;
    const attached = await as('admin').attach(id, [{ name: 'files[]', filename: 'doc.pdf', type: 'application/pdf', data: PDF_HEADER }]);
    const file = attached.json().items[0].filename;

    expect((await as('outra').del(`/api/registers/${id}`)).statusCode).toBe(404);
    const res = await as('secretaria').del(`/api/registers/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: REGISTER_MSG.deleted });
    expect((await as('admin').get(`/api/registers/${id}`)).statusCode).toBe(404);
    expect(await storedFiles(kit, 'registers')).not.toContain(photo);
    expect(await storedFiles(kit, 'anexos_registers')).not.toContain(file);
    expect((await kit.t.db.query('SELECT 1 FROM register_attachments WHERE filename = $1', [file])).rows).toEqual([]);
    expect((await as('admin').del(`/api/registers/${id}`)).statusCode).toBe(404);
  });

  it('is refused with a clear message while another module uses the register (listed reference or foreign key)', async () => {
    await kit.t.db.exec('CREATE TABLE test_register_links (register_id int NOT NULL)');
    const stop = addRegisterReference({ table: 'test_register_links', column: 'register_id', message: REGISTER_MSG.isEnrolled });
    try {
      const id = await created(kit, { name: 'Crismando em Turma' }, [photoPart(PNG_1PX)]);
      await kit.t.db.query('INSERT INTO test_register_links VALUES ($1)', [id]);
      const res = await as('admin').del(`/api/registers/${id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: REGISTER_MSG.isEnrolled });
      expect((await one(id)).photo).not.toBeNull();
      expect(await storedFiles(kit, 'registers')).toContain((await one(id)).photo!.split('/').pop());

      await kit.t.db.query('DELETE FROM test_register_links');
      expect((await as('admin').del(`/api/registers/${id}`)).statusCode).toBe(200);
    } finally {
      stop();
    }

    // A table that is not listed but holds a foreign key without cascade.
    await kit.t.db.exec('CREATE TABLE test_register_fk (register_id int NOT NULL REFERENCES registers (id))');
    const id = await created(kit, { name: 'Referida por Chave' });
    await kit.t.db.query('INSERT INTO test_register_fk VALUES ($1)', [id]);
    const res = await as('admin').del(`/api/registers/${id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: REGISTER_MSG.inUse });
    expect((await one(id)).name).toBe('Referida por Chave');
  });
});

describe('GET /api/registers/export', () => {
  it('is a UTF-8 CSV with BOM, ; between cells, CRLF lines and quoting; filtered like the list', async () => {
    await created(kit, { name: 'Exportação; "Aspas" Ç', city: 'Cidade Exportada', civil_status: '2', cpf: '390.533.447-05', born_date: '1970-03-09' });
    await created(kit, { name: '=HYPERLINK("x") Exportada', city: 'Cidade Exportada', civil_status: '1' });
    const res = await as('admin').get('/api/registers/export?city=cidade%20exportada');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="registros-\d{4}-\d{2}-\d{2}\.csv"$/);
    const raw = res.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = raw.subarray(3).toString('utf8').split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(3);
    expect(lines[0].split(';').slice(0, 9)).toEqual(['ID', 'Nome', 'E-mail', 'Telefone', 'CPF', 'RG', 'Qtd. familiares', 'Estado civil', 'Nascimento']);
    // A formula is neutralised with an apostrophe; quotes are doubled inside a quoted cell.
    expect(lines[1]).toContain(';"\'=HYPERLINK(""x"") Exportada";');
    expect(lines[2]).toContain(';"Exportação; ""Aspas"" Ç";');
    expect(lines[2]).toContain(';390.533.447-05;');
    expect(lines[2]).toContain(';Casado(a);09/03/1970;');
    expect(lines[2]).toContain(';Cidade Exportada;');

    const filtered = await as('admin').get('/api/registers/export?city=cidade%20exportada&civil_status=1');
    expect(filtered.rawPayload.subarray(3).toString('utf8').trim().split('\r\n')).toHaveLength(2);
  });

  it('exports the whole parish in name order', async () => {
    const res = await as('secretaria').get('/api/registers/export');
    const lines = res.rawPayload.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines.length - 1).toBe(await countIn(kit.saoJose));
    const other = await as('outra').get('/api/registers/export');
    expect(other.rawPayload.subarray(3).toString('utf8').trim().split('\r\n').length - 1).toBe(await countIn(kit.aparecida));
  });
});

describe('the dashboard', () => {
  it("counts registers and this month's registrations", async () => {
    const stats = async () => (await kit.t.app.inject({ method: 'GET', url: '/api/stats/dashboard', headers: { cookie: kit.cookies.admin } })).json();
    const before = await stats();
    await created(kit, { name: 'Contada no Painel' });
    const after = await stats();
    const counter = (s: { counters: Array<{ key: string; value: number }> }) => s.counters.find((c) => c.key === 'registers')!.value;
    expect(counter(before)).toBeGreaterThan(200);
    expect(counter(after)).toBe(counter(before) + 1);
    expect(after.registrations.at(-1).count).toBe(before.registrations.at(-1).count + 1);
  });
});
