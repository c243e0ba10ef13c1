import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '../../shared/messages';
import { can } from '../../shared/roles';
import { CreateNotice, NOTICES_MSG, NoticeList, NoticeListQuery, NoticeResponse, NoticeViews, UpdateNotice } from '../../shared/schemas/notices';
import { OkResponse, z } from '../../shared/schemas/zod';
import { found, HttpError, notFound, type FieldErrors } from '../http-error';
import { idParams, lastPage, multipart } from '../http/schemas';
import { requireCapability } from '../plugins/access-rules';
import { signedIn } from '../plugins/auth';
import { fieldErrors } from '../plugins/errors';
import { ANNOUNCE_INTERVAL_MS, announceDueNotices } from './announce';
import { checkAttachment, FEED_KIND, readNoticeForm, type NoticeForm } from './attachment';
import { publicFeedRoutes } from './public-routes';
import {
  deleteNotice,
  findNotice,
  findRecord,
  insertNotice,
  listNotices,
  recordView,
  updateNotice,
  type AttachmentValues,
  type NoticeRecord,
  type Viewer,
} from './repository';

function viewerOf(request: FastifyRequest): Viewer {
  const { user } = signedIn(request);
  return { paroquiaId: user.paroquia_id, userId: user.id, canWrite: can(user, 'noticesWrite'), now: request.server.clock() };
}

/**
 * The form's fields by `schema` and its attachment by content, together: one 422 names every problem.
 * A refused attachment alone answers with its own text as the message (the spec's type and size texts).
 * The file is committed last, once everything is valid: a refused request never leaves one behind.
 */
async function validateForm<S extends z.ZodType>(form: NoticeForm, schema: S): Promise<{ body: z.infer<S>; attachment: AttachmentValues | null }> {
  const parsed = schema.safeParse(form.fields);
  const checked = form.file ? await checkAttachment(form.file) : null;
  const fileError = checked && 'error' in checked ? checked.error : null;
  if (!parsed.success || fileError) {
    const errors: FieldErrors = parsed.success ? {} : fieldErrors(parsed.error);
    if (fileError) errors.anexo = [fileError];
    throw new HttpError(422, parsed.success && fileError ? fileError : MSG.invalidData, errors);
  }
  if (!form.file || !checked || 'error' in checked) return { body: parsed.data, attachment: null };
  const file = await form.file.upload.commit(FEED_KIND, checked.ext);
  return { body: parsed.data, attachment: { file, name: checked.name, mime: checked.mime } };
}

/** send_at on update: absent keeps it; '' unschedules (a notice still waiting is sent now); a time sets it. */
function nextSendAt(requested: string | null | undefined, current: NoticeRecord, now: Date): Date | null {
  if (requested === undefined) return current.send_at;
  if (requested === null) return current.send_at && current.send_at > now ? now : current.send_at;
  return new Date(requested);
}

const Params = idParams();
const ANEXO_PART = { anexo: 'Imagem (JPEG, PNG, GIF, WEBP, SVG) ou PDF, pelo conteúdo, até 5 MB' };

/**
 * Parish notices (/eventos). Everyone of the parish reads the published ones; roles with noticesWrite
 * also see the scheduled ones and create, edit and delete. The parish is always the session's.
 */
