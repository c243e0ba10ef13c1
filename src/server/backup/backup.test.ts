import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createGzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BucketFileList } from '../../shared/schemas/buckets';
import { Message } from '../../shared/schemas/chat';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDb } from '../db/open';
import { seedDemo } from '../db/seed/index';
import type { Db } from '../db/types';
import { localStorage } from '../storage/local';
import { multipart, PDF_HEADER, PNG_1PX } from '../test/files';
import { signIn } from '../test/http';
import { createDatabase } from '../test/postgres';
import { storedFiles } from './files';
import { restoreBackup } from './restore-archive';
import { TarWriter } from './tar';

const run = promisify(execFile);
const SERVER_URL = process.env.DATABASE_URL;
const MESSAGE = 'Olá! Ação de graças às 19h 🙏 "aspas" \\ barra\nsegunda linha';
const REPORT = Buffer.concat([PDF_HEADER, Buffer.alloc(64 * 1024, 7)]);

interface Site {
  dataDir: string;
  databaseUrl?: string;
  drop?: () => Promise<void>;
}

interface Opened {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

let work: string;
let source: Site;
let target: Site;
let opened: Opened[] = [];
let archive: string;
let expected: Snapshot;
const made = { admin: '', secretaria: '', rand: '', avatar: '', file: '', messageId: 0 };

async function open(site: Site): Promise<Opened> {
  const config = loadConfig({ DATA_DIR: site.dataDir, DATABASE_URL: site.databaseUrl ?? '', LOG_LEVEL: 'silent', DIST_DIR: join(site.dataDir, 'no-dist') });
  const db = await openDb(config);
  const app = buildApp({ config, db });
  await app.ready();
  const o = {
    app,
    db,
    async close() {
      await app.close();
      await db.close();
      opened = opened.filter((x) => x !== o);
    },
  };
  opened.push(o);
  return o;
}

/** A database and DATA_DIR: seeded (the source) or empty (a restore's target), on the embedded database or on DATABASE_URL's server. */
async function site(name: string, seeded: boolean, server = SERVER_URL): Promise<Site> {
  const dataDir = join(work, name);
  if (!server) {
    if (seeded) await cp(inject('serverTemplateDir'), dataDir, { recursive: true });
    return { dataDir };
  }
  const database = await createDatabase(server);
  if (seeded) {
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: database.url });
    const db = await openDb(config);
    await migrate(db);
    await seedDemo(db, localStorage(config.uploadsDir));
    await db.close();
  }
  return { dataDir, databaseUrl: database.url, drop: database.drop };
}

/** `npm run backup|restore -- <file>` as a person runs it, against a site. */
async function cli(command: 'backup' | 'restore', file: string, at: Site): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', `src/server/backup/${command}.ts`, file], {
      env: { ...process.env, DATA_DIR: at.dataDir, DATABASE_URL: at.databaseUrl ?? '', LOG_LEVEL: 'silent' },
    });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

interface Snapshot {
  tables: Record<string, string[]>;
  files: Record<string, string>;
}

