import { DESIGNACAO_STATUS, repeticaoTexto, type DesignacaoStatus } from '../../shared/schemas/escalas';
import type { Db } from '../db/types';

/**
 * What the rosters hold about one person, for their data export (LGPD art. 18): their memberships (positions,
 * whether a minor, preferences, family key), their assignments with status and reason, the declines remembered
 * and their blockouts. Other people (coordinators, substitutes, the rest of the roster) are left out.
 */
export async function escalasOfRegister(db: Db, paroquiaId: number, registerId: number) {
  const membros = await db.query<{ ministerio: string; funcoes: string[]; menor: boolean; vezes_por_mes: number | null; celebracoes_preferidas: string[] }>(
    `SELECT m.nome AS ministerio,
            coalesce((SELECT array_agg(f.nome ORDER BY f.ordem) FROM ministerio_funcoes f WHERE f.ministerio_id = mm.ministerio_id AND f.id = ANY(mm.funcoes)), '{}') AS funcoes,
            mm.menor, mm.vezes_por_mes,
            coalesce((SELECT array_agg(coalesce(c.titulo, initcap(c.tipo)) || ' ' || to_char(c.hora, 'HH24:MI') ORDER BY c.id)
                        FROM celebracoes c WHERE c.paroquia_id = mm.paroquia_id AND c.id = ANY(mm.celebracoes_preferidas)), '{}') AS celebracoes_preferidas,
            mm.familia, mm.familia_modo, to_char(mm.created_at, 'YYYY-MM-DD') AS desde
       FROM ministerio_membros mm JOIN ministerios m ON m.id = mm.ministerio_id
      WHERE mm.paroquia_id = $1 AND mm.register_id = $2 ORDER BY search_fold(m.nome), m.id`,
    [paroquiaId, registerId],
  );
  const designacoes = await db.query<{ status: DesignacaoStatus }>(
    `SELECT to_char(d.data, 'YYYY-MM-DD') AS data, to_char(c.hora, 'HH24:MI') AS hora, coalesce(c.titulo, initcap(c.tipo)) AS celebracao,
            m.nome AS ministerio, f.nome AS funcao, d.status, d.motivo, d.publicada
       FROM escala_designacoes d
       JOIN ministerios m ON m.id = d.ministerio_id
       JOIN ministerio_funcoes f ON f.id = d.funcao_id
       JOIN celebracoes c ON c.id = d.celebracao_id
      WHERE d.paroquia_id = $1 AND d.register_id = $2 ORDER BY d.data, c.hora, d.id`,
    [paroquiaId, registerId],
  );
  const recusas = await db.query(
    `SELECT to_char(r.data, 'YYYY-MM-DD') AS data, coalesce(c.titulo, initcap(c.tipo)) || ' ' || to_char(c.hora, 'HH24:MI') AS celebracao
       FROM escala_recusas r JOIN celebracoes c ON c.id = r.celebracao_id
      WHERE r.paroquia_id = $1 AND r.register_id = $2 ORDER BY r.data`,
    [paroquiaId, registerId],
  );
  const indisponibilidades = await db.query<{ repeticao: string | null }>(
    `SELECT to_char(inicio, 'YYYY-MM-DD') AS inicio, to_char(fim, 'YYYY-MM-DD') AS fim, repeticao, motivo
       FROM escala_indisponibilidades WHERE paroquia_id = $1 AND register_id = $2 ORDER BY inicio, id`,
    [paroquiaId, registerId],
  );
  return {
    membros: membros.rows,
    designacoes: designacoes.rows.map((d) => ({ ...d, status_label: DESIGNACAO_STATUS[d.status] })),
    recusas: recusas.rows,
    indisponibilidades: indisponibilidades.rows.map((i) => ({ ...i, repeticao_texto: i.repeticao ? repeticaoTexto(i.repeticao) : null })),
  };
}

/**
 * A register anonymised, inside the anonymisation's transaction: a person without identity cannot be scheduled,
 * so their memberships go, and with them every assignment of theirs (an upcoming cell becomes empty for the
 * coordinator to fill); their blockouts and remembered declines go too. Others' counts are unchanged.
 */
export async function forgetInEscalas(tx: Db, paroquiaId: number, registerId: number): Promise<void> {
  await tx.query('DELETE FROM ministerio_membros WHERE paroquia_id = $1 AND register_id = $2', [paroquiaId, registerId]);
  await tx.query('DELETE FROM escala_indisponibilidades WHERE paroquia_id = $1 AND register_id = $2', [paroquiaId, registerId]);
  await tx.query('DELETE FROM escala_recusas WHERE paroquia_id = $1 AND register_id = $2', [paroquiaId, registerId]);
}
