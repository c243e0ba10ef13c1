import { addDays } from '../../shared/plain-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import { BookList, ClassPreview, ClassRecordsResponse, SACRAMENTOS_MSG, classRecordsCreated, type SacramentoDetail } from '../../shared/schemas/sacramentos';
import { apiCalls } from '../test/api-calls';
import { createTestApp, type TestApp } from '../test/app';
import { signIn } from '../test/http';

let t: TestApp;
const cookies: Record<string, string> = {};
let saoJose: number;
let today: string;
const { get, post, ok, errorsOf } = apiCalls(() => t, cookies, 'secretaria');
const one = async <T>(sql: string, params: unknown[] = []) => (await t.db.query<T>(sql, params)).rows[0];
const crismaCount = async () =>
  (await one<{ n: number }>("SELECT count(*)::int AS n FROM sacramental_records WHERE paroquia_id = $1 AND kind = 'crisma'", [saoJose])).n;

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['admin', 'secretaria', 'acolito', 'outra']) cookies[user] = await signIn(t.app, user);
  saoJose = (await one<{ paroquia_id: number }>("SELECT paroquia_id FROM users WHERE username = 'admin'")).paroquia_id;
  cookies.gestor = await signIn(t.app, 'gestora'); // role 2: reads the books, writes nothing
  today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(t.clock.now());
}, 120_000);
afterAll(() => t?.close());

describe('a concluded Crisma class becomes records of the book', () => {
  let turma: { id: number; turma: string };
  let students: Array<{ id: number; name: string; born: string | null }>;
  const url = () => `/api/sacramentos/crisma/turmas/${turma.id}`;
  const classOf = (status: number, sacramento = 'crisma', parish = saoJose) =>
    one<{ id: number; turma: string }>(
      'SELECT id, turma FROM catechesis_classes WHERE paroquia_id = $1 AND sacramento = $2 AND status = $3 ORDER BY id LIMIT 1',
      [parish, sacramento, status],
    );

  beforeAll(async () => {
    turma = await classOf(3);
    students = (
      await t.db.query<{ id: number; name: string; born: string | null }>(
        `SELECT r.id, r.name, to_char(r.born_date, 'YYYY-MM-DD') AS born FROM catechesis_students s JOIN registers r ON r.id = s.register_id WHERE s.turma_id = $1 ORDER BY r.id`,
        [turma.id],
      )
    ).rows;
    expect(students.length).toBeGreaterThan(2);
  });

  it('previews the students and who is already in the book', async () => {
    // One student already confirmed here (a record of the book), one baptised here.
    ok(await post('/api/sacramentos/crisma', { register_id: students[0].id, data: today }), 201);
    ok(await post('/api/sacramentos/batismo', { register_id: students[1].id, data: students[1].born ?? '2010-01-01' }), 201);
    const preview = ClassPreview.parse(ok(await get(url())));
    expect(preview.turma).toEqual({ id: turma.id, nome: turma.turma, status: 3 });
    expect(preview.alunos.map((a) => a.register_id).sort()).toEqual(students.map((s) => s.id).sort());
    expect(preview.alunos.filter((a) => a.registrado).map((a) => a.register_id)).toEqual([students[0].id]);
    expect(preview.alunos.find((a) => a.register_id === students[1].id)?.nome).toBe(students[1].name);
  });

  it('refuses a class not concluded, a future date, a date before a student was born (writing none), and bad input', async () => {
    const before = await crismaCount();
    const open = await classOf(2);
    expect(ok(await post(`/api/sacramentos/crisma/turmas/${open.id}`, { data: today }), 422).message).toBe(SACRAMENTOS_MSG.classNotConcluded);
    expect(errorsOf(await post(url(), { data: addDays(today, 1) }))).toEqual({ data: [SACRAMENTOS_MSG.dateFuture] });
    const youngest = students.filter((s) => s.born).sort((a, b) => b.born!.localeCompare(a.born!))[0];
    const res = await post(url(), { data: addDays(youngest.born!, -1) });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.data[0]).toContain(SACRAMENTOS_MSG.beforeBirth);
    expect(errorsOf(await post(url(), {}))).toHaveProperty('data');
    expect(errorsOf(await post(url(), { data: '2020-02-30' }))).toEqual({ data: [SACRAMENTOS_MSG.dateInvalid] });
    expect(await crismaCount()).toBe(before);
  });

  it("answers 404 for another parish's class, a First Communion class or a missing one", async () => {
    const eucaristia = await classOf(2, 'eucaristia');
    for (const [path, as] of [
      [url(), 'outra'],
      [`/api/sacramentos/crisma/turmas/${eucaristia.id}`, 'secretaria'],
      ['/api/sacramentos/crisma/turmas/999999', 'secretaria'],
      ['/api/sacramentos/crisma/turmas/abc', 'secretaria'],
    ] as const) {
      expect(ok(await get(path, as), 404).message).toBe(SACRAMENTOS_MSG.classNotFound);
      expect(ok(await post(path, { data: today }, as), 404).message).toBe(SACRAMENTOS_MSG.classNotFound);
    }
  });

  it('is for those who write the books only', async () => {
    for (const user of ['gestor', 'acolito']) {
      for (const res of [await get(url(), user), await post(url(), { data: today }, user)]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(MSG.forbidden);
      }
    }
  });

  it('writes one numbered record per student not yet in the book, in one step, each noted on a baptism here', async () => {
    const before = await crismaCount();
    const open = BookList.parse(ok(await get('/api/sacramentos/livros'))).data.find((b) => b.tipo === 'crisma' && b.aberto)!;
    const body = ClassRecordsResponse.parse(ok(await post(url(), { data: today, celebrante: 'Dom Bispo Diocesano', local: 'Matriz São José' }), 201));
    const pending = students.slice(1);
    expect(body.message).toBe(classRecordsCreated(pending.length));
    expect(body.message).toBe(`${pending.length} registros lançados no livro de Crisma.`);
    expect(body.data.map((r) => r.register_id).sort()).toEqual(pending.map((s) => s.id).sort());
    for (const r of body.data)
      expect(r).toMatchObject({ tipo: 'crisma', data: today, celebrante: 'Dom Bispo Diocesano', local: 'Matriz São José', livro: open.livro, anulado: false });
    const termos = body.data.map((r) => r.termo);
    expect(termos).toEqual(termos.map((_, i) => termos[0] + i));
    expect(await crismaCount()).toBe(before + pending.length);
    // The student baptised here has the confirmation beside the baptism.
    const baptismId = (await one<{ id: number }>("SELECT id FROM sacramental_records WHERE kind = 'batismo' AND register_id = $1", [students[1].id])).id;
    const baptism = ok(await get(`/api/sacramentos/batismo/${baptismId}`)).data as SacramentoDetail;
    const mine = body.data.find((r) => r.register_id === students[1].id)!;
    expect(baptism.anotacoes.filter((n) => n.texto.startsWith('Crismado'))).toEqual([
      expect.objectContaining({ automatica: true, texto: expect.stringContaining(`Crisma: livro ${mine.livro}, folha ${mine.folha}, termo ${mine.termo}.`) }),
    ]);
    // Everyone is in the book now: nothing left to write.
    expect(ClassPreview.parse(ok(await get(url()))).alunos.every((a) => a.registrado)).toBe(true);
    expect(ok(await post(url(), { data: today }), 422).message).toBe(SACRAMENTOS_MSG.classAllRegistered);
  });
});

