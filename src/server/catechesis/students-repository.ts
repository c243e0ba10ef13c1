import type { Crismando } from '../../shared/schemas/catechesis';
import type { Db } from '../db/types';
import { uploadUrl } from '../uploads/url';

type Row = Omit<Crismando, 'photo'> & { photo: string | null };

/** The people enrolled in a class (already known to be the parish's), by name. */
export async function listStudents(db: Db, paroquiaId: number, turmaId: number): Promise<Crismando[]> {
  const { rows } = await db.query<Row>(
    `SELECT s.register_id, r.name AS register_name, r.photo, s.batizado, s.turma_id
       FROM catechesis_students s JOIN registers r ON r.id = s.register_id
      WHERE s.paroquia_id = $1 AND s.turma_id = $2
      ORDER BY r.name_search, r.name, s.register_id`,
    [paroquiaId, turmaId],
  );
  return rows.map((r) => ({ ...r, photo: uploadUrl('registers', r.photo) }));
}

/** Which of `ids` are people of the parish's registers. */
export async function parishRegisters(db: Db, paroquiaId: number, ids: number[]): Promise<Set<number>> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM registers WHERE paroquia_id = $1 AND id = ANY($2::int[])', [paroquiaId, ids]);
  return new Set(rows.map((r) => r.id));
}

/** Which of `ids` are enrolled in the class. */
export async function enrolledIn(db: Db, turmaId: number, ids: number[]): Promise<Set<number>> {
  const { rows } = await db.query<{ register_id: number }>('SELECT register_id FROM catechesis_students WHERE turma_id = $1 AND register_id = ANY($2::int[])', [
    turmaId,
    ids,
  ]);
  return new Set(rows.map((r) => r.register_id));
}

export async function insertStudents(db: Db, paroquiaId: number, turmaId: number, items: Array<{ register_id: number; batizado: number }>): Promise<number> {
  const { rows } = await db.query(
    `INSERT INTO catechesis_students (turma_id, paroquia_id, register_id, batizado)
     SELECT $1::int, $2::int, person.register_id, person.batizado
       FROM unnest($3::int[], $4::int[]) AS person (register_id, batizado)
     RETURNING register_id`,
    [turmaId, paroquiaId, items.map((i) => i.register_id), items.map((i) => i.batizado)],
  );
  return rows.length;
}

/** Moves the links (baptised flag kept) from one class to the other; answers how many moved. */
export async function moveStudents(db: Db, paroquiaId: number, fromId: number, toId: number, ids: number[]): Promise<number> {
  const { rows } = await db.query(
    `UPDATE catechesis_students SET turma_id = $3
      WHERE paroquia_id = $1 AND turma_id = $2 AND register_id = ANY($4::int[])
      RETURNING register_id`,
    [paroquiaId, fromId, toId, ids],
  );
  return rows.length;
}

/**
 * Whether `photo` is the register photo of a student in a class the user teaches (a class of one of
 * `sacramentos` whose tutor is the catechist record linked to the account): what a catechist may see of the registers.
 */
export async function isTaughtStudentPhoto(db: Db, userId: number, sacramentos: readonly string[], photo: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM registers r
       JOIN catechesis_students s ON s.register_id = r.id
       JOIN catechesis_classes c ON c.id = s.turma_id
       JOIN catechists k ON k.id = c.tutor
      WHERE r.photo = $1 AND k.user_id = $2 AND c.sacramento = ANY($3::text[])
      LIMIT 1`,
    [photo, userId, sacramentos],
  );
  return rows.length > 0;
}
