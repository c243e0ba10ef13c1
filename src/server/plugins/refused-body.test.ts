/**
 * A refused upload reaches the client as its status and message. Over a real socket (app.inject has no
 * connection to reset), multi-megabyte multipart bodies sent as a browser sends them (Content-Length, then
 * the bytes) to routes that refuse them before reading a byte: 403 (a role that may not post notices),
 * 401 (no session), 404 (an upload route that does not exist, under /api and elsewhere). Each refusal,
 * many times over, must arrive whole, never as a connection reset.
 */
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import { createTestApp, type TestApp } from '../test/app';
import { signIn } from '../test/http';

const MB = 1024 * 1024;
const ROUNDS = 15;

let t: TestApp;
let port: number;
let acolito: string;

beforeAll(async () => {
  t = await createTestApp();
  acolito = await signIn(t.app, 'acolito');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  t?.app.server.closeAllConnections();
  await t?.close();
});

/** A notice form with a file of `size` bytes, as FormData is sent. */
function noticeForm(size: number): { body: Buffer; type: string } {
  const boundary = '----sacraRefused';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nAviso\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="legend"\r\n\r\nTexto do aviso\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="anexo"; filename="cartaz.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  return { body: Buffer.concat([head, Buffer.alloc(size, 0x25), Buffer.from(`\r\n--${boundary}--\r\n`)]), type: `multipart/form-data; boundary=${boundary}` };
}

/**
 * POSTs the body and only then reads the answer, as many HTTP clients do (a browser busy uploading, Python's
 * http.client...): the answer, or the transport error that replaced it. A server that answers and closes
 * while the body still arrives makes the client's system reset the connection, and what it had
 * received of the answer is lost.
 */
function post(path: string, form: { body: Buffer; type: string }, cookie?: string): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.pause();
    let received = Buffer.alloc(0);
    let settled = false;
    const done = (answer: { status: number; body: string } | { error: string }) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve(answer);
    };
    let writing = true;
    // While writing, a failed write is the writer's to handle (below); afterwards an error ends the exchange.
    socket.on('error', (e) => !writing && done({ error: e.message }));
    socket.on('data', (d: Buffer) => {
      received = Buffer.concat([received, d]);
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = received.subarray(0, end).toString('latin1');
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? NaN);
      if (received.length - end - 4 >= length)
        done({ status: Number(head.split(' ')[1]), body: received.subarray(end + 4, end + 4 + length).toString('utf8') });
    });
    socket.on('end', () => done({ error: 'closed before the whole answer' }));
    (async () => {
      const headers = [
        `POST ${path} HTTP/1.1`,
        `Host: 127.0.0.1:${port}`,
        `Content-Type: ${form.type}`,
        `Content-Length: ${form.body.length}`,
        'Accept: application/json',
        ...(cookie ? [`Cookie: ${cookie}`] : []),
      ];
      const write = (chunk: Buffer | string) => new Promise<void>((ok, fail) => socket.write(chunk, (e) => (e ? fail(e) : ok())));
      await write(`${headers.join('\r\n')}\r\n\r\n`);
      for (let at = 0; at < form.body.length; at += 64 * 1024) await write(form.body.subarray(at, at + 64 * 1024));
      // Sent: now read what the server said.
      writing = false;
      socket.resume();
    })().catch((e: Error) => {
      // The body could not all be sent: whatever answer had already arrived is still read, if the system kept it.
      socket.resume();
      setTimeout(() => done({ error: `${e.message}, and no answer` }), 1000);
    });
  });
}

describe('a refused upload is answered, not reset', () => {
  const cases = [
    { name: '403: a role that may not post notices', path: '/api/feed-posts', user: true, status: 403, message: MSG.forbidden },
    { name: '401: no session', path: '/api/feed-posts', user: false, status: 401, message: MSG.notAuthenticated },
    { name: '404: an upload route that does not exist', path: '/api/nao-existe/upload', user: true, status: 404, message: MSG.notFound },
  ];

  it.each(cases)('$name: every one of many 4 MB posts gets the status and its JSON message', async ({ path, user, status, message }) => {
    const form = noticeForm(4 * MB);
    const answers = [];
    for (let i = 0; i < ROUNDS; i++) answers.push(await post(path, form, user ? acolito : undefined));
    for (const answer of answers) {
      expect(answer).toHaveProperty('status', status);
      if ('body' in answer) expect(JSON.parse(answer.body)).toEqual({ message });
    }
  });

  it('a path outside the API that does not exist answers its 404 too', async () => {
    const form = noticeForm(4 * MB);
    for (let i = 0; i < ROUNDS; i++) expect(await post('/enviar/arquivo', form, acolito)).toMatchObject({ status: 404, body: 'Não encontrado.' });
  });

  it('the connection stays usable after a refusal it read to the end', async () => {
    expect(await post('/api/feed-posts', noticeForm(MB), acolito)).toMatchObject({ status: 403 });
    const health = await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { connection: 'close' } });
    expect(health.status).toBe(200);
  });
});
