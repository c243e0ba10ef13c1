/**
 * Books numbered in sequence, opened and closed (not the year of the sacrament): a closed book takes
 * no new entry, the next one is opened with the next number, a late entry goes to the open book with a
 * note of its date, the printed open book has no closing term yet, and migration 028 keeps the books
 * the system used to number by year.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookList, SACRAMENTOS_MSG, bookClosedNow, bookOpened, type SacramentoDetail } from '../../shared/schemas/sacramentos';
import { MIGRATIONS_DIR } from '../db/migrate';
import { apiCalls } from '../test/api-calls';
import { createTestApp, type TestApp } from '../test/app';
import { signIn } from '../test/http';
import { pdfText } from '../test/pdf-text';
import { listBooks } from './book-register';

let t: TestApp;
const cookies: Record<string, string> = {};
const { get, post, ok, errorsOf } = apiCalls(() => t, cookies, 'secretaria');
let today: string;

const books = async (as?: string) => BookList.parse(ok(await get('/api/sacramentos/livros', as))).data;
const openBook = async (tipo: string, as?: string) => (await books(as)).find((b) => b.tipo === tipo && b.aberto);
const funeral = (data: string, extra: Record<string, unknown> = {}) =>
  post('/api/sacramentos/obito', { nome: 'Exéquias do Livro', data, data_obito: data, ...extra });

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['secretaria', 'gestora', 'outra']) cookies[user] = await signIn(t.app, user);
  today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(t.clock.now());
}, 120_000);
afterAll(() => t?.close());

describe('books opened and closed', () => {
  it('a closed book takes no new entry; the next book opened has the next number and takes them from termo 1', async () => {
    const current = (await openBook('obito'))!;
    expect(current).toMatchObject({ aberto: true, encerrado_em: null, aberto_em: expect.any(String) });
    const inCurrent = ok(await funeral(today), 201).data as SacramentoDetail;
    expect(inCurrent.livro).toBe(current.livro);

    // Opening another while one is open is refused; role 2 does neither.
    expect(ok(await post('/api/sacramentos/obito/livros', {}), 409).message).toBe(SACRAMENTOS_MSG.bookAlreadyOpen);
    expect((await post(`/api/sacramentos/obito/livros/${current.livro}/encerrar`, {}, 'gestora')).statusCode).toBe(403);

    const closed = ok(await post(`/api/sacramentos/obito/livros/${current.livro}/encerrar`, {}));
    expect(closed).toEqual({
      message: bookClosedNow('obito', current.livro),
      data: expect.objectContaining({ livro: current.livro, aberto: false, encerrado_em: today }),
    });
    expect(ok(await post(`/api/sacramentos/obito/livros/${current.livro}/encerrar`, {}), 409).message).toBe(SACRAMENTOS_MSG.bookAlreadyClosed);

    // Nothing goes into the closed book: neither numbered by the system nor by hand.
    expect(errorsOf(await funeral(today))).toEqual({ livro: [SACRAMENTOS_MSG.noOpenBook] });
    expect(errorsOf(await funeral(today, { livro: current.livro, folha: 99, termo: 999 }))).toEqual({ livro: [SACRAMENTOS_MSG.bookClosed] });
    // Nor by moving an entry of another book into it.
    const elsewhere = ok(await funeral('1980-01-01', { livro: 4, folha: 1, termo: 1 }), 201).data as SacramentoDetail;
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/sacramentos/obito/${elsewhere.id}`,
      headers: { cookie: cookies.secretaria },
      payload: { nome: 'Exéquias do Livro', data: '1980-01-01', livro: current.livro, folha: 99, termo: 998 },
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toEqual({ livro: [SACRAMENTOS_MSG.bookClosed] });

    // The next number follows every book of the kind, the paper book nº 4 digitised above included.
    const next = Math.max(current.livro, 4) + 1;
    const opened = ok(await post('/api/sacramentos/obito/livros', {}), 201);
    expect(opened).toEqual({
      message: bookOpened('obito', next),
      data: expect.objectContaining({ livro: next, aberto: true, aberto_em: today, registros: 0 }),
    });
    expect(ok(await funeral(today), 201).data).toMatchObject({ livro: next, folha: 1, termo: 1 });
    // The list shows both, with their dates.
    const list = (await books()).filter((b) => b.tipo === 'obito');
    expect(list.find((b) => b.livro === current.livro)).toMatchObject({ aberto: false, encerrado_em: today, registros: current.registros + 1 });
    expect(list.find((b) => b.livro === next)).toMatchObject({ aberto: true, registros: 1 });
  });

  it('a paper book being digitised is not kept: it stays writable and cannot be closed', async () => {
    ok(await funeral('1975-03-03', { livro: 2, folha: 10, termo: 40 }), 201);
    expect((await books()).find((b) => b.tipo === 'obito' && b.livro === 2)).toMatchObject({ aberto: false, aberto_em: null, encerrado_em: null });
    expect(ok(await post('/api/sacramentos/obito/livros/2/encerrar', {}), 409).message).toBe(SACRAMENTOS_MSG.bookNotKept);
    expect(ok(await post('/api/sacramentos/obito/livros/8888/encerrar', {}), 404).message).toBe(SACRAMENTOS_MSG.bookNotFound);
    ok(await funeral('1975-03-04', { livro: 2, folha: 10, termo: 41 }), 201);
  });

  it('a late entry goes to the open book, with a note of its date; an entry in order gets none', async () => {
    const book = (await openBook('matrimonio'))!;
    const marriage = (data: string, nome: string) => post('/api/sacramentos/matrimonio', { conjuge1: { nome }, conjuge2: { nome: `${nome} Cônjuge` }, data });
    const inOrder = ok(await marriage(today, 'Em Ordem'), 201).data as SacramentoDetail;
    expect(inOrder).toMatchObject({ livro: book.livro, anotacoes: [] });
    const late = ok(await marriage('2003-09-13', 'Tardio'), 201).data as SacramentoDetail;
    expect(late).toMatchObject({ livro: book.livro, termo: inOrder.termo + 1 });
    const [dd, mm, yyyy] = [today.slice(8), today.slice(5, 7), today.slice(0, 4)];
    expect(late.anotacoes).toEqual([
      expect.objectContaining({
        automatica: true,
        data: today,
        texto: `Registro tardio: Matrimônio celebrado em 13/09/2003, lançado neste livro em ${dd}/${mm}/${yyyy}, depois de termos de data posterior.`,
      }),
    ]);
  });

  it('prints an open book without a closing term, and a closed one with its dates', async () => {
    const book = (await openBook('crisma'))!;
    ok(await post('/api/sacramentos/crisma', { nome: 'Crisma no Livro Aberto', data: today }), 201);
    const open = (await pdfText((await get(`/api/sacramentos/crisma/livros/${book.livro}/pdf`)).rawPayload)).replace(/\s+/g, ' ');
    expect(open).toContain('TERMO DE ABERTURA');
    expect(open).toContain(`Foi aberto em ${book.aberto_em!.split('-').reverse().join('/')}.`);
    expect(open).not.toContain('TERMO DE ENCERRAMENTO');
    ok(await post(`/api/sacramentos/crisma/livros/${book.livro}/encerrar`, {}));
    const closed = (await pdfText((await get(`/api/sacramentos/crisma/livros/${book.livro}/pdf`)).rawPayload)).replace(/\s+/g, ' ');
    expect(closed).toContain('TERMO DE ENCERRAMENTO');
    expect(closed).toContain(`Encerrado em ${today.split('-').reverse().join('/')}.`);
  });

  it("another parish's books are its own: its first entry opens its book nº 1", async () => {
    expect((await books('outra')).filter((b) => b.tipo === 'crisma')).toEqual([]);
    const first = ok(await post('/api/sacramentos/crisma', { nome: 'Primeira Crisma de Outra', data: today }, 'outra'), 201).data;
    expect(first).toMatchObject({ livro: 1, folha: 1, termo: 1 });
    expect((await books('outra')).filter((b) => b.tipo === 'crisma')).toEqual([expect.objectContaining({ livro: 1, aberto: true, aberto_em: today })]);
    // Closing its book touches nobody else's.
    const ours = await books();
    expect((await post('/api/sacramentos/crisma/livros/1/encerrar', {}, 'outra')).statusCode).toBe(200);
    expect(await books()).toEqual(ours);
  });
});

describe('migration 028', () => {
  it('keeps the books numbered by year: each closed at its year end, the latest of a kind left open; paper books untouched', async () => {
    const sql = await readFile(join(MIGRATIONS_DIR, '028-sacramentos-chancery.sql'), 'utf8');
    const statement = sql.slice(sql.indexOf('INSERT INTO sacramental_books'), sql.indexOf(';', sql.indexOf('INSERT INTO sacramental_books')));
    const parish = (await t.db.query<{ id: number }>("INSERT INTO paroquias (name) VALUES ('Paróquia da Migração') RETURNING id")).rows[0].id;
    const entry = (livro: number, termo: number, data: string) =>
      t.db.query(
        "INSERT INTO sacramental_records (paroquia_id, kind, livro, folha, termo, nome, data, created_by_name) VALUES ($1, 'batismo', $2, 1, $3, 'Antigo', $4, 'Migração')",
        [parish, livro, termo, data],
      );
    await entry(2019, 1, '2019-03-01');
    await entry(2019, 2, '2019-11-30');
    await entry(2020, 1, '2020-02-02');
    await entry(5, 100, '1998-12-01'); // a paper book
    // (It runs over every parish: the other parishes' books here are not year books, so only this one's are new.)
    await t.db.query(statement);
    const { rows } = await t.db.query<{ livro: number; aberto_em: string; encerrado_em: string | null }>(
      `SELECT livro, to_char(aberto_em, 'YYYY-MM-DD') AS aberto_em, to_char(encerrado_em, 'YYYY-MM-DD') AS encerrado_em FROM sacramental_books WHERE paroquia_id = $1 ORDER BY livro`,
      [parish],
    );
    expect(rows).toEqual([
      { livro: 2019, aberto_em: '2019-01-01', encerrado_em: '2019-12-31' },
      { livro: 2020, aberto_em: '2020-01-01', encerrado_em: null },
    ]);
    expect((await listBooks(t.db, parish)).map((b) => [b.livro, b.aberto])).toEqual([
      [5, false],
      [2019, false],
      [2020, true],
    ]);
  });
});
