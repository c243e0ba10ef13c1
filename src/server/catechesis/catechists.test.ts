import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import { SACRAMENT_SLUGS } from '../../shared/sacraments';
import { CatechistList, CatechistResponse } from '../../shared/schemas/catechesis';
import { createTestApp, type TestApp } from '../test/app';
import { addRegisters, communityIds, parishIdOf, sacramentUnderTest, signedInCaller, type Caller } from './test-helpers';

describe.each(SACRAMENT_SLUGS)('catechists of %s', (slug) => {
  const { msg, CLASSES, CATECHISTS, COORD, CATEQ } = sacramentUnderTest(slug);

  let t: TestApp;
  let admin: Caller;
  let outra: Caller;
  let saoJose: number;
  let communities: number[];
  let foreignCommunity: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInCaller(t.app, 'admin');
    outra = await signedInCaller(t.app, 'outra');
    saoJose = await parishIdOf(t.db, 'admin');
    communities = await communityIds(t.db, saoJose);
    [foreignCommunity] = await communityIds(t.db, await parishIdOf(t.db, 'outra'));
  });
  afterAll(() => t?.close());

  let seq = 0;
  /** A new person of São José's registers, named so each test finds its own. */
  async function person(name = `Pessoa Teste ${++seq}`): Promise<number> {
    return (await addRegisters(t.db, saoJose, [name]))[0];
  }

  async function addCatechist(fields: Record<string, string | number>, c: Caller = admin) {
    return c.form(CATECHISTS, fields);
  }

  async function created(fields: Record<string, string | number>): Promise<number> {
    const res = await addCatechist(fields);
    expect(res.statusCode, res.body).toBe(201);
    return CatechistResponse.parse(res.json()).item.id;
  }

  const list = async (query = '', c: Caller = admin) => CatechistList.parse((await c.get(`${CATECHISTS}${query}`)).json());

  describe('who may use the catechists', () => {
    it("the sacrament's coordinator and catechist read, admins and the coordinator write; role 8 is refused", async () => {
      const id = await created({ register_id: await person(), ent_id: communities[0] });
      for (const user of ['admin', 'secretaria', COORD, CATEQ]) {
        const c = await signedInCaller(t.app, user);
        expect((await c.get(CATECHISTS)).statusCode, user).toBe(200);
        expect((await c.get(`${CATECHISTS}/${id}`)).statusCode, user).toBe(200);
      }
      for (const user of ['secretaria', COORD]) {
        const c = await signedInCaller(t.app, user);
        expect((await addCatechist({ register_id: await person(), ent_id: communities[0] }, c)).statusCode, user).toBe(201);
        expect((await c.put(`${CATECHISTS}/${id}`, { ent_id: communities[1], status: 1 })).statusCode, user).toBe(200);
      }
      for (const user of [CATEQ, 'acolito']) {
        const c = await signedInCaller(t.app, user);
        expect((await addCatechist({ register_id: await person(), ent_id: communities[0] }, c)).json(), user).toEqual({ message: MSG.forbidden });
        expect((await c.put(`${CATECHISTS}/${id}`, { ent_id: communities[0], status: 1 })).statusCode, user).toBe(403);
        expect((await c.del(`${CATECHISTS}/${id}`)).statusCode, user).toBe(403);
      }
      const acolito = await signedInCaller(t.app, 'acolito');
      expect((await acolito.get(CATECHISTS)).statusCode).toBe(403);
      expect((await acolito.get(`${CATECHISTS}/${id}`)).statusCode).toBe(403);
    });
  });

  describe('adding a catechist', () => {
    it('adds a person of the registers as catechist (status 1 by default) with name and community', async () => {
      const registerId = await person('Helena Catequista');
      const res = await addCatechist({ register_id: registerId, ent_id: communities[1] });
      expect(res.statusCode).toBe(201);
      const { item } = CatechistResponse.parse(res.json());
      expect(item).toMatchObject({ nome: 'Helena Catequista', register_id: registerId, ent_id: communities[1], ent_name: 'Capela Santa Luzia', status: 1 });
      expect(item.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(CatechistResponse.parse((await admin.get(`${CATECHISTS}/${item.id}`)).json()).item).toEqual(item);
    });

    it('a person is a catechist of the sacrament once', async () => {
      const registerId = await person();
      await created({ register_id: registerId, ent_id: communities[0] });
      const again = await addCatechist({ register_id: registerId, ent_id: communities[2], status: 2 });
      expect(again.statusCode).toBe(422);
      expect(again.json()).toEqual({ message: msg.catechistDuplicate, errors: { register_id: [msg.catechistDuplicate] } });
    });

    it('requires a person and a community of the parish and a status of 1 or 2', async () => {
      const missing = await addCatechist({ register_id: '', ent_id: '' });
      expect(missing.json().errors).toEqual({ register_id: [msg.catechistRegisterRequired], ent_id: [msg.catechistCommunityRequired] });
      const foreignPerson = (await addRegisters(t.db, await parishIdOf(t.db, 'outra'), ['Pessoa de Aparecida']))[0];
      for (const [fields, errors] of [
        [{ register_id: foreignPerson, ent_id: communities[0] }, { register_id: [msg.personNotInParish] }],
        [{ register_id: 999_999, ent_id: communities[0] }, { register_id: [msg.personNotInParish] }],
        [{ register_id: await person(), ent_id: foreignCommunity }, { ent_id: [msg.communityNotInParish] }],
        [{ register_id: await person(), ent_id: communities[0], status: 3 }, { status: [msg.catechistStatusInvalid] }],
        [{ register_id: 'abc', ent_id: communities[0] }, { register_id: [msg.catechistRegisterRequired] }],
      ] as const) {
        const res = await addCatechist(fields);
        expect(res.statusCode, JSON.stringify(fields)).toBe(422);
        expect(res.json().errors).toEqual(errors);
      }
    });
  });

  describe('the catechist list', () => {
    it('filters by name, status and community, pages with meta, and never shows another parish', async () => {
      const ids: number[] = [];
      for (const [name, ent, status] of [
        ['Zélia Filtro Um', communities[3], 1],
        ['Zuleide Filtro Dois', communities[3], 2],
        ['Zacarias Filtro Três', communities[4], 1],
      ] as const) {
        ids.push(await created({ register_id: await person(name), ent_id: ent, status }));
      }
      const byName = await list('?q=filtro');
      expect(byName.data.map((c) => c.nome)).toEqual(['Zacarias Filtro Três', 'Zélia Filtro Um', 'Zuleide Filtro Dois']);
      // Accents and case do not matter.
      expect((await list('?q=ZELIA')).data.map((c) => c.nome)).toEqual(['Zélia Filtro Um']);
      expect(byName.meta).toEqual({ total: 3, page: 1, last_page: 1, limit: 12 });
      expect((await list('?q=filtro&status=2')).data.map((c) => c.nome)).toEqual(['Zuleide Filtro Dois']);
      expect((await list(`?q=filtro&ent_id=${communities[3]}`)).data.map((c) => c.status)).toEqual([1, 2]);

      const page2 = await list('?q=filtro&limit=2&page=2');
      expect(page2.data.map((c) => c.nome)).toEqual(['Zuleide Filtro Dois']);
      expect(page2.meta).toEqual({ total: 3, page: 2, last_page: 2, limit: 2 });
      expect((await list('?limit=1000')).meta.limit).toBe(1000);
      // % and _ are letters to search for, not wildcards.
      expect((await list('?q=%25')).data).toEqual([]);
      expect((await list('', outra)).data.some((c) => ids.includes(c.id))).toBe(false);
    });

    it('refuses a bad query', async () => {
      for (const q of ['limit=0', 'limit=1001', 'page=0', 'status=3', `q=${'a'.repeat(101)}`, 'ent_id=x']) {
        expect((await admin.get(`${CATECHISTS}?${q}`)).statusCode, q).toBe(422);
      }
    });
  });

  describe('editing and deleting a catechist', () => {
    it('changes community and status only', async () => {
      const registerId = await person('Igor Editado');
      const id = await created({ register_id: registerId, ent_id: communities[0] });
      const res = await admin.put(`${CATECHISTS}/${id}`, { ent_id: communities[2], status: 2, register_id: 1, nome: 'Outro' });
      expect(res.statusCode).toBe(200);
      expect(CatechistResponse.parse(res.json()).item).toMatchObject({ id, register_id: registerId, nome: 'Igor Editado', ent_id: communities[2], status: 2 });
      for (const body of [{ ent_id: foreignCommunity, status: 1 }, { ent_id: communities[0], status: 0 }, { status: 1 }]) {
        expect((await admin.put(`${CATECHISTS}/${id}`, body)).statusCode, JSON.stringify(body)).toBe(422);
      }
      expect(CatechistResponse.parse((await admin.get(`${CATECHISTS}/${id}`)).json()).item).toMatchObject({ ent_id: communities[2], status: 2 });
    });

    it('refuses to delete a catechist while they tutor a class, and deletes them after', async () => {
      const id = await created({ register_id: await person(), ent_id: communities[0] });
      const turma = (await admin.form(CLASSES, { turma: 'Crisma - Turma <São Tomé>', tutor: id, termino: '2999-12-01' })).json().item.id;
      const refused = await admin.del(`${CATECHISTS}/${id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: `${msg.catechistTutors} Crisma - Turma <São Tomé>.` });
      expect((await admin.get(`${CATECHISTS}/${id}`)).statusCode).toBe(200);

      await admin.del(`${CLASSES}/${turma}`);
      expect((await admin.del(`${CATECHISTS}/${id}`)).json()).toEqual({ ok: true, message: 'Catequista excluído com sucesso.' });
      expect((await admin.get(`${CATECHISTS}/${id}`)).json()).toEqual({ message: msg.catechistNotFound });
    });

    it("answers 404 for another parish's catechist and ids that are no ids", async () => {
      const foreignPerson = (await addRegisters(t.db, await parishIdOf(t.db, 'outra'), ['Catequista de Aparecida']))[0];
      const foreign = CatechistResponse.parse((await addCatechist({ register_id: foreignPerson, ent_id: foreignCommunity }, outra)).json()).item.id;
      for (const id of [foreign, 999_999, 'abc', '1.5']) {
        const url = `${CATECHISTS}/${id}`;
        expect((await admin.get(url)).statusCode, url).toBe(404);
        expect((await admin.put(url, { ent_id: communities[0], status: 1 })).statusCode, url).toBe(404);
        expect((await admin.del(url)).statusCode, url).toBe(404);
      }
      expect((await outra.get(`${CATECHISTS}/${foreign}`)).statusCode).toBe(200);
    });
  });
});
