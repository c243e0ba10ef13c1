import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIOCESE_MSG, PETICAO_ESTADOS, peticaoNotificacao, type PeticaoDetalhe } from '../../shared/schemas/diocese';
import { createTestApp, type TestApp } from '../test/app';
import { GIF_1PX, multipart, PDF_HEADER } from '../test/files';
import { signIn } from '../test/http';
import { pdfText } from '../test/pdf-text';

let t: TestApp;
const cookies: Record<string, string> = {};
const call = (method: 'GET' | 'POST', url: string, as: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: cookies[as] }, ...(payload ? { payload } : {}) });
const upload = (id: number, as: string, file: { filename: string; type: string; data: Buffer }, fields: Record<string, string> = {}) => {
  const body = multipart([...Object.entries(fields).map(([name, value]) => ({ name, value })), { name: 'arquivo', ...file }]);
  return t.app.inject({ method: 'POST', url: `/api/peticoes/${id}/documentos`, headers: { ...body.headers, cookie: cookies[as] }, payload: body.payload });
};
const obra = {
  tipo: 'obra',
  assunto: 'Construção do salão paroquial',
  texto: 'Pedimos autorização para construir o salão.',
  campos: { descricao: 'Salão de 200 m²', local: 'Terreno da Matriz', valor_estimado: 'R$ 350.000,00' },
};

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['secretaria', 'outra', 'chancelaria', 'economato', 'gestora', 'admin']) cookies[user] = await signIn(t.app, user);
}, 120_000);
afterAll(() => t?.close());

