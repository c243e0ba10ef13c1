import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PublicParams } from '../../shared/schemas/dizimo';
import {
  Acompanhamento,
  ARQUIVOS,
  CERTIDAO_SACRAMENTOS,
  RELACOES,
  RETIRADAS,
  BatismoVagas,
  CONSENTIMENTO_BATISMO,
  godparentsOf,
  MensagemBody,
  PedidoBatismoCampos,
  PedidoCertidaoCampos,
  PedidoCriado,
  Reserva,
  ReservaBody,
  SegredoParams,
  SOLICITACOES_MSG,
  solicitacaoCodigo,
  type ArquivoCampo,
  type PedidoBatismoCampos as BatismoCampos,
} from '../../shared/schemas/solicitacoes';
import { MessageResponse, z } from '../../shared/schemas/zod';
import { sendSoon } from '../accounts/mail';
import { documentExtension } from '../caixa/document';
import type { Db } from '../db/types';
import { HttpError, invalidField } from '../http-error';
import { portalBase } from '../http/portal-base';
import { ErrorBody, fileResponse, formBody, multipart } from '../http/schemas';
import { countTry, refuseWhileThrottled, type ThrottleScope } from '../http/throttle';
import { parishToday } from '../parish-time';
import { answerAnySite } from '../plugins/cors';
import { receiveForm, type ReceivedFile } from '../registers/files';
import { FILE_KIND } from './context';
import { enrol, validCertificate, type Enrolled } from './course';
import { mailCreated } from './mail';
import {
  certidaoPedida,
  findBySegredo,
  findVaga,
  holdPlaces,
  insertMensagem,
  insertSolicitacao,
  listVagas,
  loadConfig,
  parishName,
  spendHold,
} from './repository';
import { underAge } from './rules';
import { acompanhamentoOf, downloadable } from './view';

const parishMissing = () => new HttpError(404, SOLICITACOES_MSG.parishNotFound);
const segredoMissing = () => new HttpError(404, SOLICITACOES_MSG.segredoNotFound);
const DAY_MS = 86_400_000;

/** The PDF or photo of a form's file field, checked by its content: its extension, or a 422 on that field. */
async function checkedFile(file: ReceivedFile | undefined, campo: ArquivoCampo): Promise<{ file: ReceivedFile; ext: string }> {
  if (!file) throw invalidField(campo, SOLICITACOES_MSG.fileRequired);
  const ext = await documentExtension(file).catch(() => Promise.reject(invalidField(campo, SOLICITACOES_MSG.fileInvalid)));
  return { file, ext };
}

/**
 * The website's side of the requests (listed in PUBLIC_API_ROUTES; no session, any site may call them, each
 * throttled per address): the free dates and course sessions, a place held while the form is filled, the
 * baptism and certificate requests (multipart, files checked by content), and the follow-up by the secret
 * address e-mailed to the family. A certificate request never searches the books: its answer is the same
 * whether the entry exists or not, until the office answers.
 */
