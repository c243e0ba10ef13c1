// The real portal behind the element tests' page: started once per run on an empty DATA_DIR (it migrates
// and seeds the demo data, as `npm start` does), built as `npm start` runs it, and reached through the
// test page's own origin (/api and /uploads are proxied), so the elements call it with their cookies
// exactly as in the portal, and the server's same-origin check sees the page's origin. A test may also
// call the portal as another demo account (/__portal/as/<user>/api/...: someone else writing to the user).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { URLSearchParams } from 'node:url';
import { buildServer } from '../../scripts/build-server.mjs';

const PROXIED = ['/api/', '/uploads/'];
const AS_ANOTHER = '/__portal/as/';
/** The demo accounts' password (src/server/db/seed/demo-accounts.ts). */
const DEMO_PASSWORD = 'Paroquia2026';
const START_TIMEOUT_MS = 180_000;
// Not passed on: they describe one connection, not the answer.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding']);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Builds the server, starts it on a new DATA_DIR and waits until /api/health answers. */
async function startPortal() {
  // Named as src/server/test/spawn.ts names its builds, so a run that crashed leaves nothing behind for long.
  const build = join('.test-output', `server-${process.pid}`);
  const main = await buildServer(build);
  const dataDir = await mkdtemp(join(tmpdir(), 'sacra-elements-'));
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, ['--max-semi-space-size=4', main], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: join(dataDir, 'no-dist'), DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
    await rm(build, { recursive: true, force: true });
  };
  for (const deadline = Date.now() + START_TIMEOUT_MS; ;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the portal exited early:\n${log}`);
    }
    if ((await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.ok) return { port, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the portal did not start in ${START_TIMEOUT_MS / 1000} s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Passes the request on as it came (its Host and Origin included) and the answer back as it comes, streamed. */
function proxy(ctx, port) {
  return new Promise((resolve, reject) => {
    const upstream = request({ host: '127.0.0.1', port, method: ctx.method, path: ctx.originalUrl, headers: ctx.req.headers }, (answer) => {
      ctx.status = answer.statusCode ?? 502;
      for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) ctx.set(name, value);
      ctx.body = answer;
      resolve();
    });
    upstream.on('error', reject);
    ctx.req.pipe(upstream);
  });
}

/** The session cookie of the demo account `user` on the portal at `port`, signed in once per run. */
function sessions(port) {
  const cookies = new Map();
  return (user) => {
    if (!cookies.has(user)) {
      const body = new URLSearchParams({ user, password: DEMO_PASSWORD, remember: '1' });
      const signIn = fetch(`http://127.0.0.1:${port}/api/login`, { method: 'POST', body }).then((answer) => {
        const cookie = answer.headers.getSetCookie().find((c) => c.startsWith('sacra_sid='));
        if (!answer.ok || !cookie) throw new Error(`sign-in as ${user} failed: ${answer.status}`);
        return cookie.split(';')[0];
      });
      cookies.set(user, signIn);
    }
    return cookies.get(user);
  };
}

/** `/__portal/as/<user>/api/...`: the call made as `user` (from no page: no Origin), its answer passed back as it came. */
async function callAs(ctx, port, sessionOf) {
  const [user, ...rest] = ctx.path.slice(AS_ANOTHER.length).split('/');
  const chunks = [];
  for await (const chunk of ctx.req) chunks.push(chunk);
  const answer = await fetch(`http://127.0.0.1:${port}/${rest.join('/')}${ctx.search}`, {
    method: ctx.method,
    headers: { cookie: await sessionOf(user), accept: 'application/json', ...(chunks.length ? { 'content-type': ctx.get('content-type') } : {}) },
    body: chunks.length ? Buffer.concat(chunks) : undefined,
  });
  ctx.status = answer.status;
  ctx.type = answer.headers.get('content-type') ?? 'application/json';
  ctx.body = Buffer.from(await answer.arrayBuffer());
}

/**
 * The web-test-runner plugin that starts and stops the portal, and the middleware that proxies to it.
 * The run waits for the portal before the first test: a test never sees it still seeding.
 */
export function realPortal() {
  let portal;
  let sessionOf;
  return {
    plugin: {
      name: 'real-portal',
      async serverStart() {
        portal = await startPortal();
        sessionOf = sessions(portal.port);
      },
      async serverStop() {
        await portal?.stop();
      },
    },
    async middleware(ctx, next) {
      if (ctx.path.startsWith(AS_ANOTHER)) return callAs(ctx, portal.port, sessionOf);
      if (!PROXIED.some((prefix) => ctx.path.startsWith(prefix))) return next();
      await proxy(ctx, portal.port);
    },
  };
}
