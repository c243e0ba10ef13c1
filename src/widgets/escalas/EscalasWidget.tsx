import type { WidgetProps } from '../../core/elements/define';
import { Toaster } from '../../core/ui';
import { MembrosView } from './views/MembrosView';
import { MineView } from './views/MineView';
import { MinisterioFormView } from './views/MinisterioFormView';
import { MinisteriosView } from './views/MinisteriosView';
import { MonthView } from './views/MonthView';
import { NecessidadesView } from './views/NecessidadesView';

/**
 * Ministry rosters (escalas): the ministries with their positions, coordinators and members; what each
 * celebration of the agenda needs; the coordinator's month grid ('Preencher automaticamente', 'Publicar',
 * served or missed after the Mass, each member's counts); 'Minha escala' for the volunteer (accept or decline
 * in one tap, a substitute asked or taken, blockouts, preferences, the personal calendar feed). Roles 1, 111, 2
 * manage every ministry; a ministry's coordinators their own; every signed-in user sees the published roster.
 *
 * @tag sacra-escalas
 * @csspart base
 * @csspart grid - a grade do mês (celebrações nas linhas, funções nas colunas)
 * @csspart cell - uma vaga da grade (com `data-status` = o status da designação, ou `vazia`)
 * @csspart assignment - uma designação em 'Minha escala' (com `data-status`)
 */
export function EscalasWidget({ view, ministerioId, container }: WidgetProps<'sacra-escalas'>) {
  return (
    <div className="escalas" part="base">
      {view === 'mine' ? (
        <MineView container={container} />
      ) : view === 'ministries' ? (
        <MinisteriosView container={container} />
      ) : view === 'ministry-new' || view === 'ministry-edit' ? (
        <MinisterioFormView
          key={`${view}-${ministerioId ?? ''}`}
          container={container}
          ministerioId={view === 'ministry-edit' ? (ministerioId ?? '') : undefined}
        />
      ) : view === 'members' ? (
        <MembrosView key={ministerioId} container={container} ministerioId={ministerioId} />
      ) : view === 'needs' ? (
        <NecessidadesView key={ministerioId} container={container} ministerioId={ministerioId} />
      ) : (
        <MonthView container={container} />
      )}
      <Toaster />
    </div>
  );
}
