import { SACRAMENTS, type SacramentSlug } from '../../shared/sacraments';
import type { AttendanceStatus } from '../../shared/schemas/catechesis';
import type { AvisoTurma, FamiliaEncontro, FamiliaFilho, Vinculo } from '../../shared/schemas/familia';
import type { Db } from '../db/types';
import { instant } from '../db/instant';

const ENCONTRO_JSON = `json_build_object('id', e.id, 'data', to_char(e.data, 'YYYY-MM-DD'), 'tema', e.tema, 'status', a.status,
  'justificativa', CASE WHEN j.id IS NULL THEN NULL ELSE json_build_object('texto', j.texto, 'enviada_em', ${instant('j.created_at')}) END)`;

const AVISO_COLUMNS = `m.id, m.assunto, m.texto, m.autor_nome, ${instant('m.created_at')} AS enviado_em`;

type FilhoRow = Omit<FamiliaFilho, 'turmas'> & { turmas: Array<Omit<FamiliaFilho['turmas'][number], 'sacramento_nome'>> };

/**
 * The children linked to a guardian's account, each with the classes they are enrolled in (newest first): the
 * catechist's name, the encounters with the child's own mark and justification, and the class's messages to families.
 * Nothing of the other students.
 */
export async function childrenOf(db: Db, paroquiaId: number, userId: number): Promise<FamiliaFilho[]> {
  const { rows } = await db.query<FilhoRow>(
    `SELECT g.register_id, r.name AS nome,
            coalesce((
              SELECT json_agg(json_build_object(
                       'id', c.id, 'turma', c.turma, 'sacramento', c.sacramento, 'catequista', tr.name,
                       'inicio', to_char(c.inicio, 'YYYY-MM-DD'), 'termino', to_char(c.termino, 'YYYY-MM-DD'), 'status', c.status,
                       'encontros', coalesce((
                          SELECT json_agg(${/* sql-fragment: fixed */ ENCONTRO_JSON} ORDER BY e.data DESC, e.id DESC)
                            FROM catechesis_encounters e
                            LEFT JOIN catechesis_attendance a ON a.encontro_id = e.id AND a.register_id = s.register_id
                            LEFT JOIN catechesis_justifications j ON j.encontro_id = e.id AND j.register_id = s.register_id
                           WHERE e.turma_id = c.id), '[]'::json),
                       'avisos', coalesce((
                          SELECT json_agg(row_to_json(m) ORDER BY m.enviado_em DESC, m.id DESC)
                            FROM (SELECT ${/* sql-fragment: fixed */ AVISO_COLUMNS} FROM catechesis_class_messages m WHERE m.turma_id = c.id) m), '[]'::json)
                     ) ORDER BY c.inicio DESC, c.id DESC)
                FROM catechesis_students s
                JOIN catechesis_classes c ON c.id = s.turma_id AND c.paroquia_id = s.paroquia_id
                LEFT JOIN catechists k ON k.id = c.tutor
                LEFT JOIN registers tr ON tr.id = k.register_id
               WHERE s.paroquia_id = g.paroquia_id AND s.register_id = g.register_id), '[]'::json) AS turmas
       FROM catechesis_guardians g
       JOIN registers r ON r.id = g.register_id AND r.paroquia_id = g.paroquia_id
      WHERE g.paroquia_id = $1 AND g.user_id = $2
      ORDER BY r.name_search, r.name, g.register_id`,
    [paroquiaId, userId],
  );
  return rows.map((f) => ({ ...f, turmas: f.turmas.map((t) => ({ ...t, sacramento_nome: SACRAMENTS[t.sacramento].name })) }));
}

