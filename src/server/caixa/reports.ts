import type { Anual, Balancete, Orcamento, OrcamentoBody, Prestacao } from '../../shared/schemas/caixa';
import type { Db } from '../db/types';
import { balancesBefore, nextMonthStart } from './balances';
import { SIDES, SUM } from './lancamentos-repository';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** A month's income and expense by account (expenses as positive amounts): a closed month's from the totals kept when it closed. */
async function byAccount(db: Db, paroquiaId: number, de: string, fim: string) {
  const { rows } = await db.query<{ conta_id: number; codigo: string; nome: string; tipo: 'receita' | 'despesa'; valor: number }>(
    `SELECT c.id AS conta_id, c.codigo, c.nome, c.tipo, s.valor
       FROM (SELECT conta_id, sum(valor)::float8 AS valor FROM (
               SELECT conta_id, valor_centavos AS valor FROM caixa_totais WHERE paroquia_id = $1 AND mes = $2::date
               UNION ALL
               SELECT l.conta_id, l.valor_centavos FROM caixa_lancamentos l
                WHERE l.paroquia_id = $1 AND l.data >= $2 AND l.data < $3 AND l.conta_id IS NOT NULL
                  AND NOT EXISTS (SELECT 1 FROM caixa_meses WHERE paroquia_id = $1 AND mes = $2::date)) u
             GROUP BY 1) s
       JOIN caixa_contas c ON c.id = s.conta_id ORDER BY c.codigo`,
    [paroquiaId, de, fim],
  );
  const of = (tipo: 'receita' | 'despesa') =>
    rows
      .filter((r) => r.tipo === tipo)
      .map((r) => ({ conta_id: r.conta_id, codigo: r.codigo, nome: r.nome, valor_centavos: tipo === 'receita' ? r.valor : -r.valor }));
  return { receitas: of('receita'), despesas: of('despesa') };
}

/** The monthly statement: each holder's opening, money in and out and closing; income and expenses by account. */
export async function balancete(db: Db, paroquiaId: number, mes: string): Promise<Balancete> {
  const de = `${mes}-01`;
  const fim = nextMonthStart(mes);
  const [opening, moves, accounts, closed] = await Promise.all([
    balancesBefore(db, paroquiaId, de),
    db.query<{ h: number; entradas: number; saidas: number }>(
      `SELECT s.h, coalesce(sum(s.v) FILTER (WHERE s.v > 0), 0)::float8 AS entradas, coalesce(-sum(s.v) FILTER (WHERE s.v < 0), 0)::float8 AS saidas
         FROM ${/* sql-fragment: fixed */ SIDES} s WHERE s.paroquia_id = $1 AND s.data >= $2 AND s.data < $3 GROUP BY s.h`,
      [paroquiaId, de, fim],
    ),
    byAccount(db, paroquiaId, de, fim),
    db.query('SELECT 1 FROM caixa_meses WHERE paroquia_id = $1 AND mes = $2', [paroquiaId, de]),
  ]);
  const moved = new Map(moves.rows.map((m) => [m.h, m]));
  const portadores = opening.map((p) => {
    const m = moved.get(p.portador_id);
    const entradas = m?.entradas ?? 0;
    const saidas = m?.saidas ?? 0;
    return {
      portador_id: p.portador_id,
      nome: p.nome,
      tipo: p.tipo,
      saldo_inicial_centavos: p.saldo_centavos,
      entradas_centavos: entradas,
      saidas_centavos: saidas,
      saldo_final_centavos: p.saldo_centavos + entradas - saidas,
    };
  });
  return {
    mes,
    fechado: closed.rows.length > 0,
    portadores,
    ...accounts,
    totais: {
      saldo_inicial_centavos: sum(portadores.map((p) => p.saldo_inicial_centavos)),
      receitas_centavos: sum(accounts.receitas.map((r) => r.valor_centavos)),
      despesas_centavos: sum(accounts.despesas.map((r) => r.valor_centavos)),
      saldo_final_centavos: sum(portadores.map((p) => p.saldo_final_centavos)),
    },
  };
}

