import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can } from '../../shared/roles';
import { SACRAMENTOS_MSG, certificateMissingText, CERTIFICATE_FIELD_MISSING, missingForCertificate, type BatismoBody } from '../../shared/schemas/sacramentos';
import {
  ArquivoParams,
  BATISMO_ESTADOS,
  BatizarBody,
  BatizarResponse,
  CERTIDAO_ESTADOS,
  EmitirBody,
  EmitirResponse,
  FINALIDADES,
  MensagemBody,
  naoEncontradoText,
  SolicitacaoList,
  SolicitacaoListQuery,
  SolicitacaoParams,
  SolicitacaoResponse,
  SolicitacaoUpdateBody,
  SOLICITACOES_MSG,
  SolicitacoesConfig,
  SolicitacoesConfigResponse,
  type SolicitacaoEstado,
  type SolicitacaoUpdateBody as UpdateBody,
} from '../../shared/schemas/solicitacoes';
import type { Db } from '../db/types';
import { loadLetterhead } from '../documents/letterhead';
import { shortDate } from '../documents/words';
import { found, forbidden, HttpError, invalidField } from '../http-error';
import { portalBase } from '../http/portal-base';
import { ErrorBody, fileResponse, formBody, listMeta } from '../http/schemas';
import { actorOf, logAccess, type Actor } from '../lgpd/access-log';
import { parishToday } from '../parish-time';
import { insertPedido } from '../pedidos/repository';
import { certificatePdf } from '../sacramentos/certificate';
import { certificateCode, insertCertificate, parishSigners } from '../sacramentos/certificates';
import { judgeRecord } from '../sacramentos/judge';
import { columnsOf, findDetail, findRecord, insertRecord } from '../sacramentos/repository';
import { sendSoon } from '../accounts/mail';
import { closed, FILE_KIND, notFound, read, write } from './context';
import { mailEstado, mailMessage } from './mail';
import { markPaid } from './payment';
import { findSolicitacao, findVaga, insertMensagem, listSolicitacoes, loadConfig, saveConfig, setEstado, takePlace, type SolicitacaoRow } from './repository';
import { solicitacaoOf } from './view';

const ESTADOS = { batismo: BATISMO_ESTADOS, certidao: CERTIDAO_ESTADOS } as const;
const ENDED: SolicitacaoEstado[] = ['batizado', 'cancelado', 'entregue'];
/** The states the office sets by hand; batizado and emitido come only from 'batizar' and 'emitir', encontrado from the entry found. */
const BY_HAND: Record<'batismo' | 'certidao', SolicitacaoEstado[]> = {
  batismo: ['novo', 'documentos_pendentes', 'curso', 'agendado', 'cancelado'],
  certidao: ['novo', 'nao_encontrado', 'entregue', 'cancelado'],
};
type Dados = Record<string, unknown>;
const str = (d: Dados, k: string) => (typeof d[k] === 'string' && d[k] !== '' ? (d[k] as string) : undefined);

