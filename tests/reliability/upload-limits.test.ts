import { cp, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { crc32, createDeflateRaw } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MSG } from '../../src/shared/messages';
import { BUCKET_MSG } from '../../src/shared/schemas/buckets';
import { NOTICES_MSG } from '../../src/shared/schemas/notices-base';
import { PROTOCOL_MSG } from '../../src/shared/schemas/protocols';
import { REGISTER_MSG } from '../../src/shared/schemas/registers';
import { VALID } from '../../src/server/registers/test-helpers';
import { multipart } from '../../src/server/test/files';
import { signInOver, spawnPortal, type PortalProcess } from '../../src/server/test/spawn';

/**
 * Uploads far over their limits against a real portal process (embedded database): a 2 GB body streamed from a
 * generator (the test never holds it) is refused after little more than the limit was read, with the
 * server's memory flat and nothing left on disk; a zip bomb is answered quickly without being inflated.
 */
const MB = 1024 * 1024;
const GB = 1024 * MB;
/** What the server may read past a limit: socket and kernel buffers on both sides, and the parser's chunks. */
const READ_MARGIN = 8 * MB;
/** Growth of the server's resident memory allowed while a huge body arrives. */
const RSS_MARGIN = 64 * MB;

let dataDir: string;
let tmp: string;
let portal: PortalProcess;
let cookie: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sacra-uploads-'));
  await cp(inject('serverTemplateDir'), dataDir, { recursive: true });
  // The process's own temporary folder, to see that nothing is left there either.
  tmp = join(dataDir, 'process-tmp');
  await mkdir(tmp);
  portal = await spawnPortal({ dataDir, env: { TMPDIR: tmp } });
  cookie = await signInOver(portal.url, 'admin');
}, 240_000);

afterAll(async () => {
  await portal?.stop(10_000);
  await rm(dataDir, { recursive: true, force: true });
});

async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** Samples the server's resident memory until stopped; the peak growth over the first sample. */
function watchRss(pid: number): { stop(): Promise<number> } {
  let peak = 0;
  let base = 0;
  let running = true;
  const loop = (async () => {
    base = await rssOf(pid);
    while (running) {
      peak = Math.max(peak, await rssOf(pid));
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return Math.max(0, peak - base);
    },
  };
}

/** Every file under the uploads folder and the process's temporary folder. */
async function filesOnDisk(): Promise<string[]> {
  const under = async (dir: string) =>
    (await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []))
      .filter((e) => e.isFile())
      .map((e) => relative(dataDir, join(e.parentPath, e.name)));
  return [...(await under(join(dataDir, 'uploads'))), ...(await under(tmp))].sort();
}

/** The multipart body: the fields, then one file part of `size` zeros, produced chunk by chunk. */
function* body(boundary: string, fields: Record<string, string>, file: { field: string; name: string }, size: number): Generator<Buffer> {
  for (const [name, value] of Object.entries(fields)) yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  yield Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const zeros = Buffer.alloc(256 * 1024);
  for (let left = size; left > 0; left -= zeros.length) yield left >= zeros.length ? zeros : zeros.subarray(0, left);
  yield Buffer.from(`\r\n--${boundary}--\r\n`);
}

interface Outcome {
  status: number;
  body: string;
  /** Body bytes that left the client's own buffers before the answer (or the close). */
  sent: number;
  ms: number;
  rssGrowth: number;
}

