import type { ElementProps } from '../../core/elements/define';
import { FormView } from './views/FormView';
import { ListView } from './views/ListView';

export const CAMPAIGNS_VIEWS = ['list', 'new', 'edit'] as const;

export interface CampaignsWidgetProps extends ElementProps {
  /** list (/dizimo/campanhas, default), new (/dizimo/campanhas/nova), edit (/dizimo/campanhas/{id}/editar). */
  view?: (typeof CAMPAIGNS_VIEWS)[number] | string;
  /** The campaign to edit (attribute `campaign-id`). */
  campaignId?: string;
}

/**
 * The parish's fund-raising campaigns, for roles 1, 111 and 11: the list with period, goal, amount raised
 * (with its progress towards the goal), donors and whether the parish site shows it, and the forms to
 * create and edit one. After a save the form returns to /dizimo/campanhas 600 ms later with the success
 * banner in the navigation state.
 *
 * @tag sacra-campaigns
 * @attr {'list' | 'new' | 'edit'} view - `list`, `new`, `edit`
 * @attr {string} campaign-id - `edit`
 * @event {CustomEvent<{ id: number; created: boolean }>} sacra-campaigns-campaign-saved - uma campanha foi criada ou alterada
 * @csspart base
 * @csspart table
 * @csspart pagination
 * @csspart form
 */
export function CampaignsWidget({ view = 'list', campaignId, container }: CampaignsWidgetProps) {
  return (
    <div className="campaigns" part="base">
      {view === 'new' || view === 'edit' ? (
        <FormView key={`${view}-${campaignId ?? ''}`} mode={view} campaignId={campaignId} container={container} />
      ) : (
        <ListView container={container} />
      )}
    </div>
  );
}
