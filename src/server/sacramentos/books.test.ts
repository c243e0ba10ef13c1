import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import { SACRAMENTOS_MSG, SacramentoListQuery, type SacramentoDetail } from '../../shared/schemas/sacramentos';
import { apiCalls } from '../test/api-calls';
import { createTestApp, type TestApp } from '../test/app';
import { signIn } from '../test/http';
import { pdfPageCount, pdfText } from '../test/pdf-text';
import { runWithScope } from '../db/scope';
import { listRecords } from './repository';

let t: TestApp;
const cookies: Record<string, string> = {};
const { get, post, ok, errorsOf, logCount } = apiCalls(() => t, cookies, 'secretaria');

/** A paper book being digitised: livro 77, with entries on folhas 1 and 2. */
const LIVRO = 77;
const baptism = (nome: string, folha: number, termo: number, extra: Record<string, unknown> = {}) => ({
  nome,
  data: '1998-04-05',
  nascimento: '1998-01-10',
  pai: `Pai de ${nome}`,
  mae: `Mãe de ${nome}`,
  padrinho: 'Padrinho Tavares',
  madrinha: 'Madrinha Quitéria',
  celebrante: 'Pe. Ambrósio',
  local: 'Capela Santa Rita',
  livro: LIVRO,
  folha,
  termo,
  ...extra,
});
const text = async (res: { statusCode: number; body: string; rawPayload: Buffer; headers: Record<string, unknown> }) => {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
};
const pdfUrl = (folha?: number, kind = 'batismo', livro = LIVRO) => `/api/sacramentos/${kind}/livros/${livro}/pdf${folha ? `?folha=${folha}` : ''}`;

const records: SacramentoDetail[] = [];
beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['admin', 'secretaria', 'acolito', 'outra']) cookies[user] = await signIn(t.app, user);
  cookies.gestor = await signIn(t.app, 'gestora'); // role 2: reads the books, writes nothing
  for (const [nome, folha, termo] of [
    ['Benedita Arruda', 1, 1],
    ['Cosme Villaça', 1, 2],
    ['Damião Villaça', 2, 3],
    ['Eulália Prado', 2, 4],
  ] as const)
    records.push(ok(await post('/api/sacramentos/batismo', baptism(nome, folha, termo)), 201).data);
  ok(await post(`/api/sacramentos/batismo/${records[1].id}/anotacoes`, { texto: 'Nome do pai retificado por sentença.' }), 201);
  ok(await post(`/api/sacramentos/batismo/${records[2].id}/anular`, { motivo: 'Lançado em duplicidade' }));
}, 120_000);
afterAll(() => t?.close());

