/**
 * Parish isolation: 'outra', Administrador Geral (role 1, so no
 * role check stands in the way) of Paróquia Nossa Senhora Aparecida, asks for every object
 * of Paróquia São José by its id, on reads, writes and deletes, and for its files under
 * /uploads: every answer is 404 and no row of São José changes. Her lists never name a
 * São José id.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { JPEG_HEADER, multipart, PDF_HEADER, PNG_1PX } from '../test/files';
import { signIn } from '../test/http';

let t: TestApp;
let outra: string;
let admin: string;

/** São José's objects, taken from the database. */
const sj = {} as {
  paroquia: number;
  outraParoquia: number;
  outraCommunity: number;
  register: number;
  photo: string;
  attachmentRegister: number;
  attachment: number;
  attachmentFile: string;
  notice: number;
  noticeFile: string;
  item: number;
  klass: number;
  klassRow: Record<string, unknown>;
  student: number;
  encounter: number;
  catechist: number;
  euKlass: number;
  euStudent: number;
  euEncounter: number;
  euCatechist: number;
  protocol: number;
  protocolFile: string;
  reminder: number;
  bucket: string;
  bucketFile: number;
  user: number;
  avatar: string;
  tither: number;
  contribution: number;
  campaign: number;
  credit: number;
  baptism: number;
  baptismBook: number;
  baptismPage: number;
  concludedClass: number;
  celebracao: number;
  evento: number;
  intencao: number;
  intencaoData: string;
  importacao: number;
  importada: number;
  ministerio: number;
  funcao: number;
  membro: number;
  membroRegister: number;
  designacao: number;
  designacaoCelebracao: number;
  designacaoData: string;
  indisponibilidade: number;
  lancamento: number;
  caixaFile: string;
  conciliacao: number;
  portador: number;
  casamento: number;
  casamentoArquivado: number;
  documento: number;
  pedidoRecebido: number;
  peticao: number;
  peticaoDoc: number;
  solicitacao: number;
  certidaoPedida: number;
  curso: number;
  participante: number;
};

const one = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T> => {
  const { rows } = await t.db.query<T>(sql, params);
  if (!rows[0]) throw new Error(`no row for: ${sql}`);
  return rows[0];
};

