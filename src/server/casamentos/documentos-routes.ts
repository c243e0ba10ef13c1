import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CASAMENTOS_MSG, CasamentoResponse, DocumentoBody, DocumentoParams, DocumentoUpdateBody, type DocumentoItem } from '../../shared/schemas/casamentos';
import { documentExtension } from '../caixa/document';
import type { Db } from '../db/types';
import { found, HttpError, invalidField } from '../http-error';
import { ErrorBody, fileResponse, formBody, multipart } from '../http/schemas';
import { actorOf } from '../lgpd/access-log';
import { parishToday } from '../parish-time';
import { receiveForm } from '../registers/files';
import { logFile, openFile } from './casamentos-routes';
import { parishChecklist } from './checklist';
import { casamentoNotFound, FILE_KIND, read, write } from './context';
import { deleteDocumento, findDocumento, insertDocumento, updateDocumento } from './documentos-repository';
import { findCasamento, setEstado } from './repository';
import { verifiedCertificate, typedCertificate } from './verify';
import { casamentoOf } from './view';

const docNotFound = () => new HttpError(404, CASAMENTOS_MSG.docNotFound);

/** The parish's item `chave`, or a 422 on `item`. */
async function itemOf(db: Db, paroquiaId: number, chave: string): Promise<DocumentoItem> {
  return found((await parishChecklist(db, paroquiaId)).find((i) => i.chave === chave) ?? null, () => invalidField('item', CASAMENTOS_MSG.itemNotFound));
}

/**
 * A file's documents: an item of the checklist delivered for a spouse, by its file (a PDF or a photo, by
 * content) and, for a certificate of this portal, by its code (verified: of the right sacrament, not
 * annulled nor corrected after issue, not older than its validity); changed, removed, downloaded.
 */
