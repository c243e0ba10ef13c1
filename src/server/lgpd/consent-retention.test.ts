import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LGPD_MSG, RetentionDueResponse, RetentionResponse } from '../../shared/schemas/lgpd';
import { Register, RegisterListResponse } from '../../shared/schemas/registers';
import { registersKit } from '../registers/test-helpers';
import { from, ok, type Kit, type TestUser } from './test-helpers';

let kit: Kit;
beforeAll(async () => {
  kit = await registersKit();
});
afterAll(() => kit?.t.close());

const admin = () => from(kit, 'admin');
const sheet = async (id: number) => Register.parse(ok(await admin().get(`/api/registers/${id}`)).json().data);
const MONTH = 31 * 24 * 3600 * 1000;

describe('legal basis (LGPD art. 11)', () => {
  it('is recorded on create with when and by whom; an unknown basis is a 422 and nothing is saved', async () => {
    const id = ok(await admin().create({ name: 'Pessoa Com Base', legal_basis: 'consentimento' }), 201).json().data.id;
    const r = await sheet(id);
    expect(r).toMatchObject({ legal_basis: 'consentimento', legal_basis_by_name: 'Pe. Antônio Ribeiro' });
    expect(Math.abs(Date.parse(r.legal_basis_at!) - Date.now())).toBeLessThan(60_000);

    const bad = await admin().create({ name: 'Pessoa Base Errada', legal_basis: 'legitimo_interesse' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ legal_basis: [LGPD_MSG.legalBasisInvalid] });
    const { rows } = await kit.t.db.query("SELECT 1 FROM registers WHERE name = 'Pessoa Base Errada'");
    expect(rows).toEqual([]);
  });

  it('an edit without the field keeps it; the same basis keeps its date; another one re-dates it; empty clears it', async () => {
    const id = ok(await admin().create({ name: 'Pessoa Base Mutável', legal_basis: 'obrigacao_legal' }), 201).json().data.id;
    const first = await sheet(id);
    ok(await from(kit, 'secretaria').update(id, { name: 'Pessoa Base Mutável' }));
    expect(await sheet(id)).toMatchObject({ legal_basis: 'obrigacao_legal', legal_basis_at: first.legal_basis_at, legal_basis_by_name: 'Pe. Antônio Ribeiro' });
    kit.t.clock.advance(60_000);
    ok(await from(kit, 'secretaria').update(id, { name: 'Pessoa Base Mutável', legal_basis: 'obrigacao_legal' }));
    expect((await sheet(id)).legal_basis_at).toBe(first.legal_basis_at);
    ok(await from(kit, 'secretaria').update(id, { name: 'Pessoa Base Mutável', legal_basis: 'tutela_saude' }));
    const changed = await sheet(id);
    expect(changed).toMatchObject({ legal_basis: 'tutela_saude', legal_basis_by_name: 'Maria Aparecida Souza' });
    expect(Date.parse(changed.legal_basis_at!)).toBeGreaterThan(Date.parse(first.legal_basis_at!));
    ok(await from(kit, 'secretaria').update(id, { name: 'Pessoa Base Mutável', legal_basis: '' }));
    expect(await sheet(id)).toMatchObject({ legal_basis: null, legal_basis_at: null, legal_basis_by_name: null });
    kit.t.clock.reset();
  });

  it("?no_legal_basis=1 lists the parish's registers without a basis (anonymised ones aside), with the other filters", async () => {
    const without = ok(await admin().create({ name: 'Semnbase Pessoa Um', city: 'Semnbase' }), 201).json().data.id;
    const withBasis = ok(await admin().create({ name: 'Semnbase Pessoa Dois', city: 'Semnbase', legal_basis: 'consentimento' }), 201).json().data.id;
    const anonymised = ok(await admin().create({ name: 'Semnbase Pessoa Três', city: 'Semnbase' }), 201).json().data.id;
    ok(await admin().post(`/api/registers/${anonymised}/anonymise`));

    const list = async (query: string, user: TestUser = 'admin') =>
      RegisterListResponse.parse(ok(await from(kit, user).get(`/api/registers?${query}`)).json()).data;
    expect((await list('city=Semnbase')).data.map((r) => r.id)).toEqual([withBasis, without]);
    expect((await list('city=Semnbase&no_legal_basis=1')).data.map((r) => r.id)).toEqual([without]);

    const all = await list('no_legal_basis=1&limit=100');
    const { rows } = await kit.t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM registers WHERE paroquia_id = $1 AND legal_basis IS NULL AND anonymised_at IS NULL',
      [kit.saoJose],
    );
    expect(all.meta.total).toBe(rows[0].n);
    expect(all.data.map((r) => r.id)).not.toContain(withBasis);
    expect(all.data.map((r) => r.id)).not.toContain(anonymised);
    // Role 2 reads registers, so it may use the filter too; another parish never sees these.
    expect((await list('city=Semnbase&no_legal_basis=1', 'gestor')).data.map((r) => r.id)).toEqual([without]);
    expect((await list('city=Semnbase&no_legal_basis=1', 'outra')).meta.total).toBe(0);
  });
});

