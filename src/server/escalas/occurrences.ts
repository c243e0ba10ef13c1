import type { Db } from '../db/types';
import { celebracaoOcorrencias } from '../agenda/occurrences';
import { listCelebracoes, type CelebracaoRow } from '../agenda/repository';
import type { Funcao } from '../../shared/schemas/escalas';
import { addDays } from '../../shared/plain-date';
import { monthSpan } from './context';

/** An occurrence of a celebration that needs something of a ministry, with its positions and quantities. */
export interface EscalaOccurrence {
  celebracao_id: number;
  data: string;
  hora: string;
  inicio: string;
  /** Start and end, epoch ms. */
  at: number;
  end: number;
  titulo: string;
  ent_name: string | null;
  cancelada: boolean;
  funcoes: Array<{ funcao_id: number; nome: string; quantidade: number }>;
}

/** How many celebration-months the process keeps expanded; past it the oldest make room. */
const MAX_EXPANDED = 2000;
const expanded = new Map<string, ReturnType<typeof celebracaoOcorrencias>>();

/**
 * A celebration's occurrences in the calendar month `mes` ('YYYY-MM'). Expanding a rule costs milliseconds
 * (rrule, time zones) and every grid, fill and PDF of the month asks again: kept by what the month's dates are
 * made of (the row with that month's exceptions), so a changed celebration is a new key and nothing is invalidated.
 */
function monthOccurrences(c: CelebracaoRow, mes: string, zone: string) {
  const month = { ...c, excecoes: c.excecoes.filter((e) => e.data.startsWith(mes)) };
  const key = `${zone} ${mes} ${JSON.stringify(month)}`;
  let list = expanded.get(key);
  if (!list) {
    const { de, ate } = monthSpan(mes);
    list = celebracaoOcorrencias(month, de, ate, zone);
    if (expanded.size >= MAX_EXPANDED) expanded.delete(expanded.keys().next().value!);
    expanded.set(key, list);
  }
  return list;
}

/** A celebration's occurrences from `de` to `ate`, month by month. */
function occurrencesIn(c: CelebracaoRow, de: string, ate: string, zone: string) {
  const out: ReturnType<typeof celebracaoOcorrencias> = [];
  for (let mes = de.slice(0, 7); mes <= ate.slice(0, 7); mes = addDays(monthSpan(mes).ate, 1).slice(0, 7)) {
    for (const o of monthOccurrences(c, mes, zone)) {
      const day = o.inicio.slice(0, 10);
      if (day >= de && day <= ate) out.push(o);
    }
  }
  return out;
}

/**
 * The ministry's occurrences from `de` to `ate` (the parish's dates): each date of a celebration whose rule
 * needs something of it, or whose date was changed to need something; quantities from the date's change
 * where it has one, else from the rule. Positions in the ministry's order; dates needing nothing are left out.
 */
export async function escalaOccurrences(db: Db, paroquiaId: number, zone: string, ministerio: { id: number; funcoes: Funcao[] }, de: string, ate: string) {
  // Sent together: node-postgres queues them on a transaction's single connection, and a pool runs them at once.
  const [needs, all] = await Promise.all([
    // The rule's needs (no date) and the dates' own, in one read.
    db.query<{ celebracao_id: number; data: string | null; funcao_id: number; quantidade: number }>(
      `SELECT celebracao_id, NULL AS data, funcao_id, quantidade FROM escala_necessidades WHERE paroquia_id = $1 AND ministerio_id = $2
       UNION ALL
       SELECT celebracao_id, to_char(data, 'YYYY-MM-DD'), funcao_id, quantidade FROM escala_necessidades_data
        WHERE paroquia_id = $1 AND ministerio_id = $2 AND data BETWEEN $3 AND $4`,
      [paroquiaId, ministerio.id, de, ate],
    ),
    listCelebracoes(db, paroquiaId, { from: de, to: ate }),
  ]);
  const byRule = new Map<number, Map<number, number>>();
  const byDate = new Map<string, Map<number, number>>();
  for (const n of needs.rows) {
    if (n.data === null) byRule.set(n.celebracao_id, (byRule.get(n.celebracao_id) ?? new Map()).set(n.funcao_id, n.quantidade));
    else {
      const key = `${n.celebracao_id} ${n.data}`;
      byDate.set(key, (byDate.get(key) ?? new Map()).set(n.funcao_id, n.quantidade));
    }
  }
  const wanted = new Set(needs.rows.map((n) => n.celebracao_id));
  if (!wanted.size) return [];
  const celebracoes = all.filter((c) => wanted.has(c.id));
  const out: EscalaOccurrence[] = [];
  for (const c of celebracoes) {
    for (const o of occurrencesIn(c, de, ate, zone)) {
      const data = o.inicio.slice(0, 10);
      const own = byDate.get(`${c.id} ${data}`);
      const base = byRule.get(c.id);
      const funcoes = ministerio.funcoes
        .map((f) => ({ funcao_id: f.id, nome: f.nome, quantidade: own?.get(f.id) ?? base?.get(f.id) ?? 0 }))
        .filter((f) => f.quantidade > 0);
      if (!funcoes.length) continue;
      out.push({
        celebracao_id: c.id,
        data,
        hora: o.inicio.slice(11, 16),
        inicio: o.inicio,
        at: o.at,
        end: Date.parse(o.fim),
        titulo: o.titulo,
        ent_name: o.ent_name,
        cancelada: o.cancelada,
        funcoes,
      });
    }
  }
  return out.sort((a, b) => a.at - b.at || a.celebracao_id - b.celebracao_id);
}
