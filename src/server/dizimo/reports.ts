import type { Report } from '../../shared/schemas/dizimo';
import type { Db } from '../db/types';

/**
 * The treasurer's report for [de, ate] (days): net totals per month received, with the tithers who
 * contributed that month against those active then (joined by the month's end, status Ativo now);
 * by method; and the campaigns that raised most.
 */
export async function tithesReport(db: Db, paroquiaId: number, de: string, ate: string): Promise<Report> {
  const params = [paroquiaId, de, ate];
  const [months, methods, campaigns] = await Promise.all([
    // One pass each over the period's rows (a subquery per month read them twelve times).
    db.query<Report['meses'][number]>(
      `WITH months AS (
         SELECT m::date AS m FROM generate_series(date_trunc('month', $2::date), date_trunc('month', $3::date), interval '1 month') m),
       received AS (
         SELECT date_trunc('month', received_on)::date AS m, sum(amount_cents) AS total
           FROM contributions WHERE paroquia_id = $1 AND conta = 'dizimo' AND received_on BETWEEN $2 AND $3 GROUP BY 1),
       contributing AS (
         SELECT c.competence AS m, count(DISTINCT c.tither_id) AS n
           FROM contributions c
          WHERE c.paroquia_id = $1 AND c.tither_id IS NOT NULL AND c.amount_cents > 0
            AND c.competence BETWEEN date_trunc('month', $2::date) AND $3
            AND NOT EXISTS (SELECT 1 FROM contributions x WHERE x.reverses = c.id)
          GROUP BY 1)
       SELECT to_char(months.m, 'YYYY-MM') AS mes, coalesce(received.total, 0)::float8 AS valor_centavos, coalesce(contributing.n, 0)::int AS contribuintes,
              (SELECT count(*) FROM tithers t WHERE t.paroquia_id = $1 AND t.status = 1 AND t.joined_on < months.m + interval '1 month')::int AS ativos
         FROM months LEFT JOIN received USING (m) LEFT JOIN contributing USING (m)
        ORDER BY months.m`,
      params,
    ),
    db.query<Report['por_metodo'][number]>(
      `SELECT c.method AS metodo, sum(c.amount_cents)::float8 AS valor_centavos,
              (count(*) FILTER (WHERE c.reverses IS NULL) - count(*) FILTER (WHERE c.reverses IS NOT NULL))::int AS quantidade
         FROM contributions c WHERE c.paroquia_id = $1 AND c.conta = 'dizimo' AND c.received_on BETWEEN $2 AND $3
        GROUP BY c.method ORDER BY sum(c.amount_cents) DESC, c.method`,
      params,
    ),
    db.query<Report['campanhas'][number]>(
      `SELECT k.id, k.name AS nome, sum(c.amount_cents)::float8 AS valor_centavos,
              (count(DISTINCT c.tither_id) + count(*) FILTER (WHERE c.tither_id IS NULL AND c.reverses IS NULL))::int AS doadores
         FROM contributions c JOIN campaigns k ON k.id = c.campaign_id
        WHERE c.paroquia_id = $1 AND c.received_on BETWEEN $2 AND $3
        GROUP BY k.id ORDER BY sum(c.amount_cents) DESC, k.id LIMIT 5`,
      params,
    ),
  ]);
  const total = months.rows.reduce((sum, m) => sum + m.valor_centavos, 0);
  return { de, ate, total_centavos: total, meses: months.rows, por_metodo: methods.rows, campanhas: campaigns.rows };
}