describe('retention: GET/PUT /api/lgpd/retention and GET /api/lgpd/retention/due', () => {
  const due = async (query = '', user: TestUser = 'admin') =>
    RetentionDueResponse.parse(ok(await from(kit, user).get(`/api/lgpd/retention/due${query}`)).json());

  it('roles 1 and 111 only', async () => {
    for (const url of ['/api/lgpd/retention', '/api/lgpd/retention/due']) {
      for (const user of ['gestor', 'coordenador', 'catequista', 'acolito'] as TestUser[]) expect((await from(kit, user).get(url)).statusCode, user).toBe(403);
      expect((await from(kit, null).get(url)).statusCode).toBe(401);
    }
    expect((await from(kit, 'gestor').put('/api/lgpd/retention', { retention_months: 1 })).statusCode).toBe(403);
  });

  it('starts unset (nothing proposed), is saved per parish, and refuses what is not 1 to 1200 months', async () => {
    expect(RetentionResponse.parse(ok(await admin().get('/api/lgpd/retention')).json()).data).toEqual({ retention_months: null });
    expect(await due()).toEqual({ data: [], meta: { total: 0, page: 1, last_page: 1, limit: 20, retention_months: null } });
    for (const bad of [0, 1201, 'doze', 2.5]) {
      const res = await admin().put('/api/lgpd/retention', { retention_months: bad });
      expect(res.statusCode, String(bad)).toBe(422);
      expect(res.json().errors, String(bad)).toEqual({ retention_months: [LGPD_MSG.retentionInvalid] });
    }
    const saved = RetentionResponse.parse(ok(await from(kit, 'secretaria').put('/api/lgpd/retention', { retention_months: 24 })).json());
    expect(saved).toEqual({ message: LGPD_MSG.retentionSaved, data: { retention_months: 24 } });
    expect(RetentionResponse.parse(ok(await admin().get('/api/lgpd/retention')).json()).data.retention_months).toBe(24);
    expect(RetentionResponse.parse(ok(await from(kit, 'outra').get('/api/lgpd/retention')).json()).data.retention_months).toBeNull();
  });

  it('lists inactive registers whose inactivity is older than the setting, longest first; not active, recent, anonymised or foreign ones', async () => {
    ok(await admin().put('/api/lgpd/retention', { retention_months: 12 }));
    const make = async (name: string, status: '0' | '1', monthsAgo: number) => {
      kit.t.clock.advance(-monthsAgo * MONTH);
      const id = ok(await admin().create({ name, status }), 201).json().data.id;
      kit.t.clock.reset();
      return id;
    };
    const old = await make('Retida Antiga', '1', 30);
    const older = await make('Retida Mais Antiga', '1', 40);
    const recent = await make('Retida Recente', '1', 2);
    const activeOld = await make('Ativa Antiga', '0', 40);
    const anonymised = await make('Retida Anonimizada', '1', 40);
    ok(await admin().post(`/api/registers/${anonymised}/anonymise`));
    // Inactive since long ago, then made active again: the clock of inactivity restarts.
    const revived = await make('Retida Reativada', '1', 40);
    ok(await admin().update(revived, { name: 'Retida Reativada', status: '0' }));
    // Active long ago, made inactive a year and a half ago.
    const switched = await make('Retida Trocada', '0', 40);
    kit.t.clock.advance(-18 * MONTH);
    ok(await admin().update(switched, { name: 'Retida Trocada', status: '1' }));
    kit.t.clock.reset();

    const list = await due('?limit=100');
    const ids = list.data.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([older, old, switched]));
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(old));
    expect(ids.indexOf(old)).toBeLessThan(ids.indexOf(switched));
    for (const not of [recent, activeOld, anonymised, revived]) expect(ids).not.toContain(not);
    const entry = list.data.find((r) => r.id === old)!;
    expect(entry.name).toBe('Retida Antiga');
    expect(Date.parse(entry.due_since) - Date.parse(entry.inactive_since)).toBeGreaterThan(360 * 24 * 3600 * 1000);
    expect(list.meta).toMatchObject({ total: list.data.length, retention_months: 12 });

    ok(await admin().put('/api/lgpd/retention', { retention_months: 36 }));
    const longer = (await due('?limit=100')).data.map((r) => r.id);
    expect(longer).toContain(older);
    expect(longer).not.toContain(old);
    expect((await due('', 'outra')).data).toEqual([]);
    ok(await admin().put('/api/lgpd/retention', { retention_months: '' }));
    expect((await due()).meta).toMatchObject({ total: 0, retention_months: null });
  });
});
