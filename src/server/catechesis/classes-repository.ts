import type { SacramentSlug } from '../../shared/sacraments';
import type { CrismaClass } from '../../shared/schemas/catechesis';
import type { Db } from '../db/types';

/** What a class stores; the parish always comes from the session, the sacrament from the route. */
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
         (SELECT count(*)::int FROM catechesis_students s WHERE s.turma_id = c.id) AS alunos_count
    FROM catechesis_classes c
    LEFT JOIN catechists k ON k.id = c.tutor
    LEFT JOIN registers r ON r.id = k.register_id`;

/** Every class of the parish and sacrament, newest start first (the screen filters, sorts and pages them). */
export async function listClasses(db: Db, paroquiaId: number, sacramento: SacramentSlug): Promise<CrismaClass[]> {
  const { rows } = await db.query<CrismaClass>(
    `${SELECT_CLASS} WHERE c.paroquia_id = $1 AND c.sacramento = $2 ORDER BY c.inicio DESC, c.id DESC`,
    [paroquiaId, sacramento],
  );
  return rows;
}

export async function findClass(db: Db, paroquiaId: number, sacramento: SacramentSlug, id: number): Promise<CrismaClass | null> {
  const { rows } = await db.query<CrismaClass>(`${SELECT_CLASS} WHERE c.paroquia_id = $1 AND c.sacramento = $2 AND c.id = $3`, [
    paroquiaId,
    sacramento,
    id,
  ]);
  return rows[0] ?? null;
}

/** Locks the parish's classes of the sacrament among `ids` (in id order, so two transfers never wait on each other); answers the ids found. */
export async function lockClasses(tx: Db, paroquiaId: number, sacramento: SacramentSlug, ids: number[]): Promise<number[]> {
  const { rows } = await tx.query<{ id: number }>(
    'SELECT id FROM catechesis_classes WHERE paroquia_id = $1 AND sacramento = $2 AND id = ANY($3::int[]) ORDER BY id FOR UPDATE',
    [paroquiaId, sacramento, ids],
  );
  return rows.map((r) => r.id);
}

export async function isParishCatechist(db: Db, paroquiaId: number, sacramento: SacramentSlug, catechistId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM catechists WHERE paroquia_id = $1 AND sacramento = $2 AND id = $3', [paroquiaId, sacramento, catechistId]);
  return rows.length > 0;
}

export async function insertClass(db: Db, paroquiaId: number, sacramento: SacramentSlug, f: ClassFields): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO catechesis_classes (paroquia_id, sacramento, turma, tutor, inicio, termino, status)
     VALUES ($1, $2, $3, $4, $5::date, $6::date, $7) RETURNING id`,
    [paroquiaId, sacramento, f.turma, f.tutor, f.inicio, f.termino, f.status],
  );
  return rows[0].id;
}

export async function updateClass(db: Db, paroquiaId: number, sacramento: SacramentSlug, id: number, f: ClassFields): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE catechesis_classes SET turma = $4, tutor = $5, inicio = $6::date, termino = $7::date, status = $8
      WHERE paroquia_id = $1 AND sacramento = $2 AND id = $3 RETURNING id`,
    [paroquiaId, sacramento, id, f.turma, f.tutor, f.inicio, f.termino, f.status],
  );
  return rows.length > 0;
}

/** Deletes the class; its students, encounters and marks go with it (ON DELETE CASCADE), the people stay in the registers. */
export async function deleteClass(db: Db, paroquiaId: number, sacramento: SacramentSlug, id: number): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM catechesis_classes WHERE paroquia_id = $1 AND sacramento = $2 AND id = $3 RETURNING id', [
    paroquiaId,
    sacramento,
    id,
  ]);
  return rows.length > 0;
}
