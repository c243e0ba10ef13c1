import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIOCESE_MSG, type BatismoEncontrado, type ParoquiaSituacao } from '../../shared/schemas/diocese';
import { createTestApp, type TestApp } from '../test/app';
import { signIn } from '../test/http';
import { pdfText } from '../test/pdf-text';

let t: TestApp;
const cookies: Record<string, string> = {};
const call = (method: 'GET' | 'POST' | 'PUT', url: string, as: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: cookies[as] }, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['secretaria', 'outra', 'chancelaria', 'economato', 'gestora']) cookies[user] = await signIn(t.app, user);
}, 120_000);
afterAll(() => t?.close());

describe('the diocese', () => {
  it('holds both demo parishes and the petition types with their fields and documents', async () => {
    const d = (await call('GET', '/api/diocese', 'outra')).json().data;
    expect(d.nome).toBe('Arquidiocese de Campinas');
    expect(d.paroquias.map((p: { nome: string }) => p.nome).sort()).toEqual(['Paróquia Nossa Senhora Aparecida', 'Paróquia São José'].sort());
    expect(d.tipos.map((x: { tipo: string }) => x.tipo)).toEqual(['retificacao', 'dispensa', 'licenca', 'obra', 'alienacao', 'provisao', 'outro']);
  });
});

describe("the chancery's baptism search", () => {
  it('asks the reason once, finds across the diocese without accents, and logs the read in the parish with the reason', async () => {
    const { rows } = await t.db.query<{ nome: string; paroquia_id: number }>(
      "SELECT nome, paroquia_id FROM sacramental_records WHERE kind = 'batismo' ORDER BY id LIMIT 1",
    );
    const nome = rows[0].nome;
    const plain = nome.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().split(' ')[0];
    const noReason = await call('GET', `/api/diocese/batismos?q=${encodeURIComponent(plain)}`, 'chancelaria');
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.motivo).toEqual([DIOCESE_MSG.motivoRequired]);
    const found = await call(
      'GET',
      `/api/diocese/batismos?q=${encodeURIComponent(plain)}&motivo=${encodeURIComponent('Processo matrimonial 12/2026')}`,
      'chancelaria',
    );
    expect(found.statusCode, found.body).toBe(200);
    const data = found.json().data as BatismoEncontrado[];
    expect(data.map((b) => b.nome)).toContain(nome);
    // The session keeps the reason: the next search needs none.
    expect((await call('GET', `/api/diocese/batismos?q=${encodeURIComponent(plain)}`, 'chancelaria')).statusCode).toBe(200);
    const log = await t.db.query<{ user_name: string; details: { motivo: string; registros: number[] } }>(
      "SELECT user_name, details FROM register_access_log WHERE action = 'diocese_search' AND paroquia_id = $1 ORDER BY id",
      [rows[0].paroquia_id],
    );
    expect(log.rows.length).toBe(2);
    expect(log.rows[0]).toMatchObject({ user_name: 'Pe. Ricardo Menezes Fontes', details: { motivo: 'Processo matrimonial 12/2026' } });
    const record = await call('GET', `/api/diocese/registros/${data[0].id}`, 'chancelaria');
    expect(record.json().data.nome).toBe(data[0].nome);
    expect((await call('GET', '/api/diocese/batismos', 'chancelaria')).json().errors.q).toEqual([DIOCESE_MSG.searchRequired]);
    expect((await call('GET', '/api/diocese/batismos?q=x&de=2020-01-02&ate=2020-01-01', 'chancelaria')).json().errors.ate).toEqual([DIOCESE_MSG.periodInvalid]);
  });

  it('counts up to 1,000 matches across the parishes (then total_exato false), newest first either way', async () => {
    // 1,010 baptisms of one family spread over both parishes, one a day from 2001-01-01; the father named on each.
    await t.db.query(
      `INSERT INTO sacramental_records (paroquia_id, kind, livro, folha, termo, nome, data, fields, created_by_name)
       SELECT p.id, 'batismo', 77, 1, i, 'Zorobabel Quintiliano ' || i, date '2001-01-01' + i, jsonb_build_object('pai', 'Ezequias Quintiliano'), 'Teste'
         FROM generate_series(1, 1010) AS i JOIN paroquias p ON p.id = (SELECT min(id) FROM paroquias) + i % 2`,
    );
    const search = async (query: string) => {
      const res = await call('GET', `/api/diocese/batismos?${query}&motivo=${encodeURIComponent('Conferência do arquivo')}`, 'chancelaria');
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: BatismoEncontrado[]; meta: Record<string, unknown> };
    };
    const many = await search('q=QUINTILIÂNO&limit=20&page=2');
    expect(many.meta).toEqual({ total: 1000, page: 2, last_page: 50, limit: 20, total_exato: false });
    expect(many.data.map((b) => b.nome)).toEqual(Array.from({ length: 20 }, (_, i) => `Zorobabel Quintiliano ${990 - i}`));
    expect(new Set(many.data.map((b) => b.paroquia_id)).size).toBe(2);
    const few = await search('pai=ezequias&de=2003-09-01&ate=2003-09-10&limit=4&page=3');
    expect(few.meta).toEqual({ total: 10, page: 3, last_page: 3, limit: 4, total_exato: true });
    expect(few.data.map((b) => b.data)).toEqual(['2003-09-02', '2003-09-01']);
  });

  it('the chancery never writes into a parish book; the economato and a parish never search the diocese nor read a register', async () => {
    const { rows } = await t.db.query<{ id: number }>("SELECT id FROM sacramental_records WHERE kind = 'batismo' ORDER BY id LIMIT 1");
    expect((await call('POST', '/api/sacramentos/batismo', 'chancelaria', { nome: 'Intruso', data: '2020-01-01' })).statusCode).toBe(403);
    expect((await call('PUT', `/api/sacramentos/batismo/${rows[0].id}`, 'chancelaria', { nome: 'Intruso', data: '2020-01-01' })).statusCode).toBe(403);
    expect((await call('POST', `/api/sacramentos/batismo/${rows[0].id}/anotacoes`, 'chancelaria', { texto: 'Nota da Cúria' })).statusCode).toBe(403);
    expect((await call('GET', '/api/diocese/batismos?q=a&motivo=Consulta', 'economato')).statusCode).toBe(403);
    expect((await call('GET', `/api/diocese/registros/${rows[0].id}?motivo=Consulta`, 'economato')).statusCode).toBe(403);
    expect((await call('GET', `/api/sacramentos/batismo/${rows[0].id}`, 'economato')).statusCode).toBe(403);
    expect((await call('GET', '/api/registers', 'economato')).statusCode).toBe(403);
    expect((await call('GET', '/api/diocese/batismos?q=a&motivo=Consulta', 'secretaria')).statusCode).toBe(403);
  });
});