/** POSTs a body of `size` bytes of file, chunked or with its Content-Length, stopping when the server answers or closes. */
async function streamUpload(
  path: string,
  fields: Record<string, string>,
  file: { field: string; name: string },
  o: { size: number; contentLength?: boolean },
): Promise<Outcome> {
  const boundary = '----sacraHuge';
  const overhead = [...body(boundary, fields, file, 0)].reduce((n, b) => n + b.length, 0);
  const rss = watchRss(portal.child.pid!);
  const started = performance.now();
  const req = httpRequest({
    host: '127.0.0.1',
    port: portal.port,
    method: 'POST',
    path,
    headers: {
      cookie,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(o.contentLength ? { 'content-length': String(overhead + o.size) } : { 'transfer-encoding': 'chunked' }),
    },
  });
  let done = false;
  const answer = new Promise<{ status: number; body: string }>((resolve) => {
    req.on('response', (res) => {
      done = true;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on('error', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('close', () => {
      done = true;
      // A close without an answer settles too; an answer already under way wins (resolve once).
      setTimeout(() => resolve({ status: 0, body: '' }), 2_000);
    });
  });
  req.on('error', () => (done = true));
  let written = 0;
  for (const chunk of body(boundary, fields, file, o.size)) {
    if (done) break;
    written += chunk.length;
    if (!req.write(chunk)) {
      await new Promise<void>((resolve) => {
        const check = setInterval(() => {
          if (done || req.writableLength === 0) {
            clearInterval(check);
            resolve();
          }
        }, 5);
      });
    }
  }
  if (!done) req.end();
  const sent = written - req.writableLength - (req.socket?.writableLength ?? 0);
  const result = await answer;
  const ms = performance.now() - started;
  req.destroy();
  return { ...result, sent, ms, rssGrowth: await rss.stop() };
}

const json = (res: Outcome) => JSON.parse(res.body) as { message: string; errors?: Record<string, string[]> };

async function api<T>(method: string, path: string, payload?: object): Promise<T> {
  const res = await fetch(`${portal.url}${path}`, {
    method,
    headers: { cookie, ...(payload ? { 'content-type': 'application/json' } : {}) },
    body: payload ? JSON.stringify(payload) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * A .docx-looking zip whose [Content_Types].xml inflates to 1 GB of zeros (about 1 MB compressed),
 * built by streaming zeros through deflate: neither the test nor the server ever holds the gigabyte.
 */
async function zipBomb(): Promise<Buffer> {
  const inflated = GB;
  const deflate = createDeflateRaw({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (d: Buffer) => parts.push(d));
  const ended = new Promise((r) => deflate.on('end', r));
  const zeros = Buffer.alloc(MB);
  let crc = 0;
  for (let i = 0; i < inflated / MB; i++) {
    crc = crc32(zeros, crc);
    if (!deflate.write(zeros)) await new Promise((r) => deflate.once('drain', r));
  }
  deflate.end();
  await ended;
  const data = Buffer.concat(parts);
  const name = Buffer.from('[Content_Types].xml');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8); // deflate
  local.writeUInt32LE(crc >>> 0, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(inflated, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc >>> 0, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(inflated, 24);
  central.writeUInt16LE(name.length, 28);
  const centralAt = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralAt, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

describe('uploads far over their limits, against a real process', () => {
  it('a 2 GB body is refused early on every upload with a limit: the spec’s message, memory flat, nothing left on disk', async () => {
    const before = await filesOnDisk();
    const registerId = (await api<{ data: { data: Array<{ id: number }> } }>('GET', '/api/registers')).data.data[0].id;
    const protocolId = (await api<{ item: { id: number } }>('POST', '/api/protocols', { description: 'Protocolo com arquivo enorme' })).item.id;
    const rand = (await api<{ rand: string }>('POST', '/api/buckets/create', { name: 'Enorme', regiao: 1 })).rand;
    const afterSetup = await filesOnDisk();
    expect(afterSetup).toEqual(before);

    const cases: Array<{
      name: string;
      path: string;
      fields?: Record<string, string>;
      file: { field: string; name: string };
      limit: number;
      contentLength?: boolean;
      status: number;
      message: string;
    }> = [
      { name: 'avatar', path: '/api/me/avatar', file: { field: 'avatar', name: 'eu.png' }, limit: 5 * MB, status: 422, message: MSG.photoTooLarge },
      {
        name: 'register photo',
        path: '/api/registers',
        fields: { ...VALID, name: 'Foto Enorme' },
        file: { field: 'photo', name: 'foto.jpg' },
        limit: 10 * MB,
        status: 422,
        message: REGISTER_MSG.photoTooLarge,
      },
      {
        name: 'register attachment',
        path: `/api/registers/${registerId}/attachments`,
        file: { field: 'files[]', name: 'grande.pdf' },
        limit: 10 * MB,
        status: 422,
        message: REGISTER_MSG.fileTooLarge('grande.pdf'),
      },
      {
        name: 'notice attachment',
        path: '/api/feed-posts',
        fields: { title: 'Aviso enorme', legend: 'Com anexo grande demais' },
        file: { field: 'anexo', name: 'cartaz.pdf' },
        limit: 5 * MB,
        status: 422,
        message: NOTICES_MSG.attachmentSize,
      },
      {
        name: 'protocol file',
        path: `/api/protocols/${protocolId}/files`,
        file: { field: 'files[]', name: 'oficio.pdf' },
        limit: 10 * MB,
        status: 422,
        message: PROTOCOL_MSG.fileTooLarge('oficio.pdf'),
      },
      // A browser always sends a form's Content-Length: past the room left (1 GB), refused before a byte is read.
      {
        name: 'bucket (1 GB quota)',
        path: `/api/buckets/${rand}/upload`,
        file: { field: 'file', name: 'enorme.bin' },
        limit: 0,
        contentLength: true,
        status: 413,
        message: BUCKET_MSG.quotaExceeded,
      },
    ];
    const lines: string[] = [];
    for (const c of cases) {
      const res = await streamUpload(c.path, c.fields ?? {}, c.file, { size: 2 * GB, contentLength: c.contentLength });
      lines.push(
        `${c.name}: ${res.status} after ${(res.sent / MB).toFixed(1)} MB sent (limit ${c.limit / MB} MB) in ${res.ms.toFixed(0)} ms, RSS +${(res.rssGrowth / MB).toFixed(1)} MB`,
      );
      expect({ case: c.name, status: res.status }).toEqual({ case: c.name, status: c.status });
      expect(json(res).message, `${c.name}: ${res.body}`).toBe(c.message);
      expect(res.sent, c.name).toBeLessThan(c.limit + READ_MARGIN);
      expect(res.rssGrowth, c.name).toBeLessThan(RSS_MARGIN);
      expect(await filesOnDisk(), c.name).toEqual(before);
    }
    console.info(`upload-limits (2 GB bodies):\n  ${lines.join('\n  ')}`);
    // Still serving.
    expect((await fetch(`${portal.url}/api/health`)).status).toBe(200);
    expect(portal.child.exitCode).toBeNull();
  });

  it('a zip bomb (a .docx whose entry inflates to 1 GB) is answered quickly and never inflated', async () => {
    const bomb = await zipBomb();
    expect(bomb.length).toBeLessThan(2 * MB);
    const registerId = (await api<{ data: { data: Array<{ id: number }> } }>('GET', '/api/registers')).data.data[0].id;
    const protocolId = (await api<{ item: { id: number } }>('POST', '/api/protocols', { description: 'Protocolo com zip bomb' })).item.id;
    const lines: string[] = [];
    for (const [name, path] of [
      ['register attachment', `/api/registers/${registerId}/attachments`],
      ['protocol file', `/api/protocols/${protocolId}/files`],
    ]) {
      const form = multipart([
        { name: 'files[]', filename: 'relatorio.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', data: bomb },
      ]);
      const rss = watchRss(portal.child.pid!);
      const started = performance.now();
      const res = await fetch(`${portal.url}${path}`, { method: 'POST', headers: { ...form.headers, cookie }, body: new Uint8Array(form.payload) });
      const ms = performance.now() - started;
      const growth = await rss.stop();
      const answer = (await res.json()) as { message: string };
      lines.push(`${name}: ${res.status} in ${ms.toFixed(0)} ms, RSS +${(growth / MB).toFixed(1)} MB (${answer.message})`);
      // Refused as not a real document, or kept as sent: either way answered, never a server error.
      expect([200, 201, 422], name).toContain(res.status);
      expect(ms, name).toBeLessThan(5_000);
      expect(growth, name).toBeLessThan(RSS_MARGIN);
    }
    console.info(`upload-limits (zip bomb, ${(bomb.length / 1024).toFixed(0)} KB inflating to 1 GB):\n  ${lines.join('\n  ')}`);
    expect(portal.child.exitCode).toBeNull();
  });
});
