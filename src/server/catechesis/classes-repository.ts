import type { SacramentSlug } from '../../shared/sacraments';
import type { CrismaClass } from '../../shared/schemas/catechesis';
import { affected } from '../db/affected';
import type { Db } from '../db/types';
import type { ClassViewer } from './scope';

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

// The viewer's classes: the parish's, and for a catechist ($3 their account) only those their catechist record tutors.
const VIEWER_SEES = 'c.paroquia_id = $1 AND c.sacramento = $2 AND ($3::int IS NULL OR k.user_id = $3)';

/** Every class of the sacrament the viewer sees, newest start first (the screen filters, sorts and pages them). */
export async function listClasses(db: Db, viewer: ClassViewer, sacramento: SacramentSlug): Promise<CrismaClass[]> {
  const { rows } = await db.query<CrismaClass>(`${SELECT_CLASS} WHERE ${VIEWER_SEES} ORDER BY c.inicio DESC, c.id DESC`, [
    viewer.paroquiaId,
    sacramento,
    viewer.teacherId,
  ]);
  return rows;
}

/** The class, when the viewer sees it (another parish's, sacrament's or, for a catechist, another tutor's is null). */
export async function findClass(db: Db, viewer: ClassViewer, sacramento: SacramentSlug, id: number): Promise<CrismaClass | null> {
  const { rows } = await db.query<CrismaClass>(`${SELECT_CLASS} WHERE ${VIEWER_SEES} AND c.id = $4`, [viewer.paroquiaId, sacramento, viewer.teacherId, id]);
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
  return affected(db.query('DELETE FROM catechesis_classes WHERE paroquia_id = $1 AND sacramento = $2 AND id = $3 RETURNING id', [paroquiaId, sacramento, id]));
}
