import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpfFromBase, formatCpf } from '../../shared/cpf';
import { MONEY_MSG } from '../../shared/money';
import { PIX_MSG } from '../../shared/pix';
import { DATE_MSG } from '../../shared/schemas/date-filter';
import { DIZIMO_MSG, type Contribution, type Tither } from '../../shared/schemas/dizimo';
import { unzip } from '../lgpd/test-helpers';
import { apiCalls } from '../test/api-calls';
import { createTestApp, type TestApp } from '../test/app';
import { multipart } from '../test/files';
import { signIn } from '../test/http';
import { pdfText } from '../test/pdf-text';
import { parsePixPayload } from './pix-code';

/** A form-encoded POST or PUT, as a plain HTML form sends it (the money routes document it). */
const formEncoded = (method: 'POST' | 'PUT', url: string, fields: Record<string, string>) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: cookies.tesoureiro, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
/** The receipt of contribution `id` as text, read back from the PDF. */
const receiptText = async (url: string, as?: string) => {
  const res = await get(url, as);
  expect(res.statusCode, res.body).toBe(200);
  return (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
};

let t: TestApp;
const cookies: Record<string, string> = {};
let saoJose: number;
let today: string;

const { get, post, put, ok, errorsOf, logCount } = apiCalls(() => t, cookies, 'tesoureiro');

/** A register of São José that is no tither yet. */
async function freeRegister(): Promise<{ id: number; name: string }> {
  const { rows } = await t.db.query<{ id: number; name: string }>(
    `SELECT id, name FROM registers r WHERE paroquia_id = $1 AND anonymised_at IS NULL AND NOT EXISTS (SELECT 1 FROM tithers t WHERE t.register_id = r.id) ORDER BY id DESC LIMIT 1`,
    [saoJose],
  );
  return rows[0];
}

let tither: Tither;

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['admin', 'secretaria', 'tesoureiro', 'dizimista', 'acolito', 'catequista', 'outra']) cookies[user] = await signIn(t.app, user);
  saoJose = (await t.db.query<{ paroquia_id: number }>("SELECT paroquia_id FROM users WHERE username = 'tesoureiro'")).rows[0].paroquia_id;
  today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(t.clock.now());
  const person = await freeRegister();
  tither = ok(await post('/api/dizimo/dizimistas', { register_id: person.id, valor_pactuado_centavos: 5000, metodo_preferido: 'pix' }), 201).data;
}, 120_000);
afterAll(() => t?.close());

