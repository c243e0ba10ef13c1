import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AttachmentsResponse, AttachmentsUploadResponse, REGISTER_MSG } from '../../shared/schemas/registers';
import { GIF_1PX, JPEG_HEADER, PDF_HEADER, PNG_1PX } from '../test/files';
import { caller, created, filePart, photoPart, registersKit, storedFiles, type Kit, type TestUser } from './test-helpers';
import { COMPOUND_FILE, DOCX, PLAIN_ZIP, XLSX } from '../test/documents';

let kit: Kit;
beforeAll(async () => {
  kit = await registersKit();
});
afterAll(() => kit?.t.close());

const as = (user: TestUser) => caller(kit, user);
const listed = async (id: number, user: TestUser = 'admin') => AttachmentsResponse.parse((await as(user).get(`/api/registers/${id}/attachments`)).json()).data;
const get = (url: string, user?: TestUser) => kit.t.app.inject({ method: 'GET', url, headers: user ? { cookie: kit.cookies[user] } : {} });

describe('POST /api/registers/{id}/attachments', () => {
  it('keeps images, PDF, DOC, DOCX, XLS and XLSX, typed by their content, and lists them in order', async () => {
    const id = await created(kit, { name: 'Com Anexos' });
    const res = await as('gestor').attach(id, [
      filePart(PDF_HEADER, 'certidão de batismo.pdf', 'application/pdf'),
      filePart(PNG_1PX, 'foto do documento.png', 'image/png'),
      filePart(JPEG_HEADER, 'sem extensão', ''),
      filePart(DOCX, 'ficha.docx'),
      filePart(XLSX, 'contribuições.xlsx'),
      filePart(COMPOUND_FILE, 'antigo.doc'),
      filePart(COMPOUND_FILE, 'planilha antiga.xls'),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const { message, items } = AttachmentsUploadResponse.parse(res.json());
    expect(message).toBe('7 anexos enviados.');
    expect(items.map((a) => [a.original_name, a.mime_type, a.filename.split('.').pop()])).toEqual([
      ['certidão de batismo.pdf', 'application/pdf', 'pdf'],
      ['foto do documento.png', 'image/png', 'png'],
      ['sem extensão.jpg', 'image/jpeg', 'jpg'],
      ['ficha.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
      ['contribuições.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'],
      ['antigo.doc', 'application/msword', 'doc'],
      ['planilha antiga.xls', 'application/vnd.ms-excel', 'xls'],
    ]);
    expect(items[0]).toEqual(expect.objectContaining({ size_bytes: PDF_HEADER.length, url: `/uploads/anexos_registers/${items[0].filename}` }));
    expect(await listed(id)).toEqual(items);
    expect(await storedFiles(kit, 'anexos_registers')).toEqual(expect.arrayContaining(items.map((a) => a.filename)));
  });

  it('accepts the field as files too, and names without folders or control characters', async () => {
    const id = await created(kit, { name: 'Campo Files' });
    const res = await as('admin').attach(id, [{ name: 'files', filename: 'C:\\fakepath\\scan\u0007.pdf', type: 'application/pdf', data: PDF_HEADER }]);
    expect(res.json().items[0].original_name).toBe('scan.pdf');
    expect(res.json().message).toBe('1 anexo enviado.');
  });

  it('refuses the whole upload when one file is not allowed, too large or lies about its type; nothing is kept', async () => {
    const id = await created(kit, { name: 'Anexos Recusados' });
    const files = await storedFiles(kit, 'anexos_registers');
    const cases: Array<[Parameters<typeof filePart>, string]> = [
      [[Buffer.from('isto não é um PDF'), 'contrato.pdf', 'application/pdf'], REGISTER_MSG.fileMismatch('contrato.pdf', 'pdf')],
      [[PNG_1PX, 'imagem.pdf', 'application/pdf'], REGISTER_MSG.fileMismatch('imagem.pdf', 'pdf')],
      [[PLAIN_ZIP, 'ficha.docx'], REGISTER_MSG.fileMismatch('ficha.docx', 'docx')],
      [[COMPOUND_FILE, 'instalador.msi'], REGISTER_MSG.fileType('instalador.msi')],
      [[Buffer.from('a;b\n1;2'), 'dados.csv', 'text/csv'], REGISTER_MSG.fileType('dados.csv')],
      [[Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.svg', 'image/svg+xml'], REGISTER_MSG.fileType('x.svg')],
      [[Buffer.from('MZ\x90\x00'), 'programa.exe'], REGISTER_MSG.fileType('programa.exe')],
      [[Buffer.concat([PDF_HEADER, Buffer.alloc(10 * 1024 * 1024)]), 'grande.pdf', 'application/pdf'], REGISTER_MSG.fileTooLarge('grande.pdf')],
    ];
    for (const [part, text] of cases) {
      const res = await as('admin').attach(id, [filePart(GIF_1PX, 'válido.gif', 'image/gif'), filePart(...part)]);
      expect(res.statusCode, part[1]).toBe(422);
      expect(res.json(), part[1]).toEqual({ message: text, errors: { files: [text] } });
    }
    expect(await listed(id)).toEqual([]);
    expect(await storedFiles(kit, 'anexos_registers')).toEqual(files);
    expect(await storedFiles(kit, '.tmp')).toEqual([]);
  });

  it('accepts exactly 10 MB', async () => {
    const id = await created(kit, { name: 'Dez Megas' });
    const data = Buffer.concat([PDF_HEADER, Buffer.alloc(10 * 1024 * 1024 - PDF_HEADER.length)]);
    const res = await as('admin').attach(id, [filePart(data, 'dez.pdf', 'application/pdf')]);
    expect(res.statusCode).toBe(200);
    expect(res.json().items[0].size_bytes).toBe(10 * 1024 * 1024);
  });

  it('asks for at least one file, and at most 20 at a time', async () => {
    const id = await created(kit, { name: 'Sem Arquivos' });
    const none = await as('admin').attach(id, []);
    expect(none.json()).toEqual({ message: REGISTER_MSG.filesMissing, errors: { files: [REGISTER_MSG.filesMissing] } });
    const many = await as('admin').attach(
      id,
      Array.from({ length: 21 }, (_, i) => filePart(PNG_1PX, `f${i}.png`, 'image/png')),
    );
    expect(many.statusCode).toBe(422);
    expect(await listed(id)).toEqual([]);
    expect(await storedFiles(kit, '.tmp')).toEqual([]);
  });

  it("answers 404 for another parish's register, keeping no file", async () => {
    const id = await created(kit, { name: 'Alheia' });
    const files = await storedFiles(kit, 'anexos_registers');
    const res = await as('outra').attach(id, [filePart(PDF_HEADER, 'a.pdf', 'application/pdf')]);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: REGISTER_MSG.notFound });
    expect((await as('outra').get(`/api/registers/${id}/attachments`)).statusCode).toBe(404);
    expect(await storedFiles(kit, 'anexos_registers')).toEqual(files);
  });
});

describe('DELETE /api/registers/{id}/attachments/{attachmentId}', () => {
  it('removes one attachment and its file; wrong register, parish or id is 404', async () => {
    const id = await created(kit, { name: 'Remove Anexo' });
    const other = await created(kit, { name: 'Outro Registro' });
    const [first, second] = (await as('admin').attach(id, [filePart(PDF_HEADER, 'a.pdf'), filePart(PNG_1PX, 'b.png')])).json().items;

    for (const [user, url] of [
      ['admin', `/api/registers/${other}/attachments/${first.id}`],
      ['outra', `/api/registers/${id}/attachments/${first.id}`],
      ['admin', `/api/registers/${id}/attachments/999999`],
      ['admin', `/api/registers/${id}/attachments/abc`],
    ] as const) {
      const res = await as(user).del(url);
      expect(res.statusCode, url).toBe(404);
    }
    const res = await as('secretaria').del(`/api/registers/${id}/attachments/${first.id}`);
    expect(res.json()).toEqual({ message: REGISTER_MSG.attachmentRemoved });
    expect((await listed(id)).map((a) => a.id)).toEqual([second.id]);
    expect(await storedFiles(kit, 'anexos_registers')).not.toContain(first.filename);
    expect((await as('admin').del(`/api/registers/${id}/attachments/${first.id}`)).statusCode).toBe(404);
  });
});

describe('/uploads of registers', () => {
  it('photos: signed-in users of the parish who may see registers, pickers included (a catechist only their students’: catechesis/teachers.test.ts)', async () => {
    const id = await created(kit, { name: 'Foto Servida' }, [photoPart(PNG_1PX)]);
    const url = (await as('admin').get(`/api/registers/${id}`)).json().data.photo;
    for (const user of ['admin', 'secretaria', 'gestor', 'coordenador'] as const) {
      const res = await get(url, user);
      expect(res.statusCode, user).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('no-store');
    }
    for (const user of ['catequista', 'acolito', 'outra', undefined] as const) expect((await get(url, user)).statusCode, String(user)).toBe(404);
  });

  it('attachments: signed-in users of the parish with full access only, as downloads', async () => {
    const id = await created(kit, { name: 'Anexo Servido' });
    const [pdf] = (await as('admin').attach(id, [filePart(PDF_HEADER, 'doc.pdf')])).json().items;
    for (const user of ['admin', 'secretaria', 'gestor'] as const) {
      const res = await get(pdf.url, user);
      expect(res.statusCode, user).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^attachment/);
    }
    for (const user of ['coordenador', 'catequista', 'acolito', 'outra', undefined] as const)
      expect((await get(pdf.url, user)).statusCode, String(user)).toBe(404);
  });
});
