/**
 * The deployment the README describes, run here: two portal processes behind nginx (Debian's package,
 * with deploy/nginx's own settings), one PostgreSQL server, files in S3-compatible storage (s3rver).
 * The project's mixed load goes through nginx; one process is killed (SIGKILL) in the middle of it.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Message } from '../../src/shared/schemas/chat';
import { openSse } from '../../src/server/chat/sse-reader';
import { openPostgres } from '../../src/server/db/postgres';
import { createStorage } from '../../src/server/storage';
import { startS3Server } from '../../src/server/storage/s3-test-server';
import { multipart } from '../../src/server/test/files';
import { createDatabase, postgresServer, type PostgresServer } from '../../src/server/test/postgres';
import { freePort, signInOver, spawnPortal, type PortalProcess } from '../../src/server/test/spawn';
import { addMembers, latencies, runMixedLoad } from './mixed-load';

const NGINX = '/usr/sbin/nginx';
/** util-linux's: runs nginx as `nobody` when the test runs as root. */
const SETPRIV = '/usr/bin/setpriv';
const PG_BIN = '/usr/lib/postgresql/15/bin';
const DEPLOY = resolve('deploy/nginx');
const USERS = 30;
const RUN_MS = 14_000;
const KILL_AT_MS = 6_000;
/** A request may fail only if it was under way at the kill: sent at most this long before it, or this long after. */
const KILL_WINDOW_MS = 1_000;

const run = promisify(execFile);
let pgServer: PostgresServer;
let database: { url: string; drop(): Promise<void> };
let s3: Awaited<ReturnType<typeof startS3Server>>;
let dataDir: string;
let nginxDir: string;
let nginx: ChildProcess | undefined;
let nginxLog = '';
let a: PortalProcess;
let b: PortalProcess;
let proxy: string;

/**
 * nginx's configuration for this run: the upstream block of deploy/nginx/sacratech.conf with the two
 * processes' ports, and a server on a free port that includes deploy/nginx/sacratech-proxy.conf as the
 * site does. Only what an unprivileged nginx needs is added (its own pid, log and temporary folders),
 * and an access log of which process answered each request (two when nginx passed it on).
 */
async function nginxConfig(ports: number[], listen: number): Promise<string> {
  const site = await readFile(join(DEPLOY, 'sacratech.conf'), 'utf8');
  const upstream = /upstream sacratech \{[^}]*\}/.exec(site)?.[0];
  if (!upstream) throw new Error('deploy/nginx/sacratech.conf has no `upstream sacratech { ... }` block');
  let port = 0;
  const withPorts = upstream.replace(/server 127\.0\.0\.1:\d+/g, (line) => (port < ports.length ? `server 127.0.0.1:${ports[port++]}` : line));
  if (port !== ports.length) throw new Error(`deploy/nginx/sacratech.conf's upstream lists ${port} processes, the test runs ${ports.length}`);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${nginxDir}/${t};`).join('\n');
  return `worker_processes 1;
pid ${nginxDir}/nginx.pid;
error_log ${nginxDir}/error.log warn;
events { worker_connections 1024; }
http {
  log_format upstream '$msec $request_method $status $upstream_addr';
  access_log ${nginxDir}/access.log upstream;
${temp}
  ${withPorts}
  server {
    listen 127.0.0.1:${listen};
    include ${join(DEPLOY, 'sacratech-proxy.conf')};
  }
}
`;
}

/** Starts nginx in the foreground as an unprivileged user (`nobody` when the test runs as root). */
async function startNginx(config: string, port: number): Promise<void> {
  await writeFile(join(nginxDir, 'nginx.conf'), config);
  const root = process.getuid?.() === 0;
  if (root) await run('chown', ['-R', 'nobody:', nginxDir]);
  const args = ['-p', nginxDir, '-e', `${nginxDir}/error.log`, '-c', join(nginxDir, 'nginx.conf'), '-g', 'daemon off;'];
  nginx = root ? spawn(SETPRIV, ['--reuid=nobody', '--regid=nogroup', '--clear-groups', NGINX, ...args]) : spawn(NGINX, args);
  nginx.stdout?.on('data', (d) => (nginxLog += d));
  nginx.stderr?.on('data', (d) => (nginxLog += d));
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited at start:\n${nginxLog}${await readFile(`${nginxDir}/error.log`, 'utf8').catch(() => '')}`);
    if (
      await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    if (Date.now() > deadline) throw new Error(`nginx did not answer in 10 s:\n${nginxLog}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A POST from a chosen local address (127.0.0.2: another client than nginx's own 127.0.0.1); its status. */
function postFrom(localAddress: string, url: string, headers: Record<string, string>, body: string): Promise<number> {
  return new Promise((done, fail) => {
    const req = request(url, { method: 'POST', localAddress, headers }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode!));
    });
    req.on('error', fail);
    req.end(body);
  });
}

beforeAll(async () => {
  if (!existsSync(NGINX)) {
    throw new Error(`This test needs nginx (${NGINX}), as the README's deployment runs it: install Debian's package (apt-get install nginx-light, or nginx).`);
  }
  [pgServer, s3, dataDir, nginxDir] = await Promise.all([
    postgresServer(),
    startS3Server(),
    mkdtemp(join(tmpdir(), 'sacra-nginx-data-')),
    mkdtemp(join(tmpdir(), 'sacra-nginx-')),
  ]);
  await chmod(nginxDir, 0o755);
  database = await createDatabase(pgServer.url);
  const { config } = s3;
  const env = {
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '1',
    STORAGE: 's3',
    S3_BUCKET: config.bucket,
    S3_REGION: config.region,
    S3_ENDPOINT: config.endpoint!,
    S3_ACCESS_KEY_ID: config.accessKeyId!,
    S3_SECRET_ACCESS_KEY: config.secretAccessKey!,
  };
  [a, b] = await Promise.all([spawnPortal({ dataDir, databaseUrl: database.url, env }), spawnPortal({ dataDir, databaseUrl: database.url, env })]);
  const port = await freePort();
  await startNginx(await nginxConfig([a.port, b.port], port), port);
  proxy = `http://127.0.0.1:${port}`;
}, 240_000);

