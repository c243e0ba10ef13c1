/**
 * The website's requests against the real database: a baptism from the form to the book (holds, full dates,
 * the fee paid by the bank statement), certificates asked online (found or not, issued, downloaded once paid),
 * the course's attendance and certificates, and every refusal, each changing nothing.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cpfFromBase } from '../../shared/cpf';
import { addDays, addMonths } from '../../shared/plain-date';
import { PADRINHO_IDADE_MINIMA, SACRAMENTOS_MSG } from '../../shared/schemas/sacramentos';
import { CONSENTIMENTO_CERTIDAO, RESERVA_MINUTOS, SOLICITACOES_MSG, type Acompanhamento, type Solicitacao } from '../../shared/schemas/solicitacoes';
import { DEFAULT_TIME_ZONE, dayIn } from '../../shared/time-zone';
import { addRegisters } from '../catechesis/test-helpers';
import { unzip } from '../lgpd/test-helpers';
import { apiCalls } from '../test/api-calls';
import { createTestApp, type TestApp } from '../test/app';
import { multipart, PDF_HEADER, PNG_1PX } from '../test/files';
import { signIn } from '../test/http';
import { pdfText } from '../test/pdf-text';

let t: TestApp;
const cookies: Record<string, string> = {};
const { get, post, put, ok, errorsOf, logCount } = apiCalls(() => t, cookies, 'secretaria');
let saoJose: number;
let aparecida: number;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['secretaria', 'tesoureiro', 'gestora', 'outra']) cookies[u] = await signIn(t.app, u);
  const ids = await t.db.query<{ username: string; paroquia_id: number }>("SELECT username, paroquia_id FROM users WHERE username IN ('secretaria', 'outra')");
  saoJose = ids.rows.find((r) => r.username === 'secretaria')!.paroquia_id;
  aparecida = ids.rows.find((r) => r.username === 'outra')!.paroquia_id;
  today = dayIn(DEFAULT_TIME_ZONE, t.clock.now());
});
afterAll(async () => t?.close());
// Every public call is throttled per address (10 a minute): each test starts a minute later.
beforeEach(() => t.clock.advance(61_000));

const count = async (sql: string, params: unknown[] = []) => (await t.db.query<{ n: number }>(sql, params)).rows[0].n;
const requests = () => count('SELECT count(*)::int AS n FROM solicitacoes');

/** A date or course session of the parish (as `as`), `dias` from today. */
async function session(kind: 'datas' | 'cursos', vagas: number, taxa: number, dias = 10, as = 'secretaria') {
  return ok(await post(`/api/batismo/${kind}`, { data: addDays(today, dias), hora: '10:00', vagas, taxa_centavos: taxa, local: 'Matriz' }, as), 201).data as {
    id: number;
    livres: number;
  };
}

const hold = (paroquia: number, body: Record<string, number>) =>
  t.app.inject({ method: 'POST', url: `/api/public/paroquias/${paroquia}/batismo/reservas`, payload: body });

const CPF_PADRINHO = cpfFromBase('340001');
/** The baptism form's fields as the element sends them (flat), with `extra` over them. */
const baptismFields = (extra: Record<string, string> = {}): Record<string, string> => ({
  crianca_nome: 'Miguel Pedido Teste',
  crianca_nascimento: addDays(today, -200),
  crianca_local_nascimento: 'Campinas/SP',
  pai_nome: 'Rafael Pedido',
  pai_cpf: cpfFromBase('340002'),
  mae_nome: 'Lívia Pedido',
  email: 'familia.pedido@example.com',
  telefone: '(19) 99999-0000',
  endereco: 'Rua das Flores, 10 - Centro',
  reside_na_paroquia: 'sim',
  padrinho_nome: 'Bruno Padrinho',
  padrinho_cpf: CPF_PADRINHO,
  padrinho_nascimento: '1990-04-02',
  padrinho_crismado: 'sim',
  madrinha_nome: 'Carla Madrinha',
  madrinha_cpf: cpfFromBase('340003'),
  madrinha_nascimento: '1992-08-15',
  madrinha_crismado: 'sim',
  consentimento: 'sim',
  ...extra,
});

function postForm(url: string, fields: Record<string, string>, file: { name: string; filename: string; type: string; data: Buffer } | null) {
  const body = multipart([...Object.entries(fields).map(([name, value]) => ({ name, value })), ...(file ? [file] : [])]);
  return t.app.inject({ method: 'POST', url, headers: body.headers, payload: body.payload });
}
const birthCertificate = { name: 'certidao_nascimento', filename: 'certidao.pdf', type: 'application/pdf', data: PDF_HEADER };
const askBaptism = (fields: Record<string, string>, file: typeof birthCertificate | null = birthCertificate, paroquia = saoJose) =>
  postForm(`/api/public/paroquias/${paroquia}/pedidos/batismo`, fields, file);