describe('GET /api/sacramentos/{tipo}/livros/{livro}/pdf', () => {
  it('prints the whole book: opening term, each page with its entries and notes, closing term; logged', async () => {
    const before = await logCount('sacrament_book');
    const res = await get(pdfUrl(), 'admin');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="livro-batismo-${LIVRO}.pdf"`);
    expect(res.headers['cache-control']).toBe('no-store');
    const all = await text(res);
    // Opening term, two pages of entries, closing term.
    expect(await pdfPageCount(res.rawPayload)).toBe(4);
    const parish = (await t.db.query<{ name: string }>("SELECT p.name FROM paroquias p JOIN users u ON u.paroquia_id = p.id WHERE u.username = 'admin'"))
      .rows[0].name;
    for (const part of [
      'TERMO DE ABERTURA',
      `Este livro, de número ${LIVRO}, destina-se ao registro de batismos da ${parish}`,
      'Contém 2 folhas numeradas de 1 a 2',
      `Livro de Batismos nº ${LIVRO}`,
      'Folha 1',
      'Folha 2',
      'Termo nº 1',
      'Benedita Arruda',
      'Pai de Benedita Arruda',
      'Mãe de Eulália Prado',
      'Padrinho Tavares',
      'Madrinha Quitéria',
      'Pe. Ambrósio',
      'Capela Santa Rita',
      '10/01/1998',
      '05/04/1998',
      'Nome do pai retificado por sentença.',
      'Termo nº 3 (ANULADO)',
      'Motivo: Lançado em duplicidade',
      'TERMO DE ENCERRAMENTO',
      'e 4 termos, do termo nº 1 ao termo nº 4, dos quais 1 anulado(s)',
    ])
      expect(all, part).toContain(part);
    // The entries in the book's order.
    expect(all.indexOf('Benedita Arruda')).toBeLessThan(all.indexOf('Cosme Villaça'));
    expect(all.indexOf('Folha 1')).toBeLessThan(all.indexOf('Damião Villaça'));
    expect(all.indexOf('Damião Villaça')).toBeLessThan(all.indexOf('TERMO DE ENCERRAMENTO'));
    // One entry per register named (none here: names only), as views are logged.
    expect(await logCount('sacrament_book')).toBe(before + 1);
    const entry = (await t.db.query("SELECT register_id, details FROM register_access_log WHERE action = 'sacrament_book' ORDER BY id DESC LIMIT 1")).rows[0];
    expect(entry).toEqual({ register_id: null, details: { sacramento: 'batismo', livro: LIVRO, registros: 4 } });
  });

  it('prints one page; reprinted after a new note, the same page with the note added', async () => {
    const first = await text(await get(pdfUrl(2)));
    expect(first).toContain('Folha 2');
    expect(first).toContain('Damião Villaça');
    expect(first).not.toContain('Benedita Arruda');
    expect(first).not.toContain('TERMO DE ABERTURA');
    const note = 'Casou-se na Catedral em 12/05/2020 (nota de teste).';
    ok(await post(`/api/sacramentos/batismo/${records[3].id}/anotacoes`, { texto: note }), 201);
    const again = await text(await get(pdfUrl(2)));
    expect(again).toContain(note);
    expect(first).not.toContain(note);
    // Nothing else moved: the page without the new note is the page as printed before.
    const [day] = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(t.clock.now()).split(' ');
    expect(again.replace(`${day}: ${note} `, '')).toBe(first);
  });

  it('an entry naming a register is logged under that register', async () => {
    const person = (
      await t.db.query<{ id: number; born: string }>(
        `SELECT r.id, to_char(r.born_date, 'YYYY-MM-DD') AS born FROM registers r JOIN users u ON u.paroquia_id = r.paroquia_id
        WHERE u.username = 'admin' AND r.born_date IS NOT NULL AND r.born_date < '1990-01-01' ORDER BY r.id DESC LIMIT 1`,
      )
    ).rows[0];
    ok(await post('/api/sacramentos/obito', { register_id: person.id, data: '2020-02-02', data_obito: '2020-02-01', livro: 88, folha: 5, termo: 17 }), 201);
    const all = await text(await get(pdfUrl(5, 'obito', 88)));
    expect(all).toContain('01/02/2020');
    const logged = (await t.db.query("SELECT register_id FROM register_access_log WHERE action = 'sacrament_book' ORDER BY id DESC LIMIT 1")).rows[0];
    expect(logged).toEqual({ register_id: person.id });
  });

  it('404 with its message for a book or page without records, or of another parish; 422 for a bad page', async () => {
    expect(ok(await get(pdfUrl(undefined, 'batismo', 76)), 404).message).toBe(SACRAMENTOS_MSG.bookNotFound);
    expect(ok(await get(pdfUrl(undefined, 'crisma')), 404).message).toBe(SACRAMENTOS_MSG.bookNotFound);
    expect(ok(await get(pdfUrl(9)), 404).message).toBe(SACRAMENTOS_MSG.pageNotFound);
    expect(ok(await get(pdfUrl(), 'outra'), 404).message).toBe(SACRAMENTOS_MSG.bookNotFound);
    expect(ok(await get('/api/sacramentos/batismo/livros/abc/pdf'), 404).message).toBe(SACRAMENTOS_MSG.bookNotFound);
    expect(errorsOf(await get(`${pdfUrl()}?folha=0`))).toEqual({ folha: [SACRAMENTOS_MSG.numberInvalid] });
    expect(errorsOf(await get(`${pdfUrl()}?folha=x`))).toEqual({ folha: [SACRAMENTOS_MSG.numberInvalid] });
  });

  it('is printed by those who write the books (1, 111) only', async () => {
    for (const user of ['gestor', 'acolito']) {
      const res = await get(pdfUrl(), user);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MSG.forbidden);
    }
    expect((await get(pdfUrl(), 'nobody')).statusCode).toBe(401);
  });
});

describe('a name search over a large archive', () => {
  it('counts up to 1,000 matches (then total_exato false), and pages in the list order either way', async () => {
    const paroquia = (await t.db.query<{ paroquia_id: number }>("SELECT paroquia_id FROM users WHERE username = 'admin'")).rows[0].paroquia_id;
    // 1,010 baptisms of 'Zacarias Quirino' in livro 66, ten a day from 1960 on; 10 of them also 'Filho'.
    await t.db.query(
      `INSERT INTO sacramental_records (paroquia_id, kind, livro, folha, termo, nome, data, fields, created_by_name)
       SELECT $1, 'batismo', 66, (i - 1) / 4 + 1, i, 'Zacarias Quirino' || CASE WHEN i <= 10 THEN ' Filho' ELSE '' END, date '1960-01-01' + i / 10, '{}', 'Teste'
         FROM generate_series(1, 1010) AS i`,
      [paroquia],
    );
    const many = ok(await get('/api/sacramentos/batismo?q=zacarias%20quirino&limit=20&page=2'));
    expect(many.meta).toEqual({ total: 1000, page: 2, last_page: 50, limit: 20, total_exato: false });
    const newest = (
      await t.db.query<{ termo: number }>('SELECT termo FROM sacramental_records WHERE livro = 66 ORDER BY data DESC, id DESC OFFSET 20 LIMIT 20')
    ).rows.map((r) => r.termo);
    expect((many.data as Array<{ termo: number }>).map((r) => r.termo)).toEqual(newest);
    const few = ok(await get('/api/sacramentos/batismo?q=QUIRINO%20filho&limit=4&page=2'));
    expect(few.meta).toEqual({ total: 10, page: 2, last_page: 3, limit: 4, total_exato: true });
    // Cut from the matches, in the list order all the same.
    const ordered = (
      await t.db.query<{ termo: number }>("SELECT termo FROM sacramental_records WHERE livro = 66 AND nome LIKE '%Filho' ORDER BY data DESC, id DESC")
    ).rows.map((r) => r.termo);
    expect((few.data as Array<{ termo: number }>).map((r) => r.termo)).toEqual(ordered.slice(4, 8));
    expect(ok(await get('/api/sacramentos/batismo?livro=66&limit=1')).meta).toMatchObject({ total: 1010, total_exato: true });
    // Over HTTP the demo's book is small: read through its own entries. Through the trigram index, the same pages.
    const query = (text: string, page: number, limit: number) => SacramentoListQuery.parse({ q: text, page: String(page), limit: String(limit) });
    const trigrams = await listRecords(t.db, paroquia, 'batismo', query('zacarias quirino', 2, 20), 0);
    expect([trigrams.total, trigrams.exact, trigrams.rows.map((r) => r.termo)]).toEqual([1000, false, newest]);
    const fewTrigrams = await listRecords(t.db, paroquia, 'batismo', query('QUIRINO filho', 2, 4), 0);
    expect([fewTrigrams.total, fewTrigrams.exact, fewTrigrams.rows.map((r) => r.termo)]).toEqual([10, true, ordered.slice(4, 8)]);

    // As a request runs it, under the parish's row-level security: the trigram index is read past the policies (LIKE
    // runs only after them), by the statement's own parish; the same pages, and another parish's newer Quirinos left out.
    const other = (await t.db.query<{ id: number }>('SELECT min(id)::int AS id FROM paroquias WHERE id <> $1', [paroquia])).rows[0].id;
    await t.db.query(
      `INSERT INTO sacramental_records (paroquia_id, kind, livro, folha, termo, nome, data, fields, created_by_name)
       SELECT $1, 'batismo', 66, 1, i, 'Zacarias Quirino Filho', date '2001-01-01' + i, '{}', 'Teste' FROM generate_series(1, 3) AS i`,
      [other],
    );
    const scoped = <T>(read: () => Promise<T>) =>
      new Promise<T>((resolve, reject) => void runWithScope({ paroquiaId: paroquia, curia: false }, () => void read().then(resolve, reject)));
    const scopedMany = await scoped(() => listRecords(t.db, paroquia, 'batismo', query('zacarias quirino', 2, 20), 0));
    expect([scopedMany.total, scopedMany.exact, scopedMany.rows.map((r) => r.termo)]).toEqual([1000, false, newest]);
    const scopedFew = await scoped(() => listRecords(t.db, paroquia, 'batismo', query('QUIRINO filho', 1, 20), 0));
    expect([scopedFew.total, scopedFew.rows.map((r) => r.termo)]).toEqual([10, ordered]);
  });
});