describe('a petition filed, answered with a decree, verified by its code', () => {
  it('takes a protocol, an expected date, and goes through the states with its history, notifying the parish', async () => {
    const filed = await call('POST', '/api/peticoes', 'secretaria', obra);
    expect(filed.statusCode, filed.body).toBe(201);
    const p = filed.json().data as PeticaoDetalhe;
    expect(filed.json().message).toBe(DIOCESE_MSG.peticaoCreated);
    expect(p.protocolo).toMatch(/^\d{4}-\d{6}$/);
    expect(p).toMatchObject({ estado: 'recebido', tipo_nome: 'Autorização de obra', paroquia_nome: 'Paróquia São José' });
    expect(p.documentos_faltando).toEqual(['Projeto', 'Orçamento']);
    expect(Date.parse(p.prazo) - Date.parse(p.criado_em.slice(0, 10))).toBeGreaterThanOrEqual(44 * 86_400_000);

    // The chancery asks for documents; the parish is told and sends one, which puts the petition back under study.
    const ask = await call('POST', `/api/peticoes/${p.id}/responder`, 'chancelaria', { estado: 'pendente_paroquia', texto: 'Envie o projeto.' });
    expect(ask.statusCode, ask.body).toBe(200);
    expect(ask.json().data.estado).toBe('pendente_paroquia');
    const notes = (await call('GET', '/api/notifications', 'secretaria')).json().data as Array<{ title: string; body: string }>;
    expect(notes[0].title).toContain(PETICAO_ESTADOS.pendente_paroquia);
    expect(notes[0]).toMatchObject({ title: peticaoNotificacao(p.protocolo, 'pendente_paroquia'), body: 'Envie o projeto.' });
    const sent = await upload(p.id, 'secretaria', { filename: 'projeto.pdf', type: 'application/pdf', data: PDF_HEADER }, { chave: 'projeto' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data).toMatchObject({ estado: 'em_analise', documentos_faltando: ['Orçamento'] });
    const doc = sent.json().data.documentos[0];
    const download = await call('GET', doc.url, 'chancelaria');
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const granted = await call('POST', `/api/peticoes/${p.id}/responder`, 'chancelaria', {
      estado: 'deferido',
      texto: 'Autoriza-se a construção conforme o projeto.',
    });
    expect(granted.statusCode, granted.body).toBe(200);
    const done = granted.json().data as PeticaoDetalhe;
    expect(done.historico.map((e) => [e.estado, e.lado])).toEqual([
      ['recebido', 'paroquia'],
      ['pendente_paroquia', 'curia'],
      ['em_analise', 'paroquia'],
      ['deferido', 'curia'],
    ]);
    expect(done.decreto?.codigo).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(done.historico[3].decreto_codigo).toBe(done.decreto?.codigo);

    const pdf = await call('GET', `/api/peticoes/${p.id}/decreto`, 'secretaria');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Arquidiocese de Campinas');
    expect(text).toContain(`DECRETO Nº ${done.decreto?.numero}`);
    expect(text).toContain('a Cúria DEFERE o que se pede');
    expect(text).toContain('Autoriza-se a construção conforme o projeto.');
    expect(text).toContain('Pe. Ricardo Menezes Fontes');
    expect(text).toContain('Chanceler do Arcebispado');
    expect(text).toContain(done.decreto!.codigo);

    // Anyone verifies it by the code, typed without dashes and in lower case, from any site.
    const verify = await t.app.inject({ method: 'GET', url: `/api/public/decretos/${done.decreto!.codigo.replace(/-/g, '').toLowerCase()}` });
    expect(verify.statusCode).toBe(200);
    expect(verify.headers['access-control-allow-origin']).toBe('*');
    expect(verify.json()).toMatchObject({ protocolo: p.protocolo, decisao: 'deferido', paroquia: 'Paróquia São José', diocese: 'Arquidiocese de Campinas' });
    expect((await t.app.inject({ method: 'GET', url: '/api/public/decretos/0000-0000-0000-0000' })).json().message).toBe(DIOCESE_MSG.decretoNotFound);

    // A decided petition takes no more answers nor documents.
    expect((await call('POST', `/api/peticoes/${p.id}/responder`, 'chancelaria', { estado: 'em_analise', texto: 'De novo.' })).statusCode).toBe(409);
    expect((await upload(p.id, 'secretaria', { filename: 'x.pdf', type: 'application/pdf', data: PDF_HEADER })).statusCode).toBe(409);
  });

  it('a granted rectification changes the record it names; its history and a marginal note show the decree', async () => {
    const { rows } = await t.db.query<{ id: number }>(
      "SELECT id FROM sacramental_records WHERE kind = 'batismo' AND annulled_at IS NULL AND paroquia_id = (SELECT paroquia_id FROM users WHERE username = 'secretaria') ORDER BY id DESC LIMIT 1",
    );
    const id = rows[0].id;
    const body = {
      tipo: 'retificacao',
      assunto: 'Nome do pai',
      texto: 'Erro de grafia.',
      registro_id: id,
      campos: { campo: 'pai', valor_correto: 'Joaquim Bittencourt' },
    };
    const p = (await call('POST', '/api/peticoes', 'secretaria', body)).json().data as PeticaoDetalhe;
    const granted = await call('POST', `/api/peticoes/${p.id}/responder`, 'chancelaria', { estado: 'deferido', texto: 'Retifique-se.' });
    expect(granted.statusCode, granted.body).toBe(200);
    const record = (await call('GET', `/api/sacramentos/batismo/${id}`, 'secretaria')).json().data;
    expect(record.pai).toBe('Joaquim Bittencourt');
    expect(record.anotacoes.at(-1).texto).toContain(`Retificado por decreto da Cúria nº ${granted.json().data.decreto.numero}`);
    const history = (await call('GET', `/api/sacramentos/batismo/${id}/historico`, 'secretaria')).json().data;
    expect(JSON.stringify(history)).toContain('(Cúria)');
    // The diocese-wide search reads the corrected father.
    const found = await call('GET', `/api/diocese/batismos?pai=joaquim%20bittencourt&motivo=${encodeURIComponent('Conferência do decreto')}`, 'chancelaria');
    expect(found.json().data.map((b: { id: number; pai: string }) => [b.id, b.pai])).toEqual([[id, 'Joaquim Bittencourt']]);
  });
});

describe('the list', () => {
  it("filters by state, type, parish and a part of the protocol or the subject (without accents), the parish's own only", async () => {
    const a = (await call('POST', '/api/peticoes', 'secretaria', { ...obra, assunto: 'Reforma do Coreto Velho do Jardim' })).json().data as PeticaoDetalhe;
    const b = (await call('POST', '/api/peticoes', 'secretaria', obra)).json().data as PeticaoDetalhe;
    const ids = async (as: string, query: string) => (await call('GET', `/api/peticoes?limit=100&${query}`, as)).json().data.map((x: PeticaoDetalhe) => x.id);
    expect(await ids('chancelaria', 'q=coreto%20velho')).toEqual([a.id]);
    expect(await ids('chancelaria', `q=${b.protocolo.slice(-6)}`)).toEqual([b.id]);
    expect(await ids('chancelaria', 'tipo=obra&estado=recebido')).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(await ids('chancelaria', 'estado=deferido')).not.toContain(a.id);
    expect(await ids('chancelaria', 'tipo=outro')).not.toContain(a.id);
    expect(await ids('chancelaria', `paroquia_id=${a.paroquia_id}`)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(await ids('chancelaria', `paroquia_id=${a.paroquia_id + 1000}`)).toEqual([]);
    // A parish asking for another parish's petitions gets its own.
    expect(await ids('secretaria', `paroquia_id=${a.paroquia_id + 1000}&q=coreto`)).toEqual([a.id]);
  });
});

describe('refused', () => {
  it('another parish reading a petition, the economato or a parish answering, bad input', async () => {
    const p = (await call('POST', '/api/peticoes', 'secretaria', obra)).json().data as PeticaoDetalhe;
    expect((await call('GET', `/api/peticoes/${p.id}`, 'outra')).statusCode).toBe(404);
    expect((await call('GET', `/api/peticoes/${p.id}/decreto`, 'outra')).statusCode).toBe(404);
    expect((await call('GET', '/api/peticoes', 'outra')).json().data.map((x: PeticaoDetalhe) => x.paroquia_nome)).not.toContain('Paróquia São José');
    expect((await call('GET', '/api/peticoes', 'chancelaria')).json().data.map((x: PeticaoDetalhe) => x.id)).toContain(p.id);
    expect((await call('GET', `/api/peticoes/${p.id}`, 'economato')).statusCode).toBe(403);
    expect((await call('GET', `/api/peticoes/${p.id}`, 'gestora')).statusCode).toBe(403);
    expect((await call('POST', `/api/peticoes/${p.id}/responder`, 'secretaria', { estado: 'deferido', texto: 'Eu mesma.' })).statusCode).toBe(403);
    expect((await call('POST', '/api/peticoes', 'chancelaria', obra)).statusCode).toBe(403);

    const missing = await call('POST', '/api/peticoes', 'secretaria', { ...obra, campos: { descricao: 'Só isto' } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ 'campos.local': [DIOCESE_MSG.campoRequired], 'campos.valor_estimado': [DIOCESE_MSG.campoRequired] });
    const badType = await call('POST', '/api/peticoes', 'secretaria', { ...obra, tipo: 'milagre' });
    expect(badType.json().errors.tipo).toEqual([DIOCESE_MSG.tipoInvalid]);
    const otherRecord = await t.db.query<{ id: number }>(
      "SELECT id FROM sacramental_records WHERE paroquia_id = (SELECT paroquia_id FROM users WHERE username = 'outra') LIMIT 1",
    );
    const foreign = await call('POST', '/api/peticoes', 'secretaria', {
      tipo: 'retificacao',
      assunto: 'Registro alheio',
      texto: 'Tentativa.',
      registro_id: otherRecord.rows[0]?.id ?? 2_000_000_000,
      campos: { campo: 'pai', valor_correto: 'X' },
    });
    expect(foreign.json().errors.registro_id).toEqual([DIOCESE_MSG.registroNotFound]);
    const badState = await call('POST', `/api/peticoes/${p.id}/responder`, 'chancelaria', { estado: 'recebido', texto: 'Voltar.' });
    expect(badState.json().errors.estado).toEqual([DIOCESE_MSG.estadoInvalid]);
    const gif = await upload(p.id, 'secretaria', { filename: 'foto.gif', type: 'image/gif', data: GIF_1PX });
    expect(gif.json().errors.arquivo).toEqual([DIOCESE_MSG.documentoFormat]);
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM peticao_documentos WHERE peticao_id = $1', [p.id]);
    expect(rows[0].n).toBe(0);
  });
});
