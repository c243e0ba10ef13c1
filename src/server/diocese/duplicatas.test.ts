import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIOCESE_MSG, DuplicatasArquivo, DuplicatasEnviadas, type Duplicata } from '../../shared/schemas/diocese';
import { createTestApp, type TestApp } from '../test/app';
import { signIn } from '../test/http';
import { pdfText } from '../test/pdf-text';

let t: TestApp;
const cookies: Record<string, string> = {};
const call = (method: 'GET' | 'POST', url: string, as: string) =>
  t.app.inject({ method, url, headers: { cookie: cookies[as] }, ...(method === 'POST' ? { payload: {} } : {}) });
let ano: number;
let saoJose: number;
let nome: string;

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['secretaria', 'outra', 'chancelaria', 'economato']) cookies[user] = await signIn(t.app, user);
  ano = new Date().getFullYear() - 1;
  saoJose = (await t.db.query<{ paroquia_id: number }>("SELECT paroquia_id FROM users WHERE username = 'secretaria'")).rows[0].paroquia_id;
  // A baptism of last year in São José's book, made through the API.
  const register = (await t.db.query<{ id: number; name: string }>('SELECT id, name FROM registers WHERE paroquia_id = $1 ORDER BY id LIMIT 1', [saoJose]))
    .rows[0];
  nome = register.name;
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/sacramentos/batismo',
    headers: { cookie: cookies.secretaria },
    payload: { register_id: register.id, data: `${ano}-05-10` },
  });
  expect(made.statusCode, made.body).toBe(201);
}, 120_000);
afterAll(() => t?.close());

const archive = async (as: string, query = '') => {
  const res = await call('GET', `/api/diocese/duplicatas?ano=${ano}${query}`, as);
  expect(res.statusCode, res.body).toBe(200);
  return DuplicatasArquivo.parse(res.json()).data;
};

describe('the duplicate books: sent by the parish, listed and received by the diocesan archive', () => {
  let batismo: Duplicata;

  it("the archive lists São José's books of the year as missing until the parish sends them", async () => {
    const missing = (await archive('chancelaria')).faltando.find((f) => f.paroquia_id === saoJose);
    expect(missing?.livros).toContain('batismo');
  });

  it("the parish sends the year's printed pages of each book with entries, with the count; not the current year", async () => {
    const now = await call('POST', `/api/diocese/duplicatas/${ano + 1}`, 'secretaria');
    expect(now.statusCode).toBe(409);
    expect(now.json().message).toBe(DIOCESE_MSG.duplicataFuture);

    const res = await call('POST', `/api/diocese/duplicatas/${ano}`, 'secretaria');
    expect(res.statusCode, res.body).toBe(201);
    const sent = DuplicatasEnviadas.parse(res.json());
    expect(sent.message).toBe(DIOCESE_MSG.duplicataSent);
    const counts = await t.db.query<{ kind: string; n: number }>(
      'SELECT kind, count(*)::int AS n FROM sacramental_records WHERE paroquia_id = $1 AND extract(year FROM data) = $2 GROUP BY kind ORDER BY kind',
      [saoJose, ano],
    );
    expect(Object.fromEntries(sent.data.map((d) => [d.livro, d.registros]))).toEqual(Object.fromEntries(counts.rows.map((r) => [r.kind, r.n])));
    batismo = sent.data.find((d) => d.livro === 'batismo')!;
    expect(batismo).toMatchObject({ paroquia_id: saoJose, ano, recebida_em: null });

    const pdf = await call('GET', batismo.url, 'chancelaria');
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(`duplicata de ${ano}`);
    expect(text).toContain(nome);
    expect((await archive('chancelaria')).faltando.find((f) => f.paroquia_id === saoJose)).toBeUndefined();
  });

  it('the chancery marks it received, once; sending again puts it back to be received', async () => {
    const res = await call('POST', `/api/diocese/duplicatas/${batismo.id}/recebida`, 'chancelaria');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: DIOCESE_MSG.duplicataReceived, data: { id: batismo.id, recebida_em: expect.any(String) } });
    const again = await call('POST', `/api/diocese/duplicatas/${batismo.id}/recebida`, 'chancelaria');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(DIOCESE_MSG.duplicataAlreadyReceived);
    expect((await archive('secretaria')).duplicatas.find((d) => d.livro === 'batismo')?.recebida_por_nome).toEqual(expect.any(String));

    const resent = DuplicatasEnviadas.parse((await call('POST', `/api/diocese/duplicatas/${ano}`, 'secretaria')).json());
    expect(resent.data.find((d) => d.livro === 'batismo')).toMatchObject({ id: batismo.id, recebida_em: null });
  });

  it("another parish sees only its own; it cannot read São José's duplicate nor receive one; the economato reads none", async () => {
    const theirs = await archive('outra', `&paroquia_id=${saoJose}`);
    expect(theirs.duplicatas.filter((d) => d.paroquia_id === saoJose)).toEqual([]);
    expect(theirs.faltando.filter((f) => f.paroquia_id === saoJose)).toEqual([]);
    expect((await call('GET', batismo.url, 'outra')).statusCode).toBe(404);
    expect((await call('POST', `/api/diocese/duplicatas/${batismo.id}/recebida`, 'outra')).statusCode).toBe(403);
    expect((await call('GET', `/api/diocese/duplicatas?ano=${ano}`, 'economato')).statusCode).toBe(403);
    expect((await call('POST', `/api/diocese/duplicatas/${ano}`, 'chancelaria')).statusCode).toBe(403);
  });
});