export const documentosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;
  const today = (paroquiaId: number) => parishToday(db, paroquiaId, app.clock());
  const answer = async (paroquiaId: number, userId: number, id: number) =>
    casamentoOf(db, paroquiaId, found(await findCasamento(db, paroquiaId, id), casamentoNotFound), await today(paroquiaId), { userId, writes: true });

  const deliver = {
    summary: 'Entregar um documento de um noivo: arquivo (PDF ou foto, conferido pelo conteúdo) ou código de certidão deste portal',
    params: DocumentoParams.pick({ id: true }),
    ...multipart(DocumentoBody, { arquivo: 'O documento: PDF ou foto (JPEG, PNG, WebP), até 10 MB' }),
    response: { 201: CasamentoResponse, 409: ErrorBody },
  };
  app.post('/api/casamentos/:id/documentos', { ...write, schema: deliver }, async (request, reply) => {
    const actor = actorOf(request);
    const form = await receiveForm(request, storage, { fileFields: ['arquivo'], maxFiles: 1 });
    let stored: string | null = null;
    try {
      const body = DocumentoBody.parse(form.fields);
      const file = await openFile(db, actor.paroquiaId, request.params.id);
      const item = await itemOf(db, actor.paroquiaId, body.item);
      const upload = form.files[0];
      if (!upload && !body.codigo) throw invalidField('arquivo', CASAMENTOS_MSG.docRequired);
      const day = await today(actor.paroquiaId);
      const facts = body.codigo ? await verifiedCertificate(db, body.codigo, item, day) : typedCertificate(item, body.emitido_em, day);
      const ext = upload ? await documentExtension(upload).catch(() => Promise.reject(invalidField('arquivo', CASAMENTOS_MSG.docFileInvalid))) : null;
      stored = upload && ext ? await upload.upload.commit(FILE_KIND, ext) : null;
      const id = await db.transaction(async (tx) => {
        const newId = await insertDocumento(
          tx,
          actor.paroquiaId,
          file.id,
          { conjuge: body.conjuge, item: item.chave, arquivo: stored, arquivo_nome: upload?.name ?? null, ...facts, observacao: body.observacao ?? null },
          actor,
        );
        if (newId && file.estado === 'aberto') await setEstado(tx, actor.paroquiaId, file.id, 'documentacao', actor.at);
        return newId;
      });
      if (!id) throw new HttpError(409, CASAMENTOS_MSG.docTaken);
      stored = null;
      return reply.code(201).send({ message: CASAMENTOS_MSG.docSaved, data: await answer(actor.paroquiaId, actor.userId, file.id) });
    } finally {
      if (stored) await storage.remove(FILE_KIND, stored);
      await form.discard();
    }
  });

  const change = {
    summary: 'Alterar um documento entregue (código da certidão, data de emissão, observação)',
    params: DocumentoParams,
    ...formBody(DocumentoUpdateBody),
    response: { 200: CasamentoResponse, 409: ErrorBody },
  };
  app.put('/api/casamentos/:id/documentos/:docId', { ...write, schema: change }, async (request) => {
    const actor = actorOf(request);
    const file = await openFile(db, actor.paroquiaId, request.params.id);
    const doc = found(await findDocumento(db, actor.paroquiaId, file.id, request.params.docId), docNotFound);
    const item = await itemOf(db, actor.paroquiaId, doc.item);
    const day = await today(actor.paroquiaId);
    const { codigo, emitido_em, observacao } = request.body;
    if (!codigo && !doc.arquivo) throw invalidField('codigo', CASAMENTOS_MSG.docRequired);
    const facts = codigo ? await verifiedCertificate(db, codigo, item, day) : typedCertificate(item, emitido_em, day);
    await updateDocumento(db, actor.paroquiaId, doc.id, { ...facts, observacao: observacao ?? null });
    return { message: CASAMENTOS_MSG.docUpdated, data: await answer(actor.paroquiaId, actor.userId, file.id) };
  });

  const remove = { summary: 'Remover um documento entregue', params: DocumentoParams, response: { 200: CasamentoResponse, 409: ErrorBody } };
  app.delete('/api/casamentos/:id/documentos/:docId', { ...write, schema: remove }, async (request) => {
    const actor = actorOf(request);
    const file = await openFile(db, actor.paroquiaId, request.params.id);
    const doc = found(await findDocumento(db, actor.paroquiaId, file.id, request.params.docId), docNotFound);
    await deleteDocumento(db, actor.paroquiaId, doc.id);
    if (doc.arquivo_guardado) await storage.remove(FILE_KIND, doc.arquivo_guardado);
    return { message: CASAMENTOS_MSG.docDeleted, data: await answer(actor.paroquiaId, actor.userId, file.id) };
  });

  const download = {
    summary: 'O arquivo de um documento entregue',
    params: DocumentoParams,
    response: { 200: fileResponse(['application/pdf', 'image/jpeg', 'image/png', 'image/webp'], 'O arquivo') },
  };
  app.get('/api/casamentos/:id/documentos/:docId/arquivo', { ...read, schema: download }, async (request, reply) => {
    const actor = actorOf(request);
    const file = found(await findCasamento(db, actor.paroquiaId, request.params.id), casamentoNotFound);
    const doc = found(await findDocumento(db, actor.paroquiaId, file.id, request.params.docId), docNotFound);
    const opened = doc.arquivo_guardado ? await storage.open(FILE_KIND, doc.arquivo_guardado) : null;
    if (!opened) throw docNotFound();
    await logFile(db, actor, file, { casamento: file.id, documento: doc.id });
    const ext = doc.arquivo_guardado!.split('.').pop()!;
    const type = ext === 'pdf' ? 'application/pdf' : ext === 'jpg' ? 'image/jpeg' : `image/${ext}`;
    return reply
      .type(type)
      .header('Content-Length', opened.size)
      .header('Content-Disposition', `attachment; filename="documento-${doc.id}.${ext}"`)
      .send(opened.stream);
  });
};
