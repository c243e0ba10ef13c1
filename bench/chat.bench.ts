/**
 * Chat on the embedded database, through the real HTTP server on 127.0.0.1:
 * - delivery latency with push: 200 messages from one signed-in client to another, each timed
 *   from the start of POST /api/messages/send to its arrival on the receiver's open
 *   GET /api/chat/stream (LISTEN/NOTIFY -> server-sent event); median and p95;
 * - GET /api/chat/users with 5,000 members in the parish (with unread messages and pins):
 *   p50/p95 of the first page and of name searches, each call a new URL.
 * Wall-clock times depend on what else the machine runs; the load average is reported beside them,
 * and for the list the CPU time this process spent per request (the database's own work is in its server process, not counted), so a
 * busy machine can be told apart from a slow query.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/server/app';
import { openSse } from '../src/server/chat/sse-reader';
import { loadConfig } from '../src/server/config';
import { migrate } from '../src/server/db/migrate';
import { openDb } from '../src/server/db/open';
import { seedDemo } from '../src/server/db/seed/index';
import { localStorage } from '../src/server/storage/local';
import { signIn } from '../src/server/test/http';
import type { BenchRow } from './run';
import { freshUrl, percentile, sampleWallAndCpu } from './stats';
import { FIRST_NAMES, SURNAMES } from './lib/names';

const MESSAGES = 200;
const MEMBERS = 5000;
const LIST_SAMPLES = 200;
const DELIVERY_P95_MS = 100;
const LIST_P95_MS = 50;

/** MEMBERS active people in admin's parish, named by a hash of the row number; some seen recently. */
const MEMBERS_SQL = `
INSERT INTO users (paroquia_id, username, name, password_hash, accepted_photo, timezone, last_seen_at)
SELECT $1::int, 'membro' || i,
       ($2::text[])[1 + abs(hashint4(i)) % 20] || ' ' || ($3::text[])[1 + abs(hashint4(i + 7000000)) % 20] || ' ' ||
         ($3::text[])[1 + abs(hashint4(i + 9000000)) % 20],
       (SELECT password_hash FROM users WHERE username = 'admin'), 1, 'America/Sao_Paulo',
       CASE WHEN i % 3 = 0 THEN now() - make_interval(mins => abs(hashint4(i + 5)) % 5000) END
  FROM generate_series(1, $4::int) AS i`;

/** 3,000 messages to admin from 600 of them (a third unread), and 25 of them pinned by admin. */
const ACTIVITY_SQL = `
WITH members AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE username LIKE 'membro%')
INSERT INTO chat_messages (paroquia_id, sender_id, receiver_id, message, is_read, created_at)
SELECT $1::int, m.id, $2::int, 'Mensagem ' || i, i % 3 <> 0, now() - make_interval(mins => i)
  FROM generate_series(1, 3000) AS i JOIN members m ON m.n = 1 + (i % 600)`;
const PINS_SQL = `
INSERT INTO chat_pins (user_id, pinned_user_id)
SELECT $1::int, id FROM users WHERE username LIKE 'membro%' ORDER BY id DESC LIMIT 25`;

function ms(value: number): number {
  return Math.round(value * 100) / 100;
}

