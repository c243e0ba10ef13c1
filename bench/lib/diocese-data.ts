/**
 * The diocese at size for `npm run bench -- diocese`: a PostgreSQL 15 cluster of its own (Debian's binaries, as CI's),
 * kept between runs in DIOCESE_BENCH_DIR (default: the temporary folder), holding the demo data and 98 more parishes
 * of the demo diocese: 100 parishes, 1,000,000 people, 2,000,000 sacramental entries and 5,000,000 contributions,
 * made on the server by INSERT ... SELECT generate_series (about ten minutes once; later runs start the kept cluster).
 * Remove the folder to make it again; DATA_VERSION below changes when what is generated does.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { migrate } from '../../src/server/db/migrate';
import { openPostgres } from '../../src/server/db/postgres';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-accounts';
import { seedDemo } from '../../src/server/db/seed/index';
import type { Db } from '../../src/server/db/types';
import { hashPassword } from '../../src/server/session/passwords';
import { localStorage } from '../../src/server/storage/local';
import { FIRST_NAMES, SURNAMES } from './names';

/** Debian's PostgreSQL 15 unless DIOCESE_PG_BIN names another server's binaries (initdb, pg_ctl, postgres). */
const PG_BIN = process.env.DIOCESE_PG_BIN ?? '/usr/lib/postgresql/15/bin';
const DATA_VERSION = 1;
const PARISHES = 100;
const MADE = PARISHES - 2;
// The totals over the parishes made here (the demo's two hold their own few hundred rows besides).
const PEOPLE_PER_PARISH = Math.ceil(1_000_000 / MADE);
const ENTRIES_PER_PARISH = Math.ceil(2_000_000 / MADE);
const CONTRIBUTIONS_PER_PARISH = Math.ceil(5_000_000 / MADE);
const TITHERS_PER_PARISH = 2_000;
/** Parishes whose people run the mixed load (members `pNNN-cargaNN`, ten each, and a secretary `pNNN-secretaria` in every parish). */
export const MEMBERS_PER_PARISH = 10;

const run = promisify(execFile);
const asPostgres = async (command: string) =>
  process.getuid?.() === 0 ? run('su', ['postgres', '-s', '/bin/sh', '-c', command]) : run('/bin/sh', ['-c', command]);

export interface DioceseData {
  url: string;
  /** The bench parishes' ids, in order (the demo's two are not among them). */
  parishes: number[];
  stop(): Promise<void>;
}

/** The kept cluster, started (and made first when missing); `log` tells what it does. */
export async function dioceseData(log: (line: string) => void): Promise<DioceseData> {
  const dir = process.env.DIOCESE_BENCH_DIR ?? join(tmpdir(), 'sacra-bench-diocese-pg15');
  const port = Number(process.env.DIOCESE_BENCH_PORT ?? 55_415);
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    await mkdir(dir, { recursive: true });
    if (process.getuid?.() === 0) await run('chown', ['postgres:', dir]);
    await asPostgres(`${PG_BIN}/initdb -D '${dir}' -U postgres --auth=trust >/dev/null`);
  }
  // Memory as a small dedicated server would have it; the rest are PostgreSQL's defaults.
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c shared_buffers=512MB -c max_connections=300`;
  await asPostgres(`${PG_BIN}/pg_ctl -D '${dir}' -o '${options}' -w -t 120 -l '${dir}/log' start >/dev/null`);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const stop = () => asPostgres(`${PG_BIN}/pg_ctl -D '${dir}' -m fast -w stop >/dev/null`).then(() => undefined);
  const db = await openPostgres(url);
  try {
    await db.exec('CREATE TABLE IF NOT EXISTS bench_diocese (version int NOT NULL, parishes int[] NOT NULL)');
    const kept = await db.query<{ version: number; parishes: number[] }>('SELECT version, parishes FROM bench_diocese');
    if (kept.rows[0]?.version === DATA_VERSION) return { url, parishes: kept.rows[0].parishes, stop };
    if (kept.rows.length) throw new Error(`${dir} holds data of another version of this bench: remove the folder to make it again`);
    const parishes = await generate(db, dir, log);
    await db.query('INSERT INTO bench_diocese VALUES ($1, $2)', [DATA_VERSION, parishes]);
    return { url, parishes, stop };
  } catch (error) {
    await stop();
    throw error;
  } finally {
    await db.close();
  }
}

async function timed(log: (line: string) => void, what: string, work: () => Promise<unknown>): Promise<void> {
  const started = performance.now();
  await work();
  log(`  ${what}: ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

