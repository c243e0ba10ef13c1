import { timeOf } from '../../../core/calendar/dates';
import { OCORRENCIA_TIPOS, type Ocorrencia } from '../../../shared/schemas/agenda';

/** 'cancelada', 'alterada' (moved for this date) or 'normal'. */
const stateOf = (o: Ocorrencia) => (o.cancelada ? 'cancelada' : o.alterada ? 'alterada' : 'normal');

/** What an occurrence says besides its time and title: 'Cancelada: motivo', 'Horário alterado'. */
export function ExceptionText({ occurrence: o }: { occurrence: Ocorrencia }) {
  if (o.cancelada) return <span className="occ-exception occ-cancelled">Cancelada{o.motivo ? `: ${o.motivo}` : ''}</span>;
  if (o.alterada) return <span className="occ-exception occ-moved">Horário alterado{o.motivo ? `: ${o.motivo}` : ''}</span>;
  return null;
}

/** One celebration's date or an event, as a button that opens its details. */
export function OccurrenceButton({
  occurrence: o,
  onOpen,
  showCommunity = true,
}: {
  occurrence: Ocorrencia;
  onOpen: (o: Ocorrencia) => void;
  showCommunity?: boolean;
}) {
  return (
    <button type="button" part="occurrence" className="occ" data-kind={o.tipo} data-state={stateOf(o)} onClick={() => onOpen(o)}>
      <time dateTime={o.inicio} className="occ-time">
        {timeOf(o.inicio)}
      </time>{' '}
      <span className="occ-title">{o.titulo}</span>
      <span className="sr-only"> ({OCORRENCIA_TIPOS[o.tipo]})</span>
      {showCommunity && o.ent_name && <span className="occ-community">{o.ent_name}</span>}
      <ExceptionText occurrence={o} />
    </button>
  );
}
