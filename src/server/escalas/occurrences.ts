import type { Db } from '../db/types';
import { celebracaoOcorrencias } from '../agenda/occurrences';
import { listCelebracoes } from '../agenda/repository';
import type { Funcao } from '../../shared/schemas/escalas';

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

/**
 * The ministry's occurrences from `de` to `ate` (the parish's dates): each date of a celebration whose rule
 * needs something of it, or whose date was changed to need something; quantities from the date's change
 * where it has one, else from the rule. Positions in the ministry's order; dates needing nothing are left out.
 */
export async function escalaOccurrences(db: Db, paroquiaId: number, zone: string, ministerio: { id: number; funcoes: Funcao[] }, de: string, ate: string) {
  const rule = await db.query<{ celebracao_id: number; funcao_id: number; quantidade: number }>(
    'SELECT celebracao_id, funcao_id, quantidade FROM escala_necessidades WHERE paroquia_id = $1 AND ministerio_id = $2',
    [paroquiaId, ministerio.id],
  );
  const dated = await db.query<{ celebracao_id: number; data: string; funcao_id: number; quantidade: number }>(
    `SELECT celebracao_id, to_char(data, 'YYYY-MM-DD') AS data, funcao_id, quantidade FROM escala_necessidades_data
        WHERE paroquia_id = $1 AND ministerio_id = $2 AND data BETWEEN $3 AND $4`,
    [paroquiaId, ministerio.id, de, ate],
  );
  const byRule = new Map<number, Map<number, number>>();
  for (const n of rule.rows) byRule.set(n.celebracao_id, (byRule.get(n.celebracao_id) ?? new Map()).set(n.funcao_id, n.quantidade));
  const byDate = new Map<string, Map<number, number>>();
  for (const n of dated.rows) {
    const key = `${n.celebracao_id} ${n.data}`;
    byDate.set(key, (byDate.get(key) ?? new Map()).set(n.funcao_id, n.quantidade));
  }
  const wanted = new Set([...byRule.keys(), ...dated.rows.map((n) => n.celebracao_id)]);
  if (!wanted.size) return [];
  const celebracoes = (await listCelebracoes(db, paroquiaId, { from: de, to: ate })).filter((c) => wanted.has(c.id));
  const out: EscalaOccurrence[] = [];
  for (const c of celebracoes) {
    for (const o of celebracaoOcorrencias(c, de, ate, zone)) {
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
