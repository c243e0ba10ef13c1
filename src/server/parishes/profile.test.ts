/**
 * The parish's profile (/paroquia, roles 1 and 111): read and saved through the shared schema, bad
 * input refused field by field with nothing saved, the logo checked by its bytes (an SVG or a
 * document refused, whatever its name), and what is saved is what the documents print.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARISH_MSG, type ParishProfile } from '../../shared/schemas/parish';
import { PARISHES_MSG } from '../../shared/schemas/parishes';
import { loadLetterhead } from '../documents/letterhead';
import { apiCalls } from '../test/api-calls';
import { createTestApp, type TestApp } from '../test/app';
import { JPEG_HEADER, multipart, PDF_HEADER, PNG_1PX, WEBP_HEADER } from '../test/files';
import { signIn } from '../test/http';
import { pdfText } from '../test/pdf-text';

let t: TestApp;
const cookies: Record<string, string> = {};
const { get, put, ok, errorsOf } = apiCalls(() => t, cookies, 'secretaria');
let saoJose: number;

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['secretaria', 'admin', 'outra', 'tesoureiro', 'acolito']) cookies[user] = await signIn(t.app, user);
  saoJose = (await t.db.query<{ paroquia_id: number }>("SELECT paroquia_id FROM users WHERE username = 'secretaria'")).rows[0].paroquia_id;
}, 60_000);
afterAll(() => t?.close());

/** The profile as the form sends it back, with some fields changed. */
const body = (p: ParishProfile, changes: Record<string, unknown> = {}) => {
  const { id: _id, logo: _logo, ...fields } = p;
  return { ...fields, ...changes };
};
const row = async () => (await t.db.query('SELECT to_jsonb(p) AS row FROM paroquias p WHERE id = $1', [saoJose])).rows[0];

const uploadLogo = (file: { filename: string; type: string; data: Buffer }, as = 'secretaria', field = 'logo') => {
  const form = multipart([{ name: field, ...file }]);
  return t.app.inject({ method: 'POST', url: '/api/paroquia/logo', headers: { ...form.headers, cookie: cookies[as] }, payload: form.payload });
};

