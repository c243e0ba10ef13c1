import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileTypeFromBuffer } from 'file-type';
import { can } from '../../shared/roles';
import {
  CAMPOS_RETIFICAVEIS,
  DIOCESE_MSG,
  DocumentoFields,
  ESTADOS_FINAIS,
  PeticaoBody,
  PeticaoDocParams,
  PeticaoList,
  PeticaoListQuery,
  PeticaoResponse,
  peticaoNotificacao,
  RespostaBody,
  type PeticaoDetalhe,
  type PeticaoEstado,
} from '../../shared/schemas/diocese';
import { FILE_MAX_BYTES } from '../../shared/schemas/registers';
import type { Db } from '../db/types';
import { forbidden, found, HttpError, invalidField } from '../http-error';
import { portalBase } from '../http/portal-base';
import { ErrorBody, fileResponse, formBody, idParams, listMeta, multipart } from '../http/schemas';
import { actorOf } from '../lgpd/access-log';
import { notify } from '../notifications/notify';
import { parishToday } from '../parish-time';
import { requireCapability } from '../plugins/access-rules';
import { signedIn } from '../plugins/auth';
import { receiveForm } from '../registers/files';
import { dioceseOf, personal } from './context';
import { aplicarRetificacao } from './retificacao';
import { DECRETO_KIND, decretoFile, dioceseHead, issueDecreto } from './decretos';
import {
  addEvento,
  documentoFile,
  findPeticao,
  insertDocumento,
  insertPeticao,
  listPeticoes,
  parishFollowers,
  setEstado,
  type Scope,
} from './peticoes-repository';
import { DOCUMENTO_KIND } from './personal-data';
import { peticaoTipos } from './tipos';

const ACCEPTED = new Map([
  ['application/pdf', 'pdf'],
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
]);
const Params = idParams(DIOCESE_MSG.peticaoNotFound);
const peticaoNotFound = () => new HttpError(404, DIOCESE_MSG.peticaoNotFound);
const read = { preValidation: requireCapability('peticoesRead'), ...personal };
const isFinal = (estado: PeticaoEstado) => ESTADOS_FINAIS.includes(estado);

/**
 * Petitions from the parishes to the chancery (/api/peticoes). A parish (peticoesWrite: 1, 111) files, reads and adds
 * documents to its own; the chancery (dioceseChancery: 111, 20) reads every one of its diocese and answers: under study,
 * documents asked of the parish, or granted/refused with a decree (a PDF with a verification code). Every step stays in
 * the petition's history and notifies the parish. Another parish's petition answers 404 as a missing one does.
 */
