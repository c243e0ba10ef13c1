/**
 * Children's data in catechesis (LGPD art. 14): a catechist (roles 12, 13) reads and writes only the classes
 * they teach, those whose tutor is the catechist record linked to their account; coordinators and
 * administrators keep every class. The coordinators link the accounts. Every answer is sent no-store.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SACRAMENT_SLUGS } from '../../shared/sacraments';
import { dayIn, DEFAULT_TIME_ZONE } from '../../shared/time-zone';
import { CatechistAccountList, CatechistResponse, ClassList, CrismandoList } from '../../shared/schemas/catechesis';
import { VALID } from '../registers/test-helpers';
import { createTestApp, type TestApp } from '../test/app';
import { multipart, PNG_1PX } from '../test/files';
import { addRegisters, communityIds, linkedCatechist, parishIdOf, sacramentUnderTest, signedInCaller, type Caller } from './test-helpers';

describe.each(SACRAMENT_SLUGS)('who sees which class of %s', (slug) => {
  const { msg, CLASSES, STUDENTS, CATECHISTS, COORD, CATEQ, OTHER } = sacramentUnderTest(slug);
  let t: TestApp;
  let admin: Caller;
  let coord: Caller;
  let catechist: Caller;
  /** A class the demo catechist teaches, and one another catechist teaches. */
  let mine: number;
  let theirs: number;
  let otherTutor: number;
  let mineStudent: number;
  let theirStudent: number;
  let minePhoto: string;
  let theirPhoto: string;
  const YEAR = new Date().getUTCFullYear() + 1;

  /** A person with a photo, through the registers' own form; the photo's /uploads URL. */
  async function personWithPhoto(name: string): Promise<{ id: number; photo: string }> {
    const body = multipart([
      ...Object.entries({ ...VALID, name }).map(([n, value]) => ({ name: n, value })),
      { name: 'photo', filename: 'foto.png', type: 'image/png', data: PNG_1PX },
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/registers', headers: { ...body.headers, cookie: admin.cookie }, payload: body.payload });
    expect(res.statusCode, res.body).toBe(201);
    return { id: res.json().data.id, photo: res.json().data.photo };
  }

  beforeAll(async () => {
    t = await createTestApp();
    [admin, coord, catechist] = [await signedInCaller(t.app, 'admin'), await signedInCaller(t.app, COORD), await signedInCaller(t.app, CATEQ)];
    const saoJose = await parishIdOf(t.db, 'admin');
    const [tutorPerson] = await addRegisters(t.db, saoJose, ['Olga Outra Catequista']);
    const [community] = await communityIds(t.db, saoJose);
    otherTutor = (await admin.form(CATECHISTS, { register_id: tutorPerson, ent_id: community })).json().item.id;
    const newClass = async (turma: string, tutor: number) =>
      (await admin.form(CLASSES, { turma, tutor, inicio: `${YEAR}-02-01`, termino: `${YEAR}-11-30` })).json().item.id as number;
    mine = await newClass('Turma da Catequista', await linkedCatechist(admin, CATECHISTS, CATEQ));
    theirs = await newClass('Turma de Outra Catequista', otherTutor);
    const [a, b] = [await personWithPhoto('Aluno Com Foto'), await personWithPhoto('Aluna De Outra Turma')];
    [mineStudent, theirStudent, minePhoto, theirPhoto] = [a.id, b.id, a.photo, b.photo];
    for (const [turma_id, register_id] of [
      [mine, mineStudent],
      [theirs, theirStudent],
    ]) {
      expect((await admin.post(`${STUDENTS}/batch`, { turma_id, items: [{ register_id, batizado: 1 }] })).statusCode).toBe(200);
    }
  });
  afterAll(() => t?.close());

  // The demo parish's day, not UTC's (between 21:00 and 24:00 in Brasília UTC is already tomorrow).
  const today = () => dayIn(DEFAULT_TIME_ZONE);

  it('a catechist is refused (404, as another parish’s class) on a class they do not teach: detail, students, photos, attendance', async () => {
    const notFound = { message: msg.classNotFound };
    expect((await catechist.get(`${CLASSES}/${theirs}`)).json()).toEqual(notFound);
    expect((await catechist.get(`${STUDENTS}?turma_id=${theirs}`)).json()).toEqual(notFound);
    expect((await catechist.get(`${CLASSES}/${theirs}/encontros`)).json()).toEqual(notFound);
    expect((await catechist.post(`${CLASSES}/${theirs}/encontros`, { data: today(), tema: 'Intrusa' })).json()).toEqual(notFound);
    // The coordinator's encounter of that class cannot be marked by the catechist either.
    const encontro = (await coord.post(`${CLASSES}/${theirs}/encontros`, { data: today(), tema: 'Deus nos ama' })).json().item.id;
    const marked = await catechist.put(`${CLASSES}/${theirs}/encontros/${encontro}/presencas`, { items: [{ register_id: theirStudent, status: 'ausente' }] });
    expect(marked.statusCode).toBe(404);
    expect((await coord.get(`${CLASSES}/${theirs}/encontros`)).json().data[0].presencas).toEqual([]);
    expect((await catechist.get(theirPhoto)).statusCode).toBe(404);
    // Nor may a catechist search the parish's registers for names and photos.
    expect((await catechist.get('/api/registers?q=aluna')).statusCode).toBe(403);
  });

  it('a catechist reads and takes attendance of the classes they teach, and lists only those', async () => {
    expect((await catechist.get(`${CLASSES}/${mine}`)).json().item.turma).toBe('Turma da Catequista');
    const students = CrismandoList.parse((await catechist.get(`${STUDENTS}?turma_id=${mine}`)).json()).data;
    expect(students.map((s) => [s.register_id, s.batizado])).toEqual([[mineStudent, 1]]);
    expect((await catechist.get(minePhoto)).statusCode).toBe(200);
    const created = await catechist.post(`${CLASSES}/${mine}/encontros`, { data: today(), tema: 'A criação' });
    expect(created.statusCode, created.body).toBe(201);
    const marked = await catechist.put(`${CLASSES}/${mine}/encontros/${created.json().item.id}/presencas`, {
      items: [{ register_id: mineStudent, status: 'presente' }],
    });
    expect(marked.statusCode, marked.body).toBe(200);

    const listed = ClassList.parse((await catechist.get(CLASSES)).json()).data;
    expect(listed.map((c) => c.id)).toContain(mine);
    expect(listed.map((c) => c.id)).not.toContain(theirs);
    const tutor = await linkedCatechist(admin, CATECHISTS, CATEQ);
    expect(listed.every((c) => c.tutor === tutor)).toBe(true);
  });

  it('coordinators and administrators keep every class of the parish', async () => {
    for (const c of [coord, admin]) {
      const ids = ClassList.parse((await c.get(CLASSES)).json()).data.map((k) => k.id);
      expect(ids).toEqual(expect.arrayContaining([mine, theirs]));
      for (const id of [mine, theirs]) {
        expect((await c.get(`${CLASSES}/${id}`)).statusCode).toBe(200);
        expect((await c.get(`${STUDENTS}?turma_id=${id}`)).statusCode).toBe(200);
        expect((await c.get(`${CLASSES}/${id}/encontros`)).statusCode).toBe(200);
      }
      for (const photo of [minePhoto, theirPhoto]) expect((await c.get(photo)).statusCode).toBe(200);
    }
  });

  it('a coordinator links an account to a catechist: its classes become the account’s, unlinking takes them away', async () => {
    const accounts = CatechistAccountList.parse((await coord.get(`${CATECHISTS}/contas`)).json()).data;
    // The parish's accounts with the sacrament's catechist role, never another role's or another parish's.
    expect(accounts.map((a) => a.user)).toContain(CATEQ);
    expect(accounts.map((a) => a.user)).not.toContain(COORD);
    expect(accounts.map((a) => a.user)).not.toContain(sacramentUnderTest(OTHER).CATEQ);
    expect((await catechist.get(`${CATECHISTS}/contas`)).statusCode).toBe(403);

    // A second catechist account of the parish, signed in before it is linked: it sees no class yet.
    const saoJose = await parishIdOf(t.db, 'admin');
    const role = slug === 'crisma' ? 13 : 12;
    await t.db.query(
      `INSERT INTO users (paroquia_id, username, name, password_hash, accepted_photo, timezone, roles)
       SELECT paroquia_id, $2, 'Olga Outra Catequista', password_hash, 1, timezone, ARRAY[$3::int] FROM users WHERE username = 'admin' AND paroquia_id = $1`,
      [saoJose, `olga-${slug}`, role],
    );
    const olga = await signedInCaller(t.app, `olga-${slug}`);
    expect(ClassList.parse((await olga.get(CLASSES)).json()).data).toEqual([]);
    expect((await olga.get(`${CLASSES}/${theirs}`)).statusCode).toBe(404);

    const olgaId = CatechistAccountList.parse((await coord.get(`${CATECHISTS}/contas`)).json()).data.find((a) => a.user === `olga-${slug}`)!.id;
    const linked = await coord.put(`${CATECHISTS}/${otherTutor}`, {
      ent_id: (await coord.get(`${CATECHISTS}/${otherTutor}`)).json().item.ent_id,
      status: 1,
      user_id: olgaId,
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(CatechistResponse.parse(linked.json()).item).toMatchObject({ user_id: olgaId, user_name: 'Olga Outra Catequista', user_login: `olga-${slug}` });
    expect(ClassList.parse((await olga.get(CLASSES)).json()).data.map((c) => c.id)).toEqual([theirs]);
    expect((await olga.get(`${STUDENTS}?turma_id=${theirs}`)).statusCode).toBe(200);
    expect((await olga.get(theirPhoto)).statusCode).toBe(200);
    expect((await olga.get(minePhoto)).statusCode).toBe(404);

    // A PUT as the spec sends it ({ent_id, status}) keeps the link; null removes it.
    const entId = (await coord.get(`${CATECHISTS}/${otherTutor}`)).json().item.ent_id;
    expect((await coord.put(`${CATECHISTS}/${otherTutor}`, { ent_id: entId, status: 1 })).json().item.user_id).toBe(olgaId);
    expect((await coord.put(`${CATECHISTS}/${otherTutor}`, { ent_id: entId, status: 1, user_id: null })).json().item.user_id).toBeNull();
    expect((await olga.get(`${CLASSES}/${theirs}`)).statusCode).toBe(404);
  });

  it('refuses an account that is not a catechist of the sacrament in the parish, or one already linked, changing nothing', async () => {
    const ids = Object.fromEntries(
      (await t.db.query<{ username: string; id: number }>("SELECT username, id FROM users WHERE username IN ('acolito', 'outra', $1)", [CATEQ])).rows.map(
        (r) => [r.username, r.id],
      ),
    );
    const entId = (await coord.get(`${CATECHISTS}/${otherTutor}`)).json().item.ent_id;
    for (const [userId, text] of [
      [ids.acolito, msg.accountNotCatechist],
      [ids.outra, msg.accountNotCatechist],
      [ids[CATEQ], msg.accountTaken],
    ] as const) {
      const res = await coord.put(`${CATECHISTS}/${otherTutor}`, { ent_id: entId, status: 1, user_id: userId });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ user_id: [text] });
    }
    expect((await coord.get(`${CATECHISTS}/${otherTutor}`)).json().item.user_id).toBeNull();
    // The form of a new catechist takes the account too, under the same rules.
    const [person] = await addRegisters(t.db, await parishIdOf(t.db, 'admin'), ['Rui Novo Catequista']);
    const refused = await coord.form(CATECHISTS, { register_id: person, ent_id: entId, user_id: ids[CATEQ] });
    expect(refused.json().errors).toEqual({ user_id: [msg.accountTaken] });
    expect((await coord.form(CATECHISTS, { register_id: person, ent_id: entId, user_id: '' })).json().item.user_id).toBeNull();
  });

  it('every catechesis answer is sent with Cache-Control: no-store', async () => {
    for (const url of [
      CLASSES,
      `${CLASSES}/${mine}`,
      `${STUDENTS}?turma_id=${mine}`,
      `${CLASSES}/${mine}/encontros`,
      CATECHISTS,
      `${CATECHISTS}/${otherTutor}`,
    ]) {
      const res = await catechist.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    // Refusals too: what was refused says nothing a cache should keep.
    expect((await catechist.get(`${CLASSES}/${theirs}`)).headers['cache-control']).toBe('no-store');
    expect((await coord.get(`${CATECHISTS}/contas`)).headers['cache-control']).toBe('no-store');
  });
});
