import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Register } from '../../shared/schemas/registers';
import { GIF_1PX, JPEG_HEADER, multipart, PDF_HEADER, PNG_1PX } from '../test/files';
import { filePart, photoPart, registersKit } from '../registers/test-helpers';
import { enrol, from, fullPerson, makeCatechist, makeClass, ok, stored, unzip, type Kit, type TestUser } from './test-helpers';

let kit: Kit;
beforeAll(async () => {
  kit = await registersKit();
});
afterAll(() => kit?.t.close());

const admin = () => from(kit, 'admin');
/** A file's bytes made unique to one person, so a ZIP holding another's would show. */
const marked = (base: Buffer, mark: string) => Buffer.concat([base, Buffer.from(`\n%${mark}\n`)]);

interface Person {
  id: number;
  fields: Record<string, string>;
  photo: Buffer;
  attachments: Array<{ name: string; data: Buffer }>;
}

async function person(tag: string): Promise<Person> {
  const fields = fullPerson(tag);
  const photo = marked(PNG_1PX, `foto-${tag}`);
  const attachments = [
    { name: `RG de ${tag}.pdf`, data: marked(PDF_HEADER, `rg-${tag}`) },
    { name: `comprovante ${tag}.jpg`, data: marked(JPEG_HEADER, `comprovante-${tag}`) },
  ];
  const id = ok(await admin().create(fields, [photoPart(photo)]), 201).json().data.id;
  ok(
    await admin().attach(
      id,
      attachments.map((a) => filePart(a.data, a.name)),
    ),
  );
  return { id, fields, photo, attachments };
}

/** data.json as these tests read it (the rest is compared whole). */
interface ExportedData {
  register: Record<string, unknown>;
  requested_by: unknown;
  attachments: Array<{ id: number; file: string; original_name: string; mime_type: string; size_bytes: number }>;
  catechesis_enrolments: unknown[];
  catechist_records: unknown[];
  access_log: Array<{ id: number; action: string; register_id: number | null }>;
}

