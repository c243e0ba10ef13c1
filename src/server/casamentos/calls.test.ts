import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASAMENTOS_MSG, CHECKLIST_PADRAO, ENTREVISTA_PERGUNTAS, type Casamento } from '../../shared/schemas/casamentos';
import { addDays } from '../../shared/plain-date';
import { DEFAULT_TIME_ZONE, dayIn } from '../../shared/time-zone';
import { communityIds, parishIdOf, signedInCaller, type Caller } from '../catechesis/test-helpers';
import { createTestApp, type TestApp } from '../test/app';
import { multipart, PNG_1PX } from '../test/files';
import { pdfText } from '../test/pdf-text';

/**
 * Each call of the marriage files and of the office between parishes, beside the whole flow of
 * casamentos.test.ts: the checklist, documents changed and removed, permissions (the printed request
 * and the grant), the notice letter and its sending, requests and notes refused, transfers, cancelling;
 * who may read what. On the demo's files: Rodrigo and Patrícia (documentação, a mixed marriage),
 * Thiago and Larissa (proclamas, her certificate asked of Aparecida), Eduardo and Camila (arquivado).
 */
let t: TestApp;
let sj: Caller;
let ap: Caller;
let gestora: Caller;
let pastoral: Caller;
let today: string;
const files: Record<'documentacao' | 'proclamas' | 'arquivado', number> = { documentacao: 0, proclamas: 0, arquivado: 0 };

beforeAll(async () => {
  t = await createTestApp();
  [sj, ap, gestora, pastoral] = await Promise.all(['secretaria', 'outra', 'gestora', 'pastoral-familiar'].map((u) => signedInCaller(t.app, u)));
  today = dayIn(DEFAULT_TIME_ZONE, new Date());
  const { rows } = await t.db.query<{ id: number; estado: keyof typeof files }>('SELECT id, estado FROM casamentos WHERE paroquia_id = $1', [
    await parishIdOf(t.db, 'secretaria'),
  ]);
  for (const r of rows) files[r.estado] = r.id;
}, 60_000);
afterAll(async () => t?.close());

const file = async (c: Caller, id: number) => (await c.get(`/api/casamentos/${id}`)).json().data as Casamento;
const text = async (bytes: Uint8Array) => (await pdfText(bytes)).replace(/\s+/g, ' ');
function send(c: Caller, url: string, parts: Parameters<typeof multipart>[0]) {
  const body = multipart(parts);
  return t.app.inject({ method: 'POST', url, headers: { ...body.headers, cookie: c.cookie }, payload: body.payload });
}

describe('the demo and who reads it', () => {
  it('lists the three files with their deadlines; role 2 and the pastoral familiar read them, never the interview', async () => {
    const list = (await pastoral.get('/api/casamentos')).json().data as Array<{ id: number; estado: string; avisos: string[] }>;
    expect(list.map((f) => f.estado).sort()).toEqual(['arquivado', 'documentacao', 'proclamas']);
    expect(list.find((f) => f.estado === 'documentacao')!.avisos[0]).toMatch(/^Casamento em \d+ dias e faltam \d+ documentos\.$/);
    for (const c of [gestora, pastoral]) {
      expect(await file(c, files.proclamas)).toMatchObject({ entrevista_registrada: true, pode_ver_entrevista: false });
      const refused = await c.get(`/api/casamentos/${files.proclamas}/entrevista`);
      expect([refused.statusCode, refused.json().message]).toEqual([403, CASAMENTOS_MSG.entrevistaForbidden]);
    }
    const read = await sj.get(`/api/casamentos/${files.proclamas}/entrevista`);
    expect(read.json().data.conjuge2.religiao).toContain('Nossa Senhora Aparecida');
    // The pastoral familiar only reads: writing is refused.
    expect((await pastoral.post(`/api/casamentos/${files.documentacao}/habilitar`, {})).statusCode).toBe(403);
  });

  it("searches a spouse's name without accents or case, typed wildcards matched literally, with the state", async () => {
    const found = async (query: string) => ((await sj.get(`/api/casamentos?${query}`)).json().data as Array<{ id: number }>).map((f) => f.id).sort();
    // More than five times over: the statement is prepared, and PostgreSQL may keep its generic plan from the sixth.
    for (let round = 0; round < 3; round++) {
      expect(await found('q=PATRICIA')).toEqual([files.documentacao]);
      expect(await found(`q=${encodeURIComponent('bastos lar')}`)).toEqual([files.proclamas]);
      expect(await found('q=%25')).toEqual([]);
      expect(await found('q=a&estado=arquivado')).toEqual([files.arquivado]);
    }
  });
});