/** What was searched for a certificate request, as the answer 'não encontrado' tells it. */
function searched(r: SolicitacaoRow): string {
  const d = r.dados;
  return [
    `${String(d.sacramento)} de ${r.nome}`,
    str(d, 'nascimento') && `nascido(a) em ${shortDate(str(d, 'nascimento')!)}`,
    str(d, 'data_sacramento') && `sacramento em ${shortDate(str(d, 'data_sacramento')!)}`,
    str(d, 'pai') && `pai ${str(d, 'pai')}`,
    str(d, 'mae') && `mãe ${str(d, 'mae')}`,
    str(d, 'conjuge') && `cônjuge ${str(d, 'conjuge')}`,
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * The office's side of the website's requests (/api/solicitacoes): the list by type and state, a request's
 * page with the parish's rules checked, changes (state, the entry found, another date, the fee paid by hand,
 * the transfer asked of the family's parish), messages e-mailed to the family, 'batizar' (the entry written in
 * the book from the request) and 'emitir' (the certificate of the found entry, downloadable once paid).
 */
export const solicitacoesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;
  const product = () => app.config.productName;
  const today = (paroquiaId: number, at: Date) => parishToday(db, paroquiaId, at);
  const answer = async (actor: Actor, id: number) => {
    const r = found(await findSolicitacao(db, actor.paroquiaId, id, actor.at), notFound);
    return solicitacaoOf(db, r, await today(actor.paroquiaId, actor.at), await loadConfig(db, actor.paroquiaId));
  };

  const list = {
    summary: 'Solicitações do site, por tipo e estado (mais recentes primeiro)',
    querystring: SolicitacaoListQuery,
    response: { 200: SolicitacaoList },
  };
  app.get('/api/solicitacoes', { ...read, schema: list }, async (request) => {
    const q = request.query;
    const { rows, total } = await listSolicitacoes(db, actorOf(request).paroquiaId, q);
    return { data: rows, meta: listMeta(total, q.page, q.limit) };
  });

  const config = {
    summary: 'Regras e taxas da paróquia para as solicitações (idade para o batismo, prazo de pagamento, taxa da certidão)',
    response: { 200: SolicitacoesConfigResponse },
  };
  app.get('/api/solicitacoes/config', { ...read, schema: config }, async (request) => ({ data: await loadConfig(db, actorOf(request).paroquiaId) }));
  app.put('/api/solicitacoes/config', { ...write, schema: { ...config, ...formBody(SolicitacoesConfig) } }, async (request) => {
    const actor = actorOf(request);
    await saveConfig(db, actor.paroquiaId, request.body, actor.at);
    return { message: SOLICITACOES_MSG.configSaved, data: await loadConfig(db, actor.paroquiaId) };
  });

  const get = {
    summary: 'Uma solicitação: dados, regras conferidas, mensagens, taxa e o que foi feito',
    params: SolicitacaoParams,
    response: { 200: SolicitacaoResponse },
  };
  app.get('/api/solicitacoes/:id', { ...read, schema: get }, async (request) => {
    const actor = actorOf(request);
    const data = await answer(actor, request.params.id);
    await logAccess(db, actor, null, 'solicitacao_view', { solicitacao: data.id });
    return { data };
  });

  const file = {
    summary: 'Um arquivo enviado com a solicitação (certidão de nascimento ou documento de identidade)',
    params: ArquivoParams,
    response: { 200: fileResponse(['application/pdf', 'image/jpeg', 'image/png', 'image/webp'], 'O arquivo') },
  };
  app.get('/api/solicitacoes/:id/arquivos/:campo', { ...read, schema: file }, async (request, reply) => {
    const actor = actorOf(request);
    const r = found(await findSolicitacao(db, actor.paroquiaId, request.params.id, actor.at), notFound);
    const { rows } = await db.query<{ arquivo: string }>('SELECT arquivo FROM solicitacao_arquivos WHERE solicitacao_id = $1 AND campo = $2', [
      r.id,
      request.params.campo,
    ]);
    const opened = rows[0] ? await storage.open(FILE_KIND, rows[0].arquivo) : null;
    if (!opened) throw notFound();
    await logAccess(db, actor, null, 'solicitacao_view', { solicitacao: r.id, arquivo: request.params.campo });
    const ext = rows[0].arquivo.split('.').pop()!;
    return reply
      .type(ext === 'pdf' ? 'application/pdf' : ext === 'jpg' ? 'image/jpeg' : `image/${ext}`)
      .header('Content-Length', opened.size)
      .header('Content-Disposition', `attachment; filename="${request.params.campo}-${r.id}.${ext}"`)
      .send(opened.stream);
  });

  /** Applies one PUT inside its transaction; the state to tell the family of, if it changed. */
  async function change(tx: Db, actor: Actor, r: SolicitacaoRow, b: UpdateBody): Promise<{ estado: SolicitacaoEstado; detalhe: string | null } | null> {
    const day = await today(actor.paroquiaId, actor.at);
    if (b.pago) await markPaid(tx, r, actor.userName, actor.at);
    if (b.registro_id) {
      if (r.tipo !== 'certidao') throw invalidField('registro_id', SOLICITACOES_MSG.notCertificate);
      const record = await findRecord(tx, actor.paroquiaId, r.dados.sacramento as 'batismo', b.registro_id);
      if (!record) throw invalidField('registro_id', SOLICITACOES_MSG.registroNotFound);
      await tx.query("UPDATE solicitacoes SET registro_id = $2, estado = 'encontrado', updated_at = $3 WHERE id = $1", [r.id, record.id, actor.at]);
    }
    if (b.data_id || b.curso_id) {
      if (r.tipo !== 'batismo') throw invalidField(b.data_id ? 'data_id' : 'curso_id', SOLICITACOES_MSG.notBaptism);
      const data = b.data_id && b.data_id !== r.data_id ? await takePlace(tx, actor.paroquiaId, 'data', b.data_id, actor.at, day) : null;
      const curso = b.curso_id && b.curso_id !== r.curso_id ? await takePlace(tx, actor.paroquiaId, 'curso', b.curso_id, actor.at, day) : null;
      const fee = async (id: number | null, tipo: 'data' | 'curso') =>
        id ? ((await findVaga(tx, actor.paroquiaId, tipo, id, actor.at))?.taxa_centavos ?? 0) : 0;
      const dataId = data?.id ?? r.data_id;
      const cursoId = curso?.id ?? r.curso_id;
      // An unpaid request's fee follows its new date and session; a paid one keeps what was paid.
      const valor = r.pago_em ? r.valor_centavos : (await fee(dataId, 'data')) + (await fee(cursoId, 'curso'));
      await tx.query('UPDATE solicitacoes SET data_id = $2, curso_id = $3, valor_centavos = $4, updated_at = $5 WHERE id = $1', [
        r.id,
        dataId,
        cursoId,
        valor,
        actor.at,
      ]);
      if (curso)
        await tx.query(
          'UPDATE batismo_participantes SET curso_id = $2, presente = NULL, certificado_codigo = NULL, certificado_valido_ate = NULL WHERE solicitacao_id = $1',
          [r.id, curso.id],
        );
    }
    if (b.pedir_transferencia) {
      const outra = typeof r.dados.paroquia_familia_id === 'number' ? r.dados.paroquia_familia_id : null;
      if (r.tipo !== 'batismo' || !outra || outra === actor.paroquiaId)
        throw invalidField('pedir_transferencia', 'Informe a paróquia da família (neste portal) para pedir a transferência.');
      const pedido = await insertPedido(tx, actor, {
        paroquia_id: outra,
        tipo: 'transferencia',
        sacramento: 'batismo',
        nome: r.nome,
        pai: str(r.dados, 'pai_nome'),
        mae: str(r.dados, 'mae_nome'),
        mensagem: `Pedido de batismo ${r.id} recebido pelo site: a família mora no território dessa paróquia.`,
      });
      await tx.query('UPDATE solicitacoes SET transferencia_id = $2, updated_at = $3 WHERE id = $1', [r.id, pedido, actor.at]);
    }
    if (!b.estado || b.estado === r.estado) return null;
    // A state of the other kind is no state of this request; one of its own that only 'batizar' or 'emitir' set is a refused change.
    if (!(b.estado in ESTADOS[r.tipo])) throw invalidField('estado', SOLICITACOES_MSG.estadoInvalid);
    if (!BY_HAND[r.tipo].includes(b.estado)) throw invalidField('estado', SOLICITACOES_MSG.transicaoInvalid);
    if (b.estado === 'entregue' && r.estado !== 'emitido') throw invalidField('estado', SOLICITACOES_MSG.transicaoInvalid);
    if (b.estado === 'agendado' && !(b.data_id ?? r.data_id)) throw invalidField('data_id', SOLICITACOES_MSG.dataNotFound);
    const detalhe = b.estado === 'nao_encontrado' ? [naoEncontradoText(searched(r)), b.resposta].filter(Boolean).join('\n\n') : (b.resposta ?? null);
    await setEstado(tx, r.id, b.estado, actor.at, detalhe);
    return { estado: b.estado, detalhe };
  }

  const put = {
    summary: 'Alterar uma solicitação: estado, registro encontrado, data ou turma, taxa paga na secretaria, pedido de transferência',
    params: SolicitacaoParams,
    ...formBody(SolicitacaoUpdateBody),
    response: { 200: SolicitacaoResponse, 409: ErrorBody },
  };
  app.put('/api/solicitacoes/:id', { ...read, schema: put }, async (request) => {
    const actor = actorOf(request);
    const b = request.body;
    // The treasurer (solicitacoesRead) may only mark the fee paid.
    const onlyPaid = Object.entries(b).every(([k, v]) => k === 'pago' || v === undefined);
    if (!can(request.user, 'solicitacoesWrite') && !onlyPaid) throw forbidden();
    const told = await db.transaction(async (tx) => {
      const r = found(await findSolicitacao(tx, actor.paroquiaId, request.params.id, actor.at, true), notFound);
      if (r.estado === 'cancelado' || (ENDED.includes(r.estado) && !onlyPaid)) throw closed();
      const changed = await change(tx, actor, r, b);
      if (changed) await mailEstado(tx, r, changed.estado, changed.detalhe, actor.at, product());
      else if (b.pago && !r.pago_em) await mailEstado(tx, r, r.estado, SOLICITACOES_MSG.paid, actor.at, product());
      return Boolean(changed) || Boolean(b.pago);
    });
    if (told) sendSoon(app);
    return { message: b.pago ? SOLICITACOES_MSG.paid : SOLICITACOES_MSG.updated, data: await answer(actor, request.params.id) };
  });

  const message = {
    summary: 'Mensagem à família (também por e-mail)',
    params: SolicitacaoParams,
    ...formBody(MensagemBody),
    response: { 201: SolicitacaoResponse, 409: ErrorBody },
  };
  app.post('/api/solicitacoes/:id/mensagens', { ...write, schema: message }, async (request, reply) => {
    const actor = actorOf(request);
    await db.transaction(async (tx) => {
      const r = found(await findSolicitacao(tx, actor.paroquiaId, request.params.id, actor.at), notFound);
      await insertMensagem(tx, r.id, { de: 'paroquia', texto: request.body.texto, autorId: actor.userId, autorNome: actor.userName }, actor.at);
      await mailMessage(tx, r, request.body.texto, actor.at, product());
    });
    sendSoon(app);
    return reply.code(201).send({ message: SOLICITACOES_MSG.mensagemSent, data: await answer(actor, request.params.id) });
  });

  const batizar = {
    summary: 'Registrar o batismo no livro a partir da solicitação (um passo): a criança, os pais, os padrinhos, a data',
    params: SolicitacaoParams,
    ...formBody(BatizarBody),
    response: { 201: BatizarResponse, 409: ErrorBody },
  };
  app.post('/api/solicitacoes/:id/batizar', { ...write, schema: batizar }, async (request, reply) => {
    const actor = actorOf(request);
    const day = await today(actor.paroquiaId, actor.at);
    const record = await db.transaction(async (tx) => {
      const r = found(await findSolicitacao(tx, actor.paroquiaId, request.params.id, actor.at, true), notFound);
      if (r.tipo !== 'batismo') throw new HttpError(409, SOLICITACOES_MSG.notBaptism);
      if (r.registro_id) throw new HttpError(409, SOLICITACOES_MSG.alreadyBaptised);
      if (r.estado !== 'agendado') throw new HttpError(409, SOLICITACOES_MSG.batizarNotReady);
      const vaga = r.data_id ? await findVaga(tx, actor.paroquiaId, 'data', r.data_id, actor.at) : null;
      const d = r.dados;
      const body: BatismoBody = {
        nome: r.nome,
        data: request.body.data ?? vaga?.data ?? day,
        nascimento: str(d, 'crianca_nascimento'),
        local_nascimento: str(d, 'crianca_local_nascimento'),
        pai: str(d, 'pai_nome'),
        mae: str(d, 'mae_nome'),
        padrinho: str(d, 'padrinho_nome'),
        madrinha: str(d, 'madrinha_nome'),
        celebrante: request.body.celebrante,
        local: request.body.local ?? vaga?.local ?? undefined,
      };
      const people = await judgeRecord(tx, actor.paroquiaId, 'batismo', body, day);
      const id = await insertRecord(tx, actor.paroquiaId, 'batismo', columnsOf('batismo', body, people), null, actor);
      await tx.query("UPDATE solicitacoes SET estado = 'batizado', registro_id = $2, updated_at = $3 WHERE id = $1", [r.id, id, actor.at]);
      await mailEstado(tx, r, 'batizado', null, actor.at, product());
      return found(await findRecord(tx, actor.paroquiaId, 'batismo', id));
    });
    sendSoon(app);
    return reply.code(201).send({ message: SOLICITACOES_MSG.batizado, data: record });
  });

  const emitir = {
    summary: 'Emitir a certidão do registro encontrado (com código de verificação): a família a baixa pelo link de acompanhamento depois de pagar',
    params: SolicitacaoParams,
    ...formBody(EmitirBody),
    response: { 201: EmitirResponse, 409: ErrorBody },
  };
  app.post('/api/solicitacoes/:id/emitir', { ...write, schema: emitir }, async (request, reply) => {
    const actor = actorOf(request);
    const r = found(await findSolicitacao(db, actor.paroquiaId, request.params.id, actor.at), notFound);
    if (r.tipo !== 'certidao') throw new HttpError(409, SOLICITACOES_MSG.notCertificate);
    if (r.estado !== 'encontrado' || !r.registro_id) throw new HttpError(409, SOLICITACOES_MSG.emitirNotReady);
    const record = found(await findDetail(db, actor.paroquiaId, r.dados.sacramento as 'batismo', r.registro_id), notFound);
    if (record.anulado) throw new HttpError(409, SACRAMENTOS_MSG.annulledNoCertificate);
    const missing = missingForCertificate(record);
    if (missing.length)
      throw new HttpError(422, certificateMissingText(missing), Object.fromEntries(missing.map((m) => [m.campos[0], [CERTIFICATE_FIELD_MISSING]])));
    const signers = await parishSigners(db, actor.paroquiaId);
    const signer = request.body.assinante ? signers.find((s) => s.chave === request.body.assinante) : signers[0];
    if (!signer) throw invalidField('assinante', signers.length ? SACRAMENTOS_MSG.signerUnknown : SACRAMENTOS_MSG.noSigner);
    const finalidade = str(r.dados, 'finalidade_descricao') ?? FINALIDADES[r.dados.finalidade as keyof typeof FINALIDADES];
    const code = certificateCode();
    const issue = {
      code,
      url: `${portalBase(request)}/certidoes/${code}`,
      finalidade,
      forma: 'breve_relato' as const,
      signer,
      issuedBy: actor.userName,
      today: await today(actor.paroquiaId, actor.at),
    };
    const bytes = await certificatePdf(await loadLetterhead(db, storage, actor.paroquiaId), record, issue);
    const stored = await storage.put(FILE_KIND, bytes, 'pdf');
    const fee = (await loadConfig(db, actor.paroquiaId)).taxa_certidao_centavos;
    try {
      await db.transaction(async (tx) => {
        await insertCertificate(tx, actor.paroquiaId, record, issue, actor);
        await tx.query(
          "UPDATE solicitacoes SET estado = 'emitido', certidao_codigo = $2, certidao_arquivo = $3, valor_centavos = CASE WHEN pago_em IS NULL THEN $4 ELSE valor_centavos END, updated_at = $5 WHERE id = $1",
          [r.id, code, stored, fee, actor.at],
        );
        await logAccess(tx, actor, record.register_id, 'sacrament_certificate', { codigo: code, solicitacao: r.id });
        const detalhe =
          fee > 0 && !r.pago_em
            ? 'A certidão fica disponível para baixar depois do pagamento da taxa pelo PIX do link de acompanhamento.'
            : 'A certidão está disponível no link de acompanhamento.';
        await mailEstado(tx, r, 'emitido', detalhe, actor.at, product());
      });
    } catch (error) {
      await storage.remove(FILE_KIND, stored);
      throw error;
    }
    sendSoon(app);
    const data = {
      codigo: code,
      versao: record.versao,
      finalidade,
      forma: 'breve_relato' as const,
      assinada_por: `${signer.nome}, ${signer.titulo}`,
      emitida_por: actor.userName,
      emitida_em: actor.at.toISOString(),
    };
    return reply.code(201).send({ message: SOLICITACOES_MSG.emitida, data });
  });
};
