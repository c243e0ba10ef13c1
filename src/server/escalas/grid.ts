import type { Designacao, EscalaCelebracao, Ministerio } from '../../shared/schemas/escalas';
import type { Db } from '../db/types';
import { countSpan } from './context';
import { designacoesIn, type MonthDesignacao } from './designacoes-repository';
import { listMembros, membroWire, type MembroRow } from './membros-repository';
import { escalaOccurrences, type EscalaOccurrence } from './occurrences';
import { peopleContext, warningsFor, type PeopleContext } from './people';
import type { FillCell, FillMember } from './fill';

/** Everything a month of one ministry is made of: occurrences with their needs, assignments, members, and what the warnings know. */
export interface MonthData {
  occurrences: EscalaOccurrence[];
  designacoes: MonthDesignacao[];
  membros: MembroRow[];
  people: PeopleContext;
}

/**
 * The cells the fill works on: one a vaga of each position the given occurrences need; late past the
 * ministry's time limit for minors; `holder` says who holds a cell already (nobody, unless told).
 */
export function fillCells(occurrences: EscalaOccurrence[], m: Ministerio, holder: (key: string) => number | null = () => null): FillCell[] {
  return occurrences.flatMap((o) =>
    o.funcoes.flatMap((f) =>
      Array.from({ length: f.quantidade }, (_, i) => ({
        celebracao_id: o.celebracao_id,
        data: o.data,
        funcao_id: f.funcao_id,
        vaga: i + 1,
        inicio: o.at,
        fim: o.end,
        late: m.menores_ate !== null && o.hora > m.menores_ate,
        membro_id: holder(cellKey({ celebracao_id: o.celebracao_id, data: o.data, funcao_id: f.funcao_id, vaga: i + 1 })),
      })),
    ),
  );
}

/** A cell's key: celebration, date, position and vaga. */
export const cellKey = (c: { celebracao_id: number; data: string; funcao_id: number; vaga: number }) => `${c.celebracao_id} ${c.data} ${c.funcao_id} ${c.vaga}`;

/**
 * The month of ministry `m` from `de` to `ate`. `members` false (the published roster for someone who does not
 * manage the ministry): without the members, their counts and what the warnings know, which only a manager is shown.
 */
export async function loadMonth(db: Db, paroquiaId: number, zone: string, m: Ministerio, de: string, ate: string, members = true): Promise<MonthData> {
  // Sent together: node-postgres queues them on a transaction's single connection, and a pool runs them at once.
  const [occurrences, designacoes, membros, people] = await Promise.all([
    escalaOccurrences(db, paroquiaId, zone, m, de, ate),
    designacoesIn(db, paroquiaId, m.id, de, ate),
    members ? listMembros(db, paroquiaId, m.id, countSpan(de.slice(0, 7))) : [],
    members ? peopleContext(db, paroquiaId, null, m.id, de, ate) : { blocked: new Map(), busy: new Map(), declined: new Set<string>() },
  ]);
  return { occurrences, designacoes, membros, people };
}

const firstName = (nome: string) => nome.trim().split(/\s+/)[0] ?? nome;

/**
 * The grid as answered. To whoever manages the ministry: every assignment with its warnings, and the members
 * with their counts. To the parish's other users: the published roster only, a minor by first name.
 */
export function gridAnswer(data: MonthData, manager: boolean): { celebracoes: EscalaCelebracao[]; membros: ReturnType<typeof membroWire>[] } {
  const members = new Map(data.membros.map((x) => [x.id, x]));
  const cells = new Map<string, MonthDesignacao[]>();
  for (const d of data.designacoes) {
    if (!manager && !d.publicada) continue;
    const key = `${d.celebracao_id} ${d.data} ${d.funcao_id}`;
    const list = cells.get(key);
    if (list) list.push(d);
    else cells.set(key, [d]);
  }
  const wire = (d: MonthDesignacao, o: EscalaOccurrence): Designacao => {
    const member = members.get(d.membro_id);
    return {
      id: d.id,
      ministerio_id: d.ministerio_id,
      celebracao_id: d.celebracao_id,
      data: d.data,
      funcao_id: d.funcao_id,
      vaga: d.vaga,
      membro_id: d.membro_id,
      membro_nome: manager || !d.menor ? d.membro_nome : firstName(d.membro_nome),
      status: d.status,
      manual: d.manual,
      publicada: d.publicada,
      avisos:
        manager && member && d.status !== 'recusada'
          ? warningsFor(
              data.people,
              { register_id: d.register_id, celebracao_id: d.celebracao_id, data: d.data, at: o.at, end: o.end },
              { vezes_por_mes: member.preferencias.vezes_por_mes, mes: member.contagem.mes },
            )
          : [],
    };
  };
  const celebracoes = data.occurrences.map((o) => ({
    celebracao_id: o.celebracao_id,
    data: o.data,
    hora: o.hora,
    inicio: o.inicio,
    titulo: o.titulo,
    ent_name: o.ent_name,
    cancelada: o.cancelada,
    funcoes: o.funcoes.map((f) => ({ ...f, designacoes: (cells.get(`${o.celebracao_id} ${o.data} ${f.funcao_id}`) ?? []).map((d) => wire(d, o)) })),
  }));
  return { celebracoes, membros: manager ? data.membros.map(membroWire) : [] };
}

/** A member as the automatic fill takes them, with the dates they are blocked out. */
export const fillMember = (x: MembroRow, bloqueios: ReadonlySet<string> = new Set()): FillMember => ({
  id: x.id,
  register_id: x.register_id,
  funcoes: x.funcoes,
  menor: x.menor,
  vezes_por_mes: x.preferencias.vezes_por_mes,
  celebracoes_preferidas: x.preferencias.celebracoes_preferidas,
  familia: x.familia,
  familia_modo: x.familia_modo,
  bloqueios,
  tres_meses: x.contagem.tres_meses,
});
