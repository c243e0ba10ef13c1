import type { Db } from '../db/types';

/** A table of the portal's schema, with its name already quoted by PostgreSQL (quote_ident). */
export interface TableInfo {
  oid: number;
  name: string;
  quoted: string;
  /** Columns a restore writes (generated ones are computed again), quoted. */
  columns: string[];
  /** Primary key columns, quoted: the dump's row order. */
  key: string[];
}

/** The migrations' bookkeeping: a restore applies migrations itself, so this table is not dumped. */
const MIGRATIONS_TABLE = 'schema_migrations';

/**
 * The tables of schema public (not those of extensions, not the migrations' own), parents before
 * the tables whose foreign keys point at them, so rows can be inserted in this order. Throws on a
 * cycle of foreign keys between tables, which this order cannot load.
 */
export async function listTables(db: Db): Promise<TableInfo[]> {
  const { rows: tables } = await db.query<{ oid: number; name: string; quoted: string }>(
    `SELECT c.oid::int AS oid, c.relname AS name, quote_ident(c.relname) AS quoted
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname <> $1
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
      ORDER BY c.oid`,
    [MIGRATIONS_TABLE],
  );
  const { rows: columns } = await db.query<{ oid: number; quoted: string; generated: boolean; key: number | null }>(
    `SELECT a.attrelid::int AS oid, quote_ident(a.attname) AS quoted, a.attgenerated <> '' AS generated,
            array_position(i.indkey::int2[], a.attnum) AS key
       FROM pg_attribute a LEFT JOIN pg_index i ON i.indrelid = a.attrelid AND i.indisprimary
      WHERE a.attrelid = ANY($1::oid[]) AND a.attnum > 0 AND NOT a.attisdropped
      ORDER BY a.attrelid, a.attnum`,
    [tables.map((t) => t.oid)],
  );
  const { rows: links } = await db.query<{ child: number; parent: number }>(
    "SELECT conrelid::int AS child, confrelid::int AS parent FROM pg_constraint WHERE contype = 'f' AND conrelid <> confrelid",
  );

  const infos = new Map<number, TableInfo>(tables.map((t) => [t.oid, { ...t, columns: [], key: [] }]));
  const keyed: Array<{ oid: number; quoted: string; key: number }> = [];
  for (const c of columns) {
    if (!c.generated) infos.get(c.oid)!.columns.push(c.quoted);
    if (c.key !== null) keyed.push({ oid: c.oid, quoted: c.quoted, key: c.key });
  }
  for (const k of keyed.sort((a, b) => a.key - b.key)) infos.get(k.oid)!.key.push(k.quoted);

  // Kahn's order, creation order among equals.
  const parents = new Map<number, Set<number>>(tables.map((t) => [t.oid, new Set()]));
  for (const { child, parent } of links) if (infos.has(child) && infos.has(parent)) parents.get(child)!.add(parent);
  const ordered: TableInfo[] = [];
  const placed = new Set<number>();
  while (ordered.length < tables.length) {
    const next = tables.find((t) => !placed.has(t.oid) && [...parents.get(t.oid)!].every((p) => placed.has(p)));
    if (!next)
      throw new Error(
        `foreign keys form a cycle among: ${tables
          .filter((t) => !placed.has(t.oid))
          .map((t) => t.name)
          .join(', ')}`,
      );
    placed.add(next.oid);
    ordered.push(infos.get(next.oid)!);
  }
  return ordered;
}

export interface SequenceState {
  /** Schema-qualified and quoted, ready for ::regclass. */
  name: string;
  value: string;
  called: boolean;
}

/** Every sequence of schema public (identity columns' included) and where it stands. */
export async function listSequences(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT quote_ident(n.nspname) || '.' || quote_ident(c.relname) AS name
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'S'
      ORDER BY c.relname`,
  );
  return rows.map((r) => r.name);
}

export async function sequenceState(db: Db, name: string): Promise<SequenceState> {
  // pg_sequence_last_value() is null for a sequence never used, which setval(.., false) expresses as its start.
  const { rows } = await db.query<{ value: string | null; start: string }>(
    `SELECT pg_sequence_last_value($1::regclass)::text AS value, s.seqstart::text AS start
       FROM pg_sequence s WHERE s.seqrelid = $1::regclass`,
    [name],
  );
  return rows[0].value === null ? { name, value: rows[0].start, called: false } : { name, value: rows[0].value, called: true };
}

/** Whether the database has none of the portal's objects (a restore refuses anything else). */
export async function isEmptyDatabase(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'S', 'v', 'm', 'p')`,
  );
  return rows[0].n === 0;
}