async function generate(db: Db, dir: string, log: (line: string) => void): Promise<number[]> {
  log(`  making the diocese in ${dir} (once)...`);
  await migrate(db);
  await seedDemo(db, localStorage(join(dir, 'uploads')));
  const { rows: diocese } = await db.query<{ diocese_id: number }>(
    "SELECT p.diocese_id FROM users u JOIN paroquias p ON p.id = u.paroquia_id WHERE u.username = 'admin'",
  );
  const { rows: made } = await db.query<{ id: number }>(
    `INSERT INTO paroquias (name, diocese_id, city, state, diocese, paroco_nome)
     SELECT 'Paróquia ' || n || ' (bench)', $1, 'Campinas', 'SP', 'Arquidiocese de Campinas', 'Pe. Bench ' || n FROM generate_series(1, $2::int) AS n
     RETURNING id`,
    [diocese[0].diocese_id, MADE],
  );
  const parishes = made.map((r) => r.id);
  const { rows: demo } = await db.query<{ id: number }>('SELECT id FROM paroquias WHERE id <> ALL($1::int[]) ORDER BY id', [parishes]);
  const all = [...demo.map((r) => r.id), ...parishes];
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await timed(log, 'people who sign in', () =>
    db.query(
      `INSERT INTO users (paroquia_id, username, name, password_hash, accepted_photo, timezone, roles)
       SELECT p.id, 'p' || lpad(p.id::text, 3, '0') || '-secretaria', 'Secretaria ' || p.id, $2, 1, 'America/Sao_Paulo', '{1}' FROM unnest($1::int[]) AS p (id)
       UNION ALL
       SELECT p.id, 'p' || lpad(p.id::text, 3, '0') || '-carga' || lpad(m::text, 2, '0'), 'Membro ' || m || ' da paróquia ' || p.id, $2, 1, 'America/Sao_Paulo',
              CASE m % 10 WHEN 0 THEN '{1}'::int[] WHEN 1 THEN '{2}' ELSE ARRAY[(ARRAY[4, 8, 10, 12, 13, 14])[1 + m % 6]] END
         FROM unnest($1::int[]) AS p (id), generate_series(0, $3::int - 1) AS m`,
      [parishes, passwordHash, MEMBERS_PER_PARISH],
    ),
  );
  // Names, filters and dates spread by a hash of the row number, as bench/registers.bench.ts does.
  await timed(log, `${(PEOPLE_PER_PARISH * parishes.length).toLocaleString('en')} people`, () =>
    db.query(
      `INSERT INTO registers (paroquia_id, name, phone, civil_status, work_state, race, born_date, city, home_situation, status)
       SELECT p.id,
              ($2::text[])[1 + abs(hashint4(i)) % 20] || ' ' || ($3::text[])[1 + abs(hashint4(i + 7000000)) % 20] || ' ' || ($3::text[])[1 + abs(hashint4(i + 9000000)) % 20],
              '199' || lpad(i::text, 8, '0'), 1 + abs(hashint4(i + 1)) % 6, 1 + abs(hashint4(i + 2)) % 7, 1 + abs(hashint4(i + 3)) % 5,
              date '1940-01-01' + abs(hashint4(i + 4)) % 30000, (ARRAY['Campinas', 'Valinhos', 'Vinhedo', 'Sumaré'])[1 + abs(hashint4(i + 5)) % 4],
              'Bairro ' || abs(hashint4(i + 6)) % 200, '0'
         FROM unnest($1::int[]) AS p (id), generate_series(p.id * $4::int, p.id * $4::int + $4::int - 1) AS i`,
      [parishes, FIRST_NAMES, SURNAMES, PEOPLE_PER_PARISH],
    ),
  );
  // Half baptisms, then confirmations, marriages and funerals; each kind's entries numbered in one book.
  await timed(log, `${(ENTRIES_PER_PARISH * parishes.length).toLocaleString('en')} sacramental entries`, () =>
    db.query(
      `INSERT INTO sacramental_records (paroquia_id, kind, livro, folha, termo, nome, data, fields, created_by_name)
       SELECT p.id, k.kind, 1, 1 + i / 3, i,
              ($2::text[])[1 + abs(hashint4(p.id * 100000 + i)) % 20] || ' ' || ($3::text[])[1 + abs(hashint4(p.id * 100000 + i + 1)) % 20] || ' ' ||
                ($3::text[])[1 + abs(hashint4(p.id * 100000 + i + 2)) % 20],
              date '1950-01-01' + abs(hashint4(p.id * 100000 + i + 3)) % 27000,
              CASE WHEN k.kind = 'batismo' THEN jsonb_build_object(
                'pai', ($2::text[])[1 + abs(hashint4(p.id * 100000 + i + 4)) % 20] || ' ' || ($3::text[])[1 + abs(hashint4(p.id * 100000 + i + 1)) % 20],
                'mae', ($2::text[])[1 + abs(hashint4(p.id * 100000 + i + 5)) % 20] || ' ' || ($3::text[])[1 + abs(hashint4(p.id * 100000 + i + 2)) % 20])
              ELSE '{}' END,
              'Secretaria'
         FROM unnest($1::int[]) AS p (id),
              (VALUES ('batismo', 0.5), ('crisma', 0.2), ('matrimonio', 0.15), ('obito', 0.15)) AS k (kind, share),
              generate_series(1, (k.share * $4::int)::int) AS i`,
      [parishes, FIRST_NAMES, SURNAMES, ENTRIES_PER_PARISH],
    ),
  );
  await timed(log, `${(TITHERS_PER_PARISH * parishes.length).toLocaleString('en')} tithers`, () =>
    db.query(
      `INSERT INTO tithers (paroquia_id, register_id, card_number, joined_on)
       SELECT paroquia_id, id, n, date '2020-01-01' + n % 1500
         FROM (SELECT id, paroquia_id, row_number() OVER (PARTITION BY paroquia_id ORDER BY id)::int AS n FROM registers WHERE paroquia_id = ANY($1::int[])) r
        WHERE n <= $2`,
      [parishes, TITHERS_PER_PARISH],
    ),
  );
  // Three years of contributions, receipts numbered per parish; one parish at a time keeps each statement's memory small.
  await timed(log, `${(CONTRIBUTIONS_PER_PARISH * parishes.length).toLocaleString('en')} contributions`, async () => {
    for (const id of parishes)
      await db.query(
        `INSERT INTO contributions (paroquia_id, tither_id, amount_cents, received_on, competence, method, receipt_year, receipt_number, received_by_name)
         SELECT $1, t.id, 1000 + abs(hashint4(i)) % 20000, d, date_trunc('month', d)::date, 'pix', extract(year FROM d)::int, i, 'Tesouraria'
           FROM generate_series(1, $2::int) AS i
           CROSS JOIN LATERAL (SELECT date '2023-01-01' + abs(hashint4(i + 11)) % 1090 AS d) AS day
           JOIN tithers t ON t.paroquia_id = $1 AND t.card_number = 1 + i % $3::int`,
        [id, CONTRIBUTIONS_PER_PARISH, TITHERS_PER_PARISH],
      );
  });
  await timed(log, 'VACUUM (ANALYZE)', () => db.exec('VACUUM (ANALYZE)'));
  log(`  parishes ${all.length}: the demo's ${demo.length} and ${parishes.length} made here`);
  return parishes;
}