const identity = { name: 'documento', filename: 'rg.png', type: 'image/png', data: PNG_1PX };
const askCertificate = (fields: Record<string, string>) => postForm(`/api/public/paroquias/${saoJose}/pedidos/certidao`, fields, identity);

const secretOf = (acompanhamento: string) => acompanhamento.split('/acompanhamento/')[1];
const follow = (segredo: string) => t.app.inject({ method: 'GET', url: `/api/public/pedidos/${segredo}` });
const mailsTo = async (to: string) =>
  (await t.db.query<{ subject: string; body: string }>('SELECT subject, body FROM mail_queue WHERE to_address = $1 ORDER BY id', [to])).rows;

/** A statement with one PIX credit, in Banco do Brasil's SGML. */
const statement = (fitid: string, amount: string, memo: string) =>
  Buffer.from(
    [
      'OFXHEADER:100',
      'DATA:OFXSGML',
      'VERSION:102',
      '',
      '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>BRL<BANKACCTFROM><BANKID>1<BRANCHID>3069-2<ACCTID>77777-7<ACCTTYPE>CHECKING</BANKACCTFROM><BANKTRANLIST>',
      `<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>${today.replace(/-/g, '')}120000[-3:BRT]<TRNAMT>${amount}<FITID>${fitid}<CHECKNUM>000000<MEMO>${memo}</STMTTRN>`,
      '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
    ].join('\n'),
  );
function importStatement(data: Buffer) {
  const body = multipart([{ name: 'arquivo', filename: 'extrato.ofx', type: 'application/x-ofx', data }]);
  return t.app.inject({ method: 'POST', url: '/api/dizimo/extrato', headers: { ...body.headers, cookie: cookies.tesoureiro }, payload: body.payload });
}

