import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import { SACRAMENT_SLUGS } from '../../shared/sacraments';
import { ATTENDANCE_MSG, EncounterList, EncounterResponse } from '../../shared/schemas/catechesis';
import { parishToday } from '../parish-time';
import { createTestApp, type TestApp } from '../test/app';
import { addRegisters, communityIds, linkedCatechist, parishIdOf, sacramentUnderTest, signedInCaller, type Caller } from './test-helpers';

const DAY = 24 * 60 * 60 * 1000;

describe.each(SACRAMENT_SLUGS)('attendance of %s', (slug) => {
  const { CLASSES, STUDENTS, CATECHISTS, COORD, CATEQ, OTHER } = sacramentUnderTest(slug);
  let t: TestApp;
  let admin: Caller;
  let catechist: Caller;
  let klass: number;
  let foreignClass: number;
  let students: number[];
  let outsider: number;
  let today: string;

  const day = (offset: number) => new Date(Date.parse(`${today}T12:00:00Z`) + offset * DAY).toISOString().slice(0, 10);
  const encounters = (id = klass, c: Caller = catechist) => c.get(`${CLASSES}/${id}/encontros`);
  const addEncounter = async (data: string, tema = 'A criação') => {
    const res = await catechist.post(`${CLASSES}/${klass}/encontros`, { data, tema });
    expect(res.statusCode, res.body).toBe(201);
    return EncounterResponse.parse(res.json()).item.id;
  };
  const mark = (encontro: number, items: unknown[], c: Caller = catechist) => c.put(`${CLASSES}/${klass}/encontros/${encontro}/presencas`, { items });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInCaller(t.app, 'admin');
    catechist = await signedInCaller(t.app, CATEQ);
    const saoJose = await parishIdOf(t.db, 'admin');
    today = await parishToday(t.db, saoJose, t.clock.now());
    const rest = await addRegisters(t.db, saoJose, ['Ana Lúcia', 'Bento Reis', 'Cecília Dias', 'Pessoa de Fora']);
    students = rest.slice(0, 3);
    outsider = rest[3];
    // The demo catechist teaches the class: a catechist takes the attendance of their own classes.
    const tutor = await linkedCatechist(admin, CATECHISTS, CATEQ);
    klass = (await admin.form(CLASSES, { turma: 'Turma da Frequência', tutor, termino: day(200) })).json().item.id;
    await admin.post(`${STUDENTS}/batch`, { turma_id: klass, items: students.map((register_id) => ({ register_id })) });
    const outra = await signedInCaller(t.app, 'outra');
    const aparecida = await parishIdOf(t.db, 'outra');
    const [foreignPerson] = await addRegisters(t.db, aparecida, ['Tutor de Aparecida']);
    const [foreignCommunity] = await communityIds(t.db, aparecida);
    const foreignTutor = (await outra.form(CATECHISTS, { register_id: foreignPerson, ent_id: foreignCommunity })).json().item.id;
    foreignClass = (await outra.form(CLASSES, { turma: 'Turma de Aparecida', tutor: foreignTutor, termino: day(200) })).json().item.id;
  });
  afterAll(() => t?.close());

  it('takes attendance: each student marked once per encounter, the rate counts present against absent, under 75% flagged', async () => {
    const first = await addEncounter(day(-14), 'Deus nos ama');
    const second = await addEncounter(day(-7), 'A criação');
    const third = await addEncounter(day(0), 'Jesus, o Filho de Deus');
    const [ana, bento, cecilia] = students;
    for (const [encontro, marks] of [
      [first, ['presente', 'ausente', 'presente']],
      [second, ['presente', 'presente', 'justificado']],
      [third, ['presente', 'ausente', 'presente']],
    ] as const) {
      const res = await mark(
        encontro,
        students.map((register_id, i) => ({ register_id, status: marks[i] })),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(ATTENDANCE_MSG.saved);
    }
    // A correction replaces the mark.
    await mark(third, [{ register_id: bento, status: 'justificado' }]);

    const list = EncounterList.parse((await encounters()).json());
    expect(list.data.map((e) => [e.data, e.tema])).toEqual([
      [day(0), 'Jesus, o Filho de Deus'],
      [day(-7), 'A criação'],
      [day(-14), 'Deus nos ama'],
    ]);
    expect(list.data[0].presencas).toContainEqual({ register_id: bento, status: 'justificado' });
    const rate = Object.fromEntries(list.frequencia.map((s) => [s.register_id, s]));
    expect(rate[ana]).toMatchObject({ register_name: 'Ana Lúcia', presente: 3, ausente: 0, justificado: 0, taxa: 1, abaixo: false });
    expect(rate[bento]).toMatchObject({ presente: 1, ausente: 1, justificado: 1, taxa: 0.5, abaixo: true });
    expect(rate[cecilia]).toMatchObject({ presente: 2, ausente: 0, justificado: 1, taxa: 1, abaixo: false });
  });

  it('refuses a second encounter on the same day, and encounters without date or theme', async () => {
    await addEncounter(day(-21));
    const again = await catechist.post(`${CLASSES}/${klass}/encontros`, { data: day(-21), tema: 'Outro' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ data: [ATTENDANCE_MSG.encounterTaken] });
    const empty = await catechist.post(`${CLASSES}/${klass}/encontros`, {});
    expect(empty.json().errors).toEqual({ data: [ATTENDANCE_MSG.dataRequired], tema: [ATTENDANCE_MSG.temaRequired] });
    const bad = await catechist.post(`${CLASSES}/${klass}/encontros`, { data: '31/02/2026', tema: 'x'.repeat(201) });
    expect(Object.keys(bad.json().errors)).toEqual(['data', 'tema']);
    expect(bad.json().errors.tema).toEqual([ATTENDANCE_MSG.temaTooLong]);
  });

  it('refuses marks for a future encounter, a person not in the class, a repeated person or an unknown status, changing nothing', async () => {
    const future = await addEncounter(day(3), 'Planejado');
    const refused = await mark(future, [{ register_id: students[0], status: 'presente' }]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ data: [ATTENDANCE_MSG.futureEncounter] });
    // The day comes (a new session: the old one has expired by then): now it can be marked.
    t.clock.advance(3 * DAY);
    try {
      const later = await signedInCaller(t.app, CATEQ);
      expect((await mark(future, [{ register_id: students[0], status: 'presente' }], later)).statusCode).toBe(200);
    } finally {
      t.clock.reset();
      // The sessions signed in before the jump were ended by it.
      [admin, catechist] = [await signedInCaller(t.app, 'admin'), await signedInCaller(t.app, CATEQ)];
    }

    const past = await addEncounter(day(-28), 'Os sacramentos');
    const cases = [
      [
        [
          { register_id: students[0], status: 'presente' },
          { register_id: outsider, status: 'presente' },
        ],
        { 'items.1.register_id': [ATTENDANCE_MSG.notInClass] },
      ],
      [
        [
          { register_id: students[0], status: 'presente' },
          { register_id: students[0], status: 'ausente' },
        ],
        { 'items.1.register_id': [ATTENDANCE_MSG.duplicateItem] },
      ],
      [[{ register_id: students[0], status: 'talvez' }], { 'items.0.status': [ATTENDANCE_MSG.statusInvalid] }],
    ] as const;
    for (const [items, errors] of cases) {
      const res = await mark(past, [...items]);
      expect(res.statusCode, JSON.stringify(items)).toBe(422);
      expect(res.json().errors).toEqual(errors);
    }
    const stored = EncounterList.parse((await encounters()).json()).data.find((e) => e.id === past)!;
    expect(stored.presencas).toEqual([]);
  });

  it("answers 404 for another parish's class, the other sacrament's route and an encounter of another class", async () => {
    const encontro = await addEncounter(day(-35));
    expect((await encounters(foreignClass)).json()).toEqual({ message: 'Turma não encontrada.' });
    expect(
      (await catechist.put(`${CLASSES}/${foreignClass}/encontros/${encontro}/presencas`, { items: [{ register_id: students[0], status: 'presente' }] }))
        .statusCode,
    ).toBe(404);
    expect((await admin.get(`/api/turmas/${OTHER}/${klass}/encontros`)).statusCode).toBe(404);
    const otherClass = (
      await admin.form(CLASSES, { turma: 'Outra turma', tutor: (await admin.get(`${CLASSES}/${klass}`)).json().item.tutor, termino: day(100) })
    ).json().item.id;
    const wrong = await catechist.put(`${CLASSES}/${otherClass}/encontros/${encontro}/presencas`, {
      items: [{ register_id: students[0], status: 'presente' }],
    });
    expect(wrong.json()).toEqual({ message: ATTENDANCE_MSG.encounterNotFound });
  });

  it("is for the sacrament's catechists and coordinators (and admins) only", async () => {
    const encontro = await addEncounter(day(-42));
    for (const user of ['admin', COORD, CATEQ]) {
      const c = await signedInCaller(t.app, user);
      expect((await encounters(klass, c)).statusCode, user).toBe(200);
      expect((await mark(encontro, [{ register_id: students[0], status: 'presente' }], c)).statusCode, user).toBe(200);
    }
    for (const user of ['acolito', sacramentUnderTest(OTHER).CATEQ, sacramentUnderTest(OTHER).COORD]) {
      const c = await signedInCaller(t.app, user);
      expect((await encounters(klass, c)).json(), user).toEqual({ message: MSG.forbidden });
      expect((await mark(encontro, [{ register_id: students[0], status: 'ausente' }], c)).json(), user).toEqual({ message: MSG.forbidden });
    }
    expect((await t.app.inject({ method: 'GET', url: `${CLASSES}/${klass}/encontros` })).statusCode).toBe(401);
  });
});
