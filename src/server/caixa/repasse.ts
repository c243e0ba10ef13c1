import type { Repasse, RepasseBody } from '../../shared/schemas/caixa';
import type { Db } from '../db/types';

type RepasseMes = Repasse['meses'][number];

/**
 * The diocese's share: the percentage, the income accounts in its base (by default the tithe and the
 * collections; the Mass stipends only when the parish adds their account) and, for each closed month,
 * the base, the amount due (rounded to the centavo) and what was paid for it on 'repasse à diocese'.
 */
export async function findRepasse(db: Db, paroquiaId: number): Promise<Repasse> {
  const [setting, months] = await Promise.all([
    db.query<{ percentual: number; contas: number[]; conta_repasse_id: number | null }>(
      `SELECT coalesce((SELECT percentual_centesimos FROM caixa_repasse WHERE paroquia_id = $1), 0) / 100.0 AS percentual,
              CASE WHEN EXISTS (SELECT 1 FROM caixa_repasse WHERE paroquia_id = $1)
                   THEN coalesce((SELECT array_agg(conta_id ORDER BY conta_id) FROM caixa_repasse_contas WHERE paroquia_id = $1), '{}')
                   ELSE coalesce((SELECT array_agg(id ORDER BY id) FROM caixa_contas WHERE paroquia_id = $1 AND chave IN ('dizimo', 'coletas')), '{}') END AS contas,
              (SELECT id FROM caixa_contas WHERE paroquia_id = $1 AND chave = 'repasse') AS conta_repasse_id`,
      [paroquiaId],
    ),
    repasseMeses(db, [paroquiaId]),
  ]);
  const s = setting.rows[0];
  return { percentual: Number(s.percentual), contas: s.contas, conta_repasse_id: s.conta_repasse_id, meses: months.get(paroquiaId) ?? [] };
}

/**
 * The closed months' share of each of the parishes, newest first, in one query (the economato's list reads a whole
 * diocese's); a parish without closed months has no entry.
 */
export async function repasseMeses(db: Db, paroquiaIds: number[]): Promise<Map<number, RepasseMes[]>> {
  const { rows } = await db.query<{ paroquia_id: number; mes: string; base: number; devido: number; pago: number }>(
    `SELECT m.paroquia_id, to_char(m.mes, 'YYYY-MM') AS mes, b.base::float8 AS base,
            round(b.base * coalesce(r.percentual_centesimos, 0) / 10000.0)::float8 AS devido,
            coalesce((SELECT -sum(l.valor_centavos) FROM caixa_lancamentos l JOIN caixa_contas c ON c.id = l.conta_id
                       WHERE l.paroquia_id = m.paroquia_id AND c.chave = 'repasse' AND l.repasse_mes = m.mes), 0)::float8 AS pago
       FROM caixa_meses m
       LEFT JOIN caixa_repasse r ON r.paroquia_id = m.paroquia_id
       CROSS JOIN LATERAL (
         SELECT coalesce(sum(l.valor_centavos), 0) AS base FROM caixa_lancamentos l
          WHERE l.paroquia_id = m.paroquia_id AND l.data >= m.mes AND l.data < m.mes + interval '1 month'
            AND l.conta_id IN (SELECT conta_id FROM caixa_repasse_contas WHERE paroquia_id = m.paroquia_id)
       ) b
      WHERE m.paroquia_id = ANY($1::int[]) ORDER BY m.paroquia_id, m.mes DESC`,
    [paroquiaIds],
  );
  const out = new Map<number, RepasseMes[]>();
  for (const m of rows) {
    const list = out.get(m.paroquia_id) ?? out.set(m.paroquia_id, []).get(m.paroquia_id)!;
    list.push({ mes: m.mes, base_centavos: m.base, devido_centavos: m.devido, pago_centavos: m.pago });
  }
  return out;
}

/** Saves the percentage and accounts; false when an account is not an income account of the parish. */
export async function saveRepasse(tx: Db, paroquiaId: number, body: RepasseBody): Promise<boolean> {
  const ids = [...new Set(body.contas)];
  const { rows } = await tx.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM caixa_contas WHERE paroquia_id = $1 AND tipo = 'receita' AND id = ANY($2::int[])",
    [paroquiaId, ids],
  );
  if (rows[0].n !== ids.length) return false;
  await tx.query(
    `INSERT INTO caixa_repasse (paroquia_id, percentual_centesimos) VALUES ($1, $2)
     ON CONFLICT (paroquia_id) DO UPDATE SET percentual_centesimos = excluded.percentual_centesimos, updated_at = now()`,
    [paroquiaId, Math.round(body.percentual * 100)],
  );
  await tx.query('DELETE FROM caixa_repasse_contas WHERE paroquia_id = $1', [paroquiaId]);
  await tx.query('INSERT INTO caixa_repasse_contas (paroquia_id, conta_id) SELECT $1, unnest($2::int[])', [paroquiaId, ids]);
  return true;
}