describe('a baptism asked from the website, to the book', () => {
  it('holds the last place, hides the full date, takes the request, is paid by the statement and written in the book by the office', async () => {
    const data = await session('datas', 1, 5000);
    const curso = await session('cursos', 20, 2000, 5);
    const vagas = async () => ok(await t.app.inject({ method: 'GET', url: `/api/public/paroquias/${saoJose}/batismo/vagas` }));
    expect((await vagas()).datas).toContainEqual(expect.objectContaining({ id: data.id, vagas_livres: 1, taxa_centavos: 5000 }));

    const held = ok(await hold(saoJose, { data_id: data.id, curso_id: curso.id }), 201);
    const left = new Date(held.expira_em).getTime() - t.clock.now().getTime();
    expect(left).toBeGreaterThan((RESERVA_MINUTOS - 1) * 60_000);
    expect(left).toBeLessThanOrEqual(RESERVA_MINUTOS * 60_000);
    // The last place is held: another family is refused it, and the date is no longer offered.
    expect(ok(await hold(saoJose, { data_id: data.id }), 409).message).toBe(SOLICITACOES_MSG.dataFull);
    expect((await vagas()).datas.map((d: { id: number }) => d.id)).not.toContain(data.id);

    const created = ok(await askBaptism(baptismFields({ reserva: held.reserva })), 201);
    expect(created).toMatchObject({ message: SOLICITACOES_MSG.created, codigo: expect.stringMatching(/^SOL-\d{6}$/) });
    const segredo = secretOf(created.acompanhamento);
    const [mail] = await mailsTo('familia.pedido@example.com');
    expect(mail.body).toContain(created.acompanhamento);
    // Only the secret's sha256 is kept.
    expect(await count('SELECT count(*)::int AS n FROM solicitacoes WHERE segredo_hash = $1', [segredo])).toBe(0);

    const seen = ok(await follow(segredo)) as Acompanhamento;
    expect(seen).toMatchObject({
      estado: 'novo',
      nome: 'Miguel Pedido Teste',
      valor_centavos: 7000,
      pago: false,
      data: { id: data.id },
      curso: { id: curso.id },
    });
    const id = Number(created.codigo.slice(4));
    const txid = `SOL${String(id).padStart(6, '0')}`;
    expect(seen.pix).toMatchObject({ txid, valor_centavos: 7000 });
    expect(seen.pix!.payload).toContain(txid);

    // The treasurer's statement carries the txid and the fee: the request is paid, and the line is not left pending for the tithe.
    expect(ok(await importStatement(statement('SOL1', '70.00', `PIX RECEBIDO - TXID ${txid}`)))).toMatchObject({
      message: 'Extrato importado. 1 taxa de solicitação do site paga.',
      importadas: 0,
      taxas: 1,
    });
    const office = ok(await get(`/api/solicitacoes/${id}`)).data as Solicitacao;
    expect(office).toMatchObject({ pago: true, pago_por: 'extrato', pix: null });
    const pending = ok(await get('/api/dizimo/extrato/pendentes', 'tesoureiro')).data as Array<{ descricao: string }>;
    expect(pending.map((p) => p.descricao).join()).not.toContain(txid);
    expect(office.regras.filter((r) => !r.ok)).toEqual([]);
    expect(office.regras.map((r) => r.regra)).toEqual(
      expect.arrayContaining(['idade_crianca', 'padrinho_idade', 'madrinha_crisma', 'padrinho_curso', 'transferencia', 'pagamento']),
    );

    // Writing the book before the date is scheduled is refused; then one step writes the entry from the request.
    expect(ok(await post(`/api/solicitacoes/${id}/batizar`, { celebrante: 'Pe. Luís', data: today }), 409).message).toBe(SOLICITACOES_MSG.batizarNotReady);
    ok(await put(`/api/solicitacoes/${id}`, { estado: 'agendado' }));
    const book = ok(await post(`/api/solicitacoes/${id}/batizar`, { celebrante: 'Pe. Luís', data: today }), 201);
    expect(book.data).toMatchObject({
      tipo: 'batismo',
      nome: 'Miguel Pedido Teste',
      pai: 'Rafael Pedido',
      mae: 'Lívia Pedido',
      padrinho: 'Bruno Padrinho',
      madrinha: 'Carla Madrinha',
      local_nascimento: 'Campinas/SP',
      celebrante: 'Pe. Luís',
      data: today,
    });
    expect(ok(await get(`/api/solicitacoes/${id}`)).data).toMatchObject({ estado: 'batizado', registro: { id: book.data.id } });
    expect(ok(await post(`/api/solicitacoes/${id}/batizar`, { celebrante: 'Pe. Luís', data: today }), 409).message).toBe(SOLICITACOES_MSG.alreadyBaptised);
    expect((await mailsTo('familia.pedido@example.com')).map((m) => m.body).join('\n')).toContain('Batizado');
  });

  it('refuses a form whose 15-minute hold ran out, writing nothing, and the place is offered again', async () => {
    const data = await session('datas', 1, 0, 12);
    const held = ok(await hold(saoJose, { data_id: data.id }), 201);
    t.clock.advance((RESERVA_MINUTOS + 1) * 60_000);
    const before = await requests();
    const late = await askBaptism(baptismFields({ reserva: held.reserva }));
    expect([late.statusCode, late.json().message]).toEqual([409, SOLICITACOES_MSG.reservaExpired]);
    expect(await requests()).toBe(before);
    ok(await hold(saoJose, { data_id: data.id }), 201);
  });

  it('moves a request to another date with free places (a full one refused), and cancels it only with a reason the family reads', async () => {
    const [first, full, other] = [await session('datas', 5, 5000, 20), await session('datas', 1, 5000, 21), await session('datas', 5, 6000, 22)];
    const held = ok(await hold(saoJose, { data_id: first.id }), 201);
    const created = ok(await askBaptism(baptismFields({ reserva: held.reserva, email: 'remarcar.pedido@example.com' })), 201);
    const id = Number(created.codigo.slice(4));
    ok(await hold(saoJose, { data_id: full.id }), 201);
    expect(ok(await put(`/api/solicitacoes/${id}`, { data_id: full.id }), 409).message).toBe(SOLICITACOES_MSG.dataFull);
    expect(ok(await put(`/api/solicitacoes/${id}`, { data_id: other.id })).data).toMatchObject({ data: { id: other.id }, valor_centavos: 6000 });
    expect(ok(await get('/api/batismo/datas')).data.find((d: { id: number }) => d.id === first.id).livres).toBe(5);

    const before = ok(await get(`/api/solicitacoes/${id}`)).data.estado;
    expect(errorsOf(await put(`/api/solicitacoes/${id}`, { estado: 'cancelado', resposta: '  ' })).resposta).toEqual([SOLICITACOES_MSG.motivoRequired]);
    expect(ok(await get(`/api/solicitacoes/${id}`)).data.estado).toBe(before);
    const motivo = 'A família pediu o batismo em outra paróquia.';
    expect(ok(await put(`/api/solicitacoes/${id}`, { estado: 'cancelado', resposta: motivo })).data).toMatchObject({ estado: 'cancelado', resposta: motivo });
    expect(ok(await follow(secretOf(created.acompanhamento)))).toMatchObject({ estado: 'cancelado', resposta: motivo, pix: null });
    expect((await mailsTo('remarcar.pedido@example.com')).at(-1)!.body).toContain(motivo);
    expect(ok(await get('/api/batismo/datas')).data.find((d: { id: number }) => d.id === other.id).livres).toBe(5);
  });

  it('refuses a godparent under 16 on the date, a file that is neither a PDF nor a photo, and a form without consent', async () => {
    const before = await requests();
    const files = await count('SELECT count(*)::int AS n FROM solicitacao_arquivos');
    const young = addDays(today, -(PADRINHO_IDADE_MINIMA * 365 - 30));
    expect(errorsOf(await askBaptism(baptismFields({ padrinho_nascimento: young }))).padrinho_nascimento).toEqual([SOLICITACOES_MSG.godparentUnder16]);
    const text = { ...birthCertificate, filename: 'certidao.pdf', data: Buffer.from('não é um PDF, só texto') };
    expect(errorsOf(await askBaptism(baptismFields(), text)).certidao_nascimento).toEqual([SOLICITACOES_MSG.fileInvalid]);
    expect(errorsOf(await askBaptism(baptismFields(), null)).certidao_nascimento).toEqual([SOLICITACOES_MSG.fileRequired]);
    const { consentimento: _c, ...noConsent } = baptismFields();
    expect(errorsOf(await askBaptism(noConsent)).consentimento).toEqual([SOLICITACOES_MSG.consentRequired]);
    expect(errorsOf(await askBaptism(baptismFields({ madrinha_cpf: '111.111.111-11' }))).madrinha_cpf).toEqual([SOLICITACOES_MSG.cpfInvalid]);
    expect(await requests()).toBe(before);
    expect(await count('SELECT count(*)::int AS n FROM solicitacao_arquivos')).toBe(files);
  });

  it('answers a guessed follow-up secret 404 as any unknown one, and throttles the address after 10 tries', async () => {
    const wrong = await follow('a'.repeat(43));
    expect([wrong.statusCode, wrong.json().message]).toEqual([404, SOLICITACOES_MSG.segredoNotFound]);
    for (let i = 0; i < 9; i++) expect((await follow(`palpite-${i}`)).statusCode).toBe(404);
    expect((await follow('palpite-final')).statusCode).toBe(429);
  });
});

