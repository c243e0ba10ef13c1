import type { ElementProps } from '../../core/elements/define';
import { Toaster } from '../../core/ui';
import { Allowed } from '../../core/session/SignedIn';
import type { SacramentSlug } from '../../shared/sacraments';
import { idFrom } from './ids';
import { SacramentContext, sacramentUi } from './sacrament';
import { CatechistFormView } from './views/CatechistFormView';
import { CatechistHubView } from './views/CatechistHubView';
import { CatechistListView } from './views/CatechistListView';

export const CATECHIST_VIEWS = ['hub', 'list', 'new', 'edit'] as const;
export type CatechistView = (typeof CATECHIST_VIEWS)[number];

export interface CatechistsWidgetProps extends ElementProps {
  /** hub (/catequistas), list (/catequistas/crisma), new (/adicionar), edit (/{id}/editar). Default hub. */
  view?: CatechistView | string;
  /** The catechist of edit (the `catechist-id` attribute). */
  catechistId?: string;
}

/**
 * The parish's Crisma catechists: the hub, the list and the forms. hub and list need roles 1, 111, 3 or
 * 13; new and edit 1, 111 or 3.
 *
 * @tag sacra-crisma-catechists
 * @attr {'hub' | 'list' | 'new' | 'edit'} view - `hub`, `list`, `new`, `edit`
 * @attr {string} catechist-id - `edit`
 * @event {CustomEvent<{ id: number; created: boolean }>} sacra-crisma-catechist-saved - um catequista foi adicionado ou alterado
 * @event {CustomEvent<{ id: number }>} sacra-crisma-catechist-deleted - um catequista foi excluído
 * @csspart base
 * @csspart filters
 * @csspart table
 * @csspart pagination
 */
export function CatechistsWidget(props: CatechistsWidgetProps) {
  return <Catechists {...props} sacrament="crisma" />;
}

/**
 * The parish's First Eucharist catechists: the list and the forms (list for roles 1, 111, 7 and 12; new and
 * edit for 1, 111 and 7), and the same hub.
 *
 * @tag sacra-eucaristia-catechists
 * @attr {'hub' | 'list' | 'new' | 'edit'} view - `hub`, `list`, `new`, `edit`
 * @attr {string} catechist-id - `edit`
 * @event {CustomEvent<{ id: number; created: boolean }>} sacra-eucaristia-catechist-saved - um catequista foi adicionado ou alterado
 * @event {CustomEvent<{ id: number }>} sacra-eucaristia-catechist-deleted - um catequista foi excluído
 * @csspart base
 * @csspart filters
 * @csspart table
 * @csspart pagination
 */
export function EucaristiaCatechistsWidget(props: CatechistsWidgetProps) {
  return <Catechists {...props} sacrament="eucaristia" />;
}

function Catechists({ view = 'hub', catechistId, container, sacrament }: CatechistsWidgetProps & { sacrament: SacramentSlug }) {
  const id = idFrom(catechistId);
  const s = sacramentUi(sacrament);
  const capability = view === 'new' || view === 'edit' ? s.write : view === 'list' ? s.read : 'catechesisRead';
  return (
    <SacramentContext.Provider value={s}>
      <div className="catechesis" part="base">
        <Toaster />
        <Allowed capability={capability}>
          <Screen key={`${view}:${id}`} view={view} catechistId={id} container={container} />
        </Allowed>
      </div>
    </SacramentContext.Provider>
  );
}

function Screen({ view, catechistId, container }: { view: string; catechistId: number | null; container?: HTMLElement | ShadowRoot }) {
  switch (view) {
    case 'list':
      return <CatechistListView container={container} />;
    case 'new':
      return <CatechistFormView mode="new" catechistId={null} container={container} />;
    case 'edit':
      return <CatechistFormView mode="edit" catechistId={catechistId} container={container} />;
    default:
      return <CatechistHubView container={container} />;
  }
}
