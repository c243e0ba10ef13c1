/**
 * Certificates a chancery accepts: the fields canon law asks of the entry before one is issued, the
 * pároco's (or a vigário's) signature, six months' validity for a marriage, both forms ('em breve
 * relato', 'de inteiro teor'), dated marginal notes, and a public verification that tells a corrected
 * record, prints where the record is, takes the code as typed, answers any site, and is printed with
 * the configured PUBLIC_URL. PDFs are read back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParishProfile } from '../../shared/schemas/parish';
import {
  CERTIFICATE_FIELD_MISSING,
  SACRAMENTOS_MSG,
  certificateMissingText,
  missingForCertificate,
  type SacramentoDetail,
} from '../../shared/schemas/sacramentos';
import { shortDate } from '../documents/words';
import { apiCalls } from '../test/api-calls';
import { createTestApp, type TestApp } from '../test/app';
import { signIn } from '../test/http';
import { pdfText } from '../test/pdf-text';
import { sixMonthsAfter } from './certificate';

let t: TestApp;
const cookies: Record<string, string> = {};
const { get, post, put, ok, errorsOf } = apiCalls(() => t, cookies, 'secretaria');
let today: string;
let clergy: { paroco_nome: string; paroco_titulo: string; vigario: string; vigario_titulo: string };
let secretaryName: string;

type Json = Record<string, unknown>;
/** A baptism with everything c. 877 asks for. */
const complete = (extra: Json = {}) => ({
  nome: 'Inês Chancelaria',
  data: '2012-06-10',
  nascimento: '2012-03-01',
  local_nascimento: 'Valinhos/SP',
  pai: 'Otávio Chancelaria',
  mae: 'Rute Chancelaria',
  padrinho: 'Gervásio Padrinho',
  madrinha: 'Clotilde Madrinha',
  celebrante: 'Pe. Bento Celebrante',
  local: 'Capela Santa Luzia',
  ...extra,
});
const text = async (res: { statusCode: number; body: string; rawPayload: Buffer }) => {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
};
const certify = (id: number, body: Json = {}) => post(`/api/sacramentos/batismo/${id}/certidao`, body);
const verify = (code: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/public/certidoes/${encodeURIComponent(code)}`, headers });

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['secretaria', 'gestora', 'outra']) cookies[user] = await signIn(t.app, user);
  today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(t.clock.now());
  const { rows } = await t.db.query<typeof clergy & { secretary: string }>(
    `SELECT p.paroco_nome, p.paroco_titulo, p.vigarios -> 0 ->> 'nome' AS vigario, p.vigarios -> 0 ->> 'titulo' AS vigario_titulo, u.name AS secretary
       FROM paroquias p JOIN users u ON u.paroquia_id = p.id WHERE u.username = 'secretaria'`,
  );
  ({ secretary: secretaryName, ...clergy } = rows[0]);
}, 120_000);
afterAll(() => t?.close());

describe('the fields canon law asks of the entry', () => {
  it('refuses a baptism with only a name and a date, listing what is missing; completed, it is issued', async () => {
    const bare = ok(await post('/api/sacramentos/batismo', { nome: 'Só Nome e Data', data: '2015-05-05' }), 201).data as SacramentoDetail;
    const res = await certify(bare.id, { finalidade: 'para fins de casamento' });
    expect(res.statusCode).toBe(422);
    const missing = ['Data de nascimento', 'Local de nascimento', 'Pai ou mãe', 'Padrinho ou madrinha', 'Celebrante', 'Igreja ou comunidade'];
    expect(res.json()).toEqual({
      message: `Complete o registro antes de emitir a certidão. Falta: ${missing.join(', ')}.`,
      errors: Object.fromEntries(['nascimento', 'local_nascimento', 'pai', 'padrinho', 'celebrante', 'local'].map((f) => [f, [CERTIFICATE_FIELD_MISSING]])),
    });
    // Nothing was issued.
    expect((ok(await get(`/api/sacramentos/batismo/${bare.id}`)).data as SacramentoDetail).certidoes).toEqual([]);
    // Only the mother and only the madrinha satisfy 'Pai ou mãe' and 'Padrinho ou madrinha' (c. 877 §2, c. 873).
    const partial = complete({ pai: '', padrinho: '', nome: 'Só Nome e Data', data: '2015-05-05', nascimento: '2015-01-01' });
    ok(await put(`/api/sacramentos/batismo/${bare.id}`, partial));
    const issued = await certify(bare.id);
    expect(issued.statusCode, issued.body.slice(0, 300)).toBe(200);
    expect(issued.headers['content-type']).toBe('application/pdf');
  });

  it('asks the other kinds for their own: the confirmation its parents (c. 895), the marriage its witnesses and each spouse baptism (c. 1122)', () => {
    const crisma = { tipo: 'crisma' as const, nome: 'X', data: '2020-01-01', celebrante: 'Dom', local: 'Matriz', padrinho: 'P', pai: null, mae: null };
    expect(missingForCertificate(crisma).map((m) => m.rotulo)).toEqual(['Pai ou mãe']);
    const spouse = { nome: 'A', pai: 'P', mae: null, paroquia_batismo: 'Paróquia X', data_batismo: '1990-01-01' };
    const marriage = {
      tipo: 'matrimonio' as const,
      celebrante: 'Pe.',
      local: 'Matriz',
      testemunha1: 'T1',
      testemunha2: null,
      conjuge1: spouse,
      conjuge2: { ...spouse, paroquia_batismo: null },
    };
    expect(certificateMissingText(missingForCertificate(marriage))).toBe(
      'Complete o registro antes de emitir a certidão. Falta: Paróquia do batismo do 2º cônjuge, 2ª testemunha.',
    );
    expect(missingForCertificate({ tipo: 'obito', data_obito: '2020-01-01', celebrante: 'Pe.', local: 'Matriz' })).toEqual([]);
  });
});

describe('the fields the canons add', () => {
  it("keeps a confirmation's parents, a baptism's witnesses and each spouse's baptism, and prints them in the book", async () => {
    const crisma = ok(
      await post('/api/sacramentos/crisma', { nome: 'Crismado Com Pais', data: '2019-05-05', pai: 'Pai do Crismado', mae: 'Mãe do Crismado' }),
      201,
    ).data;
    expect(crisma).toMatchObject({ pai: 'Pai do Crismado', mae: 'Mãe do Crismado' });
    // Witnesses as a list (JSON) or one a line (a form's text area); blank lines dropped.
    const baptism = ok(
      await post('/api/sacramentos/batismo', complete({ nome: 'Com Testemunhas', testemunhas: 'Damiana Testemunha\n\n Eusébio Testemunha ' })),
      201,
    ).data;
    expect(baptism.testemunhas).toEqual(['Damiana Testemunha', 'Eusébio Testemunha']);
    expect(errorsOf(await post('/api/sacramentos/batismo', complete({ testemunhas: Array.from({ length: 11 }, (_, i) => `T${i}`) })))).toEqual({
      testemunhas: [SACRAMENTOS_MSG.witnessesTooMany],
    });

    const spouse = (nome: string, x: Json = {}) => ({
      nome,
      pai: `Pai de ${nome}`,
      paroquia_batismo: 'Paróquia Santa Cruz, Valinhos/SP',
      data_batismo: '1990-04-01',
      ...x,
    });
    const marriage = (x: Json = {}) => ({
      conjuge1: spouse('Noivo Canônico'),
      conjuge2: spouse('Noiva Canônica', { data_batismo: '1992-08-15' }),
      data: '2018-09-09',
      ...x,
    });
    const m = ok(await post('/api/sacramentos/matrimonio', marriage({ livro: 404, folha: 1, termo: 1 })), 201).data;
    expect(m.conjuge2).toMatchObject({ paroquia_batismo: 'Paróquia Santa Cruz, Valinhos/SP', data_batismo: '1992-08-15' });
    expect(errorsOf(await post('/api/sacramentos/matrimonio', marriage({ conjuge1: spouse('Noivo', { data_batismo: '2019-01-01' }) })))).toEqual({
      'conjuge1.data_batismo': [SACRAMENTOS_MSG.baptismAfterMarriage],
    });
    expect(errorsOf(await post('/api/sacramentos/matrimonio', marriage({ conjuge2: spouse('Noiva', { data_batismo: '2099-01-01' }) })))).toEqual({
      'conjuge2.data_batismo': [SACRAMENTOS_MSG.dateFuture],
    });

    const book = await text(await get('/api/sacramentos/matrimonio/livros/404/pdf'));
    expect(book).toContain('Paróquia do batismo: Paróquia Santa Cruz, Valinhos/SP');
    expect(book).toContain('Data do batismo: 15/08/1992');
    const page = await text(await get(`/api/sacramentos/batismo/livros/${baptism.livro}/pdf?folha=${baptism.folha}`));
    expect(page).toContain('Testemunhas: Damiana Testemunha, Eusébio Testemunha');
  });
});

describe('signature, validity and the two forms', () => {
  let record: SacramentoDetail;
  beforeAll(async () => {
    record = ok(await post('/api/sacramentos/batismo', complete({ testemunhas: ['Abigail Testemunha', 'Baltazar Testemunha'] })), 201).data;
    expect(record.testemunhas).toEqual(['Abigail Testemunha', 'Baltazar Testemunha']);
    ok(await post(`/api/sacramentos/batismo/${record.id}/anotacoes`, { texto: 'Confirmado o nome do padrinho pelos pais.', data: '2013-02-14' }), 201);
  });

  it("is signed by the pároco, not the signed-in user, with room for the seal; 'para fins de casamento' is valid six months", async () => {
    const res = await certify(record.id, { finalidade: 'para fins de casamento' });
    const pdf = await text(res);
    // The signature line: the pároco's name, then his title.
    expect(pdf).toContain(`${clergy.paroco_nome} ${clergy.paroco_titulo}`);
    expect(pdf).toContain('Selo da paróquia');
    expect(pdf).toContain(`Finalidade: para fins de casamento. Válida por seis meses a partir da emissão, até ${shortDate(sixMonthsAfter(today))}.`);
    // The secretary who issued it is named only as such.
    expect(pdf).toContain(`Emitida por ${secretaryName}`);
    expect(pdf).not.toContain(`${secretaryName} ${clergy.paroco_titulo}`);
    expect(pdf).toContain('em breve relato');
    const code = String(res.headers['x-certidao-codigo']);
    const kept = (await t.db.query('SELECT forma, assinante_nome, assinante_titulo FROM sacramental_certificates WHERE code = $1', [code])).rows[0];
    expect(kept).toEqual({ forma: 'breve_relato', assinante_nome: clergy.paroco_nome, assinante_titulo: clergy.paroco_titulo });
  });

  it('six months from issue: the same day six months on, or that month’s last day when it has no such day', () => {
    for (const [issued, until] of [
      ['2026-11-27', '2027-05-27'],
      ['2026-06-30', '2026-12-30'],
      ['2026-08-31', '2027-02-28'],
      ['2027-08-31', '2028-02-29'],
      ['2026-12-31', '2027-06-30'],
    ])
      expect(sixMonthsAfter(issued), issued).toBe(until);
  });

  it('lists who may sign, signs with the vigário chosen, and refuses a signer the parish does not have', async () => {
    const signers = ok(await get('/api/sacramentos/assinantes')).data;
    expect(signers).toEqual([
      { chave: 'paroco', nome: clergy.paroco_nome, titulo: clergy.paroco_titulo },
      { chave: 'vigario-1', nome: clergy.vigario, titulo: clergy.vigario_titulo },
    ]);
    expect((await get('/api/sacramentos/assinantes', 'gestora')).statusCode).toBe(403);
    const pdf = await text(await certify(record.id, { assinante: 'vigario-1' }));
    expect(pdf).toContain(`${clergy.vigario} ${clergy.vigario_titulo}`);
    expect(pdf).not.toContain(clergy.paroco_nome);
    // Without 'para fins de casamento', no validity line.
    expect(pdf).not.toContain('Válida por seis meses');
    expect(errorsOf(await certify(record.id, { assinante: 'vigario-7' }))).toEqual({ assinante: [SACRAMENTOS_MSG.signerUnknown] });
    expect(errorsOf(await certify(record.id, { forma: 'resumida' }))).toEqual({ forma: [SACRAMENTOS_MSG.formInvalid] });
  });

  it('a parish with neither pároco nor vigário issues none, never signed by whoever is signed in; once it names one, that one signs', async () => {
    // The parish's profile, as its form sends it back: no pároco, no vigários.
    const { id: _id, logo: _logo, ...profile } = ok(await get('/api/paroquia', 'outra')) as ParishProfile;
    ok(await put('/api/paroquia', { ...profile, paroco: null, vigarios: [] }, 'outra'));
    expect(ok(await get('/api/sacramentos/assinantes', 'outra')).data).toEqual([]);
    const entry = ok(await post('/api/sacramentos/batismo', complete({ nome: 'Sem Quem Assine' }), 'outra'), 201).data as SacramentoDetail;
    const refused = await post(`/api/sacramentos/batismo/${entry.id}/certidao`, {}, 'outra');
    expect(errorsOf(refused)).toEqual({ assinante: [SACRAMENTOS_MSG.noSigner] });
    expect((ok(await get(`/api/sacramentos/batismo/${entry.id}`, 'outra')).data as SacramentoDetail).certidoes).toEqual([]);

    ok(await put('/api/paroquia', { ...profile, paroco: { nome: 'Pe. Novo Pároco', titulo: 'Administrador paroquial' }, vigarios: [] }, 'outra'));
    const pdf = await text(await post(`/api/sacramentos/batismo/${entry.id}/certidao`, {}, 'outra'));
    expect(pdf).toContain('Pe. Novo Pároco Administrador paroquial');
    // The administrator who issued it is named once, as such.
    expect(pdf.split('Francisca Lopes Cardoso')).toHaveLength(2);
    expect(pdf).toContain('Emitida por Francisca Lopes Cardoso');
  });

  it('de inteiro teor: every field (those the entry lacks said so) and every marginal note with its date and author', async () => {
    const res = await certify(record.id, { forma: 'inteiro_teor' });
    const pdf = await text(res);
    for (const part of [
      'CERTIDÃO DE BATISMO de inteiro teor',
      'dele consta, em inteiro teor',
      'Testemunhas Abigail Testemunha, Baltazar Testemunha',
      'Local de nascimento Valinhos/SP',
      `Lançado por ${secretaryName}`,
      '14/02/2013: Confirmado o nome do padrinho pelos pais.',
      `anotada por ${secretaryName}`,
      'Nada mais consta do referido assento',
    ])
      expect(pdf, part).toContain(part);
    const bare = ok(
      await post('/api/sacramentos/crisma', { nome: 'Crisma Inteiro Teor', data: '2016-05-05', pai: 'Pai', celebrante: 'Dom', local: 'Matriz', padrinho: 'P' }),
      201,
    ).data;
    const crisma = await text(await post(`/api/sacramentos/crisma/${bare.id}/certidao`, { forma: 'inteiro_teor' }));
    expect(crisma).toContain('Mãe Não consta');
    const code = String(res.headers['x-certidao-codigo']);
    expect((ok(await get(`/api/sacramentos/batismo/${record.id}`)).data as SacramentoDetail).certidoes.find((c) => c.codigo === code)).toMatchObject({
      forma: 'inteiro_teor',
      assinada_por: `${clergy.paroco_nome}, ${clergy.paroco_titulo}`,
    });
  });
});

describe("a marginal note's date", () => {
  it('is never in the future nor before the sacrament; given, it is printed as the note date', async () => {
    const record = ok(await post('/api/sacramentos/batismo', complete({ nome: 'Nota Datada' })), 201).data as SacramentoDetail;
    const note = (body: Json) => post(`/api/sacramentos/batismo/${record.id}/anotacoes`, body);
    expect(errorsOf(await note({ texto: 'Contraiu matrimônio.', data: '2040-06-20' }))).toEqual({ data: [SACRAMENTOS_MSG.noteDateFuture] });
    expect(errorsOf(await note({ texto: 'Contraiu matrimônio.', data: '2012-06-09' }))).toEqual({ data: [SACRAMENTOS_MSG.noteBeforeSacrament] });
    const before = (ok(await get(`/api/sacramentos/batismo/${record.id}`)).data as SacramentoDetail).anotacoes.length;
    expect(before).toBe(record.anotacoes.length);
    const added = ok(await note({ texto: 'Averbação transcrita do livro de papel.', data: '2012-06-10' }), 201).data as SacramentoDetail;
    expect(added.anotacoes.at(-1)).toMatchObject({ texto: 'Averbação transcrita do livro de papel.', data: '2012-06-10' });
    // Without a date, it is dated today (the parish's).
    expect((ok(await note({ texto: 'Sem data informada.' }), 201).data as SacramentoDetail).anotacoes.at(-1)).toMatchObject({ data: today });
    expect(await text(await certify(record.id))).toContain('10/06/2012: Averbação transcrita do livro de papel.');
  });
});

describe('the public verification', () => {
  it('says when the record was corrected after the certificate, with the date, book, page and entry it printed', async () => {
    const record = ok(await post('/api/sacramentos/batismo', complete({ nome: 'Retificada Depois', livro: 31, folha: 7, termo: 25 })), 201)
      .data as SacramentoDetail;
    const code = String((await certify(record.id)).headers['x-certidao-codigo']);
    expect(ok(await verify(code))).toMatchObject({ retificado: false, anulado: false, data: '2012-06-10', livro: 31, folha: 7, termo: 25 });
    // Corrected: another date, moved to another entry.
    ok(await put(`/api/sacramentos/batismo/${record.id}`, complete({ nome: 'Retificada Depois', data: '2012-06-17', livro: 31, folha: 7, termo: 26 })));
    expect(ok(await verify(code))).toMatchObject({ retificado: true, anulado: false, data: '2012-06-10', livro: 31, folha: 7, termo: 25 });
    // A certificate issued after the correction prints (and verifies) the corrected entry.
    const fresh = String((await certify(record.id)).headers['x-certidao-codigo']);
    expect(ok(await verify(fresh))).toMatchObject({ retificado: false, data: '2012-06-17', termo: 26 });
  });

  it('a register unlinked at the person request (LGPD) is not a correction: nothing printed changed', async () => {
    const person = (
      await t.db.query<{ id: number; born: string }>(
        `SELECT r.id, to_char(r.born_date, 'YYYY-MM-DD') AS born FROM registers r JOIN users u ON u.paroquia_id = r.paroquia_id
        WHERE u.username = 'secretaria' AND r.born_date < '2000-01-01' AND r.anonymised_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM sacramental_records s WHERE s.register_id = r.id OR s.register_id2 = r.id) ORDER BY r.id DESC LIMIT 1`,
      )
    ).rows[0];
    const record = ok(
      await post('/api/sacramentos/batismo', complete({ nome: undefined, register_id: person.id, data: person.born, nascimento: person.born })),
      201,
    ).data as SacramentoDetail;
    const code = String((await certify(record.id)).headers['x-certidao-codigo']);
    cookies.admin = await signIn(t.app, 'admin');
    ok(await post(`/api/registers/${person.id}/anonymise`, { confirm: true, confirmacao: 'ANONIMIZAR' }, 'admin'));
    expect(ok(await verify(code))).toMatchObject({ retificado: false });
  });

  it('finds the code typed without dashes, in lower case or with spaces', async () => {
    const record = ok(await post('/api/sacramentos/batismo', complete({ nome: 'Código Digitado' })), 201).data as SacramentoDetail;
    const code = String((await certify(record.id)).headers['x-certidao-codigo']);
    for (const typed of [code.replaceAll('-', ''), code.replaceAll('-', '').toLowerCase(), code.replaceAll('-', ' '), ` ${code.toLowerCase()} `])
      expect(ok(await verify(typed)), typed).toMatchObject({ codigo: code, nome: 'Código Digitado' });
    expect(ok(await verify('ABCD'), 404).message).toBe(SACRAMENTOS_MSG.certificateNotFound);
  });

  it('answers any site (CORS *, never credentials), found or not', async () => {
    const record = ok(await post('/api/sacramentos/batismo', complete({ nome: 'Verificada de Fora' })), 201).data as SacramentoDetail;
    const code = String((await certify(record.id)).headers['x-certidao-codigo']);
    for (const [c, status] of [
      [code, 200],
      ['AAAA-BBBB-CCCC-DDDD', 404],
    ] as const) {
      const res = await verify(c, { origin: 'https://site-da-paroquia.example' });
      expect(res.statusCode).toBe(status);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });
});

describe('PUBLIC_URL', () => {
  let other: TestApp;
  beforeAll(async () => {
    other = await createTestApp({ publicUrl: 'https://portal.paroquiasaojose.example' });
  }, 120_000);
  afterAll(() => other?.close());

  it('is the verification address printed on the certificate, whatever Host the request names', async () => {
    const cookie = await signIn(other.app, 'secretaria');
    const headers = { cookie, host: 'atacante.example' };
    const created = await other.app.inject({ method: 'POST', url: '/api/sacramentos/batismo', headers, payload: complete({ nome: 'Endereço Público' }) });
    expect(created.statusCode, created.body).toBe(201);
    const res = await other.app.inject({ method: 'POST', url: `/api/sacramentos/batismo/${created.json().data.id}/certidao`, headers, payload: {} });
    const pdf = await text(res);
    // (The long address may wrap inside the code: compared without spaces.)
    expect(pdf.replace(/ /g, '')).toContain(`Confiraaautenticidadeemhttps://portal.paroquiasaojose.example/certidoes/${res.headers['x-certidao-codigo']}`);
    expect(pdf).not.toContain('atacante.example');
  });

  it('unset, the address the request came to is printed (as before)', async () => {
    const record = ok(await post('/api/sacramentos/batismo', complete({ nome: 'Sem Endereço Público' })), 201).data as SacramentoDetail;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/sacramentos/batismo/${record.id}/certidao`,
      headers: { cookie: cookies.secretaria, host: 'portal.local:8080' },
      payload: {},
    });
    expect(await text(res)).toContain(`http://portal.local:8080/certidoes/${res.headers['x-certidao-codigo']}`);
  });
});
