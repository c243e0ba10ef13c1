import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import { NOTICES_MSG, Notice, NoticeList, NoticeResponse } from '../../shared/schemas/notices';
import { createTestApp, type TestApp } from '../test/app';
import { GIF_1PX, JPEG_HEADER, PDF_HEADER, PNG_1PX, WEBP_HEADER } from '../test/files';
import { signIn } from '../test/http';
import { announceDueNotices } from './announce';
import { file, HOSTILE_SVG, noticeKit } from './test-helpers';

let t: TestApp;
let kit: ReturnType<typeof noticeKit>;
let admin: string; // 111, writes notices
let secretaria: string; // 1, writes notices
let acolito: string; // 8, reads
let catequista: string; // 13, reads
let outra: string; // 1 of the other parish

beforeAll(async () => {
  t = await createTestApp();
  kit = noticeKit(t);
  [admin, secretaria, acolito, catequista, outra] = await Promise.all(
    ['admin', 'secretaria', 'acolito', 'catequista', 'outra'].map((user) => signIn(t.app, user)),
  );
});
afterAll(() => t?.close());

async function created(cookie: string, values: Record<string, string>, ...files: ReturnType<typeof file>[]): Promise<Notice> {
  const res = await kit.create(cookie, values, ...files);
  expect(res.statusCode, res.body).toBe(201);
  return NoticeResponse.parse(res.json()).data;
}