describe('certificates asked online', () => {
  /** An entry of São José's baptism book, as the office writes it. */
  const baptised = (nome: string, data: string, nascimento: string, extra: Record<string, string> = {}) =>
    post('/api/sacramentos/batismo', {
      nome,
      data,
      nascimento,
      ...extra,
      pai: 'Pedro',
      mae: 'Rita',
      padrinho: 'Paulo',
      celebrante: 'Pe. Luís',
      local: 'Matriz',
    });
  const certificateFields = (nome: string, extra: Record<string, string> = {}) => ({
    sacramento: 'batismo',
    relacao: 'proprio',
    requerente_nome: nome,
    requerente_cpf: cpfFromBase('340010'),
    email: 'certidao.pedido@example.com',
    finalidade: 'casamento',
    nome,
    nascimento: '1995-01-02',
    data_sacramento: '1995-05-10',
    pai: 'Pedro',
    mae: 'Rita',
    consentimento: 'sim',
    ...extra,
  });

  it('answers the same whether the entry exists or not; answers "não encontrado" with what was searched', async () => {
    const missing = await askCertificate(certificateFields('Ninguém Inexistente da Silva'));
    const exists = ok(await baptised('Existente Certidão Teste', '1995-05-10', '1995-01-02'), 201);
    expect(exists.data.id).toBeGreaterThan(0);
    const found = await askCertificate(certificateFields('Existente Certidão Teste'));
    expect([missing.statusCode, found.statusCode]).toEqual([201, 201]);
    expect(Object.keys(missing.json()).sort()).toEqual(Object.keys(found.json()).sort());
    expect(missing.json().message).toBe(found.json().message);
    const a = ok(await follow(secretOf(missing.json().acompanhamento))) as Acompanhamento;
    const b = ok(await follow(secretOf(found.json().acompanhamento))) as Acompanhamento;
    expect([a.estado, b.estado, a.pix, b.pix, a.certidao, b.certidao]).toEqual(['novo', 'novo', null, null, null, null]);

    const id = Number(missing.json().codigo.slice(4));
    expect(ok(await get(`/api/solicitacoes/${id}`)).data.sugestoes).toEqual([]);
    // The name is matched literally: LIKE's wildcard typed on the form finds nothing in the book.
    const wild = ok(await askCertificate(certificateFields('___ ___')), 201);
    expect(ok(await get(`/api/solicitacoes/${Number(wild.codigo.slice(4))}`)).data.sugestoes).toEqual([]);
    ok(await put(`/api/solicitacoes/${id}`, { estado: 'nao_encontrado' }));
    const answered = ok(await follow(secretOf(missing.json().acompanhamento))) as Acompanhamento;
    expect(answered.estado).toBe('nao_encontrado');
    expect(answered.resposta).toContain('Ninguém Inexistente da Silva');
    expect(answered.resposta).toContain('02/01/1995');
    // The family answers by its address; the office reads it on the request's page.
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/public/pedidos/${secretOf(missing.json().acompanhamento)}/mensagens`,
      payload: { texto: 'Fui batizado em outra cidade.' },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(ok(await get(`/api/solicitacoes/${id}`)).data.mensagens).toEqual([
      expect.objectContaining({ de: 'familia', texto: 'Fui batizado em outra cidade.', autor: null }),
    ]);
  });

  it('finds the entry, issues the certificate, and lets it be downloaded only after the fee is paid', async () => {
    const record = ok(await baptised('Joana Emitir Teste', '1994-03-06', '1993-12-01', { local_nascimento: 'Campinas' }), 201).data;
    ok(
      await put('/api/solicitacoes/config', { idade_maxima_anos: 7, exige_casamento_padrinhos: false, prazo_pagamento_dias: 3, taxa_certidao_centavos: 1500 }),
    );
    const asked = ok(await askCertificate(certificateFields('Joana Emitir Teste', { data_sacramento: '1994-03-06' })), 201);
    const segredo = secretOf(asked.acompanhamento);
    const id = Number(asked.codigo.slice(4));
    const page = ok(await get(`/api/solicitacoes/${id}`)).data as Solicitacao;
    expect(page.sugestoes[0]).toMatchObject({ id: record.id, nome: 'Joana Emitir Teste' });
    expect(ok(await post(`/api/solicitacoes/${id}/emitir`, {}), 409).message).toBe(SOLICITACOES_MSG.emitirNotReady);
    expect(ok(await put(`/api/solicitacoes/${id}`, { registro_id: record.id })).data.estado).toBe('encontrado');
    const issued = ok(await post(`/api/solicitacoes/${id}/emitir`, {}), 201);
    expect(issued.data).toMatchObject({ codigo: expect.stringMatching(/^[0-9A-Z]{4}-/), finalidade: 'Para fins de casamento' });

    const before = ok(await follow(segredo)) as Acompanhamento;
    expect(before).toMatchObject({ estado: 'emitido', certidao: null, valor_centavos: 1500, pix: { valor_centavos: 1500 } });
    const pdfUrl = `/api/public/pedidos/${segredo}/certidao.pdf`;
    const unpaid = await t.app.inject({ method: 'GET', url: pdfUrl });
    expect([unpaid.statusCode, unpaid.json().message]).toEqual([409, SOLICITACOES_MSG.certidaoUnpaid]);

    // The treasurer marks it paid by hand (and may do nothing else).
    expect((await put(`/api/solicitacoes/${id}`, { estado: 'cancelado', resposta: 'Pedido em duplicidade.' }, 'tesoureiro')).statusCode).toBe(403);
    expect(ok(await put(`/api/solicitacoes/${id}`, { pago: true }, 'tesoureiro')).data).toMatchObject({ pago: true, pago_por: 'Sebastião Ramos Pinto' });
    const after = ok(await follow(segredo)) as Acompanhamento;
    expect(after.certidao).toEqual({ codigo: issued.data.codigo, url: pdfUrl });
    const pdf = await t.app.inject({ method: 'GET', url: pdfUrl });
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Joana Emitir Teste');
    expect(text).toContain(issued.data.codigo);
    expect(ok(await follow(segredo)).estado).toBe('entregue');
  });
});

describe('the preparation course', () => {
  it('records attendance, issues the course certificate, and finds it when the person is a godparent again in another parish', async () => {
    const curso = await session('cursos', 10, 0, 3);
    const held = ok(await hold(saoJose, { curso_id: curso.id }), 201);
    const asked = ok(await askBaptism(baptismFields({ reserva: held.reserva, email: 'curso.pedido@example.com' })), 201);
    const detail = ok(await get(`/api/batismo/cursos/${curso.id}`)).data;
    const padrinho = detail.participantes.find((p: { papel: string }) => p.papel === 'padrinho');
    expect(detail.participantes.map((p: { papel: string }) => p.papel).sort()).toEqual(['madrinha', 'mae', 'padrinho', 'pai']);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/batismo/cursos/${curso.id}/certificados/${padrinho.id}.pdf`, headers: { cookie: cookies.secretaria } }))
        .statusCode,
    ).toBe(409);

    const saved = ok(await put(`/api/batismo/cursos/${curso.id}/presencas`, { presencas: [{ participante_id: padrinho.id, presente: true }] })).data;
    const certified = saved.participantes.find((p: { id: number }) => p.id === padrinho.id);
    expect(certified.certificado.valido_ate).toBe(addMonths(addDays(today, 3), 24));
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/batismo/cursos/${curso.id}/certificados/${padrinho.id}.pdf`,
      headers: { cookie: cookies.secretaria },
    });
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain(certified.certificado.codigo);
    // Another parish's participant id is not this session's.
    expect(errorsOf(await put(`/api/batismo/cursos/${curso.id}/presencas`, { presencas: [{ participante_id: 999999, presente: true }] })).presencas).toEqual([
      SOLICITACOES_MSG.participanteNotFound,
    ]);

    // The same godparent (CPF) in a request to the other parish: the course is already done, and not asked again.
    const theirCourse = ok(await post('/api/batismo/cursos', { data: addDays(today, 4), hora: '09:00', vagas: 5, taxa_centavos: 0 }, 'outra'), 201).data;
    const theirHold = ok(await hold(aparecida, { curso_id: theirCourse.id }), 201);
    const again = ok(
      await askBaptism(
        baptismFields({ reserva: theirHold.reserva, crianca_nome: 'Outra Criança Teste', email: 'outra.familia@example.com' }),
        birthCertificate,
        aparecida,
      ),
      201,
    );
    const theirs = ok(await get(`/api/solicitacoes/${Number(again.codigo.slice(4))}`, 'outra')).data as Solicitacao;
    expect(theirs.batismo!.padrinho!.curso_valido).toMatchObject({ codigo: certified.certificado.codigo });
    expect(theirs.regras.find((r) => r.regra === 'padrinho_curso')).toMatchObject({ ok: true });
    const theirParticipants = ok(await get(`/api/batismo/cursos/${theirCourse.id}`, 'outra')).data.participantes.map((p: { papel: string }) => p.papel);
    expect(theirParticipants).not.toContain('padrinho');
    expect(asked.codigo).not.toBe(again.codigo);
  });

  it("verifies a course certificate publicly by the code on its PDF, valid for two years; an unknown code as a certificate's", async () => {
    const curso = await session('cursos', 10, 0, 6);
    // A godparent who never took the course (the earlier tests' godparent holds a certificate, and is not asked again).
    const cpf = cpfFromBase('340098');
    const held = ok(await hold(saoJose, { curso_id: curso.id }), 201);
    ok(
      await askBaptism(baptismFields({ reserva: held.reserva, email: 'verifica.curso@example.com', padrinho_nome: 'Otávio Verificado', padrinho_cpf: cpf })),
      201,
    );
    const padrinho = ok(await get(`/api/batismo/cursos/${curso.id}`)).data.participantes.find((p: { papel: string }) => p.papel === 'padrinho');
    ok(await put(`/api/batismo/cursos/${curso.id}/presencas`, { presencas: [{ participante_id: padrinho.id, presente: true }] }));
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/batismo/cursos/${curso.id}/certificados/${padrinho.id}.pdf`,
      headers: { cookie: cookies.secretaria },
    });
    const printed = await pdfText(pdf.rawPayload);
    const codigo = /Código de verificação: ([0-9A-Z-]{19})/.exec(printed)![1];
    expect(printed).toContain(`/certificados-curso/${codigo}`);

    // Typed from the paper: lower case, no dashes; no session, any site.
    const verify = (code: string) =>
      t.app.inject({ method: 'GET', url: `/api/public/certificados-curso/${code}`, headers: { origin: 'https://paroquia.example' } });
    const answer = await verify(codigo.replace(/-/g, '').toLowerCase());
    expect([answer.statusCode, answer.headers['access-control-allow-origin'], answer.headers['cache-control']]).toEqual([200, '*', 'no-store']);
    const paroquia = (await t.db.query<{ name: string }>('SELECT name FROM paroquias WHERE id = $1', [saoJose])).rows[0].name;
    const validoAte = addMonths(addDays(today, 6), 24);
    expect(answer.json()).toEqual({ codigo, nome: 'Otávio Verificado', paroquia, data: addDays(today, 6), valido_ate: validoAte, valido: true });
    expect(answer.body).not.toContain(cpf);

    // The day after its two years, the same code answers that it is no longer valid.
    const lapse = (Date.parse(addDays(validoAte, 2)) - Date.parse(today)) as number;
    t.clock.advance(lapse);
    try {
      expect((await verify(codigo)).json()).toMatchObject({ codigo, valido_ate: validoAte, valido: false });
    } finally {
      t.clock.advance(-lapse);
    }

    const unknown = await verify('0000-0000-0000-0000');
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, SACRAMENTOS_MSG.certificateNotFound]);
  });
});