/** Every São José row the requests below aim at, and the rows hanging from them, as JSON. */
async function snapshot(): Promise<Record<string, unknown>> {
  const q = async (sql: string, params: unknown[]) => (await t.db.query(sql, params)).rows;
  return {
    registers: await q(`SELECT to_jsonb(r) AS row FROM registers r WHERE id = ANY($1) ORDER BY id`, [[sj.register, sj.attachmentRegister]]),
    attachments: await q(`SELECT to_jsonb(a) AS row FROM register_attachments a WHERE register_id = ANY($1) ORDER BY id`, [
      [sj.register, sj.attachmentRegister],
    ]),
    notice: await q(`SELECT to_jsonb(n) - 'views' AS row FROM notices n WHERE id = $1`, [sj.notice]),
    noticeViews: await q(`SELECT user_id FROM notice_views WHERE notice_id = $1 ORDER BY user_id`, [sj.notice]),
    item: await q(`SELECT to_jsonb(i) AS row FROM inventory_items i WHERE i_id = $1`, [sj.item]),
    klass: await q(`SELECT to_jsonb(c) AS row FROM catechesis_classes c WHERE id = $1`, [sj.klass]),
    students: await q(`SELECT to_jsonb(s) AS row FROM catechesis_students s WHERE turma_id = $1 ORDER BY register_id`, [sj.klass]),
    catechist: await q(`SELECT to_jsonb(c) AS row FROM catechists c WHERE id = ANY($1) ORDER BY id`, [[sj.catechist, sj.euCatechist]]),
    euKlass: await q(`SELECT to_jsonb(c) AS row FROM catechesis_classes c WHERE id = $1`, [sj.euKlass]),
    euStudents: await q(`SELECT to_jsonb(s) AS row FROM catechesis_students s WHERE turma_id = $1 ORDER BY register_id`, [sj.euKlass]),
    encounters: await q(`SELECT to_jsonb(e) AS row FROM catechesis_encounters e WHERE turma_id = ANY($1) ORDER BY id`, [[sj.klass, sj.euKlass]]),
    attendance: await q(`SELECT to_jsonb(a) AS row FROM catechesis_attendance a WHERE encontro_id = ANY($1) ORDER BY encontro_id, register_id`, [
      [sj.encounter, sj.euEncounter],
    ]),
    protocol: await q(`SELECT to_jsonb(p) AS row FROM protocols p WHERE id = $1`, [sj.protocol]),
    protocolFiles: await q(`SELECT to_jsonb(f) AS row FROM protocol_files f WHERE protocol_id = $1 ORDER BY id`, [sj.protocol]),
    reminder: await q(`SELECT to_jsonb(r) AS row FROM reminders r WHERE id = $1`, [sj.reminder]),
    bucket: await q(`SELECT to_jsonb(b) AS row FROM buckets b WHERE rand = $1`, [sj.bucket]),
    bucketFiles: await q(`SELECT to_jsonb(f) AS row FROM bucket_files f WHERE bucket_id = (SELECT id FROM buckets WHERE rand = $1) ORDER BY id`, [sj.bucket]),
    user: await q(`SELECT id, name, avatar, roles, status FROM users WHERE id = $1`, [sj.user]),
    tither: await q(`SELECT to_jsonb(t) AS row FROM tithers t WHERE id = $1`, [sj.tither]),
    contributions: await q(`SELECT count(*)::int AS n, sum(amount_cents)::int AS total FROM contributions WHERE paroquia_id = $1`, [sj.paroquia]),
    campaign: await q(`SELECT to_jsonb(k) AS row FROM campaigns k WHERE id = $1`, [sj.campaign]),
    credit: await q(`SELECT to_jsonb(b) AS row FROM bank_credits b WHERE id = $1`, [sj.credit]),
    baptism: await q(`SELECT to_jsonb(r) AS row FROM sacramental_records r WHERE id = $1`, [sj.baptism]),
    baptismNotes: await q(`SELECT count(*)::int AS n FROM sacramental_notes WHERE record_id = $1`, [sj.baptism]),
    baptismVersions: await q(`SELECT count(*)::int AS n FROM sacramental_record_versions WHERE record_id = $1`, [sj.baptism]),
    baptismCertificates: await q(`SELECT count(*)::int AS n FROM sacramental_certificates WHERE record_id = $1`, [sj.baptism]),
    sacramentalBooks: await q(`SELECT to_jsonb(b) AS row FROM sacramental_books b WHERE paroquia_id = $1 ORDER BY id`, [sj.paroquia]),
    celebracao: await q(`SELECT to_jsonb(c) AS row FROM celebracoes c WHERE id = $1`, [sj.celebracao]),
    excecoes: await q(`SELECT to_jsonb(x) AS row FROM excecoes x WHERE celebracao_id = $1 ORDER BY data`, [sj.celebracao]),
    evento: await q(`SELECT to_jsonb(v) AS row FROM eventos v WHERE id = $1`, [sj.evento]),
    intencoes: await q(`SELECT to_jsonb(i) AS row FROM intencoes i WHERE paroquia_id = $1 ORDER BY id`, [sj.paroquia]),
    imports: await q(`SELECT to_jsonb(i) AS row FROM imports i WHERE paroquia_id = $1 ORDER BY id`, [sj.paroquia]),
    importLines: await q(`SELECT count(*)::int AS n FROM import_lines WHERE import_id = $1`, [sj.importacao]),
    importRows: await q(`SELECT count(*)::int AS n FROM import_rows WHERE import_id = $1`, [sj.importada]),
    messages: await q(`SELECT count(*)::int AS n FROM chat_messages WHERE sender_id = $1 OR receiver_id = $1`, [sj.user]),
    caixa: await q(`SELECT count(*)::int AS n, sum(valor_centavos)::float8 AS total FROM caixa_lancamentos WHERE paroquia_id = $1`, [sj.paroquia]),
    caixaLinhas: await q(`SELECT to_jsonb(x) AS row FROM caixa_extrato_linhas x WHERE paroquia_id = $1 ORDER BY id`, [sj.paroquia]),
    caixaMeses: await q(`SELECT to_jsonb(m) AS row FROM caixa_meses m WHERE paroquia_id = $1 ORDER BY mes`, [sj.paroquia]),
    pins: await q(`SELECT count(*)::int AS n FROM chat_pins WHERE $1 IN (user_id, pinned_user_id)`, [sj.user]).catch(() => 'n/a'),
    ministerios: await q(`SELECT to_jsonb(m) AS row FROM ministerios m WHERE paroquia_id = $1 ORDER BY id`, [sj.paroquia]),
    funcoes: await q(`SELECT to_jsonb(f) AS row FROM ministerio_funcoes f WHERE paroquia_id = $1 ORDER BY id`, [sj.paroquia]),
    coordenadores: await q(`SELECT to_jsonb(c) AS row FROM ministerio_coordenadores c WHERE paroquia_id = $1 ORDER BY ministerio_id, user_id`, [sj.paroquia]),
    membros: await q(`SELECT to_jsonb(mm) AS row FROM ministerio_membros mm WHERE paroquia_id = $1 ORDER BY id`, [sj.paroquia]),
    necessidades: await q(`SELECT to_jsonb(n) AS row FROM escala_necessidades n WHERE paroquia_id = $1 ORDER BY ministerio_id, celebracao_id, funcao_id`, [
      sj.paroquia,
    ]),
    necessidadesData: await q(`SELECT count(*)::int AS n FROM escala_necessidades_data WHERE paroquia_id = $1`, [sj.paroquia]),
    designacoes: await q(`SELECT to_jsonb(d) AS row FROM escala_designacoes d WHERE paroquia_id = $1 ORDER BY id`, [sj.paroquia]),
    recusas: await q(`SELECT count(*)::int AS n FROM escala_recusas WHERE paroquia_id = $1`, [sj.paroquia]),
    indisponibilidades: await q(`SELECT to_jsonb(i) AS row FROM escala_indisponibilidades i WHERE paroquia_id = $1 ORDER BY id`, [sj.paroquia]),
    casamentos: await q(`SELECT to_jsonb(c) AS row FROM casamentos c WHERE paroquia_id = $1 ORDER BY id`, [sj.paroquia]),
    casamentoDocumentos: await q(`SELECT to_jsonb(d) AS row FROM casamento_documentos d WHERE paroquia_id = $1 ORDER BY id`, [sj.paroquia]),
    entrevistas: await q(`SELECT to_jsonb(e) AS row FROM casamento_entrevistas e WHERE paroquia_id = $1 ORDER BY casamento_id`, [sj.paroquia]),
    pedidosRecebidos: await q(`SELECT to_jsonb(p) AS row FROM pedidos p WHERE destino_paroquia_id = $1 ORDER BY id`, [sj.paroquia]),
    peticoes: await q(`SELECT to_jsonb(p) AS row FROM peticoes p WHERE paroquia_id = $1 ORDER BY id`, [sj.paroquia]),
    peticaoEventos: await q(`SELECT to_jsonb(e) AS row FROM peticao_eventos e WHERE peticao_id = $1 ORDER BY id`, [sj.peticao]),
    peticaoDocumentos: await q(`SELECT to_jsonb(d) AS row FROM peticao_documentos d WHERE peticao_id = $1 ORDER BY id`, [sj.peticao]),
    decretos: await q(`SELECT to_jsonb(d) AS row FROM decretos d WHERE peticao_id = $1`, [sj.peticao]),
    solicitacoes: await q(`SELECT to_jsonb(s) AS row FROM solicitacoes s WHERE paroquia_id = $1 ORDER BY id`, [sj.paroquia]),
    solicitacaoMensagens: await q(`SELECT count(*)::int AS n FROM solicitacao_mensagens WHERE solicitacao_id = ANY($1)`, [[sj.solicitacao, sj.certidaoPedida]]),
    batismoVagas: await q(`SELECT to_jsonb(v) AS row FROM batismo_vagas v WHERE paroquia_id = $1 ORDER BY id`, [sj.paroquia]),
    batismoParticipantes: await q(`SELECT to_jsonb(p) AS row FROM batismo_participantes p WHERE paroquia_id = $1 ORDER BY id`, [sj.paroquia]),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin');
  outra = await signIn(t.app, 'outra');
  const me = await one<{ id: number; paroquia_id: number }>(`SELECT id, paroquia_id FROM users WHERE username = 'admin'`);
  sj.paroquia = me.paroquia_id;
  sj.user = me.id;
  sj.outraParoquia = (await one<{ paroquia_id: number }>(`SELECT paroquia_id FROM users WHERE username = 'outra'`)).paroquia_id;
  expect(sj.outraParoquia).not.toBe(sj.paroquia);
  sj.outraCommunity = (
    await one<{ ent_id: number }>(`SELECT ent_id FROM communities WHERE paroquia_id = $1 ORDER BY ent_id LIMIT 1`, [sj.outraParoquia])
  ).ent_id;

  // A São José avatar and protocol file, made through the API (the seed has none).
  const avatar = multipart([{ name: 'avatar', filename: 'a.png', type: 'image/png', data: PNG_1PX }]);
  const avatarRes = await t.app.inject({ method: 'POST', url: '/api/me/avatar', headers: { ...avatar.headers, cookie: admin }, payload: avatar.payload });
  expect(avatarRes.statusCode, avatarRes.body).toBe(200);
  sj.avatar = (await one<{ avatar: string }>(`SELECT avatar FROM users WHERE id = $1`, [sj.user])).avatar;
  const protocolRes = await t.app.inject({
    method: 'POST',
    url: '/api/protocols',
    headers: { cookie: admin },
    payload: { description: 'Documentos da paróquia São José' },
  });
  expect(protocolRes.statusCode, protocolRes.body).toBe(201);
  sj.protocol = protocolRes.json().item.id;
  const files = multipart([{ name: 'files[]', filename: 'doc.pdf', type: 'application/pdf', data: PDF_HEADER }]);
  const filesRes = await t.app.inject({
    method: 'POST',
    url: `/api/protocols/${sj.protocol}/files`,
    headers: { ...files.headers, cookie: admin },
    payload: files.payload,
  });
  expect(filesRes.statusCode, filesRes.body).toBe(201);
  sj.protocolFile = (await one<{ file_name: string }>(`SELECT file_name FROM protocol_files WHERE protocol_id = $1`, [sj.protocol])).file_name;

  const reg = await one<{ id: number; photo: string }>(`SELECT id, photo FROM registers WHERE paroquia_id = $1 AND photo IS NOT NULL ORDER BY id LIMIT 1`, [
    sj.paroquia,
  ]);
  sj.register = reg.id;
  sj.photo = reg.photo;
  const att = await one<{ id: number; register_id: number; filename: string }>(
    `SELECT id, register_id, filename FROM register_attachments WHERE paroquia_id = $1 ORDER BY id LIMIT 1`,
    [sj.paroquia],
  );
  Object.assign(sj, { attachment: att.id, attachmentRegister: att.register_id, attachmentFile: att.filename });
  const notice = await one<{ id: number; anexo_file: string }>(
    `SELECT id, anexo_file FROM notices WHERE paroquia_id = $1 AND anexo_file IS NOT NULL ORDER BY id LIMIT 1`,
    [sj.paroquia],
  );
  Object.assign(sj, { notice: notice.id, noticeFile: notice.anexo_file });
  sj.item = (await one<{ i_id: number }>(`SELECT i_id FROM inventory_items WHERE paroquia_id = $1 ORDER BY i_id LIMIT 1`, [sj.paroquia])).i_id;
  // A class with students and attendance, and a catechist, of each sacrament.
  const classOf = (sacramento: string) =>
    one<{ id: number; register_id: number; encounter: number }>(
      `SELECT c.id, s.register_id, e.id AS encounter FROM catechesis_classes c
         JOIN catechesis_students s ON s.turma_id = c.id JOIN catechesis_encounters e ON e.turma_id = c.id
        WHERE c.paroquia_id = $1 AND c.sacramento = $2 ORDER BY c.id, s.register_id, e.id LIMIT 1`,
      [sj.paroquia, sacramento],
    );
  const catechistOf = async (sacramento: string) =>
    (await one<{ id: number }>(`SELECT id FROM catechists WHERE paroquia_id = $1 AND sacramento = $2 ORDER BY id LIMIT 1`, [sj.paroquia, sacramento])).id;
  const klass = await classOf('crisma');
  Object.assign(sj, { klass: klass.id, student: klass.register_id, encounter: klass.encounter });
  sj.klassRow = await one(
    `SELECT turma, tutor, to_char(inicio, 'YYYY-MM-DD') AS inicio, to_char(termino, 'YYYY-MM-DD') AS termino FROM catechesis_classes WHERE id = $1`,
    [sj.klass],
  );
  sj.catechist = await catechistOf('crisma');
  const euKlass = await classOf('eucaristia');
  Object.assign(sj, { euKlass: euKlass.id, euStudent: euKlass.register_id, euEncounter: euKlass.encounter, euCatechist: await catechistOf('eucaristia') });
  sj.reminder = (await one<{ id: number }>(`SELECT id FROM reminders WHERE paroquia_id = $1 ORDER BY id LIMIT 1`, [sj.paroquia])).id;
  const bucket = await one<{ rand: string; file: number }>(
    `SELECT b.rand, f.id AS file FROM buckets b JOIN bucket_files f ON f.bucket_id = b.id WHERE b.paroquia_id = $1 ORDER BY b.id, f.id LIMIT 1`,
    [sj.paroquia],
  );
  Object.assign(sj, { bucket: bucket.rand, bucketFile: bucket.file });
  sj.tither = (await one<{ id: number }>(`SELECT id FROM tithers WHERE paroquia_id = $1 ORDER BY id LIMIT 1`, [sj.paroquia])).id;
  sj.contribution = (
    await one<{ id: number }>(`SELECT id FROM contributions WHERE paroquia_id = $1 AND tither_id = $2 AND reverses IS NULL ORDER BY id LIMIT 1`, [
      sj.paroquia,
      sj.tither,
    ])
  ).id;
  sj.campaign = (await one<{ id: number }>(`SELECT id FROM campaigns WHERE paroquia_id = $1 ORDER BY id LIMIT 1`, [sj.paroquia])).id;
  sj.credit = (
    await one<{ id: number }>(`SELECT id FROM bank_credits WHERE paroquia_id = $1 AND contribution_id IS NULL ORDER BY id LIMIT 1`, [sj.paroquia])
  ).id;
  // A São José baptism, made through the API (the seed's are not linked to this register).
  const born = (await one<{ born: string | null }>(`SELECT to_char(born_date, 'YYYY-MM-DD') AS born FROM registers WHERE id = $1`, [sj.register])).born;
  const baptismRes = await t.app.inject({
    method: 'POST',
    url: '/api/sacramentos/batismo',
    headers: { cookie: admin },
    payload: { register_id: sj.register, data: born ?? '2010-03-12' },
  });
  expect(baptismRes.statusCode, baptismRes.body).toBe(201);
  sj.baptism = baptismRes.json().data.id;
  Object.assign(sj, { baptismBook: baptismRes.json().data.livro, baptismPage: baptismRes.json().data.folha });
  sj.concludedClass = (
    await one<{ id: number }>(`SELECT id FROM catechesis_classes WHERE paroquia_id = $1 AND sacramento = 'crisma' AND status = 3 ORDER BY id LIMIT 1`, [
      sj.paroquia,
    ])
  ).id;
  // The seeded calendar: a Mass with intentions, an event.
  const intencao = await one<{ id: number; celebracao_id: number; data: string }>(
    `SELECT id, celebracao_id, to_char(data, 'YYYY-MM-DD') AS data FROM intencoes WHERE paroquia_id = $1 ORDER BY id LIMIT 1`,
    [sj.paroquia],
  );
  Object.assign(sj, { intencao: intencao.id, celebracao: intencao.celebracao_id, intencaoData: intencao.data });
  sj.evento = (await one<{ id: number }>(`SELECT id FROM eventos WHERE paroquia_id = $1 ORDER BY id LIMIT 1`, [sj.paroquia])).id;
  // Two São José imports: one waiting (its lines staged), one imported (its batch).
  const sheet = (name: string) => [
    { name: 'tipo', value: 'registros' },
    { name: 'arquivo', filename: `${name}.csv`, type: 'text/csv', data: Buffer.from(`Nome;Nascimento;Celular\r\n${name} Isolamento;01/02/1990;11987650000`) },
  ];
  const uploadAs = async (name: string) => {
    const body = multipart(sheet(name));
    const res = await t.app.inject({ method: 'POST', url: '/api/importacoes', headers: { ...body.headers, cookie: admin }, payload: body.payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; sugestao: Array<string | null> };
  };
  const waiting = await uploadAs('Espera');
  sj.importacao = waiting.id;
  const imported = await uploadAs('Importada');
  sj.importada = imported.id;
  // The rosters: the acolytes' ministry, a member with an upcoming assignment, a reader's blockout.
  const designacao = await one<{
    id: number;
    ministerio_id: number;
    funcao_id: number;
    membro_id: number;
    register_id: number;
    celebracao_id: number;
    data: string;
  }>(
    `SELECT d.id, d.ministerio_id, d.funcao_id, d.membro_id, d.register_id, d.celebracao_id, to_char(d.data, 'YYYY-MM-DD') AS data
       FROM escala_designacoes d JOIN ministerios m ON m.id = d.ministerio_id
      WHERE d.paroquia_id = $1 AND m.nome LIKE 'Acólitos%' AND d.status = 'pendente' ORDER BY d.data, d.id LIMIT 1`,
    [sj.paroquia],
  );
  Object.assign(sj, {
    ministerio: designacao.ministerio_id,
    funcao: designacao.funcao_id,
    membro: designacao.membro_id,
    membroRegister: designacao.register_id,
    designacao: designacao.id,
    designacaoCelebracao: designacao.celebracao_id,
    designacaoData: designacao.data,
  });
  sj.indisponibilidade = (await one<{ id: number }>(`SELECT id FROM escala_indisponibilidades WHERE paroquia_id = $1 ORDER BY id LIMIT 1`, [sj.paroquia])).id;
  // The books of account: a seeded expense with its document, and a bank statement imported through the API.
  const entry = await one<{ id: number; documento_arquivo: string }>(
    `SELECT id, documento_arquivo FROM caixa_lancamentos WHERE paroquia_id = $1 AND documento_arquivo IS NOT NULL ORDER BY id LIMIT 1`,
    [sj.paroquia],
  );
  Object.assign(sj, { lancamento: entry.id, caixaFile: entry.documento_arquivo });
  const bank = await one<{ id: number; conta: string }>(
    `SELECT id, conta FROM caixa_portadores WHERE paroquia_id = $1 AND tipo = 'banco' ORDER BY id LIMIT 1`,
    [sj.paroquia],
  );
  const bradesco = await readFile(new URL('../dizimo/fixtures/ofx/bradesco-debitos-creditos-1252.ofx', import.meta.url));
  const statement = multipart([
    { name: 'portador_id', value: String(bank.id) },
    {
      name: 'arquivo',
      filename: 'extrato.ofx',
      type: 'application/x-ofx',
      // The statement of this bank account, Banco do Brasil's (a statement of another account is refused).
      data: Buffer.from(bradesco.toString('latin1').replace('<BANKID>0237', '<BANKID>001').replace('<ACCTID>0098765', `<ACCTID>${bank.conta}`), 'latin1'),
    },
  ]);
  const reconciled = await t.app.inject({
    method: 'POST',
    url: '/api/caixa/conciliacao',
    headers: { ...statement.headers, cookie: admin },
    payload: statement.payload,
  });
  expect(reconciled.statusCode, reconciled.body).toBe(201);
  sj.conciliacao = reconciled.json().data.id;
  sj.portador = bank.id;
  // Marriage files: the demo's one in preparation (with its documents) and the archived one (its notice letter).
  sj.casamento = (await one<{ id: number }>(`SELECT id FROM casamentos WHERE paroquia_id = $1 AND estado = 'proclamas' ORDER BY id LIMIT 1`, [sj.paroquia])).id;
  sj.casamentoArquivado = (
    await one<{ id: number }>(`SELECT id FROM casamentos WHERE paroquia_id = $1 AND estado = 'arquivado' ORDER BY id LIMIT 1`, [sj.paroquia])
  ).id;
  sj.documento = (await one<{ id: number }>(`SELECT id FROM casamento_documentos WHERE casamento_id = $1 ORDER BY id LIMIT 1`, [sj.casamento])).id;
  // The website's requests: a baptism on a course session with its participants, and a certificate request.
  sj.solicitacao = (
    await one<{ id: number }>(`SELECT id FROM solicitacoes WHERE paroquia_id = $1 AND tipo = 'batismo' AND estado = 'agendado' LIMIT 1`, [sj.paroquia])
  ).id;
  sj.certidaoPedida = (
    await one<{ id: number }>(`SELECT id FROM solicitacoes WHERE paroquia_id = $1 AND tipo = 'certidao' AND estado = 'novo' LIMIT 1`, [sj.paroquia])
  ).id;
  ({ curso: sj.curso, participante: sj.participante } = await one<{ curso: number; participante: number }>(
    `SELECT curso_id AS curso, id AS participante FROM batismo_participantes WHERE paroquia_id = $1 ORDER BY id LIMIT 1`,
    [sj.paroquia],
  ));
  // A request Aparecida sends São José: only São José's office answers it, never the one who asked.
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/pedidos',
    headers: { cookie: outra },
    payload: { paroquia_id: sj.paroquia, tipo: 'transferencia', nome: 'Pessoa de Aparecida' },
  });
  expect(asked.statusCode, asked.body).toBe(201);
  sj.pedidoRecebido = asked.json().data.id;
  // A São José petition with a document, granted by the chancery with a decree.
  const filed = await t.app.inject({
    method: 'POST',
    url: '/api/peticoes',
    headers: { cookie: admin },
    payload: { tipo: 'outro', assunto: 'Pedido de São José', texto: 'Pedido da paróquia São José à Cúria.' },
  });
  expect(filed.statusCode, filed.body).toBe(201);
  sj.peticao = filed.json().data.id;
  const doc = multipart([{ name: 'arquivo', filename: 'anexo.pdf', type: 'application/pdf', data: PDF_HEADER }]);
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/peticoes/${sj.peticao}/documentos`,
    headers: { ...doc.headers, cookie: admin },
    payload: doc.payload,
  });
  expect(sent.statusCode, sent.body).toBe(201);
  sj.peticaoDoc = sent.json().data.documentos[0].id;
  const granted = await t.app.inject({
    method: 'POST',
    url: `/api/peticoes/${sj.peticao}/responder`,
    headers: { cookie: await signIn(t.app, 'chancelaria') },
    payload: { estado: 'deferido', texto: 'Defere-se o pedido.' },
  });
  expect(granted.statusCode, granted.body).toBe(200);
  for (const step of ['validar', 'confirmar']) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/importacoes/${imported.id}/${step}`,
      headers: { cookie: admin },
      payload: { mapeamento: imported.sugestao },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}, 120_000);
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Probe {
  method: Method;
  url: string;
  body?: Record<string, unknown>;
  /** Multipart parts instead of a JSON body. */
  parts?: Parameters<typeof multipart>[0];
}

