import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '../../shared/messages';
import { can } from '../../shared/roles';
import { Bucket, BUCKET_MSG, BUCKET_RAND, BucketFile, BucketFileList, BucketList, CreateBucket, CreateBucketResponse } from '../../shared/schemas/buckets';
import { OkResponse, rowId, z } from '../../shared/schemas/zod';
import { forbidden, HttpError, invalidField, notFound } from '../http-error';
import { fileResponse, multipart } from '../http/schemas';
import { signedIn } from '../plugins/auth';
import { contentTypeOf } from '../uploads/content-types';
import { contentDisposition } from './file-names';
import { createBucket, deleteBucket, deleteFile, findBucket, findFile, listBuckets, listFiles, type BucketRecord, type Viewer } from './repository';
import { BUCKET_KIND, HEADER_BYTES, refuseByLength, uploadIntoBucket } from './upload';

// A stored file opened directly is shown as what it is and can never act as a page of the portal.
const FILE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

// A code or file id that cannot be one names nothing: 404, like another parish's bucket.
const BucketParams = z.object({ rand: z.string().regex(BUCKET_RAND, MSG.notFound) });
const FileParams = BucketParams.extend({ fileId: rowId(MSG.notFound) });

function viewerOf(request: FastifyRequest): Viewer {
  const { user } = signedIn(request);
  return { userId: user.id, paroquiaId: user.paroquia_id, seesAll: can(user, 'bucketsAll') };
}

function contentLengthOf(request: FastifyRequest): number | undefined {
  const value = Number(request.headers['content-length']);
  return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

/** A refusal while the client may still be sending: close the connection instead of reading up to 1 GB for nothing. */
function closing(reply: FastifyReply, error: unknown): never {
  if (error instanceof HttpError && error.statusCode === 413) reply.header('Connection', 'close');
  throw error;
}

/**
 * Storage buckets. A bucket belongs to its creator; the bucketsAll roles (1, 111) see, and may open
 * the files of, every bucket of their parish; only the creator changes one (403 for anyone else).
 * Anything outside the session's parish, or not visible to the user, is 404.
 */
export const bucketsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;

  async function visible(request: FastifyRequest<{ Params: { rand: string } }>, viewer = viewerOf(request)): Promise<BucketRecord> {
    const record = await findBucket(db, viewer, request.params.rand);
    if (!record) throw notFound();
    return record;
  }

  async function owned(request: FastifyRequest<{ Params: { rand: string } }>): Promise<BucketRecord> {
    const viewer = viewerOf(request);
    const record = await visible(request, viewer);
    if (record.ownerId !== viewer.userId) throw forbidden(BUCKET_MSG.ownerOnly);
    return record;
  }

  app.get('/api/buckets', { schema: { summary: 'Buckets do usuário', response: { 200: BucketList } } }, async (request) => listBuckets(db, viewerOf(request)));

  const create = { summary: 'Novo bucket', body: CreateBucket, response: { 201: CreateBucketResponse } };
  app.post('/api/buckets/create', { schema: create }, async (request, reply) => {
    const rand = await createBucket(db, viewerOf(request), request.body, app.clock());
    return reply.code(201).send({ rand });
  });

  const one = { summary: 'Um bucket', params: BucketParams, response: { 200: Bucket } };
  app.get('/api/buckets/:rand', { schema: one }, async (request) => (await visible(request)).bucket);

  const files = { summary: 'Arquivos do bucket', params: BucketParams, response: { 200: BucketFileList } };
  app.get('/api/buckets/:rand/files', { schema: files }, async (request) => {
    const { bucket } = await visible(request);
    return listFiles(db, bucket.id, bucket.rand);
  });

  const download = { summary: 'Baixar arquivo', params: FileParams, response: { 200: fileResponse('*/*', 'O arquivo, com o tipo do seu nome') } };
  app.get('/api/buckets/:rand/files/:fileId', { schema: download }, async (request, reply) => {
    const { fileId } = request.params;
    const { bucket } = await visible(request);
    const file = await findFile(db, bucket.id, fileId);
    const stored = file && (await storage.open(BUCKET_KIND, file.stored_name));
    if (!file || !stored) throw notFound();
    const { type, inline } = contentTypeOf(file.stored_name);
    reply.type(type).header('Content-Length', stored.size);
    reply.header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', file.file_name));
    reply.header('Content-Security-Policy', FILE_POLICY);
    reply.header('Cache-Control', 'private, no-cache').header('Vary', 'Cookie');
    return reply.send(stored.stream);
  });

  const upload = {
    summary: 'Enviar arquivo (limite de 1 GB por bucket)',
    params: BucketParams,
    ...multipart(z.object({}), { file: 'Qualquer arquivo que caiba no espaço restante' }),
    response: { 201: BucketFile },
  };
  app.post('/api/buckets/:rand/upload', { schema: upload }, async (request, reply) => {
    const { bucket } = await owned(request);
    if (!request.isMultipart()) throw invalidField('file', BUCKET_MSG.fileMissing, BUCKET_MSG.fileMissing);
    const contentLength = contentLengthOf(request);
    try {
      refuseByLength(bucket, contentLength);
      const part = await request.file({
        preservePath: true,
        limits: { fileSize: bucket.tamanho_max, files: 1, fields: 0, headerSize: HEADER_BYTES },
      });
      if (!part || part.fieldname !== 'file') {
        part?.file.resume();
        throw invalidField('file', BUCKET_MSG.fileMissing, BUCKET_MSG.fileMissing);
      }
      const file = await uploadIntoBucket({ db, storage, bucket, file: part.file, filename: part.filename, contentLength, now: app.clock() });
      return reply.code(201).send(file);
    } catch (error) {
      return closing(reply, error);
    }
  });

  app.delete(
    '/api/buckets/:rand/files/:fileId',
    { schema: { summary: 'Excluir arquivo', params: FileParams, response: { 200: OkResponse } } },
    async (request) => {
      const { fileId } = request.params;
      const { bucket } = await owned(request);
      const stored = await deleteFile(db, bucket.id, fileId);
      if (!stored) throw notFound();
      await storage.remove(BUCKET_KIND, stored).catch((err) => request.log.warn({ err }, 'bucket file not removed from storage'));
      return { ok: true as const, message: BUCKET_MSG.fileDeleted };
    },
  );

  app.delete('/api/buckets/:rand', { schema: { summary: 'Excluir bucket', params: BucketParams, response: { 200: OkResponse } } }, async (request) => {
    const { bucket } = await owned(request);
    const stored = await deleteBucket(db, bucket.id);
    // The rows are gone either way; a file left in storage is only space, and is logged.
    for (const name of stored) {
      await storage.remove(BUCKET_KIND, name).catch((err) => request.log.warn({ err }, 'bucket file not removed from storage'));
    }
    return { ok: true as const, message: BUCKET_MSG.bucketDeleted };
  });
};
