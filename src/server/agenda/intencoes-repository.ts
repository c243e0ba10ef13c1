import type { Intencao, IntencaoBody } from '../../shared/schemas/agenda';
import type { Db } from '../db/types';
import { insertContribution, reverseContribution, type Receiver } from '../dizimo/contributions-repository';

const SELECT = `
  SELECT i.id, i.celebracao_id, to_char(i.data, 'YYYY-MM-DD') AS data,
         to_char(coalesce(CASE WHEN x.acao = 'mover' THEN x.nova_hora END, c.hora), 'HH24:MI') AS hora,
         i.ordem, i.intencao, i.tipo, i.solicitante, i.contato, i.oferta_centavos,
         to_char(i.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at
    FROM intencoes i
    JOIN celebracoes c ON c.id = i.celebracao_id
    LEFT JOIN excecoes x ON x.celebracao_id = i.celebracao_id AND x.data = i.data`;

/** Intentions of one Mass, of one day, or of one celebration from `since` on: in the order they are read. */
export async function listIntencoes(db: Db, paroquiaId: number, f: { data?: string; celebracao_id?: number; since?: string }): Promise<Intencao[]> {
  const { rows } = await db.query<Intencao>(
    `${SELECT}
      WHERE i.paroquia_id = $1 AND ($2::date IS NULL OR i.data = $2) AND ($3::int IS NULL OR i.celebracao_id = $3) AND ($4::date IS NULL OR i.data >= $4)
      ORDER BY i.data, hora, i.celebracao_id, i.ordem`,
    [paroquiaId, f.data ?? null, f.celebracao_id ?? null, f.since ?? null],
  );
  return rows;
}

export async function findIntencao(db: Db, paroquiaId: number, id: number): Promise<Intencao | null> {
  const { rows } = await db.query<Intencao>(`${SELECT} WHERE i.paroquia_id = $1 AND i.id = $2`, [paroquiaId, id]);
  return rows[0] ?? null;
}

export interface Offering {
  /** The parish's today: the day the offering is received. */
  today: string;
  /** What the contribution's note says (never the names of the intention). */
  note: string;
  by: Receiver;
}

/**
 * Books an intention at the end of its Mass's list (an advisory lock per celebration keeps `ordem`
 * free of repeats) and its offering, when there is one, as an anonymous offering in the tithe's books.
 */
export async function insertIntencao(tx: Db, paroquiaId: number, b: IntencaoBody & { data: string }, offering: Offering, userId: number): Promise<number> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('intencoes'), $1)", [b.celebracao_id]);
  const contribution = b.oferta_centavos
    ? await insertContribution(
        tx,
        paroquiaId,
        { valor_centavos: b.oferta_centavos, data: offering.today, competencia: offering.today.slice(0, 7), metodo: 'dinheiro', observacao: offering.note },
        offering.by,
      )
    : null;
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO intencoes (paroquia_id, celebracao_id, data, ordem, intencao, tipo, solicitante, contato, oferta_centavos, contribution_id, created_by)
     SELECT $1, $2, $3, coalesce(max(ordem), 0) + 1, $4, $5, $6, $7, $8, $9, $10 FROM intencoes WHERE celebracao_id = $2 AND data = $3
     RETURNING id`,
    [paroquiaId, b.celebracao_id, b.data, b.intencao, b.tipo, b.solicitante, b.contato ?? null, b.oferta_centavos ?? null, contribution, userId],
  );
  return rows[0].id;
}

/** Deletes an intention; its offering, if booked, is reversed in the tithe's books (a ledger is never edited). */
export async function deleteIntencao(tx: Db, paroquiaId: number, id: number, today: string, by: Receiver): Promise<boolean> {
  const { rows } = await tx.query<{ contribution_id: number | null }>('DELETE FROM intencoes WHERE id = $1 AND paroquia_id = $2 RETURNING contribution_id', [id, paroquiaId]);
  if (!rows[0]) return false;
  if (rows[0].contribution_id) await reverseContribution(tx, paroquiaId, rows[0].contribution_id, 'Intenção de missa excluída', today, by);
  return true;
}
