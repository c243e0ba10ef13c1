import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import { NotificationList } from '../../shared/schemas/notifications';
import {
  PROTOCOL_DELETE_WINDOW_MS,
  PROTOCOL_FILE_MAX_BYTES,
  PROTOCOL_MSG,
  ProtocolFilesResponse,
  ProtocolItems,
  ProtocolPage,
  ProtocolResponse,
  type Protocol,
} from '../../shared/schemas/protocols';
import { createTestApp, type TestApp } from '../test/app';
import { GIF_1PX, JPEG_HEADER, multipart, PDF_HEADER, PNG_1PX } from '../test/files';
import { signIn } from '../test/http';
import { COMPOUND_FILE, DOCX, MP4, PLAIN_ZIP, WEBM, XLSX } from '../test/documents';

let t: TestApp;
const cookies: Record<string, string> = {};
const cookie = async (user: string) => (cookies[user] ??= await signIn(t.app, user));

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());
afterEach(() => t.clock.reset());

type Upload = { filename: string; data: Buffer; type?: string; field?: string };

const call = async (user: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { cookie: await cookie(user) }, ...(payload === undefined ? {} : { payload: payload as object }) });

async function create(user: string, description: string): Promise<Protocol> {
  const res = await call(user, 'POST', '/api/protocols', { description });
  expect(res.statusCode, res.body).toBe(201);
  return ProtocolResponse.parse(res.json()).item;
}

async function upload(user: string, id: number, files: Upload[]) {
  const body = multipart(files.map((f) => ({ name: f.field ?? 'files[]', filename: f.filename, type: f.type ?? 'application/octet-stream', data: f.data })));
  return t.app.inject({ method: 'POST', url: `/api/protocols/${id}/files`, headers: { ...body.headers, cookie: await cookie(user) }, payload: body.payload });
}

const mine = async (user: string) => ProtocolItems.parse((await call(user, 'GET', '/api/protocols/me')).json()).items;
const stored = () => readdir(join(t.config.uploadsDir, 'protocols')).catch(() => [] as string[]);
const leftoverTemp = () => readdir(join(t.config.uploadsDir, '.tmp')).catch(() => [] as string[]);

describe('GET /api/protocols/me', () => {
  it("lists only the caller's protocols, newest first, with their files, stages' status and the delete deadline", async () => {
    const items = await mine('acolito');
    expect(items.map((p) => p.status)).toEqual([0, 1]);
    const [recent] = items;
    expect(recent.code).toMatch(/^\d{4}-\d{6}$/);
    expect(recent.owner_name).toBe('Lucas Henrique Oliveira');
    expect(recent.files.map((f) => f.original_name)).toEqual(['certidao-antiga.pdf', 'observacoes.txt']);
    expect(recent.files[0].file_name).toMatch(/^\/uploads\/protocols\/[a-f0-9]{32}\.pdf$/);
    expect(Date.parse(recent.deletable_until) - Date.parse(recent.created_at)).toBe(PROTOCOL_DELETE_WINDOW_MS);
    expect((await mine('outra')).map((p) => p.owner_name)).toEqual(['Francisca Lopes Cardoso']);
    expect((await t.app.inject({ method: 'GET', url: '/api/protocols/me' })).statusCode).toBe(401);
  });
});

