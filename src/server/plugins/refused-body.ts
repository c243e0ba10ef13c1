import type { IncomingMessage } from 'node:http';
import { MULTIPART_LIMITS } from './body-parsers';
import { globalPlugin } from './global-plugin';

/** The most of a body nobody read that is read (and dropped) so its answer arrives: the largest file any route takes. */
const DRAIN_MAX_BYTES = MULTIPART_LIMITS.fileSize;
/** A client that stops sending for this long is not waited for any longer. */
const DRAIN_IDLE_MS = 10_000;

/**
 * Reads and drops the rest of a request body nobody read, up to `max` bytes: true once the whole body
 * arrived. False at once for a body a route had started reading (it refused on its own limit, having read
 * up to it) or one declared larger than `max`; false too past `max`, or when the client stops sending.
 */
function drainBody(raw: IncomingMessage, max: number): Promise<boolean> {
  const declared = Number(raw.headers['content-length'] ?? 0);
  // Without a length or chunks there is no body (HTTP/1.1): nothing to wait for.
  const hasBody = declared > 0 || raw.headers['transfer-encoding'] !== undefined;
  if (!hasBody || raw.complete || raw.readableEnded) return Promise.resolve(true);
  if (raw.readableDidRead || declared > max) return Promise.resolve(false);
  return new Promise((resolve) => {
    let read = 0;
    let idle: ReturnType<typeof setTimeout>;
    const finish = (whole: boolean) => {
      clearTimeout(idle);
      raw.off('data', count).off('end', ended).off('error', failed).off('aborted', failed);
      if (!whole) raw.pause();
      resolve(whole);
    };
    const wait = () => {
      clearTimeout(idle);
      idle = setTimeout(() => finish(false), DRAIN_IDLE_MS);
    };
    const count = (chunk: Buffer) => {
      read += chunk.length;
      if (read > max) finish(false);
      else wait();
    };
    const ended = () => finish(true);
    const failed = () => finish(false);
    raw.on('data', count).once('end', ended).once('error', failed).once('aborted', failed);
    wait();
    raw.resume();
  });
}

/**
 * Every answer to a request whose body was not read (a refusal before the route looked at it: 401, 403,
 * 404, a 413 by declared length...) waits until that body has arrived, read and dropped, up to
 * DRAIN_MAX_BYTES. A server that answers and closes while the body is still coming makes the client's
 * system reset the connection, and a client busy sending (a browser uploading) then loses the answer:
 * it sees a network error instead of the refusal. A body larger than that, or one a route was reading
 * when it refused on its own limit, is not read further: the answer goes out with Connection: close.
 */
export const refusedBodyPlugin = globalPlugin('refused-body', async (app) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!(await drainBody(request.raw, DRAIN_MAX_BYTES))) reply.header('Connection', 'close');
    return payload;
  });
});
