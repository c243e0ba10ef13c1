import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LegalBasisField } from '../../shared/schemas/lgpd';
import {
  ATTACHMENTS_PER_UPLOAD,
  AttachmentsResponse,
  AttachmentsUploadResponse,
  createRegisterSchema,
  MessageResponse,
  REGISTER_MSG,
  RegisterListQuery,
  RegisterListOrPickerResponse,
  RegisterResponse,
  updateRegisterSchema,
} from '../../shared/schemas/registers';
import { DEFAULT_TIME_ZONE, perZone } from '../../shared/time-zone';
import { can } from '../../shared/roles';
import { rowId, z } from '../../shared/schemas/zod';
import { found, HttpError, invalidField } from '../http-error';
import { ErrorBody, fileResponse, idParams, listMeta, multipart } from '../http/schemas';
import { actorOf, logAccess } from '../lgpd/access-log';
import { refuseIfAnonymised } from '../lgpd/anonymised';
import { recordLegalBasis } from '../lgpd/legal-basis';
import { requireCapability } from '../plugins/access-rules';
import { parishTimeZone, parishToday } from '../parish-time';
import { uploadDisplayName } from '../uploads/display-name';
import { signedIn } from '../plugins/auth';
import { deleteAttachment, insertAttachments, listAttachments, type NewAttachment } from './attachments';
import { registersCsv } from './csv';
import { checkAttachment, photoExtension, receiveForm, type ReceivedFile } from './files';
import { refreshStatistics, STATISTICS_CHECK_MS } from './maintenance';
import {
  ATTACHMENT_KIND,
  cpfTaken,
  deleteRegister,
  eachRegister,
  findRegister,
  insertRegister,
  listRegisters,
  pickRegisters,
  PHOTO_KIND,
  registerExists,
  updateRegister,
  type Author,
  type Scope,
} from './repository';

const registerNotFound = () => new HttpError(404, REGISTER_MSG.notFound);
// The forms plus the LGPD legal basis (src/server/lgpd): absent keeps it, '' clears it. Checked with the
// parish's zone (its today bounds a birth date); the routes declare the default zone's, of the same shape.
const createForm = perZone((zone) => createRegisterSchema(zone).extend(LegalBasisField.shape));
const updateForm = perZone((zone) => updateRegisterSchema(zone).extend(LegalBasisField.shape));
const PHOTO_PART = { photo: 'Foto: uma imagem (JPEG, PNG, WEBP ou GIF pelo conteúdo), até 10 MB' };
const Params = idParams(REGISTER_MSG.notFound);
const cpfTakenError = () => invalidField('cpf', REGISTER_MSG.cpfTaken, REGISTER_MSG.cpfTaken);

const pgCode = (error: unknown) => (error as { code?: string }).code;

/** The CPF index refusing a duplicate that two requests raced past the check. */
function cpfRace(error: unknown): unknown {
  return pgCode(error) === '23505' && (error as { constraint?: string }).constraint === 'registers_paroquia_cpf_key' ? cpfTakenError() : error;
}

/**
 * Person registers. Full access for registersFull (1, 111, 2); the list, as a picker (id, name and
 * photo; only q, limit and page read), also for registersPicker (3, 7, 11), who may only pick a person;
 * the CSV export for registersExport (1, 111).
 * Everything is scoped by the session's parish: another parish's id answers 404 like a missing one.
 * The forms travel as multipart so the photo goes with the fields (JSON and form-encoded also work).
 */
