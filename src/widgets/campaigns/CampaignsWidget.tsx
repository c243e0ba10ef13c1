import type { WidgetProps } from '../../core/elements/define';
import { FormView } from './views/FormView';
import { ListView } from './views/ListView';

/**
 * The parish's fund-raising campaigns, for roles 1, 111 and 11: the list with period, goal, amount raised
 * (with its progress towards the goal), donors and whether the parish site shows it, and the forms to
 * create and edit one. After a save the form returns to /dizimo/campanhas 600 ms later with the success
 * banner in the navigation state.
 *
 * @tag sacra-campaigns
 * @event {CustomEvent<{ id: number; created: boolean }>} sacra-campaigns-campaign-saved - uma campanha foi criada ou alterada
 * @csspart base
 * @csspart table
 * @csspart pagination
 * @csspart form
 */
export function CampaignsWidget({ view, campaignId, container }: WidgetProps<'sacra-campaigns'>) {
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
