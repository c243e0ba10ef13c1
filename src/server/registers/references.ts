import { ESCALAS_MSG } from '../../shared/schemas/escalas';
import { REGISTER_MSG } from '../../shared/schemas/registers';
import { SACRAMENTOS_MSG } from '../../shared/schemas/sacramentos';
import type { Db } from '../db/types';

/** A table of another module whose `column` holds registers (id), and what to tell whoever tries to delete one. */
export interface RegisterReference {
  table: string;
  column: string;
  message: string;
  /** What it says of people at once (an import's undo: '1 pessoa é catequista', '2 pessoas são catequistas'): [one, many]. */
  among?: readonly [string, string];
}

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

/** An entry of the list below: `table.column` (register_id unless said) holds registers. */
function uses(table: string, message: string, among: readonly [string, string], column = 'register_id'): RegisterReference {
  return { table, column, message, among };
}

/**
 * Who uses registers. A register referenced here is not deleted; the delete answers 409 with the
 * entry's message. A table that does not exist (yet) is skipped.
 */
const REFERENCES: RegisterReference[] = [
  uses('catechists', REGISTER_MSG.isCatechist, ['é catequista', 'são catequistas']),
  uses('catechesis_students', REGISTER_MSG.isEnrolled, ['está matriculada em turma de catequese', 'estão matriculadas em turmas de catequese']),
  uses('catechesis_attendance', REGISTER_MSG.hasAttendance, ['tem presenças em encontros de catequese', 'têm presenças em encontros de catequese']),
  // The books are permanent records of the Church: a person in them (either of a record's two people) keeps their register.
  ...['register_id', 'register_id2'].map((column) =>
    uses('sacramental_records', SACRAMENTOS_MSG.registerHasRecords, ['está nos livros de sacramentos', 'estão nos livros de sacramentos'], column),
  ),
  // A ministry member's assignments and history go with their membership (escala_designacoes.membro_id).
  uses('ministerio_membros', ESCALAS_MSG.registerIsMember, ['é membro de um ministério', 'são membros de ministérios']),
];

/** Adds a referencing table (a module that lands later, or a test); returns a function that removes it. */
export function addRegisterReference(reference: RegisterReference): () => void {
  if (!IDENTIFIER.test(reference.table) || !IDENTIFIER.test(reference.column))
    throw new Error(`invalid register reference: ${reference.table}.${reference.column}`);
  REFERENCES.push(reference);
  return () => {
    const index = REFERENCES.indexOf(reference);
    if (index >= 0) REFERENCES.splice(index, 1);
  };
}

/** Why register `id` must stay (the first module found using it), or null when nothing refers to it. */
export async function referenceBlocking(db: Db, id: number): Promise<string | null> {
  for (const { table, column, message } of REFERENCES) {
    const { rows } = await db.query<{ found: string | null }>('SELECT to_regclass($1)::text AS found', [table]);
    if (!rows[0].found) continue;
    // Identifiers cannot be parameters: they come from the fixed list above, checked and quoted.
    const used = await db.query(`SELECT 1 FROM "${/* sql-fragment: fixed */ table}" WHERE "${/* sql-fragment: fixed */ column}" = $1 LIMIT 1`, [id]);
    if (used.rows.length) return message;
  }
  return null;
}

/**
 * For many registers at once (an import's undo): what uses some of them, as '2 pessoas são catequistas'
 * (one query per table, whatever their number).
 */
export async function referencesAmong(db: Db, ids: number[]): Promise<string[]> {
  const counts = new Map<string, { among: readonly [string, string]; count: number }>();
  for (const { table, column, message, among = [message, message] as const } of REFERENCES) {
    const { rows } = await db.query<{ found: string | null }>('SELECT to_regclass($1)::text AS found', [table]);
    if (!rows[0].found) continue;
    const used = await db.query<{ n: number }>(
      `SELECT count(DISTINCT "${/* sql-fragment: fixed */ column}")::int AS n FROM "${/* sql-fragment: fixed */ table}" WHERE "${/* sql-fragment: fixed */ column}" = ANY($1::int[])`,
      [ids],
    );
    const entry = counts.get(among[1]) ?? { among, count: 0 };
    counts.set(among[1], { among, count: entry.count + used.rows[0].n });
  }
  return [...counts.values()].filter((c) => c.count > 0).map(({ among: [one, many], count }) => peopleSay(count, one, many));
}

/** '1 pessoa é dizimista', '3 pessoas são dizimistas'. */
export const peopleSay = (n: number, one: string, many: string) => (n === 1 ? `1 pessoa ${one}` : `${n} pessoas ${many}`);
