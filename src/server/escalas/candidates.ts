import type { Ministerio } from '../../shared/schemas/escalas';
import type { Db } from '../db/types';
import { monthSpan } from './context';
import type { DesignacaoRow } from './designacoes-repository';
import { loadMonth } from './grid';
import type { MembroRow } from './membros-repository';

/**
 * The members who could take an assignment now: able to fill its position, not blocked out that day, free at
 * that time in every ministry, not a minor at a late celebration; the holder left out. Those who served least
 * this month first, then in the three months before: the coordinator's best candidates.
 */
export async function candidatesFor(db: Db, paroquiaId: number, zone: string, m: Ministerio, d: DesignacaoRow): Promise<MembroRow[]> {
  const { de, ate } = monthSpan(d.data.slice(0, 7));
  const data = await loadMonth(db, paroquiaId, zone, m, de, ate);
  const [start, end] = [d.inicio.getTime(), d.fim.getTime()];
  const late = m.menores_ate !== null && data.occurrences.some((o) => o.celebracao_id === d.celebracao_id && o.data === d.data && o.hora > m.menores_ate!);
  const here = new Set(data.designacoes.filter((x) => x.status !== 'recusada' && x.at < end && start < x.end).map((x) => x.register_id));
  return data.membros
    .filter(
      (x) =>
        x.register_id !== d.register_id &&
        (x.funcoes.length === 0 || x.funcoes.includes(d.funcao_id)) &&
        !data.people.blocked.get(x.register_id)?.has(d.data) &&
        !(x.menor && late) &&
        !here.has(x.register_id) &&
        !(data.people.busy.get(x.register_id) ?? []).some(([s, e]) => s < end && start < e),
    )
    .sort((a, b) => a.contagem.mes - b.contagem.mes || a.contagem.tres_meses - b.contagem.tres_meses || a.nome.localeCompare(b.nome));
}