describe('GET and PUT /api/paroquia', () => {
  it('answers the parish of the session: São José to its secretary and system administrator, Aparecida to hers', async () => {
    const mine = ok(await get('/api/paroquia')) as ParishProfile;
    expect(mine).toMatchObject({
      id: saoJose,
      nome: 'Paróquia São José',
      cnpj: '12345678000195',
      diocese: 'Arquidiocese de Campinas',
      cidade: 'Campinas',
      uf: 'SP',
      fuso_horario: 'America/Sao_Paulo',
      paroco: { nome: 'Pe. Antônio Ribeiro', titulo: 'Pároco' },
      vigarios: [{ nome: 'Pe. João Batista Lima', titulo: 'Vigário paroquial' }],
    });
    expect(mine.logo).toMatch(/^\/uploads\/paroquias\/.+\.svg$/);
    expect((ok(await get('/api/paroquia', 'admin')) as ParishProfile).id).toBe(saoJose);
    expect(ok(await get('/api/paroquia', 'outra'))).toMatchObject({ nome: 'Paróquia Nossa Senhora Aparecida', paroco: { nome: 'Pe. Sebastião Moreira Lima' } });
  });

  it('is refused to the other roles', async () => {
    for (const user of ['tesoureiro', 'acolito']) {
      expect((await get('/api/paroquia', user)).statusCode).toBe(403);
      const before = await row();
      expect((await put('/api/paroquia', { nome: 'Tomada' }, user)).statusCode).toBe(403);
      expect(await row()).toEqual(before);
    }
  });

  it('saves every field; the header, certificates and receipts print the new values at once', async () => {
    const current = ok(await get('/api/paroquia')) as ParishProfile;
    const changes = {
      nome: 'Paróquia São José Operário',
      cnpj: '00.394.460/0058-87',
      cep: '13010-100',
      endereco: 'Rua Barão de Jaguara, 900 - Centro',
      telefone: '(19) 3232-1000',
      email: 'secretaria@saojose.example.org',
      site: 'https://saojose.example.org',
      fuso_horario: 'America/Manaus',
      paroco: { nome: 'Pe. Vicente Novais', titulo: 'Administrador paroquial' },
      vigarios: [{ nome: 'Pe. Tomé Andrade', titulo: 'Vigário paroquial' }],
    };
    const saved = ok(await put('/api/paroquia', body(current, changes))) as ParishProfile;
    expect(saved).toEqual({ ...current, ...changes, cnpj: '00394460005887', cep: '13010100', telefone: '1932321000' });
    expect(ok(await get('/api/paroquia'))).toEqual(saved);
    expect((ok(await get('/api/me')) as { paroquia: object }).paroquia).toMatchObject({ name: changes.nome, time_zone: changes.fuso_horario });
    // The certificate's signer and the letterhead of every document.
    const signers = ok(await get('/api/sacramentos/assinantes')) as { data: Array<{ nome: string; titulo: string }> };
    expect(signers.data.map((s) => `${s.nome}, ${s.titulo}`)).toEqual(['Pe. Vicente Novais, Administrador paroquial', 'Pe. Tomé Andrade, Vigário paroquial']);
    const head = await loadLetterhead(t.db, t.app.storage, saoJose);
    expect(head).toMatchObject({ name: changes.nome, addressLine: 'Rua Barão de Jaguara, 900 - Centro - Campinas/SP', cnpj: '00.394.460/0058-87' });
    const { rows } = await t.db.query<{ id: number }>('SELECT id FROM contributions WHERE paroquia_id = $1 AND receipt_number IS NOT NULL LIMIT 1', [saoJose]);
    const receipt = await get(`/api/dizimo/contribuicoes/${rows[0].id}/recibo`);
    expect(receipt.statusCode).toBe(200);
    expect((await pdfText(receipt.rawPayload)).replace(/\s+/g, ' ')).toContain(
      `${changes.nome} Arquidiocese de Campinas Rua Barão de Jaguara, 900 - Centro - Campinas/SP CNPJ 00.394.460/0058-87`,
    );
    // The printed sacramental book: its head, opening term and the pároco's signature.
    const books = (ok(await get('/api/sacramentos/livros')) as { data: Array<{ tipo: string; livro: number; registros: number }> }).data;
    const { livro } = books.find((b) => b.tipo === 'batismo' && b.registros > 0)!;
    const book = await get(`/api/sacramentos/batismo/livros/${livro}/pdf`);
    expect(book.statusCode, book.body).toBe(200);
    const printed = (await pdfText(book.rawPayload)).replace(/\s+/g, ' ');
    expect(printed).toContain(
      `${changes.nome} Arquidiocese de Campinas Rua Barão de Jaguara, 900 - Centro - Campinas/SP CNPJ 00.394.460/0058-87 TERMO DE ABERTURA`,
    );
    expect(printed).toContain(`registro de batismos da ${changes.nome}, Arquidiocese de Campinas.`);
    expect(printed).toContain(`${changes.nome} — Livro de Batismos nº ${livro}`);
    expect(printed).toContain(`Pe. Vicente Novais Administrador paroquial, ${changes.nome}`);
    // A name alone is the pároco's, titled 'Pároco'; no pároco leaves the certificates to the vigários.
    expect(ok(await put('/api/paroquia', body(saved, { paroco: 'Pe. Lino Duarte' }))).paroco).toEqual({ nome: 'Pe. Lino Duarte', titulo: 'Pároco' });
    expect(ok(await put('/api/paroquia', body(saved, { paroco: null }))).paroco).toBeNull();
    expect((ok(await get('/api/sacramentos/assinantes')) as { data: unknown[] }).data).toHaveLength(1);
  });

  it('takes back what GET answers for a parish without the optional fields', async () => {
    const bare = { cep: null, cidade: null, uf: null, telefone: null, email: null, site: null, paroco: null, vigarios: [] };
    const saved = ok(await put('/api/paroquia', body(ok(await get('/api/paroquia', 'outra')), bare), 'outra')) as ParishProfile;
    expect(saved).toMatchObject(bare);
    expect(ok(await put('/api/paroquia', body(saved), 'outra'))).toEqual(saved);
  });

  it.each([
    ['an invalid CNPJ', { cnpj: '12.345.678/0001-00' }, 'cnpj', PARISH_MSG.cnpjInvalid],
    ['a CEP that is not 8 digits', { cep: '1301-100' }, 'cep', PARISH_MSG.cepInvalid],
    ['no name', { nome: '  ' }, 'nome', PARISH_MSG.nameRequired],
    ['no diocese', { diocese: '' }, 'diocese', PARISH_MSG.dioceseRequired],
    ['no address', { endereco: '' }, 'endereco', PARISH_MSG.addressRequired],
    ['a state that is not a UF', { uf: 'São Paulo' }, 'uf', PARISH_MSG.ufInvalid],
    ['a short phone', { telefone: '3232-1000' }, 'telefone', PARISH_MSG.phoneInvalid],
    ['a bad e-mail', { email: 'secretaria@' }, 'email', PARISH_MSG.emailInvalid],
    ['a site without http', { site: 'javascript:alert(1)' }, 'site', PARISH_MSG.siteInvalid],
    ['an unknown time zone', { fuso_horario: 'America/Atlantida' }, 'fuso_horario', PARISH_MSG.timezoneInvalid],
    ['a vigário without a title', { vigarios: [{ nome: 'Pe. Sem Título', titulo: '' }] }, 'vigarios.0.titulo', PARISH_MSG.signerTitle],
  ])('refuses %s on its field and saves nothing', async (_what, change, field, text) => {
    const current = ok(await get('/api/paroquia')) as ParishProfile;
    const before = await row();
    expect(errorsOf(await put('/api/paroquia', body(current, { nome: 'Outro Nome', ...change })))[field]).toEqual([text]);
    expect(await row()).toEqual(before);
  });
});

