/**
 * Families in catechesis: the demo guardian ('responsavel', role 15) sees only the child linked to the account,
 * justifies an absence (the catechist reads it on the attendance and is notified), and gets the class's messages;
 * the catechist writes to the families of the classes they teach only; the office and the coordinators link accounts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import { FAMILIA_MSG, FamiliaCatequese, type FamiliaFilho } from '../../shared/schemas/familia';
import { EncounterList } from '../../shared/schemas/catechesis';
import { addRegisters, parishIdOf, signedInCaller, type Caller } from '../catechesis/test-helpers';
import { unzip } from '../lgpd/test-helpers';
import { createTestApp, type TestApp } from '../test/app';

let t: TestApp;
let guardian: Caller;
let catechist: Caller;
let saoJose: number;
let child: FamiliaFilho;
let turmaId: number;

const JUSTIFY = '/api/familia/justificativas';
const messagesOf = (id: number) => `/api/familia/turmas/${id}/mensagens`;

async function catequese(c: Caller = guardian) {
  const res = await c.get('/api/familia/catequese');
  expect(res.statusCode, res.body).toBe(200);
  return FamiliaCatequese.parse(res.json()).data;
}

const encounterWith = (status: string | null) => child.turmas[0].encontros.find((e) => e.status === status && !e.justificativa)!;

async function notificationsOf(user: string) {
  const { rows } = await t.db.query<{ title: string; body: string }>(
    'SELECT n.title, n.body FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.username = $1 ORDER BY n.id',
    [user],
  );
  return rows;
}

async function newGuardianAccount(username: string, roles = [15]): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO users (paroquia_id, username, name, password_hash, accepted_photo, timezone, roles, email)
     SELECT paroquia_id, $1, $2, password_hash, 1, 'America/Sao_Paulo', $3, $4 FROM users WHERE username = 'responsavel' RETURNING id`,
    [username, `Conta ${username}`, roles, `${username}@example.com`],
  );
  return rows[0].id;
}

beforeAll(async () => {
  t = await createTestApp();
  [guardian, catechist] = [await signedInCaller(t.app, 'responsavel'), await signedInCaller(t.app, 'catequista-eucaristia')];
  saoJose = await parishIdOf(t.db, 'responsavel');
  [child] = await catequese();
  turmaId = child.turmas[0].id;
}, 120_000);
afterAll(() => t?.close());

describe('GET /api/familia/catequese', () => {
  it("shows the guardian their child's class, encounters with the child's own marks, and the class's notices, never cached", async () => {
    const res = await guardian.get('/api/familia/catequese');
    expect(res.headers['cache-control']).toBe('no-store');
    const data = FamiliaCatequese.parse(res.json()).data;
    expect(data).toHaveLength(1);
    expect(data[0].turmas[0]).toMatchObject({ sacramento: 'eucaristia', sacramento_nome: '1ª Eucaristia', catequista: expect.any(String) });
    expect(data[0].turmas[0].turma).toMatch(/^1ª Eucaristia \d{4} - Turma São Tarcísio$/);
    expect(data[0].turmas[0].encontros.length).toBeGreaterThan(0);
    expect(data[0].turmas[0].encontros.some((e) => e.status === 'ausente')).toBe(true);
    expect(data[0].turmas[0].avisos[0]).toMatchObject({ assunto: 'Ensaio da Primeira Eucaristia' });
    // Only the child's own marks: the class's attendance (every student) is not in the answer.
    expect(JSON.stringify(data)).not.toContain('presencas');
  });

  it("logs the guardian's reading of the child's data", async () => {
    await catequese();
    const { rows } = await t.db.query(
      `SELECT 1 FROM register_access_log l JOIN users u ON u.id = l.user_id WHERE u.username = 'responsavel' AND l.action = 'familia_view' AND l.register_id = $1`,
      [child.register_id],
    );
    expect(rows.length).toBeGreaterThan(0);
  });

  it('is refused to anyone without the guardian role, and a guardian without links sees no child', async () => {
    for (const user of ['catequista-eucaristia', 'secretaria', 'dizimista', 'conselho']) {
      const res = await (await signedInCaller(t.app, user)).get('/api/familia/catequese');
      expect(res.statusCode, user).toBe(403);
      expect(res.json().message).toBe(MSG.forbidden);
    }
    await newGuardianAccount('sem.filhos');
    expect(await catequese(await signedInCaller(t.app, 'sem.filhos'))).toEqual([]);
  });
});

describe('POST /api/familia/justificativas', () => {
  it('justifies an absence: the catechist reads it on the attendance and is notified; the mark stays theirs', async () => {
    const absence = encounterWith('ausente');
    const texto = 'Estava com febre, com atestado médico.';
    const res = await guardian.post(JUSTIFY, { encontro_id: absence.id, register_id: child.register_id, texto });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ message: FAMILIA_MSG.justified, item: { id: absence.id, status: 'ausente', justificativa: { texto } } });

    const list = EncounterList.parse((await catechist.get(`/api/turmas/eucaristia/${turmaId}/encontros`)).json());
    const seen = list.data.find((e) => e.id === absence.id)!;
    expect(seen.justificativas).toEqual([{ register_id: child.register_id, texto, autor_nome: 'Patrícia Gomes Ribeiro', enviada_em: expect.any(String) }]);
    const told = (await notificationsOf('catequista-eucaristia')).at(-1)!;
    expect(told.title).toBe(`Justificativa de falta: ${child.nome}`);
    expect(told.body).toContain(texto);

    const again = await guardian.post(JUSTIFY, { encontro_id: absence.id, register_id: child.register_id, texto: 'De novo' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ encontro_id: [FAMILIA_MSG.alreadyJustified] });
    expect((await catequese())[0].turmas[0].encontros.find((e) => e.id === absence.id)!.justificativa!.texto).toBe(texto);
  });

  it('refuses a day the child was present, another child, and an encounter of another class, changing nothing', async () => {
    const present = encounterWith('presente');
    const count = async () => (await t.db.query('SELECT count(*)::int AS n FROM catechesis_justifications')).rows[0].n as number;
    const before = await count();

    const onPresent = await guardian.post(JUSTIFY, { encontro_id: present.id, register_id: child.register_id, texto: 'Faltou?' });
    expect(onPresent.statusCode).toBe(422);
    expect(onPresent.json().errors).toEqual({ encontro_id: [FAMILIA_MSG.onlyAbsence] });

    // A classmate's mark in the same class: not the guardian's child.
    const list = EncounterList.parse((await catechist.get(`/api/turmas/eucaristia/${turmaId}/encontros`)).json());
    const other = list.data.flatMap((e) => e.presencas.map((m) => ({ ...m, encontro: e.id }))).find((m) => m.register_id !== child.register_id)!;
    const classmate = await guardian.post(JUSTIFY, { encontro_id: other.encontro, register_id: other.register_id, texto: 'Não é meu filho' });
    expect(classmate.statusCode).toBe(404);
    expect(classmate.json().message).toBe(FAMILIA_MSG.studentNotFound);

    const { rows } = await t.db.query<{ id: number }>('SELECT e.id FROM catechesis_encounters e WHERE e.turma_id <> $1 ORDER BY e.id LIMIT 1', [turmaId]);
    const elsewhere = await guardian.post(JUSTIFY, { encontro_id: rows[0].id, register_id: child.register_id, texto: 'Outra turma' });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe(FAMILIA_MSG.encounterNotFound);
    expect(await count()).toBe(before);
  });

  it('answers bad input with the fields and their Portuguese texts', async () => {
    const absence = child.turmas[0].encontros.find((e) => e.status === 'ausente')!;
    const empty = await guardian.post(JUSTIFY, { encontro_id: absence.id, register_id: child.register_id, texto: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ texto: [FAMILIA_MSG.textoRequired] });
    const long = await guardian.post(JUSTIFY, { encontro_id: absence.id, register_id: child.register_id, texto: 'a'.repeat(1001) });
    expect(long.json().errors).toEqual({ texto: [FAMILIA_MSG.textoTooLong] });
    const ids = await guardian.post(JUSTIFY, { encontro_id: 'x', register_id: -1, texto: 'ok' });
    expect(ids.statusCode).toBe(422);
    expect(ids.json().errors).toEqual({ encontro_id: [FAMILIA_MSG.encounterNotFound], register_id: [FAMILIA_MSG.studentNotFound] });
  });

  it('is refused to a catechist', async () => {
    const absence = child.turmas[0].encontros.find((e) => e.status === 'ausente')!;
    const res = await catechist.post(JUSTIFY, { encontro_id: absence.id, register_id: child.register_id, texto: 'x' });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /api/familia/turmas/{id}/mensagens', () => {
  it("sends the catechist's message to every family of the class: a notice on /familia, a notification and an e-mail", async () => {
    await t.db.query("UPDATE users SET email = 'patricia@example.com' WHERE username = 'responsavel'");
    const body = { assunto: 'Missa das famílias', texto: 'Domingo, às 10h, missa com as famílias da turma.' };
    const res = await catechist.post(messagesOf(turmaId), body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ message: FAMILIA_MSG.messageSent(1), familias: 1, item: { ...body, autor_nome: 'Marcos Vinícius Prado' } });
    expect((await catequese())[0].turmas[0].avisos[0]).toMatchObject(body);
    expect((await notificationsOf('responsavel')).at(-1)).toMatchObject({ title: body.assunto });
    const mail = await t.db.query<{ subject: string; body: string }>("SELECT subject, body FROM mail_queue WHERE to_address = 'patricia@example.com'");
    expect(mail.rows).toHaveLength(1);
    expect(mail.rows[0].subject).toContain(body.assunto);
    expect(mail.rows[0].body).toContain(body.texto);
    expect((await catechist.get(messagesOf(turmaId))).json().data[0]).toMatchObject(body);
  });

  it('refuses a catechist of another class or sacrament (404), bad input (422), and a guardian (403)', async () => {
    const other = await t.db.query<{ id: number }>(
      "SELECT id FROM catechesis_classes WHERE paroquia_id = $1 AND sacramento = 'eucaristia' AND id <> $2 LIMIT 1",
      [saoJose, turmaId],
    );
    const body = { assunto: 'Aviso', texto: 'Texto' };
    const notTheirs = await catechist.post(messagesOf(other.rows[0].id), body);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().message).toBe(FAMILIA_MSG.classNotFound);
    expect((await catechist.get(messagesOf(other.rows[0].id))).statusCode).toBe(404);
    const crisma = await signedInCaller(t.app, 'catequista');
    expect((await crisma.post(messagesOf(turmaId), body)).statusCode).toBe(404);
    // The sacrament's coordinator writes to any of its classes.
    expect((await (await signedInCaller(t.app, 'coord-eucaristia')).post(messagesOf(other.rows[0].id), body)).statusCode).toBe(201);
    const bad = await catechist.post(messagesOf(turmaId), { assunto: '', texto: 'x'.repeat(4001) });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ assunto: [FAMILIA_MSG.assuntoRequired], texto: [FAMILIA_MSG.mensagemTooLong] });
    expect((await guardian.post(messagesOf(turmaId), body)).statusCode).toBe(403);
  });
});

describe('links between guardians and children', () => {
  let studentId: number;
  let accountId: number;
  let coord: Caller;

  beforeAll(async () => {
    coord = await signedInCaller(t.app, 'coord-eucaristia');
    const { rows } = await t.db.query<{ register_id: number }>(
      'SELECT register_id FROM catechesis_students WHERE turma_id = $1 AND register_id <> $2 LIMIT 1',
      [turmaId, child.register_id],
    );
    studentId = rows[0].register_id;
    accountId = await newGuardianAccount('mae.nova');
  });

  it("the coordinator links a guardian's account to a student, who then sees that child only; unlinking takes it away", async () => {
    expect((await coord.get('/api/familia/contas')).json().data).toContainEqual({ id: accountId, name: 'Conta mae.nova', user: 'mae.nova' });
    const res = await coord.post('/api/familia/vinculos', { register_id: studentId, user_id: accountId });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ message: FAMILIA_MSG.linked, item: { register_id: studentId, user_id: accountId, usuario: 'mae.nova' } });
    const mother = await signedInCaller(t.app, 'mae.nova');
    expect((await catequese(mother)).map((c) => c.register_id)).toEqual([studentId]);
    expect((await coord.get(`/api/familia/vinculos?register_id=${studentId}`)).json().data).toHaveLength(1);

    const twice = await coord.post('/api/familia/vinculos', { register_id: studentId, user_id: accountId });
    expect(twice.json().errors).toEqual({ user_id: [FAMILIA_MSG.alreadyLinked] });

    expect((await coord.del(`/api/familia/vinculos/${res.json().item.id}`)).statusCode).toBe(200);
    expect(await catequese(mother)).toEqual([]);
    const logged = await t.db.query("SELECT details->>'acao' AS acao FROM register_access_log WHERE action = 'familia_link' AND register_id = $1 ORDER BY id", [
      studentId,
    ]);
    expect(logged.rows.map((r) => r.acao)).toEqual(['vincular', 'desvincular']);
  });

  it('refuses an account without the guardian role, a person outside the coordinator’s catechesis, and other roles', async () => {
    const notGuardian = await newGuardianAccount('sem.regra', [14]);
    const res = await coord.post('/api/familia/vinculos', { register_id: studentId, user_id: notGuardian });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ user_id: [FAMILIA_MSG.notGuardian] });
    expect((await coord.post('/api/familia/vinculos', { register_id: studentId, user_id: 999999 })).json().errors).toEqual({
      user_id: [FAMILIA_MSG.accountNotFound],
    });
    const [outsider] = await addRegisters(t.db, saoJose, ['Pessoa Fora da Catequese']);
    expect((await coord.post('/api/familia/vinculos', { register_id: outsider, user_id: accountId })).statusCode).toBe(404);
    // The Crisma coordinator does not link 1ª Eucaristia's students.
    const crismaCoord = await signedInCaller(t.app, 'coordenador');
    expect((await crismaCoord.post('/api/familia/vinculos', { register_id: studentId, user_id: accountId })).statusCode).toBe(404);
    expect((await catechist.post('/api/familia/vinculos', { register_id: studentId, user_id: accountId })).statusCode).toBe(403);
    expect((await guardian.get(`/api/familia/vinculos?register_id=${child.register_id}`)).statusCode).toBe(403);
  });
});

describe("the children's data rules (LGPD)", () => {
  type Family = { responsaveis: unknown[]; justificativas: unknown[]; como_responsavel: { filhos: unknown[]; justificativas_enviadas: unknown[] } };
  async function exported(registerId: number): Promise<Family> {
    const admin = await signedInCaller(t.app, 'secretaria');
    const res = await admin.get(`/api/registers/${registerId}/export`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    return JSON.parse((await unzip(res.rawPayload)).get('data.json')!.toString('utf8')).catechesis_family;
  }

  it("exports a child's guardians and justifications, and a guardian's children and what they sent", async () => {
    const [c] = await catequese();
    const sent = c.turmas[0].encontros.find((e) => e.justificativa)!;
    const childData = await exported(c.register_id);
    expect(childData.responsaveis).toEqual([{ nome: 'Patrícia Gomes Ribeiro', usuario: 'responsavel', desde: expect.any(String) }]);
    expect(childData.justificativas).toEqual([
      expect.objectContaining({ data: sent.data, texto: sent.justificativa!.texto, autor_nome: 'Patrícia Gomes Ribeiro' }),
    ]);

    // The guardian as a person of the registers: their account linked to their register (issue 28's accounts).
    const [self] = await addRegisters(t.db, saoJose, ['Patrícia Gomes Ribeiro']);
    await t.db.query("INSERT INTO user_registers (user_id, register_id) SELECT id, $1 FROM users WHERE username = 'responsavel'", [self]);
    const guardianData = await exported(self);
    expect(guardianData.como_responsavel.filhos).toEqual([{ nome: c.nome, conta: 'responsavel', desde: expect.any(String) }]);
    expect(guardianData.como_responsavel.justificativas_enviadas).toEqual([expect.objectContaining({ filho: c.nome, texto: sent.justificativa!.texto })]);
  });

  it("anonymising the child removes the guardians' links and the justifications; the marks stay", async () => {
    const [c] = await catequese();
    const marks = async () => (await t.db.query('SELECT count(*)::int AS n FROM catechesis_attendance WHERE register_id = $1', [c.register_id])).rows[0].n;
    const before = await marks();
    const admin = await signedInCaller(t.app, 'secretaria');
    expect((await admin.post(`/api/registers/${c.register_id}/anonymise`, {})).statusCode).toBe(200);
    expect(await catequese()).toEqual([]);
    const left = await t.db.query('SELECT count(*)::int AS n FROM catechesis_justifications WHERE register_id = $1', [c.register_id]);
    expect(left.rows[0].n).toBe(0);
    expect(await marks()).toBe(before);
  });
});
