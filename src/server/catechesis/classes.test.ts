import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import { SACRAMENT_SLUGS } from '../../shared/sacraments';
import { ClassList, ClassResponse, CrismandoList } from '../../shared/schemas/catechesis';
import { REGISTER_MSG } from '../../shared/schemas/registers';
import { createTestApp, type TestApp } from '../test/app';
import { parishToday } from '../parish-time';
import { addRegisters, communityIds, linkedCatechist, parishIdOf, sacramentUnderTest, signedInCaller, type Caller } from './test-helpers';

describe.each(SACRAMENT_SLUGS)('catechesis of %s', (slug) => {
  const { msg, CLASSES, STUDENTS, CATECHISTS, COORD, CATEQ, OTHER, SEEDED } = sacramentUnderTest(slug);

  let t: TestApp;
  let admin: Caller;
  let outra: Caller;
  let tutor: number;
  let otherTutor: number;
  let foreignTutor: number;
  let people: number[];
  let foreignPerson: number;
  let tutorPerson: number;
  let community: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInCaller(t.app, 'admin');
    outra = await signedInCaller(t.app, 'outra');
    const saoJose = await parishIdOf(t.db, 'admin');
    const aparecida = await parishIdOf(t.db, 'outra');
    const [firstPerson, otherTutorPerson, ...rest] = await addRegisters(t.db, saoJose, [
      'Tereza Catequista',
      'Otávio Catequista',
      'Bruna Alves',
      'Caio Moreira',
      'Ana Beatriz Lima',
      'Davi Nunes',
      'Elisa Rocha',
      'Fábio Teixeira',
      'Gabriel Souza',
      'Helena Prado',
    ]);
    people = rest;
    tutorPerson = firstPerson;
    const [foreignTutorPerson, foreign] = await addRegisters(t.db, aparecida, ['Célia de Aparecida', 'Paulo de Aparecida']);
    foreignPerson = foreign;
    [community] = await communityIds(t.db, saoJose);
    const [foreignCommunity] = await communityIds(t.db, aparecida);
    const addCatechist = async (c: Caller, register_id: number, ent_id: number) => (await c.form(CATECHISTS, { register_id, ent_id })).json().item.id as number;
    tutor = await addCatechist(admin, tutorPerson, community);
    otherTutor = await addCatechist(admin, otherTutorPerson, community);
    foreignTutor = await addCatechist(outra, foreignTutorPerson, foreignCommunity);
  });
  afterAll(() => t?.close());

  const YEAR = new Date().getUTCFullYear() + 1;
  const newClass = (fields: Record<string, string | number> = {}) => ({
    turma: 'Crisma - Turma São Pedro',
    tutor,
    inicio: `${YEAR}-02-01`,
    termino: `${YEAR}-11-30`,
    status: 1,
    ...fields,
  });

  async function createClass(c: Caller = admin, fields: Record<string, string | number> = {}): Promise<number> {
    const res = await c.form(CLASSES, newClass(fields));
    expect(res.statusCode, res.body).toBe(201);
    return ClassResponse.parse(res.json()).item.id;
  }

  async function studentsOf(classId: number, c: Caller = admin) {
    return CrismandoList.parse((await c.get(`${STUDENTS}?turma_id=${classId}`)).json()).data.map((s) => [s.register_name, s.batizado]);
  }

  describe('who may use the classes', () => {
    it("the sacrament's coordinator and catechist read, admins and the coordinator write; the other sacrament's roles and role 8 are refused", async () => {
      // A class the demo catechist teaches: a catechist reads only those (teachers.test.ts).
      const id = await createClass(admin, { tutor: await linkedCatechist(admin, CATECHISTS, CATEQ) });
      for (const user of ['admin', 'secretaria', COORD, CATEQ]) {
        const c = await signedInCaller(t.app, user);
        expect((await c.get(CLASSES)).statusCode, user).toBe(200);
        expect((await c.get(`${CLASSES}/${id}`)).statusCode, user).toBe(200);
        expect((await c.get(`${STUDENTS}?turma_id=${id}`)).statusCode, user).toBe(200);
      }
      for (const user of ['secretaria', COORD]) {
        const c = await signedInCaller(t.app, user);
        expect((await c.form(CLASSES, newClass())).statusCode, user).toBe(201);
      }
      for (const user of [CATEQ, 'acolito']) {
        const c = await signedInCaller(t.app, user);
        expect((await c.form(CLASSES, newClass())).json(), user).toEqual({ message: MSG.forbidden });
        expect((await c.put(`${CLASSES}/${id}`, newClass())).statusCode, user).toBe(403);
        expect((await c.del(`${CLASSES}/${id}`)).statusCode, user).toBe(403);
        expect((await c.post(`${STUDENTS}/batch`, { turma_id: id, items: [{ register_id: people[0], batizado: 0 }] })).statusCode, user).toBe(403);
        expect((await c.post(`${STUDENTS}/transfer`, { from_turma_id: id, to_turma_id: id + 1, register_ids: [people[0]] })).statusCode, user).toBe(403);
      }
      for (const user of ['acolito', sacramentUnderTest(OTHER).COORD, sacramentUnderTest(OTHER).CATEQ]) {
        const c = await signedInCaller(t.app, user);
        expect((await c.get(CLASSES)).statusCode, user).toBe(403);
        expect((await c.get(`${STUDENTS}?turma_id=${id}`)).statusCode, user).toBe(403);
        expect((await c.get(`${CLASSES}/${id}/encontros`)).statusCode, user).toBe(403);
      }
      expect((await t.app.inject({ method: 'GET', url: CLASSES })).statusCode).toBe(401);
    });
  });

  describe('the class list', () => {
    it("lists the demo parish's classes newest start first, with tutor names and student counts", async () => {
      const { data } = ClassList.parse((await admin.get(CLASSES)).json());
      const seeded = data.filter((c) => SEEDED.test(c.turma));
      expect(seeded).toHaveLength(1);
      expect(seeded[0].alunos_count).toBeGreaterThan(0);
      expect(seeded[0].tutor_nome).toBeTruthy();
      expect(data.map((c) => c.inicio)).toEqual([...data.map((c) => c.inicio)].sort().reverse());
      const students = CrismandoList.parse((await admin.get(`${STUDENTS}?turma_id=${seeded[0].id}`)).json()).data;
      expect(students.length).toBe(seeded[0].alunos_count);
      expect(new Set(students.map((s) => s.batizado))).toEqual(new Set([0, 1]));
    });

    it("feeds the dashboard's counters: classes not finished or cancelled, active catechists", async () => {
      const stats = (await admin.get('/api/stats/dashboard')).json() as { counters: Array<{ key: string; value: number }> };
      const value = (key: string) => stats.counters.find((c) => c.key === key)?.value;
      let classes = 0;
      let catechists = 0;
      for (const each of [slug, OTHER]) {
        classes += ClassList.parse((await admin.get(`/api/turmas/${each}`)).json()).data.filter((c) => c.status <= 2).length;
        catechists += (await admin.get(`/api/catequistas/${each}?status=1&limit=1000`)).json().meta.total;
      }
      expect(value('classes')).toBe(classes);
      expect(value('catechists')).toBe(catechists);
    });
  });

  describe('creating a class', () => {
    it('creates a class in the caller parish, starting today when no início is sent', async () => {
      const res = await admin.form(CLASSES, { turma: 'Crisma - Turma Santa Clara', tutor, termino: `${YEAR}-12-01` });
      expect(res.statusCode).toBe(201);
      const { item } = ClassResponse.parse(res.json());
      expect(item).toMatchObject({
        turma: 'Crisma - Turma Santa Clara',
        tutor,
        tutor_nome: 'Tereza Catequista',
        inicio: await parishToday(t.db, await parishIdOf(t.db, 'admin'), t.clock.now()),
        termino: `${YEAR}-12-01`,
        status: 1,
        alunos_count: 0,
      });
      expect(ClassResponse.parse((await admin.get(`${CLASSES}/${item.id}`)).json()).item).toEqual(item);
      expect(ClassList.parse((await admin.get(CLASSES)).json()).data.find((c) => c.id === item.id)).toEqual(item);
      // Not the other parish's.
      expect((await outra.get(`${CLASSES}/${item.id}`)).statusCode).toBe(404);
      expect(ClassList.parse((await outra.get(CLASSES)).json()).data.some((c) => c.id === item.id)).toBe(false);
    });

    it('requires turma, tutor and término, each with its own message', async () => {
      const res = await admin.form(CLASSES, { turma: '   ', tutor: '', termino: '' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toMatchObject({
        turma: [msg.turmaRequired],
        tutor: [msg.tutorRequired],
        termino: [msg.terminoRequired],
      });
    });

    it('refuses término before início (given or today), bad dates, status out of 1-4 and huge names', async () => {
      const before = await admin.form(CLASSES, newClass({ inicio: `${YEAR}-05-10`, termino: `${YEAR}-05-09` }));
      expect(before.statusCode).toBe(422);
      expect(before.json().errors).toEqual({ termino: [msg.terminoBeforeInicio] });

      const beforeToday = await admin.form(CLASSES, { turma: 'Turma', tutor, termino: '2000-01-01' });
      expect(beforeToday.json().errors).toEqual({ termino: [msg.terminoBeforeInicio] });

      for (const inicio of ['2026-02-30', '10/02/2026', 'amanhã']) {
        const res = await admin.form(CLASSES, newClass({ inicio }));
        expect(res.json().errors, inicio).toEqual({ inicio: [msg.dateInvalid] });
      }
      for (const status of ['0', '5', '-1', '1.5', 'x']) {
        const res = await admin.form(CLASSES, newClass({ status }));
        expect(res.statusCode, status).toBe(422);
        expect(res.json().errors, status).toEqual({ status: [msg.statusInvalid] });
      }
      const huge = await admin.form(CLASSES, newClass({ turma: 'x'.repeat(50_000) }));
      expect(huge.json().errors).toEqual({ turma: [msg.turmaTooLong] });
      expect((await admin.form(CLASSES, newClass({ turma: 'x'.repeat(120) }))).statusCode).toBe(201);
    });

    it('takes only a catechist of the sacrament and the parish as tutor', async () => {
      for (const candidate of [foreignTutor, 999_999, people[0]]) {
        const res = await admin.form(CLASSES, newClass({ tutor: candidate }));
        expect(res.json().errors, String(candidate)).toEqual({ tutor: [msg.tutorNotCatechist] });
      }
      expect((await admin.form(CLASSES, newClass({ tutor: 99_999_999_999 }))).json().errors).toEqual({ tutor: [msg.tutorRequired] });
    });

    it('keeps HTML in the name verbatim (the screens render it as text)', async () => {
      const turma = '<img src=x onerror="alert(1)"> Turma & "São" <b>Pedro</b>';
      const id = await createClass(admin, { turma });
      expect(ClassResponse.parse((await admin.get(`${CLASSES}/${id}`)).json()).item.turma).toBe(turma);
    });
  });

  describe('the other sacrament', () => {
    const other = sacramentUnderTest(OTHER);

    it("neither sees nor uses this sacrament's classes and catechists", async () => {
      const id = await createClass();
      await admin.post(`${STUDENTS}/batch`, { turma_id: id, items: [{ register_id: people[6] }] });
      expect((await admin.get(`${other.CLASSES}/${id}`)).json()).toEqual({ message: other.msg.classNotFound });
      expect(ClassList.parse((await admin.get(other.CLASSES)).json()).data.some((c) => c.id === id)).toBe(false);
      expect((await admin.get(`${other.STUDENTS}?turma_id=${id}`)).statusCode).toBe(404);
      expect((await admin.post(`${other.STUDENTS}/batch`, { turma_id: id, items: [{ register_id: people[7] }] })).statusCode).toBe(404);
      expect((await admin.get(`${other.CLASSES}/${id}/encontros`)).statusCode).toBe(404);
      expect((await admin.get(`${other.CATECHISTS}/${tutor}`)).json()).toEqual({ message: other.msg.catechistNotFound });
      expect((await admin.del(`${other.CATECHISTS}/${tutor}`)).statusCode).toBe(404);
      const res = await admin.form(other.CLASSES, newClass({ tutor }));
      expect(res.json().errors).toEqual({ tutor: [other.msg.tutorNotCatechist] });
      expect(await studentsOf(id)).toEqual([['Gabriel Souza', 0]]);
    });

    it('a person may be in a class of each sacrament, and a catechist of each', async () => {
      const id = await createClass();
      await admin.post(`${STUDENTS}/batch`, { turma_id: id, items: [{ register_id: people[6] }] });
      const added = await admin.form(other.CATECHISTS, { register_id: tutorPerson, ent_id: community });
      expect(added.statusCode, added.body).toBe(201);
      const otherClass = await admin.form(other.CLASSES, newClass({ tutor: added.json().item.id }));
      expect(otherClass.statusCode, otherClass.body).toBe(201);
      const enrolled = await admin.post(`${other.STUDENTS}/batch`, { turma_id: otherClass.json().item.id, items: [{ register_id: people[6] }] });
      expect(enrolled.json()).toEqual({ message: other.msg.enrolled, count: 1 });
      expect(await studentsOf(id)).toEqual([['Gabriel Souza', 0]]);
    });
  });

  describe('editing and deleting a class', () => {
    it('updates every field from JSON; início and status left out stay as they were', async () => {
      const id = await createClass(admin, { status: 2 });
      const res = await admin.put(`${CLASSES}/${id}`, {
        turma: 'Turma Renomeada',
        tutor: otherTutor,
        inicio: `${YEAR}-03-01`,
        termino: `${YEAR}-10-01`,
        status: 3,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Turma atualizada com sucesso');
      expect(ClassResponse.parse(res.json()).item).toMatchObject({
        id,
        turma: 'Turma Renomeada',
        tutor: otherTutor,
        tutor_nome: 'Otávio Catequista',
        inicio: `${YEAR}-03-01`,
        termino: `${YEAR}-10-01`,
        status: 3,
      });

      const partial = await admin.put(`${CLASSES}/${id}`, { turma: 'Turma Renomeada 2', tutor, termino: `${YEAR}-10-02` });
      expect(ClassResponse.parse(partial.json()).item).toMatchObject({ inicio: `${YEAR}-03-01`, status: 3, termino: `${YEAR}-10-02` });
    });

    it('refuses bad input and leaves the class as it was', async () => {
      const id = await createClass();
      const stored = (await admin.get(`${CLASSES}/${id}`)).json();
      const bad = [
        [{ ...newClass(), termino: `${YEAR}-01-01` }, 'termino'],
        [{ ...newClass(), inicio: `${YEAR}-12-31` }, 'termino'],
        [{ ...newClass(), status: 7 }, 'status'],
        [{ ...newClass(), tutor: foreignTutor }, 'tutor'],
        [{ ...newClass(), turma: '' }, 'turma'],
      ] as const;
      for (const [body, field] of bad) {
        const res = await admin.put(`${CLASSES}/${id}`, body);
        expect(res.statusCode, field).toBe(422);
        expect(Object.keys(res.json().errors), field).toEqual([field]);
      }
      expect((await admin.get(`${CLASSES}/${id}`)).json()).toEqual(stored);
    });

    it("answers 404 for another parish's class, an unknown id and a path that is no id", async () => {
      const foreign = await createClass(outra, { tutor: foreignTutor });
      for (const url of [`${CLASSES}/${foreign}`, `${CLASSES}/999999`, `${CLASSES}/abc`, `${CLASSES}/99999999999`]) {
        expect((await admin.get(url)).json(), url).toEqual({ message: msg.classNotFound });
        expect((await admin.put(url, newClass())).statusCode, url).toBe(404);
        expect((await admin.del(url)).statusCode, url).toBe(404);
      }
      expect((await outra.get(`${CLASSES}/${foreign}`)).statusCode).toBe(200);
    });

    it('deletes a class with its student links; the people stay in the registers', async () => {
      const id = await createClass();
      await admin.post(`${STUDENTS}/batch`, { turma_id: id, items: [{ register_id: people[0] }, { register_id: people[1] }] });
      const res = await admin.del(`${CLASSES}/${id}`);
      expect(res.json()).toEqual({ ok: true, message: msg.classDeleted });
      expect((await admin.get(`${CLASSES}/${id}`)).statusCode).toBe(404);
      expect((await admin.get(`${STUDENTS}?turma_id=${id}`)).statusCode).toBe(404);
      expect((await t.db.query('SELECT 1 FROM catechesis_students WHERE turma_id = $1', [id])).rows).toHaveLength(0);
      expect((await t.db.query('SELECT 1 FROM registers WHERE id = ANY($1::int[])', [[people[0], people[1]]])).rows).toHaveLength(2);
    });
  });

  describe('students: list and batch enrolment', () => {
    it('enrols people (batizado default 0), lists them by name and counts them in the class', async () => {
      const id = await createClass();
      const res = await admin.post(`${STUDENTS}/batch`, {
        turma_id: id,
        items: [{ register_id: people[1], batizado: 1 }, { register_id: people[0] }, { register_id: people[2], batizado: 0 }],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: msg.enrolled, count: 3 });
      expect(await studentsOf(id)).toEqual([
        ['Ana Beatriz Lima', 0],
        ['Bruna Alves', 0],
        ['Caio Moreira', 1],
      ]);
      const list = CrismandoList.parse((await admin.get(`${STUDENTS}?turma_id=${id}`)).json());
      expect(list.meta.total).toBe(3);
      expect(list.data.every((s) => s.turma_id === id)).toBe(true);
      expect(ClassResponse.parse((await admin.get(`${CLASSES}/${id}`)).json()).item.alunos_count).toBe(3);
    });

    it('all or nothing: refuses people already in the class, repeated, missing or of another parish', async () => {
      const id = await createClass();
      await admin.post(`${STUDENTS}/batch`, { turma_id: id, items: [{ register_id: people[0] }] });
      const cases = [
        [[people[1], people[0]], { 'items.1.register_id': [msg.alreadyInClass] }],
        [[people[1], people[1]], { 'items.1.register_id': [msg.enrolDuplicateItem] }],
        [[people[1], 999_999], { 'items.1.register_id': [msg.personNotInParish] }],
        [[foreignPerson, people[1]], { 'items.0.register_id': [msg.personNotInParish] }],
      ] as const;
      for (const [ids, errors] of cases) {
        const res = await admin.post(`${STUDENTS}/batch`, { turma_id: id, items: ids.map((register_id) => ({ register_id, batizado: 1 })) });
        expect(res.statusCode, JSON.stringify(ids)).toBe(422);
        expect(res.json().errors).toEqual(errors);
      }
      expect(await studentsOf(id)).toEqual([['Bruna Alves', 0]]);

      const empty = await admin.post(`${STUDENTS}/batch`, { turma_id: id, items: [] });
      expect(empty.json().errors).toEqual({ items: [msg.enrolNoneSelected] });
      const badFlag = await admin.post(`${STUDENTS}/batch`, { turma_id: id, items: [{ register_id: people[1], batizado: 2 }] });
      expect(badFlag.statusCode).toBe(422);
    });

    it("answers 404 for another parish's class and 422 without a class", async () => {
      const foreign = await createClass(outra, { tutor: foreignTutor });
      expect((await admin.get(`${STUDENTS}?turma_id=${foreign}`)).statusCode).toBe(404);
      const res = await admin.post(`${STUDENTS}/batch`, { turma_id: foreign, items: [{ register_id: people[0] }] });
      expect(res.json()).toEqual({ message: msg.classNotFound });
      expect(await studentsOf(foreign, outra)).toEqual([]);
      expect((await admin.get(STUDENTS)).statusCode).toBe(422);
    });
  });

  describe('the registers module', () => {
    it('refuses to delete a person enrolled in a class or teaching as catechist', async () => {
      const id = await createClass();
      await admin.post(`${STUDENTS}/batch`, { turma_id: id, items: [{ register_id: people[5] }] });
      const enrolled = await admin.del(`/api/registers/${people[5]}`);
      expect(enrolled.statusCode).toBe(409);
      expect(enrolled.json().message).toBe(REGISTER_MSG.isEnrolled);
      const catechist = (await t.db.query<{ register_id: number }>('SELECT register_id FROM catechists WHERE id = $1', [tutor])).rows[0];
      expect((await admin.del(`/api/registers/${catechist.register_id}`)).json().message).toBe(REGISTER_MSG.isCatechist);
      expect(await studentsOf(id)).toEqual([['Fábio Teixeira', 0]]);
    });
  });

  describe('students: transfer', () => {
    async function twoClasses(): Promise<[number, number]> {
      const from = await createClass();
      const to = await createClass(admin, { turma: 'Crisma - Turma São Paulo' });
      await admin.post(`${STUDENTS}/batch`, {
        turma_id: from,
        items: [{ register_id: people[0], batizado: 1 }, { register_id: people[1] }, { register_id: people[2] }],
      });
      return [from, to];
    }

    it('moves the chosen people, baptised flag kept', async () => {
      const [from, to] = await twoClasses();
      const res = await admin.post(`${STUDENTS}/transfer`, { from_turma_id: from, to_turma_id: to, register_ids: [people[0], people[2]] });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Transferência concluída!', count: 2 });
      expect(await studentsOf(from)).toEqual([['Caio Moreira', 0]]);
      expect(await studentsOf(to)).toEqual([
        ['Ana Beatriz Lima', 0],
        ['Bruna Alves', 1],
      ]);
    });

    it('changes nothing when any name is not in the source class, is already in the destination, or the classes are wrong', async () => {
      const [from, to] = await twoClasses();
      await admin.post(`${STUDENTS}/batch`, { turma_id: to, items: [{ register_id: people[3] }, { register_id: people[1] }] });
      const before = [await studentsOf(from), await studentsOf(to)];
      const foreign = await createClass(outra, { tutor: foreignTutor });

      const notInSource = await admin.post(`${STUDENTS}/transfer`, { from_turma_id: from, to_turma_id: to, register_ids: [people[0], people[4]] });
      expect(notInSource.json().errors).toEqual({ 'register_ids.1': [msg.transferNotInSource] });
      const inDestination = await admin.post(`${STUDENTS}/transfer`, { from_turma_id: from, to_turma_id: to, register_ids: [people[0], people[1]] });
      expect(inDestination.json().errors).toEqual({ 'register_ids.1': [msg.transferAlreadyInDestination] });
      const same = await admin.post(`${STUDENTS}/transfer`, { from_turma_id: from, to_turma_id: from, register_ids: [people[0]] });
      expect(same.json().errors).toEqual({ to_turma_id: [msg.transferSameClass] });
      const noDestination = await admin.post(`${STUDENTS}/transfer`, { from_turma_id: from, register_ids: [people[0]] });
      expect(noDestination.json().errors).toEqual({ to_turma_id: [msg.transferNoDestination] });
      const noNames = await admin.post(`${STUDENTS}/transfer`, { from_turma_id: from, to_turma_id: to, register_ids: [] });
      expect(noNames.json().errors).toEqual({ register_ids: [msg.transferNoNames] });
      for (const body of [
        { from_turma_id: from, to_turma_id: foreign, register_ids: [people[0]] },
        { from_turma_id: foreign, to_turma_id: to, register_ids: [people[0]] },
      ]) {
        expect((await admin.post(`${STUDENTS}/transfer`, body)).json()).toEqual({ message: msg.classNotFound });
      }
      expect([await studentsOf(from), await studentsOf(to)]).toEqual(before);
    });

    it('a transfer that fails after moving rows changes nothing and tells no internals', async () => {
      const [from, to] = await twoClasses();
      const before = [await studentsOf(from), await studentsOf(to)];
      // The database refuses the move only once every row has been updated: the failure comes part-way through the call.
      await t.db.exec(`
        CREATE FUNCTION crisma_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'falha simulada em /srv/x.sql'; END $$;
        CREATE TRIGGER crisma_test_fail AFTER UPDATE ON catechesis_students FOR EACH STATEMENT EXECUTE FUNCTION crisma_test_fail();`);
      try {
        const res = await admin.post(`${STUDENTS}/transfer`, { from_turma_id: from, to_turma_id: to, register_ids: [people[0], people[1]] });
        expect(res.statusCode).toBe(500);
        expect(res.json()).toEqual({ message: MSG.serverError });
      } finally {
        await t.db.exec('DROP TRIGGER crisma_test_fail ON catechesis_students; DROP FUNCTION crisma_test_fail();');
      }
      expect([await studentsOf(from), await studentsOf(to)]).toEqual(before);
    });
  });
});
