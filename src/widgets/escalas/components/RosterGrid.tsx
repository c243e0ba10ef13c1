import { useState } from 'react';
import { hourText, shortDay, weekdayName } from '../../../core/calendar/dates';
import { DESIGNACAO_STATUS, type Aviso, type Designacao, type EscalaCelebracao, type EscalaResponse, type Membro } from '../../../shared/schemas/escalas';
import type { MonthGrid } from '../useMonthGrid';
import { FuncoesHead } from './FuncoesHead';
import { TEXT } from '../text';
import { DateNeedsModal } from './DateNeedsModal';
import { StatusBadge } from './StatusBadge';

const when = (c: EscalaCelebracao) => `${weekdayName(c.data)} ${shortDay(c.data)} ${hourText(c.hora)}`;
const cellKey = (c: EscalaCelebracao, funcaoId: number, vaga: number) => `${c.celebracao_id}/${c.data}/${funcaoId}/${vaga}`;
/** Who may fill a position: members who fill it (no positions marked: every one). */
const fills = (m: Membro, funcaoId: number) => m.funcoes.length === 0 || m.funcoes.includes(funcaoId);

/**
 * The month: celebrations by date and time down, the ministry's positions across, each cell a person or
 * empty. The coordinator picks a person per cell (its warnings beside it) and, after the Mass, marks who
 * served; everyone else reads the published roster.
 */
export function RosterGrid({ escala, grid, now }: { escala: EscalaResponse; grid: MonthGrid; now: number }) {
  const { ministerio, celebracoes, membros } = escala;
  const manager = ministerio.pode_gerir;
  const [changing, setChanging] = useState<EscalaCelebracao | null>(null);
  return (
    <div className="grid-scroll">
      <table className="roster-grid" part="grid">
        <caption className="sr-only">{`Escala de ${ministerio.nome}: celebrações nas linhas, funções nas colunas`}</caption>
        <FuncoesHead funcoes={ministerio.funcoes} />
        <tbody>
          {celebracoes.map((c) => {
            const past = Date.parse(c.inicio) <= now;
            return (
              <tr key={`${c.celebracao_id}-${c.data}`} data-cancelled={c.cancelada || undefined}>
                <th scope="row" className="roster-when">
                  <span className="roster-date">{when(c)}</span>
                  <span className="muted small">{[c.titulo, c.ent_name].filter(Boolean).join(' — ')}</span>
                  {c.cancelada && <span className="badge badge-off">{TEXT.cancelled}</span>}
                  {manager && !past && (
                    <button type="button" className="btn btn-small" aria-label={`${TEXT.dateChange}: ${when(c)}`} onClick={() => setChanging(c)}>
                      {TEXT.dateChange}
                    </button>
                  )}
                </th>
                {ministerio.funcoes.map((f) => {
                  const need = c.funcoes.find((n) => n.funcao_id === f.id);
                  return (
                    <td key={f.id} data-label={f.nome}>
                      {!need || need.quantidade === 0 ? (
                        <span className="muted" aria-label={`${f.nome}: não precisa`}>
                          —
                        </span>
                      ) : (
                        <ul className="cells">
                          {Array.from({ length: need.quantidade }, (_, i) => i + 1).map((vaga) => {
                            const d = need.designacoes.find((x) => x.vaga === vaga) ?? null;
                            const label = TEXT.cellLabel(f.nome, vaga, when(c));
                            return (
                              <li key={vaga} part="cell" className="cell" data-status={d?.status ?? 'vazia'}>
                                {manager && !past && !c.cancelada ? (
                                  <CellChoice
                                    label={label}
                                    designacao={d}
                                    members={membros.filter((m) => fills(m, f.id) || m.id === d?.membro_id)}
                                    disabled={grid.saving}
                                    onChoose={(membro_id) =>
                                      void grid.setCell(
                                        { celebracao_id: c.celebracao_id, data: c.data, funcao_id: f.id, vaga, membro_id },
                                        cellKey(c, f.id, vaga),
                                      )
                                    }
                                  />
                                ) : (
                                  <span className="cell-name">{d ? d.membro_nome : <span className="muted">{TEXT.emptyCell}</span>}</span>
                                )}
                                {d && <StatusBadge status={d.status} />}
                                {d && !d.publicada && manager && <span className="badge badge-off">{TEXT.notPublished}</span>}
                                {manager && <Warnings avisos={d ? (grid.warned[cellKey(c, f.id, vaga)] ?? d.avisos) : []} />}
                                {manager && past && d && <Attendance d={d} mark={grid.mark} />}
                              </li>
                            );
                          })}
                        </ul>
                      )}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
      {changing && <DateNeedsModal ministerioId={ministerio.id} funcoes={ministerio.funcoes} celebracao={changing} onClose={() => setChanging(null)} />}
    </div>
  );
}

function CellChoice(props: { label: string; designacao: Designacao | null; members: Membro[]; disabled: boolean; onChoose: (id: number | null) => void }) {
  const { label, designacao, members, disabled, onChoose } = props;
  return (
    <select
      aria-label={label}
      value={designacao?.membro_id ?? ''}
      disabled={disabled}
      onChange={(e) => onChoose(e.target.value ? Number(e.target.value) : null)}
    >
      <option value="">{`— ${TEXT.empty} —`}</option>
      {members.map((m) => (
        <option key={m.id} value={m.id}>
          {`${m.nome} (${m.contagem.mes})`}
        </option>
      ))}
    </select>
  );
}

function Warnings({ avisos }: { avisos: Aviso[] }) {
  if (!avisos.length) return null;
  return (
    <ul className="warnings" aria-label={TEXT.warnings}>
      {avisos.map((a) => (
        <li key={a.tipo} className="badge badge-warn" data-warning={a.tipo}>
          {a.texto}
        </li>
      ))}
    </ul>
  );
}

/** After the celebration: served or missed, one tap each; the one set is pressed. */
function Attendance({ d, mark }: { d: Designacao; mark: MonthGrid['mark'] }) {
  return (
    <span className="attendance" role="group" aria-label={`Presença: ${d.membro_nome}`}>
      {(['servida', 'faltou'] as const).map((status) => (
        <button
          key={status}
          type="button"
          className="btn btn-small"
          aria-pressed={d.status === status}
          aria-label={`${DESIGNACAO_STATUS[status]}: ${d.membro_nome}`}
          onClick={() => void mark(d.id, status)}
        >
          {status === 'servida' ? TEXT.served : TEXT.missed}
        </button>
      ))}
    </span>
  );
}