describe('GET /api/registers/{id}/export', () => {
  let subject: Person;
  let classmate: Person;
  let tutorPerson: Person;
  let files: Map<string, Buffer>;
  let data: ExportedData;
  let tutoredClass: number;
  let enrolledClass: number;

  beforeAll(async () => {
    subject = await person('Titular');
    classmate = await person('Colega');
    tutorPerson = await person('Tutora');
    // The subject is a catechist who tutors one class, and a student, with a classmate, of another tutored by someone else.
    const subjectCatechist = await makeCatechist(kit, subject.id);
    tutoredClass = await makeClass(kit, subjectCatechist, 'Turma Tutorada pela Titular');
    enrolledClass = await makeClass(kit, await makeCatechist(kit, tutorPerson.id), 'Turma da Titular e da Colega');
    await enrol(kit, enrolledClass, [subject.id, classmate.id]);
    // Something of the others in the log too: it must stay out of the subject's file.
    ok(await admin().get(`/api/registers/${classmate.id}`));
    ok(await from(kit, 'secretaria').get(`/api/registers/${subject.id}`));

    const res = ok(await admin().get(`/api/registers/${subject.id}/export`));
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="registro-${subject.id}-dados-lgpd.zip"`);
    expect(res.headers['cache-control']).toBe('no-store');
    files = await unzip(res.rawPayload);
    data = JSON.parse(files.get('data.json')!.toString('utf8'));
  });

  it('holds data.json, the photo and every attachment, byte for byte', () => {
    const [first, second] = data.attachments;
    expect([...files.keys()].sort()).toEqual(
      ['data.json', 'files/foto.png', `files/anexos/${first.id}-RG de Titular.pdf`, `files/anexos/${second.id}-comprovante Titular.jpg`].sort(),
    );
    expect(files.get('files/foto.png')).toEqual(subject.photo);
    expect(files.get(first.file)).toEqual(subject.attachments[0].data);
    expect(files.get(second.file)).toEqual(subject.attachments[1].data);
    expect(data.attachments.map((a) => [a.original_name, a.mime_type, a.size_bytes])).toEqual([
      ['RG de Titular.pdf', 'application/pdf', subject.attachments[0].data.length],
      ['comprovante Titular.jpg', 'image/jpeg', subject.attachments[1].data.length],
    ]);
  });

  it('has every register field as the sheet shows it, with labels and the legal basis', async () => {
    const sheet = Register.parse(ok(await admin().get(`/api/registers/${subject.id}`)).json().data);
    const { photo: _photo, paroquia_id: _parish, ...fields } = sheet;
    expect(data.register).toMatchObject({ ...fields, photo: 'files/foto.png' });
    expect(data.register.cpf).toBe(subject.fields.cpf);
    expect(data.register.labels).toEqual({
      civil_status: 'Casado(a)',
      work_state: 'Autonomo(a)',
      race: 'Pardo',
      status: 'Ativo',
      legal_basis: 'Consentimento do titular (art. 11, I)',
    });
    expect(data.register.legal_basis_by_name).toBe('Pe. Antônio Ribeiro');
    expect(data.requested_by).toEqual({ user_id: expect.any(Number), user_name: 'Pe. Antônio Ribeiro' });
  });

  it('has the class enrolment and the catechist record, without anyone else', () => {
    expect(data.catechesis_enrolments).toEqual([
      expect.objectContaining({
        sacramento: 'crisma',
        sacramento_label: 'Crisma',
        turma_id: enrolledClass,
        turma: 'Turma da Titular e da Colega',
        batizado: 1,
        status: 1,
        status_label: 'Não iniciada',
      }),
    ]);
    expect(data.catechist_records).toEqual([
      expect.objectContaining({
        sacramento: 'crisma',
        status: 1,
        status_label: 'Ativo',
        classes: [{ id: tutoredClass, turma: 'Turma Tutorada pela Titular' }],
      }),
    ]);
  });

  it('has the access log about this person, the export itself included, and no entry about anyone else', async () => {
    const exported = data.access_log.at(-1)!.id;
    const theirs = (await stored(kit)).filter((e) => e.register_id === subject.id && e.id <= exported);
    expect(data.access_log.map((e) => e.id)).toEqual(theirs.map((e) => e.id));
    expect(data.access_log.map((e) => e.action)).toEqual(['create', 'attachment_upload', 'view', 'data_export']);
    expect(data.access_log[2]).toMatchObject({ user_name: 'Maria Aparecida Souza', action_label: 'Visualizou a ficha' });
  });

  it('holds nothing of the classmate, the tutor or any other register', async () => {
    const everything = Buffer.concat([...files.values()]).toString('latin1');
    for (const other of [classmate, tutorPerson]) {
      for (const key of ['name', 'email', 'phone', 'cpf', 'rg', 'address', 'mother_name', 'father_name', 'motherPhone', 'fatherPhone']) {
        expect(everything, `${other.fields.name} ${key}`).not.toContain(other.fields[key]);
      }
      expect(everything).not.toContain(other.photo.toString('latin1'));
      for (const a of other.attachments) {
        expect(everything).not.toContain(a.data.toString('latin1'));
        expect(everything).not.toContain(a.name);
      }
    }
    const ids = JSON.stringify(data.access_log.map((e) => e.register_id ?? null));
    expect(ids).not.toContain(String(classmate.id));
    const stray = await kit.t.db.query<{ name: string }>('SELECT name FROM registers WHERE paroquia_id = $1 AND id <> $2', [kit.saoJose, subject.id]);
    const json = files.get('data.json')!.toString('utf8');
    for (const { name } of stray.rows) expect(json.includes(`"${name}"`), name).toBe(false);
  });

  it('a register without photo or attachments exports data.json alone; a file missing from storage is named, not fatal', async () => {
    const bare = ok(await admin().create({ name: 'Pessoa Sem Arquivos' }), 201).json().data.id;
    const zip = await unzip(ok(await admin().get(`/api/registers/${bare}/export`)).rawPayload);
    expect([...zip.keys()]).toEqual(['data.json']);
    expect(JSON.parse(zip.get('data.json')!.toString()).register.name).toBe('Pessoa Sem Arquivos');

    const lost = ok(await admin().create({ name: 'Pessoa Arquivo Perdido' }, [photoPart(GIF_1PX, 'f.gif', 'image/gif')]), 201).json().data;
    const file = lost.photo.split('/').pop();
    await kit.t.app.storage.remove('registers', file);
    const partial = await unzip(ok(await admin().get(`/api/registers/${lost.id}/export`)).rawPayload);
    expect([...partial.keys()]).toEqual(['data.json']);
    expect(JSON.parse(partial.get('data.json')!.toString()).missing_files).toEqual(['files/foto.gif']);
  });

  it('roles 1 and 111 only; another parish gets 404; neither is logged', async () => {
    const before = (await stored(kit)).length;
    ok(await from(kit, 'secretaria').get(`/api/registers/${subject.id}/export`));
    for (const user of ['gestor', 'coordenador', 'catequista', 'acolito'] as TestUser[]) {
      expect((await from(kit, user).get(`/api/registers/${subject.id}/export`)).statusCode, user).toBe(403);
    }
    expect((await from(kit, null).get(`/api/registers/${subject.id}/export`)).statusCode).toBe(401);
    expect((await from(kit, 'outra').get(`/api/registers/${subject.id}/export`)).statusCode).toBe(404);
    expect((await admin().get('/api/registers/999999999/export')).statusCode).toBe(404);
    expect((await stored(kit)).length).toBe(before + 1);
  });

  it('reads the files through the storage, from DATA_DIR/uploads', async () => {
    const onDisk = await readFile(
      join(
        kit.t.config.uploadsDir,
        'anexos_registers',
        (await kit.t.db.query<{ filename: string }>('SELECT filename FROM register_attachments WHERE register_id = $1 ORDER BY id LIMIT 1', [subject.id]))
          .rows[0].filename,
      ),
    );
    expect(files.get(data.attachments[0].file)).toEqual(onDisk);
  });
});

describe('GET /api/registers/{id}/export: marriage files', () => {
  it("holds the files where the person is a spouse: their data, documents byte for byte and their own answers, not the other spouse's", async () => {
    const bride = await person('Noiva');
    const opened = await admin().post('/api/casamentos', {
      conjuge1: { nome: 'Noivo Digitado da Exportação' },
      conjuge2: { register_id: bride.id, pai: bride.fields.father_name, paroquia_residencia: 'Paróquia São José' },
    });
    const fileId = ok(opened, 201).json().data.id;
    const scan = marked(PDF_HEADER, 'rg-da-noiva');
    const body = multipart([
      { name: 'conjuge', value: '2' },
      { name: 'item', value: 'identidade' },
      { name: 'arquivo', filename: 'rg.pdf', type: 'application/pdf', data: scan },
    ]);
    const delivered = await kit.t.app.inject({
      method: 'POST',
      url: `/api/casamentos/${fileId}/documentos`,
      headers: { ...body.headers, cookie: kit.cookies.admin },
      payload: body.payload,
    });
    ok(delivered, 201);
    ok(
      await admin().put(`/api/casamentos/${fileId}/entrevista`, {
        data: '2026-01-10',
        conjuge1: { liberdade: 'Resposta do noivo' },
        conjuge2: { liberdade: 'Sim' },
      }),
    );

    const zip = await unzip(ok(await admin().get(`/api/registers/${bride.id}/export`)).rawPayload);
    const exported = JSON.parse(zip.get('data.json')!.toString('utf8')) as {
      casamentos: Array<{
        processo: number;
        nome: string;
        outro_conjuge: string;
        dados: { pai: string };
        entrevista: unknown;
        documentos: Array<{ item: string; arquivo: string }>;
      }>;
    };
    expect(exported.casamentos).toHaveLength(1);
    const [file] = exported.casamentos;
    expect(file).toMatchObject({
      processo: fileId,
      nome: bride.fields.name,
      outro_conjuge: 'Noivo Digitado da Exportação',
      dados: { pai: bride.fields.father_name },
    });
    expect(file.entrevista).toEqual({ data: '2026-01-10', respostas: { liberdade: 'Sim' } });
    expect(file.documentos.map((d) => d.item)).toEqual(['identidade']);
    expect(zip.get(file.documentos[0].arquivo)).toEqual(scan);
    expect(zip.get('data.json')!.toString('utf8')).not.toContain('Resposta do noivo');
  });
});
