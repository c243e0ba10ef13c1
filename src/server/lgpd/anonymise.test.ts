import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClassList, CrismandoList } from '../../shared/schemas/catechesis';
import { AnonymisePreviewResponse, AnonymiseResponse, LGPD_MSG, PERSONAL_FIELDS } from '../../shared/schemas/lgpd';
import { REGISTER_MSG, Register, RegisterListResponse } from '../../shared/schemas/registers';
import type { Db } from '../db/types';
import { multipart, PDF_HEADER, PNG_1PX } from '../test/files';
import { signIn } from '../test/http';
import { filePart, photoPart, registersKit } from '../registers/test-helpers';
import { enrol, from, fullPerson, makeCatechist, makeClass, ok, unzip, type Kit, type TestUser } from './test-helpers';
import { searchFold } from '../../shared/search-fold';

let kit: Kit;
beforeAll(async () => {
  kit = await registersKit();
});
afterAll(() => kit?.t.close());

const admin = () => from(kit, 'admin');

/** Every row of every table of the database as text: personal data left anywhere would show here. */
async function wholeDatabase(db: Db): Promise<string> {
  await db.query(`CREATE OR REPLACE FUNCTION pg_temp.lgpd_dump() RETURNS SETOF text LANGUAGE plpgsql AS $$
    DECLARE t record; content text;
    BEGIN
      FOR t IN SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' LOOP
        EXECUTE format('SELECT string_agg(x::text, E''\\n'') FROM %I AS x', t.table_name) INTO content;
        RETURN NEXT coalesce(content, '');
      END LOOP;
    END $$`);
  const { rows } = await db.query<{ dump: string }>("SELECT string_agg(d, E'\\n') AS dump FROM pg_temp.lgpd_dump() AS d");
  return rows[0].dump;
}

/** Every file under DATA_DIR/uploads, contents joined. */
async function allUploads(root: string): Promise<string> {
  const parts: string[] = [];
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) parts.push((await readFile(join(entry.parentPath, entry.name))).toString('latin1'));
  }
  return parts.join('\n');
}