/** Every row of every table (as PostgreSQL's JSON of it, sorted) and every stored file's hash. */
async function snapshot(db: Db, dataDir: string): Promise<Snapshot> {
  const { rows: names } = await db.query<{ name: string; quoted: string }>(
    "SELECT table_name AS name, quote_ident(table_name) AS quoted FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations' ORDER BY 1",
  );
  const tables: Snapshot['tables'] = {};
  for (const t of names) {
    const { rows } = await db.query<{ j: string }>(`SELECT row_to_json(r)::text AS j FROM ${/* sql-fragment: fixed */ t.quoted} r`);
    tables[t.name] = rows.map((r) => r.j).sort();
  }
  const files: Snapshot['files'] = {};
  for (const f of await storedFiles(join(dataDir, 'uploads')))
    files[f.path] = createHash('sha256')
      .update(await readFile(f.source))
      .digest('hex');
  return { tables, files };
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'sacra-backup-'));
  archive = join(work, 'paroquia.tar.gz');
  source = await site('source', true);
  const { app, db } = await open(source);
  made.secretaria = await signIn(app, 'secretaria');
  made.admin = await signIn(app, 'admin');
  const call = (cookie: string, url: string, payload?: object) => app.inject({ method: payload ? 'POST' : 'GET', url, headers: { cookie }, payload });

  expect((await call(made.secretaria, '/api/me/name', { name: 'Maria Aparecida Restaurada' })).statusCode).toBe(200);
  const avatar = multipart([{ name: 'avatar', filename: 'eu.png', type: 'image/png', data: PNG_1PX }]);
  made.avatar = (
    await app.inject({ method: 'POST', url: '/api/me/avatar', headers: { ...avatar.headers, cookie: made.secretaria }, payload: avatar.payload })
  ).json().avatar;
  made.rand = (await call(made.admin, '/api/buckets/create', { name: 'Contas 2026', regiao: 1 })).json().rand;
  const report = multipart([{ name: 'file', filename: 'relatório “final”.pdf', type: 'application/pdf', data: REPORT }]);
  const uploaded = await app.inject({
    method: 'POST',
    url: `/api/buckets/${made.rand}/upload`,
    headers: { ...report.headers, cookie: made.admin },
    payload: report.payload,
  });
  expect(uploaded.statusCode).toBe(201);
  made.file = uploaded.json().file_path;
  const secretariaId = (await call(made.secretaria, '/api/me')).json().id;
  const sent = await call(made.admin, '/api/messages/send', { receiver_id: secretariaId, message: MESSAGE });
  made.messageId = Message.parse(sent.json()).id;
  expected = await snapshot(db, source.dataDir);
}, 300_000);

afterAll(async () => {
  for (const o of [...opened]) await o.close();
  for (const s of [source, target]) await s?.drop?.();
  await rm(work, { recursive: true, force: true });
});

