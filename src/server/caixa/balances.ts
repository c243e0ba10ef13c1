import type { Db } from '../db/types';
import { SIDES } from './lancamentos-repository';

export interface HolderBalance {
  portador_id: number;
  nome: string;
  tipo: 'caixa' | 'banco';
  saldo_centavos: number;
}

/**
 * Each holder's balance at the start of `day` (every entry dated before it). From the balances kept when
 * the last month closed before `day` (carried forward; a closed month takes no entry, so they hold),
 * plus what came after; a holder made since starts from its opening balance.
 */
export async function balancesBefore(db: Db, paroquiaId: number, day: string): Promise<HolderBalance[]> {
  const { rows } = await db.query<HolderBalance>(
    `WITH closed AS (
       SELECT max(mes) AS mes FROM caixa_meses WHERE paroquia_id = $1 AND mes + interval '1 month' <= $2::date
     ), kept AS (
       SELECT s.portador_id, s.saldo_centavos, (c.mes + interval '1 month')::date AS since
         FROM caixa_saldos s JOIN closed c ON s.mes = c.mes WHERE s.paroquia_id = $1
     )
     SELECT p.id AS portador_id, p.nome, p.tipo,
            (coalesce(k.saldo_centavos, p.saldo_inicial_centavos)
             + coalesce((SELECT sum(s.v) FROM ${/* sql-fragment: fixed */ SIDES} s
                          WHERE s.h = p.id AND s.data < $2 AND s.data >= coalesce(k.since, '-infinity'::date)), 0))::float8 AS saldo_centavos
       FROM caixa_portadores p LEFT JOIN kept k ON k.portador_id = p.id
      WHERE p.paroquia_id = $1
      ORDER BY p.tipo DESC, p.nome`,
    [paroquiaId, day],
  );
  return rows;
}

/** 'AAAA-MM' -> the first day of the month after. */
export const nextMonthStart = (mes: string) => {
  const [y, m] = mes.split('-').map(Number);
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};
