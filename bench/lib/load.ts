/**
 * Load over HTTP at the machine's limit (autocannon in this process) and the ceiling it is read against: a
 * Node HTTP server in its own process that answers `{"ok":true}` and does nothing else, loaded the same way just
 * before, so a route's throughput reads as a share of what this machine's Node serves at that moment (a machine
 * shared with other work lowers both).
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';

export interface Measured {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  detail: string;
}

export interface Load {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
  seconds?: number;
  /** Each request's path (and query), asked anew for every request: how a bench asks a new URL each time. */
  path?: () => string;
}

export async function hammer(url: string, o: Load = {}): Promise<Measured> {
  const next = o.path;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url,
        connections: o.connections ?? 50,
        duration: o.seconds ?? 10,
        method: o.method ?? 'GET',
        headers: o.headers,
        body: o.body,
        ...(next ? { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: next() }) }] } : {}),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
  });
  // autocannon counts a timeout (no answer in 10 s) as an error too.
  const detail = [
    result.timeouts && `${result.timeouts} without an answer in 10 s`,
    result.errors - result.timeouts && `${result.errors - result.timeouts} failed connections`,
    result.non2xx && `${result.non2xx} non-2xx`,
  ];
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    detail: detail.filter(Boolean).join(', '),
  };
}

/** The no-op server in a process of its own; `stop` ends it. */
export async function startNoOp(): Promise<{ url: string; stop: () => void }> {
  const script =
    "require('node:http').createServer((q, s) => { s.setHeader('content-type', 'application/json'); s.end('{\"ok\":true}'); }).listen(0, '127.0.0.1', function () { console.log(this.address().port); })";
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.stdout.once('data', (d) => resolve(Number(String(d).trim())));
  });
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill() };
}