describe('POST /api/paroquia/logo', () => {
  const files = async () => readdir(join(t.config.dataDir, 'uploads', 'paroquias'));

  it('keeps a PNG or JPEG by its content, shows it in the header and prints it; the old file goes', async () => {
    const old = (ok(await get('/api/paroquia')) as ParishProfile).logo!;
    const saved = ok(await uploadLogo({ filename: 'logo.png', type: 'image/png', data: PNG_1PX }));
    expect(saved).toEqual({ message: PARISHES_MSG.logoSaved, logo: expect.stringMatching(/^\/uploads\/paroquias\/.+\.png$/) });
    expect((ok(await get('/api/me')) as { paroquia: { logo: string } }).paroquia.logo).toBe(saved.logo);
    expect((ok(await get('/api/paroquia')) as ParishProfile).logo).toBe(saved.logo);
    const served = await t.app.inject({ method: 'GET', url: saved.logo });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG_1PX)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: old })).statusCode).toBe(404);
    expect((await loadLetterhead(t.db, t.app.storage, saoJose)).logo).toMatchObject({ image: expect.stringMatching(/^data:image\/png;base64,/) });
    // A JPEG named .png is kept as the JPEG it is.
    expect(ok(await uploadLogo({ filename: 'logo.png', type: 'image/png', data: JPEG_HEADER })).logo).toMatch(/\.jpg$/);
  });

  it.each([
    [
      'an SVG (it may carry scripts)',
      { filename: 'logo.svg', type: 'image/svg+xml', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') },
      PARISHES_MSG.logoFormat,
    ],
    ['a PDF named .png', { filename: 'logo.png', type: 'image/png', data: PDF_HEADER }, PARISHES_MSG.logoFormat],
    ['a WEBP (documents cannot print it)', { filename: 'logo.webp', type: 'image/webp', data: WEBP_HEADER }, PARISHES_MSG.logoFormat],
    ['an empty file', { filename: 'logo.png', type: 'image/png', data: Buffer.alloc(0) }, PARISHES_MSG.logoMissing],
    ['a file over 2 MB', { filename: 'logo.png', type: 'image/png', data: Buffer.concat([PNG_1PX, Buffer.alloc(2 * 1024 * 1024)]) }, PARISHES_MSG.logoTooLarge],
  ])('refuses %s, and keeps nothing', async (_what, file, text) => {
    const [before, kept] = [await row(), await files()];
    const res = await uploadLogo(file);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: text, errors: { logo: [text] } });
    expect(await row()).toEqual(before);
    expect(await files()).toEqual(kept);
  });

  it('refuses a request without the logo part, and other roles', async () => {
    expect(errorsOf(await uploadLogo({ filename: 'logo.png', type: 'image/png', data: PNG_1PX }, 'secretaria', 'avatar')).logo).toEqual([
      PARISHES_MSG.logoMissing,
    ]);
    expect((await uploadLogo({ filename: 'logo.png', type: 'image/png', data: PNG_1PX }, 'tesoureiro')).statusCode).toBe(403);
  });
});
