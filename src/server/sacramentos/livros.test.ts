import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import { BookList, type BookSummary } from '../../shared/schemas/sacramentos';
import { apiCalls } from '../test/api-calls';
import { createTestApp, type TestApp } from '../test/app';
import { signIn } from '../test/http';

let t: TestApp;
const cookies: Record<string, string> = {};
const { get, post, ok } = apiCalls(() => t, cookies, 'secretaria');

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['secretaria', 'acolito', 'outra']) cookies[user] = await signIn(t.app, user);
}, 120_000);
afterAll(() => t?.close());

const book = (list: BookSummary[], tipo: string, livro: number) => list.find((b) => b.tipo === tipo && b.livro === livro);

describe('GET /api/sacramentos/livros', () => {
  it('answers each book of the parish: entries, annulled, pages used, the last numbers and the dates', async () => {
    const baptism = (x: Record<string, unknown>) => post('/api/sacramentos/batismo', { nome: 'Livro Teste', data: '1987-04-10', ...x });
    ok(await baptism({ livro: 703, folha: 12, termo: 45 }), 201);
    ok(await baptism({ livro: 703, folha: 12, termo: 46, data: '1987-05-02' }), 201);
    const last = ok(await baptism({ livro: 703, folha: 14, termo: 52, data: '1988-01-20' }), 201).data;
    ok(await post(`/api/sacramentos/batismo/${last.id}/anular`, { motivo: 'Lançado em duplicidade' }));
    ok(await post('/api/sacramentos/obito', { nome: 'Livro Teste', data: '1990-03-03', livro: 703, folha: 1, termo: 1 }), 201);

    const list = BookList.parse(ok(await get('/api/sacramentos/livros'))).data;
    // A paper book being digitised: not kept by the system, so neither opened nor closed here.
    expect(book(list, 'batismo', 703)).toEqual({
      tipo: 'batismo',
      livro: 703,
      aberto: false,
      aberto_em: null,
      encerrado_em: null,
      registros: 3,
      anulados: 1,
      folhas: 2,
      ultima_folha: 14,
      ultimo_termo: 52,
      primeira_data: '1987-04-10',
      ultima_data: '1988-01-20',
    });
    expect(book(list, 'obito', 703)).toMatchObject({ registros: 1, anulados: 0, folhas: 1 });
    // Ordered by kind (as the tabs), then by number.
    const order = ['batismo', 'crisma', 'matrimonio', 'obito'];
    const keys = list.map((b) => order.indexOf(b.tipo) * 1e6 + b.livro);
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
  });

  it("shows another parish's books to nobody, and only to the roles that read the books", async () => {
    const theirs = BookList.parse(ok(await get('/api/sacramentos/livros', 'outra'))).data;
    expect(book(theirs, 'batismo', 703)).toBeUndefined();
    const res = await get('/api/sacramentos/livros', 'acolito');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.forbidden);
  });
});