describe('tithers', () => {
  it('enrols a register with the next card number; the list finds them by name or card number', async () => {
    const { rows } = await t.db.query<{ max: number }>('SELECT max(card_number)::int AS max FROM tithers WHERE paroquia_id = $1 AND id <> $2', [
      saoJose,
      tither.id,
    ]);
    expect(tither.numero_carne).toBe(String(rows[0].max + 1).padStart(6, '0'));
    // Registered today, nothing given yet: 'Em dia', not 'Atrasado'.
    expect(tither).toMatchObject({
      status: 1,
      valor_pactuado_centavos: 5000,
      metodo_preferido: 'pix',
      ultima_competencia: null,
      situacao: 'em_dia',
      desde: today,
    });
    const byName = ok(await get(`/api/dizimo/dizimistas?q=${encodeURIComponent(tither.nome.split(' ')[0].toLowerCase())}&limit=100`));
    expect(byName.data.map((x: Tither) => x.id)).toContain(tither.id);
    const byCard = ok(await get(`/api/dizimo/dizimistas?q=${Number(tither.numero_carne)}`));
    expect(byCard.data.map((x: Tither) => x.id)).toContain(tither.id);
  });

  it("lists by name as the registers do, accents and case folded ('Ângela' among the a's); the list as it opens counts every tither", async () => {
    const person = await freeRegister();
    await t.db.query("UPDATE registers SET name = 'Ângela Abreu Ordem' WHERE id = $1", [person.id]);
    const angela = ok(await post('/api/dizimo/dizimistas', { register_id: person.id }), 201).data as Tither;
    const names = async (query: string) => {
      const all: string[] = [];
      for (let page = 1; ; page++) {
        const res = ok(await get(`/api/dizimo/dizimistas?limit=100&page=${page}${query}`));
        all.push(...(res.data as Tither[]).map((x) => x.nome));
        if (page >= res.meta.last_page) return { all, total: res.meta.total as number };
      }
    };
    const opened = await names('');
    const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    expect(opened.all.map(fold)).toEqual(opened.all.map(fold).toSorted());
    expect(opened.all).toContain(angela.nome);
    expect(opened.total).toBe(opened.all.length);
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tithers WHERE paroquia_id = $1', [saoJose]);
    expect(opened.total).toBe(rows[0].n);
    // Filtered the same way, in the same order.
    const active = await names('&status=1');
    expect(active.all).toEqual(opened.all.filter((name) => active.all.includes(name)));
    // The register renamed (an edit, an import, an anonymisation): the list and its search follow.
    await t.db.query("UPDATE registers SET name = 'Zuleica Abreu Ordem' WHERE id = $1", [person.id]);
    const found = async (q: string) => (ok(await get(`/api/dizimo/dizimistas?q=${q}&limit=100`)).data as Tither[]).map((x) => x.id);
    expect([await found('zuleica%20abreu'), await found('angela%20abreu')]).toEqual([[angela.id], []]);
    expect((await names('')).all.at(-1)).toBe('Zuleica Abreu Ordem');
    // The total as the list opens is kept by triggers (tither_counts): it follows a tither removed.
    await t.db.query('DELETE FROM tithers WHERE id = $1', [angela.id]);
    expect((await names('')).total).toBe(opened.total - 1);
  });

  it('refuses a register twice, one of another parish, and bad fields, with Portuguese messages', async () => {
    expect((await post('/api/dizimo/dizimistas', { register_id: tither.register_id })).json()).toMatchObject({ message: DIZIMO_MSG.alreadyTither });
    const theirs = (await t.db.query<{ id: number }>('SELECT id FROM registers WHERE paroquia_id <> $1 LIMIT 1', [saoJose])).rows[0].id;
    expect(errorsOf(await post('/api/dizimo/dizimistas', { register_id: theirs })).register_id).toEqual([DIZIMO_MSG.registerNotInParish]);
    const bad = errorsOf(
      await post('/api/dizimo/dizimistas', { register_id: (await freeRegister()).id, status: 3, metodo_preferido: 'cheque', valor_pactuado_centavos: 12.5 }),
    );
    expect(bad).toMatchObject({
      status: [DIZIMO_MSG.statusInvalid],
      metodo_preferido: [DIZIMO_MSG.methodInvalid],
      valor_pactuado_centavos: [MONEY_MSG.invalid],
    });
  });

  it("filters 'em dia' and 'atrasado' by the months without a contribution", async () => {
    const late = ok(await get('/api/dizimo/dizimistas?situacao=atrasado&limit=1000')).data as Tither[];
    const upToDate = ok(await get('/api/dizimo/dizimistas?situacao=em_dia&limit=1000')).data as Tither[];
    expect(late.length).toBeGreaterThan(0);
    expect(upToDate.length).toBeGreaterThan(0);
    const lastMonth = new Date(Date.parse(`${today.slice(0, 7)}-01T12:00:00Z`) - 15 * 86_400_000).toISOString().slice(0, 7);
    // Em dia: a contribution this month or last, or joined since then.
    expect(upToDate.every((x) => (x.ultima_competencia ?? x.desde.slice(0, 7)) >= lastMonth || x.desde.slice(0, 7) >= lastMonth)).toBe(true);
    expect(late.every((x) => (x.ultima_competencia === null || x.ultima_competencia < lastMonth) && x.desde.slice(0, 7) < lastMonth)).toBe(true);
    expect(upToDate.map((x) => x.id)).toContain(tither.id);
  });

  it('edits status, pledge and method; 404 for an unknown tither', async () => {
    const res = ok(await put(`/api/dizimo/dizimistas/${tither.id}`, { status: 2, valor_pactuado_centavos: 7500, metodo_preferido: 'dinheiro' }));
    expect(res.data).toMatchObject({ status: 2, valor_pactuado_centavos: 7500, metodo_preferido: 'dinheiro' });
    ok(await put(`/api/dizimo/dizimistas/${tither.id}`, { status: 1, valor_pactuado_centavos: 5000, metodo_preferido: 'pix' }));
    expect((await get('/api/dizimo/dizimistas/99999999')).json()).toEqual({ message: DIZIMO_MSG.titherNotFound });
  });

  it('the CSV lists the filtered tithers and goes into the access log', async () => {
    const before = await logCount('tithe_csv');
    const res = await get('/api/dizimo/dizimistas/export?status=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.split('\r\n')[0]).toBe('\uFEFFCarnê;Nome;Desde;Status;Situação;Última competência;Valor pactuado (R$);Forma preferida');
    expect(res.body).toContain(`${tither.numero_carne};${tither.nome}`);
    expect(await logCount('tithe_csv')).toBe(before + 1);
  });
});

describe('contributions', () => {
  let first: Contribution;

  it('books a contribution with the next receipt number of the year, and the receipt reads back', async () => {
    const body = { dizimista_id: tither.id, valor_centavos: 123456, data: today, competencia: today.slice(0, 7), metodo: 'pix', observacao: 'Dízimo do mês' };
    first = ok(await post('/api/dizimo/contribuicoes', body), 201).data;
    const second = ok(await post('/api/dizimo/contribuicoes', { ...body, valor_centavos: 5000 }), 201).data as Contribution;
    const [year, n] = first.recibo_numero!.split('/');
    expect(year).toBe(today.slice(0, 4));
    expect(second.recibo_numero).toBe(`${year}/${String(Number(n) + 1).padStart(6, '0')}`);
    expect(first).toMatchObject({
      dizimista_id: tither.id,
      dizimista_nome: tither.nome,
      valor_centavos: 123456,
      recebido_por: 'Sebastião Ramos Pinto',
      estornada: false,
    });

    const before = await logCount('tithe_receipt');
    const res = await get(`/api/dizimo/contribuicoes/${first.id}/recibo`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(`RECIBO Nº ${first.recibo_numero}`);
    expect(text).toContain('Paróquia São José');
    expect(text).toContain(tither.nome);
    expect(text).toContain('mil duzentos e trinta e quatro reais e cinquenta e seis centavos');
    expect(text).toMatch(/R\$\s1\.234,56/);
    expect(text).toContain('PIX');
    expect(text).toContain('Sebastião Ramos Pinto');
    expect(await logCount('tithe_receipt')).toBe(before + 1);
  });

  it('refuses bad amounts, dates, months, methods, and another parish’s tither or campaign; nothing is booked', async () => {
    const count = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contributions')).rows[0].n;
    const before = await count();
    const base = { valor_centavos: 1000, data: today, competencia: today.slice(0, 7), metodo: 'dinheiro' };
    expect(errorsOf(await post('/api/dizimo/contribuicoes', { ...base, valor_centavos: 0 })).valor_centavos).toEqual([MONEY_MSG.positive]);
    expect(errorsOf(await post('/api/dizimo/contribuicoes', { ...base, valor_centavos: 100_000_001 })).valor_centavos).toEqual([MONEY_MSG.max]);
    expect(errorsOf(await post('/api/dizimo/contribuicoes', { ...base, valor_centavos: 10.5 })).valor_centavos).toEqual([MONEY_MSG.invalid]);
    expect(errorsOf(await post('/api/dizimo/contribuicoes', { ...base, data: '2026-02-30' })).data).toEqual([DIZIMO_MSG.dateInvalid]);
    expect(errorsOf(await post('/api/dizimo/contribuicoes', { ...base, data: '2099-01-01' })).data).toEqual([DIZIMO_MSG.dateFuture]);
    expect(errorsOf(await post('/api/dizimo/contribuicoes', { ...base, competencia: '11/2026' })).competencia).toEqual([DIZIMO_MSG.competenceInvalid]);
    expect(errorsOf(await post('/api/dizimo/contribuicoes', { ...base, metodo: 'cheque' })).metodo).toEqual([DIZIMO_MSG.methodInvalid]);
    const theirTither = (await t.db.query<{ id: number }>('SELECT id FROM tithers WHERE paroquia_id <> $1 LIMIT 1', [saoJose])).rows[0].id;
    expect(errorsOf(await post('/api/dizimo/contribuicoes', { ...base, dizimista_id: theirTither })).dizimista_id).toEqual([DIZIMO_MSG.titherNotFound]);
    const theirCampaign = (await t.db.query<{ id: number }>('SELECT id FROM campaigns WHERE paroquia_id <> $1 LIMIT 1', [saoJose])).rows[0].id;
    expect(errorsOf(await post('/api/dizimo/contribuicoes', { ...base, campanha_id: theirCampaign })).campanha_id).toEqual([DIZIMO_MSG.campaignNotInParish]);
    expect(await count()).toBe(before);
  });

  it('a reversal is a new opposite entry with its reason, once; the totals add up', async () => {
    const filter = `dizimista_id=${tither.id}`;
    const before = ok(await get(`/api/dizimo/contribuicoes?${filter}`)).totais;
    expect(errorsOf(await post(`/api/dizimo/contribuicoes/${first.id}/estorno`, { motivo: 'x' })).motivo).toEqual([DIZIMO_MSG.reasonRequired]);
    const reversal = ok(await post(`/api/dizimo/contribuicoes/${first.id}/estorno`, { motivo: 'Valor digitado errado' }), 201).data as Contribution;
    expect(reversal).toMatchObject({ valor_centavos: -123456, estorno_de: first.id, motivo: 'Valor digitado errado', recibo_numero: null });
    expect((await post(`/api/dizimo/contribuicoes/${first.id}/estorno`, { motivo: 'De novo' })).json()).toEqual({ message: DIZIMO_MSG.alreadyReversed });
    expect((await post(`/api/dizimo/contribuicoes/${reversal.id}/estorno`, { motivo: 'Estorno do estorno' })).json()).toEqual({
      message: DIZIMO_MSG.reversalOfReversal,
    });
    const after = ok(await get(`/api/dizimo/contribuicoes?${filter}`));
    expect(after.totais).toEqual({ valor_centavos: before.valor_centavos - 123456, quantidade: before.quantidade - 1 });
    expect(after.data.find((c: Contribution) => c.id === first.id).estornada).toBe(true);
    // The original row is as it was: never edited in place.
    const { rows } = await t.db.query<{ amount_cents: number }>('SELECT amount_cents FROM contributions WHERE id = $1', [first.id]);
    expect(rows[0].amount_cents).toBe(123456);
  });

  it('the list as it opens reads the parish’s totals on any page, kept as contributions are booked, reversed, changed and removed', async () => {
    const opened = async () => {
      const res = ok(await get('/api/dizimo/contribuicoes'));
      return { total: res.meta.total, ...res.totais };
    };
    // The same contributions through a filter, summed from the rows.
    const summed = async () => {
      const res = ok(await get(`/api/dizimo/contribuicoes?de=1900-01-01&ate=${today}`));
      return { total: res.meta.total, ...res.totais };
    };
    const before = await opened();
    expect(before).toEqual(await summed());
    // Past the last page no contribution carries them: they are read on their own.
    const past = ok(await get(`/api/dizimo/contribuicoes?limit=100&page=${Math.ceil(before.total / 100) + 1}`));
    expect({ data: past.data, total: past.meta.total, ...past.totais }).toEqual({ data: [], ...before });
    // Another tither's, so the yearly statement below keeps its own.
    const other = ok(
      await post('/api/dizimo/dizimistas', { register_id: (await freeRegister()).id, valor_pactuado_centavos: 1000, metodo_preferido: 'dinheiro' }),
      201,
    ).data as Tither;
    const body = { dizimista_id: other.id, valor_centavos: 777, data: today, competencia: today.slice(0, 7), metodo: 'dinheiro' };
    const booked = ok(await post('/api/dizimo/contribuicoes', body), 201).data as Contribution;
    expect(await opened()).toEqual({ total: before.total + 1, valor_centavos: before.valor_centavos + 777, quantidade: before.quantidade + 1 });
    ok(await post(`/api/dizimo/contribuicoes/${booked.id}/estorno`, { motivo: 'Lançado em dobro' }), 201);
    const reversed = { total: before.total + 2, valor_centavos: before.valor_centavos, quantidade: before.quantidade };
    expect(await opened()).toEqual(reversed);
    // Written, changed and removed in SQL (a correction, an import undone): the totals follow.
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO contributions (paroquia_id, amount_cents, received_on, competence, method, receipt_year, receipt_number)
       VALUES ($1, 300, $2, $3, 'dinheiro', 1999, 999999) RETURNING id`,
      [saoJose, today, `${today.slice(0, 7)}-01`],
    );
    await t.db.query('UPDATE contributions SET amount_cents = 400 WHERE id = $1', [rows[0].id]);
    expect(await opened()).toEqual({ total: reversed.total + 1, valor_centavos: reversed.valor_centavos + 400, quantidade: reversed.quantidade + 1 });
    expect(await opened()).toEqual(await summed());
    await t.db.query('DELETE FROM contributions WHERE id = $1', [rows[0].id]);
    expect(await opened()).toEqual(reversed);
    expect(await opened()).toEqual(await summed());
  });

  it('lists by period and method with the totals of the filter; a tither’s history goes into the access log', async () => {
    const all = ok(await get(`/api/dizimo/contribuicoes?de=${today.slice(0, 7)}-01&ate=${today}&metodo=pix&limit=1000`));
    const sum = (all.data as Contribution[]).reduce((s, c) => s + c.valor_centavos, 0);
    expect(all.totais.valor_centavos).toBe(sum);
    expect((all.data as Contribution[]).every((c) => c.metodo === 'pix' && c.data >= `${today.slice(0, 7)}-01`)).toBe(true);
    expect(errorsOf(await get('/api/dizimo/contribuicoes?de=2026-02-01&ate=2026-01-01')).ate).toEqual([DIZIMO_MSG.periodInvalid]);
    const before = await logCount('tithe_view');
    ok(await get(`/api/dizimo/contribuicoes?dizimista_id=${tither.id}`));
    expect(await logCount('tithe_view')).toBe(before + 1);
  });

  it('the yearly statement lists the year with its net total', async () => {
    const res = await get(`/api/dizimo/dizimistas/${tither.id}/declaracao?ano=${today.slice(0, 4)}`);
    expect(res.statusCode, res.body).toBe(200);
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(`DECLARAÇÃO ANUAL DE CONTRIBUIÇÕES — ${today.slice(0, 4)}`);
    expect(text).toContain(tither.nome);
    expect(text).toContain('(estorno)');
    expect(text).toMatch(/total de R\$\s50,00/);
  });
});

describe('money rights (issue 27)', () => {
  it('a reversed contribution’s receipt says ESTORNADO with the date and reason, for the treasurer and in Meu dízimo; the CPF of the register is printed', async () => {
    const mine = ok(await get('/api/dizimo/meu', 'dizimista')).dizimista as Tither;
    const cpf = cpfFromBase('31415926');
    await t.db.query('UPDATE registers SET cpf = $2 WHERE id = $1', [mine.register_id, cpf]);
    const c = ok(
      await post('/api/dizimo/contribuicoes', { dizimista_id: mine.id, valor_centavos: 4321, data: today, competencia: today.slice(0, 7), metodo: 'dinheiro' }),
      201,
    ).data as Contribution;
    const clean = await receiptText(`/api/dizimo/contribuicoes/${c.id}/recibo`);
    expect(clean).toContain(`Terezinha Alves Moura (CPF ${formatCpf(cpf)}, carnê ${mine.numero_carne})`);
    expect(clean).not.toContain('ESTORNADO');

    ok(await post(`/api/dizimo/contribuicoes/${c.id}/estorno`, { motivo: 'Cédula falsa devolvida' }), 201);
    const day = today.split('-').reverse().join('/');
    const reversed = await receiptText(`/api/dizimo/contribuicoes/${c.id}/recibo`);
    expect(reversed).toContain(`RECIBO Nº ${c.recibo_numero}`);
    expect(reversed).toContain(`ESTORNADO em ${day} — Motivo: Cédula falsa devolvida`);
    expect(reversed).toContain(`CPF ${formatCpf(cpf)}`);

    const shown = (ok(await get('/api/dizimo/meu', 'dizimista')).contribuicoes as Contribution[]).find((x) => x.id === c.id);
    expect(shown).toMatchObject({ estornada: true, estorno_data: today, estorno_motivo: 'Cédula falsa devolvida' });
    expect(await receiptText(`/api/dizimo/meu/recibos/${c.id}`, 'dizimista')).toContain(`ESTORNADO em ${day} — Motivo: Cédula falsa devolvida`);
    const statement = await receiptText(`/api/dizimo/dizimistas/${mine.id}/declaracao?ano=${today.slice(0, 4)}`);
    expect(statement).toContain(`Terezinha Alves Moura, CPF ${formatCpf(cpf)}, dizimista`);
  });

  it('totals above 2^31 centavos: the list, the campaign, the report and the public campaign endpoint sum in 64 bits', async () => {
    const campaign = ok(await post('/api/campanhas', { nome: 'Construção da matriz', inicio: '2020-01-01', publica: true }), 201).data;
    const entry = { valor_centavos: 100_000_000, data: '2020-01-15', competencia: '2020-01', metodo: 'transferencia', campanha_id: campaign.id };
    for (let i = 0; i < 22; i++) ok(await post('/api/dizimo/contribuicoes', entry), 201);
    const total = 2_200_000_000;
    expect(total).toBeGreaterThan(2 ** 31);
    expect(ok(await get(`/api/dizimo/contribuicoes?campanha_id=${campaign.id}`)).totais).toEqual({ valor_centavos: total, quantidade: 22 });
    expect(ok(await get(`/api/campanhas/${campaign.id}`)).data).toMatchObject({ arrecadado_centavos: total, doadores: 22 });
    expect(ok(await get('/api/campanhas')).data.find((k: { id: number }) => k.id === campaign.id).arrecadado_centavos).toBe(total);
    const report = ok(await get('/api/dizimo/relatorios?de=2020-01-01&ate=2020-12-31'));
    expect(report).toMatchObject({
      total_centavos: total,
      por_metodo: [{ metodo: 'transferencia', valor_centavos: total }],
      campanhas: [{ id: campaign.id, valor_centavos: total }],
    });
    expect(ok(await t.app.inject({ method: 'GET', url: `/api/public/paroquias/${saoJose}/campanhas/${campaign.id}` })).arrecadado_centavos).toBe(total);
  });

  it('year 0000 in any date filter answers 422, not 500: dates from 1900 on; a report covers at most 36 months', async () => {
    expect(errorsOf(await get('/api/dizimo/contribuicoes?de=0000-01-01')).de).toEqual([DATE_MSG.tooEarly]);
    expect(errorsOf(await get('/api/dizimo/contribuicoes/export?ate=0000-12-31')).ate).toEqual([DATE_MSG.tooEarly]);
    expect(errorsOf(await get('/api/dizimo/relatorios?de=0000-01-01&ate=2026-01-01')).de).toEqual([DATE_MSG.tooEarly]);
    expect(errorsOf(await get('/api/agenda/intencoes?data=0000-01-01')).data).toEqual([DATE_MSG.tooEarly]);
    expect(errorsOf(await get('/api/agenda/intencoes/lista?data=0000-01-01&celebracao_id=1', 'secretaria')).data).toEqual([DATE_MSG.tooEarly]);
    const base = { valor_centavos: 1000, competencia: '2020-01', metodo: 'dinheiro' };
    expect(errorsOf(await post('/api/dizimo/contribuicoes', { ...base, data: '0000-01-01' })).data).toEqual([DATE_MSG.tooEarly]);
    expect(ok(await get('/api/dizimo/contribuicoes?de=1900-01-01&limit=1')).meta.total).toBeGreaterThan(0);

    expect(errorsOf(await get('/api/dizimo/relatorios?de=0001-01-01&ate=9999-12-31')).ate).toEqual([DATE_MSG.periodTooLong]);
    expect(errorsOf(await get('/api/dizimo/relatorios?de=2020-01-01')).de).toEqual([DATE_MSG.periodTooLong]);
    expect(ok(await get('/api/dizimo/relatorios?de=2024-01-01&ate=2026-12-31')).meses).toHaveLength(36);
    expect(ok(await get('/api/dizimo/relatorios?ate=2025-06-30')).meses.map((m: { mes: string }) => m.mes)).toEqual(
      Array.from({ length: 12 }, (_, i) => `${i < 6 ? 2024 : 2025}-${String(((i + 6) % 12) + 1).padStart(2, '0')}`),
    );
  });

  it('money sent form-encoded, as documented: valor_centavos=100 is R$ 1,00; an empty amount asks for the value', async () => {
    const fields = { valor_centavos: '100', data: today, competencia: today.slice(0, 7), metodo: 'dinheiro' };
    const res = await formEncoded('POST', '/api/dizimo/contribuicoes', fields);
    expect(ok(res, 201).data).toMatchObject({ valor_centavos: 100, metodo: 'dinheiro' });
    expect(errorsOf(await formEncoded('POST', '/api/dizimo/contribuicoes', { ...fields, valor_centavos: '' })).valor_centavos).toEqual([MONEY_MSG.required]);
    expect(errorsOf(await formEncoded('POST', '/api/dizimo/contribuicoes', { ...fields, valor_centavos: '1,00' })).valor_centavos).toEqual([MONEY_MSG.invalid]);
    expect(
      ok(await formEncoded('PUT', `/api/dizimo/dizimistas/${tither.id}`, { status: '1', valor_pactuado_centavos: '6500', metodo_preferido: 'pix' })).data
        .valor_pactuado_centavos,
    ).toBe(6500);
    const campaign = ok(await formEncoded('POST', '/api/campanhas', { nome: 'Festa junina', inicio: today, meta_centavos: '250000', publica: '0' }), 201).data;
    expect(campaign).toMatchObject({ meta_centavos: 250000, publica: false });
  });

  it('a PIX name or city with no letters left for the BR Code is refused, a long one gets an abbreviation; settings saved before never make a PIX page fail', async () => {
    const body = { tipo_chave: 'email', chave: 'dizimo@paroquiasaojose.org.br', beneficiario: 'Paróquia São José', cidade: 'Campinas' };
    expect(errorsOf(await put('/api/dizimo/pix', { ...body, beneficiario: '✝✝✝' })).beneficiario).toEqual([PIX_MSG.beneficiarioNoLetters]);
    expect(errorsOf(await put('/api/dizimo/pix', { ...body, beneficiario: '聖母教会' })).beneficiario).toEqual([PIX_MSG.beneficiarioNoLetters]);
    expect(errorsOf(await put('/api/dizimo/pix', { ...body, cidade: '✝✝✝' })).cidade).toEqual([PIX_MSG.cidadeNoLetters]);
    const long = errorsOf(await put('/api/dizimo/pix', { ...body, beneficiario: 'Paróquia Nossa Senhora do Perpétuo Socorro' })).beneficiario[0];
    expect(long).toBe(PIX_MSG.beneficiarioMax(42, 'Par N Sra P Socorro'));
    expect(long).toContain('Sugestão de abreviação: Par N Sra P Socorro');

    // Settings saved before this check: every PIX answer still works, showing no code.
    await t.db.query("UPDATE parish_pix SET beneficiary = '✝✝✝' WHERE paroquia_id = $1", [saoJose]);
    expect(ok(await get('/api/dizimo/pix')).pix).toBeNull();
    expect(ok(await t.app.inject({ method: 'GET', url: `/api/public/paroquias/${saoJose}/dizimo?valor_centavos=1000` })).pix).toBeNull();
    expect(ok(await get('/api/dizimo/meu', 'dizimista')).pix).toBeNull();
    expect((await get(`/api/dizimo/dizimistas/${tither.id}/carne`)).statusCode).toBe(200);
    ok(await put('/api/dizimo/pix', body));
    expect(ok(await get('/api/dizimo/meu', 'dizimista')).pix.payload).toMatch(/^000201/);
  });

  it("'Novo dizimista' offers only people who are not tithers yet; a tither's years with contributions each have their statement", async () => {
    const free = await freeRegister();
    const offered = ok(await get(`/api/dizimo/candidatos?q=${encodeURIComponent(free.name)}`)).data;
    expect(offered.data.map((p: { id: number }) => p.id)).toContain(free.id);
    const taken = ok(await get(`/api/dizimo/candidatos?q=${encodeURIComponent(tither.nome)}&limit=100`)).data;
    expect(taken.data.map((p: { id: number }) => p.id)).not.toContain(tither.register_id);
    expect((await get('/api/dizimo/candidatos', 'dizimista')).statusCode).toBe(403);

    ok(
      await post('/api/dizimo/contribuicoes', {
        dizimista_id: tither.id,
        valor_centavos: 9100,
        data: '2021-03-10',
        competencia: '2021-03',
        metodo: 'dinheiro',
      }),
      201,
    );
    const { anos } = ok(await get(`/api/dizimo/dizimistas/${tither.id}`));
    expect(anos).toEqual([Number(today.slice(0, 4)), 2021]);
    expect(await receiptText(`/api/dizimo/dizimistas/${tither.id}/declaracao?ano=2021`)).toMatch(/total de R\$\s91,00/);
  });
});

describe('carnê', () => {
  it("twelve slips with the tither's name and card, each with the tither's own PIX QR code", async () => {
    const res = await get(`/api/dizimo/dizimistas/${tither.id}/carne?ano=2027`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
    for (const month of ['Janeiro', 'Junho', 'Dezembro']) expect(text).toContain(`Dízimo — ${month} de 2027`);
    expect(text.split(`Carnê ${tither.numero_carne}`).length - 1).toBe(12);
    expect(text).toContain('PIX do seu carnê');
  });
});

describe('reports, campaigns, PIX', () => {
  it('reports 12 months by default, by method and campaign, with contributing against active tithers', async () => {
    const r = ok(await get('/api/dizimo/relatorios'));
    expect(r.meses).toHaveLength(12);
    expect(r.meses.at(-1).mes).toBe(today.slice(0, 7));
    expect(r.total_centavos).toBe(r.meses.reduce((s: number, m: { valor_centavos: number }) => s + m.valor_centavos, 0));
    expect(r.por_metodo.reduce((s: number, m: { valor_centavos: number }) => s + m.valor_centavos, 0)).toBe(r.total_centavos);
    expect(r.meses.every((m: { contribuintes: number; ativos: number }) => m.contribuintes <= m.ativos + 40)).toBe(true);
    expect(r.meses.at(-2).contribuintes).toBeGreaterThan(100);
  });

  it('creates a campaign; the public endpoint shows only a public one, totals only, with its BR Code', async () => {
    const body = { nome: 'Reforma do telhado', descricao: 'Telhas novas', meta_centavos: 5_000_000, inicio: today, publica: false };
    expect(errorsOf(await post('/api/campanhas', { ...body, fim: '2000-01-01' })).fim).toEqual([DIZIMO_MSG.campaignEndBeforeStart]);
    const campaign = ok(await post('/api/campanhas', body), 201).data;
    ok(
      await post('/api/dizimo/contribuicoes', {
        dizimista_id: tither.id,
        valor_centavos: 20000,
        data: today,
        competencia: today.slice(0, 7),
        metodo: 'dinheiro',
        campanha_id: campaign.id,
      }),
      201,
    );
    ok(
      await post('/api/dizimo/contribuicoes', {
        valor_centavos: 3000,
        data: today,
        competencia: today.slice(0, 7),
        metodo: 'dinheiro',
        campanha_id: campaign.id,
      }),
      201,
    );
    const publicUrl = `/api/public/paroquias/${saoJose}/campanhas/${campaign.id}`;
    expect((await t.app.inject({ method: 'GET', url: publicUrl })).statusCode).toBe(404);
    ok(await put(`/api/campanhas/${campaign.id}`, { ...body, publica: true }));
    const res = await t.app.inject({ method: 'GET', url: `${publicUrl}?valor_centavos=2500` });
    const shown = ok(res);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(shown).toMatchObject({ nome: 'Reforma do telhado', meta_centavos: 5_000_000, arrecadado_centavos: 23000, doadores: 2 });
    expect(JSON.stringify(shown)).not.toContain(tither.nome);
    expect(parsePixPayload(shown.pix.payload)).toMatchObject({ valorCentavos: 2500, txid: `CP${String(campaign.id).padStart(6, '0')}`, crcOk: true });
    expect((await t.app.inject({ method: 'GET', url: `/api/public/paroquias/${saoJose}/campanhas/99999999` })).statusCode).toBe(404);
  });

  it('saves the PIX key validated by its type; the tithe BR Code parses back to it', async () => {
    expect(
      errorsOf(await put('/api/dizimo/pix', { tipo_chave: 'cpf', chave: '111.111.111-11', beneficiario: 'Paróquia São José', cidade: 'Campinas' })).chave,
    ).toEqual([PIX_MSG.key.cpf]);
    const saved = ok(
      await put('/api/dizimo/pix', { tipo_chave: 'email', chave: 'Dizimo@ParoquiaSaoJose.org.br', beneficiario: 'Paróquia São José', cidade: 'Campinas' }),
    );
    expect(saved.data.chave).toBe('dizimo@paroquiasaojose.org.br');
    const pub = ok(await t.app.inject({ method: 'GET', url: `/api/public/paroquias/${saoJose}/dizimo` }));
    expect(pub.paroquia).toBe('Paróquia São José');
    expect(parsePixPayload(pub.pix.payload)).toEqual({ chave: 'dizimo@paroquiasaojose.org.br', valorCentavos: null, txid: null, crcOk: true });
  });
});

describe('Meu dízimo (role 14)', () => {
  it('the member sees their own card, contributions, receipts and their own BR Code; not another’s receipt', async () => {
    const mine = ok(await get('/api/dizimo/meu', 'dizimista'));
    expect(mine.dizimista.nome).toBe('Terezinha Alves Moura');
    expect(mine.contribuicoes.length).toBeGreaterThan(0);
    expect(mine.contribuicoes.every((c: Contribution) => c.dizimista_id === mine.dizimista.id)).toBe(true);
    expect(parsePixPayload(mine.pix.payload).txid).toBe(`DZ${mine.dizimista.numero_carne}`);
    const own = mine.contribuicoes.find((c: Contribution) => c.recibo_numero);
    expect((await get(`/api/dizimo/meu/recibos/${own.id}`, 'dizimista')).headers['content-type']).toBe('application/pdf');
    const { rows } = await t.db.query<{ id: number }>('SELECT id FROM contributions WHERE tither_id <> $1 AND reverses IS NULL LIMIT 1', [mine.dizimista.id]);
    expect((await get(`/api/dizimo/meu/recibos/${rows[0].id}`, 'dizimista')).statusCode).toBe(404);
    // Nothing else of the module.
    expect((await get('/api/dizimo/dizimistas', 'dizimista')).statusCode).toBe(403);
    expect((await get('/api/dizimo/meu', 'acolito')).statusCode).toBe(403);
  });
});

describe('bank statement (OFX)', () => {
  const ofx = (credits: Array<[fitid: string, cents: number, memo: string]>) =>
    [
      'OFXHEADER:100',
      'DATA:OFXSGML',
      'VERSION:102',
      'SECURITY:NONE',
      'ENCODING:USASCII',
      'CHARSET:1252',
      'COMPRESSION:NONE',
      'OLDFILEUID:NONE',
      'NEWFILEUID:NONE',
      '',
      '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>BRL<BANKTRANLIST><DTSTART>20261101<DTEND>20261130',
      ...credits.map(
        ([fitid, cents, memo]) =>
          `<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>${today.replace(/-/g, '')}120000<TRNAMT>${(cents / 100).toFixed(2)}<FITID>${fitid}<MEMO>${memo}</STMTTRN>`,
      ),
      '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261110<TRNAMT>-80.00<FITID>D1<MEMO>TARIFA</STMTTRN>',
      '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
    ].join('\n');
  const upload = (text: string) => {
    const body = multipart([{ name: 'arquivo', filename: 'extrato.ofx', type: 'application/x-ofx', data: Buffer.from(text, 'latin1') }]);
    return t.app.inject({ method: 'POST', url: '/api/dizimo/extrato', headers: { ...body.headers, cookie: cookies.tesoureiro }, payload: body.payload });
  };

  it('books PIX credits whose txid names a card, lists the others, and changes nothing the second time', async () => {
    const file = ofx([
      ['E1', 4200, `PIX RECEBIDO TXID DZ${tither.numero_carne} JOÃO`],
      ['E2', 1500, 'PIX RECEBIDO - SEM IDENTIFICACAO'],
    ]);
    const count = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contributions WHERE paroquia_id = $1', [saoJose])).rows[0].n;
    const before = await count();
    const pendingBefore = ok(await get('/api/dizimo/extrato/pendentes')).data.length;
    expect(ok(await upload(file))).toMatchObject({ importadas: 1, repetidas: 0, pendentes: pendingBefore + 1 });
    expect(await count()).toBe(before + 1);
    const booked = ok(await get(`/api/dizimo/contribuicoes?dizimista_id=${tither.id}&limit=1`)).data[0];
    expect(booked).toMatchObject({ valor_centavos: 4200, metodo: 'pix', data: today });
    expect(ok(await upload(file))).toMatchObject({ importadas: 0, repetidas: 2, pendentes: pendingBefore + 1 });
    expect(await count()).toBe(before + 1);

    const pending = ok(await get('/api/dizimo/extrato/pendentes')).data.find((p: { fitid: string }) => p.fitid === 'E2');
    ok(await post(`/api/dizimo/extrato/pendentes/${pending.id}`, {}), 201);
    expect((await post(`/api/dizimo/extrato/pendentes/${pending.id}`, {})).statusCode).toBe(404);
    expect(ok(await get('/api/dizimo/extrato/pendentes')).data).toHaveLength(pendingBefore);
    expect(await count()).toBe(before + 2);
  });

  it('refuses a file that is not OFX, with the message', async () => {
    expect(errorsOf(await upload('isto não é um extrato')).arquivo).toEqual(['O arquivo não é um extrato OFX válido.']);
  });
});

describe('LGPD', () => {
  it('the export holds the tithe; anonymising keeps the amounts and removes the link to the person', async () => {
    const person = await freeRegister();
    const mine = ok(await post('/api/dizimo/dizimistas', { register_id: person.id }), 201).data as Tither;
    const c = ok(
      await post(
        '/api/dizimo/contribuicoes',
        { dizimista_id: mine.id, valor_centavos: 7777, data: today, competencia: today.slice(0, 7), metodo: 'dinheiro' },
        'admin',
      ),
      201,
    ).data;
    const zip = await get(`/api/registers/${person.id}/export`, 'admin');
    expect(zip.statusCode).toBe(200);
    const data = JSON.parse((await unzip(zip.rawPayload)).get('data.json')!.toString('utf8'));
    expect(data.tithe).toMatchObject({
      numero_carne: Number(mine.numero_carne),
      contribuicoes: [expect.objectContaining({ valor_centavos: 7777, metodo: 'dinheiro' })],
    });
    ok(await post(`/api/registers/${person.id}/anonymise`, { confirm: true, confirmacao: 'ANONIMIZAR' }, 'admin'));
    const after = ok(await get(`/api/dizimo/contribuicoes?limit=1000&de=${today}`)).data.find((x: Contribution) => x.id === c.id);
    expect(after).toMatchObject({ valor_centavos: 7777, dizimista_id: null, dizimista_nome: null, recibo_numero: c.recibo_numero });
    expect((await get(`/api/dizimo/dizimistas/${mine.id}`)).statusCode).toBe(404);
  });
});
