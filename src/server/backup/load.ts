import { createReadStream } from 'node:fs';
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { currentName, migrate, MIGRATIONS_DIR } from '../db/migrate';
import type { Db } from '../db/types';
import { isEmptyDatabase, listTables, type TableInfo } from './catalog';
import type { DatabaseDump } from './dump';

/** Rows per INSERT, and a ceiling on the JSON sent at once. */
const BATCH_ROWS = 500;
const BATCH_BYTES = 4 * 1024 * 1024;

/** A folder holding only the migrations the backup's database had, so its rows meet the schema they came from. */
async function migrationsUpTo(versions: string[]): Promise<string> {
  const known = new Set(await readdir(MIGRATIONS_DIR));
  const unknown = versions.filter((v) => !known.has(v));
  if (unknown.length) throw new Error(`o backup vem de uma versão mais nova do portal (migrações desconhecidas: ${unknown.join(', ')})`);
  const dir = await mkdtemp(join(tmpdir(), 'sacra-restore-migrations-'));
  for (const v of versions) await copyFile(join(MIGRATIONS_DIR, v), join(dir, v));
  return dir;
}

async function insertRows(tx: Db, table: TableInfo, path: string): Promise<number> {
  const columns = table.columns.join(', ');
  let batch: string[] = [];
  let bytes = 0;
  let count = 0;
  const flush = async () => {
    if (!batch.length) return;
    // Table and columns from the catalog, quoted by quote_ident; the rows travel as one JSON parameter.
    await tx.query(
      `INSERT INTO ${/* sql-fragment: fixed */ table.quoted} (${/* sql-fragment: fixed */ columns}) OVERRIDING SYSTEM VALUE
       SELECT ${/* sql-fragment: fixed */ columns} FROM json_populate_recordset(NULL::${/* sql-fragment: fixed */ table.quoted}, $1::json)`,
      [`[${batch.join(',')}]`],
    );
    count += batch.length;
    batch = [];
    bytes = 0;
  };
  for await (const line of createInterface({ input: createReadStream(path), crlfDelay: Infinity })) {
    if (!line) continue;
    batch.push(line);
    bytes += line.length;
    if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) await flush();
  }
  await flush();
  return count;
}

/**
 * Loads a dump into an empty database, in one transaction: the backup's migrations, its rows with
 * the tables' own triggers off (counters and derived columns come back exactly as they were, not
 * counted twice), every sequence where it stood, then the migrations added since. `pathOf(file)`
 * is where a dumped file was extracted.
 */
export async function loadDatabase(db: Db, dump: DatabaseDump, pathOf: (file: string) => string): Promise<void> {
  const subset = await migrationsUpTo(dump.migrations.map(currentName));
  try {
    await db.transaction(async (tx) => {
      if (!(await isEmptyDatabase(tx))) throw new Error('o banco de destino não está vazio');
      await migrate(tx, subset);
      const tables = new Map((await listTables(tx)).map((t) => [t.name, t]));
      const missing = dump.tables.filter((t) => !tables.has(t.name)).map((t) => t.name);
      if (missing.length) throw new Error(`tabelas do backup ausentes no esquema: ${missing.join(', ')}`);
      const all = [...tables.values()];
      // Off first: some tables refuse TRUNCATE through a trigger (append-only logs).
      for (const t of all) await tx.query(`ALTER TABLE ${/* sql-fragment: fixed */ t.quoted} DISABLE TRIGGER USER`);
      // Rows the migrations themselves inserted are in the dump too, as they were at backup time.
      if (all.length) await tx.query(`TRUNCATE ${/* sql-fragment: fixed */ all.map((t) => t.quoted).join(', ')}`);
      for (const dumped of dump.tables) {
        const loaded = await insertRows(tx, tables.get(dumped.name)!, pathOf(dumped.file));
        if (loaded !== dumped.rows) throw new Error(`${dumped.name}: ${loaded} linhas no arquivo, ${dumped.rows} no manifesto`);
      }
      for (const t of all) await tx.query(`ALTER TABLE ${/* sql-fragment: fixed */ t.quoted} ENABLE TRIGGER USER`);
      for (const s of dump.sequences) await tx.query('SELECT setval($1::regclass, $2::bigint, $3::boolean)', [s.name, s.value, s.called]);
      await migrate(tx);
    });
  } finally {
    await rm(subset, { recursive: true, force: true });
  }
}