describe('the interview questionnaire', () => {
  it('is the common one until the parish edits it; an interview keeps the questions as they were asked', async () => {
    const common = (await gestora.get('/api/casamentos/questionario')).json().data.perguntas as Array<{ chave: string; texto: string }>;
    expect(common).toEqual(ENTREVISTA_PERGUNTAS);
    const empty = await sj.put('/api/casamentos/questionario', { perguntas: [] });
    expect([empty.statusCode, empty.json().errors?.perguntas]).toEqual([422, [CASAMENTOS_MSG.questionarioEmpty]]);
    const twice = await sj.put('/api/casamentos/questionario', { perguntas: [common[0], common[0]] });
    expect([twice.statusCode, twice.json().errors?.perguntas]).toEqual([422, [CASAMENTOS_MSG.questionarioDuplicated]]);

    const id = files.documentacao;
    const first = await sj.put(`/api/casamentos/${id}/entrevista`, { data: today, conjuge1: { liberdade: 'Sim.' }, conjuge2: { liberdade: 'Sim!' } });
    expect(first.statusCode, first.body).toBe(200);
    const edited = [
      { chave: 'liberdade', texto: 'Vem ao matrimônio livremente, sem coação nem medo?' },
      { chave: 'fe', texto: 'Como vive a sua fé?' },
    ];
    const saved = await sj.put('/api/casamentos/questionario', { perguntas: edited });
    expect([saved.statusCode, saved.json().message, saved.json().data.perguntas]).toEqual([200, CASAMENTOS_MSG.questionarioSaved, edited]);

    // The answers recorded stay with the text they were given to; the questionnaire now asks the new one.
    const read = (await sj.get(`/api/casamentos/${id}/entrevista`)).json();
    expect(read.perguntas).toEqual(edited);
    expect(read.data.perguntas).toEqual(ENTREVISTA_PERGUNTAS);
    expect(read.data.conjuge1).toEqual({ liberdade: 'Sim.' });
    // An answer to a question the parish no longer asks is refused, and nothing changes.
    const stale = await sj.put(`/api/casamentos/${id}/entrevista`, { data: today, conjuge1: { parentesco: 'Não.' }, conjuge2: {} });
    expect([stale.statusCode, stale.json().errors?.conjuge1]).toEqual([422, [CASAMENTOS_MSG.perguntaUnknown]]);
    expect((await sj.get(`/api/casamentos/${id}/entrevista`)).json().data.conjuge1).toEqual({ liberdade: 'Sim.' });
    const again = await sj.put(`/api/casamentos/${id}/entrevista`, { data: today, conjuge1: { fe: 'Vai à missa.' }, conjuge2: { liberdade: 'Sim.' } });
    expect(again.json().data).toMatchObject({ perguntas: edited, conjuge1: { fe: 'Vai à missa.' } });
    // Each parish its own: Aparecida still asks the common questionnaire.
    expect((await ap.get('/api/casamentos/questionario')).json().data.perguntas).toEqual(ENTREVISTA_PERGUNTAS);
  });
});

