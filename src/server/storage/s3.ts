import { randomBytes } from 'node:crypto';
import { PassThrough, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import { isSafeKind, isSafeName, randomName } from './names';
import { ABANDONED_AFTER_MS, abandonedAtStart, PROCESS_OWNER } from './owner';
import type { PendingUpload, Storage } from './types';

export interface S3Options {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, s3rver...); unset means AWS itself. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** Parts of a streamed upload: at most QUEUE × PART bytes are held in memory, whatever the file size. */
const PART_BYTES = 8 * 1024 * 1024;
const QUEUE = 2;
const TMP_PREFIX = '.tmp/';

type Sdk = typeof import('@aws-sdk/client-s3');

/**
 * Files in an S3-compatible object store, under keys `<kind>/<random>.<ext>` (the local driver's
 * layout). An upload is streamed (multipart, see PART_BYTES) to `.tmp/<random>` and copied to its
 * final key on commit, so a half-received file never appears under a real name. The SDK is
 * loaded on first use: deployments on local disk never pay for it.
 */
export function s3Storage(options: S3Options): Storage {
  let loaded: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  const bucket = options.bucket;

  function connect() {
    loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        // Other S3-compatible stores address buckets by path, not by host name.
        forcePathStyle: Boolean(options.endpoint),
        credentials:
          options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
        // Checksums only where S3 requires them: many compatible stores do not know the newer ones.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
    return loaded;
  }

  async function removeKey(key: string): Promise<void> {
    const { sdk, client } = await connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key }));
  }

  async function uploadStream(key: string, source: Readable): Promise<number> {
    const [{ client }, { Upload }] = await Promise.all([connect(), import('@aws-sdk/lib-storage')]);
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    const body = new PassThrough();
    const upload = new Upload({ client, params: { Bucket: bucket, Key: key, Body: body }, partSize: PART_BYTES, queueSize: QUEUE });
    const [piped, sent] = await Promise.allSettled([
      pipeline(source, counter, body),
      // When the store fails, the source must stop too, or the pipeline waits forever on a full buffer.
      upload.done().catch((error: unknown) => {
        source.destroy(error as Error);
        throw error;
      }),
    ]);
    if (piped.status === 'rejected' || sent.status === 'rejected') {
      // lib-storage aborts its multipart upload itself; a single-part upload may have landed.
      await removeKey(key).catch(() => undefined);
      throw piped.status === 'rejected' ? piped.reason : (sent as PromiseRejectedResult).reason;
    }
    return size;
  }

  const keyOf = (kind: string, name: string) => `${kind}/${name}`;

  return {
    async receive(source) {
      const tmp = `${TMP_PREFIX}${randomBytes(16).toString('hex')}.${PROCESS_OWNER}`;
      const size = await uploadStream(tmp, source);
      let settled = false;
      const upload: PendingUpload = {
        size,
        async head(bytes = 4100) {
          const length = Math.min(bytes, size);
          if (length === 0) return Buffer.alloc(0);
          const { sdk, client } = await connect();
          const out = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: tmp, Range: `bytes=0-${length - 1}` }));
          return Buffer.from(await out.Body!.transformToByteArray());
        },
        async commit(kind, ext, chosen) {
          if (settled) throw new Error('upload already committed or discarded');
          if (!isSafeKind(kind)) throw new Error(`invalid storage kind: ${kind}`);
          if (chosen !== undefined && !isSafeName(chosen)) throw new Error('unsafe storage name');
          const name = chosen ?? randomName(ext);
          const { sdk, client } = await connect();
          await client.send(new sdk.CopyObjectCommand({ Bucket: bucket, Key: keyOf(kind, name), CopySource: `${bucket}/${tmp}` }));
          settled = true;
          await removeKey(tmp).catch(() => undefined);
          return name;
        },
        async discard() {
          if (settled) return;
          settled = true;
          await removeKey(tmp);
        },
      };
      return upload;
    },

    async put(kind, data, ext) {
      if (!isSafeKind(kind)) throw new Error(`invalid storage kind: ${kind}`);
      const name = randomName(ext);
      const { sdk, client } = await connect();
      await client.send(new sdk.PutObjectCommand({ Bucket: bucket, Key: keyOf(kind, name), Body: typeof data === 'string' ? Buffer.from(data) : data }));
      return name;
    },

    async open(kind, name) {
      if (!isSafeKind(kind) || !isSafeName(name)) return null;
      const { sdk, client } = await connect();
      try {
        const out = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: keyOf(kind, name) }));
        return { stream: out.Body as Readable, size: Number(out.ContentLength ?? 0) };
      } catch (error) {
        if (error instanceof sdk.NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },

    async remove(kind, name) {
      if (!isSafeKind(kind) || !isSafeName(name)) return;
      await removeKey(keyOf(kind, name));
    },

    // Multipart uploads a crash left unfinished are not objects: the bucket's lifecycle rule
    // (AbortIncompleteMultipartUpload) removes those.
    async removeAbandoned() {
      const { sdk, client } = await connect();
      let removed = 0;
      let token: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket: bucket, Prefix: TMP_PREFIX, ContinuationToken: token }));
        for (const { Key: key, LastModified: modified } of page.Contents ?? []) {
          if (!key) continue;
          const name = key.slice(TMP_PREFIX.length);
          const dot = name.indexOf('.');
          const old = modified !== undefined && Date.now() - modified.getTime() > ABANDONED_AFTER_MS;
          if ((dot > 0 && abandonedAtStart(name.slice(dot + 1))) || old) {
            await removeKey(key);
            removed++;
          }
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return removed;
    },
  };
}
