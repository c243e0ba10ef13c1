import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import {
  SACRAMENTOS_MSG,
  TERMOS_POR_FOLHA,
  type BookSummary,
  type HistoryEntry,
  type SacramentoDetail,
  type SacramentoRecord,
} from '../../shared/schemas/sacramentos';
import { dateInWords } from '../documents/words';
import { unzip } from '../lgpd/test-helpers';
import { apiCalls } from '../test/api-calls';
import { createTestApp, type TestApp } from '../test/app';
import { signIn } from '../test/http';
import { pdfText } from '../test/pdf-text';

let t: TestApp;
const cookies: Record<string, string> = {};
let saoJose: number;
let today: string;
let adminName: string;

type Json = Record<string, unknown>;
const { get, post, put, ok, errorsOf, logCount } = apiCalls(() => t, cookies, 'secretaria');

interface Person {
  id: number;
  name: string;
  born: string;
}
/** São José registers with a birth date, oldest first, `n` of them, none used by another test here. */
const used = new Set<number>();
async function people(n: number): Promise<Person[]> {
  const { rows } = await t.db.query<Person>(
    `SELECT id, name, to_char(born_date, 'YYYY-MM-DD') AS born FROM registers
      WHERE paroquia_id = $1 AND born_date IS NOT NULL AND born_date < '2000-01-01' AND anonymised_at IS NULL AND NOT (id = ANY($2)) ORDER BY id LIMIT $3`,
    [saoJose, [...used], n],
  );
  for (const p of rows) used.add(p.id);
  expect(rows.length).toBe(n);
  return rows;
}

const baptism = (extra: Json = {}) => ({
  nome: 'Maria Aparecida',
  data: '2010-03-12',
  celebrante: 'Pe. Antônio',
  local: 'Matriz São José',
  pai: 'José da Silva',
  mae: 'Antônia da Silva',
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['admin', 'secretaria', 'acolito', 'outra']) cookies[user] = await signIn(t.app, user);
  const me = (await t.db.query<{ paroquia_id: number; name: string }>("SELECT paroquia_id, name FROM users WHERE username = 'admin'")).rows[0];
  saoJose = me.paroquia_id;
  adminName = me.name;
  cookies.gestor = await signIn(t.app, 'gestora'); // role 2: reads the books, writes nothing
  today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(t.clock.now());
}, 120_000);
afterAll(() => t?.close());

describe('numbering', () => {
  it("numbers a record in its kind's open book, whatever the year, when livro, folha and termo are blank", async () => {
    const open = async (tipo: string) => (ok(await get('/api/sacramentos/livros')).data as BookSummary[]).find((b) => b.tipo === tipo && b.aberto)!;
    const book = await open('batismo');
    const first = ok(await post('/api/sacramentos/batismo', baptism({ data: '1999-05-02' })), 201).data as SacramentoDetail;
    expect(first).toMatchObject({
      tipo: 'batismo',
      livro: book.livro,
      termo: book.ultimo_termo + 1,
      versao: 1,
      anulado: false,
      nome: 'Maria Aparecida',
      pai: 'José da Silva',
      criado_por: expect.any(String),
    });
    const n: SacramentoRecord[] = [];
    for (let i = 0; i < TERMOS_POR_FOLHA; i++)
      n.push(ok(await post('/api/sacramentos/batismo', baptism({ nome: `Criança ${i}`, data: '1999-06-02' })), 201).data);
    expect(n.map((r) => r.termo)).toEqual([1, 2, 3, 4].map((i) => first.termo + i));
    expect([first, ...n].map((r) => r.folha)).toEqual([first, ...n].map((r) => Math.ceil(r.termo / TERMOS_POR_FOLHA)));
    expect(new Set(n.map((r) => r.livro))).toEqual(new Set([book.livro]));
    // Another kind, the same year: its own book.
    const funerals = await open('obito');
    expect(ok(await post('/api/sacramentos/obito', { nome: 'Fulano', data: '1999-06-02', data_obito: '1999-06-01' }), 201).data).toMatchObject({
      livro: funerals.livro,
      termo: funerals.ultimo_termo + 1,
    });
  });

  it('keeps the numbers of a paper book, and refuses the same book, page and entry twice', async () => {
    const old = ok(await post('/api/sacramentos/batismo', baptism({ livro: 3, folha: 27, termo: 81 })), 201).data;
    expect(old).toMatchObject({ livro: 3, folha: 27, termo: 81 });
    expect(errorsOf(await post('/api/sacramentos/batismo', baptism({ nome: 'Outra', livro: '3', folha: '27', termo: '81' })))).toEqual({
      termo: [SACRAMENTOS_MSG.numberTaken],
    });
    // The same numbers in another book (crisma) are free.
    ok(await post('/api/sacramentos/crisma', { nome: 'Outra', data: '2010-03-12', livro: 3, folha: 27, termo: 81 }), 201);
    expect(errorsOf(await post('/api/sacramentos/batismo', baptism({ livro: 3 })))).toEqual({
      folha: [SACRAMENTOS_MSG.numbersTogether],
      termo: [SACRAMENTOS_MSG.numbersTogether],
    });
    expect(errorsOf(await post('/api/sacramentos/batismo', baptism({ livro: 0, folha: 'x', termo: 1.5 })))).toMatchObject({
      livro: [SACRAMENTOS_MSG.numberInvalid],
      folha: [SACRAMENTOS_MSG.numberInvalid],
    });
  });
});