async function asOutra(p: Probe) {
  if (p.parts) {
    const body = multipart(p.parts);
    return t.app.inject({ method: p.method, url: p.url, headers: { ...body.headers, cookie: outra }, payload: body.payload });
  }
  return t.app.inject({ method: p.method, url: p.url, headers: { cookie: outra }, ...(p.body ? { payload: p.body } : {}) });
}

function probes(): Probe[] {
  const r = sj.register;
  const ar = sj.attachmentRegister;
  const pdf = [{ name: 'files[]', filename: 'x.pdf', type: 'application/pdf', data: PDF_HEADER }];
  return [
    // Registers and their attachments.
    { method: 'GET', url: `/api/registers/${r}` },
    {
      method: 'POST',
      url: `/api/registers/${r}`,
      parts: [
        { name: '_method', value: 'PUT' },
        { name: 'name', value: 'Invasor' },
      ],
    },
    { method: 'DELETE', url: `/api/registers/${r}` },
    { method: 'GET', url: `/api/registers/${ar}/attachments` },
    { method: 'POST', url: `/api/registers/${ar}/attachments`, parts: pdf },
    { method: 'DELETE', url: `/api/registers/${ar}/attachments/${sj.attachment}` },
    // LGPD.
    { method: 'GET', url: `/api/registers/${r}/access-log` },
    { method: 'GET', url: `/api/registers/${r}/export` },
    { method: 'GET', url: `/api/registers/${r}/anonymise` },
    { method: 'POST', url: `/api/registers/${r}/anonymise`, body: {} },
    { method: 'POST', url: `/api/registers/${r}/anonymise`, body: { confirm: true, confirmacao: 'ANONIMIZAR' } },
    // Notices.
    { method: 'GET', url: `/api/feed-posts/${sj.notice}` },
    { method: 'POST', url: `/api/feed-posts/${sj.notice}/views`, body: {} },
    { method: 'POST', url: `/api/feed-posts/${sj.notice}`, body: { _method: 'PUT', title: 'Invasor', legend: 'Texto do invasor', level_importance: 0 } },
    { method: 'DELETE', url: `/api/feed-posts/${sj.notice}` },
    // Inventory.
    { method: 'GET', url: `/api/inventory/${sj.item}` },
    { method: 'PUT', url: `/api/inventory/${sj.item}`, body: { item: 'Invasor', category_id: 1, ent_id: sj.outraCommunity, qntd_distributed: 1 } },
    { method: 'DELETE', url: `/api/inventory/${sj.item}` },
    // Crisma.
    { method: 'GET', url: `/api/turmas/crisma/${sj.klass}` },
    { method: 'PUT', url: `/api/turmas/crisma/${sj.klass}`, body: { ...sj.klassRow, turma: 'Invasor' } },
    { method: 'DELETE', url: `/api/turmas/crisma/${sj.klass}` },
    { method: 'GET', url: `/api/catequistas/crisma/${sj.catechist}` },
    { method: 'PUT', url: `/api/catequistas/crisma/${sj.catechist}`, body: { ent_id: sj.outraCommunity, status: 2 } },
    { method: 'DELETE', url: `/api/catequistas/crisma/${sj.catechist}` },
    { method: 'POST', url: '/api/crismandos/batch', body: { turma_id: sj.klass, items: [{ register_id: sj.register, batizado: 1 }] } },
    { method: 'POST', url: '/api/crismandos/transfer', body: { from_turma_id: sj.klass, to_turma_id: sj.klass + 100000, register_ids: [sj.student] } },
    { method: 'POST', url: `/api/turmas/crisma/${sj.klass}/encontros`, body: { data: '2026-01-10', tema: 'Invasor' } },
    {
      method: 'PUT',
      url: `/api/turmas/crisma/${sj.klass}/encontros/${sj.encounter}/presencas`,
      body: { items: [{ register_id: sj.student, status: 'ausente' }] },
    },
    // 1ª Eucaristia.
    { method: 'GET', url: `/api/turmas/eucaristia/${sj.euKlass}` },
    { method: 'DELETE', url: `/api/turmas/eucaristia/${sj.euKlass}` },
    { method: 'GET', url: `/api/turmas/eucaristia/${sj.euKlass}/encontros` },
    {
      method: 'PUT',
      url: `/api/turmas/eucaristia/${sj.euKlass}/encontros/${sj.euEncounter}/presencas`,
      body: { items: [{ register_id: sj.euStudent, status: 'ausente' }] },
    },
    { method: 'GET', url: `/api/catequistas/eucaristia/${sj.euCatechist}` },
    { method: 'PUT', url: `/api/catequistas/eucaristia/${sj.euCatechist}`, body: { ent_id: sj.outraCommunity, status: 2 } },
    { method: 'DELETE', url: `/api/catequistas/eucaristia/${sj.euCatechist}` },
    { method: 'POST', url: '/api/catequizandos/batch', body: { turma_id: sj.euKlass, items: [{ register_id: sj.register, batizado: 1 }] } },
    // Dízimo and campaigns.
    { method: 'GET', url: `/api/dizimo/dizimistas/${sj.tither}` },
    { method: 'PUT', url: `/api/dizimo/dizimistas/${sj.tither}`, body: { status: 2 } },
    { method: 'GET', url: `/api/dizimo/dizimistas/${sj.tither}/declaracao?ano=2025` },
    { method: 'GET', url: `/api/dizimo/dizimistas/${sj.tither}/carne` },
    { method: 'GET', url: `/api/dizimo/contribuicoes?dizimista_id=${sj.tither}` },
    { method: 'GET', url: `/api/dizimo/contribuicoes/${sj.contribution}/recibo` },
    { method: 'POST', url: `/api/dizimo/contribuicoes/${sj.contribution}/estorno`, body: { motivo: 'Invasor' } },
    { method: 'GET', url: `/api/campanhas/${sj.campaign}` },
    { method: 'PUT', url: `/api/campanhas/${sj.campaign}`, body: { nome: 'Invasor', inicio: '2026-01-01' } },
    { method: 'POST', url: `/api/dizimo/extrato/pendentes/${sj.credit}`, body: {} },
    { method: 'POST', url: `/api/dizimo/extrato/pendentes/${sj.credit}/descartar`, body: {} },
    // Sacramental books.
    { method: 'GET', url: `/api/sacramentos/batismo/${sj.baptism}` },
    { method: 'PUT', url: `/api/sacramentos/batismo/${sj.baptism}`, body: { nome: 'Invasor', data: '2010-03-12' } },
    { method: 'POST', url: `/api/sacramentos/batismo/${sj.baptism}/anotacoes`, body: { texto: 'Nota do invasor' } },
    { method: 'POST', url: `/api/sacramentos/batismo/${sj.baptism}/anular`, body: { motivo: 'Invasor' } },
    { method: 'GET', url: `/api/sacramentos/batismo/${sj.baptism}/historico` },
    { method: 'POST', url: `/api/sacramentos/batismo/${sj.baptism}/certidao`, body: {} },
    // The same record asked for in another book answers as missing too.
    { method: 'GET', url: `/api/sacramentos/crisma/${sj.baptism}` },
    // São José's book, and one page of it, printed from another parish: no such book there.
    { method: 'GET', url: `/api/sacramentos/batismo/livros/${sj.baptismBook}/pdf` },
    { method: 'GET', url: `/api/sacramentos/batismo/livros/${sj.baptismBook}/pdf?folha=${sj.baptismPage}` },
    // São José's open book, closed from another parish: no such book there.
    { method: 'POST', url: `/api/sacramentos/batismo/livros/${sj.baptismBook}/encerrar`, body: {} },
    // A São José Crisma class, concluded: neither previewed nor written into the book from another parish.
    { method: 'GET', url: `/api/sacramentos/crisma/turmas/${sj.concludedClass}` },
    { method: 'POST', url: `/api/sacramentos/crisma/turmas/${sj.concludedClass}`, body: { data: '2020-11-29' } },
    // The calendar and Mass intentions.
    { method: 'GET', url: `/api/agenda/celebracoes/${sj.celebracao}` },
    {
      method: 'PUT',
      url: `/api/agenda/celebracoes/${sj.celebracao}`,
      body: { tipo: 'missa', ent_id: sj.outraCommunity, regra: 'FREQ=DAILY', hora: '05:00', inicio: '2026-01-01' },
    },
    { method: 'DELETE', url: `/api/agenda/celebracoes/${sj.celebracao}` },
    { method: 'POST', url: `/api/agenda/celebracoes/${sj.celebracao}/excecoes`, body: { data: sj.intencaoData, acao: 'cancelar', motivo: 'Invasor' } },
    { method: 'GET', url: `/api/agenda/eventos/${sj.evento}` },
    {
      method: 'PUT',
      url: `/api/agenda/eventos/${sj.evento}`,
      body: { titulo: 'Invasor', inicio: '2030-01-01T10:00:00-03:00', fim: '2030-01-01T11:00:00-03:00' },
    },
    { method: 'DELETE', url: `/api/agenda/eventos/${sj.evento}` },
    { method: 'DELETE', url: `/api/agenda/intencoes/${sj.intencao}` },
    { method: 'GET', url: `/api/agenda/intencoes/lista?celebracao_id=${sj.celebracao}&data=${sj.intencaoData}` },
    { method: 'POST', url: '/api/agenda/intencoes/transferir', body: { celebracao_id: sj.celebracao, data: sj.intencaoData, destino_data: sj.intencaoData } },
    { method: 'POST', url: `/api/agenda/esportulas/${sj.intencao}/confirmar`, body: {} },
    { method: 'GET', url: `/api/agenda/esportulas/${sj.intencao}/recibo` },
    // Imports: a waiting one and an imported one.
    { method: 'GET', url: `/api/importacoes/${sj.importacao}` },
    { method: 'POST', url: `/api/importacoes/${sj.importacao}/validar`, body: { mapeamento: ['name', 'born_date', 'phone'] } },
    { method: 'POST', url: `/api/importacoes/${sj.importacao}/confirmar`, body: {} },
    { method: 'DELETE', url: `/api/importacoes/${sj.importacao}` },
    { method: 'GET', url: `/api/importacoes/${sj.importada}` },
    { method: 'DELETE', url: `/api/importacoes/${sj.importada}` },
    // Protocols.
    { method: 'POST', url: `/api/protocols/${sj.protocol}/files`, parts: pdf },
    { method: 'POST', url: `/api/protocols/${sj.protocol}/status`, body: { status: 2 } },
    { method: 'DELETE', url: `/api/protocols/${sj.protocol}` },
    // Reminders.
    {
      method: 'PUT',
      url: `/api/reminders/${sj.reminder}`,
      body: { descricao: 'Invasor', data_hora: '2030-01-01T10:00:00-03:00', repeat: 'none', pref_email: false },
    },
    { method: 'POST', url: `/api/reminders/${sj.reminder}/concluir`, body: {} },
    { method: 'POST', url: `/api/reminders/${sj.reminder}/snooze`, body: { minutes: 10 } },
    { method: 'DELETE', url: `/api/reminders/${sj.reminder}` },
    // Buckets.
    { method: 'GET', url: `/api/buckets/${sj.bucket}` },
    { method: 'GET', url: `/api/buckets/${sj.bucket}/files` },
    { method: 'GET', url: `/api/buckets/${sj.bucket}/files/${sj.bucketFile}` },
    { method: 'POST', url: `/api/buckets/${sj.bucket}/upload`, parts: [{ name: 'file', filename: 'x.jpg', type: 'image/jpeg', data: JPEG_HEADER }] },
    { method: 'DELETE', url: `/api/buckets/${sj.bucket}/files/${sj.bucketFile}` },
    { method: 'DELETE', url: `/api/buckets/${sj.bucket}` },
    // Chat with a São José user.
    { method: 'GET', url: `/api/messages/conversation/${sj.user}` },
    { method: 'GET', url: `/api/chat/presence/state/${sj.user}` },
    { method: 'POST', url: '/api/messages/send', body: { receiver_id: sj.user, other_id: sj.user, message: 'Olá de outra paróquia' } },
    { method: 'POST', url: '/api/messages/mark-conversation-read', body: { other_id: sj.user } },
    { method: 'POST', url: '/api/chat/pin', body: { user_id: sj.user } },
    { method: 'POST', url: '/api/chat/unpin', body: { user_id: sj.user } },
    // People's accounts (/usuarios).
    { method: 'GET', url: `/api/usuarios/${sj.user}` },
    { method: 'PUT', url: `/api/usuarios/${sj.user}`, body: { nome: 'Invasor', usuario: 'admin', email: 'invasor@example.org', regras: [1] } },
    { method: 'POST', url: `/api/usuarios/${sj.user}/bloquear`, body: {} },
    { method: 'POST', url: `/api/usuarios/${sj.user}/desbloquear`, body: {} },
    { method: 'POST', url: `/api/usuarios/${sj.user}/convite`, body: {} },
    { method: 'GET', url: `/api/usuarios/${sj.user}/auditoria` },
    // Ministry rosters: a ministry, its members and needs, its month, an assignment, a blockout.
    { method: 'GET', url: `/api/ministerios/${sj.ministerio}` },
    { method: 'PUT', url: `/api/ministerios/${sj.ministerio}`, body: { nome: 'Invasor', funcoes: [{ nome: 'Invasor' }] } },
    { method: 'DELETE', url: `/api/ministerios/${sj.ministerio}` },
    { method: 'PUT', url: `/api/ministerios/${sj.ministerio}/necessidades`, body: { necessidades: [] } },
    { method: 'GET', url: `/api/ministerios/${sj.ministerio}/candidatos` },
    { method: 'GET', url: `/api/ministerios/${sj.ministerio}/membros` },
    { method: 'POST', url: `/api/ministerios/${sj.ministerio}/membros`, body: { register_id: sj.register } },
    { method: 'GET', url: `/api/ministerios/${sj.ministerio}/membros/${sj.membro}` },
    { method: 'PUT', url: `/api/ministerios/${sj.ministerio}/membros/${sj.membro}`, body: { register_id: sj.membroRegister, menor: true } },
    { method: 'DELETE', url: `/api/ministerios/${sj.ministerio}/membros/${sj.membro}` },
    { method: 'GET', url: `/api/escalas?ministerio_id=${sj.ministerio}&de=${sj.designacaoData}&ate=${sj.designacaoData}` },
    {
      method: 'PUT',
      url: '/api/escalas/designacoes',
      body: { celebracao_id: sj.designacaoCelebracao, data: sj.designacaoData, funcao_id: sj.funcao, membro_id: null },
    },
    {
      method: 'PUT',
      url: '/api/escalas/necessidades',
      body: {
        ministerio_id: sj.ministerio,
        celebracao_id: sj.designacaoCelebracao,
        data: sj.designacaoData,
        funcoes: [{ funcao_id: sj.funcao, quantidade: 5 }],
      },
    },
    { method: 'POST', url: '/api/escalas/preencher', body: { ministerio_id: sj.ministerio, mes: sj.designacaoData.slice(0, 7) } },
    { method: 'POST', url: '/api/escalas/publicar', body: { ministerio_id: sj.ministerio, mes: sj.designacaoData.slice(0, 7) } },
    { method: 'GET', url: `/api/escalas/pdf?ministerio_id=${sj.ministerio}&mes=${sj.designacaoData.slice(0, 7)}` },
    { method: 'POST', url: `/api/designacoes/${sj.designacao}/aceitar`, body: {} },
    { method: 'POST', url: `/api/designacoes/${sj.designacao}/recusar`, body: {} },
    { method: 'POST', url: `/api/designacoes/${sj.designacao}/substituir`, body: {} },
    { method: 'POST', url: `/api/designacoes/${sj.designacao}/assumir`, body: {} },
    { method: 'POST', url: `/api/designacoes/${sj.designacao}/presenca`, body: { status: 'faltou' } },
    { method: 'DELETE', url: `/api/indisponibilidades/${sj.indisponibilidade}` },
    // The books of account.
    { method: 'POST', url: `/api/caixa/lancamentos/${sj.lancamento}/estorno`, body: { motivo: 'Invasor' } },
    { method: 'GET', url: `/api/caixa/conciliacao/${sj.conciliacao}` },
    { method: 'POST', url: `/api/caixa/conciliacao/${sj.conciliacao}`, body: { acao: 'vincular', linha_id: 1, lancamento_id: sj.lancamento } },
    { method: 'GET', url: `/uploads/caixa/${sj.caixaFile}` },
    { method: 'PUT', url: `/api/caixa/portadores/${sj.portador}`, body: { tipo: 'banco', nome: 'Invasor', banco: '001', agencia: '1', conta: '1' } },
    // Marriage files, and a request São José received.
    { method: 'GET', url: `/api/casamentos/${sj.casamento}` },
    { method: 'PUT', url: `/api/casamentos/${sj.casamento}`, body: { conjuge1: { nome: 'Invasor' }, conjuge2: { nome: 'Invasora' } } },
    { method: 'POST', url: `/api/casamentos/${sj.casamento}/habilitar`, body: {} },
    { method: 'POST', url: `/api/casamentos/${sj.casamento}/cancelar`, body: { motivo: 'Invasor' } },
    { method: 'POST', url: `/api/casamentos/${sj.casamento}/celebrar`, body: { data: '2020-01-01' } },
    { method: 'GET', url: `/api/casamentos/${sj.casamento}/entrevista` },
    { method: 'PUT', url: `/api/casamentos/${sj.casamento}/entrevista`, body: { data: '2020-01-01', conjuge1: {}, conjuge2: {} } },
    { method: 'POST', url: `/api/casamentos/${sj.casamento}/proclamas`, body: { acao: 'objecao', texto: 'Invasor' } },
    { method: 'GET', url: `/api/casamentos/${sj.casamento}/proclamas.pdf` },
    { method: 'GET', url: `/api/casamentos/${sj.casamento}/permissoes/fora_da_paroquia.pdf` },
    {
      method: 'POST',
      url: `/api/casamentos/${sj.casamento}/permissoes`,
      parts: [
        { name: 'impedimento', value: 'fora_da_paroquia' },
        { name: 'concedida_por', value: 'Invasor' },
        { name: 'data', value: '2020-01-01' },
        { name: 'protocolo', value: '1' },
      ],
    },
    {
      method: 'POST',
      url: `/api/casamentos/${sj.casamento}/documentos`,
      parts: [
        { name: 'conjuge', value: '2' },
        { name: 'item', value: 'crisma' },
        { name: 'arquivo', filename: 'x.png', type: 'image/png', data: PNG_1PX },
      ],
    },
    { method: 'PUT', url: `/api/casamentos/${sj.casamento}/documentos/${sj.documento}`, body: { observacao: 'Invasor' } },
    { method: 'DELETE', url: `/api/casamentos/${sj.casamento}/documentos/${sj.documento}` },
    { method: 'GET', url: `/api/casamentos/${sj.casamento}/documentos/${sj.documento}/arquivo` },
    { method: 'GET', url: `/api/casamentos/${sj.casamentoArquivado}/notificacao/1.pdf` },
    { method: 'POST', url: `/api/casamentos/${sj.casamentoArquivado}/notificacao/1/enviada`, body: { data: '2020-01-01' } },
    { method: 'POST', url: `/api/pedidos/${sj.pedidoRecebido}/atender`, body: {} },
    { method: 'POST', url: `/api/pedidos/${sj.pedidoRecebido}/recusar`, body: { motivo: 'Invasor' } },
    // Petitions to the chancery: the petition, its documents and its decree.
    { method: 'GET', url: `/api/peticoes/${sj.peticao}` },
    { method: 'GET', url: `/api/peticoes/${sj.peticao}/documentos/${sj.peticaoDoc}` },
    { method: 'GET', url: `/api/peticoes/${sj.peticao}/decreto` },
    {
      method: 'POST',
      url: `/api/peticoes/${sj.peticao}/documentos`,
      parts: [{ name: 'arquivo', filename: 'x.pdf', type: 'application/pdf', data: PDF_HEADER }],
    },
    // The website's requests, the course sessions and their certificates.
    { method: 'GET', url: `/api/solicitacoes/${sj.solicitacao}` },
    { method: 'PUT', url: `/api/solicitacoes/${sj.solicitacao}`, body: { estado: 'cancelado', resposta: 'Invasor' } },
    { method: 'PUT', url: `/api/solicitacoes/${sj.solicitacao}`, body: { pago: true } },
    { method: 'GET', url: `/api/solicitacoes/${sj.solicitacao}/arquivos/certidao_nascimento` },
    { method: 'POST', url: `/api/solicitacoes/${sj.solicitacao}/mensagens`, body: { texto: 'Invasor' } },
    { method: 'POST', url: `/api/solicitacoes/${sj.solicitacao}/batizar`, body: { celebrante: 'Invasor', data: '2020-01-01' } },
    { method: 'POST', url: `/api/solicitacoes/${sj.certidaoPedida}/emitir`, body: {} },
    { method: 'GET', url: `/api/batismo/cursos/${sj.curso}` },
    { method: 'PUT', url: `/api/batismo/cursos/${sj.curso}/presencas`, body: { presencas: [{ participante_id: sj.participante, presente: true }] } },
    { method: 'GET', url: `/api/batismo/cursos/${sj.curso}/certificados/${sj.participante}.pdf` },
    // Files under /uploads.
    { method: 'GET', url: `/uploads/registers/${sj.photo}` },
    { method: 'GET', url: `/uploads/anexos_registers/${sj.attachmentFile}` },
    { method: 'GET', url: `/uploads/feed/${sj.noticeFile}` },
    { method: 'GET', url: `/uploads/avatars/${sj.avatar}` },
    { method: 'GET', url: `/uploads/protocols/${sj.protocolFile}` },
  ];
}