afterAll(async () => {
  nginx?.kill('SIGTERM');
  await Promise.all([a?.stop(10_000), b?.stop(10_000)]);
  await database?.drop();
  await pgServer?.stop();
  await s3?.stop();
  await Promise.all([dataDir, nginxDir].map((d) => d && rm(d, { recursive: true, force: true })));
});

describe('two portal processes behind nginx, one PostgreSQL, S3 storage', () => {
  it('nginx passes the client’s address (not one it wrote), an upload over nginx’s 1 MB default, and the chat’s stream unbuffered', async () => {
    // A failed sign-in from 127.0.0.2 that claims to come from 6.6.6.6 counts against 127.0.0.2 (the portal's peer is nginx, 127.0.0.1).
    const form = new URLSearchParams({ user: 'ninguem-nginx', password: 'errada' }).toString();
    const headers = { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '6.6.6.6' };
    expect(await postFrom('127.0.0.2', `${proxy}/api/login`, headers, form)).toBe(401);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ address: string }>("SELECT address FROM login_attempts WHERE username = 'ninguem-nginx'");
      expect(rows.map((r) => r.address)).toEqual(['127.0.0.2']);
    } finally {
      await client.end();
    }

    const cookie = await signInOver(proxy, 'admin');
    const created = await fetch(`${proxy}/api/buckets/create`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Atrás do nginx', regiao: 1 }),
    });
    const { rand } = (await created.json()) as { rand: string };
    const big = multipart([{ name: 'file', filename: 'grande.bin', type: 'application/octet-stream', data: Buffer.alloc(3 * 1024 * 1024, 'credo ') }]);
    const uploaded = await fetch(`${proxy}/api/buckets/${rand}/upload`, {
      method: 'POST',
      headers: { ...big.headers, cookie },
      body: new Uint8Array(big.payload),
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);

    const secretaria = await signInOver(proxy, 'secretaria');
    const secretariaId = ((await (await fetch(`${proxy}/api/me`, { headers: { cookie: secretaria } })).json()) as { id: number }).id;
    const stream = await openSse(`${proxy}/api/chat/stream`, secretaria);
    try {
      expect(stream.status).toBe(200);
      const started = performance.now();
      const sent = await fetch(`${proxy}/api/messages/send`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ receiver_id: secretariaId, message: 'Pelo nginx' }),
      });
      const { id } = Message.parse(await sent.json());
      const pushed = await stream.next((e) => e.event === 'message' && Message.parse(JSON.parse(e.data)).id === id, 3_000);
      expect(pushed.at - started).toBeLessThan(3_000);
    } finally {
      stream.close();
    }
  });
});