describe('bad input', () => {
  it('refuses dates in the future or before birth, with the field', async () => {
    const [p] = await people(1);
    const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(errorsOf(await post('/api/sacramentos/batismo', baptism({ data: tomorrow })))).toEqual({ data: [SACRAMENTOS_MSG.dateFuture] });
    expect(errorsOf(await post('/api/sacramentos/batismo', baptism({ nascimento: '2010-04-01' })))).toEqual({ data: [SACRAMENTOS_MSG.beforeBirth] });
    expect(errorsOf(await post('/api/sacramentos/batismo', baptism({ nascimento: tomorrow, data: '2010-01-01' })))).toEqual({
      nascimento: [SACRAMENTOS_MSG.dateFuture],
    });
    const before = new Date(Date.parse(`${p.born}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect(errorsOf(await post('/api/sacramentos/crisma', { register_id: p.id, data: before }))).toEqual({ data: [SACRAMENTOS_MSG.beforeBirth] });
    expect(errorsOf(await post('/api/sacramentos/obito', { nome: 'Fulano', data: '2020-01-01', data_obito: '2020-01-05' }))).toEqual({
      data: [SACRAMENTOS_MSG.riteBeforeDeath],
    });
    expect(errorsOf(await post('/api/sacramentos/batismo', baptism({ data: '2010-02-30' })))).toEqual({ data: [SACRAMENTOS_MSG.dateInvalid] });
  });

  it('needs a name or a register of this parish', async () => {
    expect(errorsOf(await post('/api/sacramentos/crisma', { data: '2010-01-01' }))).toEqual({ nome: [SACRAMENTOS_MSG.nameRequired] });
    const theirs = (await t.db.query<{ id: number }>('SELECT id FROM registers WHERE paroquia_id <> $1 LIMIT 1', [saoJose])).rows[0].id;
    expect(errorsOf(await post('/api/sacramentos/crisma', { register_id: theirs, data: '2010-01-01' }))).toEqual({
      register_id: [SACRAMENTOS_MSG.registerNotInParish],
    });
  });

  it('refuses a marriage of the same person twice', async () => {
    const [p] = await people(1);
    const c = (x: Json) => ({ pai: 'Pai', mae: 'Mãe', ...x });
    expect(
      errorsOf(await post('/api/sacramentos/matrimonio', { conjuge1: c({ register_id: p.id }), conjuge2: c({ register_id: p.id }), data: '2020-01-01' })),
    ).toEqual({
      'conjuge2.register_id': [SACRAMENTOS_MSG.samePerson],
    });
    expect(
      errorsOf(await post('/api/sacramentos/matrimonio', { conjuge1: c({ nome: 'José Araújo' }), conjuge2: c({ nome: 'jose araujo' }), data: '2020-01-01' })),
    ).toEqual({
      'conjuge2.nome': [SACRAMENTOS_MSG.samePerson],
    });
    expect(errorsOf(await post('/api/sacramentos/matrimonio', { conjuge1: c({}), conjuge2: c({ nome: 'Ana' }), data: '2020-01-01' }))).toEqual({
      'conjuge1.nome': [SACRAMENTOS_MSG.nameRequired],
    });
  });

  it('keeps HTML as text', async () => {
    const r = ok(await post('/api/sacramentos/crisma', { nome: '<script>alert(1)</script>', padrinho: '<b>Padrinho</b>', data: '2015-05-05' }), 201).data;
    expect(r).toMatchObject({ nome: '<script>alert(1)</script>', padrinho: '<b>Padrinho</b>' });
  });
});

describe('records', () => {
  let record: SacramentoDetail;
  beforeAll(async () => {
    record = ok(
      await post(
        '/api/sacramentos/batismo',
        baptism({ nome: 'José Conceição Brandão', data: '2005-08-20', nascimento: '2005-01-10', pai: 'Antônio Brandão', mae: 'Lúcia Conceição' }),
      ),
      201,
    ).data;
  });

  it('lists by name or parents, accent-insensitive, by period and book, as {data, meta}', async () => {
    const ids = async (query: string) => (ok(await get(`/api/sacramentos/batismo?${query}`)).data as SacramentoRecord[]).map((r) => r.id);
    expect(await ids('q=jose%20conceicao')).toEqual([record.id]);
    expect(await ids('q=LUCIA')).toEqual([record.id]);
    expect(await ids('q=antonio%20brandao')).toEqual([record.id]);
    expect(await ids(`q=jose&de=2005-08-20&ate=2005-08-20&livro=${record.livro}`)).toEqual([record.id]);
    expect(await ids('q=jose&de=2005-08-21')).not.toContain(record.id);
    expect(await ids(`q=brandao&livro=${record.livro + 1}`)).toEqual([]);
    const page = ok(await get('/api/sacramentos/batismo?limit=2&page=1'));
    expect(page.data).toHaveLength(2);
    expect(page.meta).toMatchObject({ page: 1, limit: 2, last_page: Math.ceil(page.meta.total / 2) });
    // The other books do not list it.
    expect((ok(await get('/api/sacramentos/crisma?q=brandao&limit=100')).data as SacramentoRecord[]).length).toBe(0);
    expect(errorsOf(await get('/api/sacramentos/batismo?de=ontem'))).toHaveProperty('de');
  });

  it('the book as it opens reads its number of entries, kept as entries are written, moved to another book and removed, on any page', async () => {
    const opened = async (kind: string) => ok(await get(`/api/sacramentos/${kind}?limit=1`)).meta.total as number;
    // The same entries through a filter, counted from the rows.
    const counted = async (kind: string) => ok(await get(`/api/sacramentos/${kind}?limit=1&de=1800-01-01`)).meta.total as number;
    const [baptisms, funerals] = [await opened('batismo'), await opened('obito')];
    expect(baptisms).toBe(await counted('batismo'));
    expect(funerals).toBe(await counted('obito'));
    const { id } = ok(await post('/api/sacramentos/batismo', baptism({ nome: 'Contada Pelo Livro' })), 201).data as SacramentoRecord;
    expect(await opened('batismo')).toBe(baptisms + 1);
    // Written and removed in SQL (an import undone, a parish's removal): the counts follow.
    await t.db.query("UPDATE sacramental_records SET kind = 'obito' WHERE id = $1", [id]);
    expect([await opened('batismo'), await opened('obito')]).toEqual([baptisms, funerals + 1]);
    await t.db.query('DELETE FROM sacramental_records WHERE id = $1', [id]);
    expect([await opened('batismo'), await opened('obito')]).toEqual([baptisms, funerals]);
    expect(await opened('obito')).toBe(await counted('obito'));
    // Past the last page no entry carries the number: it is read on its own.
    expect(ok(await get(`/api/sacramentos/batismo?limit=1&page=${baptisms + 1}`))).toMatchObject({ data: [], meta: { total: baptisms, last_page: baptisms } });
  });

  it('shows one record, logged as a view; 404 in another book or parish', async () => {
    const before = await logCount('sacrament_view');
    expect(ok(await get(`/api/sacramentos/batismo/${record.id}`)).data).toMatchObject({ id: record.id, certidoes: [] });
    expect(await logCount('sacrament_view')).toBe(before + 1);
    expect(ok(await get(`/api/sacramentos/crisma/${record.id}`), 404).message).toBe(SACRAMENTOS_MSG.notFound);
    expect((await get(`/api/sacramentos/batismo/${record.id}`, 'outra')).statusCode).toBe(404);
    expect((await put(`/api/sacramentos/batismo/${record.id}`, baptism(), 'outra')).statusCode).toBe(404);
    expect((await post(`/api/sacramentos/batismo/${record.id}/anotacoes`, { texto: 'Invasor' }, 'outra')).statusCode).toBe(404);
    expect((await post(`/api/sacramentos/batismo/${record.id}/anular`, { motivo: 'Invasor' }, 'outra')).statusCode).toBe(404);
    expect((await post(`/api/sacramentos/batismo/${record.id}/certidao`, {}, 'outra')).statusCode).toBe(404);
    expect((await get(`/api/sacramentos/batismo/${record.id}/historico`, 'outra')).statusCode).toBe(404);
    expect((await get('/api/sacramentos/batismo/abc')).statusCode).toBe(404);
  });

  it('lets role 2 read and not write; other roles nothing', async () => {
    ok(await get(`/api/sacramentos/batismo/${record.id}`, 'gestor'));
    ok(await get('/api/sacramentos/batismo', 'gestor'));
    for (const user of ['gestor', 'acolito']) {
      const res = await post('/api/sacramentos/batismo', baptism(), user);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MSG.forbidden);
    }
    expect((await get('/api/sacramentos/batismo', 'acolito')).statusCode).toBe(403);
    expect((await get(`/api/sacramentos/batismo/${record.id}`, 'nobody')).statusCode).toBe(401);
  });

  it('keeps every earlier version: who, when, what changed', async () => {
    const edited = ok(
      await put(
        `/api/sacramentos/batismo/${record.id}`,
        { ...baptism({ nome: record.nome, data: record.data, nascimento: record.nascimento, pai: record.pai, mae: record.mae }), celebrante: 'Dom Pedro' },
        'admin',
      ),
    );
    expect(edited).toMatchObject({ message: SACRAMENTOS_MSG.updated, data: { versao: 2, celebrante: 'Dom Pedro', livro: record.livro, termo: record.termo } });
    // The same content again writes no version.
    ok(
      await put(`/api/sacramentos/batismo/${record.id}`, {
        ...baptism({ nome: record.nome, data: record.data, nascimento: record.nascimento, pai: record.pai, mae: record.mae }),
        celebrante: 'Dom Pedro',
      }),
    );
    ok(
      await put(`/api/sacramentos/batismo/${record.id}`, {
        ...baptism({ nome: record.nome, data: record.data, nascimento: record.nascimento, pai: record.pai, mae: record.mae }),
        celebrante: 'Dom Pedro',
        livro: 9,
        folha: 2,
        termo: 3,
      }),
    );
    const history = ok(await get(`/api/sacramentos/batismo/${record.id}/historico`, 'gestor')).data as HistoryEntry[];
    expect(history.map((h) => h.versao)).toEqual([1, 2, 3]);
    expect(history[0]).toMatchObject({ alteracoes: [], dados: { celebrante: 'Pe. Antônio', livro: record.livro } });
    expect(history[1]).toMatchObject({ por: adminName, alteracoes: ['celebrante'], dados: { celebrante: 'Dom Pedro' } });
    expect(history[2].alteracoes.sort()).toEqual(['folha', 'livro', 'termo']);
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sacramental_record_versions WHERE record_id = $1', [record.id]);
    expect(rows[0].n).toBe(2);
    // Moving onto numbers another record has: refused.
    const other = ok(await post('/api/sacramentos/batismo', baptism({ nome: 'Vizinho' })), 201).data;
    expect(errorsOf(await put(`/api/sacramentos/batismo/${other.id}`, baptism({ nome: 'Vizinho', livro: 9, folha: 2, termo: 3 })))).toEqual({
      termo: [SACRAMENTOS_MSG.numberTaken],
    });
  });

  it('adds marginal notes, never edited', async () => {
    expect(errorsOf(await post(`/api/sacramentos/batismo/${record.id}/anotacoes`, { texto: 'x' }))).toEqual({ texto: [SACRAMENTOS_MSG.noteRequired] });
    const r = ok(await post(`/api/sacramentos/batismo/${record.id}/anotacoes`, { texto: 'Retificado o nome da mãe conforme certidão civil.' }), 201)
      .data as SacramentoDetail;
    expect(r.anotacoes.at(-1)).toEqual(expect.objectContaining({ texto: 'Retificado o nome da mãe conforme certidão civil.', automatica: false, data: today }));
    await expect(t.db.query('UPDATE sacramental_notes SET text = $1 WHERE record_id = $2', ['outra', record.id])).rejects.toThrow(/append-only/);
  });
});

describe('automatic notes', () => {
  it('a confirmation and a marriage of someone baptised here are noted on the baptism', async () => {
    const [p, q] = await people(2);
    const b = ok(await post('/api/sacramentos/batismo', { register_id: p.id, data: p.born, local: 'Matriz' }), 201).data as SacramentoDetail;
    // The register fills the name and birth date.
    expect(b).toMatchObject({ nome: p.name, nascimento: p.born, register_id: p.id });
    const crisma = ok(
      await post('/api/sacramentos/crisma', { register_id: p.id, data: '2015-06-01', local: 'Matriz São José', celebrante: 'Dom Bispo' }),
      201,
    ).data;
    const marriage = ok(
      await post('/api/sacramentos/matrimonio', {
        conjuge1: { register_id: q.id },
        conjuge2: { register_id: p.id, pai: 'Pai', mae: 'Mãe' },
        data: '2020-02-15',
        efeito_civil: true,
        testemunha1: 'T1',
        testemunha2: 'T2',
      }),
      201,
    ).data as SacramentoDetail;
    expect(marriage).toMatchObject({
      nome: `${q.name} e ${p.name}`,
      conjuge1: { register_id: q.id, nome: q.name },
      conjuge2: { register_id: p.id, pai: 'Pai' },
      efeito_civil: true,
    });
    // (The baptism itself, of a date older than the open book's entries, carries the late entry's note first.)
    const notes = (ok(await get(`/api/sacramentos/batismo/${b.id}`)).data as SacramentoDetail).anotacoes.filter((n) => !n.texto.startsWith('Registro tardio'));
    expect(notes).toHaveLength(2);
    expect(notes.every((n) => n.automatica)).toBe(true);
    expect(notes[0].texto).toBe(`Crismado(a) em 01/06/2015, em Matriz São José. Crisma: livro ${crisma.livro}, folha ${crisma.folha}, termo ${crisma.termo}.`);
    expect(notes[1].texto).toContain(`Contraiu matrimônio com ${q.name} em 15/02/2020`);
    // q was not baptised here: nothing to note, nothing fails.
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sacramental_notes WHERE source_record_id = $1', [marriage.id]);
    expect(rows[0].n).toBe(1);
  });
});

describe('certificates', () => {
  let record: SacramentoDetail;
  let code: string;
  beforeAll(async () => {
    record = ok(
      await post(
        '/api/sacramentos/batismo',
        baptism({
          nome: 'Cecília <i>Mendes</i>',
          livro: 12,
          folha: 34,
          termo: 56,
          nascimento: '2010-01-05',
          local_nascimento: 'Campinas/SP',
          padrinho: 'Pedro',
          madrinha: 'Paula',
        }),
      ),
      201,
    ).data;
    await post(`/api/sacramentos/batismo/${record.id}/anotacoes`, { texto: 'Nota de teste para a certidão.' });
  });

  it('answers the PDF with every field, the notes and the verification code; keeps and logs it', async () => {
    const before = await logCount('sacrament_certificate');
    const res = await post(`/api/sacramentos/batismo/${record.id}/certidao`, { finalidade: 'para fins de casamento' }, 'admin');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    code = String(res.headers['x-certidao-codigo']);
    expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
    for (const part of [
      'CERTIDÃO DE BATISMO',
      'Livro de Batismos nº 12, folha 34, termo 56',
      dateInWords('2010-03-12'),
      'Cecília <i>Mendes</i>',
      '05/01/2010',
      'José da Silva',
      'Antônia da Silva',
      'Pedro',
      'Paula',
      'Pe. Antônio',
      'Matriz São José',
      'Nota de teste para a certidão.',
      'Finalidade: para fins de casamento.',
      adminName,
      code,
      `/certidoes/${code}`,
    ])
      expect(text, part).toContain(part);
    expect(await logCount('sacrament_certificate')).toBe(before + 1);
    const kept = (await t.db.query('SELECT record_id, version, finalidade, issued_by_name FROM sacramental_certificates WHERE code = $1', [code])).rows[0];
    expect(kept).toEqual({ record_id: record.id, version: 1, finalidade: 'para fins de casamento', issued_by_name: adminName });
    expect((ok(await get(`/api/sacramentos/batismo/${record.id}`)).data as SacramentoDetail).certidoes).toEqual([
      expect.objectContaining({ codigo: code, versao: 1, emitida_por: adminName }),
    ]);
    expect((await post(`/api/sacramentos/batismo/${record.id}/certidao`, {}, 'gestor')).statusCode).toBe(403);
  });

  it('anyone verifies the code: parish, kind, name, date and annulled or not, nothing more', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/public/certidoes/${code.toLowerCase()}` });
    const body = ok(res);
    expect(body).toEqual({
      codigo: code,
      paroquia: expect.any(String),
      tipo: 'Batismo',
      nome: 'Cecília <i>Mendes</i>',
      emitida_em: today,
      anulado: false,
      retificado: false,
      data: '2010-03-12',
      livro: 12,
      folha: 34,
      termo: 56,
    });
    expect(Object.keys(body).sort()).toEqual(['anulado', 'codigo', 'data', 'emitida_em', 'folha', 'livro', 'nome', 'paroquia', 'retificado', 'termo', 'tipo']);
    // Nothing else about the person: no parents, godparents or birth.
    expect(JSON.stringify(body)).not.toMatch(/Silva|Pedro|Paula|2010-01-05|Campinas/);
    expect(ok(await t.app.inject({ method: 'GET', url: '/api/public/certidoes/AAAA-BBBB-CCCC-DDDD' }), 404).message).toBe(SACRAMENTOS_MSG.certificateNotFound);
    expect((await t.app.inject({ method: 'GET', url: '/api/public/certidoes/xyz' })).statusCode).toBe(404);
  });

  it('an annulled record stays visible, is not changed, and gets no certificate', async () => {
    expect(errorsOf(await post(`/api/sacramentos/batismo/${record.id}/anular`, {}))).toEqual({ motivo: [SACRAMENTOS_MSG.reasonRequired] });
    const annulled = ok(await post(`/api/sacramentos/batismo/${record.id}/anular`, { motivo: 'Registro em duplicidade' }));
    expect(annulled.data).toMatchObject({ anulado: true, motivo_anulacao: 'Registro em duplicidade', anulado_por: expect.any(String) });
    expect(ok(await post(`/api/sacramentos/batismo/${record.id}/anular`, { motivo: 'De novo' }), 409).message).toBe(SACRAMENTOS_MSG.alreadyAnnulled);
    expect(ok(await post(`/api/sacramentos/batismo/${record.id}/certidao`, {}), 409).message).toBe(SACRAMENTOS_MSG.annulledNoCertificate);
    expect(ok(await put(`/api/sacramentos/batismo/${record.id}`, baptism({ nome: 'Outro' })), 409).message).toBe(SACRAMENTOS_MSG.annulledReadOnly);
    expect(ok(await get(`/api/sacramentos/batismo/${record.id}`)).data).toMatchObject({ anulado: true });
    // The certificate issued before says so on verification.
    expect(ok(await t.app.inject({ method: 'GET', url: `/api/public/certidoes/${code}` })).anulado).toBe(true);
  });
});