export const solicitacoesPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;
  const throttled = async (request: FastifyRequest, reply: Parameters<typeof refuseWhileThrottled>[1], scope: ThrottleScope) => {
    await refuseWhileThrottled(request, reply, scope);
    await countTry(request, scope);
  };
  const followUp = (request: FastifyRequest, segredo: string) => `${portalBase(request)}/acompanhamento/${segredo}`;

  app.addHook('onRequest', async (_request, reply) => {
    answerAnySite(reply);
  });

  const vagas = {
    summary: 'Datas de batismo e turmas do curso com vagas livres (sem login); uma data cheia não aparece',
    params: PublicParams,
    response: { 200: BatismoVagas, 429: ErrorBody },
  };
  app.get('/api/public/paroquias/:id/batismo/vagas', { schema: vagas }, async (request, reply) => {
    await throttled(request, reply, 'vagas');
    const paroquiaId = request.params.id;
    const paroquia = await parishName(db, paroquiaId);
    if (!paroquia) throw parishMissing();
    const now = app.clock();
    const today = await parishToday(db, paroquiaId, now);
    const config = await loadConfig(db, paroquiaId);
    // Today's sessions are past for a family filling the form now: from tomorrow on.
    const open = async (tipo: 'data' | 'curso') =>
      (await listVagas(db, paroquiaId, tipo, now, today))
        .filter((v) => v.data > today && v.livres > 0)
        .map((v) => ({ id: v.id, data: v.data, hora: v.hora, local: v.local, vagas_livres: v.livres, taxa_centavos: v.taxa_centavos }));
    return {
      paroquia,
      datas: await open('data'),
      cursos: await open('curso'),
      idade_maxima_anos: config.idade_maxima_anos,
      exige_casamento_padrinhos: config.exige_casamento_padrinhos,
      taxa_certidao_centavos: config.taxa_certidao_centavos,
    };
  });

  const reserva = {
    summary: 'Segurar uma data de batismo e/ou uma vaga no curso por 15 minutos, enquanto o formulário é preenchido (sem login)',
    params: PublicParams,
    ...formBody(ReservaBody),
    response: { 201: Reserva, 409: ErrorBody, 429: ErrorBody },
  };
  app.post('/api/public/paroquias/:id/batismo/reservas', { schema: reserva }, async (request, reply) => {
    await throttled(request, reply, 'pedido');
    const paroquiaId = request.params.id;
    if (!(await parishName(db, paroquiaId))) throw parishMissing();
    const now = app.clock();
    const today = await parishToday(db, paroquiaId, now);
    const held = await db.transaction((tx) => holdPlaces(tx, paroquiaId, request.body, now, today));
    return reply.code(201).send(held);
  });

  /** Writes a baptism request from its form, inside the transaction: the hold spent, the godparents' ages checked on the date, the course's adults enrolled. */
  async function writeBaptism(tx: Db, request: FastifyRequest, paroquiaId: number, body: BatismoCampos, arquivo: { stored: string; nome: string }) {
    const now = app.clock();
    const today = await parishToday(tx, paroquiaId, now);
    if (body.crianca_nascimento > today) throw invalidField('crianca_nascimento', SOLICITACOES_MSG.birthFuture);
    const places = body.reserva ? await spendHold(tx, paroquiaId, body.reserva, now) : { data_id: null, curso_id: null };
    const data = places.data_id ? await findVaga(tx, paroquiaId, 'data', places.data_id, now) : null;
    const curso = places.curso_id ? await findVaga(tx, paroquiaId, 'curso', places.curso_id, now) : null;
    const dia = data?.data ?? today;
    const godparents = godparentsOf(body);
    for (const g of godparents) if (underAge(g.nascimento, dia)) throw invalidField(`${g.papel}_nascimento`, SOLICITACOES_MSG.godparentUnder16);
    const config = await loadConfig(tx, paroquiaId);
    const valor = (data?.taxa_centavos ?? 0) + (curso?.taxa_centavos ?? 0);
    const { reserva: _r, consentimento: _c, ...dados } = body;
    const { id, segredo } = await insertSolicitacao(
      tx,
      paroquiaId,
      {
        tipo: 'batismo',
        nome: body.crianca_nome,
        requerente: body.mae_nome ?? body.pai_nome ?? body.email,
        email: body.email,
        telefone: body.telefone ?? null,
        cpfs: [body.pai_cpf, body.mae_cpf, ...godparents.map((g) => g.cpf)].filter((c): c is string => Boolean(c)),
        dados,
        consentimento: CONSENTIMENTO_BATISMO,
        data_id: places.data_id,
        curso_id: places.curso_id,
        valor_centavos: valor,
        prazo_pagamento: valor > 0 ? new Date(now.getTime() + config.prazo_pagamento_dias * DAY_MS) : null,
      },
      now,
    );
    await tx.query('INSERT INTO solicitacao_arquivos (solicitacao_id, campo, arquivo, arquivo_nome) VALUES ($1, $2, $3, $4)', [
      id,
      'certidao_nascimento',
      arquivo.stored,
      arquivo.nome,
    ]);
    if (curso) {
      // The parents take the course; a godparent with a valid course certificate of any parish does not again.
      const adults: Enrolled[] = [];
      if (body.pai_nome) adults.push({ papel: 'pai', nome: body.pai_nome, cpf: body.pai_cpf ?? null });
      if (body.mae_nome) adults.push({ papel: 'mae', nome: body.mae_nome, cpf: body.mae_cpf ?? null });
      for (const g of godparents) if (!(await validCertificate(tx, g.cpf, dia))) adults.push({ papel: g.papel, nome: g.nome, cpf: g.cpf });
      await enrol(tx, paroquiaId, curso.id, id, adults);
    }
    const to = {
      id,
      paroquia_id: paroquiaId,
      tipo: 'batismo' as const,
      nome: body.crianca_nome,
      requerente: body.mae_nome ?? body.pai_nome ?? '',
      email: body.email,
    };
    await mailCreated(tx, to, followUp(request, segredo), now, app.config.productName);
    return { id, segredo };
  }

  /** Receives a request's multipart form, keeps its one file, writes it; the file is removed again when anything fails. */
  async function receive<T>(
    request: FastifyRequest,
    campo: ArquivoCampo,
    schema: z.ZodType<T>,
    write: (tx: Db, body: T, arquivo: { stored: string; nome: string }) => Promise<{ id: number; segredo: string }>,
  ) {
    const form = await receiveForm(request, storage, { fileFields: [campo], maxFiles: 1 });
    let stored: string | null = null;
    try {
      const body = schema.parse(form.fields);
      const { file, ext } = await checkedFile(form.files[0], campo);
      stored = await file.upload.commit(FILE_KIND, ext);
      const arquivo = { stored, nome: file.name };
      const created = await db.transaction((tx) => write(tx, body, arquivo));
      stored = null;
      sendSoon(app);
      return { message: SOLICITACOES_MSG.created, codigo: solicitacaoCodigo(created.id), acompanhamento: followUp(request, created.segredo) };
    } finally {
      if (stored) await storage.remove(FILE_KIND, stored);
      await form.discard();
    }
  }

  const batismo = {
    summary: 'Pedido de batismo pelo site (sem login; multipart com a certidão de nascimento): o link de acompanhamento vai por e-mail',
    params: PublicParams,
    ...multipart(PedidoBatismoCampos, { certidao_nascimento: `${ARQUIVOS.certidao_nascimento}: PDF ou foto (JPEG, PNG, WebP), até 10 MB` }),
    response: { 201: PedidoCriado, 409: ErrorBody, 429: ErrorBody },
  };
  app.post('/api/public/paroquias/:id/pedidos/batismo', { schema: batismo }, async (request, reply) => {
    await throttled(request, reply, 'pedido');
    const paroquiaId = request.params.id;
    if (!(await parishName(db, paroquiaId))) throw parishMissing();
    const answer = await receive(request, 'certidao_nascimento', PedidoBatismoCampos, (tx, body, arquivo) =>
      writeBaptism(tx, request, paroquiaId, body, arquivo),
    );
    return reply.code(201).send(answer);
  });

  const certidao = {
    summary: 'Pedido de certidão pelo site (sem login; multipart com o documento de identidade): a mesma resposta, exista ou não o registro',
    params: PublicParams,
    ...multipart(PedidoCertidaoCampos, { documento: `${ARQUIVOS.documento} de quem pede: foto ou PDF, até 10 MB` }),
    response: { 201: PedidoCriado, 429: ErrorBody },
  };
  app.post('/api/public/paroquias/:id/pedidos/certidao', { schema: certidao }, async (request, reply) => {
    await throttled(request, reply, 'pedido');
    const paroquiaId = request.params.id;
    if (!(await parishName(db, paroquiaId))) throw parishMissing();
    const answer = await receive(request, 'documento', PedidoCertidaoCampos, async (tx, body, arquivo) => {
      const now = app.clock();
      const { consentimento: _c, ...dados } = body;
      const created = await insertSolicitacao(tx, paroquiaId, certidaoPedida(dados), now);
      await tx.query('INSERT INTO solicitacao_arquivos (solicitacao_id, campo, arquivo, arquivo_nome) VALUES ($1, $2, $3, $4)', [
        created.id,
        'documento',
        arquivo.stored,
        arquivo.nome,
      ]);
      const to = { id: created.id, paroquia_id: paroquiaId, tipo: 'certidao' as const, nome: body.nome, requerente: body.requerente_nome, email: body.email };
      // The e-mail restates what was asked: the person keeps the request as the parish does.
      const relacao = `${RELACOES[body.relacao]}${body.relacao_descricao ? ` (${body.relacao_descricao})` : ''}`;
      const asked = `certidão de ${CERTIDAO_SACRAMENTOS[body.sacramento].toLowerCase()} — ${relacao}; ${RETIRADAS[body.retirada]}.`;
      await mailCreated(tx, to, followUp(request, created.segredo), now, app.config.productName, asked);
      return created;
    });
    return reply.code(201).send(answer);
  });

  /** The request a secret opens; a wrong one counts against the address and answers 404 like any unknown one. */
  async function opened(request: FastifyRequest, reply: Parameters<typeof refuseWhileThrottled>[1], segredo: string) {
    await refuseWhileThrottled(request, reply, 'segredo');
    const row = await findBySegredo(db, segredo, app.clock());
    if (!row) {
      await countTry(request, 'segredo');
      throw segredoMissing();
    }
    reply.header('Cache-Control', 'no-store');
    return row;
  }

  const follow = {
    summary: 'Acompanhar um pedido pelo endereço secreto (sem login): estado, PIX da taxa, mensagens, a certidão quando emitida',
    params: SegredoParams,
    response: { 200: Acompanhamento, 429: ErrorBody },
  };
  app.get('/api/public/pedidos/:segredo', { schema: follow }, async (request, reply) => {
    const row = await opened(request, reply, request.params.segredo);
    return acompanhamentoOf(db, row, request.params.segredo);
  });

  const message = {
    summary: 'Mensagem da família à secretaria, pelo endereço secreto (sem login)',
    params: SegredoParams,
    ...formBody(MensagemBody),
    response: { 201: MessageResponse, 429: ErrorBody },
  };
  app.post('/api/public/pedidos/:segredo/mensagens', { schema: message }, async (request, reply) => {
    await throttled(request, reply, 'pedido');
    const row = await opened(request, reply, request.params.segredo);
    if (row.estado === 'cancelado') throw new HttpError(409, SOLICITACOES_MSG.closed);
    await insertMensagem(db, row.id, { de: 'familia', texto: request.body.texto, autorId: null, autorNome: null }, app.clock());
    return reply.code(201).send({ message: SOLICITACOES_MSG.mensagemSent });
  });

  const pdf = {
    summary: 'Baixar a certidão emitida, depois do pagamento da taxa (sem login, pelo endereço secreto)',
    params: SegredoParams,
    response: { 200: fileResponse('application/pdf', 'A certidão'), 409: ErrorBody, 429: ErrorBody },
  };
  app.get('/api/public/pedidos/:segredo/certidao.pdf', { schema: pdf }, async (request, reply) => {
    const row = await opened(request, reply, request.params.segredo);
    if (!row.certidao_arquivo) throw new HttpError(409, SOLICITACOES_MSG.certidaoNotReady);
    if (!downloadable(row)) throw new HttpError(409, SOLICITACOES_MSG.certidaoUnpaid);
    const file = await storage.open(FILE_KIND, row.certidao_arquivo);
    if (!file) throw new HttpError(409, SOLICITACOES_MSG.certidaoNotReady);
    if (row.estado === 'emitido') await db.query("UPDATE solicitacoes SET estado = 'entregue', updated_at = $2 WHERE id = $1", [row.id, app.clock()]);
    return reply
      .type('application/pdf')
      .header('Content-Length', file.size)
      .header('Content-Disposition', `attachment; filename="certidao-${row.certidao_codigo}.pdf"`)
      .send(file.stream);
  });
};