export const noticesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;
  const write = requireCapability('noticesWrite');

  const noticeOr404 = async (viewer: Viewer, id: number) => found(await findNotice(db, viewer, id));

  /** Removes a stored file after the database no longer points at it; a leftover is only disk space. */
  const removeFile = (request: FastifyRequest, file: string | null | undefined) =>
    file ? storage.remove(FEED_KIND, file).catch((err) => request.log.warn({ err }, 'notice attachment not removed')) : undefined;

  const list = { summary: 'Avisos da paróquia, página a página', querystring: NoticeListQuery, response: { 200: NoticeList } };
  app.get('/api/feed-posts', { schema: list }, async (request) => {
    const filter = request.query;
    const { items, total } = await listNotices(db, viewerOf(request), filter);
    return { data: { items, total, page: filter.page, per_page: filter.per_page, last_page: lastPage(total, filter.per_page) } };
  });

  app.get('/api/feed-posts/:id', { schema: { summary: 'Um aviso', params: Params, response: { 200: NoticeResponse } } }, async (request) => {
    const { id } = request.params;
    return { data: await noticeOr404(viewerOf(request), id) };
  });

  // Opening a notice counts one view per person, whatever the number of openings.
  const views = { summary: 'Conta a leitura do usuário', params: Params, response: { 200: NoticeViews } };
  app.post('/api/feed-posts/:id/views', { schema: views }, async (request) => {
    const { id } = request.params;
    const views = await recordView(db, viewerOf(request), id);
    if (views === null) throw notFound();
    return { data: { views } };
  });

  /**
   * Reads and validates a notice's form, then runs `write` with it. If the write fails, the file it would
   * have pointed at is removed; the temporary upload never stays: no request leaves an orphan file.
   */
  async function withForm<S extends z.ZodType, T>(
    request: FastifyRequest,
    schema: S,
    write: (body: z.infer<S>, attachment: AttachmentValues | null) => Promise<T>,
  ): Promise<T> {
    const form = await readNoticeForm(request, storage);
    try {
      const { body, attachment } = await validateForm(form, schema);
      try {
        return await write(body, attachment);
      } catch (error) {
        await removeFile(request, attachment?.file);
        throw error;
      }
    } finally {
      await form.file?.upload.discard();
    }
  }

  const create = { summary: 'Novo aviso', ...multipart(CreateNotice, ANEXO_PART), response: { 201: NoticeResponse } };
  app.post('/api/feed-posts', { preValidation: write, schema: create }, async (request, reply) => {
    const viewer = viewerOf(request);
    const id = await withForm(request, CreateNotice, (body, attachment) =>
      db.transaction(async (tx) => {
        const values = { ...body, send_at: body.send_at ? new Date(body.send_at) : null };
        const created = await insertNotice(tx, viewer, values, attachment, viewer.now);
        await announceDueNotices(tx, viewer.now, created);
        return created;
      }),
    );
    return reply.code(201).send({ message: NOTICES_MSG.created, data: await noticeOr404(viewer, id) });
  });

  const update = { summary: 'Editar aviso (_method=PUT)', params: Params, ...multipart(UpdateNotice, ANEXO_PART), response: { 200: NoticeResponse } };
  app.post('/api/feed-posts/:id', { preValidation: write, schema: update }, async (request) => {
    const { id } = request.params;
    const viewer = viewerOf(request);
    // Refused before the body is read: another parish's id is simply not found.
    if (!(await findRecord(db, viewer.paroquiaId, id))) throw notFound();
    const previous = await withForm(request, UpdateNotice, (body, attachment) =>
      db.transaction(async (tx) => {
        const current = await findRecord(tx, viewer.paroquiaId, id, true);
        if (!current) throw notFound();
        const values = { ...body, send_at: nextSendAt(body.send_at, current, viewer.now) };
        // A new file replaces the stored one; remove_anexo alone drops it; otherwise it stays.
        const change = attachment ?? (body.remove_anexo ? null : undefined);
        await updateNotice(tx, viewer.paroquiaId, id, values, change, viewer.now);
        await announceDueNotices(tx, viewer.now, id);
        return change === undefined ? null : current.anexo_file;
      }),
    );
    await removeFile(request, previous);
    return { message: NOTICES_MSG.updated, data: await noticeOr404(viewer, id) };
  });

  app.delete(
    '/api/feed-posts/:id',
    { preValidation: write, schema: { summary: 'Excluir aviso', params: Params, response: { 200: OkResponse } } },
    async (request) => {
      const { id } = request.params;
      const { user } = signedIn(request);
      const deleted = await deleteNotice(db, user.paroquia_id, id);
      if (!deleted) throw notFound();
      await removeFile(request, deleted.anexo_file);
      return { ok: true as const, message: NOTICES_MSG.deleted };
    },
  );

  app.register(publicFeedRoutes);

  // Scheduled notices are announced to the parish when their time comes.
  const timer = setInterval(() => {
    announceDueNotices(db, app.clock()).catch((err) => app.log.error({ err }, 'scheduled notices not announced'));
  }, ANNOUNCE_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};
