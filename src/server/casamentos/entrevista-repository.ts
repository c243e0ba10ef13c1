import type { Entrevista, EntrevistaBody, PerguntaItem } from '../../shared/schemas/casamentos';
import type { Db } from '../db/types';
import type { Actor } from '../lgpd/access-log';

export async function findEntrevista(db: Db, paroquiaId: number, casamentoId: number): Promise<(Entrevista & { recorded_by: number | null }) | null> {
  const { rows } = await db.query<Entrevista & { recorded_by: number | null }>(
    `SELECT to_char(data, 'YYYY-MM-DD') AS data, perguntas, respostas1 AS conjuge1, respostas2 AS conjuge2, recorded_by, recorded_by_name AS registrada_por,
            recorded_at::text AS registrada_em
       FROM casamento_entrevistas WHERE paroquia_id = $1 AND casamento_id = $2`,
    [paroquiaId, casamentoId],
  );
  return rows[0] ?? null;
}

/**
 * Records (or replaces) the interview's answers with the questions they answer (`perguntas`, kept with them); its
 * recorder is the one who may read it besides 1 and 111.
 */
export async function saveEntrevista(
  db: Db,
  actor: Actor,
  casamentoId: number,
  perguntas: PerguntaItem[],
  { data, conjuge1, conjuge2 }: EntrevistaBody,
): Promise<void> {
  await db.query(
    `INSERT INTO casamento_entrevistas (casamento_id, paroquia_id, data, perguntas, respostas1, respostas2, recorded_by, recorded_by_name, recorded_at)
     VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6::jsonb, $7, $8, $9)
     ON CONFLICT (casamento_id) DO UPDATE SET data = EXCLUDED.data, perguntas = EXCLUDED.perguntas, respostas1 = EXCLUDED.respostas1,
       respostas2 = EXCLUDED.respostas2, recorded_by = EXCLUDED.recorded_by, recorded_by_name = EXCLUDED.recorded_by_name, recorded_at = EXCLUDED.recorded_at`,
    [
      casamentoId,
      actor.paroquiaId,
      data,
      JSON.stringify(perguntas),
      JSON.stringify(conjuge1),
      JSON.stringify(conjuge2),
      actor.userId,
      actor.userName,
      actor.at,
    ],
  );
}