export async function run(): Promise<BenchRow[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sacra-bench-chat-'));
  const db = await openDb({ dataDir, databaseUrl: undefined });
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DIST_DIR: join(dataDir, 'no-dist') });
  const app = buildApp({ config, db });
  const rows: BenchRow[] = [];
  const load = () => `load ${loadavg()[0].toFixed(1)}`;
  try {
    await migrate(db);
    await seedDemo(db, localStorage(config.uploadsDir));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const [admin, secretaria] = [await signIn(app, 'admin'), await signIn(app, 'secretaria')];
    const { rows: ids } = await db.query<{ username: string; id: number; paroquia_id: number }>(
      "SELECT username, id, paroquia_id FROM users WHERE username IN ('admin', 'secretaria')",
    );
    const idOf = (u: string) => ids.find((r) => r.username === u)!;

    // 1. Delivery: admin sends, secretaria's open stream receives.
    const stream = await openSse(`${base}/api/chat/stream`, secretaria);
    const send = async (i: number) => {
      const started = performance.now();
      const res = await fetch(`${base}/api/messages/send`, {
        method: 'POST',
        headers: { cookie: admin, 'content-type': 'application/json' },
        body: JSON.stringify({ receiver_id: idOf('secretaria').id, message: `Mensagem de teste ${i}` }),
      });
      const { id } = (await res.json()) as { id: number };
      const answered = performance.now() - started;
      const event = await stream.next((e) => e.event === 'message' && (JSON.parse(e.data) as { id: number }).id === id);
      return { answered, delivered: event.at - started };
    };
    for (let i = 0; i < 5; i++) await send(-i); // warm-up
    const latencies: number[] = [];
    const answers: number[] = [];
    for (let i = 0; i < MESSAGES; i++) {
      const { answered, delivered } = await send(i);
      latencies.push(delivered);
      answers.push(answered);
    }
    stream.close();
    rows.push(
      { benchmark: 'chat', metric: `delivery send -> SSE, median of ${MESSAGES} (${load()})`, value: ms(percentile(latencies, 50)), unit: 'ms' },
      {
        benchmark: 'chat',
        metric: `delivery send -> SSE, p95 of ${MESSAGES}`,
        value: ms(percentile(latencies, 95)),
        unit: 'ms',
        budget: `< ${DELIVERY_P95_MS} ms`,
        ok: percentile(latencies, 95) < DELIVERY_P95_MS,
      },
      {
        benchmark: 'chat',
        metric: 'send answered (POST round trip), median / p95',
        value: `${ms(percentile(answers, 50))} / ${ms(percentile(answers, 95))}`,
        unit: 'ms',
      },
    );

    // 2. The people list with 5,000 members.
    const parish = idOf('admin').paroquia_id;
    const seeded = performance.now();
    await db.query(MEMBERS_SQL, [parish, FIRST_NAMES, SURNAMES, MEMBERS]);
    await db.query(ACTIVITY_SQL, [parish, idOf('admin').id]);
    await db.query(PINS_SQL, [idOf('admin').id]);
    // What autovacuum does on a server; the embedded database has none.
    for (const table of ['users', 'chat_messages', 'chat_pins']) await db.exec(`VACUUM ANALYZE ${table}`);
    rows.push({
      benchmark: 'chat',
      metric: `seed ${MEMBERS.toLocaleString('en')} members, 3,000 messages, 25 pins`,
      value: (performance.now() - seeded) / 1000,
      unit: 's',
    });

    const cases: Array<[string, string]> = [
      ['users: first page (8)', '/api/chat/users?limit=8'],
      ['users: first page (50)', '/api/chat/users?limit=50'],
      ["users: search 'joao' (~5%)", '/api/chat/users?limit=8&q=joao'],
      ["users: search 'conceicao silva' (rare)", '/api/chat/users?limit=8&q=conceicao%20silva'],
      ['users: page at offset 4,000', '/api/chat/users?limit=8&offset=4000'],
    ];
    for (const [label, url] of cases) {
      let total = 0;
      const call = async () => {
        const res = await app.inject({ method: 'GET', url: freshUrl(url), headers: { cookie: admin } });
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
        total = (res.json() as { total: number }).total;
      };
      const { wall, cpu } = await sampleWallAndCpu(LIST_SAMPLES, call);
      const metric = (what: string) => `${label}, ${total.toLocaleString('en')} people: ${what}`;
      rows.push(
        { benchmark: 'chat', metric: metric('p50'), value: ms(percentile(wall, 50)), unit: 'ms' },
        {
          benchmark: 'chat',
          metric: metric(`p95 (${load()})`),
          value: ms(percentile(wall, 95)),
          unit: 'ms',
          budget: `< ${LIST_P95_MS} ms`,
          ok: percentile(wall, 95) < LIST_P95_MS,
        },
        { benchmark: 'chat', metric: metric('CPU p50 / p95'), value: `${percentile(cpu, 50).toFixed(1)} / ${percentile(cpu, 95).toFixed(1)}`, unit: 'ms' },
      );
    }
  } finally {
    await app.close();
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  return rows;
}