describe('one process killed in the middle of the mixed load', () => {
  it(`${USERS} users through nginx; SIGKILL to one process at ${KILL_AT_MS / 1000} s: no acknowledged write lost, requests go on through the other`, async () => {
    const db = await openPostgres(database.url);
    const members = await addMembers(db, USERS).finally(() => db.close());
    let killedAt = 0;
    const result = await runMixedLoad({
      url: proxy,
      pid: b.child.pid!,
      members,
      durationMs: RUN_MS,
      during: {
        afterMs: KILL_AT_MS,
        run: () => {
          killedAt = performance.now();
          a.child.kill('SIGKILL');
        },
      },
    });
    expect(killedAt).toBeGreaterThan(0);
    expect(await a.exited).toBeNull();
    const killedAtMs = Date.now() - (performance.now() - killedAt);

    // nginx's log: both processes answered before the kill; after it, nginx passed what it had sent to the killed one on to the other.
    const served = (await readFile(join(nginxDir, 'access.log'), 'utf8'))
      .trim()
      .split('\n')
      .map((line) => {
        const [at, method, status, ...upstreams] = line.split(' ');
        return { at: Number(at) * 1000, method, status: Number(status), upstreams: upstreams.join('').split(',') };
      });
    const before = served.filter((r) => r.at < killedAtMs - KILL_WINDOW_MS);
    for (const p of [a, b])
      expect(before.filter((r) => r.upstreams[0] === `127.0.0.1:${p.port}`).length, `answered by ${p.port} before the kill`).toBeGreaterThan(50);
    const passedOn = served.filter((r) => r.upstreams.length > 1);
    const lastOnA = served.filter((r) => r.upstreams.at(-1) === `127.0.0.1:${a.port}`).at(-1)?.at ?? 0;
    expect(lastOnA, 'nothing answered by the killed process after the kill').toBeLessThan(killedAtMs + KILL_WINDOW_MS);

    const failed = result.calls.filter((c) => c.error);
    const show = (list: typeof failed) =>
      list.map((c) => `${c.method} ${c.what} ${c.status || c.error} at ${(c.at - killedAt).toFixed(0)} ms from the kill`).join('\n');
    // Only a request under way at the kill may fail, and only one nginx may not repeat (not idempotent, already sent).
    const outside = failed.filter((c) => c.method === 'GET' || c.at < killedAt - KILL_WINDOW_MS || c.at > killedAt + KILL_WINDOW_MS);
    expect(outside, `failed away from the kill, or a GET nginx should have passed to the other process:\n${show(outside)}\n${nginxLog}`).toEqual([]);
    // After it, the other process answers everything.
    const after = result.calls.filter((c) => c.at > killedAt + KILL_WINDOW_MS);
    expect(after.length).toBeGreaterThan(USERS * 5);
    expect(after.filter((c) => c.error)).toEqual([]);
    // Every acknowledged message and upload is there afterwards, read through the process left.
    expect(result.lost, result.lost.slice(0, 20).join('\n')).toEqual([]);
    expect(result.sent).toBeGreaterThan(USERS);
    expect(result.uploads).toBeGreaterThan(USERS / 3);

    // Every stored file is in the bucket, whichever process received it.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const storage = createStorage({ storage: s3.config, uploadsDir: '' });
    try {
      const { rows } = await client.query<{ stored_name: string; file_size: string }>('SELECT stored_name, file_size FROM bucket_files');
      for (const row of rows) {
        const file = await storage.open('buckets', row.stored_name);
        file?.stream.destroy();
        expect(file?.size, row.stored_name).toBe(Number(row.file_size));
      }
    } finally {
      await client.end();
    }
    const { p50, p95, p99 } = latencies(result.calls);
    console.info(
      `nginx: ${result.calls.length} requests in ${result.seconds.toFixed(0)} s, p50/p95/p99 ${p50.toFixed(0)}/${p95.toFixed(0)}/${p99.toFixed(0)} ms; ` +
        `SIGKILL at ${KILL_AT_MS / 1000} s: ${failed.length} failed at the kill (${show(failed) || 'none'}), ${passedOn.length} passed on to the other by nginx, ` +
        `${after.length} after it all answered; ` +
        `${result.sent} messages, ${result.uploads} uploads acknowledged and found; ${result.streamsEnded} of ${result.streams} streams ended with the process`,
    );
  });

  it('the database, dumped with pg_dump and restored with pg_restore into a new one as the README says, holds the same rows', async () => {
    // The portal left stops first, so that nothing writes between the dump and the counts.
    expect(await b.stop(10_000)).toBe(0);
    const dump = join(nginxDir, 'sacratech.dump');
    await run(`${PG_BIN}/pg_dump`, ['--format=custom', `--file=${dump}`, database.url]);
    const copy = await createDatabase(pgServer.url);
    try {
      await run(`${PG_BIN}/pg_restore`, ['--no-owner', `--dbname=${copy.url}`, dump]);
      const counts = async (url: string) => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          const { rows } = await client.query<{ table_name: string }>(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
          );
          const out: Record<string, number> = {};
          for (const { table_name } of rows)
            out[table_name] = (await client.query(`SELECT count(*)::int AS n FROM ${pg.escapeIdentifier(table_name)}`)).rows[0].n;
          return out;
        } finally {
          await client.end();
        }
      };
      const [source, restored] = [await counts(database.url), await counts(copy.url)];
      expect(Object.keys(source).length).toBeGreaterThan(30);
      expect(source.chat_messages).toBeGreaterThan(USERS);
      expect(restored).toEqual(source);
    } finally {
      await copy.drop();
    }
  });
});