describe('POST /api/registers/{id}/anonymise', () => {
  const fields = fullPerson('Anônima');
  const photo = Buffer.concat([PNG_1PX, Buffer.from('%foto-unica-da-anonima')]);
  const document = Buffer.concat([PDF_HEADER, Buffer.from('%documento-unico-da-anonima')]);
  let id: number;
  let classmate: number;
  let turma: number;
  let tutored: number;
  let files: string[];
  let casamento: number;

  beforeAll(async () => {
    const created = ok(await admin().create(fields, [photoPart(photo)]), 201).json().data;
    id = created.id;
    ok(await admin().attach(id, [filePart(document, 'Certidão da Anônima.pdf'), filePart(PNG_1PX, 'outro.png')]));
    classmate = ok(await admin().create({ name: 'Colega da Anônima' }), 201).json().data.id;
    turma = await makeClass(kit, await makeCatechist(kit, classmate), 'Turma com a Anônima');
    tutored = await makeClass(kit, await makeCatechist(kit, id), 'Turma tutorada pela Anônima');
    await enrol(kit, turma, [id, classmate]);
    casamento = await marriageFileOf(id);
    files = [
      created.photo.split('/').pop(),
      ...(await kit.t.db.query<{ filename: string }>('SELECT filename FROM register_attachments WHERE register_id = $1', [id])).rows.map((r) => r.filename),
    ];
  });

  /**
   * A marriage file with the person as the bride, through its API: her parents and city as typed, a document
   * (a PDF of her own), her answers to the interview, the banns published (here and in her baptism parish) and
   * her baptism certificate asked of the other parish.
   */
  async function marriageFileOf(registerId: number): Promise<number> {
    const { rows } = await kit.t.db.query<{ ent_id: number; outra: number }>(
      `SELECT c.ent_id, (SELECT paroquia_id FROM users WHERE username = 'outra') AS outra
         FROM communities c WHERE c.paroquia_id = (SELECT paroquia_id FROM users WHERE username = 'admin') ORDER BY c.ent_id LIMIT 1`,
    );
    const { ent_id, outra } = rows[0];
    const opened = await admin().post('/api/casamentos', {
      conjuge1: { nome: 'Noivo da Anônima' },
      conjuge2: { register_id: registerId, pai: fields.father_name, mae: fields.mother_name, paroquia_residencia: fields.city, paroquia_batismo_id: outra },
      data_prevista: '2031-09-10',
      hora_prevista: '14:30',
      ent_id,
    });
    const fileId = ok(opened, 201).json().data.id;
    const pdf = Buffer.concat([PDF_HEADER, Buffer.from('%documento-de-casamento-da-anonima')]);
    const doc = multipart([
      { name: 'conjuge', value: '2' },
      { name: 'item', value: 'identidade' },
      { name: 'arquivo', filename: 'rg-da-anonima.pdf', type: 'application/pdf', data: pdf },
    ]);
    const cookie = kit.cookies.admin;
    ok(await kit.t.app.inject({ method: 'POST', url: `/api/casamentos/${fileId}/documentos`, headers: { ...doc.headers, cookie }, payload: doc.payload }), 201);
    ok(
      await admin().put(`/api/casamentos/${fileId}/entrevista`, {
        data: '2026-01-10',
        conjuge1: {},
        conjuge2: { religiao: `Católica; mora na ${fields.address}` },
      }),
    );
    ok(await admin().post(`/api/casamentos/${fileId}/proclamas`, { acao: 'publicar', domingos: ['2031-08-24', '2031-08-31'] }));
    ok(
      await admin().post('/api/pedidos', {
        paroquia_id: outra,
        tipo: 'certidao',
        nome: fields.name,
        data: '1984-05-01',
        mae: fields.mother_name,
        processo_id: fileId,
        conjuge: 2,
      }),
      201,
    );
    return fileId;
  }

  it('the preview names what will be removed and what stays, without the values', async () => {
    const preview = AnonymisePreviewResponse.parse(ok(await admin().get(`/api/registers/${id}/anonymise`)).json()).data;
    expect(preview).toEqual({
      id,
      anonymised_at: null,
      fields: Object.keys(PERSONAL_FIELDS),
      photo: true,
      attachments: 2,
      enrolments: 1,
      catechist: true,
    });
    expect(JSON.stringify(preview)).not.toContain(fields.cpf);
  });

  it('roles 1 and 111 only; another parish 404; nothing changes', async () => {
    for (const user of ['gestor', 'coordenador', 'catequista', 'acolito'] as TestUser[]) {
      expect((await from(kit, user).post(`/api/registers/${id}/anonymise`)).statusCode, user).toBe(403);
      expect((await from(kit, user).get(`/api/registers/${id}/anonymise`)).statusCode, user).toBe(403);
    }
    expect((await from(kit, 'outra').post(`/api/registers/${id}/anonymise`)).statusCode).toBe(404);
    expect((await admin().post('/api/registers/0/anonymise')).statusCode).toBe(404);
    expect(Register.parse(ok(await admin().get(`/api/registers/${id}`)).json().data).cpf).toBe(fields.cpf);
  });

  it('the plain delete stays refused for a person with class history', async () => {
    const res = await admin().del(`/api/registers/${id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(REGISTER_MSG.isCatechist);
  });

  it('clears every personal field, photo and attachments, and answers what it removed', async () => {
    const before = await wholeDatabase(kit.t.db);
    for (const key of ['name', 'cpf', 'email', 'mother_name', 'father_name', 'address']) expect(before, key).toContain(fields[key]);

    const res = AnonymiseResponse.parse(ok(await from(kit, 'secretaria').post(`/api/registers/${id}/anonymise`)).json());
    expect(res.message).toBe(LGPD_MSG.anonymised);
    expect(res.data).toMatchObject({ id, photo: true, attachments: 2, enrolments: 1, catechist: true, anonymised_at: expect.any(String) });

    const sheet = Register.parse(ok(await admin().get(`/api/registers/${id}`)).json().data);
    const cleared = Object.fromEntries(
      Object.keys(PERSONAL_FIELDS)
        .filter((k) => k !== 'name')
        .map((k) => [k, null]),
    );
    expect(sheet).toMatchObject({ ...cleared, name: `Pessoa anonimizada #${id}`, age: null, photo: null, legal_basis_at: null, legal_basis_by_name: null });
    expect(sheet.anonymised_at).toEqual(expect.any(String));
    expect(ok(await admin().get(`/api/registers/${id}/attachments`)).json().data).toEqual([]);
    // The marriage file goes on without her: the placeholder, no document, no answers of hers.
    const file = ok(await admin().get(`/api/casamentos/${casamento}`)).json().data;
    expect(file.conjuge2).toMatchObject({ register_id: id, nome: `Pessoa anonimizada #${id}`, pai: null, mae: null, paroquia_residencia: null });
    expect(file.documentos.filter((d: { documento: unknown }) => d.documento)).toEqual([]);
    expect(ok(await admin().get(`/api/casamentos/${casamento}/entrevista`)).json().data.conjuge2).toEqual({});
  });

  it('no personal value remains anywhere in the database, the search column included', async () => {
    const after = await wholeDatabase(kit.t.db);
    for (const key of Object.keys(fields).filter(
      (k) => !['familly_qntd', 'civil_status', 'work_state', 'race', 'status', 'state', 'country', 'legal_basis', 'cep', 'born_date'].includes(k),
    )) {
      expect(after.includes(fields[key]), `${key}: ${fields[key]}`).toBe(false);
    }
    expect(after).not.toContain('Certidão da Anônima.pdf');
    // The folded copies the searches use (name_search, city_search, bairro_search) are gone too.
    for (const key of ['name', 'city', 'home_situation', 'mother_name', 'address'])
      expect(after.includes(searchFold(fields[key])), `folded ${key}`).toBe(false);
    // The names' words (046) follow: the vocabulary counts exactly the people the words still have, none left at zero.
    const { rows: vocab } = await kit.t.db.query<{ word: string; people: number; words: number }>(
      `SELECT v.word, v.people, (SELECT count(*)::int FROM register_words w WHERE (w.paroquia_id, w.word) = (v.paroquia_id, v.word)) AS words
         FROM register_vocab v`,
    );
    expect(vocab.filter((v) => v.people !== v.words || v.people < 1)).toEqual([]);
    const { rows } = await kit.t.db.query<Record<string, unknown>>('SELECT * FROM registers WHERE id = $1', [id]);
    const {
      id: _id,
      paroquia_id: _p,
      name,
      name_search,
      status,
      created_by: _c,
      updated_by: _u,
      anonymised_by,
      created_at: _ca,
      updated_at: _ua,
      anonymised_at,
      status_changed_at: _s,
      ...rest
    } = rows[0];
    expect(name).toBe(`Pessoa anonimizada #${id}`);
    expect(name_search).toBe(`pessoa anonimizada #${id}`);
    expect(status).toBe('0');
    expect(anonymised_at).toBeInstanceOf(Date);
    expect(anonymised_by).toEqual(expect.any(Number));
    expect(Object.entries(rest).filter(([, v]) => v !== null)).toEqual([]);
    expect((await kit.t.db.query('SELECT 1 FROM register_attachments WHERE register_id = $1', [id])).rows).toEqual([]);
  });

  it('no file remains under DATA_DIR/uploads', async () => {
    const root = kit.t.config.uploadsDir;
    for (const [kind, name] of [
      ['registers', files[0]],
      ['anexos_registers', files[1]],
      ['anexos_registers', files[2]],
    ]) {
      expect((await readdir(join(root, kind))).includes(name), `${kind}/${name}`).toBe(false);
      expect((await admin().get(`/uploads/${kind}/${name}`)).statusCode).toBe(404);
    }
    const everything = await allUploads(root);
    expect(everything).not.toContain('%foto-unica-da-anonima');
    expect(everything).not.toContain('%documento-unico-da-anonima');
    expect(everything).not.toContain('%documento-de-casamento-da-anonima');
  });

  it('the old name finds nothing in the list, the picker or the catechists; the new one does', async () => {
    for (const q of [fields.name, fields.name.split(' ')[2], 'zuleica anonima']) {
      const list = RegisterListResponse.parse(ok(await admin().get(`/api/registers?q=${encodeURIComponent(q)}`)).json()).data;
      expect(
        list.data.map((r) => r.id),
        q,
      ).not.toContain(id);
      expect(
        ok(await from(kit, 'coordenador').get(`/api/registers?q=${encodeURIComponent(q)}`))
          .json()
          .data.data.map((r: { id: number }) => r.id),
      ).not.toContain(id);
      expect(
        ok(await admin().get(`/api/catequistas/crisma?q=${encodeURIComponent(q)}`))
          .json()
          .data.map((r: { register_id: number }) => r.register_id),
      ).not.toContain(id);
    }
    const found = RegisterListResponse.parse(ok(await admin().get(`/api/registers?q=${encodeURIComponent(`anonimizada #${id}`)}`)).json()).data;
    expect(found.data.map((r) => r.id)).toEqual([id]);
    for (const filter of [`city=${encodeURIComponent(fields.city)}`, `home_situation=${encodeURIComponent(fields.home_situation)}`]) {
      expect(RegisterListResponse.parse(ok(await admin().get(`/api/registers?${filter}`)).json()).data.meta.total, filter).toBe(0);
    }
  });

  it('class history stays as counts without identity; the catechist record stays, inactive', async () => {
    const students = CrismandoList.parse(ok(await admin().get(`/api/crismandos?turma_id=${turma}`)).json());
    expect(students.meta.total).toBe(2);
    expect(students.data.map((s) => s.register_name)).toContain(`Pessoa anonimizada #${id}`);
    const classes = ClassList.parse(ok(await admin().get('/api/turmas/crisma')).json()).data;
    expect(classes.find((c) => c.id === turma)?.alunos_count).toBe(2);
    expect(classes.find((c) => c.id === tutored)?.tutor_nome).toBe(`Pessoa anonimizada #${id}`);
    const catechist = ok(await admin().get(`/api/catequistas/crisma?q=${encodeURIComponent('anonimizada')}`))
      .json()
      .data.find((c: { register_id: number }) => c.register_id === id);
    expect(catechist).toMatchObject({ nome: `Pessoa anonimizada #${id}`, status: 2 });
  });

  it('once anonymised: a second time, an edit or an attachment is refused (409); the delete rule is unchanged', async () => {
    const again = await admin().post(`/api/registers/${id}/anonymise`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(LGPD_MSG.alreadyAnonymised);
    expect((await admin().update(id, { name: 'De Volta' })).statusCode).toBe(409);
    expect((await admin().attach(id, [filePart(PDF_HEADER, 'x.pdf')])).statusCode).toBe(409);
    expect(Register.parse(ok(await admin().get(`/api/registers/${id}`)).json().data).name).toBe(`Pessoa anonimizada #${id}`);
    expect(AnonymisePreviewResponse.parse(ok(await admin().get(`/api/registers/${id}/anonymise`)).json()).data).toMatchObject({
      fields: [],
      photo: false,
      attachments: 0,
    });
    expect((await admin().del(`/api/registers/${id}`)).statusCode).toBe(409);
  });

  it('a register with no history is anonymised too, and can still be deleted plainly', async () => {
    const lone = ok(await admin().create({ name: 'Pessoa Solitária' }), 201).json().data.id;
    ok(await admin().post(`/api/registers/${lone}/anonymise`));
    ok(await admin().del(`/api/registers/${lone}`));
    expect((await admin().get(`/api/registers/${lone}`)).statusCode).toBe(404);
  });
});

describe('anonymising a person named by a petition to the chancery', () => {
  const person = fullPerson('Peticionada');
  const token = person.address_number; // unique to this person: the petition's texts carry it
  const written = {
    assunto: `Retificação pedida por ${token}-assunto`,
    texto: `A mãe ${token}-texto pede a correção do nome.`,
    valor: `Nome correto ${token}-campo`,
    documento: `Certidão civil ${token}.pdf`,
    nota: `Segue a certidão de ${token}-nota`,
    conteudo: `%documento-da-peticao-${token}`,
  };
  let id: number;
  let peticao: number;

  beforeAll(async () => {
    id = ok(await admin().create(person), 201).json().data.id;
    const baptism = ok(await admin().post('/api/sacramentos/batismo', { register_id: id, data: '1984-06-10' }), 201).json().data.id;
    const filed = ok(
      await admin().post('/api/peticoes', {
        tipo: 'retificacao',
        assunto: written.assunto,
        texto: written.texto,
        campos: { campo: 'nome', valor_correto: written.valor },
        registro_id: baptism,
      }),
      201,
    ).json().data;
    peticao = filed.id;
    const doc = multipart([
      { name: 'texto', value: written.nota },
      { name: 'arquivo', filename: written.documento, type: 'application/pdf', data: Buffer.concat([PDF_HEADER, Buffer.from(written.conteudo)]) },
    ]);
    const sent = await kit.t.app.inject({
      method: 'POST',
      url: `/api/peticoes/${peticao}/documentos`,
      headers: { ...doc.headers, cookie: kit.cookies.admin },
      payload: doc.payload,
    });
    ok(sent, 201);
    const chancelaria = await signIn(kit.t.app, 'chancelaria');
    const answered = await kit.t.app.inject({
      method: 'POST',
      url: `/api/peticoes/${peticao}/responder`,
      headers: { cookie: chancelaria },
      payload: { estado: 'indeferido', texto: 'Indefere-se: a certidão civil não confere.' },
    });
    ok(answered);
  });

  it("the person's export carries the petition: its text, fields, history and document (the file in the archive)", async () => {
    const zip = await unzip(ok(await admin().get(`/api/registers/${id}/export`)).rawPayload);
    const data = JSON.parse(zip.get('data.json')!.toString('utf8'));
    expect(data.peticoes).toHaveLength(1);
    const [p] = data.peticoes;
    expect(p).toMatchObject({ id: peticao, assunto: written.assunto, texto: written.texto, estado: 'indeferido', tipo_nome: 'Retificação de registro' });
    expect(p.campos).toEqual({ campo: 'nome', valor_correto: written.valor });
    expect(p.decreto).toMatchObject({ decisao: 'indeferido', codigo: expect.any(String) });
    expect(p.historico.map((e: { texto: string | null }) => e.texto)).toContain(written.nota);
    expect(p.documentos).toEqual([expect.objectContaining({ nome: written.documento, file: expect.stringMatching(/^files\/peticoes\//) })]);
    expect(zip.get(p.documentos[0].file)!.toString('latin1')).toContain(written.conteudo);
  });

  it('anonymising leaves none of what the parish wrote in the database or the uploads; the petition and its decree stay', async () => {
    const before = await wholeDatabase(kit.t.db);
    for (const value of Object.values(written).slice(0, 5)) expect(before, value).toContain(value);
    ok(await admin().post(`/api/registers/${id}/anonymise`));
    const after = await wholeDatabase(kit.t.db);
    expect(after.includes(token), 'the petition texts').toBe(false);
    expect(await allUploads(kit.t.config.uploadsDir)).not.toContain(written.conteudo);
    const p = ok(await admin().get(`/api/peticoes/${peticao}`)).json().data;
    expect(p).toMatchObject({ estado: 'indeferido', campos: {}, documentos: [], decreto: { codigo: expect.any(String) } });
    expect(p.assunto).not.toContain(token);
  });
});
