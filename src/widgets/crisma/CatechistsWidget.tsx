import type { ElementProps } from '../../core/elements/define';
import { Toaster } from '../../core/ui';
import { SignedIn } from '../../core/session/SignedIn';
import { idFrom } from './ids';
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
 * `<sacra-crisma-catechists view="hub|list|new|edit" catechist-id="..">`: the parish's Crisma catechists.
 *
 * hub and list need crismaRead (roles 1, 111, 3, 13); new and edit need crismaWrite (1, 111, 3).
 * Navigates with `sacra-request-navigate`. Parts: `base`, `table`, `pagination`, `toasts`, `banner`,
 * `empty-state`, `modal`.
 */
export function CatechistsWidget({ view = 'hub', catechistId, container }: CatechistsWidgetProps) {
  const id = idFrom(catechistId);
  const writes = view === 'new' || view === 'edit';
  return (
    <div className="crisma" part="base">
      <Toaster />
      <SignedIn signedOut="Entre no portal para ver esta página." capability={writes ? 'crismaWrite' : 'crismaRead'}>
        <Screen key={`${view}:${id}`} view={view} catechistId={id} container={container} />
      </SignedIn>
    </div>
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
