import { ENTREVISTA_PERGUNTAS, PerguntaItem } from '../../shared/schemas/casamentos';
import type { Db } from '../db/types';

/** The parish's interview questionnaire: its own, or the common one until it sets one. */
export async function parishQuestionnaire(db: Db, paroquiaId: number): Promise<PerguntaItem[]> {
  const { rows } = await db.query<{ perguntas: unknown[] }>('SELECT perguntas FROM casamento_questionarios WHERE paroquia_id = $1', [paroquiaId]);
  return rows[0] ? rows[0].perguntas.map((p) => PerguntaItem.parse(p)) : ENTREVISTA_PERGUNTAS;
}

export async function saveQuestionnaire(db: Db, paroquiaId: number, perguntas: PerguntaItem[], at: Date): Promise<void> {
  await db.query(
    `INSERT INTO casamento_questionarios (paroquia_id, perguntas, updated_at) VALUES ($1, $2::jsonb, $3)
     ON CONFLICT (paroquia_id) DO UPDATE SET perguntas = EXCLUDED.perguntas, updated_at = EXCLUDED.updated_at`,
    [paroquiaId, JSON.stringify(perguntas), at],
  );
}