describe('who may see and do what', () => {
  it('keeps requests to the office of their parish, logs its reads, and refuses other roles', async () => {
    const asked = ok(
      await askCertificate({
        sacramento: 'crisma',
        relacao: 'filho',
        requerente_nome: 'Mãe Que Pede',
        requerente_cpf: cpfFromBase('340020'),
        email: 'mae@example.com',
        finalidade: 'pessoal',
        nome: 'Filho Crismado Teste',
        consentimento: 'sim',
      }),
      201,
    );
    const id = Number(asked.codigo.slice(4));
    const logged = await logCount('solicitacao_view');
    ok(await get(`/api/solicitacoes/${id}`));
    expect(await logCount('solicitacao_view')).toBe(logged + 1);
    expect((await get(`/api/solicitacoes/${id}`, 'outra')).statusCode).toBe(404);
    expect((await get('/api/solicitacoes', 'gestora')).statusCode).toBe(403);
    expect((await post('/api/batismo/datas', { data: addDays(today, 3), hora: '10:00', vagas: 5, taxa_centavos: 0 }, 'tesoureiro')).statusCode).toBe(403);
    expect(ok(await get('/api/solicitacoes?tipo=certidao&estado=novo')).data.map((r: { id: number }) => r.id)).toContain(id);
    expect(ok(await get('/api/solicitacoes?tipo=certidao', 'outra')).data.map((r: { id: number }) => r.id)).not.toContain(id);
    // The search: a part of the name without accents, the whole code; a % typed is a %, not 'anything'.
    const found = async (q: string) => ok(await get(`/api/solicitacoes?q=${encodeURIComponent(q)}`)).data.map((r: { id: number }) => r.id);
    expect(await found('mae que')).toContain(id);
    expect(await found(asked.codigo.toLowerCase())).toEqual([id]);
    expect(await found('%')).toEqual([]);
    const arquivo = await t.app.inject({ method: 'GET', url: `/api/solicitacoes/${id}/arquivos/documento`, headers: { cookie: cookies.secretaria } });
    expect([arquivo.statusCode, arquivo.headers['content-type']]).toEqual([200, 'image/png']);
    const message = ok(await post(`/api/solicitacoes/${id}/mensagens`, { texto: 'Traga o documento original na retirada.' }), 201);
    expect(message.data.mensagens[0]).toMatchObject({ de: 'paroquia', texto: 'Traga o documento original na retirada.' });
    expect((await mailsTo('mae@example.com')).at(-1)!.body).toContain('Traga o documento original na retirada.');
  });

  it("asks the transfer of a family from another parish through the parishes' requests", async () => {
    const { id } = (await t.db.query<{ id: number }>("SELECT id FROM solicitacoes WHERE nome = 'Sofia Andrade Luz'")).rows[0];
    const before = ok(await get(`/api/solicitacoes/${id}`)).data as Solicitacao;
    expect(before.regras.find((r) => r.regra === 'transferencia')).toMatchObject({ ok: false });
    const asked = ok(await put(`/api/solicitacoes/${id}`, { pedir_transferencia: true })).data as Solicitacao;
    expect(asked.transferencia).toMatchObject({ estado: 'pendente' });
    const received = ok(await get('/api/pedidos?direcao=recebidos', 'outra')).data as Array<{ id: number; tipo: string; nome: string }>;
    const pedido = received.find((p) => p.id === asked.transferencia!.pedido_id);
    expect(pedido).toMatchObject({ tipo: 'transferencia', nome: 'Sofia Andrade Luz' });
    ok(await post(`/api/pedidos/${pedido!.id}/atender`, {}, 'outra'));
    const after = ok(await get(`/api/solicitacoes/${id}`)).data as Solicitacao;
    expect(after.regras.find((r) => r.regra === 'transferencia')).toMatchObject({ ok: true });
  });

  it('refuses a date in the past and an invalid number of places', async () => {
    expect(errorsOf(await post('/api/batismo/datas', { data: addDays(today, -1), hora: '10:00', vagas: 5, taxa_centavos: 0 })).data).toEqual([
      SOLICITACOES_MSG.dataPast,
    ]);
    expect(errorsOf(await post('/api/batismo/cursos', { data: addDays(today, 2), hora: '10:00', vagas: 0, taxa_centavos: 0 })).vagas).toEqual([
      SOLICITACOES_MSG.vagasInvalid,
    ]);
  });
});

