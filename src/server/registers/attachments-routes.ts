import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ATTACHMENTS_PER_UPLOAD, AttachmentsResponse, AttachmentsUploadResponse, MessageResponse, REGISTER_MSG } from '../../shared/schemas/registers';
import { rowId, z } from '../../shared/schemas/zod';
import { HttpError, invalidField } from '../http-error';
import { ErrorBody, multipart } from '../http/schemas';
import { actorOf, logAccess } from '../lgpd/access-log';
import { refuseIfAnonymised } from '../lgpd/anonymised';
import { uploadDisplayName } from '../uploads/display-name';
import { deleteAttachment, insertAttachments, listAttachments, type NewAttachment } from './attachments';
import { full, Params, pgCode, registerNotFound, registersContext } from './context';
import { checkAttachment, receiveForm } from './files';
import { ATTACHMENT_KIND, registerExists } from './repository';

/** A register's attachments (/api/registers/{id}/attachments): list, upload in batch (all or nothing), remove. */
export const attachmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;
  const { authorOf, removeLater } = registersContext(app);

  const attachments = { summary: 'Anexos do registro', params: Params, response: { 200: AttachmentsResponse } };
  app.get('/api/registers/:id/attachments', { ...full, schema: attachments }, async (request) => {
    const { id } = request.params;
    const { paroquiaId } = authorOf(request);
    if (!(await registerExists(db, paroquiaId, id))) throw registerNotFound();
    return { data: await listAttachments(db, paroquiaId, id) };
  });

  // All or nothing: every file is checked before any is kept.
  const upload = {
    summary: 'Enviar anexos (tudo ou nada)',
    params: Params,
    ...multipart(z.object({}), { 'files[]': `De 1 a ${ATTACHMENTS_PER_UPLOAD}: imagens, PDF, DOC, DOCX, XLS ou XLSX pelo conteúdo, até 10 MB cada` }),
    response: { 200: AttachmentsUploadResponse, 409: ErrorBody },
  };
  app.post('/api/registers/:id/attachments', { ...full, schema: upload }, async (request) => {
    const { id } = request.params;
    const author = authorOf(request);
    const form = await receiveForm(request, storage, { fileFields: ['files[]', 'files'], maxFiles: ATTACHMENTS_PER_UPLOAD });
    const kept: NewAttachment[] = [];
    try {
      if (!(await registerExists(db, author.paroquiaId, id))) throw registerNotFound();
      await refuseIfAnonymised(db, author.paroquiaId, id);
      if (!form.files.length) throw invalidField('files', REGISTER_MSG.filesMissing, REGISTER_MSG.filesMissing);
      const checked = [];
      for (const file of form.files) checked.push(await checkAttachment(file));
      for (const { file, ext, mime } of checked) {
        kept.push({
          filename: await file.upload.commit(ATTACHMENT_KIND, ext),
          original_name: uploadDisplayName(file.name, ext),
          mime_type: mime,
          size_bytes: file.upload.size,
        });
      }
      const items = await db.transaction(async (tx) => {
        const inserted = await insertAttachments(tx, author, id, kept);
        await logAccess(tx, actorOf(request), id, 'attachment_upload', { attachment_ids: inserted.map((a) => a.id) });
        return inserted;
      });
      return { message: REGISTER_MSG.attachmentsSent(items.length), items };
    } catch (error) {
      await Promise.all(kept.map((k) => storage.remove(ATTACHMENT_KIND, k.filename)));
      // The register was deleted between the check and the insert.
      throw pgCode(error) === '23503' ? registerNotFound() : error;
    } finally {
      await form.discard();
    }
  });

  const attachment = {
    summary: 'Remover anexo',
    params: z.object({ id: rowId(REGISTER_MSG.notFound), attachmentId: rowId(REGISTER_MSG.attachmentNotFound) }),
    response: { 200: MessageResponse },
  };
  app.delete('/api/registers/:id/attachments/:attachmentId', { ...full, schema: attachment }, async (request) => {
    const { id, attachmentId } = request.params;
    const { paroquiaId } = authorOf(request);
    const filename = await db.transaction(async (tx) => {
      const removed = await deleteAttachment(tx, paroquiaId, id, attachmentId);
      if (removed) await logAccess(tx, actorOf(request), id, 'attachment_delete', { attachment_id: attachmentId });
      return removed;
    });
    if (!filename) throw new HttpError(404, REGISTER_MSG.attachmentNotFound);
    await removeLater(request, [[ATTACHMENT_KIND, filename]]);
    return { message: REGISTER_MSG.attachmentRemoved };
  });
};
