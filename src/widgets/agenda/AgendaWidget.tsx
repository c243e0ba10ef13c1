import type { WidgetProps } from '../../core/elements/define';
import { Toaster } from '../../core/ui';
import { CalendarView } from './views/CalendarView';
import { CelebracaoFormView } from './views/CelebracaoFormView';
import { EventoFormView } from './views/EventoFormView';
import { IntencoesView } from './views/IntencoesView';

/**
 * The parish calendar: Masses and other celebrations with their recurrence, one date cancelled or moved,
 * one-off events, in month, week and list views filtered by community and kind (everyone signed in reads;
 * roles 1, 111, 2, 9, 10 write), and the Mass intentions with the celebrant's list (roles 1, 111, 2 write).
 *
 * @tag sacra-agenda
 * @csspart base
 * @csspart filters
 * @csspart calendar - a grade do mês ou da semana, ou a lista
 * @csspart occurrence - uma celebração ou evento (com `data-kind` e `data-state` = `cancelada`, `alterada` ou `normal`)
 * @csspart form
 */
export function AgendaWidget({ view, celebracaoId, eventoId, container }: WidgetProps<'sacra-agenda'>) {
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
