/**
 * The archive format of backups: a gzip'd POSIX tar (ustar), readable by any `tar -xzf`. Written and
 * read here as streams, so an archive of gigabytes never sits in memory; small enough not to need a
 * dependency. Only regular files are written; reading skips directories and understands the
 * long-name records other tools may add (pax 'x', GNU 'L').
 */
import { createReadStream } from 'node:fs';
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';

const BLOCK = 512;
const OCTAL_SIZE_MAX = 8 ** 11 - 1;

function field(header: Buffer, offset: number, length: number, value: string): void {
  header.write(value, offset, Math.min(length, Buffer.byteLength(value)), 'utf8');
}

function octal(header: Buffer, offset: number, length: number, value: number): void {
  field(header, offset, length, `${value.toString(8).padStart(length - 1, '0')}\0`);
}

/** Splits a path into ustar's prefix (155 bytes) and name (100 bytes) at a slash. */
function splitName(path: string): { prefix: string; name: string } {
  if (Buffer.byteLength(path) <= 100) return { prefix: '', name: path };
  for (let cut = path.indexOf('/'); cut > 0; cut = path.indexOf('/', cut + 1)) {
    const prefix = path.slice(0, cut);
    const name = path.slice(cut + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(name) <= 100) return { prefix, name };
  }
  throw new Error(`path too long for the archive: ${path}`);
}

function fileHeader(path: string, size: number, mtime = new Date()): Buffer {
  const header = Buffer.alloc(BLOCK);
  const { prefix, name } = splitName(path);
  field(header, 0, 100, name);
  octal(header, 100, 8, 0o644);
  octal(header, 108, 8, 0);
  octal(header, 116, 8, 0);
  if (size <= OCTAL_SIZE_MAX) octal(header, 124, 12, size);
  else {
    // Over 8 GB: base-256, as GNU and POSIX.1-2001 tars read it.
    header[124] = 0x80;
    header.writeBigUInt64BE(BigInt(size), 128);
  }
  octal(header, 136, 12, Math.floor(mtime.getTime() / 1000));
  header.fill(' ', 148, 156);
  header[156] = '0'.charCodeAt(0);
  field(header, 257, 6, 'ustar\0');
  field(header, 263, 2, '00');
  field(header, 345, 155, prefix);
  let sum = 0;
  for (const byte of header) sum += byte;
  field(header, 148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
  return header;
}

/** Appends entries to `out` (a gzip stream, say), honouring its backpressure. */
export class TarWriter {
  constructor(private readonly out: Writable) {}

  private async write(chunk: Buffer): Promise<void> {
    if (!this.out.write(chunk)) await once(this.out, 'drain');
  }

  private async pad(size: number): Promise<void> {
    const rest = size % BLOCK;
    if (rest) await this.write(Buffer.alloc(BLOCK - rest));
  }

  async addBuffer(path: string, data: Buffer): Promise<void> {
    await this.write(fileHeader(path, data.length));
    await this.write(data);
    await this.pad(data.length);
  }

  /** Streams a file from disk; `size` is what stat said, and the file must not change meanwhile. */
  async addFile(path: string, source: string, size: number): Promise<void> {
    await this.write(fileHeader(path, size));
    let written = 0;
    for await (const chunk of createReadStream(source)) {
      written += (chunk as Buffer).length;
      await this.write(chunk as Buffer);
    }
    if (written !== size) throw new Error(`${source} changed while being archived`);
    await this.pad(size);
  }

  /** The two zero blocks that end an archive; then ends `out` and waits for it. */
  async finish(): Promise<void> {
    await this.write(Buffer.alloc(BLOCK * 2));
    this.out.end();
    await finished(this.out);
  }
}

export interface TarEntry {
  path: string;
  size: number;
}

function text(block: Buffer, offset: number, length: number): string {
  const raw = block.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end < 0 ? raw.length : end).toString('utf8');
}

function sizeOf(block: Buffer): number {
  if (block[124] & 0x80) return Number(block.readBigUInt64BE(128));
  return parseInt(text(block, 124, 12).trim() || '0', 8);
}

function checksumOk(block: Buffer): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i];
  return parseInt(text(block, 148, 8).trim(), 8) === sum;
}

/**
 * Reads an (already gunzipped) tar stream. For each regular file, `onFile` returns where its bytes
 * go (a Writable it owns and that this ends), or null to skip them.
 */
export async function readTar(source: Readable, onFile: (entry: TarEntry) => Promise<Writable | null>): Promise<void> {
  let buffer: Buffer = Buffer.alloc(0);
  let longName: string | null = null;
  let ended = false;
  // The body of the current entry: where it goes, what is left of it, the padding after it.
  let body: { to: Writable | null; left: number; pad: number; meta?: 'pax' | 'gnu'; collected?: Buffer[] } | null = null;

  const takeBody = async (): Promise<boolean> => {
    if (!body) return true;
    while (body.left > 0) {
      if (!buffer.length) return false;
      const piece = buffer.subarray(0, Math.min(body.left, buffer.length));
      buffer = buffer.subarray(piece.length);
      body.left -= piece.length;
      if (body.collected) body.collected.push(Buffer.from(piece));
      else if (body.to && !body.to.write(piece)) await once(body.to, 'drain');
    }
    if (buffer.length < body.pad) return false;
    buffer = buffer.subarray(body.pad);
    if (body.to) {
      body.to.end();
      await finished(body.to);
    }
    if (body.meta) {
      const raw = Buffer.concat(body.collected ?? []).toString('utf8');
      longName = body.meta === 'gnu' ? raw.replace(/\0+$/, '') : (/(?:^|\n)\d+ path=([^\n]*)\n/.exec(raw)?.[1] ?? longName);
    }
    body = null;
    return true;
  };

  for await (const chunk of source) {
    buffer = buffer.length ? Buffer.concat([buffer, chunk as Buffer]) : (chunk as Buffer);
    while (!ended) {
      if (!(await takeBody())) break;
      if (buffer.length < BLOCK) break;
      const block = buffer.subarray(0, BLOCK);
      buffer = buffer.subarray(BLOCK);
      if (block.every((b) => b === 0)) {
        ended = true;
        break;
      }
      if (!checksumOk(block)) throw new Error('not a tar archive (bad header checksum)');
      const size = sizeOf(block);
      const type = String.fromCharCode(block[156] || 48);
      const prefix = text(block, 345, 155);
      const path = longName ?? (prefix ? `${prefix}/${text(block, 0, 100)}` : text(block, 0, 100));
      const pad = (BLOCK - (size % BLOCK)) % BLOCK;
      if (type === 'x' || type === 'L') {
        body = { to: null, left: size, pad, meta: type === 'x' ? 'pax' : 'gnu', collected: [] };
        continue;
      }
      longName = null;
      body = { to: type === '0' ? await onFile({ path, size }) : null, left: size, pad };
    }
  }
  if (!ended && (body || buffer.length)) throw new Error('the archive ends in the middle of an entry');
}
