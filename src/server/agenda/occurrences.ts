import { CELEBRACAO_TIPOS, type OcorrenciaTipo, type Ocorrencia } from '../../shared/schemas/agenda';
import type { Db } from '../db/types';
import { addDays } from '../../shared/plain-date';
import { collectiveMasses } from './intencoes-repository';
import { isoIn, occurrenceDates, zonedInstant } from './recurrence';
import { listCelebracoes, listEventos, type CelebracaoRow, type EventoRow } from './repository';

/** An occurrence and its revision (the calendar feed's SEQUENCE: the celebration's changes and the date's). */
export type AgendaItem = Ocorrencia & { sequencia: number };
/** An occurrence as answered: the revision is the feed's business. */
export const ocorrenciaWire = ({ sequencia: _s, ...o }: AgendaItem): Ocorrencia => o;
/** An occurrence and the instant it starts, to sort by. */
type Timed = AgendaItem & { at: number };

/** A celebration's occurrences from `from` to `to` (local dates), its exceptions applied. */
export function celebracaoOcorrencias(c: CelebracaoRow, from: string, to: string, zone: string): Timed[] {
  const exceptions = new Map(c.excecoes.map((e) => [e.data, e]));
  return occurrenceDates(c, from, to).map((day) => {
    const e = exceptions.get(day);
    const start = zonedInstant(day, e?.acao === 'mover' && e.nova_hora ? e.nova_hora : c.hora, zone).getTime();
    return {
      at: start,
      inicio: isoIn(start, zone),
      fim: isoIn(start + c.duracao_min * 60_000, zone),
      titulo: c.titulo ?? CELEBRACAO_TIPOS[c.tipo],
      tipo: c.tipo,
      ent_id: c.ent_id,
      ent_name: c.ent_name,
      cancelada: e?.acao === 'cancelar',
      ...(e?.acao === 'mover' ? { alterada: true } : {}),
      ...(e?.motivo ? { motivo: e.motivo } : {}),
      ...(c.celebrante ? { celebrante: c.celebrante } : {}),
      celebracao_id: c.id,
      sequencia: c.revisao + (e?.revisao ?? 0),
    };
  });
}

const eventoOcorrencia = (v: EventoRow, zone: string): Timed => ({
  at: v.inicio.getTime(),
  inicio: isoIn(v.inicio, zone),
  fim: isoIn(v.fim, zone),
  titulo: v.titulo,
  tipo: 'evento',
  ent_id: v.ent_id,
  ent_name: v.ent_name,
  cancelada: false,
  evento_id: v.id,
  sequencia: 0,
});

export interface AgendaFilter {
  community?: number;
  kind?: OcorrenciaTipo;
  /** Only what the public may see. */
  publica?: boolean;
}

/**
 * Every occurrence from `from` to `to` (the parish's dates, both included), sorted by start; a Mass with
 * collective intentions says so (`coletiva`): their place and time are announced publicly.
 */
export async function agendaOf(db: Db, paroquiaId: number, zone: string, from: string, to: string, f: AgendaFilter = {}): Promise<AgendaItem[]> {
  const celebrations = f.kind === 'evento' ? [] : await listCelebracoes(db, paroquiaId, { ent_id: f.community, tipo: f.kind, publica: f.publica, from, to });
  const events =
    f.kind && f.kind !== 'evento'
      ? []
      : await listEventos(db, paroquiaId, {
          from: zonedInstant(from, '00:00', zone),
          to: zonedInstant(addDays(to, 1), '00:00', zone),
          ent_id: f.community,
          publica: f.publica,
        });
  const all: Timed[] = [...celebrations.flatMap((c) => celebracaoOcorrencias(c, from, to, zone)), ...events.map((v) => eventoOcorrencia(v, zone))];
  all.sort((a, b) => a.at - b.at || (a.ent_name ?? '').localeCompare(b.ent_name ?? '') || a.titulo.localeCompare(b.titulo));
  const collective = celebrations.some((c) => c.tipo === 'missa') ? await collectiveMasses(db, paroquiaId, from, to) : new Set<string>();
  return all.map(({ at: _at, ...o }) => (collective.has(`${o.celebracao_id} ${o.inicio.slice(0, 10)}`) ? { ...o, coletiva: true } : o));
}