describe('LGPD', () => {
  it("the person's export holds their records; anonymising keeps the books and only removes the link, with a note", async () => {
    const [p] = await people(1);
    const b = ok(await post('/api/sacramentos/batismo', { register_id: p.id, data: p.born }), 201).data as SacramentoDetail;
    const zip = await get(`/api/registers/${p.id}/export`, 'admin');
    expect(zip.statusCode).toBe(200);
    const data = JSON.parse((await unzip(zip.rawPayload)).get('data.json')!.toString('utf8'));
    expect(data.sacramental_records).toEqual([expect.objectContaining({ id: b.id, tipo: 'batismo', nome: p.name, anotacoes: b.anotacoes })]);
    ok(await post(`/api/registers/${p.id}/anonymise`, { confirm: true, confirmacao: 'ANONIMIZAR' }, 'admin'));
    const after = ok(await get(`/api/sacramentos/batismo/${b.id}`)).data as SacramentoDetail;
    expect(after).toMatchObject({ register_id: null, nome: p.name, versao: 2 });
    expect(after.anotacoes.slice(b.anotacoes.length)).toEqual([
      expect.objectContaining({ automatica: true, texto: expect.stringContaining('anonimizado a pedido do titular') }),
    ]);
    const history = ok(await get(`/api/sacramentos/batismo/${b.id}/historico`)).data as HistoryEntry[];
    expect(history[1].alteracoes).toEqual(['register_id']);
  });
});
