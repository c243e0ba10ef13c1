import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { BUCKET_MSG, BucketFileParams, BucketParams, CreateBucket } from '../../shared/schemas/buckets';
import { can } from '../../shared/roles';
import { forbidden, HttpError, invalidField, notFound } from '../http-error';
import { signedIn } from '../plugins/auth';
import { contentTypeOf } from '../uploads/content-types';
import { contentDisposition } from './file-names';
import { createBucket, deleteBucket, deleteFile, findBucket, findFile, listBuckets, listFiles, type BucketRecord, type Viewer } from './repository';
import { BUCKET_KIND, HEADER_BYTES, refuseByLength, uploadIntoBucket } from './upload';

// A stored file opened directly is shown as what it is and can never act as a page of the portal.
const FILE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

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
 * Storage buckets (spec section 7, Buckets). A bucket belongs to its creator; the bucketsAll roles
 * (1, 111) see, and may open the files of, every bucket of their parish; only the creator changes one.
 * Anything outside the session's parish, or not visible to the user, is 404.
 */
export const bucketsRoutes: FastifyPluginAsync = async (app) => {
  const { db, storage } = app;

  async function visible(request: FastifyRequest, viewer: Viewer): Promise<BucketRecord> {
    const params = BucketParams.safeParse(request.params);
    const record = params.success ? await findBucket(db, viewer, params.data.rand) : null;
    if (!record) throw notFound();
    return record;
  }

  async function owned(request: FastifyRequest): Promise<BucketRecord> {
    const viewer = viewerOf(request);
    const record = await visible(request, viewer);
    if (record.ownerId !== viewer.userId) throw forbidden(BUCKET_MSG.ownerOnly);
    return record;
  }

  function fileIdOf(request: FastifyRequest): number {
    const params = BucketFileParams.safeParse(request.params);
    if (!params.success) throw notFound();
    return params.data.fileId;
  }

  app.get('/api/buckets', async (request) => listBuckets(db, viewerOf(request)));

  app.post('/api/buckets/create', async (request, reply) => {
    const viewer = viewerOf(request);
    const input = CreateBucket.parse(request.body ?? {});
    const rand = await createBucket(db, viewer, input, app.clock());
    return reply.code(201).send({ rand });
  });

  app.get('/api/buckets/:rand', async (request) => (await visible(request, viewerOf(request))).bucket);

  app.get('/api/buckets/:rand/files', async (request) => {
    const { bucket } = await visible(request, viewerOf(request));
    return listFiles(db, bucket.id, bucket.rand);
  });

  app.get('/api/buckets/:rand/files/:fileId', async (request, reply) => {
    const fileId = fileIdOf(request);
    const { bucket } = await visible(request, viewerOf(request));
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

  app.post('/api/buckets/:rand/upload', async (request, reply) => {
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

  app.delete('/api/buckets/:rand/files/:fileId', async (request) => {
    const fileId = fileIdOf(request);
    const { bucket } = await owned(request);
    const stored = await deleteFile(db, bucket.id, fileId);
    if (!stored) throw notFound();
    await storage.remove(BUCKET_KIND, stored).catch((err) => request.log.warn({ err }, 'bucket file not removed from storage'));
    return { ok: true, message: BUCKET_MSG.fileDeleted };
  });

  app.delete('/api/buckets/:rand', async (request) => {
    const { bucket } = await owned(request);
    const stored = await deleteBucket(db, bucket.id);
    // The rows are gone either way; a file left in storage is only space, and is logged.
    for (const name of stored) {
      await storage.remove(BUCKET_KIND, name).catch((err) => request.log.warn({ err }, 'bucket file not removed from storage'));
    }
    return { ok: true, message: BUCKET_MSG.bucketDeleted };
  });
};
