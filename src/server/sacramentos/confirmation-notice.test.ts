import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/plain-date';
import { DEFAULT_TIME_ZONE, dayIn } from '../../shared/time-zone';
import { SACRAMENTOS_MSG, type SacramentoDetail } from '../../shared/schemas/sacramentos';
import { parishIdOf, signedInCaller } from '../catechesis/test-helpers';
import { createTestApp, type TestApp } from '../test/app';
import { pdfText } from '../test/pdf-text';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const baptism = (nome: string) => ({ nome, data: '2001-03-04', pai: 'Pedro', mae: 'Rita', padrinho: 'Paulo', celebrante: 'Pe. Luís', local: 'Matriz' });
const confirmation = (nome: string, extra: Record<string, unknown>) => ({ nome, data: '2020-06-07', pai: 'Pedro', mae: 'Rita', local: 'Matriz', ...extra });
const notesOf = async (c: Awaited<ReturnType<typeof signedInCaller>>, id: number) =>
  ((await c.get(`/api/sacramentos/batismo/${id}`)).json().data.anotacoes as Array<{ texto: string }>).map((a) => a.texto);

describe('the confirmation notice (c. 535 §2)', () => {
  it('notes a baptism here at once, sends a pending note to a parish of the portal, a letter elsewhere; refuses unknown ones', async () => {
    const sj = await signedInCaller(t.app, 'secretaria');
    const ap = await signedInCaller(t.app, 'outra');
    const apId = await parishIdOf(t.db, 'outra');
    const here = (await sj.post('/api/sacramentos/batismo', baptism('Caio Crisma Aqui'))).json().data.id as number;
    const there = (await ap.post('/api/sacramentos/batismo', baptism('Davi Crisma Lá'))).json().data.id as number;

    // Baptised here, the entry named: noted on it at once.
    const own = await sj.post('/api/sacramentos/crisma', confirmation('Caio Crisma Aqui', { batismo_registro_id: here }));
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().data).toMatchObject({ batismo_registro_id: here, paroquia_batismo_id: null });
    expect((await notesOf(sj, here)).filter((n) => /^Crismado\(a\) em 07\/06\/2020, em Matriz\. Crisma: livro \d+/.test(n))).toHaveLength(1);
    expect(own.json().data.notificacao).toMatchObject({ paroquia: 'Paróquia São José', estado: 'anotada' });

    // Baptised in Aparecida: a pending note there, confirmed onto its entry in one click.
    const theirs = await sj.post(
      '/api/sacramentos/crisma',
      confirmation('Davi Crisma Lá', { paroquia_batismo_id: apId, data_batismo: '2001-03-04', batismo_livro: 3, batismo_folha: 12, batismo_termo: 45 }),
    );
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.json().data).toMatchObject({ paroquia_batismo_id: apId, batismo_livro: 3, batismo_folha: 12, batismo_termo: 45 });
    const pending = ((await ap.get('/api/anotacoes/pendentes')).json().data as Array<{ id: number; tipo: string; nome: string; texto: string }>).find(
      (a) => a.nome === 'Davi Crisma Lá',
    )!;
    expect(pending).toMatchObject({ tipo: 'crisma' });
    expect(theirs.json().data.notificacao).toMatchObject({ estado: 'pendente', impressa_em: null, respondida_em: null });
    expect(pending.texto).toMatch(/^Crismado\(a\) em 07\/06\/2020, na Paróquia São José \(Matriz\)\. Crisma: livro \d+, folha \d+, termo \d+\.$/);
    expect((await ap.post(`/api/anotacoes/${pending.id}/confirmar`, { registro_id: there })).statusCode).toBe(200);
    expect(await notesOf(ap, there)).toContain(pending.texto);
    // São José sees it confirmed there; a notice through the portal has no letter.
    const theirsId = theirs.json().data.id as number;
    const confirmed = (await sj.get(`/api/sacramentos/crisma/${theirsId}`)).json().data as SacramentoDetail;
    expect(confirmed.notificacao).toMatchObject({ paroquia: (await ap.get('/api/paroquia')).json().nome, estado: 'confirmada' });
    expect(confirmed.notificacao?.respondida_em).toBeTruthy();
    const noLetter = await sj.get(`/api/sacramentos/crisma/${theirsId}/notificacao.pdf`);
    expect([noLetter.statusCode, noLetter.json().message]).toEqual([409, SACRAMENTOS_MSG.noticeNotLetter]);

    // Baptised outside the portal: the notice is a letter to that parish.
    const away = await sj.post(
      '/api/sacramentos/crisma',
      confirmation('Elias Crisma Fora', {
        paroquia_batismo: 'Paróquia Santa Cruz',
        paroquia_batismo_cidade: 'Valinhos',
        paroquia_batismo_diocese: 'Diocese de Campinas',
      }),
    );
    expect(away.statusCode, away.body).toBe(201);
    const letter = await t.db.query('SELECT modo, paroquia FROM crisma_notificacoes WHERE record_id = $1', [away.json().data.id]);
    expect(letter.rows).toEqual([{ modo: 'carta', paroquia: 'Paróquia Santa Cruz, Valinhos, Diocese de Campinas' }]);

    // A parish that is not on the portal, or another parish's baptism entry: refused, nothing written.
    const count = async () => (await t.db.query("SELECT count(*)::int AS n FROM sacramental_records WHERE kind = 'crisma'")).rows[0].n as number;
    const before = await count();
    const noParish = await sj.post('/api/sacramentos/crisma', confirmation('Fábio', { paroquia_batismo_id: 999_999 }));
    expect([noParish.statusCode, noParish.json().errors?.paroquia_batismo_id]).toEqual([422, [SACRAMENTOS_MSG.baptismParishNotFound]]);
    const notOurs = await sj.post('/api/sacramentos/crisma', confirmation('Fábio', { batismo_registro_id: there }));
    expect([notOurs.statusCode, notOurs.json().errors?.batismo_registro_id]).toEqual([422, [SACRAMENTOS_MSG.baptismEntryNotFound]]);
    expect(await count()).toBe(before);
  });

  it('prints the letter to a baptism parish outside the portal (header, text, pároco), keeps when it was printed and sent', async () => {
    const sj = await signedInCaller(t.app, 'secretaria');
    const leitor = await signedInCaller(t.app, 'gestora');
    const today = dayIn(DEFAULT_TIME_ZONE, new Date());
    const made = await sj.post(
      '/api/sacramentos/crisma',
      confirmation('Fernanda Carta Crisma', {
        paroquia_batismo: 'Paróquia Santa Cruz',
        paroquia_batismo_cidade: 'Valinhos',
        paroquia_batismo_diocese: 'Diocese de Campinas',
        data_batismo: '2001-03-04',
        batismo_livro: 7,
        batismo_folha: 20,
        batismo_termo: 81,
      }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const r = made.json().data as SacramentoDetail;
    expect(r.notificacao).toEqual({
      paroquia: 'Paróquia Santa Cruz, Valinhos, Diocese de Campinas',
      estado: 'a_enviar',
      impressa_em: null,
      enviada_em: null,
      respondida_em: null,
      motivo: null,
    });

    const pdf = await sj.get(`/api/sacramentos/crisma/${r.id}/notificacao.pdf`);
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    const letter = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    const pároco = (await sj.get('/api/sacramentos/assinantes')).json().data[0].nome as string;
    expect(letter).toContain('Paróquia São José');
    expect(letter).toContain('NOTIFICAÇÃO DE CRISMA');
    expect(letter).toContain('À Paróquia Santa Cruz, Valinhos, Diocese de Campinas,');
    expect(letter).toContain(
      `Fernanda Carta Crisma, filho(a) de Pedro e Rita, batizado(a) em 04/03/2001 (livro 7, folha 20, termo 81), foi crismado(a) em 07/06/2020, na Paróquia São José (Matriz). Crisma: livro ${r.livro}, folha ${r.folha}, termo ${r.termo}.`,
    );
    expect(letter).toContain(pároco);
    const printed = (await sj.get(`/api/sacramentos/crisma/${r.id}`)).json().data as SacramentoDetail;
    expect(printed.notificacao).toMatchObject({ estado: 'a_enviar', enviada_em: null });
    expect(printed.notificacao?.impressa_em).toBeTruthy();

    // Role 2 reads the record and its notice's state, but neither prints nor records the letter.
    expect((await leitor.get(`/api/sacramentos/crisma/${r.id}`)).json().data.notificacao.estado).toBe('a_enviar');
    expect((await leitor.get(`/api/sacramentos/crisma/${r.id}/notificacao.pdf`)).statusCode).toBe(403);
    expect((await leitor.post(`/api/sacramentos/crisma/${r.id}/notificacao/enviada`, { data: today })).statusCode).toBe(403);

    const refused = [
      [{ data: addDays(today, 1) }, SACRAMENTOS_MSG.dateFuture],
      [{ data: '2020-06-06' }, SACRAMENTOS_MSG.noticeBeforeConfirmation],
      [{ data: '06/06/2020' }, SACRAMENTOS_MSG.dateInvalid],
    ] as const;
    for (const [body, message] of refused) {
      const res = await sj.post(`/api/sacramentos/crisma/${r.id}/notificacao/enviada`, body);
      expect([res.statusCode, res.json().errors?.data], JSON.stringify(body)).toEqual([422, [message]]);
    }
    expect((await sj.get(`/api/sacramentos/crisma/${r.id}`)).json().data.notificacao.enviada_em).toBeNull();
    const sent = await sj.post(`/api/sacramentos/crisma/${r.id}/notificacao/enviada`, { data: today });
    expect(sent.statusCode, sent.body).toBe(200);
    expect([sent.json().message, sent.json().data.notificacao]).toMatchObject([SACRAMENTOS_MSG.noticeSent, { estado: 'enviada', enviada_em: today }]);
    // A baptism of this parish, or a record that is no confirmation of this parish: no letter.
    const baptism = (await sj.get('/api/sacramentos/batismo?limit=1')).json().data[0].id as number;
    expect((await sj.get(`/api/sacramentos/crisma/${baptism}/notificacao.pdf`)).statusCode).toBe(404);
  });
});
