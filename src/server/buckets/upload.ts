import { randomBytes } from 'node:crypto';
import { pipeline, Transform, type Readable } from 'node:stream';
import { BUCKET_MSG, type Bucket, type BucketFile } from '../../shared/schemas/buckets';
import type { Db } from '../db/types';
import { HttpError, notFound } from '../http-error';
import { randomName } from '../storage/names';
import { PROCESS_OWNER } from '../storage/owner';
import type { Storage } from '../storage/types';
import { uploadDisplayName } from '../uploads/display-name';
import { detectedExtension, storedExtension } from './file-names';
import { insertFile, LEASE_SECONDS, recordStoredName, releaseReservation, renewReservation, reserveBytes, type Reservation } from './repository';

export const BUCKET_KIND = 'buckets';

/**
 * Multipart framing around the one file part: boundaries plus part headers (the parser keeps
 * at most HEADER_BYTES of them). A body longer than the space left plus this cannot carry a file
 * that fits; only a client sending over 16 KB of part headers or extra fields could be refused early.
 */
export const HEADER_BYTES = 16 * 1024;
const FRAMING_SLACK = HEADER_BYTES + 1024;
/** While streaming, bytes are reserved ahead in steps this size (one UPDATE each), never past the quota. */
const RESERVE_STEP = 8 * 1024 * 1024;

const quotaExceeded = () => new HttpError(413, BUCKET_MSG.quotaExceeded);

/** The early answer for a body that is larger than the room left, before anything is read or stored. */
export function refuseByLength(bucket: Bucket, contentLength: number | undefined): void {
  if (contentLength !== undefined && contentLength - FRAMING_SLACK > bucket.tamanho_max - bucket.tamanho) throw quotaExceeded();
}

/**
 * Counts the bytes going through and reserves them against the bucket before letting them pass,
 * so a file is never stored past the quota: when a reservation fails the stream fails at once.
 */
class QuotaMeter extends Transform {
  received = 0;
  /** The reservation under way, awaited before releasing: one finishing later would hold bytes again. */
  pending: Promise<unknown> = Promise.resolve();

  constructor(
    /** Holds a new total for the upload; false when it does not fit. */
    private readonly hold: (total: number) => Promise<boolean>,
    public reserved: number,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null, data?: Buffer) => void): void {
    this.received += chunk.length;
    const need = this.received - this.reserved;
    if (need <= 0) return done(null, chunk);
    const ahead = this.reserved + Math.max(need, RESERVE_STEP);
    const exact = this.received;
    // A step ahead when there is room, else exactly what was received: a file that fits to the byte is accepted.
    this.pending = this.hold(ahead)
      .then((ok) => (ok ? ahead : this.hold(exact).then((fits) => (fits ? exact : 0))))
      .then((got) => {
        if (!got) return done(quotaExceeded());
        this.reserved = got;
        done(null, chunk);
      }, done);
  }
}

export interface UploadInput {
  db: Db;
  storage: Storage;
  bucket: Bucket;
  /** The multipart part's stream and the name it was sent with. */
  file: Readable & { truncated?: boolean };
  filename: string | undefined;
  /** The request's Content-Length: reserved up front when it fits, so one UPDATE usually covers the whole file. */
  contentLength: number | undefined;
  now: Date;
}

/**
 * Streams one file into the bucket without holding it in memory: bytes are reserved before they
 * are stored, the file lands under a random name, and its row is written with the exact size.
 * On any failure (quota, a cut connection, storage) nothing is left stored and nothing counted;
 * after a crash, the next start does the same from the reservation row (removeAbandonedReservations).
 */
export async function uploadIntoBucket({ db, storage, bucket, file, filename, contentLength, now }: UploadInput): Promise<BucketFile> {
  const reservation: Reservation = { id: randomBytes(16).toString('hex'), bucketId: bucket.id, owner: PROCESS_OWNER };
  const hold = (total: number) => reserveBytes(db, reservation, total);
  // The lease keeps the reservation counted however slowly the bytes come.
  const lease = setInterval(() => void renewReservation(db, reservation.id).catch(() => undefined), (LEASE_SECONDS * 1000) / 4);
  lease.unref();
  let stored: string | null = null;
  let meter: QuotaMeter | undefined;
  try {
    const upfront = contentLength !== undefined && contentLength > 0 && (await hold(contentLength)) ? contentLength : 0;
    meter = new QuotaMeter(hold, upfront);
    // pipeline() destroys every stream on the first error: a failed reservation stops the client's part too.
    const received = await storage.receive(pipeline(file, meter, () => undefined));
    let shown: string;
    try {
      if (file.truncated) throw quotaExceeded();
      shown = uploadDisplayName(filename, await detectedExtension(received));
      const ext = storedExtension(shown);
      const name = randomName(ext);
      await recordStoredName(db, reservation, meter.reserved, name);
      stored = await received.commit(BUCKET_KIND, ext, name);
    } finally {
      await received.discard();
    }
    const row = await insertFile(db, reservation, bucket.rand, { file_name: shown, stored_name: stored, file_size: meter.received }, now);
    if (row === 'full') throw quotaExceeded();
    if (!row) throw notFound();
    return row;
  } catch (error) {
    if (stored) await storage.remove(BUCKET_KIND, stored).catch(() => undefined);
    // The file row was never written: the reservation goes (a deleted bucket took it along already).
    await meter?.pending.catch(() => undefined);
    await releaseReservation(db, reservation.id);
    throw error instanceof HttpError ? error : interrupted(error);
  } finally {
    clearInterval(lease);
  }
}

/** A client that stopped sending gets a clear 4xx (if it is still there to read it); storage or database failures stay 5xx. */
function interrupted(error: unknown): unknown {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return quotaExceeded();
  const cut = code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ECONNRESET' || /premature close|aborted|terminated early/i.test(message ?? '');
  return cut ? new HttpError(400, BUCKET_MSG.uploadInterrupted) : error;
}
