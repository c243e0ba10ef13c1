import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateProtocol,
  MessageResponse,
  ParishProtocolsQuery,
  PROTOCOL_DELETE_WINDOW_MS,
  PROTOCOL_FILES_PER_UPLOAD,
  PROTOCOL_MSG,
  PROTOCOL_STATUS,
  ProtocolFilesResponse,
  ProtocolItems,
  ProtocolPage,
  ProtocolResponse,
  ProtocolStatusChange,
} from '../../shared/schemas/protocols';
import { z } from '../../shared/schemas/zod';
import type { Db } from '../db/types';
import { forbidden, found, HttpError, invalidField, notFound } from '../http-error';
import { type Caller, callerOf } from '../http/caller';
import { ErrorBody, idParams, listMeta, multipart } from '../http/schemas';
import { notify } from '../notifications/notify';
import { requireCapability } from '../plugins/access-rules';
import { signedIn } from '../plugins/auth';
import { PROTOCOL_UPLOAD_LIMITS, receiveFiles } from './files';
import {
  deleteProtocol,
  findProtocol,
  finishProtocol,
  insertFiles,
  insertProtocol,
  listMine,
  listParish,
  ownProtocol,
  PROTOCOL_FILES_KIND,
  type NewFile,
} from './repository';

const alreadyFinal = () => new HttpError(409, PROTOCOL_MSG.alreadyFinal);

const protocolOr404 = async (db: Db, paroquiaId: number, id: number) => found(await findProtocol(db, paroquiaId, id));

/** The owner's protocol, still pending (only those take files); 404 or 409 otherwise. */
async function ownPending(db: Db, owner: Caller, id: number, lock = false): Promise<void> {
  const found = await ownProtocol(db, owner, id, lock);
  if (!found) throw notFound();
  if (found.status !== 0) throw alreadyFinal();
}

const Params = idParams();

/**
 * Protocols: every member's own, and the parish's for roles 1 and 111, who decide them. Another
 * user's or another parish's protocol answers 404 to the member calls; a decided one takes no more
 * files and no second decision (409).
 */
export const protocolsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, clock } = app;

  app.get('/api/protocols/me', { schema: { summary: 'Meus protocolos', response: { 200: ProtocolItems } } }, async (request) => ({
    items: await listMine(db, callerOf(request)),
  }));

  app.post('/api/protocols', { schema: { summary: 'Novo protocolo', body: CreateProtocol, response: { 201: ProtocolResponse } } }, async (request, reply) => {
    const owner = callerOf(request);
    const { description } = request.body;
    const id = await db.transaction((tx) => insertProtocol(tx, owner, description, clock()));
    const item = await protocolOr404(db, owner.paroquiaId, id);
    return reply.code(201).send({ item, message: PROTOCOL_MSG.created });
  });

  const files = {
    summary: 'Anexos do protocolo',
    params: Params,
    ...multipart(z.object({}), { 'files[]': `Até ${PROTOCOL_FILES_PER_UPLOAD}: PDF, imagens, DOC/DOCX, XLS/XLSX, TXT ou CSV, até 10 MB cada` }),
    response: { 201: ProtocolFilesResponse, 409: ErrorBody },
  };
  app.post('/api/protocols/:id/files', { schema: files }, async (request, reply) => {
    const owner = callerOf(request);
    const { id } = request.params;
    // Checked before reading the body, and again under lock before saving.
    await ownPending(db, owner, id);
    if (!request.isMultipart()) throw invalidField('files', PROTOCOL_MSG.filesMissing, PROTOCOL_MSG.filesMissing);

    const checked = await receiveFiles(storage, request.parts(PROTOCOL_UPLOAD_LIMITS));
    const committed: string[] = [];
    try {
      const files: NewFile[] = [];
      for (const f of checked) {
        const fileName = await f.upload.commit(PROTOCOL_FILES_KIND, f.ext);
        committed.push(fileName);
        files.push({ fileName, originalName: f.originalName, mimeType: f.mimeType, size: f.upload.size });
      }
      const saved = await db.transaction(async (tx) => {
        await ownPending(tx, owner, id, true);
        return insertFiles(tx, id, owner.paroquiaId, files, clock());
      });
      return reply.code(201).send({ files: saved });
    } catch (error) {
      // Nothing of a refused or failed request stays on disk.
      await Promise.all(committed.map((name) => storage.remove(PROTOCOL_FILES_KIND, name)));
      throw error;
    } finally {
      await Promise.all(checked.map((f) => f.upload.discard()));
    }
  });

  // 403 once the owner's 24 hours to delete it are over.
  app.delete(
    '/api/protocols/:id',
    { schema: { summary: 'Excluir protocolo (até 24 h)', params: Params, response: { 200: MessageResponse } } },
    async (request) => {
      const owner = callerOf(request);
      const { id } = request.params;
      const removed = await db.transaction(async (tx) => {
        const locked = await ownProtocol(tx, owner, id, true);
        if (!locked) throw notFound();
        if (clock().getTime() - locked.created_at.getTime() > PROTOCOL_DELETE_WINDOW_MS) throw forbidden(PROTOCOL_MSG.deleteWindowOver);
        return deleteProtocol(tx, id);
      });
      for (const name of removed) {
        // The protocol is gone either way; a file left behind is only disk space.
        await storage.remove(PROTOCOL_FILES_KIND, name).catch((err) => request.log.warn({ err }, 'protocol file not removed'));
      }
      return { message: PROTOCOL_MSG.deleted };
    },
  );

  const admin = requireCapability('protocolsAdmin');
  const parish = { summary: 'Protocolos da paróquia', querystring: ParishProtocolsQuery, response: { 200: ProtocolPage } };
  app.get('/api/protocols', { preValidation: admin, schema: parish }, async (request) => {
    const { user } = signedIn(request);
    const { query } = request;
    const { items, total } = await listParish(db, user.paroquia_id, query);
    return { items, meta: listMeta(total, query.page, query.limit) };
  });

  const decide = { summary: 'Decisão sobre o protocolo', params: Params, body: ProtocolStatusChange, response: { 200: ProtocolResponse, 409: ErrorBody } };
  app.post('/api/protocols/:id/status', { preValidation: admin, schema: decide }, async (request) => {
    const { user } = signedIn(request);
    const {
      params: { id },
      body: { status },
    } = request;
    await db.transaction(async (tx) => {
      const changed = await finishProtocol(tx, user.paroquia_id, id, { status, by: user.id, now: clock() });
      if (!changed) throw (await findProtocol(tx, user.paroquia_id, id)) ? alreadyFinal() : notFound();
      const outcome = PROTOCOL_STATUS[status].toLowerCase();
      await notify(
        tx,
        { userId: changed.user_id, paroquiaId: user.paroquia_id },
        { type: 'info', title: `Protocolo ${changed.code} ${outcome}`, body: `Seu protocolo ${changed.code} foi ${outcome} pela administração da paróquia.` },
      );
    });
    return { item: await protocolOr404(db, user.paroquia_id, id), message: PROTOCOL_MSG.statusChanged };
  });
};
