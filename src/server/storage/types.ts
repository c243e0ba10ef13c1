import type { Readable } from 'node:stream';

/** A received upload, held aside until the caller has checked it. */
export interface PendingUpload {
  size: number;
  /** The first bytes, for detecting the type by content. */
  head(bytes?: number): Promise<Buffer>;
  /**
   * Keeps the file under `kind` with a new random name ending in `.ext`; returns that name. `name`, a
   * randomName(ext) picked beforehand, lets a caller record it first, to find the file again after a crash.
   */
  commit(kind: string, ext: string, name?: string): Promise<string>;
  /** Drops the file; safe to call after commit (does nothing then). */
  discard(): Promise<void>;
}

interface StoredFile {
  stream: Readable;
  size: number;
}

/**
 * Where uploaded files live. Local disk now; an object-storage driver can sit behind the
 * same calls later. Names are generated here, never taken from the client.
 */
export interface Storage {
  /** Streams `source` to a temporary place; rejects (and leaves nothing) if the stream fails, e.g. over its size limit. */
  receive(source: Readable): Promise<PendingUpload>;
  /** Stores a whole buffer under `kind` (seed data, generated files); returns the new name. */
  put(kind: string, data: Buffer | string, ext: string): Promise<string>;
  /** The stored file, or null when it does not exist or the name is not one this storage could have made. */
  open(kind: string, name: string): Promise<StoredFile | null>;
  remove(kind: string, name: string): Promise<void>;
  /**
   * At start-up, before serving: drops the temporary files of uploads cut by a crash, those of processes
   * of this machine no longer running (abandonedAtStart) or older than a day; returns how many.
   */
  removeAbandoned(): Promise<number>;
}