describe('the checklist', () => {
  it('is the common one until the parish sets its own; an empty or duplicated list is refused', async () => {
    expect((await gestora.get('/api/casamentos/checklist')).json().data.itens).toEqual(CHECKLIST_PADRAO);
    const empty = await sj.put('/api/casamentos/checklist', { itens: [] });
    expect([empty.statusCode, empty.json().errors?.itens]).toEqual([422, [CASAMENTOS_MSG.checklistEmpty]]);
    const twice = await sj.put('/api/casamentos/checklist', { itens: [CHECKLIST_PADRAO[0], CHECKLIST_PADRAO[0]] });
    expect([twice.statusCode, twice.json().errors?.itens]).toEqual([422, [CASAMENTOS_MSG.checklistDuplicated]]);
    expect((await sj.get('/api/casamentos/checklist')).json().data.itens).toEqual(CHECKLIST_PADRAO);
    // Aparecida's own list changes nothing in São José.
    const theirs = [...CHECKLIST_PADRAO, { chave: 'atestado', nome: 'Atestado de solteiro', validade_meses: null, sacramento: null }];
    const saved = await ap.put('/api/casamentos/checklist', { itens: theirs });
    expect([saved.statusCode, saved.json().data.itens]).toEqual([200, theirs]);
    expect((await sj.get('/api/casamentos/checklist')).json().data.itens).toEqual(CHECKLIST_PADRAO);
  });
});

describe('documents', () => {
  it('a document is changed by its certificate code (annulled or corrected refused), then removed with its file', async () => {
    const baptism = await sj.post('/api/sacramentos/batismo', {
      nome: 'Patrícia Gomes Siqueira',
      data: '1997-01-12',
      nascimento: '1996-09-30',
      local_nascimento: 'Campinas',
      pai: 'Ronaldo Siqueira',
      mae: 'Eliane Gomes',
      padrinho: 'Paulo',
      celebrante: 'Pe. Luís',
      local: 'Matriz',
    });
    expect(baptism.statusCode, baptism.body).toBe(201);
    const id = files.documentacao;
    const delivered = await send(sj, `/api/casamentos/${id}/documentos`, [
      { name: 'conjuge', value: '2' },
      { name: 'item', value: 'batismo' },
      { name: 'emitido_em', value: addDays(today, -10) },
      { name: 'arquivo', filename: 'batismo.png', type: 'image/png', data: PNG_1PX },
    ]);
    expect(delivered.statusCode, delivered.body).toBe(201);
    const doc = (delivered.json().data as Casamento).documentos.find((d) => d.conjuge === 2 && d.chave === 'batismo')!.documento!;
    expect(doc).toMatchObject({ arquivo: true, codigo: null, emitido_em: addDays(today, -10) });
    const url = `/api/casamentos/${id}/documentos/${doc.id}`;
    const certify = async () =>
      (await sj.post(`/api/sacramentos/batismo/${baptism.json().data.id}/certidao`, { finalidade: 'para fins de casamento' })).headers[
        'x-certidao-codigo'
      ] as string;

    const corrected = await certify();
    const fix = await sj.put(`/api/sacramentos/batismo/${baptism.json().data.id}`, {
      nome: 'Patrícia Gomes Siqueira',
      data: '1997-01-19',
      nascimento: '1996-09-30',
      local_nascimento: 'Campinas',
      pai: 'Ronaldo Siqueira',
      mae: 'Eliane Gomes',
      padrinho: 'Paulo',
      celebrante: 'Pe. Luís',
      local: 'Matriz',
    });
    expect(fix.statusCode, fix.body).toBe(200);
    const refused = await sj.put(url, { codigo: corrected });
    expect([refused.statusCode, refused.json().errors?.codigo]).toEqual([422, [CASAMENTOS_MSG.codeCorrected]]);
    const unknown = await sj.put(url, { codigo: 'AAAA-BBBB-CCCC-DDDD' });
    expect([unknown.statusCode, unknown.json().errors?.codigo]).toEqual([422, [CASAMENTOS_MSG.codeNotFound]]);

    const good = await certify();
    const changed = await sj.put(url, { codigo: good, observacao: 'Conferida pelo código.' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.json().data as Casamento).documentos.find((d) => d.documento?.id === doc.id)!.documento).toMatchObject({
      codigo: good,
      emitido_em: today,
      observacao: 'Conferida pelo código.',
      origem: 'Paróquia São José',
    });
    // Role 2 downloads it; the other parish cannot.
    expect((await gestora.get(`${url}/arquivo`)).statusCode).toBe(200);

    await sj.post(`/api/sacramentos/batismo/${baptism.json().data.id}/anular`, { motivo: 'Lançado em duplicidade.' });
    const annulled = await sj.put(url, { codigo: good });
    expect([annulled.statusCode, annulled.json().errors?.codigo]).toEqual([422, [CASAMENTOS_MSG.codeAnnulled]]);

    const before = (await file(sj, id)).documentos_faltando;
    const removed = await sj.del(url);
    expect([removed.statusCode, removed.json().message]).toEqual([200, CASAMENTOS_MSG.docDeleted]);
    expect((removed.json().data as Casamento).documentos_faltando).toBe(before + 1);
    expect((await sj.get(`${url}/arquivo`)).statusCode).toBe(404);
    expect((await sj.del(url)).statusCode).toBe(404);
  });

  it('refuses a file that is not a PDF or a photo, and an item the parish does not ask', async () => {
    const url = `/api/casamentos/${files.documentacao}/documentos`;
    const fake = await send(sj, url, [
      { name: 'conjuge', value: '1' },
      { name: 'item', value: 'curso_noivos' },
      { name: 'arquivo', filename: 'curso.pdf', type: 'application/pdf', data: Buffer.from('<html>não é PDF</html>') },
    ]);
    expect([fake.statusCode, fake.json().errors?.arquivo]).toEqual([422, [CASAMENTOS_MSG.docFileInvalid]]);
    const item = await send(sj, url, [
      { name: 'conjuge', value: '1' },
      { name: 'item', value: 'passaporte' },
      { name: 'arquivo', filename: 'p.png', type: 'image/png', data: PNG_1PX },
    ]);
    expect([item.statusCode, item.json().errors?.item]).toEqual([422, [CASAMENTOS_MSG.itemNotFound]]);
  });
});