describe('a godparent from the registers must be 16 on the day', () => {
  let godparent: { id: number; born: string };
  beforeAll(async () => {
    // Someone who turned 16 at least a week ago.
    godparent = await one<{ id: number; born: string }>(
      `SELECT id, to_char(born_date, 'YYYY-MM-DD') AS born FROM registers WHERE paroquia_id = $1 AND born_date BETWEEN $2::date - interval '30 years' AND $2::date - interval '16 years 7 days' ORDER BY id DESC LIMIT 1`,
      [saoJose, today],
    );
  });
  const sixteenth = () => `${Number(godparent.born.slice(0, 4)) + 16}${godparent.born.slice(4)}`;
  const baptism = (extra: Record<string, unknown>) => ({ nome: 'Afilhado de Teste', data: sixteenth(), ...extra });

  it('refuses a padrinho or madrinha under 16 at the baptism, and a sponsor under 16 at the confirmation', async () => {
    const dayBefore = addDays(sixteenth(), -1);
    expect(errorsOf(await post('/api/sacramentos/batismo', baptism({ data: dayBefore, padrinho_register_id: godparent.id })))).toEqual({
      padrinho_register_id: [SACRAMENTOS_MSG.padrinhoTooYoung],
    });
    expect(errorsOf(await post('/api/sacramentos/batismo', baptism({ data: dayBefore, madrinha_register_id: String(godparent.id) })))).toEqual({
      madrinha_register_id: [SACRAMENTOS_MSG.madrinhaTooYoung],
    });
    expect(errorsOf(await post('/api/sacramentos/crisma', { nome: 'Crismando de Teste', data: dayBefore, padrinho_register_id: godparent.id }))).toEqual({
      padrinho_register_id: [SACRAMENTOS_MSG.padrinhoTooYoung],
    });
    const theirs = (await one<{ id: number }>('SELECT id FROM registers WHERE paroquia_id <> $1 LIMIT 1', [saoJose])).id;
    expect(errorsOf(await post('/api/sacramentos/batismo', baptism({ madrinha_register_id: theirs })))).toEqual({
      madrinha_register_id: [SACRAMENTOS_MSG.registerNotInParish],
    });
    expect(errorsOf(await post('/api/sacramentos/batismo', baptism({ padrinho_register_id: 'x' })))).toHaveProperty('padrinho_register_id');
  });

  it('accepts one who is 16 that day, keeps the link and fills a blank name from the register', async () => {
    const name = (await one<{ name: string }>('SELECT name FROM registers WHERE id = $1', [godparent.id])).name;
    const r = ok(await post('/api/sacramentos/batismo', baptism({ padrinho_register_id: godparent.id, madrinha: 'Madrinha Escrita' })), 201)
      .data as SacramentoDetail;
    expect(r).toMatchObject({ padrinho_register_id: godparent.id, padrinho: name, madrinha_register_id: null, madrinha: 'Madrinha Escrita' });
    const crisma = ok(
      await post('/api/sacramentos/crisma', { nome: 'Crismando de Teste', data: sixteenth(), padrinho_register_id: godparent.id, padrinho: 'Como no livro' }),
      201,
    ).data;
    expect(crisma).toMatchObject({ padrinho_register_id: godparent.id, padrinho: 'Como no livro' });
    // A register without a birth date: the age is not known, nothing to refuse.
    const unknown = (await one<{ id: number }>('SELECT id FROM registers WHERE paroquia_id = $1 AND born_date IS NULL LIMIT 1', [saoJose]))?.id;
    if (unknown) ok(await post('/api/sacramentos/batismo', baptism({ data: '2001-01-01', madrinha_register_id: unknown })), 201);
  });
});
