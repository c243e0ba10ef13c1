import type { MesCaixa } from '../../shared/schemas/caixa';
import { instant } from '../db/instant';
import type { Db } from '../db/types';
import { balancesBefore, nextMonthStart } from './balances';
import type { Author } from './context';

export type CloseOutcome = 'ok' | 'future' | 'closed' | 'earlier';

/**
 * Closes month `mes` ('AAAA-MM') with the books locked: only a month that has ended, not twice, and after
 * every earlier month with entries. Its closing balances per holder are kept (carried forward); logged.
 */
export async function closeMonth(tx: Db, author: Author, mes: string, today: string, now: Date): Promise<CloseOutcome> {
  const { paroquiaId } = author;
  const next = nextMonthStart(mes);
  if (next > today) return 'future';
  const { rows } = await tx.query<{ closed: boolean; earlier: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM caixa_meses WHERE paroquia_id = $1 AND mes = $2::date) AS closed,
            EXISTS (SELECT 1 FROM caixa_lancamentos l WHERE l.paroquia_id = $1 AND l.data < $2::date
                       AND NOT EXISTS (SELECT 1 FROM caixa_meses m WHERE m.paroquia_id = $1 AND m.mes = date_trunc('month', l.data)::date)) AS earlier`,
    [paroquiaId, `${mes}-01`],
  );
  if (rows[0].closed) return 'closed';
  if (rows[0].earlier) return 'earlier';
  const balances = await balancesBefore(tx, paroquiaId, next);
  await tx.query('INSERT INTO caixa_meses (paroquia_id, mes, fechado_em, fechado_por, fechado_por_nome) VALUES ($1, $2, $3, $4, $5)', [
    paroquiaId,
    `${mes}-01`,
    now,
    author.userId,
    author.userName,
  ]);
  await tx.query(
    `INSERT INTO caixa_saldos (paroquia_id, mes, portador_id, saldo_centavos)
     SELECT $1, $2, b.portador_id, b.saldo FROM jsonb_to_recordset($3::jsonb) AS b(portador_id int, saldo bigint)`,
    [paroquiaId, `${mes}-01`, JSON.stringify(balances.map((b) => ({ portador_id: b.portador_id, saldo: b.saldo_centavos })))],
  );
  await tx.query(
    `INSERT INTO caixa_totais (paroquia_id, mes, conta_id, valor_centavos)
     SELECT $1, $2::date, conta_id, sum(valor_centavos) FROM caixa_lancamentos
      WHERE paroquia_id = $1 AND data >= $2::date AND data < $3::date AND conta_id IS NOT NULL GROUP BY conta_id`,
    [paroquiaId, `${mes}-01`, next],
  );
  await logMonth(tx, author, mes, 'fechar', null, now);
  return 'ok';
}

export type ReopenOutcome = 'ok' | 'open' | 'later';

/** Reopens a closed month (the latest closed one only), with the reason logged. */
export async function reopenMonth(tx: Db, author: Author, mes: string, motivo: string, now: Date): Promise<ReopenOutcome> {
  const { rows } = await tx.query<{ closed: boolean; later: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM caixa_meses WHERE paroquia_id = $1 AND mes = $2::date) AS closed,
            EXISTS (SELECT 1 FROM caixa_meses WHERE paroquia_id = $1 AND mes > $2::date) AS later`,
    [author.paroquiaId, `${mes}-01`],
  );
  if (!rows[0].closed) return 'open';
  if (rows[0].later) return 'later';
  await tx.query('DELETE FROM caixa_meses WHERE paroquia_id = $1 AND mes = $2::date', [author.paroquiaId, `${mes}-01`]);
  await logMonth(tx, author, mes, 'reabrir', motivo, now);
  return 'ok';
}

async function logMonth(tx: Db, author: Author, mes: string, acao: 'fechar' | 'reabrir', motivo: string | null, now: Date) {
  await tx.query('INSERT INTO caixa_meses_log (paroquia_id, mes, acao, motivo, user_id, user_name, at) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
    author.paroquiaId,
    `${mes}-01`,
    acao,
    motivo,
    author.userId,
    author.userName,
    now,
  ]);
}

/**
 * The months of the books, newest first: from the first with an entry or an opening balance up to this
 * month, each open or closed (with who closed it and the balances carried forward), and its log of
 * closings and reopenings (who, when, why).
 */
export async function listMonths(db: Db, paroquiaId: number, today: string): Promise<MesCaixa[]> {
  const { rows } = await db.query<MesCaixa>(
    `WITH bounds AS (
       SELECT date_trunc('month', least((SELECT min(data) FROM caixa_lancamentos WHERE paroquia_id = $1),
                                        (SELECT min(saldo_inicial_data) FROM caixa_portadores WHERE paroquia_id = $1),
                                        (SELECT min(mes) FROM caixa_meses WHERE paroquia_id = $1),
                                        $2::date))::date AS first
     )
     SELECT to_char(g.mes, 'YYYY-MM') AS mes, m.mes IS NOT NULL AS fechado,
            ${/* sql-fragment: fixed */ instant('m.fechado_em')} AS fechado_em, m.fechado_por_nome AS fechado_por,
            coalesce((SELECT jsonb_agg(jsonb_build_object('portador_id', s.portador_id, 'nome', p.nome, 'saldo_centavos', s.saldo_centavos) ORDER BY p.tipo DESC, p.nome)
                        FROM caixa_saldos s JOIN caixa_portadores p ON p.id = s.portador_id
                       WHERE s.paroquia_id = $1 AND s.mes = g.mes), '[]'::jsonb) AS saldos,
            coalesce((SELECT jsonb_agg(jsonb_build_object('acao', e.acao, 'em', ${/* sql-fragment: fixed */ instant('e.at')},
                                                          'por', e.user_name, 'motivo', e.motivo) ORDER BY e.at, e.id)
                        FROM caixa_meses_log e WHERE e.paroquia_id = $1 AND e.mes = g.mes), '[]'::jsonb) AS historico
       FROM bounds, generate_series(bounds.first, $2::date, interval '1 month') AS g(mes)
       LEFT JOIN caixa_meses m ON m.paroquia_id = $1 AND m.mes = g.mes
      ORDER BY g.mes DESC`,
    [paroquiaId, today],
  );
  return rows;
}
