import type { ElementProps } from '../../core/elements/define';
import { Toaster } from '../../core/ui';
import { CalendarView } from './views/CalendarView';
import { CelebracaoFormView } from './views/CelebracaoFormView';
import { EventoFormView } from './views/EventoFormView';
import { IntencoesView } from './views/IntencoesView';

export interface AgendaWidgetProps extends ElementProps {
  /** calendar (/agenda, default), celebracao-new, celebracao-edit, evento-new, evento-edit, intencoes. */
  view?: string;
  /** The celebration to edit (attribute `celebracao-id`). */
  celebracaoId?: string;
  /** The event to edit (attribute `evento-id`). */
  eventoId?: string;
}

/**
 * The parish calendar: Masses and other celebrations with their recurrence, one date cancelled or moved,
 * one-off events, in month, week and list views filtered by community and kind (everyone signed in reads;
 * roles 1, 111, 2, 9, 10 write), and the Mass intentions with the celebrant's list (roles 1, 111, 2 write).
 *
 * @tag sacra-agenda
 * @attr {'calendar' | 'celebracao-new' | 'celebracao-edit' | 'evento-new' | 'evento-edit' | 'intencoes'} view - `calendar` (/agenda), `celebracao-new`, `celebracao-edit`, `evento-new`, `evento-edit`, `intencoes`
 * @attr {string} celebracao-id - `celebracao-edit`
 * @attr {string} evento-id - `evento-edit`
 * @csspart base
 * @csspart filters
 * @csspart calendar - a grade do mês ou da semana, ou a lista
 * @csspart occurrence - uma celebração ou evento (com `data-kind` e `data-state` = `cancelada`, `alterada` ou `normal`)
 * @csspart form
 */
export function AgendaWidget({ view = 'calendar', celebracaoId, eventoId, container }: AgendaWidgetProps) {
  return (
    <div className="agenda" part="base">
      {view === 'celebracao-new' || view === 'celebracao-edit' ? (
        <CelebracaoFormView
          key={`${view}-${celebracaoId ?? ''}`}
          container={container}
          celebracaoId={view === 'celebracao-edit' ? (celebracaoId ?? '') : undefined}
        />
      ) : view === 'evento-new' || view === 'evento-edit' ? (
        <EventoFormView key={`${view}-${eventoId ?? ''}`} container={container} eventoId={view === 'evento-edit' ? (eventoId ?? '') : undefined} />
      ) : view === 'intencoes' ? (
        <IntencoesView />
      ) : (
        <CalendarView container={container} />
      )}
      <Toaster />
    </div>
  );
}