async function list(cookie: string, query = ''): Promise<NoticeList> {
  const res = await kit.get(`/api/feed-posts${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return NoticeList.parse(res.json()).data;
}

async function alerts(user: string): Promise<Array<{ type: string; title: string; body: string | null }>> {
  const { rows } = await t.db.query<{ type: string; title: string; body: string | null }>(
    'SELECT n.type, n.title, n.body FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.username = $1 ORDER BY n.id',
    [user],
  );
  return rows;
}

describe('notices: create, read, parish and roles', () => {
  it('a writer creates a notice with an attachment; the parish reads it and is notified, the author is not', async () => {
    const notice = await created(
      admin,
      { title: 'Festa de São José', legend: 'Quermesse após a missa', level_importance: '2', send_at: '' },
      file(PNG_1PX, 'cartaz da festa de são josé 2026.png'),
    );
    expect(notice).toMatchObject({ title: 'Festa de São José', legend: 'Quermesse após a missa', level_importance: 2, send_at: null, views: 0 });
    expect(notice.anexo).toBe('cartaz da festa de são josé 2026.png');
    expect(notice.anexo_url).toMatch(/^\/uploads\/feed\/[a-f0-9]{32}\.png$/);

    const seen = await kit.get(`/api/feed-posts/${notice.id}`, acolito);
    expect(seen.statusCode).toBe(200);
    expect(NoticeResponse.parse(seen.json()).data).toEqual(notice);
    expect((await list(acolito, '?q=Festa de São José')).items.map((n) => n.id)).toContain(notice.id);

    const image = await kit.get(notice.anexo_url!, acolito);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG_1PX)).toBe(true);
    expect((await t.app.inject({ method: 'HEAD', url: notice.anexo_url!, headers: { cookie: acolito } })).statusCode).toBe(200);
    expect((await kit.get(notice.anexo_url!, outra)).statusCode).toBe(404);
    expect((await kit.get(notice.anexo_url!)).statusCode).toBe(404);

    expect(await alerts('acolito')).toContainEqual({ type: 'alert', title: NOTICES_MSG.notificationTitle, body: 'Festa de São José' });
    expect((await alerts('admin')).some((n) => n.body === 'Festa de São José')).toBe(false);
    expect((await alerts('outra')).some((n) => n.body === 'Festa de São José')).toBe(false);
  });

  it('roles without the notices permission get 403 on every write, and nothing is stored', async () => {
    const notice = await created(secretaria, { title: 'Aviso da secretaria' });
    const before = { count: await kit.countNotices(), files: await kit.storedFiles() };
    for (const cookie of [acolito, catequista]) {
      for (const res of [
        await kit.create(cookie, { title: 'Não deveria existir' }, file(PNG_1PX)),
        await kit.update(cookie, notice.id, { title: 'Alterado' }),
        await kit.remove(cookie, notice.id),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: MSG.forbidden });
      }
    }
    expect(await kit.countNotices()).toBe(before.count);
    expect(await kit.storedFiles()).toEqual(before.files);
    expect(NoticeResponse.parse((await kit.get(`/api/feed-posts/${notice.id}`, acolito)).json()).data.title).toBe('Aviso da secretaria');
  });

  it("another parish's notice is not found for reading or writing, and never listed", async () => {
    const ours = await created(admin, { title: 'Somente São José' });
    const theirs = await created(outra, { title: 'Somente Aparecida' });
    for (const res of [
      await kit.get(`/api/feed-posts/${ours.id}`, outra),
      await kit.update(outra, ours.id, { title: 'Invadido' }, file(PNG_1PX)),
      await kit.remove(outra, ours.id),
      await kit.view(outra, ours.id),
      await kit.get(`/api/feed-posts/${theirs.id}`, admin),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: MSG.notFound });
    }
    expect((await list(outra, '?per_page=50')).items.map((n) => n.title)).not.toContain('Somente São José');
    expect((await list(admin, '?q=Somente')).items.map((n) => n.title)).toEqual(['Somente São José']);
    expect(NoticeResponse.parse((await kit.get(`/api/feed-posts/${ours.id}`, admin)).json()).data.title).toBe('Somente São José');
  });

  it('HTML and script in the text are stored and answered verbatim, as JSON', async () => {
    const title = '<img src=x onerror=alert(1)><script>alert("aviso")</script> & "festa"';
    const legend = '<b>negrito</b> </textarea><svg onload=alert(2)>';
    const notice = await created(admin, { title, legend });
    const res = await kit.get(`/api/feed-posts/${notice.id}`, acolito);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().data).toMatchObject({ title, legend });
  });
});

describe('notices: validation', () => {
  it('refuses a missing or blank title, a bad importance or date, with the spec texts and nothing stored', async () => {
    const before = { count: await kit.countNotices(), files: await kit.storedFiles() };
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ legend: 'sem título' }, 'title', NOTICES_MSG.titleRequired],
      [{ title: '   ' }, 'title', NOTICES_MSG.titleRequired],
      [{ title: 'x'.repeat(201) }, 'title', NOTICES_MSG.titleTooLong],
      [{ title: 'Aviso', level_importance: '3' }, 'level_importance', NOTICES_MSG.importanceInvalid],
      [{ title: 'Aviso', level_importance: 'alto' }, 'level_importance', NOTICES_MSG.importanceInvalid],
      [{ title: 'Aviso', send_at: 'amanhã' }, 'send_at', NOTICES_MSG.sendAtInvalid],
      [{ title: 'Aviso\u0000nulo' }, 'title', NOTICES_MSG.textInvalid],
    ];
    for (const [values, field, text] of cases) {
      const res = await kit.create(admin, values, file(PNG_1PX));
      expect(res.statusCode, JSON.stringify(values)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(values)).toEqual([text]);
    }
    expect(await kit.countNotices()).toBe(before.count);
    expect(await kit.storedFiles()).toEqual(before.files);
  });

  it('a write the database refuses answers a generic 500 and leaves no file, notice or notification behind', async () => {
    // A trigger stands in for any failure inside the transaction (disk full, constraint, lost connection).
    await t.db.exec(`CREATE FUNCTION refuse_notice() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.title = 'Falha simulada' THEN RAISE EXCEPTION 'simulated failure in /srv/secret.sql'; END IF; RETURN NEW; END $$;
      CREATE TRIGGER refuse_notice BEFORE INSERT OR UPDATE ON notices FOR EACH ROW EXECUTE FUNCTION refuse_notice();`);
    try {
      const before = { count: await kit.countNotices(), files: await kit.storedFiles(), alerts: (await alerts('acolito')).length };
      const res = await kit.create(admin, { title: 'Falha simulada' }, file(PNG_1PX));
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: MSG.serverError });
      const existing = await created(admin, { title: 'Antes da falha' }, file(PNG_1PX));
      const files = await kit.storedFiles();
      const update = await kit.update(admin, existing.id, { title: 'Falha simulada' }, file(GIF_1PX, 'novo.gif', 'image/gif'));
      expect(update.statusCode).toBe(500);
      expect(update.body).not.toMatch(/secret|simulated|sql/i);
      expect(await kit.storedFiles()).toEqual(files);
      expect(await kit.countNotices()).toBe(before.count + 1);
      expect((await kit.storedFiles()).feed).toEqual([...before.files.feed, existing.anexo_url!.split('/').pop()!].sort());
      expect((await alerts('acolito')).length).toBe(before.alerts + 1);
    } finally {
      await t.db.exec('DROP TRIGGER refuse_notice ON notices; DROP FUNCTION refuse_notice();');
    }
  });

  it('decides the attachment type by content: a .png that is text, an executable or an HTML page are refused', async () => {
    const before = { count: await kit.countNotices(), files: await kit.storedFiles() };
    for (const part of [
      file(Buffer.from('isto não é uma imagem, é só texto'), 'foto.png', 'image/png'),
      file(Buffer.from('<html><body><script>alert(1)</script></body></html>'), 'pagina.svg', 'image/svg+xml'),
      file(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]), 'programa.pdf', 'application/pdf'),
      file(Buffer.from('PK\x03\x04'.padEnd(64, '\0'), 'binary'), 'planilha.jpg', 'image/jpeg'),
    ]) {
      const res = await kit.create(admin, { title: 'Com anexo errado' }, part);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: NOTICES_MSG.attachmentType, errors: { anexo: [NOTICES_MSG.attachmentType] } });
    }
    expect(await kit.countNotices()).toBe(before.count);
    expect(await kit.storedFiles()).toEqual(before.files);
  });

  it('refuses 5 MB + 1 byte with the spec text and accepts exactly 5 MB', async () => {
    const before = await kit.storedFiles();
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(5 * 1024 * 1024 + 1 - PNG_1PX.length)]);
    const refused = await kit.create(admin, { title: 'Grande demais' }, file(big));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: NOTICES_MSG.attachmentSize, errors: { anexo: [NOTICES_MSG.attachmentSize] } });
    expect(await kit.storedFiles()).toEqual(before);

    const exact = await created(admin, { title: 'No limite' }, file(big.subarray(0, 5 * 1024 * 1024)));
    expect(exact.anexo_url).toMatch(/\.png$/);
  });

  it('names every problem at once: a missing title and a wrong file', async () => {
    const res = await kit.create(admin, {}, file(Buffer.from('texto'), 'a.png'));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ title: [NOTICES_MSG.titleRequired], anexo: [NOTICES_MSG.attachmentType] });
  });

  it('accepts JPEG, PNG, GIF, WEBP, SVG and PDF by content, stored and named with the extension of what they are', async () => {
    const cases: Array<[Buffer, string, string, string]> = [
      [JPEG_HEADER, 'foto.jpeg', 'jpg', 'foto.jpg'],
      [GIF_1PX, 'animacao.gif', 'gif', 'animacao.gif'],
      [WEBP_HEADER, 'imagem.webp', 'webp', 'imagem.webp'],
      [HOSTILE_SVG, 'desenho.svg', 'svg', 'desenho.svg'],
      [PDF_HEADER, 'folheto.png', 'pdf', 'folheto.pdf'],
    ];
    for (const [data, name, ext, shown] of cases) {
      const notice = await created(admin, { title: `Anexo ${name}` }, file(data, name, 'application/octet-stream'));
      expect(notice.anexo, name).toBe(shown);
      expect(notice.anexo_url, name).toMatch(new RegExp(`\\.${ext}$`));
    }
  });

  it('an empty file input means no attachment', async () => {
    const notice = await created(admin, { title: 'Sem arquivo' }, file(Buffer.alloc(0), '', 'application/octet-stream'));
    expect(notice.anexo).toBeNull();
    expect(notice.anexo_url).toBeNull();
  });

  it('serves an SVG attachment inert: sandboxed, never sniffed, so its script cannot run on the portal', async () => {
    const notice = await created(admin, { title: 'Cartaz vetorial' }, file(HOSTILE_SVG, 'cartaz.svg', 'image/svg+xml'));
    const res = await kit.get(notice.anexo_url!, acolito);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toMatch(/sandbox/);
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, max-age=86400');
  });

  it('validates the list query', async () => {
    for (const q of ['per_page=0', 'per_page=51', 'page=0', 'level=3', 'level=x', 'has_attachment=2']) {
      const res = await kit.get(`/api/feed-posts?${q}`, admin);
      expect(res.statusCode, q).toBe(422);
    }
    // A path that cannot be an id names no notice.
    expect((await kit.get('/api/feed-posts/abc', admin)).statusCode).toBe(404);
  });
});

describe('notices: list, search, filters and pagination', () => {
  const MARK = 'Kwzq';
  beforeAll(async () => {
    const titles = [
      `Procissão de São Benedito ${MARK}`,
      `PROCISSÃO luminosa ${MARK}`,
      `Missa campal ${MARK}`,
      `Desconto de 50% no bazar ${MARK}`,
      `Catequese ${MARK} 5`,
      `Catequese ${MARK} 6`,
      `Catequese ${MARK} 7`,
      `Catequese ${MARK} 8`,
      `Catequese ${MARK} 9`,
      `Catequese ${MARK} 10`,
      `Catequese ${MARK} 11`,
      `Catequese ${MARK} 12`,
    ];
    for (const [i, title] of titles.entries()) {
      await created(
        admin,
        { title, legend: i === 2 ? 'Encontro na Capela São Judas Tadeu' : '', level_importance: String(i % 3) },
        ...(i % 4 === 0 ? [file(PNG_1PX)] : []),
      );
    }
  });

  it('pages of 10 by default, newest first, with total and last_page', async () => {
    const first = await list(admin, `?q=${MARK}`);
    expect(first).toMatchObject({ total: 12, last_page: 2, page: 1, per_page: 10 });
    expect(first.items).toHaveLength(10);
    expect(first.items[0].title).toBe(`Catequese ${MARK} 12`);
    const second = await list(admin, `?q=${MARK}&page=2`);
    expect(second.items.map((n) => n.title)).toEqual([`PROCISSÃO luminosa ${MARK}`, `Procissão de São Benedito ${MARK}`]);
    const fives = await list(admin, `?q=${MARK}&per_page=5&page=3`);
    expect(fives).toMatchObject({ total: 12, last_page: 3 });
    expect(fives.items).toHaveLength(2);
    expect((await list(admin, `?q=${MARK}&page=9`)).items).toEqual([]);
  });

  it('searches title and legend without regard to accents or case; % and _ are literal', async () => {
    const titles = async (q: string) => (await list(admin, `?q=${encodeURIComponent(q)}&per_page=50`)).items.map((n) => n.title).sort();
    expect(await titles('procissao')).toEqual(expect.arrayContaining([`PROCISSÃO luminosa ${MARK}`, `Procissão de São Benedito ${MARK}`]));
    expect(await titles('SAO BENEDITO')).toContain(`Procissão de São Benedito ${MARK}`);
    expect(await titles('capela são judas')).toEqual([`Missa campal ${MARK}`]);
    expect(await titles('50%')).toEqual([`Desconto de 50% no bazar ${MARK}`]);
    expect(await titles(`${MARK}_`)).toEqual([]);
  });

  it('filters by importance and by attachment, together with the search', async () => {
    const high = await list(admin, `?q=${MARK}&level=2&per_page=50`);
    expect(high.total).toBe(4);
    expect(high.items.every((n) => n.level_importance === 2)).toBe(true);
    const withFile = await list(admin, `?q=${MARK}&has_attachment=1&per_page=50`);
    expect(withFile.total).toBe(3);
    expect(withFile.items.every((n) => n.anexo_url !== null)).toBe(true);
    const without = await list(admin, `?q=${MARK}&has_attachment=0&per_page=50`);
    expect(without.total).toBe(9);
    expect(without.items.every((n) => n.anexo === null)).toBe(true);
    expect((await list(admin, `?q=${MARK}&has_attachment=1&level=0&per_page=50`)).total).toBe(1);
    // Empty values are no filter at all, as the screen sends them.
    expect((await list(admin, `?q=${MARK}&level=&has_attachment=`)).total).toBe(12);
  });
});

describe('notices: scheduled, views', () => {
  it('a scheduled notice is seen only by writers until its time, then by everyone, and announced once', async () => {
    const at = new Date(t.clock.now().getTime() + 60 * 60 * 1000).toISOString();
    const notice = await created(admin, { title: 'Retiro agendado', send_at: at }, file(PNG_1PX));
    expect(notice.send_at).toBe(at);
    try {
      expect((await list(secretaria, '?q=Retiro agendado')).total).toBe(1);
      expect((await list(acolito, '?q=Retiro agendado')).total).toBe(0);
      expect((await kit.get(`/api/feed-posts/${notice.id}`, acolito)).statusCode).toBe(404);
      expect((await kit.view(acolito, notice.id)).statusCode).toBe(404);
      expect((await kit.get(notice.anexo_url!, acolito)).statusCode).toBe(404);
      expect((await kit.get(notice.anexo_url!, secretaria)).statusCode).toBe(200);
      // A writer looking at it early is not a view.
      expect((await kit.view(secretaria, notice.id)).json()).toEqual({ data: { views: 0 } });
      expect(await announceDueNotices(t.db, t.clock.now())).not.toContain(notice.id);
      expect((await alerts('acolito')).some((n) => n.body === 'Retiro agendado')).toBe(false);

      t.clock.advance(61 * 60 * 1000);
      expect((await list(acolito, '?q=Retiro agendado')).total).toBe(1);
      expect((await kit.get(`/api/feed-posts/${notice.id}`, acolito)).statusCode).toBe(200);
      expect((await kit.get(notice.anexo_url!, acolito)).statusCode).toBe(200);
      expect(await announceDueNotices(t.db, t.clock.now())).toContain(notice.id);
      expect(await announceDueNotices(t.db, t.clock.now())).not.toContain(notice.id);
      expect((await alerts('acolito')).filter((n) => n.body === 'Retiro agendado')).toHaveLength(1);
    } finally {
      t.clock.reset();
    }
  });

  it('clearing the date of a waiting notice sends it now', async () => {
    const at = new Date(t.clock.now().getTime() + 24 * 60 * 60 * 1000).toISOString();
    const notice = await created(admin, { title: 'Mudou de ideia', send_at: at });
    const res = await kit.update(admin, notice.id, { title: 'Mudou de ideia', send_at: '' });
    expect(res.statusCode).toBe(200);
    expect(Date.parse(res.json().data.send_at)).toBeLessThanOrEqual(t.clock.now().getTime());
    expect((await list(acolito, '?q=Mudou de ideia')).total).toBe(1);
    expect((await alerts('acolito')).filter((n) => n.body === 'Mudou de ideia')).toHaveLength(1);
  });

  it('counts one view per person, however often they open it', async () => {
    const notice = await created(admin, { title: 'Contando leitores' });
    expect((await kit.view(acolito, notice.id)).json()).toEqual({ data: { views: 1 } });
    expect((await kit.view(acolito, notice.id)).json()).toEqual({ data: { views: 1 } });
    expect((await kit.view(catequista, notice.id)).json()).toEqual({ data: { views: 2 } });
    expect((await list(admin, '?q=Contando leitores')).items[0].views).toBe(2);
    // Reading the notice or the list counts nothing by itself.
    await kit.get(`/api/feed-posts/${notice.id}`, secretaria);
    expect(NoticeResponse.parse((await kit.get(`/api/feed-posts/${notice.id}`, admin)).json()).data.views).toBe(2);
  });
});

describe('notices: edit and delete', () => {
  it('replaces the attachment (the old file is removed), keeps it when nothing is sent, removes it with remove_anexo', async () => {
    const notice = await created(admin, { title: 'Cartaz antigo' }, file(PNG_1PX, 'antigo.png'));
    const oldFile = notice.anexo_url!.split('/').pop()!;

    const replaced = await kit.update(
      admin,
      notice.id,
      { title: 'Cartaz novo', legend: 'Atualizado', level_importance: '1' },
      file(PDF_HEADER, 'novo.pdf', 'application/pdf'),
    );
    expect(replaced.statusCode).toBe(200);
    const afterReplace = NoticeResponse.parse(replaced.json());
    expect(afterReplace.message).toBe(NOTICES_MSG.updated);
    expect(afterReplace.data).toMatchObject({ title: 'Cartaz novo', legend: 'Atualizado', level_importance: 1, anexo: 'novo.pdf' });
    expect((await kit.storedFiles()).feed).not.toContain(oldFile);
    expect((await kit.get(notice.anexo_url!, admin)).statusCode).toBe(404);

    const kept = NoticeResponse.parse((await kit.update(admin, notice.id, { title: 'Só o título' })).json()).data;
    expect(kept.anexo_url).toBe(afterReplace.data.anexo_url);

    const badFile = await kit.update(admin, notice.id, { title: 'Troca inválida' }, file(Buffer.from('texto'), 'x.pdf'));
    expect(badFile.statusCode).toBe(422);
    expect(NoticeResponse.parse((await kit.get(`/api/feed-posts/${notice.id}`, admin)).json()).data).toEqual(kept);

    const removed = NoticeResponse.parse((await kit.update(admin, notice.id, { title: 'Sem cartaz', remove_anexo: '1' })).json()).data;
    expect(removed).toMatchObject({ title: 'Sem cartaz', anexo: null, anexo_url: null });
    expect((await kit.storedFiles()).feed).not.toContain(kept.anexo_url!.split('/').pop());
  });

  it('requires _method=PUT and a title on update', async () => {
    const notice = await created(admin, { title: 'Para editar' });
    const noMethod = await t.app.inject({
      method: 'POST',
      url: `/api/feed-posts/${notice.id}`,
      headers: { cookie: admin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'title=Sem+method',
    });
    expect(noMethod.statusCode).toBe(422);
    expect(noMethod.json().errors._method).toEqual([NOTICES_MSG.methodInvalid]);
    const noTitle = await kit.update(admin, notice.id, { title: '' });
    expect(noTitle.json().errors.title).toEqual([NOTICES_MSG.titleRequired]);
    expect((await kit.update(admin, 999_999, { title: 'Não existe' })).statusCode).toBe(404);
  });

  it('deletes the notice, its views and its file; a second delete is not found', async () => {
    const notice = await created(secretaria, { title: 'Para excluir' }, file(GIF_1PX, 'x.gif', 'image/gif'));
    await kit.view(acolito, notice.id);
    const res = await kit.remove(secretaria, notice.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: NOTICES_MSG.deleted });
    expect((await kit.get(`/api/feed-posts/${notice.id}`, admin)).statusCode).toBe(404);
    expect((await kit.storedFiles()).feed).not.toContain(notice.anexo_url!.split('/').pop());
    expect((await t.app.inject({ method: 'HEAD', url: notice.anexo_url!, headers: { cookie: admin } })).statusCode).toBe(404);
    expect((await t.db.query('SELECT 1 FROM notice_views WHERE notice_id = $1', [notice.id])).rows).toEqual([]);
    expect((await kit.remove(secretaria, notice.id)).statusCode).toBe(404);
  });

  it('the dashboard counts the notices sent in its period', async () => {
    const res = await kit.get('/api/stats/dashboard?months=12', admin);
    const counter = res.json().counters.find((c: { key: string }) => c.key === 'notices');
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM notices WHERE paroquia_id = $1 AND coalesce(send_at, created_at) <= $2', [
      await kit.parishOf('admin'),
      t.clock.now(),
    ]);
    expect(counter).toMatchObject({ label: 'Avisos no período', value: rows[0].n });
  });
});