describe('npm run backup / npm run restore', () => {
  it.skipIf(SERVER_URL)('refuses to back up the embedded database while a portal has it open', { timeout: 120_000 }, async () => {
    const busy = await cli('backup', archive, source);
    expect(busy.code).toBe(1);
    expect(busy.out).toMatch(/está em uso pelo processo \d+@\S+: pare o portal antes/);
    expect(existsSync(archive)).toBe(false);
  });

  it('writes one .tar.gz with the database and every stored file (a server backed up while in use)', { timeout: 180_000 }, async () => {
    // The embedded database belongs to one process: the portal stops first. A server's is dumped live.
    if (!SERVER_URL) await opened[0].close();
    const done = await cli('backup', archive, source);
    expect(done.code, done.out).toBe(0);
    expect(done.out).toMatch(/Backup gravado em .*paroquia\.tar\.gz: \d+ tabelas, \d+ linhas, \d+ arquivos/);
    const { stdout } = await run('tar', ['-tzf', archive]);
    const entries = stdout.trim().split('\n');
    expect(entries[0]).toBe('manifest.json');
    expect(entries).toContain(`uploads${made.avatar.slice('/uploads'.length)}`);
    expect(entries.filter((e) => e.startsWith('uploads/'))).toEqual(Object.keys(expected.files));
    expect(entries.filter((e) => e.startsWith('db/')).length).toBe(Object.keys(expected.tables).length);
    expect((await readdir(work)).sort()).toEqual(['paroquia.tar.gz', 'source']);
    expect((await cli('backup', archive, source)).out).toMatch(/já existe/);
  });

  it('restores into an empty data directory: every row, every file, sessions and sequences', { timeout: 300_000 }, async () => {
    target = await site('restored', false);
    const restored = await cli('restore', archive, target);
    expect(restored.code, restored.out).toBe(0);
    expect(restored.out).toMatch(/Restaurado de .*: \d+ tabelas, \d+ linhas, \d+ arquivos/);

    const { app, db } = await open(target);
    const actual = await snapshot(db, target.dataDir);
    expect(Object.keys(actual.tables)).toEqual(Object.keys(expected.tables));
    for (const table of Object.keys(expected.tables)) expect(actual.tables[table], table).toEqual(expected.tables[table]);
    expect(actual.files).toEqual(expected.files);
    const rows = Object.values(actual.tables).reduce((n, t) => n + t.length, 0);
    console.info(
      `backup/restore: ${Object.keys(actual.tables).length} tables, ${rows} rows, ${Object.keys(actual.files).length} files identical after restore`,
    );

    // What a signed-in user sees, with the cookie of a session made before the backup.
    const get = (cookie: string, url: string) => app.inject({ method: 'GET', url, headers: { cookie } });
    const me = (await get(made.secretaria, '/api/me')).json();
    expect(me.name).toBe('Maria Aparecida Restaurada');
    expect((await get(made.secretaria, made.avatar)).rawPayload).toEqual(PNG_1PX);
    const files = BucketFileList.parse((await get(made.admin, `/api/buckets/${made.rand}/files`)).json());
    expect(files.map((f) => f.file_name)).toEqual(['relatório “final”.pdf']);
    expect((await get(made.admin, made.file)).rawPayload).toEqual(REPORT);
    const conversation = (await get(made.secretaria, `/api/messages/conversation/${(await get(made.admin, '/api/me')).json().id}`)).json();
    expect(conversation.items.find((m: Message) => m.id === made.messageId)?.message).toBe(MESSAGE);

    // Identity sequences continue after the restored rows.
    const next = await app.inject({
      method: 'POST',
      url: '/api/messages/send',
      headers: { cookie: made.admin },
      payload: { receiver_id: me.id, message: 'depois' },
    });
    expect(next.statusCode).toBe(200);
    expect(Message.parse(next.json()).id).toBeGreaterThan(made.messageId);
    const bucket = await app.inject({ method: 'POST', url: '/api/buckets/create', headers: { cookie: made.admin }, payload: { name: 'Novo', regiao: 1 } });
    expect(bucket.statusCode).toBe(201);
  });

  it('refuses a target that is not empty, and changes nothing there', { timeout: 120_000 }, async () => {
    const before = (await opened[opened.length - 1].db.query<{ n: number }>('SELECT count(*)::int AS n FROM chat_messages')).rows[0].n;
    if (!SERVER_URL) await opened[opened.length - 1].close();
    const again = await cli('restore', archive, target);
    expect(again.code).toBe(1);
    expect(again.out).toMatch(/não está vazi[ao]/);
    const { db } = await open(target);
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM chat_messages')).rows[0].n).toBe(before);
  });

  it('refuses an archive with anything a backup never holds, writing nothing outside its folders', { timeout: 60_000 }, async () => {
    for (const path of ['uploads/avatars/../../../evil.txt', '../evil.txt', '/tmp/evil.txt', 'uploads/avatars/evil.sh', 'db/x.sql']) {
      const file = join(work, `evil-${Math.random().toString(16).slice(2)}.tar.gz`);
      const gzip = createGzip();
      const written = pipeline(gzip, createWriteStream(file));
      const tar = new TarWriter(gzip);
      await tar.addBuffer(path, Buffer.from('#!/bin/sh\necho pwned\n'));
      await tar.finish();
      await written;
      const dir = join(work, `evil-target-${Math.random().toString(16).slice(2)}`);
      await mkdir(dir);
      // The refusal comes from reading the archive, before any row is loaded: a database that says it is empty is enough.
      const emptyDb = { query: async () => ({ rows: [{ n: 0 }] }), close: async () => undefined } as unknown as Db;
      await expect(restoreBackup({ file, uploadsDir: join(dir, 'uploads'), openDb: async () => emptyDb })).rejects.toThrow(/entrada inesperada/);
      expect(await readdir(dir), path).toEqual([]);
      expect(existsSync(join(work, 'evil.txt'))).toBe(false);
    }
  });

  it.runIf(SERVER_URL)('a PostgreSQL server’s backup restores into the embedded database too', { timeout: 300_000 }, async () => {
    const embedded: Site = { dataDir: join(work, 'embedded') };
    const restored = await cli('restore', archive, embedded);
    expect(restored.code, restored.out).toBe(0);
    const { db } = await open(embedded);
    const actual = await snapshot(db, embedded.dataDir);
    expect(actual.files).toEqual(expected.files);
    for (const table of Object.keys(expected.tables)) {
      expect(
        actual.tables[table].map((j) => JSON.parse(j)),
        table,
      ).toEqual(expect.arrayContaining(expected.tables[table].map((j) => JSON.parse(j))));
      expect(actual.tables[table].length, table).toBe(expected.tables[table].length);
    }
  });
});
