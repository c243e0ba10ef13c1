import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type { Db } from '../db/types';
import { listSequences, listTables, sequenceState, type SequenceState } from './catalog';

/** Rows fetched per round trip from the dump's cursor. */
const FETCH_ROWS = 1000;

interface DumpedTable {
  name: string;
  /** The file inside the archive: db/<order>-<table>.jsonl, one JSON object per row. */
  file: string;
  rows: number;
}

export interface DatabaseDump {
  migrations: string[];
  tables: DumpedTable[];
  sequences: SequenceState[];
}

/**
 * A logical dump of every table, the same for the embedded database and a PostgreSQL server: each row as
 * PostgreSQL's own JSON of it (row_to_json), which json_populate_recordset reads back exactly
 * (timestamps with their offset, bytea as hex, arrays, jsonb). One REPEATABLE READ snapshot, so a
 * server in use is dumped as of one instant. `open(file)` gives where each table's lines go.
 */
export async function dumpDatabase(db: Db, open: (file: string) => string): Promise<DatabaseDump> {
  return db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const migrations = (await tx.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version')).rows.map((r) => r.version);
    const tables: DumpedTable[] = [];
    for (const [index, table] of (await listTables(tx)).entries()) {
      const file = `db/${String(index + 1).padStart(3, '0')}-${table.name.replace(/[^a-z0-9_]/gi, '_')}.jsonl`;
      const out = createWriteStream(open(file));
      const order = table.key.length ? `ORDER BY ${table.key.map((k) => `sacra_backup_row.${k}`).join(', ')}` : '';
      // Identifiers from the catalog, quoted by quote_ident: they cannot be parameters.
      await tx.query(
        `DECLARE sacra_backup NO SCROLL CURSOR FOR SELECT row_to_json(sacra_backup_row)::text AS j FROM ${/* sql-fragment: fixed */ table.quoted} AS sacra_backup_row ${/* sql-fragment: fixed */ order}`,
      );
      let rows = 0;
      for (;;) {
        const batch = await tx.query<{ j: string }>(`FETCH ${FETCH_ROWS} FROM sacra_backup`);
        for (const { j } of batch.rows) if (!out.write(`${j}\n`)) await once(out, 'drain');
        rows += batch.rows.length;
        if (batch.rows.length < FETCH_ROWS) break;
      }
      await tx.query('CLOSE sacra_backup');
      out.end();
      await finished(out);
      tables.push({ name: table.name, file, rows });
    }
    const sequences: SequenceState[] = [];
    for (const name of await listSequences(tx)) sequences.push(await sequenceState(tx, name));
    return { migrations, tables, sequences };
  });
}