describe('POST /api/protocols', () => {
  it('creates a pending protocol with a readable code: year and a six-digit sequence of the parish', async () => {
    const res = await call('catequista', 'POST', '/api/protocols', { description: '  Pedido de carta de apresentação  ' });
    expect(res.statusCode).toBe(201);
    const { item, message } = ProtocolResponse.parse(res.json());
    expect(message).toBe(PROTOCOL_MSG.created);
    expect(item).toMatchObject({ description: 'Pedido de carta de apresentação', status: 0, files: [], owner_name: 'Ana Paula Ferreira' });
    const year = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'America/Sao_Paulo' }).format(t.clock.now());
    expect(item.code).toMatch(new RegExp(`^${year}-\\d{6}$`));
    expect((await mine('catequista'))[0].id).toBe(item.id);
  });

  it('hands out distinct consecutive codes to creations at the same time', async () => {
    const created = await Promise.all(Array.from({ length: 8 }, (_, i) => create(i % 2 ? 'acolito' : 'coordenador', `Pedido simultâneo ${i}`)));
    const numbers = created.map((p) => Number(p.code.split('-')[1])).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(8);
    expect(numbers[7] - numbers[0]).toBe(7);
  });

  it('numbers each parish on its own', async () => {
    const outra = await create('outra', 'Pedido da outra paróquia');
    const ours = await create('acolito', 'Pedido da nossa paróquia');
    expect(Number(outra.code.split('-')[1])).toBeLessThan(Number(ours.code.split('-')[1]));
  });

  it('refuses a missing, blank, non-text or 100,000-character description with a clear message; nothing is saved', async () => {
    const before = (await mine('acolito')).length;
    for (const body of [{}, { description: '' }, { description: '   ' }, { description: 42 }, { description: null }]) {
      const res = await call('acolito', 'POST', '/api/protocols', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors.description).toEqual([PROTOCOL_MSG.descriptionRequired]);
    }
    const huge = await call('acolito', 'POST', '/api/protocols', { description: 'a'.repeat(100_000) });
    expect(huge.statusCode).toBe(422);
    expect(huge.json().errors.description).toEqual([PROTOCOL_MSG.descriptionTooLong]);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/protocols',
      headers: { cookie: await cookie('acolito'), 'content-type': 'application/json' },
      payload: '{"description":',
    });
    expect(notJson.statusCode).toBe(422);
    expect((await mine('acolito')).length).toBe(before);
  });
});

