import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIOCESE_MSG, type BatismoEncontrado, type ParoquiaSituacao } from '../../shared/schemas/diocese';
import { createTestApp, type TestApp } from '../test/app';
import { signIn } from '../test/http';
import { pdfText } from '../test/pdf-text';
import { missingForCertificate } from '../../shared/schemas/sacramentos';

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

describe("the chancery's certificates of a vacant parish", () => {
  it('issues one signed by the chancellor, verifiable by its code; refused while the parish has a pároco, and to other roles', async () => {
    const { rows } = await t.db.query<{ id: number; paroquia_id: number; nome: string; paroquia: string; paroco_nome: string }>(
      `SELECT r.id, r.paroquia_id, r.nome, p.name AS paroquia, p.paroco_nome FROM sacramental_records r JOIN paroquias p ON p.id = r.paroquia_id
        WHERE r.kind = 'batismo' AND r.annulled_at IS NULL ORDER BY r.id LIMIT 30`,
    );
    // An entry complete enough for a certificate (an incomplete one is refused as the parish's would be: 422).
    const complete = async (id: number) =>
      missingForCertificate((await call('GET', `/api/diocese/registros/${id}?motivo=Certid%C3%A3o`, 'chancelaria')).json().data).length === 0;
    const entry = (await Promise.all(rows.map(async (r) => ((await complete(r.id)) ? r : null)))).find((r) => r !== null)!;
    const chanceler = (
      await t.db.query<{ chanceler_nome: string }>('SELECT d.chanceler_nome FROM dioceses d JOIN paroquias p ON p.diocese_id = d.id WHERE p.id = $1', [
        entry.paroquia_id,
      ])
    ).rows[0].chanceler_nome;
    const url = `/api/diocese/registros/${entry.id}/certidao`;
    const count = async () =>
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sacramental_certificates WHERE record_id = $1', [entry.id])).rows[0].n;
    const before = await count();

    const withParoco = await call('POST', url, 'chancelaria', { motivo: 'Pedido de certidão pela Cúria' });
    expect(withParoco.statusCode).toBe(409);
    expect(withParoco.json().message).toBe(DIOCESE_MSG.parishNotVacant);
    for (const user of ['economato', 'secretaria', 'outra']) expect((await call('POST', url, user, { motivo: 'Pedido de certidão' })).statusCode).toBe(403);
    expect(await count()).toBe(before);

    // The pároco leaves: the parish is vacant (its own certificates have no pároco to sign them).
    await t.db.query('UPDATE paroquias SET paroco_nome = NULL WHERE id = $1', [entry.paroquia_id]);
    try {
      const issued = await call('POST', url, 'chancelaria', { motivo: 'Certidão para processo matrimonial', finalidade: 'para fins de casamento' });
      expect(issued.statusCode, issued.body).toBe(200);
      expect(issued.headers['content-type']).toBe('application/pdf');
      const code = String(issued.headers['x-certidao-codigo']);
      const text = (await pdfText(issued.rawPayload)).replace(/\s+/g, ' ');
      expect(text).toContain(entry.nome);
      expect(text).toContain(chanceler);
      expect(text).toContain(code);
      expect(await count()).toBe(before + 1);
      const verified = await t.app.inject({ method: 'GET', url: `/api/public/certidoes/${code}` });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toMatchObject({ codigo: code, paroquia: entry.paroquia, nome: entry.nome });
      const log = await t.db.query<{ details: { curia: boolean; motivo: string; codigo: string } }>(
        "SELECT details FROM register_access_log WHERE action = 'sacrament_certificate' AND paroquia_id = $1 ORDER BY id DESC LIMIT 1",
        [entry.paroquia_id],
      );
      expect(log.rows[0].details).toMatchObject({ curia: true, motivo: 'Certidão para processo matrimonial', codigo: code });
    } finally {
      await t.db.query('UPDATE paroquias SET paroco_nome = $2 WHERE id = $1', [entry.paroquia_id, entry.paroco_nome]);
    }
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

  it("reads a parish's closed month as the parish prints it (balancete and prestação de contas, PDF), never an open month nor another diocese's parish", async () => {
    const list = (await call('GET', '/api/diocese/paroquias', 'economato')).json().data as ParoquiaSituacao[];
    const parish = list.find((p) => p.meses_fechados.length)!;
    const mes = parish.meses_fechados[0];
    const path = (kind: string, id = parish.paroquia_id, m = mes) => `/api/diocese/paroquias/${id}/${kind}?mes=${m}`;
    const balancete = await call('GET', path('balancete'), 'economato');
    expect(balancete.statusCode, balancete.body).toBe(200);
    expect(balancete.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(balancete.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(parish.nome);
    expect(text).toContain('BALANCETE MENSAL');
    expect(text).toContain('(mês fechado)');
    const prestacao = await call('GET', path('prestacao'), 'economato');
    expect(prestacao.statusCode, prestacao.body).toBe(200);
    const [y, m] = mes.split('-');
    expect((await pdfText(prestacao.rawPayload)).replace(/\s+/g, ' ')).toContain(`PRESTAÇÃO DE CONTAS De 01/${m}/${y} a`);

    // An open month, a parish of no diocese, a month that is not one: refused with the reason; nothing for other roles.
    const open = list.flatMap((p) => (p.ultimo_mes_fechado ? [] : [p]))[0] ?? parish;
    const notClosed = await call('GET', path('balancete', open.paroquia_id, '2099-01'), 'economato');
    expect(notClosed.statusCode).toBe(404);
    expect(notClosed.json().message).toBe(DIOCESE_MSG.mesNotClosed);
    const { rows } = await t.db.query<{ id: number }>("INSERT INTO paroquias (name) VALUES ('Paróquia de fora da diocese') RETURNING id");
    const outside = await call('GET', path('prestacao', rows[0].id), 'economato');
    expect(outside.statusCode).toBe(404);
    expect(outside.json().message).toBe(DIOCESE_MSG.parishNotInDiocese);
    expect((await call('GET', path('balancete', parish.paroquia_id, '2026-13'), 'economato')).statusCode).toBe(422);
    for (const user of ['chancelaria', 'secretaria', 'gestora']) expect((await call('GET', path('balancete'), user)).statusCode).toBe(403);
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