describe('permissions', () => {
  it('prints the request to the diocese; habilitar is refused until the licence is recorded', async () => {
    const id = files.documentacao;
    const pdf = await sj.get(`/api/casamentos/${id}/permissoes/religiao_mista.pdf`);
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    const letter = await text(pdf.rawPayload);
    expect(letter).toContain('PEDIDO DE LICENÇA');
    expect(letter).toContain('para o matrimônio de Rodrigo Nascimento Viana e Patrícia Gomes Siqueira');
    expect(letter).toContain('Motivo: Matrimônio misto (batizado em outra Igreja cristã)');
    expect(letter).toContain('Patrícia Gomes Siqueira.');
    // An impediment this file does not raise has no request.
    const none = await sj.get(`/api/casamentos/${id}/permissoes/menor.pdf`);
    expect([none.statusCode, none.json().errors?.impedimento]).toEqual([422, [CASAMENTOS_MSG.permissaoNotNeeded]]);

    const refused = await sj.post(`/api/casamentos/${id}/habilitar`, {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.faltando.some((f: string) => f.startsWith('licença: Matrimônio misto'))).toBe(true);

    const grant = [
      { name: 'impedimento', value: 'religiao_mista' },
      { name: 'concedida_por', value: 'Cúria Diocesana de Campinas' },
      { name: 'protocolo', value: '2026/0457' },
    ];
    const future = await send(sj, `/api/casamentos/${id}/permissoes`, [...grant, { name: 'data', value: addDays(today, 3) }]);
    expect([future.statusCode, future.json().errors?.data]).toEqual([422, [CASAMENTOS_MSG.dateFuture]]);
    const granted = await send(sj, `/api/casamentos/${id}/permissoes`, [
      ...grant,
      { name: 'data', value: today },
      { name: 'arquivo', filename: 'licenca.png', type: 'image/png', data: PNG_1PX },
    ]);
    expect(granted.statusCode, granted.body).toBe(200);
    const after = granted.json().data as Casamento;
    expect(after.impedimentos.find((i) => i.tipo === 'religiao_mista')!.concessao).toMatchObject({ protocolo: '2026/0457', arquivo: true });
    expect(after.faltando.some((f) => f.startsWith('licença'))).toBe(false);
  });
});

describe('the notice by letter', () => {
  it('prints the letter to a baptism parish outside the portal and records when it was sent', async () => {
    const id = files.arquivado;
    const archived = await file(sj, id);
    expect(archived.notificacoes.map((n) => [n.conjuge, n.estado])).toEqual([
      [1, 'a_enviar'],
      [2, 'pendente'],
    ]);
    const pdf = await sj.get(`/api/casamentos/${id}/notificacao/1.pdf`);
    expect(pdf.statusCode).toBe(200);
    const letter = await text(pdf.rawPayload);
    expect(letter).toContain('NOTIFICAÇÃO DE MATRIMÔNIO');
    expect(letter).toContain('À Paróquia Santa Cruz, Valinhos/SP,');
    expect(letter).toContain(
      'Eduardo Lacerda Pimentel, filho(a) de Nelson Pimentel e Aurora Lacerda, batizado(a) em 03/10/1993, contraiu matrimônio com Camila Rezende Duarte',
    );
    expect(letter).toContain(`Matrimônio: livro ${archived.registro!.livro}, folha ${archived.registro!.folha}, termo ${archived.registro!.termo}.`);
    // The spouse whose note goes through the portal has no letter.
    const portal = await sj.get(`/api/casamentos/${id}/notificacao/2.pdf`);
    expect([portal.statusCode, portal.json().message]).toEqual([409, CASAMENTOS_MSG.notificacaoNotNeeded]);

    const future = await sj.post(`/api/casamentos/${id}/notificacao/1/enviada`, { data: addDays(today, 1) });
    expect([future.statusCode, future.json().errors?.data]).toEqual([422, [CASAMENTOS_MSG.dateFuture]]);
    const sent = await sj.post(`/api/casamentos/${id}/notificacao/1/enviada`, { data: today });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((sent.json().data as Casamento).notificacoes[0]).toMatchObject({ estado: 'enviada', enviada_em: today });
    expect((await gestora.post(`/api/casamentos/${id}/notificacao/1/enviada`, { data: today })).statusCode).toBe(403);
  });
});

describe('between parishes', () => {
  it("Aparecida refuses São José's certificate request and the marriage note, with a reason São José reads", async () => {
    const received = (await ap.get('/api/pedidos?direcao=recebidos&estado=pendente')).json().data as Array<{ id: number; nome: string }>;
    const pedido = received.find((p) => p.nome === 'Larissa Fontes Miranda')!;
    const blank = await ap.post(`/api/pedidos/${pedido.id}/recusar`, { motivo: '' });
    expect([blank.statusCode, blank.json().errors?.motivo]).toEqual([422, [CASAMENTOS_MSG.motivoRequired]]);
    // Only the parish asked answers: São José cannot refuse (or serve) its own request.
    expect((await sj.post(`/api/pedidos/${pedido.id}/recusar`, { motivo: 'Eu mesma' })).statusCode).toBe(404);
    const refused = await ap.post(`/api/pedidos/${pedido.id}/recusar`, { motivo: 'Registro em outro livro: peça pelo livro 12.' });
    expect([refused.statusCode, refused.json().data.estado]).toEqual([200, 'recusado']);
    expect((await ap.post(`/api/pedidos/${pedido.id}/recusar`, { motivo: 'De novo' })).statusCode).toBe(409);
    const sent = (await sj.get('/api/pedidos?direcao=enviados')).json().data as Array<{ id: number; estado: string; resposta: string; processo_id: number }>;
    expect(sent.find((p) => p.id === pedido.id)).toMatchObject({
      estado: 'recusado',
      resposta: 'Registro em outro livro: peça pelo livro 12.',
      processo_id: files.proclamas,
    });

    const notes = (await ap.get('/api/anotacoes/pendentes')).json().data as Array<{ id: number; nome: string; candidatos: Array<{ nome: string }> }>;
    const note = notes.find((n) => n.nome === 'Camila Rezende Duarte')!;
    expect(note.candidatos.map((c) => c.nome)).toContain('Camila Rezende Duarte');
    expect((await sj.post(`/api/anotacoes/${note.id}/recusar`, { motivo: 'Não é meu' })).statusCode).toBe(404);
    const noteRefused = await ap.post(`/api/anotacoes/${note.id}/recusar`, { motivo: 'Batismo não encontrado nos nossos livros.' });
    expect([noteRefused.statusCode, noteRefused.json().data.estado]).toEqual([200, 'recusada']);
    expect((await ap.post(`/api/anotacoes/${note.id}/confirmar`, {})).statusCode).toBe(409);
    expect((await file(sj, files.arquivado)).notificacoes[1]).toMatchObject({ estado: 'recusada', motivo: 'Batismo não encontrado nos nossos livros.' });
    const ours = (await sj.get('/api/anotacoes?direcao=enviados')).json().data as Array<{ id: number; estado: string; registro_id: number | null }>;
    expect(ours.find((n) => n.id === note.id)).toMatchObject({ estado: 'recusada', registro_id: null });
  });

  it('a transfer is asked and granted; a request to oneself or to no parish is refused', async () => {
    const sjId = await parishIdOf(t.db, 'secretaria');
    const apId = await parishIdOf(t.db, 'outra');
    expect((await sj.get('/api/pedidos/paroquias')).json().data).toEqual([{ id: apId, nome: 'Paróquia Nossa Senhora Aparecida' }]);
    const self = await sj.post('/api/pedidos', { paroquia_id: sjId, tipo: 'transferencia', nome: 'Fulano de Tal' });
    expect([self.statusCode, self.json().errors?.paroquia_id]).toEqual([422, [CASAMENTOS_MSG.pedidoSelf]]);
    const nowhere = await sj.post('/api/pedidos', { paroquia_id: 999999, tipo: 'transferencia', nome: 'Fulano de Tal' });
    expect([nowhere.statusCode, nowhere.json().errors?.paroquia_id]).toEqual([422, [CASAMENTOS_MSG.parishNotFound]]);
    const vague = await sj.post('/api/pedidos', { paroquia_id: apId, tipo: 'certidao', nome: 'Fulano de Tal' });
    expect([vague.statusCode, vague.json().errors?.data]).toEqual([422, [CASAMENTOS_MSG.pedidoIdentify]]);

    const asked = await sj.post('/api/pedidos', {
      paroquia_id: apId,
      tipo: 'transferencia',
      sacramento: 'matrimonio',
      nome: 'Gustavo Reis Pacheco',
      mensagem: 'Os noivos moram em Aparecida e querem casar na Matriz São José.',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const served = await ap.post(`/api/pedidos/${asked.json().data.id}/atender`, { mensagem: 'Concedida a transferência.' });
    expect([served.statusCode, served.json().message, served.json().data.estado]).toEqual([200, CASAMENTOS_MSG.transferenciaAtendida, 'atendido']);
    const mine = (await sj.get('/api/pedidos?direcao=enviados&estado=atendido')).json().data as Array<{ id: number; resposta: string; certidao_codigo: null }>;
    expect(mine.find((p) => p.id === asked.json().data.id)).toMatchObject({ resposta: 'Concedida a transferência.', certidao_codigo: null });
    // The office's pages are the office's: role 2 and the pastoral familiar are refused.
    for (const c of [gestora, pastoral]) expect((await c.get('/api/pedidos')).statusCode).toBe(403);
  });
});

/** The banns a parish's public feed shows (every page, no sign-in): their texts. */
async function publicBanns(paroquiaId: number): Promise<string[]> {
  const legends: string[] = [];
  for (let page = 1, last = 1; page <= last; page++) {
    const res = await t.app.inject({ method: 'GET', url: `/api/public/paroquias/${paroquiaId}/feed?per_page=20&page=${page}` });
    const data = res.json().data as { last_page: number; items: Array<{ title: string; legend: string | null }> };
    last = data.last_page;
    legends.push(...data.items.filter((n) => n.title === 'Proclamas de casamento').map((n) => n.legend ?? ''));
  }
  return legends;
}
const naming = (legends: string[], name: string) => legends.filter((l) => l.includes(name)).length;

describe('the banns in the public feed', () => {
  it('run from publication through the end of their last Sunday (here and in the other parish), then leave it; the parish keeps them', async () => {
    const [sjId, apId] = [await parishIdOf(t.db, 'secretaria'), await parishIdOf(t.db, 'outra')];
    const running = await file(sj, files.proclamas);
    const lastSunday = running.proclamas!.domingos.at(-1)!;
    expect([naming(await publicBanns(sjId), 'Thiago Henrique Bastos'), naming(await publicBanns(apId), 'Thiago Henrique Bastos')]).toEqual([1, 1]);
    // The archived file's banns ran weeks ago: out of the public feed, still in the parish's own notices.
    const archived = await file(sj, files.arquivado);
    const bride = archived.conjuge2.nome;
    expect(naming(await publicBanns(sjId), bride)).toBe(0);
    const own = (await sj.get(`/api/feed-posts?q=${encodeURIComponent(bride)}`)).json();
    expect(JSON.stringify(own)).toContain('Proclamas de casamento');

    // The demo parishes' zone is São Paulo's (UTC-3): the banns end at midnight after the last Sunday.
    const end = new Date(`${addDays(lastSunday, 1)}T00:00:00-03:00`).getTime();
    try {
      t.clock.advance(end - 60_000 - t.clock.now().getTime());
      expect(naming(await publicBanns(sjId), 'Thiago Henrique Bastos')).toBe(1);
      t.clock.advance(60_000);
      expect([naming(await publicBanns(sjId), 'Thiago Henrique Bastos'), naming(await publicBanns(apId), 'Thiago Henrique Bastos')]).toEqual([0, 0]);
    } finally {
      t.clock.reset();
    }
  });
});

describe('cancelling', () => {
  it('needs a reason, frees the church on the calendar and closes the file to changes', async () => {
    const id = files.proclamas;
    const before = await file(sj, id);
    const sjId = await parishIdOf(t.db, 'secretaria');
    const held = async () =>
      (await t.db.query('SELECT 1 FROM casamentos c JOIN eventos e ON e.id = c.evento_id WHERE c.id = $1 AND c.paroquia_id = $2', [id, sjId])).rows.length;
    expect(await held()).toBe(1);
    expect(naming(await publicBanns(sjId), before.conjuge1.nome)).toBe(1);
    const blank = await sj.post(`/api/casamentos/${id}/cancelar`, { motivo: 'x' });
    expect([blank.statusCode, blank.json().errors?.motivo]).toEqual([422, [CASAMENTOS_MSG.motivoRequired]]);
    const cancelled = await sj.post(`/api/casamentos/${id}/cancelar`, { motivo: 'Os noivos desistiram.' });
    expect([cancelled.statusCode, cancelled.json().data.estado, cancelled.json().data.motivo_cancelamento]).toEqual([
      200,
      'cancelado',
      'Os noivos desistiram.',
    ]);
    expect(await held()).toBe(0);
    // Its banns leave the public feed at once.
    expect(naming(await publicBanns(sjId), before.conjuge1.nome)).toBe(0);
    // Another file may now take that time in that church.
    const [church] = await communityIds(t.db, sjId);
    const retaken = await sj.post('/api/casamentos', {
      conjuge1: { nome: 'Outro Noivo' },
      conjuge2: { nome: 'Outra Noiva' },
      data_prevista: before.data_prevista,
      hora_prevista: before.hora_prevista!.slice(0, 5),
      ent_id: church,
    });
    expect(retaken.statusCode, retaken.body).toBe(201);
    const closed = await sj.post(`/api/casamentos/${id}/proclamas`, { acao: 'objecao', texto: 'Tarde demais' });
    expect([closed.statusCode, closed.json().message]).toEqual([409, CASAMENTOS_MSG.closed]);
  });
});