describe('POST /api/protocols/{id}/files', () => {
  it('stores PDF, images, DOC/DOCX, XLS/XLSX, TXT and CSV by content under random names, and lists them', async () => {
    const p = await create('acolito', 'Documentos para o cadastro');
    const res = await upload('acolito', p.id, [
      { filename: 'documento.pdf', data: PDF_HEADER },
      { filename: 'foto.jpg', data: JPEG_HEADER },
      { filename: 'print.png', data: PNG_1PX },
      { filename: 'animação.gif', data: GIF_1PX },
      { filename: 'carta.docx', data: DOCX },
      { filename: 'planilha.xlsx', data: XLSX },
      { filename: 'antigo.doc', data: COMPOUND_FILE },
      { filename: 'contas.xls', data: COMPOUND_FILE },
      { filename: 'notas.txt', data: Buffer.from('Olá, paróquia!\nLinha 2\n') },
      { filename: 'lista.csv', data: Buffer.from('nome;telefone\nJoão;11999990000\n') },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { files } = ProtocolFilesResponse.parse(res.json());
    expect(files.map((f) => [f.original_name, f.file_name.split('.').pop(), f.mime_type])).toEqual([
      ['documento.pdf', 'pdf', 'application/pdf'],
      ['foto.jpg', 'jpg', 'image/jpeg'],
      ['print.png', 'png', 'image/png'],
      ['animação.gif', 'gif', 'image/gif'],
      ['carta.docx', 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['planilha.xlsx', 'xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['antigo.doc', 'doc', 'application/msword'],
      ['contas.xls', 'xls', 'application/vnd.ms-excel'],
      ['notas.txt', 'txt', 'text/plain'],
      ['lista.csv', 'csv', 'text/csv'],
    ]);
    expect(files[0].size_bytes).toBe(PDF_HEADER.length);
    const listed = (await mine('acolito')).find((x) => x.id === p.id)!;
    expect(listed.files).toEqual(files);
    expect(await leftoverTemp()).toEqual([]);
  });

  it('stores a PNG sent as .pdf as the PNG it is; the plain field name files works too', async () => {
    const p = await create('acolito', 'Arquivo renomeado');
    const res = await upload('acolito', p.id, [{ filename: 'scan.pdf', data: PNG_1PX, field: 'files' }]);
    expect(res.statusCode).toBe(201);
    expect(res.json().files[0]).toMatchObject({ original_name: 'scan.png', mime_type: 'image/png' });
    expect(res.json().files[0].file_name).toMatch(/\.png$/);
  });

  it('keeps a path-traversal or control-character name only for display; the stored name is random', async () => {
    const p = await create('acolito', 'Nome estranho');
    const res = await upload('acolito', p.id, [{ filename: '../../etc/pass\u0007wd\u202e.txt', data: Buffer.from('texto') }]);
    expect(res.statusCode).toBe(201);
    expect(res.json().files[0].original_name).toBe('passwd.txt');
    expect(res.json().files[0].file_name).toMatch(/^\/uploads\/protocols\/[a-f0-9]{32}\.txt$/);
  });

  it('refuses videos (even renamed to .pdf), other types, non-UTF-8 or NUL text, empty and > 10 MB files; nothing is stored', async () => {
    const p = await create('acolito', 'Tentativas recusadas');
    const before = await stored();
    const cases: Array<[Upload, string]> = [
      [{ filename: 'video.pdf', data: MP4, type: 'application/pdf' }, PROTOCOL_MSG.fileVideo('video.pdf')],
      [{ filename: 'clipe.webm', data: WEBM }, PROTOCOL_MSG.fileVideo('clipe.webm')],
      [{ filename: 'pacote.docx', data: PLAIN_ZIP }, PROTOCOL_MSG.fileType('pacote.docx')],
      [{ filename: 'programa.exe', data: Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1') }, PROTOCOL_MSG.fileType('programa.exe')],
      [{ filename: 'leia-me.md', data: Buffer.from('# texto') }, PROTOCOL_MSG.fileType('leia-me.md')],
      [{ filename: 'binario.txt', data: Buffer.from([0x41, 0x00, 0x42]) }, PROTOCOL_MSG.fileType('binario.txt')],
      [{ filename: 'latin1.csv', data: Buffer.from('S\xe3o Jos\xe9', 'latin1') }, PROTOCOL_MSG.fileType('latin1.csv')],
      [{ filename: 'vazio.pdf', data: Buffer.alloc(0) }, PROTOCOL_MSG.fileEmpty('vazio.pdf')],
      [{ filename: 'grande.pdf', data: Buffer.concat([PDF_HEADER, Buffer.alloc(PROTOCOL_FILE_MAX_BYTES)]) }, PROTOCOL_MSG.fileTooLarge('grande.pdf')],
    ];
    for (const [file, text] of cases) {
      const res = await upload('acolito', p.id, [file]);
      expect(res.statusCode, file.filename).toBe(422);
      expect(res.json(), file.filename).toEqual({ message: text, errors: { files: [text] } });
    }
    expect(await stored()).toEqual(before);
    expect(await leftoverTemp()).toEqual([]);
    expect((await mine('acolito')).find((x) => x.id === p.id)!.files).toEqual([]);
  });

  it('accepts exactly 10 MB', async () => {
    const p = await create('acolito', 'Arquivo no limite');
    const data = Buffer.concat([PDF_HEADER, Buffer.alloc(PROTOCOL_FILE_MAX_BYTES - PDF_HEADER.length)]);
    const res = await upload('acolito', p.id, [{ filename: 'limite.pdf', data }]);
    expect(res.statusCode).toBe(201);
    expect(res.json().files[0].size_bytes).toBe(PROTOCOL_FILE_MAX_BYTES);
  });

  it('is all or nothing: one refused file among good ones stores none of them', async () => {
    const p = await create('acolito', 'Lote com um vídeo');
    const before = await stored();
    const res = await upload('acolito', p.id, [
      { filename: 'a.pdf', data: PDF_HEADER },
      { filename: 'filme.pdf', data: MP4 },
      { filename: 'b.png', data: PNG_1PX },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(PROTOCOL_MSG.fileVideo('filme.pdf'));
    expect(await stored()).toEqual(before);
    expect(await leftoverTemp()).toEqual([]);
  });

  it('asks for files when there are none, or more than 10 at once', async () => {
    const p = await create('acolito', 'Sem arquivos');
    const json = await call('acolito', 'POST', `/api/protocols/${p.id}/files`, { files: [] });
    expect(json.statusCode).toBe(422);
    expect(json.json().message).toBe(PROTOCOL_MSG.filesMissing);
    const otherField = await upload('acolito', p.id, [{ filename: 'a.pdf', data: PDF_HEADER, field: 'anexo' }]);
    expect(otherField.json().message).toBe(PROTOCOL_MSG.filesMissing);
    const eleven = await upload(
      'acolito',
      p.id,
      Array.from({ length: 11 }, (_, i) => ({ filename: `${i}.pdf`, data: PDF_HEADER })),
    );
    expect(eleven.statusCode).toBe(422);
    expect(eleven.json().message).toBe(PROTOCOL_MSG.tooManyFiles);
    expect(await leftoverTemp()).toEqual([]);
  });

  it("answers 404 for someone else's protocol (same parish, or another parish's admin) and stores nothing", async () => {
    const p = await create('acolito', 'Só meu');
    const before = await stored();
    for (const user of ['catequista', 'admin', 'outra']) {
      const res = await upload(user, p.id, [{ filename: 'a.pdf', data: PDF_HEADER }]);
      expect(res.statusCode, user).toBe(404);
    }
    expect((await upload('acolito', 999_999, [{ filename: 'a.pdf', data: PDF_HEADER }])).statusCode).toBe(404);
    expect((await upload('acolito', 99_999_999_999, [{ filename: 'a.pdf', data: PDF_HEADER }])).statusCode).toBe(404);
    expect(await stored()).toEqual(before);
  });

  it('serves the files to the owner and the parish administrators only', async () => {
    const p = await create('acolito', 'Arquivo privado');
    const [file] = ProtocolFilesResponse.parse((await upload('acolito', p.id, [{ filename: 'rg.pdf', data: PDF_HEADER }])).json()).files;
    for (const [user, status] of [
      ['acolito', 200],
      ['admin', 200],
      ['secretaria', 200],
      ['catequista', 404],
      ['outra', 404],
    ] as const) {
      const res = await call(user, 'GET', file.file_name);
      expect(res.statusCode, user).toBe(status);
      if (status === 200) expect(res.rawPayload.equals(PDF_HEADER)).toBe(true);
    }
    expect((await t.app.inject({ method: 'GET', url: file.file_name })).statusCode).toBe(404);
  });
});

describe('DELETE /api/protocols/{id}', () => {
  it('lets the owner delete within 24 hours, removing the files from disk', async () => {
    const p = await create('acolito', 'Para excluir');
    const [file] = (await upload('acolito', p.id, [{ filename: 'x.pdf', data: PDF_HEADER }])).json().files;
    t.clock.advance(PROTOCOL_DELETE_WINDOW_MS - 60_000);
    const res = await call('acolito', 'DELETE', `/api/protocols/${p.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PROTOCOL_MSG.deleted });
    expect((await mine('acolito')).some((x) => x.id === p.id)).toBe(false);
    expect(await stored()).not.toContain(file.file_name.split('/').pop());
    expect((await call('acolito', 'DELETE', `/api/protocols/${p.id}`)).statusCode).toBe(404);
  });

  it('refuses after 24 hours with a clear message, and keeps the protocol', async () => {
    const p = await create('acolito', 'Tarde demais');
    t.clock.advance(PROTOCOL_DELETE_WINDOW_MS + 1000);
    // The old session has expired by now (24 h): sign in again, as the user would.
    const fresh = await signIn(t.app, 'acolito');
    const res = await t.app.inject({ method: 'DELETE', url: `/api/protocols/${p.id}`, headers: { cookie: fresh } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: PROTOCOL_MSG.deleteWindowOver });
    const still = await t.app.inject({ method: 'GET', url: '/api/protocols/me', headers: { cookie: fresh } });
    expect(still.json().items.some((x: Protocol) => x.id === p.id)).toBe(true);
    // Signing in at that time swept every session that had expired by then: the other tests sign in anew.
    for (const user of Object.keys(cookies)) delete cookies[user];
  });

  it('answers 404 to anyone but the owner, administrators and other parishes included', async () => {
    const p = await create('acolito', 'Não é seu');
    for (const user of ['catequista', 'admin', 'outra']) {
      expect((await call(user, 'DELETE', `/api/protocols/${p.id}`)).statusCode, user).toBe(404);
    }
    expect((await mine('acolito')).some((x) => x.id === p.id)).toBe(true);
    // A path that cannot be an id names no protocol.
    expect((await call('acolito', 'DELETE', '/api/protocols/abc')).statusCode).toBe(404);
  });
});

describe('the parish side (roles 1 and 111)', () => {
  it('lists the parish protocols, pending first, filtered by status and paged; never another parish', async () => {
    const all = ProtocolPage.parse((await call('admin', 'GET', '/api/protocols?limit=100')).json());
    expect(all.items.length).toBe(all.meta.total);
    expect(all.items.some((p) => p.owner_name === 'Francisca Lopes Cardoso')).toBe(false);
    const firstDecided = all.items.findIndex((p) => p.status !== 0);
    expect(all.items.slice(firstDecided).every((p) => p.status !== 0)).toBe(true);
    const rejected = ProtocolPage.parse((await call('secretaria', 'GET', '/api/protocols?status=2')).json());
    expect(rejected.items.map((p) => p.description)).toEqual(['Reembolso de material de catequese comprado para a turma de Crisma.']);
    const page = ProtocolPage.parse((await call('admin', 'GET', '/api/protocols?limit=2&page=2')).json());
    expect(page.items.map((p) => p.id)).toEqual(all.items.slice(2, 4).map((p) => p.id));
    expect(page.meta).toEqual({ total: all.meta.total, page: 2, last_page: Math.ceil(all.meta.total / 2), limit: 2 });
    expect((await call('admin', 'GET', '/api/protocols?status=9')).statusCode).toBe(422);
    const outra = ProtocolPage.parse((await call('outra', 'GET', '/api/protocols')).json());
    expect(outra.items.every((p) => p.owner_name === 'Francisca Lopes Cardoso')).toBe(true);
  });

  it('is refused (403) to everyone else', async () => {
    for (const user of ['acolito', 'coordenador', 'catequista']) {
      expect((await call(user, 'GET', '/api/protocols')).statusCode, user).toBe(403);
      const p = (await mine('acolito'))[0];
      const res = await call(user, 'POST', `/api/protocols/${p.id}/status`, { status: 1 });
      expect(res.statusCode, user).toBe(403);
      expect(res.json().message).toBe(MSG.forbidden);
    }
  });

  it('approves a pending protocol once: the owner is notified and sees the decision; a second decision is refused', async () => {
    const p = await create('acolito', 'Pedido de aprovação');
    const res = await call('secretaria', 'POST', `/api/protocols/${p.id}/status`, { status: 1 });
    expect(res.statusCode).toBe(200);
    const { item, message } = ProtocolResponse.parse(res.json());
    expect(message).toBe(PROTOCOL_MSG.statusChanged);
    expect(item.status).toBe(1);
    expect(item.status_changed_at).not.toBeNull();
    expect((await mine('acolito')).find((x) => x.id === p.id)!.status).toBe(1);

    const notes = NotificationList.parse((await call('acolito', 'GET', '/api/notifications')).json()).data;
    expect(notes[0]).toMatchObject({ type: 'info', title: `Protocolo ${p.code} aprovado`, read: false });
    expect(notes[0].body).toContain(p.code);

    const again = await call('admin', 'POST', `/api/protocols/${p.id}/status`, { status: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PROTOCOL_MSG.alreadyFinal);
    // A decided protocol takes no more files.
    expect((await upload('acolito', p.id, [{ filename: 'a.pdf', data: PDF_HEADER }])).statusCode).toBe(409);
  });

  it('rejects and cancels with their own notification texts', async () => {
    for (const [status, word] of [
      [2, 'rejeitado'],
      [3, 'cancelado'],
    ] as const) {
      const p = await create('catequista', `Pedido ${word}`);
      expect((await call('admin', 'POST', `/api/protocols/${p.id}/status`, { status: String(status) })).statusCode).toBe(200);
      const notes = NotificationList.parse((await call('catequista', 'GET', '/api/notifications')).json()).data;
      expect(notes[0].title).toBe(`Protocolo ${p.code} ${word}`);
    }
  });

  it('refuses other statuses clearly, and answers 404 for another parish or an unknown id', async () => {
    const p = await create('acolito', 'Status inválido');
    for (const status of [0, 4, -1, 'x', null, 1.5]) {
      const res = await call('admin', 'POST', `/api/protocols/${p.id}/status`, { status });
      expect(res.statusCode, String(status)).toBe(422);
      expect(res.json().errors.status).toEqual([PROTOCOL_MSG.statusInvalid]);
    }
    expect((await call('outra', 'POST', `/api/protocols/${p.id}/status`, { status: 1 })).statusCode).toBe(404);
    expect((await call('admin', 'POST', '/api/protocols/999999/status', { status: 1 })).statusCode).toBe(404);
    expect((await mine('acolito')).find((x) => x.id === p.id)!.status).toBe(0);
  });

  it("counts the parish's open protocols on the dashboard", async () => {
    const open = ProtocolPage.parse((await call('admin', 'GET', '/api/protocols?status=0')).json()).meta.total;
    const stats = (await call('admin', 'GET', '/api/stats/dashboard')).json();
    expect(stats.counters.find((c: { key: string }) => c.key === 'protocols')).toEqual({ key: 'protocols', label: 'Protocolos abertos', value: open });
  });
});