export const registersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;
  const full = { preValidation: requireCapability('registersFull'), config: { personalData: true } };

  const scopeOf = async (request: FastifyRequest): Promise<Scope> => {
    const paroquiaId = signedIn(request).user.paroquia_id;
    return { paroquiaId, today: await parishToday(db, paroquiaId, app.clock()) };
  };
  const authorOf = (request: FastifyRequest): Author => {
    const { user } = signedIn(request);
    return { paroquiaId: user.paroquia_id, userId: user.id, at: app.clock() };
  };
  const registerOr404 = async (request: FastifyRequest, id: number) => found(await findRegister(db, await scopeOf(request), id), registerNotFound);
  // Statistics for the planner, kept fresh by the server itself (maintenance.ts).
  let timer: ReturnType<typeof setInterval> | undefined;
  let refreshing: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      refreshing = refreshStatistics(db).catch((err) => app.log.warn({ err }, 'registers statistics not refreshed'));
    }, STATISTICS_CHECK_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await refreshing;
  });

  const removeLater = (request: FastifyRequest, files: Array<[string, string]>) =>
    Promise.all(
      // The rows are gone either way; a file left behind is only disk space, and is logged.
      files.map(([kind, name]) => storage.remove(kind, name).catch((err) => request.log.warn({ err, kind, name }, 'register file not removed'))),
    );

  // One route and one rule for the list and the spec's picker variant: full readers get the list with
  // its filters; those who may only pick a person (Crisma) get id, name and photo, and only q, limit and page are read.
  const list = {
    summary: 'Registros, com filtros e páginas; para quem só escolhe uma pessoa (Crisma), só id, nome e foto',
    querystring: RegisterListQuery,
    response: { 200: RegisterListOrPickerResponse },
  };
  app.get(
    '/api/registers',
    { preValidation: requireCapability('registersPicker'), config: { personalData: true, cacheAnswer: true }, schema: list },
    async (request) => {
      const { user } = signedIn(request);
      const { page, limit, q, ...filter } = request.query;
      const { rows, total } = can(user, 'registersFull')
        ? await listRegisters(db, await scopeOf(request), { q, ...filter }, { page, limit })
        : await pickRegisters(db, user.paroquia_id, q, { page, limit });
      return { data: { data: rows, meta: listMeta(total, page, limit) } };
    },
  );

  const csv = {
    summary: 'Registros filtrados em CSV',
    querystring: RegisterListQuery,
    response: { 200: fileResponse('text/csv', 'UTF-8 com BOM, separado por ;') },
  };
  app.get(
    '/api/registers/export',
    { preValidation: requireCapability('registersExport'), config: { personalData: true }, schema: csv },
    async (request, reply) => {
      const { page: _page, limit: _limit, ...filter } = request.query;
      const scope = await scopeOf(request);
      await logAccess(db, actorOf(request), null, 'csv_export', { filter });
      reply.type('text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="registros-${scope.today}.csv"`);
      return reply.send(Readable.from(registersCsv(eachRegister(db, scope, filter))));
    },
  );

  app.get('/api/registers/:id', { ...full, schema: { summary: 'Um registro', params: Params, response: { 200: RegisterResponse } } }, async (request) => {
    const { id } = request.params;
    const register = await registerOr404(request, id);
    await logAccess(db, actorOf(request), id, 'view');
    return { data: register };
  });

  const create = { summary: 'Novo registro', ...multipart(createForm(DEFAULT_TIME_ZONE), PHOTO_PART), response: { 201: RegisterResponse } };
  app.post('/api/registers', { ...full, schema: create }, async (request, reply) => {
    const author = authorOf(request);
    const actor = actorOf(request);
    const form = await receiveForm(request, storage, { fileFields: ['photo'], maxFiles: 1 });
    try {
      const { legal_basis, ...values } = createForm(await parishTimeZone(db, author.paroquiaId)).parse(form.fields);
      const photoExt = form.files[0] ? await photoExtension(form.files[0]) : null;
      if (values.cpf && (await cpfTaken(db, author.paroquiaId, values.cpf))) throw cpfTakenError();
      const photo = form.files[0] && photoExt ? await form.files[0].upload.commit(PHOTO_KIND, photoExt) : null;
      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          const newId = await insertRegister(tx, author, values, photo);
          await recordLegalBasis(tx, actor, newId, legal_basis);
          await logAccess(tx, actor, newId, 'create', { photo: Boolean(photo) });
          return newId;
        });
      } catch (error) {
        if (photo) await storage.remove(PHOTO_KIND, photo);
        throw cpfRace(error);
      }
      return reply.code(201).send({ message: REGISTER_MSG.created, data: await registerOr404(request, id) });
    } finally {
      await form.discard();
    }
  });

  // The spec's update: POST with _method=PUT (multipart, so the photo can travel with the fields).
  const update = {
    summary: 'Editar registro (_method=PUT)',
    params: Params,
    ...multipart(updateForm(DEFAULT_TIME_ZONE).extend({ _method: z.literal('PUT') }), PHOTO_PART),
    response: { 200: RegisterResponse, 409: ErrorBody },
  };
  app.post('/api/registers/:id', { ...full, schema: update }, async (request) => {
    const { id } = request.params;
    const author = authorOf(request);
    const actor = actorOf(request);
    const form = await receiveForm(request, storage, { fileFields: ['photo'], maxFiles: 1 });
    try {
      if ((form.fields._method ?? '').toUpperCase() !== 'PUT') throw invalidField('_method', REGISTER_MSG.methodPut, REGISTER_MSG.methodPut);
      if (!(await registerExists(db, author.paroquiaId, id))) throw registerNotFound();
      await refuseIfAnonymised(db, author.paroquiaId, id);
      const { remove_photo, legal_basis, ...values } = updateForm(await parishTimeZone(db, author.paroquiaId)).parse(form.fields);
      const file: ReceivedFile | undefined = form.files[0];
      const photoExt = file ? await photoExtension(file) : null;
      if (values.cpf && (await cpfTaken(db, author.paroquiaId, values.cpf, id))) throw cpfTakenError();
      const photo = file && photoExt ? await file.upload.commit(PHOTO_KIND, photoExt) : remove_photo ? null : undefined;
      let result: Awaited<ReturnType<typeof updateRegister>>;
      try {
        result = await db.transaction(async (tx) => {
          const updated = await updateRegister(tx, author, id, values, photo);
          if (updated) {
            await recordLegalBasis(tx, actor, id, legal_basis);
            await logAccess(tx, actor, id, 'update', photo === undefined ? {} : { photo: photo ? 'changed' : 'removed' });
          }
          return updated;
        });
        if (!result) throw registerNotFound();
      } catch (error) {
        if (photo) await storage.remove(PHOTO_KIND, photo);
        throw cpfRace(error);
      }
      if (photo !== undefined && result.previousPhoto) await removeLater(request, [[PHOTO_KIND, result.previousPhoto]]);
      return { message: REGISTER_MSG.updated, data: await registerOr404(request, id) };
    } finally {
      await form.discard();
    }
  });

  const remove = { summary: 'Excluir registro', params: Params, response: { 200: MessageResponse, 409: ErrorBody } };
  app.delete('/api/registers/:id', { ...full, schema: remove }, async (request) => {
    const { id } = request.params;
    const { paroquiaId } = authorOf(request);
    const actor = actorOf(request);
    const remove = async (tx: typeof db) => {
      const deleted = await deleteRegister(tx, paroquiaId, id);
      if (deleted && 'files' in deleted) await logAccess(tx, actor, id, 'delete', { files: deleted.files.length });
      return deleted;
    };
    const result = await db.transaction(remove).catch((error: unknown) => {
      // A module whose foreign key restricts deletes refuses here, even if it is not listed in references.ts.
      if (pgCode(error) === '23503') return { refused: REGISTER_MSG.inUse };
      throw error;
    });
    if (!result) throw registerNotFound();
    if ('refused' in result) throw new HttpError(409, result.refused);
    await removeLater(request, result.files);
    return { message: REGISTER_MSG.deleted };
  });

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