/** The child's name when the register is linked to this guardian's account, else null. */
export async function guardedChild(db: Db, paroquiaId: number, userId: number, registerId: number): Promise<string | null> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT r.name FROM catechesis_guardians g JOIN registers r ON r.id = g.register_id
      WHERE g.paroquia_id = $1 AND g.user_id = $2 AND g.register_id = $3`,
    [paroquiaId, userId, registerId],
  );
  return rows[0]?.name ?? null;
}

export interface ChildEncounter {
  id: number;
  data: string;
  tema: string;
  turma_id: number;
  status: AttendanceStatus | null;
  justificada: boolean;
}

/** An encounter of a class the child is enrolled in, with the child's mark; null for any other encounter. */
export async function childEncounter(db: Db, paroquiaId: number, registerId: number, encontroId: number): Promise<ChildEncounter | null> {
  const { rows } = await db.query<ChildEncounter>(
    `SELECT e.id, to_char(e.data, 'YYYY-MM-DD') AS data, e.tema, e.turma_id, a.status, j.id IS NOT NULL AS justificada
       FROM catechesis_encounters e
       JOIN catechesis_students s ON s.turma_id = e.turma_id AND s.register_id = $2
       LEFT JOIN catechesis_attendance a ON a.encontro_id = e.id AND a.register_id = $2
       LEFT JOIN catechesis_justifications j ON j.encontro_id = e.id AND j.register_id = $2
      WHERE e.paroquia_id = $1 AND e.id = $3`,
    [paroquiaId, registerId, encontroId],
  );
  return rows[0] ?? null;
}

/** Writes the justification; false when the absence already has one. */
export async function insertJustification(
  db: Db,
  j: { paroquiaId: number; encontroId: number; registerId: number; userId: number; autor: string; texto: string; at: Date },
): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO catechesis_justifications (paroquia_id, encontro_id, register_id, user_id, autor_nome, texto, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (encontro_id, register_id) DO NOTHING RETURNING id`,
    [j.paroquiaId, j.encontroId, j.registerId, j.userId, j.autor, j.texto, j.at],
  );
  return rows.length > 0;
}

/** The encounter as the guardian now sees it. */
export async function guardianEncounter(db: Db, registerId: number, encontroId: number): Promise<FamiliaEncontro> {
  const { rows } = await db.query<{ item: FamiliaEncontro }>(
    `SELECT ${/* sql-fragment: fixed */ ENCONTRO_JSON} AS item
       FROM catechesis_encounters e
       LEFT JOIN catechesis_attendance a ON a.encontro_id = e.id AND a.register_id = $1
       LEFT JOIN catechesis_justifications j ON j.encontro_id = e.id AND j.register_id = $1
      WHERE e.id = $2`,
    [registerId, encontroId],
  );
  return rows[0].item;
}

export interface ClassOfParish {
  id: number;
  turma: string;
  sacramento: SacramentSlug;
  /** The account linked to the class's tutor (its catechist), if any. */
  tutor_user_id: number | null;
}

export async function findParishClass(db: Db, paroquiaId: number, turmaId: number): Promise<ClassOfParish | null> {
  const { rows } = await db.query<ClassOfParish>(
    `SELECT c.id, c.turma, c.sacramento, k.user_id AS tutor_user_id
       FROM catechesis_classes c LEFT JOIN catechists k ON k.id = c.tutor
      WHERE c.paroquia_id = $1 AND c.id = $2`,
    [paroquiaId, turmaId],
  );
  return rows[0] ?? null;
}

/** The active guardian accounts linked to a student of the class, once each. */
export async function guardiansOfClass(db: Db, paroquiaId: number, turmaId: number): Promise<number[]> {
  const { rows } = await db.query<{ user_id: number }>(
    `SELECT DISTINCT g.user_id
       FROM catechesis_students s
       JOIN catechesis_guardians g ON g.register_id = s.register_id AND g.paroquia_id = s.paroquia_id
       JOIN users u ON u.id = g.user_id AND u.status = 0
      WHERE s.paroquia_id = $1 AND s.turma_id = $2
      ORDER BY g.user_id`,
    [paroquiaId, turmaId],
  );
  return rows.map((r) => r.user_id);
}

