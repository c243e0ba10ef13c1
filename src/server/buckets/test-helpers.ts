import { readdir } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
import type { TestApp } from '../test/app';
import { multipart } from '../test/files';
import { USED } from './repository';

/** The bucket calls as the browser makes them, for one test app. */
export function bucketCalls(t: TestApp) {
  const inject = (cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  return {
    list: (cookie: string) => inject(cookie, 'GET', '/api/buckets'),
    create: (cookie: string, body: object) => inject(cookie, 'POST', '/api/buckets/create', body),
    get: (cookie: string, rand: string) => inject(cookie, 'GET', `/api/buckets/${rand}`),
    files: (cookie: string, rand: string) => inject(cookie, 'GET', `/api/buckets/${rand}/files`),
    open: (cookie: string, path: string) => inject(cookie, 'GET', path),
    deleteFile: (cookie: string, rand: string, id: number | string) => inject(cookie, 'DELETE', `/api/buckets/${rand}/files/${id}`),
    deleteBucket: (cookie: string, rand: string) => inject(cookie, 'DELETE', `/api/buckets/${rand}`),
    upload(cookie: string, rand: string, filename: string, data: Buffer, field = 'file') {
      const body = multipart([{ name: field, filename, type: 'application/octet-stream', data }]);
      return t.app.inject({ method: 'POST', url: `/api/buckets/${rand}/upload`, headers: { ...body.headers, cookie }, payload: body.payload });
    },
    /** A new bucket of the signed-in user's; its rand. */
    async newBucket(cookie: string, name = 'Teste', regiao = 1): Promise<string> {
      const res = await inject(cookie, 'POST', '/api/buckets/create', { name, regiao });
      if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
      return res.json().rand;
    },
    /** Shrinks a bucket's quota so quota tests move kilobytes, not a gigabyte. */
    async setQuota(rand: string, bytes: number): Promise<void> {
      await t.db.query('UPDATE buckets SET tamanho_max = $2 WHERE rand = $1', [rand, bytes]);
    },
    /** What the bucket uses: stored files plus uploads under way, as its JSON reports it. */
    async usage(rand: string): Promise<number> {
      const { rows } = await t.db.query<{ tamanho: number }>(`SELECT ${/* sql-fragment: fixed */ USED} AS tamanho FROM buckets b WHERE b.rand = $1`, [rand]);
      return rows[0]?.tamanho ?? -1;
    },
  };
}

/** Files in the local storage: stored bucket files and half-received temporaries. */
export async function storedFiles(t: TestApp): Promise<{ buckets: string[]; tmp: string[] }> {
  const list = (dir: string) => readdir(join(t.config.uploadsDir, dir)).catch(() => [] as string[]);
  return { buckets: (await list('buckets')).sort(), tmp: await list('.tmp') };
}

/**
 * A multipart upload over a raw socket (to the bucket, or to `path` as part `field`), so a test controls what is sent and when: the body goes
 * in `chunks` (awaiting `between` after each), with Content-Length or chunked. `response` settles
 * with whatever the server answered, even if it answered early and closed.
 */
export function rawUpload(port: number, o: { rand: string; cookie: string; filename: string; size: number; chunked?: boolean; path?: string; field?: string }) {
  const boundary = '----sacraRaw';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${o.field ?? 'file'}"; filename="${o.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (d) => (received += d.toString('latin1')));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  const lines = [
    `POST ${o.path ?? `/api/buckets/${o.rand}/upload`} HTTP/1.1`,
    'Host: 127.0.0.1',
    `Cookie: ${o.cookie}`,
    `Content-Type: multipart/form-data; boundary=${boundary}`,
    o.chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${head.length + o.size + tail.length}`,
    'Connection: close',
  ];
  const write = (data: Buffer) =>
    new Promise<void>((resolve) => {
      if (socket.destroyed) return resolve();
      const framed = o.chunked ? Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]) : data;
      socket.write(framed, () => resolve());
    });
  socket.write(`${lines.join('\r\n')}\r\n\r\n`);
  let sent = 0;
  return {
    socket,
    /** Sends `bytes` more of the file (filled with one letter). */
    async send(bytes: number) {
      if (sent === 0) await write(head);
      sent += bytes;
      await write(Buffer.alloc(bytes, 0x61));
    },
    async finish() {
      await write(tail);
      if (o.chunked && !socket.destroyed) socket.write('0\r\n\r\n');
    },
    /** The status and body the server answered, once the connection closes. */
    async response(): Promise<{ status: number; body: string }> {
      await closed;
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0);
      const body = received.slice(received.indexOf('\r\n\r\n') + 4);
      return { status, body: Buffer.from(body, 'latin1').toString('utf8') };
    },
  };
}