/**
 * The year by month: income and expenses of each month and of each account. Closed months come from the
 * totals kept when they closed (they take no entry since; every month before the last closed one is closed),
 * the open ones from their entries.
 */
export async function anual(db: Db, paroquiaId: number, ano: number): Promise<Anual> {
  const { rows } = await db.query<{ conta_id: number; codigo: string; nome: string; tipo: 'receita' | 'despesa'; mes: number; valor: number }>(
    `WITH y AS (SELECT make_date($2, 1, 1) AS de, make_date($2 + 1, 1, 1) AS fim,
                       coalesce((SELECT max(mes) + interval '1 month' FROM caixa_meses WHERE paroquia_id = $1), '-infinity')::date AS aberto)
     SELECT c.id AS conta_id, c.codigo, c.nome, c.tipo, s.mes, s.valor
       FROM (SELECT conta_id, mes, sum(valor)::float8 AS valor FROM (
               SELECT t.conta_id, extract(month FROM t.mes)::int AS mes, t.valor_centavos AS valor
                 FROM caixa_totais t, y WHERE t.paroquia_id = $1 AND t.mes >= y.de AND t.mes < y.fim
               UNION ALL
               SELECT l.conta_id, extract(month FROM l.data)::int, l.valor_centavos
                 FROM caixa_lancamentos l, y
                WHERE l.paroquia_id = $1 AND l.data >= greatest(y.de, y.aberto) AND l.data < y.fim AND l.conta_id IS NOT NULL) u
             GROUP BY 1, 2) s
       JOIN caixa_contas c ON c.id = s.conta_id ORDER BY c.codigo`,
    [paroquiaId, ano],
  );
  const contas = new Map<number, Anual['contas'][number]>();
  for (const r of rows) {
    const conta = contas.get(r.conta_id) ?? {
      conta_id: r.conta_id,
      codigo: r.codigo,
      nome: r.nome,
      tipo: r.tipo,
      meses: Array<number>(12).fill(0),
      total_centavos: 0,
    };
    const valor = r.tipo === 'receita' ? r.valor : -r.valor;
    conta.meses[r.mes - 1] += valor;
    conta.total_centavos += valor;
    contas.set(r.conta_id, conta);
  }
  const list = [...contas.values()];
  const monthTotal = (tipo: 'receita' | 'despesa', i: number) => sum(list.filter((c) => c.tipo === tipo).map((c) => c.meses[i]));
  const meses = Array.from({ length: 12 }, (_, i) => {
    const receitas = monthTotal('receita', i);
    const despesas = monthTotal('despesa', i);
    return { mes: `${ano}-${String(i + 1).padStart(2, '0')}`, receitas_centavos: receitas, despesas_centavos: despesas, saldo_centavos: receitas - despesas };
  });
  const receitas = sum(meses.map((m) => m.receitas_centavos));
  const despesas = sum(meses.map((m) => m.despesas_centavos));
  return { ano, meses, contas: list, totais: { receitas_centavos: receitas, despesas_centavos: despesas, saldo_centavos: receitas - despesas } };
}

/** The year's budget against what happened, per account of the chart. */
export async function orcamento(db: Db, paroquiaId: number, ano: number): Promise<Orcamento> {
  const { rows } = await db.query<{ conta_id: number; codigo: string; nome: string; tipo: 'receita' | 'despesa'; orcado: number; realizado: number }>(
    `SELECT c.id AS conta_id, c.codigo, c.nome, c.tipo, coalesce(o.valor_centavos, 0)::float8 AS orcado,
            (CASE c.tipo WHEN 'receita' THEN 1 ELSE -1 END * coalesce((SELECT sum(l.valor_centavos) FROM caixa_lancamentos l
               WHERE l.conta_id = c.id AND l.data >= make_date($2, 1, 1) AND l.data < make_date($2 + 1, 1, 1)), 0))::float8 AS realizado
       FROM caixa_contas c LEFT JOIN caixa_orcamentos o ON o.conta_id = c.id AND o.ano = $2
      WHERE c.paroquia_id = $1 ORDER BY c.codigo`,
    [paroquiaId, ano],
  );
  const contas = rows.map((r) => ({
    conta_id: r.conta_id,
    codigo: r.codigo,
    nome: r.nome,
    tipo: r.tipo,
    orcado_centavos: r.orcado,
    realizado_centavos: r.realizado,
    percentual: r.orcado > 0 ? Math.round((r.realizado / r.orcado) * 1000) / 10 : null,
  }));
  return {
    ano,
    contas,
    totais: { orcado_centavos: sum(contas.map((c) => c.orcado_centavos)), realizado_centavos: sum(contas.map((c) => c.realizado_centavos)) },
  };
}