describe('personal data', () => {
  it("exports a person's requests with their files, and anonymises them keeping the request and its consent", async () => {
    const cpf = cpfFromBase('340099');
    const email = 'titular.lgpd@example.com';
    const asked = ok(
      await askCertificate({
        sacramento: 'batismo',
        relacao: 'proprio',
        requerente_nome: 'Titular LGPD Pedido',
        requerente_cpf: cpf,
        email,
        finalidade: 'pessoal',
        nome: 'Titular LGPD Pedido',
        consentimento: 'sim',
      }),
      201,
    );
    const id = Number(asked.codigo.slice(4));
    const [register] = await addRegisters(t.db, saoJose, ['Titular LGPD Pedido']);
    await t.db.query('UPDATE registers SET cpf = $2, email = $3 WHERE id = $1', [register, cpf, email]);

    const exported = await get(`/api/registers/${register}/export`);
    expect(exported.statusCode, exported.body).toBe(200);
    const zip = await unzip(exported.rawPayload);
    const data = JSON.parse(zip.get('data.json')!.toString('utf8'));
    expect(data.solicitacoes).toEqual([expect.objectContaining({ codigo: asked.codigo, consentimento: CONSENTIMENTO_CERTIDAO })]);
    expect(zip.get(data.solicitacoes[0].arquivos[0].arquivo)).toEqual(PNG_1PX);

    ok(await post(`/api/registers/${register}/anonymise`, {}));
    const row = (await t.db.query('SELECT nome, requerente, email, dados, consentimento, anonimizado_em FROM solicitacoes WHERE id = $1', [id])).rows[0];
    expect(row).toMatchObject({
      requerente: `Pessoa anonimizada #${register}`,
      nome: `Pessoa anonimizada #${register}`,
      email: 'anonimizado',
      consentimento: CONSENTIMENTO_CERTIDAO,
    });
    expect(JSON.stringify(row.dados)).not.toContain(cpf);
    expect(row.anonimizado_em).not.toBeNull();
    expect(await count('SELECT count(*)::int AS n FROM solicitacao_arquivos WHERE solicitacao_id = $1', [id])).toBe(0);
    expect((await follow(secretOf(asked.acompanhamento))).statusCode).toBe(404);
  });
});

