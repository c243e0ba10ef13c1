import { REGISTER_MSG } from '../../shared/schemas/registers';
import { SACRAMENTOS_MSG } from '../../shared/schemas/sacramentos';
import type { Db } from '../db/types';

/** A table of another module whose `column` holds registers (id), and what to tell whoever tries to delete one. */
export interface RegisterReference {
  table: string;
  column: string;
  message: string;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Who uses registers. A register referenced here is not deleted; the delete answers 409 with the
 * entry's message. A table that does not exist (yet) is skipped.
 */
const REFERENCES: RegisterReference[] = [
  { table: 'catechists', column: 'register_id', message: REGISTER_MSG.isCatechist },
  { table: 'catechesis_students', column: 'register_id', message: REGISTER_MSG.isEnrolled },
  { table: 'catechesis_attendance', column: 'register_id', message: REGISTER_MSG.hasAttendance },
  // The books are permanent records of the Church: a person in them keeps their register.
  { table: 'sacramental_records', column: 'register_id', message: SACRAMENTOS_MSG.registerHasRecords },
  { table: 'sacramental_records', column: 'register_id2', message: SACRAMENTOS_MSG.registerHasRecords },
];

/** Adds a referencing table (a module that lands later, or a test); returns a function that removes it. */
export function addRegisterReference(reference: RegisterReference): () => void {
  if (!IDENTIFIER.test(reference.table) || !IDENTIFIER.test(reference.column)) throw new Error(`invalid register reference: ${reference.table}.${reference.column}`);
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