/** Sets the year's budget of the accounts given (the others keep theirs); false when an account is not the parish's. */
export async function saveOrcamento(tx: Db, paroquiaId: number, body: OrcamentoBody): Promise<boolean> {
  const ids = body.contas.map((c) => c.conta_id);
  const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM caixa_contas WHERE paroquia_id = $1 AND id = ANY($2::int[])', [
    paroquiaId,
    ids,
  ]);
  if (rows[0].n !== new Set(ids).size) return false;
  await tx.query(
    `INSERT INTO caixa_orcamentos (paroquia_id, conta_id, ano, valor_centavos)
     SELECT $1, x.conta_id, $2, x.valor_centavos FROM jsonb_to_recordset($3::jsonb) AS x(conta_id int, valor_centavos bigint)
     ON CONFLICT (conta_id, ano) DO UPDATE SET valor_centavos = excluded.valor_centavos`,
    [paroquiaId, body.ano, JSON.stringify(body.contas)],
  );
  return true;
}

/** The council's and the notices' statement for [de, ate]: by group (first-level account), no names; who signs. */
export async function prestacao(db: Db, paroquiaId: number, de: string, ate: string): Promise<Prestacao> {
  const [opening, groups, signers] = await Promise.all([
    balancesBefore(db, paroquiaId, de),
    db.query<{ codigo: string; grupo: string; tipo: 'receita' | 'despesa'; valor: number }>(
      `SELECT g.codigo, g.nome AS grupo, g.tipo, ${/* sql-fragment: fixed */ SUM('l.valor_centavos')} AS valor
         FROM caixa_lancamentos l JOIN caixa_contas c ON c.id = l.conta_id JOIN caixa_contas g ON g.id = coalesce(c.pai_id, c.id)
        WHERE l.paroquia_id = $1 AND l.data >= $2 AND l.data <= $3
        GROUP BY g.id ORDER BY g.codigo`,
      [paroquiaId, de, ate],
    ),
    db.query<{ paroco: string | null; tesoureiro: string | null }>(
      `SELECT p.paroco_nome AS paroco,
              (SELECT u.name FROM users u WHERE u.paroquia_id = p.id AND 11 = ANY(u.roles) AND u.status = 0 ORDER BY u.id LIMIT 1) AS tesoureiro
         FROM paroquias p WHERE p.id = $1`,
      [paroquiaId],
    ),
  ]);
  const of = (tipo: 'receita' | 'despesa') =>
    groups.rows.filter((g) => g.tipo === tipo).map((g) => ({ codigo: g.codigo, grupo: g.grupo, valor_centavos: tipo === 'receita' ? g.valor : -g.valor }));
  const receitas = of('receita');
  const despesas = of('despesa');
  const saldoInicial = sum(opening.map((o) => o.saldo_centavos));
  const receitasTotal = sum(receitas.map((r) => r.valor_centavos));
  const despesasTotal = sum(despesas.map((r) => r.valor_centavos));
  const names = signers.rows[0];
  return {
    de,
    ate,
    saldo_inicial_centavos: saldoInicial,
    receitas,
    despesas,
    receitas_centavos: receitasTotal,
    despesas_centavos: despesasTotal,
    saldo_final_centavos: saldoInicial + receitasTotal - despesasTotal,
    assinaturas: [
      { cargo: 'Pároco', nome: names?.paroco ?? null },
      { cargo: 'Tesoureiro', nome: names?.tesoureiro ?? null },
      { cargo: 'Conselho de Assuntos Econômicos', nome: null },
    ],
  };
}