describe("the economato's view", () => {
  it("lists each parish's closed months and the share due and paid, late ones first; refused to others", async () => {
    const res = await call('GET', '/api/diocese/paroquias', 'economato');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data as ParoquiaSituacao[];
    expect(list).toHaveLength(2);
    const late = list.map((p) => p.atrasada_fechamento || p.atrasada_repasse);
    expect(late).toEqual([...late].sort((a, b) => Number(b) - Number(a)));
    for (const p of list) expect(p.em_aberto_centavos).toBe(Math.max(0, p.devido_centavos - p.pago_centavos));
    for (const user of ['chancelaria', 'secretaria', 'gestora']) expect((await call('GET', '/api/diocese/paroquias', user)).statusCode).toBe(403);
  });
});

describe('the statistics', () => {
  it('count the year from the books, per parish and in total, as JSON, CSV and PDF; a parish sees only its own', async () => {
    const { rows } = await t.db.query<{ ano: number; n: number }>(
      "SELECT extract(year FROM data)::int AS ano, count(*)::int AS n FROM sacramental_records WHERE kind = 'crisma' AND annulled_at IS NULL GROUP BY 1 ORDER BY 2 DESC LIMIT 1",
    );
    const { ano, n } = rows[0];
    const json = (await call('GET', `/api/diocese/estatisticas?ano=${ano}`, 'chancelaria')).json().data;
    expect(json.total.crismas).toBe(n);
    expect(json.paroquias).toHaveLength(2);
    expect(json.anos.map((a: { ano: number }) => a.ano)).toEqual([ano - 4, ano - 3, ano - 2, ano - 1, ano]);
    const own = (await call('GET', `/api/diocese/estatisticas?ano=${ano}`, 'outra')).json().data;
    expect(own.paroquias.map((p: { nome: string }) => p.nome)).toEqual(['Paróquia Nossa Senhora Aparecida']);
    const csv = await call('GET', `/api/diocese/estatisticas?ano=${ano}&formato=csv`, 'chancelaria');
    expect(csv.body).toContain(`Crismas;`);
    expect(csv.body).toContain(`;${n}\r\n`);
    const pdf = await call('GET', `/api/diocese/estatisticas?ano=${ano}&formato=pdf`, 'economato');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('ESTATÍSTICA ANUAL - SACRAMENTOS');
    expect(text.replace(/\s+/g, ' ')).toContain('Batismos de menores de 1 ano 0');
    expect((await call('GET', '/api/diocese/estatisticas?ano=1800', 'chancelaria')).json().errors.ano).toEqual([DIOCESE_MSG.anoInvalid]);
    expect((await call('GET', `/api/diocese/estatisticas?ano=${ano}`, 'gestora')).statusCode).toBe(403);
  });
});