/** Ids in any array of objects of a JSON answer (id, i_id, register_id...), wherever they sit. */
function idsIn(value: unknown, keys: string[], out = new Set<number>()): Set<number> {
  if (Array.isArray(value)) for (const v of value) idsIn(v, keys, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (keys.includes(k) && typeof v === 'number') out.add(v);
      else idsIn(v, keys, out);
    }
  }
  return out;
}

describe('parish isolation', () => {
  it("another parish's administrator gets 404 for every São José object, and nothing changes", async () => {
    const before = await snapshot();
    const failures: string[] = [];
    const list = probes();
    for (const p of list) {
      const res = await asOutra(p);
      if (res.statusCode !== 404) failures.push(`${p.method} ${p.url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
    expect(list.length).toBeGreaterThanOrEqual(50);
    // São José's own administrator still sees them all (the ids were real).
    for (const url of [
      `/api/registers/${sj.register}`,
      `/api/feed-posts/${sj.notice}`,
      `/api/inventory/${sj.item}`,
      `/api/turmas/crisma/${sj.klass}`,
      `/api/catequistas/crisma/${sj.catechist}`,
      `/api/buckets/${sj.bucket}`,
      `/api/sacramentos/batismo/${sj.baptism}`,
      `/uploads/protocols/${sj.protocolFile}`,
      `/uploads/avatars/${sj.avatar}`,
      `/uploads/caixa/${sj.caixaFile}`,
      `/api/caixa/conciliacao/${sj.conciliacao}`,
      `/api/casamentos/${sj.casamento}`,
      `/api/casamentos/${sj.casamento}/documentos/${sj.documento}/arquivo`,
      `/api/casamentos/${sj.casamentoArquivado}/notificacao/1.pdf`,
      `/api/peticoes/${sj.peticao}`,
      `/api/peticoes/${sj.peticao}/documentos/${sj.peticaoDoc}`,
      `/api/peticoes/${sj.peticao}/decreto`,
      `/api/solicitacoes/${sj.solicitacao}`,
      `/api/solicitacoes/${sj.solicitacao}/arquivos/certidao_nascimento`,
      `/api/batismo/cursos/${sj.curso}`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url, headers: { cookie: admin } })).statusCode, url).toBe(200);
    }
    for (const url of [`/api/importacoes/${sj.importacao}`, `/api/importacoes/${sj.importada}`]) {
      expect((await t.app.inject({ method: 'GET', url, headers: { cookie: admin } })).statusCode, url).toBe(200);
    }
  }, 120_000);

  it('the lists and filters of the other parish never name a São José row', async () => {
    const ids = async (sql: string) => new Set((await t.db.query<{ id: number }>(sql, [sj.paroquia])).rows.map((r) => r.id));
    const lists: Array<{ url: string; keys: string[]; theirs: Set<number> }> = [
      { url: '/api/registers?limit=100', keys: ['id'], theirs: await ids(`SELECT id FROM registers WHERE paroquia_id = $1`) },
      { url: `/api/registers?q=${encodeURIComponent('a')}&limit=100`, keys: ['id'], theirs: await ids(`SELECT id FROM registers WHERE paroquia_id = $1`) },
      { url: '/api/registers?q=an&limit=50&page=1', keys: ['id'], theirs: await ids(`SELECT id FROM registers WHERE paroquia_id = $1`) },
      {
        url: '/api/registers/access-log',
        keys: ['register_id', 'user_id'],
        theirs: new Set([...(await ids(`SELECT id FROM registers WHERE paroquia_id = $1`)), ...(await ids(`SELECT id FROM users WHERE paroquia_id = $1`))]),
      },
      {
        url: `/api/registers/access-log?user_id=${sj.user}`,
        keys: ['register_id', 'user_id'],
        theirs: await ids(`SELECT id FROM registers WHERE paroquia_id = $1`),
      },
      { url: '/api/registers/access-log/users', keys: ['id'], theirs: await ids(`SELECT id FROM users WHERE paroquia_id = $1`) },
      { url: '/api/lgpd/retention/due', keys: ['id'], theirs: await ids(`SELECT id FROM registers WHERE paroquia_id = $1`) },
      { url: '/api/feed-posts', keys: ['id'], theirs: await ids(`SELECT id FROM notices WHERE paroquia_id = $1`) },
      { url: '/api/inventory?limit=100', keys: ['i_id', 'id'], theirs: await ids(`SELECT i_id AS id FROM inventory_items WHERE paroquia_id = $1`) },
      {
        url: `/api/inventory?paroquia_id=${sj.paroquia}`,
        keys: ['i_id', 'id'],
        theirs: await ids(`SELECT i_id AS id FROM inventory_items WHERE paroquia_id = $1`),
      },
      { url: '/api/inventory/categories', keys: ['id'], theirs: await ids(`SELECT id FROM inventory_categories WHERE paroquia_id = $1`) },
      { url: '/api/inventory/entities', keys: ['ent_id', 'id'], theirs: await ids(`SELECT ent_id AS id FROM communities WHERE paroquia_id = $1`) },
      { url: '/api/turmas/crisma', keys: ['id'], theirs: await ids(`SELECT id FROM catechesis_classes WHERE paroquia_id = $1`) },
      { url: `/api/crismandos?turma_id=${sj.klass}`, keys: ['register_id'], theirs: await ids(`SELECT id FROM registers WHERE paroquia_id = $1`) },
      { url: '/api/catequistas/crisma?limit=12', keys: ['id'], theirs: await ids(`SELECT id FROM catechists WHERE paroquia_id = $1`) },
      { url: '/api/turmas/eucaristia', keys: ['id'], theirs: await ids(`SELECT id FROM catechesis_classes WHERE paroquia_id = $1`) },
      { url: `/api/catequizandos?turma_id=${sj.euKlass}`, keys: ['register_id'], theirs: await ids(`SELECT id FROM registers WHERE paroquia_id = $1`) },
      { url: '/api/catequistas/eucaristia?limit=100', keys: ['id'], theirs: await ids(`SELECT id FROM catechists WHERE paroquia_id = $1`) },
      { url: '/api/catequistas/crisma?limit=100', keys: ['user_id'], theirs: await ids(`SELECT id FROM users WHERE paroquia_id = $1`) },
      { url: '/api/catequistas/crisma/contas', keys: ['id'], theirs: await ids(`SELECT id FROM users WHERE paroquia_id = $1`) },
      { url: '/api/catequistas/eucaristia/contas', keys: ['id'], theirs: await ids(`SELECT id FROM users WHERE paroquia_id = $1`) },
      { url: '/api/dizimo/dizimistas?limit=100', keys: ['id'], theirs: await ids(`SELECT id FROM tithers WHERE paroquia_id = $1`) },
      { url: '/api/dizimo/dizimistas?limit=100', keys: ['register_id'], theirs: await ids(`SELECT id FROM registers WHERE paroquia_id = $1`) },
      { url: '/api/dizimo/contribuicoes?limit=100', keys: ['id'], theirs: await ids(`SELECT id FROM contributions WHERE paroquia_id = $1`) },
      { url: '/api/dizimo/contribuicoes?limit=100', keys: ['dizimista_id'], theirs: await ids(`SELECT id FROM tithers WHERE paroquia_id = $1`) },
      { url: '/api/campanhas', keys: ['id'], theirs: await ids(`SELECT id FROM campaigns WHERE paroquia_id = $1`) },
      { url: '/api/dizimo/extrato/pendentes', keys: ['id'], theirs: await ids(`SELECT id FROM bank_credits WHERE paroquia_id = $1`) },
      { url: '/api/dizimo/candidatos?limit=100', keys: ['id'], theirs: await ids(`SELECT id FROM registers WHERE paroquia_id = $1`) },
      { url: '/api/sacramentos/batismo?limit=100', keys: ['id'], theirs: await ids(`SELECT id FROM sacramental_records WHERE paroquia_id = $1`) },
      { url: '/api/sacramentos/batismo?limit=100', keys: ['register_id'], theirs: await ids(`SELECT id FROM registers WHERE paroquia_id = $1`) },
      { url: '/api/agenda/celebracoes', keys: ['id'], theirs: await ids(`SELECT id FROM celebracoes WHERE paroquia_id = $1`) },
      { url: '/api/agenda/celebracoes', keys: ['ent_id'], theirs: await ids(`SELECT ent_id AS id FROM communities WHERE paroquia_id = $1`) },
      { url: '/api/agenda/eventos', keys: ['id'], theirs: await ids(`SELECT id FROM eventos WHERE paroquia_id = $1`) },
      {
        url: `/api/agenda?from=${sj.intencaoData}&to=${sj.intencaoData}`,
        keys: ['celebracao_id'],
        theirs: await ids(`SELECT id FROM celebracoes WHERE paroquia_id = $1`),
      },
      {
        url: `/api/agenda?from=${sj.intencaoData}&to=${sj.intencaoData}&community=${sj.outraCommunity}`,
        keys: ['ent_id'],
        theirs: await ids(`SELECT ent_id AS id FROM communities WHERE paroquia_id = $1`),
      },
      { url: `/api/agenda/intencoes?data=${sj.intencaoData}`, keys: ['id'], theirs: await ids(`SELECT id FROM intencoes WHERE paroquia_id = $1`) },
      { url: `/api/agenda/intencoes?celebracao_id=${sj.celebracao}`, keys: ['id'], theirs: await ids(`SELECT id FROM intencoes WHERE paroquia_id = $1`) },
      { url: '/api/agenda/esportulas?limit=100', keys: ['id'], theirs: await ids(`SELECT id FROM intencoes WHERE paroquia_id = $1`) },
      { url: '/api/importacoes?limit=100', keys: ['id'], theirs: await ids(`SELECT id FROM imports WHERE paroquia_id = $1`) },
      { url: '/api/protocols', keys: ['id'], theirs: await ids(`SELECT id FROM protocols WHERE paroquia_id = $1`) },
      { url: '/api/protocols/me', keys: ['id'], theirs: await ids(`SELECT id FROM protocols WHERE paroquia_id = $1`) },
      { url: '/api/reminders', keys: ['id'], theirs: await ids(`SELECT id FROM reminders WHERE paroquia_id = $1`) },
      { url: '/api/buckets', keys: ['id'], theirs: await ids(`SELECT id FROM buckets WHERE paroquia_id = $1`) },
      { url: '/api/chat/users', keys: ['id', 'user_id'], theirs: await ids(`SELECT id FROM users WHERE paroquia_id = $1`) },
      { url: '/api/notifications', keys: ['id'], theirs: await ids(`SELECT id FROM notifications WHERE paroquia_id = $1`) },
      { url: '/api/usuarios?limit=1000', keys: ['id'], theirs: await ids(`SELECT id FROM users WHERE paroquia_id = $1`) },
      { url: '/api/caixa/lancamentos?limit=1000', keys: ['id', 'estorno_de'], theirs: await ids(`SELECT id FROM caixa_lancamentos WHERE paroquia_id = $1`) },
      { url: '/api/caixa/lancamentos?limit=1000', keys: ['conta_id'], theirs: await ids(`SELECT id FROM caixa_contas WHERE paroquia_id = $1`) },
      {
        url: '/api/caixa/lancamentos?limit=1000',
        keys: ['portador_id', 'destino_id'],
        theirs: await ids(`SELECT id FROM caixa_portadores WHERE paroquia_id = $1`),
      },
      { url: '/api/caixa/contas', keys: ['id', 'pai_id'], theirs: await ids(`SELECT id FROM caixa_contas WHERE paroquia_id = $1`) },
      { url: '/api/caixa/portadores', keys: ['id'], theirs: await ids(`SELECT id FROM caixa_portadores WHERE paroquia_id = $1`) },
      { url: '/api/caixa/conciliacao', keys: ['id'], theirs: await ids(`SELECT id FROM caixa_conciliacoes WHERE paroquia_id = $1`) },
      { url: '/api/caixa/meses', keys: ['portador_id'], theirs: await ids(`SELECT id FROM caixa_portadores WHERE paroquia_id = $1`) },
      { url: '/api/caixa/repasse', keys: ['conta_repasse_id'], theirs: await ids(`SELECT id FROM caixa_contas WHERE paroquia_id = $1`) },
      { url: '/api/usuarios?q=a&limit=1000', keys: ['id'], theirs: await ids(`SELECT id FROM users WHERE paroquia_id = $1`) },
      { url: '/api/ministerios', keys: ['id'], theirs: await ids(`SELECT id FROM ministerios WHERE paroquia_id = $1`) },
      { url: '/api/ministerios/usuarios', keys: ['id'], theirs: await ids(`SELECT id FROM users WHERE paroquia_id = $1`) },
      { url: '/api/minha-escala', keys: ['id', 'membro_id'], theirs: await ids(`SELECT id FROM escala_designacoes WHERE paroquia_id = $1`) },
      { url: '/api/casamentos?limit=100', keys: ['id', 'register_id', 'ent_id'], theirs: await ids(`SELECT id FROM casamentos WHERE paroquia_id = $1`) },
      // What São José sent Aparecida reaches her by name only: never São José's file, record or register ids.
      { url: '/api/pedidos?direcao=recebidos', keys: ['processo_id'], theirs: await ids(`SELECT id FROM casamentos WHERE paroquia_id = $1`) },
      {
        url: '/api/anotacoes?direcao=recebidos',
        keys: ['registro_id'],
        theirs: await ids(`SELECT id FROM sacramental_records WHERE paroquia_id = $1`),
      },
      { url: '/api/anotacoes/pendentes', keys: ['registro_id'], theirs: await ids(`SELECT id FROM sacramental_records WHERE paroquia_id = $1`) },
      { url: '/api/peticoes?limit=100', keys: ['id'], theirs: await ids(`SELECT id FROM peticoes WHERE paroquia_id = $1`) },
      { url: '/api/solicitacoes?limit=100', keys: ['id'], theirs: await ids(`SELECT id FROM solicitacoes WHERE paroquia_id = $1`) },
      { url: '/api/batismo/datas', keys: ['id'], theirs: await ids(`SELECT id FROM batismo_vagas WHERE paroquia_id = $1`) },
      { url: '/api/batismo/cursos', keys: ['id'], theirs: await ids(`SELECT id FROM batismo_vagas WHERE paroquia_id = $1`) },
      { url: `/api/peticoes?paroquia_id=${sj.paroquia}&limit=100`, keys: ['id'], theirs: await ids(`SELECT id FROM peticoes WHERE paroquia_id = $1`) },
    ];
    const failures: string[] = [];
    for (const l of lists) {
      const res = await t.app.inject({ method: 'GET', url: l.url, headers: { cookie: outra } });
      // A filter naming another parish's object may be refused outright: 404/422, or 403 for an explicit
      // paroquia_id claim that is not the user's own (inventory/routes.ts).
      if (res.statusCode === 404 || res.statusCode === 422 || (res.statusCode === 403 && l.url.includes('paroquia_id='))) continue;
      if (res.statusCode !== 200) {
        failures.push(`${l.url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        continue;
      }
      const leaked = [...idsIn(res.json(), l.keys)].filter((id) => l.theirs.has(id));
      if (leaked.length) failures.push(`${l.url}: São José ids ${leaked.slice(0, 10).join(', ')}`);
    }
    // Buckets are found by their public code, not a number.
    const buckets = await t.app.inject({ method: 'GET', url: '/api/buckets', headers: { cookie: outra } });
    expect(buckets.body).not.toContain(sj.bucket);
    expect(failures).toEqual([]);
  }, 60_000);

  it("the other parish cannot answer São José's petition (only the chancery answers), and nothing changes", async () => {
    const before = await snapshot();
    for (const estado of ['em_analise', 'indeferido']) {
      const res = await asOutra({ method: 'POST', url: `/api/peticoes/${sj.peticao}/responder`, body: { estado, texto: 'Resposta do invasor.' } });
      expect(res.statusCode, res.body).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("the other parish's books count only its own records", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/sacramentos/livros', headers: { cookie: outra } });
    expect(res.statusCode).toBe(200);
    const counted = (res.json().data as Array<{ registros: number }>).reduce((n, b) => n + b.registros, 0);
    const own = await one<{ n: number }>('SELECT count(*)::int AS n FROM sacramental_records WHERE paroquia_id = $1', [sj.outraParoquia]);
    expect(counted).toBe(own.n);
    expect(await one<{ n: number }>('SELECT count(*)::int AS n FROM sacramental_records WHERE paroquia_id = $1', [sj.paroquia])).not.toEqual({ n: 0 });
  });
});

describe('parish isolation: the profile and the parishes of the instance', () => {
  const paroquias = () => t.db.query('SELECT to_jsonb(p) AS row FROM paroquias p ORDER BY id').then((r) => r.rows);
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it("an administrator (role 1) reads and saves only her own parish's profile and logo, and never reaches /paroquias", async () => {
    const mine = (await call('GET', '/api/paroquia', outra)).json();
    expect(mine.id).toBe(sj.outraParoquia);
    const saoJose = (await t.db.query('SELECT to_jsonb(p) AS row FROM paroquias p WHERE id = $1', [sj.paroquia])).rows;
    const { id: _id, logo: _logo, ...fields } = mine;
    // An id in the body names nothing: the parish is the session's.
    expect((await call('PUT', '/api/paroquia', outra, { ...fields, id: sj.paroquia, nome: 'Aparecida Renomeada' })).statusCode).toBe(200);
    const logo = multipart([{ name: 'logo', filename: 'l.png', type: 'image/png', data: PNG_1PX }]);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/paroquia/logo', headers: { ...logo.headers, cookie: outra }, payload: logo.payload })).statusCode,
    ).toBe(200);
    expect((await t.db.query('SELECT to_jsonb(p) AS row FROM paroquias p WHERE id = $1', [sj.paroquia])).rows).toEqual(saoJose);
    const before = await paroquias();
    for (const [method, url] of [
      ['GET', '/api/paroquias'],
      ['POST', '/api/paroquias'],
      ['POST', `/api/paroquias/${sj.paroquia}/atuar`],
      ['POST', '/api/paroquias/voltar'],
    ] as const) {
      expect((await call(method, url, outra, method === 'POST' ? {} : undefined)).statusCode, url).toBe(403);
    }
    expect(await paroquias()).toEqual(before);
    expect((await call('GET', '/api/me', outra)).json().paroquia.id).toBe(sj.outraParoquia);
  });

  it('a system administrator sees another parish only while acting as it, and its lists then name none of their own', async () => {
    const session = await signIn(t.app, 'admin');
    expect((await call('POST', `/api/paroquias/${sj.outraParoquia}/atuar`, session, {})).statusCode).toBe(200);
    const own = new Set((await t.db.query<{ id: number }>('SELECT id FROM registers WHERE paroquia_id = $1', [sj.paroquia])).rows.map((r) => r.id));
    const listed = (await call('GET', '/api/registers?limit=100', session)).json().data.data as Array<{ id: number }>;
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((r) => own.has(r.id))).toEqual([]);
    expect((await call('GET', `/api/registers/${sj.register}`, session)).statusCode).toBe(404);
    expect((await call('POST', '/api/paroquias/voltar', session, {})).statusCode).toBe(200);
    expect((await call('GET', `/api/registers/${sj.register}`, session)).statusCode).toBe(200);
  });
});
