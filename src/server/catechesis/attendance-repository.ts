import type { SacramentSlug } from '../../shared/sacraments';
import {
  ATTENDANCE_MIN_RATE,
  type Encounter,
  type EncounterBody,
  type Justificativa,
  type Mark,
  type StudentAttendance,
} from '../../shared/schemas/catechesis';
import type { Db } from '../db/types';
import { instant } from '../db/instant';

type EncounterRow = Omit<Encounter, 'presencas' | 'justificativas'> & { presencas: Mark[] | null; justificativas: Justificativa[] | null };

/** The class's encounters, newest first, each with its marks and the families' justifications of absences. */
export async function listEncounters(db: Db, paroquiaId: number, turmaId: number): Promise<Encounter[]> {
  const { rows } = await db.query<EncounterRow>(
    `SELECT e.id, to_char(e.data, 'YYYY-MM-DD') AS data, e.tema,
            (SELECT json_agg(json_build_object('register_id', a.register_id, 'status', a.status) ORDER BY a.register_id)
               FROM catechesis_attendance a WHERE a.encontro_id = e.id) AS presencas,
            (SELECT json_agg(json_build_object('register_id', j.register_id, 'texto', j.texto, 'autor_nome', j.autor_nome,
                                               'enviada_em', ${/* sql-fragment: fixed */ instant('j.created_at')}) ORDER BY j.register_id)
               FROM catechesis_justifications j WHERE j.encontro_id = e.id) AS justificativas
       FROM catechesis_encounters e
      WHERE e.paroquia_id = $1 AND e.turma_id = $2
      ORDER BY e.data DESC, e.id DESC`,
    [paroquiaId, turmaId],
  );
  return rows.map((r) => ({ ...r, presencas: r.presencas ?? [], justificativas: r.justificativas ?? [] }));
}

export async function findEncounter(db: Db, paroquiaId: number, turmaId: number, id: number): Promise<{ id: number; data: string } | null> {
  const { rows } = await db.query<{ id: number; data: string }>(
    "SELECT id, to_char(data, 'YYYY-MM-DD') AS data FROM catechesis_encounters WHERE paroquia_id = $1 AND turma_id = $2 AND id = $3",
    [paroquiaId, turmaId, id],
  );
  return rows[0] ?? null;
}

/** The new encounter's id, or null when the class already has one that day. */
export async function insertEncounter(db: Db, paroquiaId: number, turmaId: number, e: EncounterBody): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO catechesis_encounters (paroquia_id, turma_id, data, tema) VALUES ($1, $2, $3::date, $4)
     ON CONFLICT (turma_id, data) DO NOTHING RETURNING id`,
    [paroquiaId, turmaId, e.data, e.tema],
  );
  return rows[0]?.id ?? null;
}

/** Writes the marks (a new mark replaces the old one for that person). */
export async function saveMarks(db: Db, paroquiaId: number, encontroId: number, items: Mark[]): Promise<void> {
  await db.query(
    `INSERT INTO catechesis_attendance (encontro_id, paroquia_id, register_id, status)
     SELECT $1::int, $2::int, m.register_id, m.status FROM unnest($3::int[], $4::text[]) AS m (register_id, status)
     ON CONFLICT (encontro_id, register_id) DO UPDATE SET status = excluded.status`,
    [encontroId, paroquiaId, items.map((i) => i.register_id), items.map((i) => i.status)],
  );
}

type RateRow = Omit<StudentAttendance, 'taxa' | 'abaixo'>;

/**
 * Each current student's marks over the class's encounters. The rate counts a justified absence as
 * neither present nor absent: presente / (presente + ausente); null before any such mark.
 */
export async function attendanceRates(db: Db, paroquiaId: number, sacramento: SacramentSlug, turmaId: number): Promise<StudentAttendance[]> {
  const { rows } = await db.query<RateRow>(
    `SELECT s.register_id, r.name AS register_name,
            count(*) FILTER (WHERE a.status = 'presente')::int AS presente,
            count(*) FILTER (WHERE a.status = 'ausente')::int AS ausente,
            count(*) FILTER (WHERE a.status = 'justificado')::int AS justificado
       FROM catechesis_students s
       JOIN catechesis_classes c ON c.id = s.turma_id AND c.paroquia_id = s.paroquia_id AND c.sacramento = $3
       JOIN registers r ON r.id = s.register_id
       LEFT JOIN catechesis_encounters e ON e.turma_id = s.turma_id
       LEFT JOIN catechesis_attendance a ON a.encontro_id = e.id AND a.register_id = s.register_id
      WHERE s.paroquia_id = $1 AND s.turma_id = $2
      GROUP BY s.register_id, r.name, r.name_search
      ORDER BY r.name_search, r.name, s.register_id`,
    [paroquiaId, turmaId, sacramento],
  );
  return rows.map((r) => {
    const counted = r.presente + r.ausente;
    const taxa = counted ? r.presente / counted : null;
    return { ...r, taxa, abaixo: taxa !== null && taxa < ATTENDANCE_MIN_RATE };
  });
}
