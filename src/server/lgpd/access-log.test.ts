import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import { AccessLogResponse } from '../../shared/schemas/lgpd';
import { PDF_HEADER, PNG_1PX } from '../test/files';
import { filePart, photoPart, registersKit } from '../registers/test-helpers';
import { from, fullPerson, lastLogId, ok, stored, userId, type Kit, type TestUser } from './test-helpers';

let kit: Kit;
beforeAll(async () => {
  kit = await registersKit();
});
afterAll(() => kit?.t.close());

const ADDRESS = '203.0.113.45';
const admin = () => from(kit, 'admin', ADDRESS);

/** Runs `action` and answers the entries it added to the log. */
async function logged(action: () => Promise<unknown>) {
  const before = await lastLogId(kit);
  await action();
  return stored(kit, before);
}

describe('every listed action writes exactly one entry: who, when, what, which register, from where', () => {
  let id: number;
  let attachmentIds: number[];
  let files: string[];

  it('create (with its photo and legal basis)', async () => {
    const entries = await logged(async () => {
      id = ok(await admin().create(fullPerson('Log'), [photoPart(PNG_1PX)]), 201).json().data.id;
    });
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry).toMatchObject({
      paroquia_id: kit.saoJose,
      register_id: id,
      user_id: await userId(kit, 'admin'),
      user_name: 'Pe. Antônio Ribeiro',
      action: 'create',
      ip: ADDRESS,
    });
    expect(Math.abs(entry.at.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('view of the sheet', async () => {
    const entries = await logged(() =>
      admin()
        .get(`/api/registers/${id}`)
        .then((r) => ok(r)),
    );
    expect(entries.map((e) => [e.action, e.register_id, e.ip])).toEqual([['view', id, ADDRESS]]);
  });

  it('update, and a photo change with it', async () => {
    const plain = await logged(() =>
      admin()
        .update(id, { ...fullPerson('Log'), name: 'Zuleica Log Editada' })
        .then((r) => ok(r)),
    );
    expect(plain.map((e) => [e.action, e.details])).toEqual([['update', {}]]);
    const photo = await logged(() =>
      admin()
        .update(id, fullPerson('Log'), [photoPart(PNG_1PX)])
        .then((r) => ok(r)),
    );
    expect(photo.map((e) => [e.action, e.details])).toEqual([['update', { photo: 'changed' }]]);
    const removed = await logged(() =>
      admin()
        .update(id, { ...fullPerson('Log'), remove_photo: '1' })
        .then((r) => ok(r)),
    );
    expect(removed.map((e) => [e.action, e.details])).toEqual([['update', { photo: 'removed' }]]);
  });

  it('attachment upload: one entry for the whole upload, naming the new attachments', async () => {
    const entries = await logged(async () => {
      const items = ok(await admin().attach(id, [filePart(PDF_HEADER, 'a.pdf'), filePart(PNG_1PX, 'b.png')])).json().items;
      attachmentIds = items.map((a: { id: number }) => a.id);
      files = items.map((a: { filename: string }) => a.filename);
    });
    expect(entries.map((e) => [e.action, e.register_id, e.details])).toEqual([['attachment_upload', id, { attachment_ids: attachmentIds }]]);
  });

  it('attachment download through /uploads (GET only; HEAD sends no content)', async () => {
    const entries = await logged(() =>
      admin()
        .get(`/uploads/anexos_registers/${files[0]}`)
        .then((r) => ok(r)),
    );
    expect(entries.map((e) => [e.action, e.register_id, e.details, e.ip])).toEqual([['attachment_download', id, { attachment_id: attachmentIds[0] }, ADDRESS]]);
    expect(
      await logged(() =>
        admin()
          .head(`/uploads/anexos_registers/${files[0]}`)
          .then((r) => ok(r)),
      ),
    ).toEqual([]);
  });

  it('attachment delete', async () => {
    const entries = await logged(() =>
      admin()
        .del(`/api/registers/${id}/attachments/${attachmentIds[1]}`)
        .then((r) => ok(r)),
    );
    expect(entries.map((e) => [e.action, e.details])).toEqual([['attachment_delete', { attachment_id: attachmentIds[1] }]]);
  });

  it('CSV export: no register, the filter in details', async () => {
    const entries = await logged(() =>
      admin()
        .get('/api/registers/export?city=Campinas&race=3')
        .then((r) => ok(r)),
    );
    expect(entries.map((e) => [e.action, e.register_id, e.details])).toEqual([['csv_export', null, { filter: { city: 'Campinas', race: 3 } }]]);
  });

  it('data export (ZIP)', async () => {
    const entries = await logged(() =>
      admin()
        .get(`/api/registers/${id}/export`)
        .then((r) => ok(r)),
    );
    expect(entries.map((e) => [e.action, e.register_id])).toEqual([['data_export', id]]);
  });

  it('anonymisation', async () => {
    const entries = await logged(() =>
      from(kit, 'secretaria', ADDRESS)
        .post(`/api/registers/${id}/anonymise`)
        .then((r) => ok(r)),
    );
    expect(entries.map((e) => [e.action, e.register_id, e.user_name])).toEqual([['anonymise', id, 'Maria Aparecida Souza']]);
  });

  it('deletion; the entries outlive the register and stay readable', async () => {
    const gone = ok(await admin().create({ name: 'Pessoa Sem Histórico' }), 201).json().data.id;
    const entries = await logged(() =>
      admin()
        .del(`/api/registers/${gone}`)
        .then((r) => ok(r)),
    );
    expect(entries.map((e) => [e.action, e.register_id])).toEqual([['delete', gone]]);
    const log = AccessLogResponse.parse(ok(await admin().get(`/api/registers/${gone}/access-log`)).json());
    expect(log.data.map((e) => [e.action, e.register_name])).toEqual([
      ['delete', null],
      ['create', null],
    ]);
  });

  it('the per-register log reads newest first, with every action above', async () => {
    const log = AccessLogResponse.parse(ok(await admin().get(`/api/registers/${id}/access-log?limit=100`)).json());
    expect(log.data.map((e) => e.action).reverse()).toEqual([
      'create',
      'view',
      'update',
      'update',
      'update',
      'attachment_upload',
      'attachment_download',
      'attachment_delete',
      'data_export',
      'anonymise',
    ]);
    expect(log.meta).toEqual({ total: 10, page: 1, last_page: 1, limit: 100 });
    expect(log.data[0]).toMatchObject({ register_name: `Pessoa anonimizada #${id}`, ip: ADDRESS });
  });
});

describe('refusals and failures write nothing', () => {
  it("another parish's register, a missing one, a refused role, invalid data", async () => {
    const id = ok(await admin().create({ name: 'Pessoa Recusas' }), 201).json().data.id;
    const entries = await logged(async () => {
      expect((await from(kit, 'outra').get(`/api/registers/${id}`)).statusCode).toBe(404);
      expect((await admin().get('/api/registers/999999999')).statusCode).toBe(404);
      expect((await from(kit, 'coordenador').get(`/api/registers/${id}`)).statusCode).toBe(403);
      expect((await admin().update(id, { phone: '123' })).statusCode).toBe(422);
      expect((await admin().update(id, { legal_basis: 'porque_sim' })).statusCode).toBe(422);
      expect((await admin().attach(id, [filePart(Buffer.from('texto'), 'x.pdf')])).statusCode).toBe(422);
      expect((await from(kit, 'outra').get(`/api/registers/${id}/export`)).statusCode).toBe(404);
      expect((await from(kit, 'gestor').post(`/api/registers/${id}/anonymise`)).statusCode).toBe(403);
    });
    expect(entries).toEqual([]);
  });
});

describe('reading the log: roles 1 and 111 only, own parish only, filters', () => {
  it('roles 1 and 111 read; 2, 3, 13 and 8 get 403; no session 401', async () => {
    const id = ok(await admin().create({ name: 'Pessoa Papéis' }), 201).json().data.id;
    for (const url of ['/api/registers/access-log', `/api/registers/${id}/access-log`]) {
      for (const user of ['admin', 'secretaria'] as TestUser[]) expect((await from(kit, user).get(url)).statusCode, `${user} ${url}`).toBe(200);
      for (const user of ['gestor', 'coordenador', 'catequista', 'acolito'] as TestUser[]) {
        const res = await from(kit, user).get(url);
        expect(res.statusCode, `${user} ${url}`).toBe(403);
        expect(res.json()).toEqual({ message: MSG.forbidden });
      }
      expect((await from(kit, null).get(url)).statusCode).toBe(401);
    }
  });

  it('lists the users the log names, for the per-user filter', async () => {
    const res = ok(await admin().get('/api/registers/access-log/users')).json();
    expect(res.data).toEqual(
      expect.arrayContaining([
        { user_id: await userId(kit, 'admin'), user_name: 'Pe. Antônio Ribeiro' },
        { user_id: await userId(kit, 'secretaria'), user_name: 'Maria Aparecida Souza' },
      ]),
    );
    expect(
      ok(await from(kit, 'outra').get('/api/registers/access-log/users'))
        .json()
        .data.map((u: { user_name: string }) => u.user_name),
    ).not.toContain('Pe. Antônio Ribeiro');
    expect((await from(kit, 'gestor').get('/api/registers/access-log/users')).statusCode).toBe(403);
  });

  it("another parish's register is 404; its own log never shows São José's entries", async () => {
    const id = ok(await admin().create({ name: 'Pessoa de São José' }), 201).json().data.id;
    expect((await from(kit, 'outra').get(`/api/registers/${id}/access-log`)).statusCode).toBe(404);
    expect((await admin().get('/api/registers/abc/access-log')).statusCode).toBe(404);
    const theirs = AccessLogResponse.parse(ok(await from(kit, 'outra').get('/api/registers/access-log?limit=100')).json());
    expect(theirs.data.every((e) => e.user_name === 'Francisca Lopes Cardoso')).toBe(true);
    expect(theirs.data.some((e) => e.register_id === id)).toBe(false);
  });

  it('filters by user, action, register and day (the parish zone), with pages', async () => {
    const id = ok(await from(kit, 'secretaria').create({ name: 'Pessoa Filtros' }), 201).json().data.id;
    for (let i = 0; i < 3; i++) ok(await from(kit, 'secretaria').get(`/api/registers/${id}`));
    const secretaria = await userId(kit, 'secretaria');
    const url = `/api/registers/access-log?user_id=${secretaria}&action=view&register_id=${id}&limit=2`;
    const page1 = AccessLogResponse.parse(ok(await admin().get(url)).json());
    expect(page1.meta).toEqual({ total: 3, page: 1, last_page: 2, limit: 2 });
    expect(page1.data.every((e) => e.user_id === secretaria && e.action === 'view' && e.register_id === id)).toBe(true);
    const page2 = AccessLogResponse.parse(ok(await admin().get(`${url}&page=2`)).json());
    expect(page2.data).toHaveLength(1);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const inDay = AccessLogResponse.parse(ok(await admin().get(`${url}&from=${today}&to=${today}`)).json());
    expect(inDay.meta.total).toBe(3);
    const before = AccessLogResponse.parse(ok(await admin().get(`${url}&to=2020-01-01`)).json());
    expect(before.meta.total).toBe(0);
    const bad = await admin().get('/api/registers/access-log?from=2026-02-31');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['from']);
    expect((await admin().get('/api/registers/access-log?from=2026-05-02&to=2026-05-01')).statusCode).toBe(422);
    expect((await admin().get('/api/registers/access-log?action=erase')).statusCode).toBe(422);
  });
});

describe('append-only', () => {
  it('no call changes or deletes an entry', async () => {
    const id = ok(await admin().create({ name: 'Pessoa Imutável' }), 201).json().data.id;
    const before = await stored(kit);
    const [first] = before.filter((e) => e.register_id === id);
    for (const url of [
      '/api/registers/access-log',
      `/api/registers/${id}/access-log`,
      `/api/registers/access-log/${first.id}`,
      `/api/registers/${id}/access-log/${first.id}`,
    ]) {
      for (const res of [
        await admin().del(url),
        await admin().put(url, { action: 'view' }),
        await admin().patch(url, { action: 'view' }),
        await admin().post(url, {}),
      ]) {
        expect(res.statusCode, url).toBe(404);
      }
    }
    expect(await stored(kit)).toEqual(before);
  });

  it('the database itself refuses UPDATE, DELETE and TRUNCATE', async () => {
    const before = await stored(kit);
    const { db } = kit.t;
    await expect(db.query("UPDATE register_access_log SET user_name = 'outro' WHERE id = $1", [before[0].id])).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM register_access_log WHERE id = $1', [before[0].id])).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM register_access_log')).rejects.toThrow(/append-only/);
    await expect(db.query('TRUNCATE register_access_log')).rejects.toThrow(/append-only/);
    expect(await stored(kit)).toEqual(before);
  });
});
