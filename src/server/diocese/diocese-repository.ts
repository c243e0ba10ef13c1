import type { Diocese, ParoquiaSituacao } from '../../shared/schemas/diocese';
import { repasseMeses } from '../caixa/repasse';
import type { Db } from '../db/types';
import { peticaoTipos } from './tipos';

/** The diocese with its parishes (a parish without a pároco named is vacant) and its active petition types. */
export async function findDiocese(db: Db, dioceseId: number): Promise<Diocese> {
  const [{ rows }, paroquias, tipos] = await Promise.all([
    db.query<Omit<Diocese, 'paroquias' | 'tipos'>>('SELECT id, nome, cidade, uf, endereco, bispo_nome, chanceler_nome FROM dioceses WHERE id = $1', [
      dioceseId,
    ]),
    db.query<Diocese['paroquias'][number]>(
      'SELECT id, name AS nome, paroco_nome, paroco_nome IS NULL AS vacante FROM paroquias WHERE diocese_id = $1 ORDER BY search_fold(name), id',
      [dioceseId],
    ),
    peticaoTipos(db, dioceseId, { ativos: true }),
  ]);
  return { ...rows[0], paroquias: paroquias.rows, tipos };
}

interface Fechamento {
  paroquia_id: number;
  nome: string;
  paroco_nome: string | null;
  ultimo_mes_fechado: string | null;
  meses_fechados: string[];
  meses_em_atraso: number;
}

/**
 * Each parish's books of account as the economato reads them. A month is closed during the next one: the months
 * before that, since the last closed one (within the last twelve), are late. The share's due and paid amounts are
 * the closed months' of the last twelve (caixa/repasse.ts); a closed month before the last one not fully paid is late.
 * Late parishes first, the most months late and the most owed first.
 */
export async function situacaoParoquias(db: Db, dioceseId: number, today: string): Promise<ParoquiaSituacao[]> {
  const { rows } = await db.query<Fechamento>(
    `WITH janela AS (
       SELECT generate_series(date_trunc('month', $2::date) - interval '12 months', date_trunc('month', $2::date) - interval '2 months', interval '1 month')::date AS mes
     )
     SELECT p.id AS paroquia_id, p.name AS nome, p.paroco_nome,
            to_char(u.ultimo, 'YYYY-MM') AS ultimo_mes_fechado,
            coalesce((SELECT array_agg(to_char(m.mes, 'YYYY-MM') ORDER BY m.mes DESC) FROM caixa_meses m
                       WHERE m.paroquia_id = p.id AND m.mes >= date_trunc('month', $2::date) - interval '12 months'), '{}') AS meses_fechados,
            (SELECT count(*)::int FROM janela j
              WHERE j.mes > coalesce(u.ultimo, '-infinity'::date)
                AND NOT EXISTS (SELECT 1 FROM caixa_meses m WHERE m.paroquia_id = p.id AND m.mes = j.mes)) AS meses_em_atraso
       FROM paroquias p
       CROSS JOIN LATERAL (SELECT max(mes) AS ultimo FROM caixa_meses WHERE paroquia_id = p.id) u
      WHERE p.diocese_id = $1`,
    [dioceseId, today],
  );
  const desde = `${Number(today.slice(0, 4)) - 1}${today.slice(4, 7)}`;
  const shares = await repasseMeses(
    db,
    rows.map((p) => p.paroquia_id),
  );
  const out: ParoquiaSituacao[] = [];
  for (const p of rows) {
    const meses = (shares.get(p.paroquia_id) ?? []).filter((m) => m.mes >= desde);
    const devido = meses.reduce((s, m) => s + m.devido_centavos, 0);
    const pago = meses.reduce((s, m) => s + m.pago_centavos, 0);
    // Object.assign, not a spread (docs/architecture.md: ~1 µs a property on Node 20).
    out.push(
      Object.assign(p, {
        vacante: p.paroco_nome === null,
        devido_centavos: devido,
        pago_centavos: pago,
        em_aberto_centavos: Math.max(0, devido - pago),
        atrasada_fechamento: p.meses_em_atraso > 0,
        // meses is newest first: the last closed month may still be paid during the next.
        atrasada_repasse: meses.slice(1).some((m) => m.pago_centavos < m.devido_centavos),
      }),
    );
  }
  const late = (s: ParoquiaSituacao) => (s.atrasada_fechamento || s.atrasada_repasse ? 0 : 1);
  return out.sort(
    (a, b) =>
      late(a) - late(b) || b.meses_em_atraso - a.meses_em_atraso || b.em_aberto_centavos - a.em_aberto_centavos || a.nome.localeCompare(b.nome, 'pt-BR'),
  );
}
