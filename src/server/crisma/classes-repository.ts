import type { CrismaClass } from '../../shared/schemas/crisma';
import type { Db } from '../db/types';

/** What a class stores; the parish always comes from the session. */
export interface ClassFields {
  turma: string;
  tutor: number;
  inicio: string;
  termino: string;
  status: number;
}

const SELECT_CLASS = `
  SELECT c.id, c.turma, c.tutor, r.name AS tutor_nome,
         to_char(c.inicio, 'YYYY-MM-DD') AS inicio, to_char(c.termino, 'YYYY-MM-DD') AS termino, c.status,
         (SELECT count(*)::int FROM crismandos s WHERE s.turma_id = c.id) AS alunos_count
    FROM crisma_classes c
    LEFT JOIN crisma_catechists k ON k.id = c.tutor
    LEFT JOIN registers r ON r.id = k.register_id`;

/** Every class of the parish, newest start first (the screen filters, sorts and pages them). */
export async function listClasses(db: Db, paroquiaId: number): Promise<CrismaClass[]> {
  const { rows } = await db.query<CrismaClass>(`${SELECT_CLASS} WHERE c.paroquia_id = $1 ORDER BY c.inicio DESC, c.id DESC`, [paroquiaId]);
  return rows;
}

export async function findClass(db: Db, paroquiaId: number, id: number): Promise<CrismaClass | null> {
  const { rows } = await db.query<CrismaClass>(`${SELECT_CLASS} WHERE c.paroquia_id = $1 AND c.id = $2`, [paroquiaId, id]);
  return rows[0] ?? null;
}

/** Locks the parish's classes among `ids` (in id order, so two transfers never wait on each other) and answers the ids found. */
export async function lockClasses(tx: Db, paroquiaId: number, ids: number[]): Promise<number[]> {
  const { rows } = await tx.query<{ id: number }>(
    'SELECT id FROM crisma_classes WHERE paroquia_id = $1 AND id = ANY($2::int[]) ORDER BY id FOR UPDATE',
    [paroquiaId, ids],
  );
  return rows.map((r) => r.id);
}

export async function isParishCatechist(db: Db, paroquiaId: number, catechistId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM crisma_catechists WHERE paroquia_id = $1 AND id = $2', [paroquiaId, catechistId]);
  return rows.length > 0;
}

export async function insertClass(db: Db, paroquiaId: number, f: ClassFields): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO crisma_classes (paroquia_id, turma, tutor, inicio, termino, status)
     VALUES ($1, $2, $3, $4::date, $5::date, $6) RETURNING id`,
    [paroquiaId, f.turma, f.tutor, f.inicio, f.termino, f.status],
  );
  return rows[0].id;
}

export async function updateClass(db: Db, paroquiaId: number, id: number, f: ClassFields): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE crisma_classes SET turma = $3, tutor = $4, inicio = $5::date, termino = $6::date, status = $7
      WHERE paroquia_id = $1 AND id = $2 RETURNING id`,
    [paroquiaId, id, f.turma, f.tutor, f.inicio, f.termino, f.status],
  );
  return rows.length > 0;
}

/** Deletes the class; its student links go with it (ON DELETE CASCADE), the people stay in the registers. */
export async function deleteClass(db: Db, paroquiaId: number, id: number): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM crisma_classes WHERE paroquia_id = $1 AND id = $2 RETURNING id', [paroquiaId, id]);
  return rows.length > 0;
}