export async function insertClassMessage(
  db: Db,
  m: { paroquiaId: number; turmaId: number; userId: number; autor: string; assunto: string; texto: string; at: Date },
): Promise<AvisoTurma> {
  const { rows } = await db.query<AvisoTurma>(
    `INSERT INTO catechesis_class_messages AS m (paroquia_id, turma_id, user_id, autor_nome, assunto, texto, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${/* sql-fragment: fixed */ AVISO_COLUMNS}`,
    [m.paroquiaId, m.turmaId, m.userId, m.autor, m.assunto, m.texto, m.at],
  );
  return rows[0];
}

export async function listClassMessages(db: Db, paroquiaId: number, turmaId: number): Promise<AvisoTurma[]> {
  const { rows } = await db.query<AvisoTurma>(
    `SELECT ${/* sql-fragment: fixed */ AVISO_COLUMNS} FROM catechesis_class_messages m
      WHERE m.paroquia_id = $1 AND m.turma_id = $2 ORDER BY m.created_at DESC, m.id DESC`,
    [paroquiaId, turmaId],
  );
  return rows;
}

// ---------------------------------------------------------------- links (the office and the coordinators)

/** Whether the person is enrolled in a class of the parish of one of `sacramentos`. */
export async function isStudentOf(db: Db, paroquiaId: number, registerId: number, sacramentos: readonly SacramentSlug[]): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM catechesis_students s JOIN catechesis_classes c ON c.id = s.turma_id
      WHERE s.paroquia_id = $1 AND s.register_id = $2 AND c.sacramento = ANY($3::text[]) LIMIT 1`,
    [paroquiaId, registerId, sacramentos],
  );
  return rows.length > 0;
}

const SELECT_VINCULO = `SELECT g.id, g.register_id, g.user_id, u.name AS nome, u.username AS usuario, ${instant('g.created_at')} AS desde
  FROM catechesis_guardians g JOIN users u ON u.id = g.user_id`;

export async function listLinks(db: Db, paroquiaId: number, registerId: number): Promise<Vinculo[]> {
  const { rows } = await db.query<Vinculo>(
    `${/* sql-fragment: fixed */ SELECT_VINCULO} WHERE g.paroquia_id = $1 AND g.register_id = $2 ORDER BY u.name_search, g.id`,
    [paroquiaId, registerId],
  );
  return rows;
}

export async function findLink(db: Db, paroquiaId: number, id: number): Promise<Vinculo | null> {
  const { rows } = await db.query<Vinculo>(`${/* sql-fragment: fixed */ SELECT_VINCULO} WHERE g.paroquia_id = $1 AND g.id = $2`, [paroquiaId, id]);
  return rows[0] ?? null;
}

/** The new link's id, or null when the account is already linked to the person. */
export async function insertLink(db: Db, paroquiaId: number, userId: number, registerId: number, by: number): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO catechesis_guardians (paroquia_id, user_id, register_id, created_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, register_id) DO NOTHING RETURNING id`,
    [paroquiaId, userId, registerId, by],
  );
  return rows[0]?.id ?? null;
}

export async function deleteLink(db: Db, paroquiaId: number, id: number): Promise<void> {
  await db.query('DELETE FROM catechesis_guardians WHERE paroquia_id = $1 AND id = $2', [paroquiaId, id]);
}

/** The roles of an account of the parish, or null when the parish has no such account. */
export async function accountRoles(db: Db, paroquiaId: number, userId: number): Promise<number[] | null> {
  const { rows } = await db.query<{ roles: number[] }>('SELECT roles FROM users WHERE paroquia_id = $1 AND id = $2', [paroquiaId, userId]);
  return rows[0]?.roles ?? null;
}

/** The parish's accounts with the guardian role, by name. */
export async function guardianAccounts(db: Db, paroquiaId: number, role: number): Promise<Array<{ id: number; name: string; user: string }>> {
  const { rows } = await db.query<{ id: number; name: string; user: string }>(
    'SELECT id, name, username AS user FROM users WHERE paroquia_id = $1 AND $2 = ANY(roles) ORDER BY name_search, id',
    [paroquiaId, role],
  );
  return rows;
}