// Last: it moves the clock days ahead.
describe('the payment deadline', () => {
  it('frees the place of a request unpaid past its deadline, and offers the date again', async () => {
    const data = await session('datas', 1, 4000, 20);
    const held = ok(await hold(saoJose, { data_id: data.id }), 201);
    const asked = ok(await askBaptism(baptismFields({ reserva: held.reserva, email: 'prazo.pedido@example.com' })), 201);
    const segredo = secretOf(asked.acompanhamento);
    expect(ok(await follow(segredo))).toMatchObject({ vaga_liberada: false, pix: { valor_centavos: 4000 } });
    expect(ok(await hold(saoJose, { data_id: data.id }), 409).message).toBe(SOLICITACOES_MSG.dataFull);

    t.clock.advance(3 * 86_400_000 + 60_000);
    cookies.secretaria = await signIn(t.app, 'secretaria');
    expect(ok(await follow(segredo))).toMatchObject({ vaga_liberada: true, pix: null, pago: false });
    const office = ok(await get(`/api/solicitacoes/${Number(asked.codigo.slice(4))}`)).data as Solicitacao;
    expect(office.regras.find((r) => r.regra === 'pagamento')).toEqual({
      regra: 'pagamento',
      ok: false,
      texto: 'Prazo de pagamento vencido: a vaga foi liberada.',
    });
    const vagas = ok(await t.app.inject({ method: 'GET', url: `/api/public/paroquias/${saoJose}/batismo/vagas` }));
    expect(vagas.datas).toContainEqual(expect.objectContaining({ id: data.id, vagas_livres: 1 }));
  });
});