export const peticoesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;

  /** Whose petitions the caller sees: the chancery's diocese, or the caller's own parish; 403 for anyone else. */
  async function scopeOf(request: FastifyRequest): Promise<Scope> {
    const { user } = signedIn(request);
    const dioceseId = await dioceseOf(db, request);
    if (can(user, 'dioceseChancery')) return { dioceseId };
    if (can(user, 'peticoesWrite')) return { dioceseId, paroquiaId: user.paroquia_id };
    throw forbidden();
  }
  async function detail(scope: Scope, id: number): Promise<PeticaoDetalhe> {
    const p = found(await findPeticao(db, scope, id), peticaoNotFound);
    const tipo = (await peticaoTipos(db, scope.dioceseId)).find((t) => t.tipo === p.tipo);
    const sent = new Set(p.documentos.map((d) => d.chave));
    const documentos_faltando = (tipo?.documentos ?? []).filter((d) => d.obrigatorio && !sent.has(d.chave)).map((d) => d.rotulo);
    return { ...p, documentos_faltando };
  }
  /** Every step reaches the parish: its administration and whoever filed the petition. */
  async function tellParish(tx: Db, p: PeticaoDetalhe, estado: PeticaoEstado, texto: string | null) {
    for (const u of await parishFollowers(tx, p.id))
      await notify(tx, { paroquiaId: u.paroquia_id, userId: u.id }, { type: 'info', title: peticaoNotificacao(p.protocolo, estado), body: texto });
  }
  const sendStored = async (reply: FastifyReply, kind: string, arquivo: string, filename: string, type: string) => {
    const stored = found(await storage.open(kind, arquivo));
    return reply.type(type).header('Content-Length', stored.size).header('Content-Disposition', `attachment; filename="${filename}"`).send(stored.stream);
  };

  const list = {
    summary: 'Pedidos à Cúria: os da paróquia, ou (Chancelaria) os de todas as paróquias da diocese',
    querystring: PeticaoListQuery,
    response: { 200: PeticaoList },
  };
  app.get('/api/peticoes', { ...read, schema: list }, async (request) => {
    const { rows, total } = await listPeticoes(db, await scopeOf(request), request.query);
    return { data: rows, meta: listMeta(total, request.query.page, request.query.limit) };
  });

  const create = {
    summary: 'Novo pedido à Cúria (protocolo e data prevista de resposta pelo tipo); os documentos seguem em /documentos',
    ...formBody(PeticaoBody),
    response: { 201: PeticaoResponse },
  };
  app.post('/api/peticoes', { preValidation: requireCapability('peticoesWrite'), ...personal, schema: create }, async (request, reply) => {
    const actor = actorOf(request);
    const dioceseId = await dioceseOf(db, request);
    const body = request.body;
    const tipo = (await peticaoTipos(db, dioceseId, { ativos: true })).find((t) => t.tipo === body.tipo);
    if (!tipo) throw invalidField('tipo', DIOCESE_MSG.tipoInactive);
    const missing = tipo.campos.filter((c) => c.obrigatorio && !body.campos[c.chave]);
    if (missing.length)
      throw new HttpError(422, DIOCESE_MSG.campoRequired, Object.fromEntries(missing.map((c) => [`campos.${c.chave}`, [DIOCESE_MSG.campoRequired]])));
    if (body.tipo === 'retificacao') {
      if (!body.registro_id) throw invalidField('registro_id', DIOCESE_MSG.registroRequired);
      const { rows } = await db.query('SELECT 1 FROM sacramental_records WHERE id = $1 AND paroquia_id = $2', [body.registro_id, actor.paroquiaId]);
      if (!rows.length) throw invalidField('registro_id', DIOCESE_MSG.registroNotFound);
      if (!Object.hasOwn(CAMPOS_RETIFICAVEIS, body.campos.campo)) throw invalidField('campos.campo', DIOCESE_MSG.campoRetificarInvalid);
    } else if (body.registro_id) {
      throw invalidField('registro_id', DIOCESE_MSG.registroNotFound);
    }
    const today = await parishToday(db, actor.paroquiaId, actor.at);
    const prazo = new Date(Date.parse(`${today}T12:00:00Z`) + tipo.prazo_dias * 86_400_000).toISOString().slice(0, 10);
    const { id } = await db.transaction(async (tx) => insertPeticao(tx, dioceseId, body, prazo, Number(today.slice(0, 4)), actor));
    return reply.code(201).send({ message: DIOCESE_MSG.peticaoCreated, data: await detail({ dioceseId, paroquiaId: actor.paroquiaId }, id) });
  });

  const get = { summary: 'Um pedido, com documentos, histórico e decreto', params: Params, response: { 200: PeticaoResponse } };
  app.get('/api/peticoes/:id', { ...read, schema: get }, async (request) => ({ data: await detail(await scopeOf(request), request.params.id) }));

  const answer = {
    summary: 'Chancelaria: responder (em análise, pendente na paróquia com o que falta, ou deferido/indeferido com decreto em PDF)',
    params: Params,
    ...formBody(RespostaBody),
    response: { 200: PeticaoResponse, 409: ErrorBody },
  };
  app.post('/api/peticoes/:id/responder', { preValidation: requireCapability('dioceseChancery'), ...personal, schema: answer }, async (request) => {
    const actor = actorOf(request);
    const dioceseId = await dioceseOf(db, request);
    const scope = { dioceseId };
    const p = await detail(scope, request.params.id);
    const { estado, texto } = request.body;
    if (isFinal(p.estado)) throw new HttpError(409, DIOCESE_MSG.peticaoClosed);
    if (p.estado === estado) throw new HttpError(409, DIOCESE_MSG.sameState);
    const head = isFinal(estado) ? await dioceseHead(db, dioceseId) : null;
    if (isFinal(estado) && !head) throw new HttpError(409, DIOCESE_MSG.noChancellor);
    const today = await parishToday(db, actor.paroquiaId, actor.at);
    await db.transaction(async (tx) => {
      await setEstado(tx, p.id, estado, actor.at);
      const decreto =
        head && (estado === 'deferido' || estado === 'indeferido')
          ? await issueDecreto(tx, storage, { dioceseId, head, peticao: p, decisao: estado, texto, today, portal: portalBase(request) }, actor)
          : undefined;
      await addEvento(tx, p.id, { estado, texto, lado: 'curia', decretoId: decreto }, actor);
      if (decreto && estado === 'deferido' && p.tipo === 'retificacao') await aplicarRetificacao(tx, p, actor);
      await tellParish(tx, p, estado, texto);
    });
    const message = isFinal(estado) ? DIOCESE_MSG.decretoEmitido : DIOCESE_MSG.respostaSaved;
    return { message, data: await detail(scope, p.id) };
  });

  const upload = {
    summary: 'Anexar documento ao pedido (PDF, JPG ou PNG pelo conteúdo, até 10 MB); num pedido pendente na paróquia, ele volta à análise',
    params: Params,
    ...multipart(DocumentoFields, { arquivo: 'O documento: PDF, JPG ou PNG' }),
    response: { 201: PeticaoResponse, 409: ErrorBody },
  };
  app.post('/api/peticoes/:id/documentos', { preValidation: requireCapability('peticoesWrite'), ...personal, schema: upload }, async (request, reply) => {
    const actor = actorOf(request);
    const scope = { dioceseId: await dioceseOf(db, request), paroquiaId: actor.paroquiaId };
    const p = await detail(scope, request.params.id);
    const form = await receiveForm(request, storage, { fileFields: ['arquivo'], maxFiles: 1 });
    let stored: string | null = null;
    try {
      const fields = DocumentoFields.parse(form.fields);
      if (isFinal(p.estado)) throw new HttpError(409, DIOCESE_MSG.documentoClosed);
      const file = form.files[0];
      if (!file) throw invalidField('arquivo', DIOCESE_MSG.documentoRequired);
      if (file.truncated || file.upload.size > FILE_MAX_BYTES) throw invalidField('arquivo', DIOCESE_MSG.documentoTooLarge);
      const detected = await fileTypeFromBuffer(await file.upload.head());
      const ext = detected && ACCEPTED.get(detected.mime);
      if (!detected || !ext) throw invalidField('arquivo', DIOCESE_MSG.documentoFormat);
      stored = await file.upload.commit(DOCUMENTO_KIND, ext);
      const arquivo = stored;
      const estado: PeticaoEstado = p.estado === 'pendente_paroquia' ? 'em_analise' : p.estado;
      await db.transaction(async (tx) => {
        await insertDocumento(tx, p.id, { chave: fields.chave ?? null, nome: file.name, arquivo, mime: detected.mime, tamanho: file.upload.size }, actor);
        if (estado !== p.estado) await setEstado(tx, p.id, estado, actor.at);
        await addEvento(tx, p.id, { estado, texto: fields.texto ?? `Documento enviado: ${file.name}`, lado: 'paroquia' }, actor);
      });
      stored = null;
      return reply.code(201).send({ message: DIOCESE_MSG.documentoSaved, data: await detail(scope, p.id) });
    } finally {
      if (stored) await storage.remove(DOCUMENTO_KIND, stored);
      await form.discard();
    }
  });

  const download = {
    summary: 'Baixar um documento do pedido',
    params: PeticaoDocParams,
    response: { 200: fileResponse(['application/pdf', 'image/jpeg', 'image/png'], 'O documento') },
  };
  app.get('/api/peticoes/:id/documentos/:docId', { ...read, schema: download }, async (request, reply) => {
    const doc = found(
      await documentoFile(db, await scopeOf(request), request.params.id, request.params.docId),
      () => new HttpError(404, DIOCESE_MSG.documentoNotFound),
    );
    return sendStored(reply, DOCUMENTO_KIND, doc.arquivo, doc.nome.replace(/"/g, ''), doc.mime);
  });

  const decree = { summary: 'O decreto do pedido (PDF)', params: Params, response: { 200: fileResponse('application/pdf', 'O decreto') } };
  app.get('/api/peticoes/:id/decreto', { ...read, schema: decree }, async (request, reply) => {
    const p = await detail(await scopeOf(request), request.params.id);
    const file = found(await decretoFile(db, p.id), () => new HttpError(404, DIOCESE_MSG.decretoNotFound));
    return sendStored(reply, DECRETO_KIND, file.arquivo, `decreto-${file.numero.replace('/', '-')}.pdf`, 'application/pdf');
  });
};
